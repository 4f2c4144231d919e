//! Hard: plays its best candidate answers forward on copies of the combat, with the very rules
//! the game runs (`combat::engine`), and keeps the one that leaves the best position on average.
//!
//! The copies roll fresh dice from the AI's own stream, never the combat's: the AI cannot peek
//! at the rolls to come. Every candidate meets the same dice in each sample (common random
//! numbers), so the comparison measures the decisions rather than the luck. Both sides play
//! Normal in the look-ahead, up to the end of the next round.

use super::evaluate::evaluate;
use super::judge::Judge;
use super::normal;
use crate::combat::{CombatRng, CombatState, Decision, Request, engine};
use crate::content::Content;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::cell::Cell;
use std::time::{Duration, Instant};

/// How much Hard may think about one decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// The best answers by Normal's judgement that are played forward.
    pub candidates: usize,
    /// Dice samples each candidate is played forward with.
    pub samples: usize,
    /// Rounds played after the current one before the position is scored.
    pub horizon_rounds: u32,
    /// Decisions at most in one look-ahead.
    pub max_decisions: u32,
    /// Stop sampling once this much time has passed (a sample under way finishes). `None`
    /// makes the answer depend on the seed alone, as tests want.
    pub deadline: Option<Duration>,
}

impl Default for Budget {
    fn default() -> Self {
        Budget {
            candidates: 6,
            samples: 10,
            horizon_rounds: 1,
            max_decisions: 40,
            deadline: Some(Duration::from_millis(200)),
        }
    }
}

pub fn answer(
    state: &CombatState,
    content: &Content,
    request: &Request,
    seed: u64,
    budget: &Budget,
) -> Decision {
    let candidates = candidates(state, content, request, budget);
    if candidates.len() < 2 {
        return candidates
            .into_iter()
            .next()
            .unwrap_or_else(|| normal::answer(state, content, request));
    }
    let side = state.fighters[request.decider().index()].side;
    let started = Instant::now();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut totals = vec![0.0f32; candidates.len()];
    let mut events = Vec::new();
    for _ in 0..budget.samples.max(1) {
        let dice: u64 = rng.random();
        for (total, candidate) in totals.iter_mut().zip(&candidates) {
            let mut copy = state.clone();
            copy.rng = CombatRng::new(dice);
            copy.pending.answer = Some(candidate.clone());
            play_forward(&mut copy, content, budget, &mut events);
            *total += evaluate(&copy, content, side);
        }
        if budget.deadline.is_some_and(|d| started.elapsed() >= d) {
            break;
        }
    }
    // The first of the best: on a tie, Normal's order decides.
    let mut best = 0;
    for (i, &t) in totals.iter().enumerate() {
        if t > totals[best] {
            best = i;
        }
    }
    candidates.into_iter().nth(best).expect("at least two")
}

/// The answers worth playing forward: Normal's best few.
fn candidates(
    state: &CombatState,
    content: &Content,
    request: &Request,
    budget: &Budget,
) -> Vec<Decision> {
    let judge = Judge::new(state, content);
    let best = |scored: Vec<super::judge::Scored>| -> Vec<Decision> {
        scored
            .into_iter()
            .take(budget.candidates.max(1))
            .map(|s| s.decision)
            .collect()
    };
    match request {
        Request::Act { actor, options, .. } => best(judge.act(*actor, options)),
        Request::React {
            reactor,
            link,
            options,
            ..
        } => best(judge.react(*reactor, *link, options)),
        Request::TieBreak { tied, .. } => tied.iter().map(|&t| Decision::Choose(t)).collect(),
        Request::Consent { .. } => vec![Decision::Consent(true), Decision::Consent(false)],
        // Before the fight there is nothing to play forward yet.
        Request::Advantage { .. } => vec![normal::answer(state, content, request)],
    }
}

/// Plays on with Normal on every side until the horizon, a decision limit, or the end.
fn play_forward(
    state: &mut CombatState,
    content: &Content,
    budget: &Budget,
    events: &mut Vec<crate::combat::CombatEvent>,
) {
    let last_round = state.round.round + budget.horizon_rounds;
    let decisions = Cell::new(0u32);
    events.clear();
    engine::play(
        state,
        content,
        events,
        |s, r| {
            decisions.set(decisions.get() + 1);
            normal::answer(s, content, r)
        },
        |s| s.round.round > last_round || decisions.get() > budget.max_decisions,
    );
}
