//! One playout: a copy of the combat with the candidate as its answer and fresh dice, played
//! to the end of the fight by the rollout policy. The goal ends it as it ends the real fight
//! (leader down, survived, protected hero down), and reinforcements arrive in it: the plain
//! engine runs the very phase functions the game does.

use super::super::normal;
use super::super::seed::decision_seed;
use super::Policy;
use crate::combat::{CombatEvent, CombatRng, CombatState, Decision, engine};
use crate::content::Content;

/// The dice seed of sample `i` of a decision: the same for every candidate (common random
/// numbers), from the decision's own seed, never the combat's.
pub fn sample_seed(decision: u64, i: usize) -> u64 {
    decision_seed(decision, i as u64)
}

/// 1 when `policy.side` wins the fight played on from `state` with `candidate` answering the
/// open request and dice from `dice`; 0 otherwise (a loss, a draw, or a fight cut short by the
/// step guard). `None` when `abort` said stop before the end: such a playout does not count.
pub fn playout(
    state: &CombatState,
    content: &Content,
    candidate: &Decision,
    policy: &Policy,
    dice: u64,
    events: &mut Vec<CombatEvent>,
    abort: &dyn Fn() -> bool,
) -> Option<f32> {
    let mut copy = state.clone();
    copy.rng = CombatRng::new(dice);
    copy.pending.answer = Some(candidate.clone());
    let mut guard = engine::StepGuard::default();
    events.clear();
    engine::play(
        &mut copy,
        content,
        events,
        |s, r| {
            let judgement = if s.fighters[r.decider().index()].side == policy.side {
                policy.own
            } else {
                policy.other
            };
            normal::answer_with(s, content, r, judgement)
        },
        |_, _| guard.spent() || abort(),
    );
    if copy.round.outcome.is_none() && abort() {
        return None;
    }
    Some(match copy.round.outcome.and_then(|o| o.winner) {
        Some(winner) if winner == policy.side => 1.0,
        _ => 0.0,
    })
}
