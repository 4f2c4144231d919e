//! `aguja soak`: many combats over every level with every pairing of players, every step of
//! every combat checked against the invariants (`combat::invariants`), each combat
//! guarded so that a panic is counted with its seed, level and players and the run goes on.
//! Combats run on the plain-data engine (the phase functions the ECS pipeline runs), spread over
//! every core.

use super::guard::guarded;
use super::incidents::Incidents;
use super::parallel::{RunStats, run};
use super::players::{Sides, Watch, play_from};
use super::simulate::LevelResult;
use crate::ai::Budget;
use crate::combat::{CombatEvent, CombatPhase, CombatState, invariants, new_state};
use crate::content::{Content, Encounter};
use crate::control::Seat;

/// What to soak.
#[derive(Clone, Debug)]
pub struct SoakOptions {
    /// Combats in all, shared out over the levels and the pairings of players.
    pub combats: u64,
    /// Combat `i` has seed `seed + i`.
    pub seed: u64,
    /// Who may play each side: every (heroes, Dark Lord) pairing of these takes its turn.
    pub players: Vec<Seat>,
    pub threads: usize,
    pub budget: Budget,
}

impl SoakOptions {
    /// Random players on both sides, one thread: the quick soak of the tests.
    pub fn random(combats: u64, seed: u64) -> Self {
        SoakOptions {
            combats,
            seed,
            players: vec![Seat::Random],
            threads: 1,
            budget: reduced_hard(),
        }
    }

    /// Every (heroes, Dark Lord) pairing, heroes' player first.
    pub fn pairings(&self) -> Vec<(Seat, Seat)> {
        let p = &self.players;
        p.iter()
            .flat_map(|&h| p.iter().map(move |&d| (h, d)))
            .collect()
    }
}

/// Hard's budget in a soak unless told otherwise: the same search code, each decision playing
/// two candidates forward over two dice samples each instead of a quarter of a second's worth,
/// so that a combat costs a fraction of a second. No deadline: a seed replays the same combat.
pub fn reduced_hard() -> Budget {
    Budget {
        candidates: 2,
        playouts: 4,
        deadline: None,
        threads: 1,
        ..Budget::default()
    }
}

/// What a soak found.
#[derive(Clone, Debug, Default)]
pub struct SoakReport {
    /// Per level: combats, wins, draws, unfinished.
    pub levels: Vec<LevelResult>,
    /// Per pairing of players (heroes, Dark Lord), in `SoakOptions::pairings` order.
    pub pairings: Vec<((Seat, Seat), LevelResult)>,
    /// Steps of the rules after which the invariants were checked.
    pub steps: u64,
    pub panics: Incidents,
    pub broken: Incidents,
    /// Combats that neither ended nor panicked (stuck past `engine::MAX_STEPS`).
    pub unfinished: Incidents,
    /// AI answers the rules would have rejected.
    pub illegal: Incidents,
    pub run: RunStats,
}

impl SoakReport {
    /// Nothing broke: no panic, no invariant broken, every combat ended, every AI answer legal.
    pub fn clean(&self) -> bool {
        self.panics.is_empty()
            && self.broken.is_empty()
            && self.unfinished.is_empty()
            && self.illegal.is_empty()
    }

    pub fn combats(&self) -> u64 {
        self.levels.iter().map(|l| l.combats).sum()
    }

    fn merge(&mut self, other: SoakReport) {
        for (mine, theirs) in self.levels.iter_mut().zip(&other.levels) {
            mine.add(theirs);
        }
        for ((_, mine), (_, theirs)) in self.pairings.iter_mut().zip(&other.pairings) {
            mine.add(theirs);
        }
        self.steps += other.steps;
        self.panics.merge(other.panics);
        self.broken.merge(other.broken);
        self.unfinished.merge(other.unfinished);
        self.illegal.merge(other.illegal);
    }
}

/// One worker's findings, and the combat it is playing.
struct Soaker<'a> {
    content: &'a Content,
    report: SoakReport,
    combat: u64,
    label: String,
    /// What the checks remember between steps; forgotten at each new combat.
    invariants: invariants::Invariants,
}

impl Watch for Soaker<'_> {
    fn illegal(&mut self, why: String) {
        self.report
            .illegal
            .note(self.combat, format!("{}: {why}", self.label));
    }

    fn stepped(&mut self, state: &CombatState, events: &[CombatEvent]) -> bool {
        self.report.steps += 1;
        let broken = self
            .invariants
            .check(self.content, invariants::Now::of(state), events);
        for b in broken {
            self.report
                .broken
                .note(self.combat, format!("{}: {b}", self.label));
        }
        false
    }
}

/// Plays `options.combats` combats: combat `i` is level `i mod L`, then the next pairing of
/// players each time the levels come round, so every level meets every pairing evenly.
/// `progress(done, total)` is called by the worker thread that finished a combat, after each.
pub fn soak(
    content: &Content,
    levels: &[(String, Encounter)],
    options: &SoakOptions,
    progress: impl Fn(u64, u64) + Sync + Send,
) -> SoakReport {
    let results: Vec<LevelResult> = levels
        .iter()
        .map(|(file, e)| LevelResult::of(file, e))
        .collect();
    let start = |level: usize, seed: u64| new_state(content, &levels[level].1, seed);
    soak_starts(content, &results, start, options, progress)
}

/// `soak` over any start states: `start(i, seed)` is the combat of start `i` (named by
/// `results[i]`) with dice from `seed`. A campaign's fights (`soak --campaign`) start this way,
/// with the wounds, disabled limbs and gear the party carries.
pub fn soak_starts(
    content: &Content,
    results: &[LevelResult],
    start: impl Fn(usize, u64) -> CombatState + Sync + Send,
    options: &SoakOptions,
    progress: impl Fn(u64, u64) + Sync + Send,
) -> SoakReport {
    let pairings = options.pairings();
    let levels = results;
    let empty = || SoakReport {
        levels: results.to_vec(),
        pairings: pairings
            .iter()
            .map(|&(h, d)| {
                let label = format!("{} vs {}", h.name(), d.name());
                let result = LevelResult {
                    file: label.clone(),
                    name: label,
                    ..Default::default()
                };
                ((h, d), result)
            })
            .collect(),
        ..Default::default()
    };
    let (soaker, stats) = run(
        options.combats,
        options.threads,
        || Soaker {
            content,
            report: empty(),
            combat: 0,
            label: String::new(),
            invariants: invariants::Invariants::default(),
        },
        Vec::new,
        |i, soaker, events| {
            let level = (i % levels.len() as u64) as usize;
            let pairing = ((i / levels.len() as u64) % pairings.len() as u64) as usize;
            let (heroes, dark_lord) = pairings[pairing];
            let seed = options.seed.wrapping_add(i);
            let sides = Sides {
                heroes,
                dark_lord,
                budget: options.budget,
            };
            soaker.combat = i;
            soaker.invariants = invariants::Invariants::default();
            soaker.label = format!(
                "{}, seed {seed}, heroes {} vs Dark Lord {}",
                levels[level].file,
                heroes.name(),
                dark_lord.name()
            );
            let played = guarded(|| {
                let state = play_from(content, start(level, seed), seed, &sides, events, soaker);
                let ending = state.ending();
                (state.phase, state.round.outcome, ending)
            });
            let report = &mut soaker.report;
            // A combat that panicked counts among the level's unfinished, but as a panic only.
            let (phase, outcome, ending) = match played {
                Ok((CombatPhase::Over, outcome, ending)) => (CombatPhase::Over, outcome, ending),
                Ok((phase, outcome, ending)) => {
                    report.unfinished.note(i, soaker.label.clone());
                    (phase, outcome, ending)
                }
                Err(panic) => {
                    let label = &soaker.label;
                    report.panics.note(i, format!("{label}: {panic}"));
                    (CombatPhase::Idle, None, None)
                }
            };
            report.levels[level].count(phase, outcome.as_ref(), ending);
            report.pairings[pairing]
                .1
                .count(phase, outcome.as_ref(), ending);
        },
        |mut earlier, later| {
            earlier.report.merge(later.report);
            earlier
        },
        progress,
    );
    let mut report = soaker.report;
    report.run = stats;
    report
}
