//! Successive halving over the candidates: every candidate still in plays the same new samples
//! (common random numbers), then the worse half by wins drops out, until one round per halving
//! has spent the budget; the last two share what is left. The one-step judgement's own answer
//! (candidate 0) stands unless another beat it, sample by sample, by more than
//! `Budget::confidence_at` standard errors (more on the goal levels when the search affords
//! few playouts); it is never halved away itself (`Selection`), so that
//! it meets the finalists on every sample they played, not only on those that kept them in.
//! When every candidate wins and loses on the same samples, the search stops early: the answer
//! changes nothing the playouts can see.

use super::super::paired::paired_gain;
use super::playout::{playout, sample_seed};
use super::{Budget, Policy, Selection};
use crate::combat::{CombatState, Decision};
use crate::content::Content;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Instant;

/// What a search found.
#[derive(Clone, Debug, PartialEq)]
pub struct Searched {
    /// The chosen candidate's index.
    pub chosen: usize,
    /// Per candidate, its playouts' results by sample (`None`: not played on that sample).
    pub results: Vec<Vec<Option<f32>>>,
    /// Playouts played in all.
    pub playouts: usize,
    /// The playouts it planned: the cap, or less once the clock timed the first ones. The
    /// confidence it asked was read from it (`Budget::confidence_at`).
    pub afforded: usize,
}

/// The share of the deadline after which no new playout starts. A playout takes well under a
/// millisecond on one core (docs/HARD_SEARCH.md), and one still under way at the deadline is
/// abandoned, so the last 5% is margin enough: 85% left a seventh of Hard's time unused.
const SOFT: f32 = 0.95;

/// Samples every candidate plays before the first halving when time sets the budget: enough
/// to time a playout.
const PROBE: usize = 4;

/// Searches `candidates` (at least two); see the module doc.
pub fn search(
    state: &CombatState,
    content: &Content,
    candidates: &[Decision],
    policy: &Policy,
    seed: u64,
    budget: &Budget,
) -> Searched {
    let started = Instant::now();
    // New playouts start until `SOFT` of the deadline: one under way finishes (a long fight on
    // a loaded machine takes tens of milliseconds); at the deadline itself it is abandoned.
    let budget = &Budget {
        deadline: budget.deadline.map(|d| d.mul_f32(SOFT)),
        ..*budget
    };
    let k = candidates.len();
    let sampler = Sampler {
        state,
        content,
        candidates,
        policy,
        seed,
        budget,
        started,
    };
    if let Some(z) = budget.race {
        return race(&sampler, k, z);
    }
    let rounds = k.next_power_of_two().trailing_zeros().max(1) as usize;
    let mut results: Vec<Vec<Option<f32>>> = vec![Vec::new(); k];
    let mut alive: Vec<usize> = (0..k).collect();
    let mut played = 0usize;
    let mut total = budget.playouts.max(k);
    let mut samples = 0usize;
    // The first sample the final comparison may use (`Budget::selection`).
    let mut from = 0usize;
    let out_of_time = || budget.deadline.is_some_and(|d| started.elapsed() >= d);
    for round in 0..rounds {
        // The round's share of what is left, spread over the candidates still in.
        let share = (total.saturating_sub(played) / (rounds - round)).max(alive.len());
        let mut more = share / alive.len();
        if round == 0 && budget.deadline.is_some() {
            more = more.min(PROBE);
        }
        let done = sampler.play(&alive, samples..samples + more, &mut results);
        played += done.0;
        samples = done.1;
        if round == 0 && budget.deadline.is_some() {
            // What the time left affords at the pace measured, within the cap; the rest of
            // round 0 is then played like any other round.
            total = total.min(sampler.affordable(played));
            let rest = (total.saturating_sub(played) / rounds).max(alive.len()) / alive.len();
            let done = sampler.play(&alive, samples..samples + rest, &mut results);
            played += done.0;
            samples = done.1;
        }
        let exact = policy.horizon.is_some();
        if out_of_time() || played >= total || settled(&alive, &results, samples, exact) {
            break;
        }
        if round + 1 < rounds && alive.len() > 2 {
            let keep_first = budget.selection != Selection::Open;
            alive = halve(&alive, &results, samples, keep_first);
            if budget.selection == Selection::AfterHalving {
                from = samples;
            }
        }
    }
    Searched {
        chosen: choose(
            &results,
            budget.confidence_at(&state.round.goal, policy.side, total),
            from,
        ),
        results,
        playouts: played,
        afforded: total,
    }
}

/// Steps a race is planned in: after each, candidates the leader beats by the race's margin
/// drop out.
const RACE_STEPS: usize = 8;

/// Races the `k` candidates: every candidate still in plays each new sample, and after each of
/// `RACE_STEPS` steps one drops out once the leader (the best by wins so far) beats it, sample
/// by sample, by more than `z` standard errors. The one-step judgement's own answer never drops
/// out. Unlike halving, no candidate leaves on a few unlucky samples: with a large `z` every
/// candidate plays the whole budget alike.
fn race(sampler: &Sampler, k: usize, z: f32) -> Searched {
    let budget = sampler.budget;
    let started = sampler.started;
    let out_of_time = || budget.deadline.is_some_and(|d| started.elapsed() >= d);
    let mut results: Vec<Vec<Option<f32>>> = vec![Vec::new(); k];
    let mut alive: Vec<usize> = (0..k).collect();
    let mut played = 0usize;
    let mut total = budget.playouts.max(k);
    let mut samples = 0usize;
    let step = |total: usize| (total / (k * RACE_STEPS)).max(SETTLED);
    // By the clock, the first step times a few samples to plan the rest by.
    let mut probing = budget.deadline.is_some();
    let mut more = if probing { PROBE } else { step(total) };
    let exact = sampler.policy.horizon.is_some();
    loop {
        // Never past the cap: the samples still affordable spread over the candidates in.
        let affordable = total.saturating_sub(played) / alive.len();
        let done = sampler.play(
            &alive,
            samples..samples + more.min(affordable).max(1),
            &mut results,
        );
        played += done.0;
        samples = done.1;
        if probing {
            // What the time left affords at the pace measured, within the cap.
            total = total.min(sampler.affordable(played));
            probing = false;
        }
        more = step(total);
        if out_of_time()
            || played + alive.len() > total
            || alive.len() < 2
            || settled(&alive, &results, samples, exact)
        {
            break;
        }
        alive = outraced(&alive, &results, samples, z);
    }
    Searched {
        chosen: choose(
            &results,
            budget.confidence_at(&sampler.state.round.goal, sampler.policy.side, total),
            0,
        ),
        results,
        playouts: played,
        afforded: total,
    }
}

/// The candidates of `alive` still in the race after `samples` samples: the leader by wins,
/// candidate 0, and every other the leader does not beat by more than `z` standard errors.
fn outraced(alive: &[usize], results: &[Vec<Option<f32>>], samples: usize, z: f32) -> Vec<usize> {
    let played =
        |c: usize| -> Vec<f32> { results[c][..samples].iter().flatten().copied().collect() };
    let wins = |c: usize| -> f32 { played(c).iter().sum() };
    let Some(&leader) = alive
        .iter()
        .max_by(|&&a, &&b| wins(a).total_cmp(&wins(b)).then(b.cmp(&a)))
    else {
        return alive.to_vec();
    };
    let best = played(leader);
    alive
        .iter()
        .copied()
        .filter(|&c| {
            if c == 0 || c == leader {
                return true;
            }
            let (gain, se) = paired_gain(&best, &played(c));
            gain - z * se <= 0.0
        })
        .collect()
}

/// Samples after which candidates that never once played out differently are taken to be
/// alike: the fight goes the same way whatever is answered (won or lost already, or a choice
/// that changes nothing), and the rest of the budget would be wasted.
const SETTLED: usize = 16;

/// Whether every candidate in `alive` won and lost on exactly the same samples, over at least
/// `SETTLED` of them (the tie-break on the margin aside: it ranks, it does not keep searching).
/// With `exact`, the same score to the bit: a playout stopped at its horizon scores a chance,
/// and two answers whose chances both lean one way may still differ.
fn settled(alive: &[usize], results: &[Vec<Option<f32>>], samples: usize, exact: bool) -> bool {
    let won = |c: usize| {
        results[c][..samples].iter().map(move |r| {
            r.map(|x| {
                if exact {
                    x.to_bits()
                } else {
                    u32::from(x >= 0.5)
                }
            })
        })
    };
    samples >= SETTLED && alive.iter().all(|&c| won(c).eq(won(alive[0])))
}

/// The better half of `alive` (at least two) by wins over the first `samples` samples, which
/// they all played; among equals the earlier (better by the one-step judgement). With
/// `keep_first`, candidate 0 stays in whatever its wins, as one of that half.
fn halve(
    alive: &[usize],
    results: &[Vec<Option<f32>>],
    samples: usize,
    keep_first: bool,
) -> Vec<usize> {
    let wins = |c: usize| -> f32 { results[c].iter().take(samples).flatten().sum() };
    let mut ranked = alive.to_vec();
    let first = |c: usize| keep_first && c == 0;
    ranked.sort_by(|&a, &b| {
        first(b)
            .cmp(&first(a))
            .then(wins(b).total_cmp(&wins(a)))
            .then(a.cmp(&b))
    });
    ranked.truncate(alive.len().div_ceil(2).max(2));
    ranked.sort_unstable();
    ranked
}

/// Candidate 0 unless another's gain over it, on the samples both played from sample `from`
/// on, is more than `confidence` standard errors above nothing; the largest such gain wins.
pub fn choose(results: &[Vec<Option<f32>>], confidence: f32, from: usize) -> usize {
    let mut chosen = 0;
    let mut best_bound = 0.0;
    for i in 1..results.len() {
        let (mine, first): (Vec<f32>, Vec<f32>) = results[i]
            .iter()
            .zip(&results[0])
            .skip(from)
            .filter_map(|(a, b)| Some(((*a)?, (*b)?)))
            .unzip();
        let (mean, se) = paired_gain(&mine, &first);
        let bound = mean - confidence * se;
        if bound > best_bound {
            chosen = i;
            best_bound = bound;
        }
    }
    chosen
}

/// What every round of one search plays from: the position, its candidates, who answers in
/// the playouts, the dice's seed and the budget with the clock started.
struct Sampler<'a> {
    state: &'a CombatState,
    content: &'a Content,
    candidates: &'a [Decision],
    policy: &'a Policy,
    seed: u64,
    budget: &'a Budget,
    started: Instant,
}

impl Sampler<'_> {
    /// The playouts in all the time left affords, `played` so far, at the pace they were
    /// played: what a search by the clock plans for once its first samples are timed.
    fn affordable(&self, played: usize) -> usize {
        let started = self.started;
        let per = started.elapsed().as_secs_f64() / played.max(1) as f64;
        let left = (self.budget.deadline)
            .map_or(0.0, |d| d.saturating_sub(started.elapsed()).as_secs_f64());
        played + (left / per.max(1e-9)) as usize
    }

    /// Plays samples `range` for every candidate in `alive`, spread over the budget's
    /// threads, and records them. A sample stops being started once the deadline passes; only
    /// the samples every candidate in `alive` finished count. Returns the playouts played and
    /// the number of samples now complete.
    fn play(
        &self,
        alive: &[usize],
        range: std::ops::Range<usize>,
        results: &mut [Vec<Option<f32>>],
    ) -> (usize, usize) {
        let Sampler {
            state,
            content,
            candidates,
            policy,
            seed,
            budget,
            started,
        } = *self;
        let jobs: Vec<(usize, usize)> = range
            .clone()
            .flat_map(|s| alive.iter().map(move |&c| (c, s)))
            .collect();
        let next = AtomicUsize::new(0);
        let stop = AtomicBool::new(false);
        let found = Mutex::new(Vec::with_capacity(jobs.len()));
        let work = || {
            let mut mine = Vec::new();
            loop {
                if stop.load(Ordering::Relaxed) {
                    break;
                }
                let j = next.fetch_add(1, Ordering::Relaxed);
                let Some(&(c, s)) = jobs.get(j) else { break };
                let dice = sample_seed(seed, s);
                let hard_stop = || {
                    budget
                        .deadline
                        .is_some_and(|d| started.elapsed() >= d.div_f32(SOFT))
                };
                let candidate = &candidates[c];
                let played = playout(state, content, candidate, policy, dice, &hard_stop);
                let Some(won) = played else { break };
                mine.push((c, s, won));
                if budget.deadline.is_some_and(|d| started.elapsed() >= d) {
                    stop.store(true, Ordering::Relaxed);
                }
            }
            found.lock().unwrap_or_else(|e| e.into_inner()).extend(mine);
        };
        let threads = budget.thread_count().min(jobs.len()).max(1);
        if threads == 1 {
            work();
        } else {
            std::thread::scope(|scope| {
                for _ in 1..threads {
                    scope.spawn(work);
                }
                work();
            });
        }
        let found = found.into_inner().unwrap_or_else(|e| e.into_inner());
        for r in results.iter_mut() {
            r.resize(range.end, None);
        }
        for &(c, s, won) in &found {
            results[c][s] = Some(won);
        }
        // The samples every candidate still in finished, from the start of the range on.
        let complete = range
            .clone()
            .take_while(|&s| alive.iter().all(|&c| results[c][s].is_some()))
            .count();
        for s in range.start + complete..range.end {
            for r in results.iter_mut() {
                r[s] = None;
            }
        }
        for r in results.iter_mut() {
            r.truncate(range.start + complete);
        }
        (found.len(), range.start + complete)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `n` samples of which the first `wins` are won.
    fn won(wins: usize, n: usize) -> Vec<Option<f32>> {
        (0..n)
            .map(|s| Some(f32::from(u8::from(s < wins))))
            .collect()
    }

    #[test]
    fn the_judgements_own_answer_can_be_kept_through_a_halving() {
        let results = vec![won(2, 10), won(5, 10), won(6, 10), won(7, 10)];
        assert_eq!(halve(&[0, 1, 2, 3], &results, 10, false), vec![2, 3]);
        assert_eq!(halve(&[0, 1, 2, 3], &results, 10, true), vec![0, 3]);
    }

    #[test]
    fn a_race_drops_only_the_candidates_the_leader_clearly_beats() {
        // 3 leads; 2 is close behind it; 1 and 0 lose far more often, but 0 is the
        // judgement's own answer and stays.
        let results = vec![won(20, 200), won(30, 200), won(157, 200), won(160, 200)];
        assert_eq!(outraced(&[0, 1, 2, 3], &results, 200, 2.0), vec![0, 2, 3]);
        // With a margin nothing reaches, every candidate runs on.
        assert_eq!(
            outraced(&[0, 1, 2, 3], &results, 200, 100.0),
            vec![0, 1, 2, 3]
        );
        // On the first samples alone no one is beaten by two standard errors yet.
        assert_eq!(outraced(&[0, 1, 2, 3], &results, 3, 2.0), vec![0, 1, 2, 3]);
    }

    #[test]
    fn the_final_comparison_can_leave_out_the_samples_that_chose_the_finalists() {
        // Candidate 1 won the first 40 samples, where candidate 0 lost, and then did as 0 did.
        let first: Vec<Option<f32>> = (0..100)
            .map(|s| Some(f32::from(u8::from(s >= 40 && s % 2 == 0))))
            .collect();
        let lucky: Vec<Option<f32>> = (0..100)
            .map(|s| Some(f32::from(u8::from(s < 40 || s % 2 == 0))))
            .collect();
        let results = vec![first, lucky];
        assert_eq!(choose(&results, 1.0, 0), 1);
        assert_eq!(choose(&results, 1.0, 40), 0);
    }
}
