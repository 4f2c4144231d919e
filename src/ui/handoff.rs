//! The hand-off between human players at one screen (hot-seat): when the open request belongs
//! to another player than the one who answered last, a cover hides the combat screen until
//! that player clicks Ready. Screen state, changed only through intents (`Intent::Ready`,
//! `Intent::Decide`), never by touching the combat.

use super::setup::SeatPlan;
use crate::combat::PendingDecision;
use bevy::prelude::*;

#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HandOff {
    /// The player who has the mouse: the last to click Ready or to answer. `None` until the
    /// first human prompt of a game, so that it too is handed over.
    pub last_player: Option<u8>,
}

impl HandOff {
    /// The player the open request must be handed to, when a cover is due: the request waits
    /// for a human, two or more humans play at this screen, and another one had the mouse.
    pub fn due(&self, pending: &PendingDecision, plan: &SeatPlan) -> Option<u8> {
        if pending.answer.is_some() || plan.players() < 2 {
            return None;
        }
        let player = plan.owner(pending.request.as_ref()?.decider()).player()?;
        (self.last_player != Some(player)).then_some(player)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Strength;
    use crate::combat::{CombatantId, Request};
    use crate::ui::setup::Owner;

    fn consent_from(giver: u8) -> PendingDecision {
        PendingDecision {
            request: Some(Request::Consent {
                giver: CombatantId(giver),
                taker: CombatantId(0),
                item: crate::content::ItemId(0),
            }),
            ..Default::default()
        }
    }

    #[test]
    fn a_cover_is_due_only_when_another_human_must_answer() {
        let plan = SeatPlan {
            owners: vec![
                Owner::Player(0),
                Owner::Player(1),
                Owner::Ai(Strength::Easy),
            ],
        };
        let mut h = HandOff::default();
        assert_eq!(h.due(&consent_from(1), &plan), Some(1), "the first prompt");
        h.last_player = Some(1);
        assert_eq!(h.due(&consent_from(1), &plan), None, "the same player");
        assert_eq!(h.due(&consent_from(0), &plan), Some(0), "another player");
        assert_eq!(h.due(&consent_from(2), &plan), None, "the AI");
        let solo = SeatPlan {
            owners: vec![Owner::Player(0), Owner::Player(0)],
        };
        assert_eq!(HandOff::default().due(&consent_from(1), &solo), None);
    }
}
