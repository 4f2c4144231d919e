//! The combat log in plain words: one line per event, written by the family of events it
//! belongs to. The events themselves are in `events.rs`.

mod actions;
mod body;
mod chain;
mod checks;
mod equipment;
mod names;
mod rounds;

pub use names::Names;

use super::events::CombatEvent;

impl Names<'_> {
    /// One line of plain words for the log. Each family's function is handed only its own
    /// events, so the match below is where a new event must be given its words.
    pub fn describe(&self, event: &CombatEvent) -> String {
        use CombatEvent::*;
        match event {
            CombatStarted { .. }
            | AdvantageTaken { .. }
            | RoundStarted { .. }
            | Arrived { .. }
            | ApLevelSet { .. }
            | NeedleDropped { .. }
            | Opportunity { .. }
            | TieBroken { .. }
            | NothingToDo { .. }
            | DecisionRejected { .. }
            | RoundEnded { .. }
            | CombatEnded { .. } => rounds::describe(self, event),
            ActionDeclared { .. }
            | ApPaid { .. }
            | CutBelowNeedle { .. }
            | PreparationLost { .. }
            | PreparationGained { .. } => actions::describe(self, event),
            WindowOpened { .. }
            | ReactionDeclared { .. }
            | Passed { .. }
            | AutoPassed { .. }
            | WindowClosed { .. }
            | LinkResolving { .. }
            | LinkFailed { .. }
            | LinkFizzled { .. }
            | LinkInterrupted { .. }
            | LinkMadeToFail { .. }
            | TargetRedirected { .. } => chain::describe(self, event),
            CheckRolled { .. } => checks::describe(self, event),
            Damaged { .. }
            | Healed { .. }
            | WaitAdded { .. }
            | Modified { .. }
            | ModifierExpired { .. }
            | LimbDisabled { .. }
            | LimbRestored { .. }
            | CombatantDown { .. } => body::describe(self, event),
            ItemEquipped { .. }
            | ItemStowed { .. }
            | ItemDropped { .. }
            | ItemDisabled { .. }
            | ItemPickedUp { .. }
            | ItemHandedOver { .. }
            | ItemActionFailed { .. }
            | ConsentGiven { .. }
            | ConsentRefused { .. } => equipment::describe(self, event),
        }
    }
}
