//! Hard: answers with a sharper judgement than Normal's (`Judgement::HARD`), and decides which
//! of several tied minions goes first (R5.3) by playing each choice forward on copies of the
//! combat, with the very rules the game runs (`combat::engine`), keeping the one that leaves
//! the best position on average. Actions and reactions were looked ahead too until
//! measurements showed the look-ahead's picks losing to the judgement's own (README, "The AI").
//!
//! The copies roll fresh dice from the AI's own stream, never the combat's: the AI cannot peek
//! at the rolls to come. Every candidate meets the same dice in each sample (common random
//! numbers), so the comparison measures the decisions rather than the luck. In the look-ahead,
//! up to the end of the round (or a few decisions), both sides answer the way Normal does: the
//! other side with Normal's judgement, Hard's own side with its sharper one. The first tied
//! combatant is the default; another replaces it only when better beyond the samples' noise,
//! and candidates clearly worse stop being sampled, so the budget goes to the close calls.

use super::evaluate::evaluate;
use super::judge::Judgement;
use super::normal;
use super::paired::paired_gain;
use super::study::Styles;
use crate::combat::{CombatRng, CombatState, Decision, Request, engine};
use crate::content::{Content, Side};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::cell::Cell;
use std::time::{Duration, Instant};

/// How much Hard may think about one decision.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Budget {
    /// Tied combatants at most whose turn is played forward.
    pub candidates: usize,
    /// Dice samples each candidate is played forward with.
    pub samples: usize,
    /// Rounds played after the current one before the position is scored.
    pub horizon_rounds: u32,
    /// Decisions at most in one look-ahead.
    pub max_decisions: u32,
    /// How many standard errors better than the first candidate another must be to replace it.
    pub confidence: f32,
    /// Stop sampling once this much time has passed (a sample under way finishes). `None`
    /// makes the answer depend on the seed alone, as tests want.
    pub deadline: Option<Duration>,
    /// The judgement Hard answers with on each side (what `study` chose for the encounter).
    pub styles: Styles,
}

impl Default for Budget {
    /// Measured with `aguja simulate --dark-lord hard` against the alternatives (more rounds
    /// ahead, fewer samples, no confidence margin): short look-aheads with many samples won,
    /// and thinking stays far below a quarter of a second.
    fn default() -> Self {
        Budget {
            candidates: 8,
            samples: 40,
            horizon_rounds: 0,
            max_decisions: 10,
            confidence: 1.0,
            deadline: Some(Duration::from_millis(200)),
            styles: Styles::default(),
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
    let side = state.fighters[request.decider().index()].side;
    let judgement = budget.styles.of(side);
    let Request::TieBreak { tied, .. } = request else {
        // Measured (README, "The AI"): on top of Hard's judgement, actions and reactions
        // replaced by the look-ahead lost combats; tie-breaks did not.
        return normal::answer_with(state, content, request, judgement);
    };
    let candidates: Vec<Decision> = tied
        .iter()
        .take(budget.candidates.max(1))
        .map(|&t| Decision::Choose(t))
        .collect();
    if candidates.len() < 2 {
        return normal::answer_with(state, content, request, judgement);
    }
    let started = Instant::now();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    // Per candidate, the position each sample left: sample j used the same dice for all.
    let mut outcomes: Vec<Vec<f32>> = vec![Vec::new(); candidates.len()];
    let mut alive = vec![true; candidates.len()];
    let mut events = Vec::new();
    for sample in 0..budget.samples.max(1) {
        let dice: u64 = rng.random();
        for (i, candidate) in candidates.iter().enumerate() {
            if !alive[i] {
                continue;
            }
            let mut copy = state.clone();
            copy.rng = CombatRng::new(dice);
            copy.pending.answer = Some(candidate.clone());
            play_forward(&mut copy, content, side, judgement, budget, &mut events);
            outcomes[i].push(evaluate(&copy, content, side));
        }
        if (sample + 1) % PRUNE_EVERY == 0 {
            // Clearly worse than the first candidate: no more samples for it.
            for (i, alive) in alive.iter_mut().enumerate().skip(1) {
                let (mean, se) = against_first(&outcomes, i);
                if *alive && mean + 2.0 * se < 0.0 {
                    *alive = false;
                }
            }
        }
        if alive.iter().skip(1).all(|a| !a)
            || budget.deadline.is_some_and(|d| started.elapsed() >= d)
        {
            break;
        }
    }
    // The first candidate stands unless another is better beyond the noise of the samples.
    let mut best = 0;
    let mut best_bound = 0.0;
    for i in (1..candidates.len()).filter(|&i| alive[i]) {
        let (mean, se) = against_first(&outcomes, i);
        let bound = mean - budget.confidence * se;
        if bound > best_bound {
            best = i;
            best_bound = bound;
        }
    }
    candidates.into_iter().nth(best).expect("at least two")
}

/// Samples between two prunings.
const PRUNE_EVERY: usize = 4;

/// Mean and standard error of candidate `i`'s outcome minus the first candidate's, sample by
/// sample (the same dice on both sides of each difference).
fn against_first(outcomes: &[Vec<f32>], i: usize) -> (f32, f32) {
    paired_gain(&outcomes[i], &outcomes[0])
}

/// Plays on until the horizon, a decision limit, or the end: `side` with `judgement`, as it
/// will play, and the other with Normal's, as the game's other AI does.
fn play_forward(
    state: &mut CombatState,
    content: &Content,
    side: Side,
    judgement: Judgement,
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
            let judgement = if s.fighters[r.decider().index()].side == side {
                judgement
            } else {
                Judgement::NORMAL
            };
            normal::answer_with(s, content, r, judgement)
        },
        |s, _| s.round.round > last_round || decisions.get() > budget.max_decisions,
    );
}
