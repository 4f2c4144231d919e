//! One playout: a copy of the combat with the candidate as its answer and fresh dice, played
//! to the end of the fight by the rollout policy. The goal ends it as it ends the real fight
//! (leader down, survived, protected hero down), and reinforcements arrive in it: the plain
//! engine runs the very phase functions the game does. With a horizon (`Policy::horizon`, a
//! setting measured in docs/HARD_SEARCH.md "Stop 60" and "Stop 68", off in the game) it stops
//! that many rounds on and reads the position as a chance of winning (`reading::Reading`).

use super::super::judge::stake;
use super::super::normal;
use super::super::seed::decision_seed;
use super::Policy;
use super::reading::{Reading, fitted_chance, hp_kept};
use crate::combat::{CombatRng, CombatState, Decision, engine};
use crate::content::{Content, Side};

/// The dice seed of sample `i` of a decision: the same for every candidate (common random
/// numbers), from the decision's own seed, never the combat's.
pub fn sample_seed(decision: u64, i: usize) -> u64 {
    decision_seed(decision, i as u64)
}

/// The fight played on from `state` with `candidate` answering the open request and dice from
/// `dice` (re-keyed at every tick of the needle when `policy.tick_dice`: see `Policy`), scored
/// for `policy.side` by `score`, or by its reading (`Policy::reading`) when it reached its
/// horizon first.
/// `None` when `abort` said stop before the end: such a playout does not count.
pub fn playout(
    state: &CombatState,
    content: &Content,
    candidate: &Decision,
    policy: &Policy,
    dice: u64,
    abort: &dyn Fn() -> bool,
) -> Option<f32> {
    let end = play_on(state, content, candidate, policy, dice, abort);
    if end.round.outcome.is_none() {
        if let Some(rounds) = policy.horizon
            && end.round.round >= state.round.round.saturating_add(rounds)
        {
            return Some(match policy.reading {
                Reading::Fitted => fitted_chance(&end, content, policy.side)
                    .unwrap_or_else(|| horizon_score(&end, content, policy)),
                Reading::Strength => horizon_score(&end, content, policy),
            });
        }
        if abort() {
            return None;
        }
    }
    Some(score(&end, content, policy.side, policy.margin))
}

/// The copy of `state` that `playout` plays, as it ended: over, at its horizon, cut short by
/// the step guard, or stopped by `abort`. Its events are dropped step by step: only where the
/// fight ends counts.
pub fn play_on(
    state: &CombatState,
    content: &Content,
    candidate: &Decision,
    policy: &Policy,
    dice: u64,
    abort: &dyn Fn() -> bool,
) -> CombatState {
    let mut copy = state.clone();
    if !policy.sees_dice {
        copy.rng = CombatRng::new(dice);
    }
    copy.pending.answer = Some(candidate.clone());
    let mut guard = engine::StepGuard::default();
    let mut tick = None;
    let stop_round = policy
        .horizon
        .map_or(u32::MAX, |h| state.round.round.saturating_add(h));
    engine::play_out(
        &mut copy,
        content,
        |s, r| {
            let judgement = policy.judgement_for(s.fighters[r.decider().index()].side);
            normal::answer_with(s, content, r, judgement)
        },
        |s| {
            // Seeing the dice means rolling the combat's own stream as it is: re-keyed at the
            // ticks, it would be other dice.
            if policy.tick_dice && !policy.sees_dice {
                let now = (s.round.round, s.needle.0);
                if tick != Some(now) {
                    tick = Some(now);
                    s.rng.resync(u64::from(now.0) << 32 | u64::from(now.1));
                }
            }
            s.round.round >= stop_round || guard.spent() || abort()
        },
    );
    copy
}

/// 1 when `side` has won `state`'s fight, 0 otherwise (a loss, a draw, a fight cut short by the
/// step guard), plus `margin` times how much more of its HP `side` kept than the other side
/// (each side's mean share, −1 to 1): when every candidate wins, or every one loses, the
/// samples still rank them by how they won or lost. A margin below ½ never lets a loss outscore
/// a win.
pub fn score(state: &CombatState, content: &Content, side: Side, margin: f32) -> f32 {
    let won = match state.round.outcome.as_ref().and_then(|o| o.winner) {
        Some(winner) if winner == side => 1.0,
        _ => 0.0,
    };
    if margin == 0.0 {
        return won;
    }
    let kept = |mine: bool| share_kept(state, content, side, mine, false, |_, _| 1.0);
    won + margin * (kept(true) - kept(false))
}

/// A playout stopped at its horizon (`Policy::horizon`), scored as the chance that
/// `policy.side` goes on to win: a logistic of how much more of its strength it kept than the
/// other side, each side's share of HP kept weighed by each fighter's HP and by its stake in
/// the goal (the leader, the protected hero), reinforcements still to come counted whole.
pub fn horizon_score(state: &CombatState, content: &Content, policy: &Policy) -> f32 {
    let weight = |i: usize, hp: f32| hp * stake(state, i, &policy.own);
    let kept = |mine: bool| share_kept(state, content, policy.side, mine, true, weight);
    let x = policy.horizon_k * (kept(true) - kept(false));
    1.0 / (1.0 + (-x).exp())
}

/// The share of its HP that `side` (with `mine`, else the other side) kept, 0 to 1: each
/// fighter's share weighed by `weight` of its index and HP; with `arriving_whole`, a
/// reinforcement still to come counts whole even if the level sends it in hurt.
fn share_kept(
    state: &CombatState,
    content: &Content,
    side: Side,
    mine: bool,
    arriving_whole: bool,
    weight: impl Fn(usize, f32) -> f32,
) -> f32 {
    let (sum, total) = state
        .fighters
        .iter()
        .enumerate()
        .filter(|(_, f)| (f.side == side) == mine)
        .fold((0.0, 0.0), |(sum, total), (i, f)| {
            let (hp, share) = hp_kept(f, content, arriving_whole);
            let w = weight(i, hp);
            (sum + w * share, total + w)
        });
    if total > 0.0 { sum / total } else { 0.0 }
}
