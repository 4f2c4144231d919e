//! The hand-off between human players at one screen (hot-seat): when the open request belongs
//! to another player than the one who answered last, a cover hides the combat screen until
//! that player clicks Ready. Screen state, changed only by the players' messages (`HandOffReady`,
//! `MoveAsk::Decide`), never by touching the combat.

use crate::combat::PendingDecision;
use crate::control::Seats;
use crate::ui::sets::UiSet;
use bevy::prelude::*;

/// Hot-seat: this player (numbered from 0) took the mouse on the hand-off cover.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct HandOffReady(pub u8);

pub(crate) fn plugin(app: &mut App) {
    app.add_message::<HandOffReady>()
        .add_systems(PreUpdate, ready.in_set(UiSet::Answer));
}

fn ready(mut asks: MessageReader<HandOffReady>, handoff: Option<ResMut<HandOff>>) {
    let Some(mut handoff) = handoff else {
        return;
    };
    for &HandOffReady(player) in asks.read() {
        handoff.last_player = Some(player);
    }
}

#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct HandOff {
    /// The player who has the mouse: the last to click Ready or to answer. `None` until the
    /// first human prompt of a game, so that it too is handed over.
    pub last_player: Option<u8>,
    /// The players at this screen by number, when they gave names (a networked window's
    /// lobby): the cover says "Ben" rather than "Player 2".
    pub names: Vec<String>,
}

impl HandOff {
    /// The player the open request must be handed to, when a cover is due: the request waits
    /// for a human, two or more humans play at this screen, and another one had the mouse.
    pub fn due(&self, pending: &PendingDecision, seats: &Seats) -> Option<u8> {
        if pending.answer.is_some() || seats.players() < 2 {
            return None;
        }
        let player = seats.seat(pending.request.as_ref()?.decider()).player()?;
        (self.last_player != Some(player)).then_some(player)
    }

    /// Player `n` as the cover names them: their name if they gave one, else "Player 2".
    pub fn name(&self, n: u8) -> String {
        self.names
            .get(usize::from(n))
            .filter(|name| !name.is_empty())
            .cloned()
            .unwrap_or_else(|| crate::control::Seat::Player(n).label())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Strength;
    use crate::combat::{CombatantId, Request};
    use crate::control::Seat;

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
        let seats = Seats::of(vec![
            Seat::Player(0),
            Seat::Player(1),
            Seat::Ai(Strength::Easy),
        ]);
        let mut h = HandOff::default();
        assert_eq!(h.due(&consent_from(1), &seats), Some(1), "the first prompt");
        h.last_player = Some(1);
        assert_eq!(h.due(&consent_from(1), &seats), None, "the same player");
        assert_eq!(h.due(&consent_from(0), &seats), Some(0), "another player");
        assert_eq!(h.due(&consent_from(2), &seats), None, "the AI");
        let solo = Seats::of(vec![Seat::Player(0), Seat::Player(0)]);
        assert_eq!(HandOff::default().due(&consent_from(1), &solo), None);
    }

    #[test]
    fn a_player_is_named_by_their_name_when_they_gave_one() {
        let h = HandOff {
            names: vec!["Ana".into(), String::new()],
            ..Default::default()
        };
        assert_eq!(h.name(0), "Ana");
        assert_eq!(h.name(1), "Player 2", "no name given");
        assert_eq!(h.name(2), "Player 3", "beyond the names");
    }
}
