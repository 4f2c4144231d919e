//! The same pipeline without the ECS, over a `CombatState`: the AI's look-ahead and fast
//! simulations run the very phase functions the systems run, on copies of the state.

use super::ctx::CombatState;
use super::decision::{Decision, Request};
use super::events::CombatEvent;
use super::phase::CombatPhase;
use super::{decide, opportunity, resolve, round, window};
use crate::content::Content;

/// Runs one step of the pipeline. Returns false when nothing can happen without an answer, or
/// when the combat is over.
pub fn step(state: &mut CombatState, content: &Content, events: &mut Vec<CombatEvent>) -> bool {
    let phase = state.phase;
    let serial = state.pending.serial;
    let answered = state.pending.answer.is_some();
    let before = events.len();
    let mut ctx = state.ctx(content, events);
    match phase {
        CombatPhase::Idle | CombatPhase::Over => return false,
        CombatPhase::Setup => round::setup_step(&mut ctx),
        CombatPhase::RoundStart => round::round_start(&mut ctx),
        CombatPhase::Opportunity => opportunity::opportunity_step(&mut ctx),
        CombatPhase::AwaitDecision => decide::decide_step(&mut ctx),
        CombatPhase::ReactionWindow => window::window_step(&mut ctx),
        CombatPhase::Resolve => resolve::resolve_step(&mut ctx),
        CombatPhase::RoundEnd => round::round_end(&mut ctx),
    }
    let next = ctx.next;
    if let Some(p) = next {
        state.phase = p;
    }
    next.is_some()
        || events.len() != before
        || state.pending.serial != serial
        || (answered && state.pending.answer.is_none())
}

/// Steps after which a combat on this engine counts as stuck: a whole combat takes a few
/// hundred. Whoever plays combats to their end here counts with a `StepGuard`.
pub const MAX_STEPS: u32 = 200_000;

/// Counts the steps of one combat played to its end, against `MAX_STEPS`.
#[derive(Clone, Copy, Debug, Default)]
pub struct StepGuard {
    taken: u32,
}

impl StepGuard {
    /// One more step: true once the combat has taken too many (stop it there).
    pub fn spent(&mut self) -> bool {
        self.taken += 1;
        self.taken >= MAX_STEPS
    }
}

/// Plays on from `state`: each open request is answered by `answer`, until the combat is over,
/// nothing can happen, or `stop` says so (checked after every step, with the events that step
/// emitted). Events pile up in `events`.
pub fn play(
    state: &mut CombatState,
    content: &Content,
    events: &mut Vec<CombatEvent>,
    mut answer: impl FnMut(&CombatState, &Request) -> Decision,
    mut stop: impl FnMut(&CombatState, &[CombatEvent]) -> bool,
) {
    while answer_open(state, &mut answer) {
        let before = events.len();
        if !step(state, content, events) || stop(state, &events[before..]) {
            return;
        }
    }
}

/// `play` for whoever needs only where the fight ends (a playout): each step's events are
/// dropped after it, so that they stay few and in cache instead of piling up by the hundred.
/// `between` runs after every step: it may touch the state (a playout re-keys its dice there)
/// and says whether to stop.
pub fn play_out(
    state: &mut CombatState,
    content: &Content,
    mut answer: impl FnMut(&CombatState, &Request) -> Decision,
    mut between: impl FnMut(&mut CombatState) -> bool,
) {
    let mut events = Vec::new();
    while answer_open(state, &mut answer) {
        if !step(state, content, &mut events) || between(state) {
            return;
        }
        events.clear();
    }
}

/// Answers the open request with `answer`, if one awaits it. False when the combat awaits a
/// decision with no request to answer: nothing can happen.
fn answer_open(
    state: &mut CombatState,
    answer: &mut impl FnMut(&CombatState, &Request) -> Decision,
) -> bool {
    if state.phase == CombatPhase::AwaitDecision && state.pending.answer.is_none() {
        let Some(request) = state.pending.request.as_ref() else {
            return false;
        };
        let decision = answer(state, request);
        state.pending.answer = Some(decision);
    }
    true
}
