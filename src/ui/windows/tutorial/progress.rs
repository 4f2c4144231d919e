//! Where the player is in the tutorial, moved on by the players' own moves as the combat log
//! records them (never by touching the combat).

use crate::combat::{CombatEvent, CombatLog};
use crate::control::Seats;
use crate::ui::windows::tutorial::steps::{Steps, Until};
use bevy::prelude::*;

/// The tutorial under way: its steps, the one shown, and how much of the log it has read.
#[derive(Resource, Clone, Debug)]
pub struct Tutorial {
    pub steps: Steps,
    pub at: usize,
    pub seen: usize,
    /// Its fight has shown: back on the title, the tutorial is over.
    pub began: bool,
}

impl Tutorial {
    pub fn new(steps: Steps) -> Tutorial {
        Tutorial {
            steps,
            at: 0,
            seen: 0,
            began: false,
        }
    }

    /// The step shown; `None` once past the last.
    pub fn step(&self) -> Option<&crate::ui::windows::tutorial::steps::Step> {
        self.steps.steps.get(self.at)
    }

    pub fn finished(&self) -> bool {
        self.at >= self.steps.steps.len()
    }

    /// Whether `event`, by a player's hero, is what the step waits for.
    pub fn moves_on(until: Until, event: &CombatEvent, seats: &Seats) -> bool {
        let human = |who: &crate::combat::CombatantId| seats.seat(*who).is_human();
        match (until, event) {
            (Until::HeroActs, CombatEvent::ActionDeclared { who, targets, .. }) => {
                human(who) && !targets.is_empty()
            }
            (Until::HeroReacts, CombatEvent::ReactionDeclared { who, .. }) => human(who),
            (Until::HeroPrepares, CombatEvent::PreparationGained { who, .. }) => human(who),
            (Until::HeroAims, CombatEvent::ActionDeclared { who, targets, .. }) => {
                human(who) && targets.iter().any(|t| t.limb.is_some())
            }
            _ => false,
        }
    }
}

/// Reads the log's new events and moves the step on when one is what it waits for.
pub(crate) fn follow_moves(
    log: Res<CombatLog>,
    seats: Res<Seats>,
    tutorial: Option<ResMut<Tutorial>>,
) {
    let Some(mut tutorial) = tutorial else {
        return;
    };
    let from = tutorial.seen.min(log.events.len());
    for event in &log.events[from..] {
        let Some(step) = tutorial.step() else {
            break;
        };
        if Tutorial::moves_on(step.until, event, &seats) {
            tutorial.at += 1;
        }
    }
    tutorial.seen = log.events.len();
}
