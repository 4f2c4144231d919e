//! The combat phase state: which step of the turn pipeline runs next.

use bevy::prelude::{NextState, Res, State, States};
use serde::{Deserialize, Serialize};

/// Each phase gates one system set of the pipeline (see `CombatSet`).
#[derive(States, Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CombatPhase {
    /// No combat.
    #[default]
    Idle,
    /// Heroes pick advantages (R10.1).
    Setup,
    /// R5.1
    RoundStart,
    /// R5.2–R5.3: find who acts, or drop the needle.
    Opportunity,
    /// A controller must answer the pending request.
    AwaitDecision,
    /// R7.2–R7.5: ask eligible combatants, in priority order, whether they react.
    ReactionWindow,
    /// R7.6: resolve the top link.
    Resolve,
    /// R5.5
    RoundEnd,
    /// R5.6: the combat is over.
    Over,
}

/// Run condition: the phase is `phase` now. A transition chosen earlier in the same pass of
/// the pipeline counts at once (Bevy applies it only after the pass), so one pass carries a
/// decision through every phase that follows it in set order: opportunity, answer, window,
/// resolution. Every set is still gated by the phase; there are just fewer passes.
pub fn in_phase(
    phase: CombatPhase,
) -> impl FnMut(Res<State<CombatPhase>>, Res<NextState<CombatPhase>>) -> bool + Clone {
    move |state: Res<State<CombatPhase>>, next: Res<NextState<CombatPhase>>| match next.as_ref() {
        NextState::Pending(p) | NextState::PendingIfNeq(p) => *p == phase,
        NextState::Unchanged => *state.get() == phase,
    }
}
