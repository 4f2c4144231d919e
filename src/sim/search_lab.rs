//! The search lab: what Hard's search gains at one decision, measured against a ground truth
//! instead of whole fights' outcomes. Whole fights are mostly dice: a run of 46 fights resolves
//! differences of ±8 points and takes half an hour. Here one side's decisions (the Dark Lord's,
//! or the heroes' for an AI handed the party) are gathered from fights against Normal, the
//! searching side played by Normal or, to see the positions Hard's own play reaches, by Hard at
//! a fixed playout count (`LabOptions::gather_playouts`); each decision's candidates are played
//! forward many times (the truth, in two independent halves); then each search setting answers
//! every decision once and is scored by the truth of the answer it chose, against the one-step
//! judgement's own.
//! For reference, the answer best on the truth's first half is scored on its second half
//! (picking and scoring on the same playouts would flatter it): what plain sampling with that
//! many playouts a candidate gains.

use super::parallel::run;
use super::players::{Sides, Watch, play};
use crate::ai::paired::paired_gain;
use crate::ai::rollout::{Policy, candidates, every_answer, playout, sample_seed, search};
use crate::ai::{Budget, Strength, decision_seed};
use crate::combat::ending::goal_words;
use crate::combat::{CombatEvent, CombatPhase, CombatState, Decision, Request};
use crate::content::{Content, Encounter, Side};
use crate::control::Seat;

/// One of the searching side's decisions with more than one sensible answer, and the truth about
/// each answer: its wins over the truth's playouts, first half and second half apart.
#[derive(Clone, Debug)]
pub struct Spot {
    /// The variant's index among the levels played.
    pub level: usize,
    /// The fight it comes from, counted over every variant's fights (`LabOptions::fights` a
    /// variant, in the levels' order): the ceiling sums a fight's decisions.
    pub fight: u64,
    /// Its level's goal, in a report's words (`goal_words`).
    pub goal: &'static str,
    /// The decision's own seed: the search's dice come from it, the truth's from it salted.
    pub seed: u64,
    pub state: CombatState,
    /// The candidates, the one-step judgement's own first (`rollout::candidates`).
    pub found: Vec<Decision>,
    /// Per candidate, its mean win over each half of the truth's samples.
    pub halves: Vec<[f32; 2]>,
}

impl Spot {
    /// The kind of question it answers, in a report's words.
    pub fn kind(&self) -> &'static str {
        match self.state.pending.request {
            Some(Request::Act { .. }) => "action",
            Some(Request::React { .. }) => "reaction",
            Some(Request::TieBreak { .. }) => "tie-break",
            _ => "other",
        }
    }

    /// Candidate `i`'s truth over both halves.
    pub fn truth(&self, i: usize) -> f32 {
        (self.halves[i][0] + self.halves[i][1]) / 2.0
    }

    /// The candidate `score` ranks first of those at `among` (indices into `found`, those past
    /// its end ignored), the earlier of equals; the one-step answer when none is left.
    fn first_by(
        &self,
        among: impl IntoIterator<Item = usize>,
        score: impl Fn(usize) -> f32,
    ) -> usize {
        among
            .into_iter()
            .filter(|&i| i < self.found.len())
            .max_by(|&a, &b| score(a).total_cmp(&score(b)).then(b.cmp(&a)))
            .unwrap_or(0)
    }

    /// The candidates a search with `budget` plays forward, as indices into `found` (at least
    /// two: a spot has a choice).
    pub fn picked(&self, budget: &Budget, content: &Content) -> Vec<usize> {
        let k = budget.candidates.clamp(2, self.found.len());
        let breadth = budget.breadth_for(&self.state.round.goal, decider_side(&self.state));
        breadth.pick(&self.found, k, content)
    }

    /// The best candidate by the whole truth.
    pub fn best_by_truth(&self) -> usize {
        self.first_by(0..self.found.len(), |i| self.truth(i))
    }

    /// The best of the first `k` candidates picked on the truth's half `pick` (0 or 1), scored
    /// on the other half against the one-step answer: unbiased for that pick.
    pub fn picked_on_half(&self, pick: usize, k: usize) -> f32 {
        self.picked_on_half_among(pick, 0..k)
    }

    /// `picked_on_half` over the candidates at `among` (indices into `found`) instead of the
    /// first few; the one-step answer stays the mark, picked or not.
    pub fn picked_on_half_among(&self, pick: usize, among: impl IntoIterator<Item = usize>) -> f32 {
        let score = 1 - pick;
        let best = self.first_by(among, |i| self.halves[i][pick]);
        self.halves[best][score] - self.halves[0][score]
    }

    /// The candidates the game's Hard may play forward here, as indices into `found`: those
    /// `rollout::candidates` lists with no cap (the judgement's own, the answers the judge
    /// does not find harmful, passing for a reaction; the judgement's own alone at a
    /// tie-break). The ceiling's candidates (`every_answer`) hold more: Drop, Stow, every
    /// tied combatant.
    pub fn searchable(&self, content: &Content) -> Vec<usize> {
        let Some(request) = &self.state.pending.request else {
            return vec![0];
        };
        let judgement = policy(&self.state).own;
        let mut at: Vec<usize> = candidates(&self.state, content, request, judgement, usize::MAX)
            .iter()
            .filter_map(|d| self.found.iter().position(|f| f == d))
            .collect();
        if !at.contains(&0) {
            at.insert(0, 0);
        }
        at
    }
}

/// How the spots are gathered and the truth is played.
#[derive(Clone, Copy, Debug)]
pub struct LabOptions {
    /// Fights per variant, seeds `seed`, `seed + 1`, …
    pub fights: u64,
    pub seed: u64,
    /// Every `every`-th of a fight's searchable decisions of the side becomes a spot.
    pub every: usize,
    /// At most this many spots, taken evenly from all gathered.
    pub spots: usize,
    /// Candidates per spot (the largest any setting may search).
    pub candidates: usize,
    /// Truth playouts per candidate, both halves together.
    pub truth: usize,
    pub threads: usize,
    /// Whose decisions are gathered: the searching side.
    pub side: Side,
    /// Who plays the searching side in the fights the spots come from: Normal (0), or Hard
    /// at this many playouts a decision. A search's gains summed over a fight are its gain
    /// over its rollout policy only along the positions the search itself reaches, and those
    /// may differ from Normal's (docs/HARD_SEARCH.md, "at its default clock").
    pub gather_playouts: usize,
    /// Every answer the judge lists is a candidate (`rollout::every_answer`), not only those
    /// Hard plays forward: what the ceiling (`sim::search_ceiling`) asks.
    pub every_answer: bool,
}

/// The playouts' policy as the game's Hard plays it for the side that answers `state`: Hard's
/// own judgement for the searching side (its goal judgement for the Dark Lord on a goal
/// level), Normal for the other, the side it really meets in these fights.
fn policy(state: &CombatState) -> Policy {
    Budget::default().policy(&state.round.goal, decider_side(state))
}

/// The side that answers `state`'s open request (the Dark Lord's when none is open).
fn decider_side(state: &CombatState) -> Side {
    state
        .pending
        .request
        .as_ref()
        .map_or(Side::Minions, |r| state.fighters[r.decider().index()].side)
}

/// Collects a fight's searchable decisions of one side.
struct Gatherer<'a> {
    content: &'a Content,
    side: Side,
    every: usize,
    candidates: usize,
    every_answer: bool,
    seen: usize,
    kept: Vec<(CombatState, Vec<Decision>)>,
}

impl Watch for Gatherer<'_> {
    fn stepped(&mut self, state: &CombatState, _events: &[CombatEvent]) -> bool {
        let waiting = state.phase == CombatPhase::AwaitDecision && state.pending.answer.is_none();
        let Some(request) = state.pending.request.as_ref().filter(|_| waiting) else {
            return false;
        };
        if state.fighters[request.decider().index()].side != self.side {
            return false;
        }
        let judgement = policy(state).own;
        let list = if self.every_answer {
            every_answer
        } else {
            candidates
        };
        let found = list(state, self.content, request, judgement, self.candidates);
        if found.len() >= 2 {
            if self.seen.is_multiple_of(self.every) {
                self.kept.push((state.clone(), found));
            }
            self.seen += 1;
        }
        false
    }
}

/// Who plays the fights the spots are gathered from: Normal against the searching side, which
/// Normal or Hard at a fixed count plays (`LabOptions::gather_playouts`). Hard thinks on one
/// thread and without a clock: the fights themselves are spread over the threads, and the
/// spots stay the same on any machine.
fn gathering_sides(options: &LabOptions) -> Sides {
    let searching = match options.gather_playouts {
        0 => Seat::Ai(Strength::Normal),
        _ => Seat::Ai(Strength::Hard),
    };
    let normal = Seat::Ai(Strength::Normal);
    let (heroes, dark_lord) = match options.side {
        Side::Heroes => (searching, normal),
        Side::Minions => (normal, searching),
    };
    Sides {
        heroes,
        dark_lord,
        budget: Budget {
            playouts: options.gather_playouts.max(2),
            deadline: None,
            threads: 1,
            ..Budget::default()
        },
    }
}

/// The spots of `levels`' fights (`gathering_sides`), with their truth.
pub fn gather(
    content: &Content,
    levels: &[(String, Encounter)],
    options: &LabOptions,
) -> Vec<Spot> {
    let sides = gathering_sides(options);
    let fights = options.fights * levels.len() as u64;
    let (mut found, _) = run(
        fights,
        options.threads,
        Vec::new,
        Vec::new,
        |i, found: &mut Vec<(u64, usize, CombatState, Vec<Decision>)>, events| {
            let level = (i / options.fights) as usize;
            let seed = options.seed.wrapping_add(i % options.fights);
            let mut gatherer = Gatherer {
                content,
                side: options.side,
                every: options.every.max(1),
                candidates: options.candidates,
                every_answer: options.every_answer,
                seen: 0,
                kept: Vec::new(),
            };
            play(
                content,
                &levels[level].1,
                seed,
                &sides,
                events,
                &mut gatherer,
            );
            found.extend(gatherer.kept.into_iter().map(|(s, c)| (i, level, s, c)));
        },
        |mut a, b| {
            a.extend(b);
            a
        },
        |_, _| {},
    );
    // The threads finish in any order: the fights' order makes the spots the same on any count.
    found.sort_by_key(|(i, _, s, _)| (*i, s.pending.serial));
    let stride = found.len().div_ceil(options.spots.max(1)).max(1);
    let chosen: Vec<_> = found.into_iter().step_by(stride).collect();
    let (mut truths, _) = run(
        chosen.len() as u64,
        options.threads,
        Vec::new,
        Vec::new,
        |i, out: &mut Vec<(usize, Vec<[f32; 2]>)>, _: &mut Vec<CombatEvent>| {
            let (fight, _, state, found) = &chosen[i as usize];
            let seed = spot_seed(options, *fight, state);
            out.push((
                i as usize,
                truth(content, state, found, seed, options.truth),
            ));
        },
        |mut a, b| {
            a.extend(b);
            a
        },
        |_, _| {},
    );
    truths.sort_by_key(|(i, _)| *i);
    chosen
        .into_iter()
        .zip(truths)
        .map(|((fight, level, state, found), (_, halves))| Spot {
            level,
            fight,
            goal: goal_words(&levels[level].1.goal),
            seed: spot_seed(options, fight, &state),
            state,
            found,
            halves,
        })
        .collect()
}

/// A decision's seed, from its fight's and its serial, as the game's decisions get theirs.
fn spot_seed(options: &LabOptions, fight: u64, state: &CombatState) -> u64 {
    let combat = options.seed.wrapping_add(fight % options.fights.max(1));
    decision_seed(combat ^ fight.rotate_left(32), state.pending.serial)
}

/// Salt of the truth's dice: never the seeds a search plays with.
const TRUTH: u64 = 0x7275_7468_0000_0001;

/// Each candidate's mean win over the first and the second half of `playouts` samples, every
/// candidate on the same dice (common random numbers).
fn truth(
    content: &Content,
    state: &CombatState,
    found: &[Decision],
    spot: u64,
    playouts: usize,
) -> Vec<[f32; 2]> {
    let seed = decision_seed(spot ^ TRUTH, 0);
    let half = (playouts / 2).max(1);
    let policy = policy(state);
    found
        .iter()
        .map(|candidate| {
            let mean = |range: std::ops::Range<usize>| {
                let n = range.len() as f32;
                let won: f32 = range
                    .map(|s| {
                        let dice = sample_seed(seed, s);
                        playout(state, content, candidate, &policy, dice, &|| false).unwrap_or(0.0)
                    })
                    .sum();
                won / n
            };
            [mean(0..half), mean(half..2 * half)]
        })
        .collect()
}

/// How one search setting did over the spots.
#[derive(Clone, Debug, PartialEq)]
pub struct Scored {
    /// Spots where it answered other than the one-step judgement.
    pub changed: usize,
    /// Spots where it chose the candidate best by the truth.
    pub best: usize,
    /// Mean truth gained over the one-step judgement's answer, per decision, and its standard
    /// error.
    pub gain: (f32, f32),
    /// Playouts it played in all.
    pub playouts: usize,
    /// Per spot, in the spots' order, the truth its answer gained over the one-step answer's:
    /// two settings compare spot by spot (`Scored::over`).
    pub gains: Vec<f32>,
    /// Per kind of question (`Spot::kind`, in the order first met): the spots, and the mean
    /// gain there with its standard error.
    pub by_kind: Vec<(&'static str, usize, (f32, f32))>,
    /// The same per level goal (`Spot::goal`): issue 27 asks Hard's margin on every goal kind.
    pub by_goal: Vec<(&'static str, usize, (f32, f32))>,
}

/// `budget`'s search at every spot, scored by the truth. Without a deadline the spots are
/// spread over `threads`, each search on one; with one, the search is timed as the game's is:
/// one spot at a time, its playouts on every core.
pub fn score(content: &Content, spots: &[Spot], budget: &Budget, threads: usize) -> Scored {
    let timed = budget.deadline.is_some();
    let budget = Budget {
        threads: if timed { 0 } else { 1 },
        ..*budget
    };
    let (mut picks, _) = run(
        spots.len() as u64,
        if timed { 1 } else { threads },
        Vec::new,
        || (),
        |i, out: &mut Vec<(usize, usize, usize)>, _| {
            let spot = &spots[i as usize];
            let picked = spot.picked(&budget, content);
            let list: Vec<Decision> = picked.iter().map(|&j| spot.found[j].clone()).collect();
            let searched = search(
                &spot.state,
                content,
                &list,
                &budget.policy(&spot.state.round.goal, decider_side(&spot.state)),
                spot.seed,
                &budget,
            );
            out.push((i as usize, picked[searched.chosen], searched.playouts));
        },
        |mut a, b| {
            a.extend(b);
            a
        },
        |_, _| {},
    );
    picks.sort_unstable();
    let gains: Vec<f32> = picks
        .iter()
        .map(|&(i, c, _)| spots[i].truth(c) - spots[i].truth(0))
        .collect();
    let group = |key: fn(&Spot) -> &'static str| grouped(spots, &picks, &gains, key);
    Scored {
        by_kind: group(Spot::kind),
        by_goal: group(|spot| spot.goal),
        changed: picks.iter().filter(|&&(_, c, _)| c != 0).count(),
        best: picks
            .iter()
            .filter(|&&(i, c, _)| {
                let spot = &spots[i];
                (spot.picked(&budget, content).into_iter()).all(|j| spot.truth(j) <= spot.truth(c))
            })
            .count(),
        gain: paired_gain(&gains, &vec![0.0; gains.len()]),
        gains,
        playouts: picks.iter().map(|&(_, _, p)| p).sum(),
    }
}

/// The gains grouped by `key` of their spots, in the order the keys are first met: each
/// group's spots, and its mean gain with the standard error.
fn grouped(
    spots: &[Spot],
    picks: &[(usize, usize, usize)],
    gains: &[f32],
    key: fn(&Spot) -> &'static str,
) -> Vec<(&'static str, usize, (f32, f32))> {
    let mut keys: Vec<&'static str> = Vec::new();
    for &(i, _, _) in picks {
        if !keys.contains(&key(&spots[i])) {
            keys.push(key(&spots[i]));
        }
    }
    keys.into_iter()
        .map(|k| {
            let of_key: Vec<f32> = picks
                .iter()
                .zip(gains)
                .filter(|((i, _, _), _)| key(&spots[*i]) == k)
                .map(|(_, &g)| g)
                .collect();
            let zeros = vec![0.0; of_key.len()];
            (k, of_key.len(), paired_gain(&of_key, &zeros))
        })
        .collect()
}

impl Scored {
    /// How much more this setting gained than `other` on the same spots, a decision: the mean
    /// and its standard error, paired spot by spot (most spots get the same answer from both,
    /// so the difference is known more closely than either gain).
    pub fn over(&self, other: &Scored) -> (f32, f32) {
        paired_gain(&self.gains, &other.gains)
    }
}

/// What picking among `k` candidates on the truth's first half gains: the pick scored on the
/// second half against the one-step answer; mean and standard error.
pub fn half_truth_pick(spots: &[Spot], k: usize) -> (f32, f32) {
    let gains: Vec<f32> = spots
        .iter()
        .map(|spot| {
            let k = k.clamp(1, spot.found.len());
            spot.picked_on_half(0, k)
        })
        .collect();
    paired_gain(&gains, &vec![0.0; gains.len()])
}
