//! The turn pipeline's schedule and its sets, in the order the rules run them.

use bevy::ecs::schedule::ScheduleLabel;
use bevy::prelude::*;

/// One step of the turn pipeline. The driver runs it in a loop within a frame until a decision
/// is awaited or the combat is over; it is not part of the main loop.
#[derive(ScheduleLabel, Clone, Debug, PartialEq, Eq, Hash)]
pub struct CombatStep;

/// The pipeline's sets, in order. Each runs only in its phase.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CombatSet {
    /// R10.1: advantages.
    Setup,
    /// R5.1
    RoundStart,
    /// Tools that set state from outside the rules (script overrides), after round start.
    Adjust,
    /// R5.2–R5.3
    Opportunity,
    /// Controllers answer the pending request (scripted, random, AI; humans answer from the UI).
    Control,
    /// The answer is written into the combat's `Recording`, before the rules apply it.
    Answered,
    /// Answers are validated and applied (R5.4, R7.3).
    Decide,
    /// R7.2–R7.5
    ReactionWindow,
    /// R7.6, R9, R4, R5.6
    Resolve,
    /// R5.5
    RoundEnd,
    /// Bookkeeping after each pass (ground entities).
    Record,
}
