//! The combat's own record of how it came about: where it started and every answer given, in
//! order. With the rules deterministic, that is all a replay or a save needs to reproduce it.

use super::components::Roster;
use super::ctx::CombatState;
use super::decision::{Decision, PendingDecision};
use bevy::prelude::*;
use serde::{Deserialize, Serialize};

/// Where a combat started and every answer given since, as replays and saves store it.
#[derive(Resource, Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Recording {
    /// The combat as it stood when recording began (a fresh encounter, or a scripted moment).
    pub start: CombatState,
    /// Names of the combatants and their parts.
    pub roster: Roster,
    /// Every answer the rules received, in order, rejected ones included (they are part of
    /// what happened: replayed, they are rejected again).
    pub decisions: Vec<Decision>,
    /// How many events of the log came before the recording began (a script's, when the window
    /// opens where a script left the combat); a replay reproduces the events after them.
    #[serde(default)]
    pub log_start: usize,
}

impl Recording {
    pub fn new(start: CombatState, roster: Roster) -> Self {
        Recording {
            start,
            roster,
            decisions: Vec::new(),
            log_start: 0,
        }
    }
}

/// Notes the answer about to be applied (the `Answered` set, between controllers and rules).
pub fn record_answer(pending: Res<PendingDecision>, recording: Option<ResMut<Recording>>) {
    if let (Some(answer), Some(mut recording)) = (&pending.answer, recording) {
        recording.decisions.push(answer.clone());
    }
}
