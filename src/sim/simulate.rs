//! `aguja simulate`: many combats per level with the chosen players on each side, spread over
//! every core, through the plain-data engine (the phase functions the ECS pipeline runs). Each
//! combat depends on its level and seed alone, so the totals do not depend on the thread count.
//! Whatever the number of combats, the report takes the same memory: decision times go into a
//! fixed histogram, and only the first few illegal answers are kept in full.

use super::hand_overs::HandOvers;
use super::histogram::Histogram;
use super::incidents::Incidents;
use super::parallel::{RunStats, run};
use super::players::{Sides, Watch, play};
use crate::ai::rollout::{Tally, tally};
use crate::ai::{Budget, Strength};
use crate::combat::CombatPhase;
use crate::combat::ending::{Ending, goal_words};
use crate::content::{Content, Encounter, Side};
use crate::control::Seat;
use std::collections::BTreeMap;

/// What to simulate.
#[derive(Clone, Debug)]
pub struct SimOptions {
    /// Combats per level, with seeds `seed`, `seed + 1`, …
    pub combats: u64,
    pub seed: u64,
    pub heroes: Seat,
    pub dark_lord: Seat,
    pub threads: usize,
    pub budget: Budget,
}

/// One level's results.
#[derive(Clone, Debug, Default)]
pub struct LevelResult {
    pub file: String,
    pub name: String,
    pub combats: u64,
    pub hero_wins: u64,
    pub dark_lord_wins: u64,
    pub draws: u64,
    pub unfinished: u64,
    pub rounds: u64,
    /// The level's goal, in a report's words.
    pub goal: &'static str,
    /// How its combats ended, counted.
    pub endings: BTreeMap<Ending, u64>,
    /// Hard's searches in its combats.
    pub hard: Tally,
    /// Items handed between allies in its combats, and those taken straight back.
    pub hand_overs: HandOvers,
}

impl LevelResult {
    /// An empty result for a level.
    pub fn of(file: &str, encounter: &Encounter) -> Self {
        LevelResult {
            file: file.to_string(),
            name: encounter.def.name.clone(),
            goal: goal_words(&encounter.goal),
            ..Default::default()
        }
    }

    pub(crate) fn add(&mut self, other: &LevelResult) {
        for (ending, n) in &other.endings {
            *self.endings.entry(*ending).or_default() += n;
        }
        self.combats += other.combats;
        self.hero_wins += other.hero_wins;
        self.dark_lord_wins += other.dark_lord_wins;
        self.draws += other.draws;
        self.unfinished += other.unfinished;
        self.rounds += other.rounds;
        self.hard = self.hard.plus(other.hard);
        self.hand_overs = self.hand_overs.plus(other.hand_overs);
    }

    pub fn mean_rounds(&self) -> f64 {
        self.rounds as f64 / self.combats.max(1) as f64
    }

    /// Counts the end of one combat played to `phase` with `outcome`, which ended as `ending`.
    pub fn count(
        &mut self,
        phase: CombatPhase,
        outcome: Option<&crate::combat::Outcome>,
        ending: Option<Ending>,
    ) {
        if let Some(ending) = ending {
            *self.endings.entry(ending).or_default() += 1;
        }
        self.combats += 1;
        match (phase, outcome) {
            (CombatPhase::Over, Some(outcome)) => {
                self.rounds += u64::from(outcome.rounds);
                match outcome.winner {
                    Some(Side::Heroes) => self.hero_wins += 1,
                    Some(Side::Minions) => self.dark_lord_wins += 1,
                    None => self.draws += 1,
                }
            }
            _ => self.unfinished += 1,
        }
    }
}

/// Everything a simulation measured.
#[derive(Clone, Debug, Default)]
pub struct SimReport {
    pub levels: Vec<LevelResult>,
    /// How long each AI decision took, by strength.
    pub decision_ms: BTreeMap<Strength, Histogram>,
    /// AI answers the rules would have rejected (each replaced by a random legal one).
    pub illegal: Incidents,
    /// Wall time, threads and memory.
    pub run: RunStats,
}

impl SimReport {
    pub fn total(&self) -> LevelResult {
        let mut all = LevelResult {
            file: "all levels".into(),
            name: "all levels".into(),
            ..Default::default()
        };
        for l in &self.levels {
            all.add(l);
        }
        all
    }

    fn merge(&mut self, other: SimReport) {
        for (mine, theirs) in self.levels.iter_mut().zip(&other.levels) {
            mine.add(theirs);
        }
        for (strength, times) in &other.decision_ms {
            self.decision_ms.entry(*strength).or_default().merge(times);
        }
        self.illegal.merge(other.illegal);
    }

    /// The levels' results added up per goal, in the order the goals first appear.
    pub fn by_goal(&self) -> Vec<LevelResult> {
        by_goal(&self.levels)
    }

    pub fn combats_per_second(&self) -> f64 {
        self.total().combats as f64 / self.run.seconds.max(1e-9)
    }
}

/// Results added up per goal, in the order the goals first appear.
pub fn by_goal(levels: &[LevelResult]) -> Vec<LevelResult> {
    let mut goals: Vec<LevelResult> = Vec::new();
    for level in levels {
        match goals.iter_mut().find(|g| g.goal == level.goal) {
            Some(g) => g.add(level),
            None => {
                let mut g = LevelResult {
                    file: level.goal.to_string(),
                    name: level.goal.to_string(),
                    goal: level.goal,
                    ..Default::default()
                };
                g.add(level);
                goals.push(g);
            }
        }
    }
    goals
}

/// One worker's gathering: the report so far, and the combat being played (its number keys
/// the illegal answers it makes).
struct Gathering {
    report: SimReport,
    combat: u64,
}

impl Watch for Gathering {
    fn decided(&mut self, strength: Strength, ms: f64) {
        self.report
            .decision_ms
            .entry(strength)
            .or_default()
            .record(ms);
    }

    fn illegal(&mut self, why: String) {
        self.report.illegal.note(self.combat, why);
    }
}

/// Plays `options.combats` combats of each level; `progress(done, total)` is called by the
/// worker thread that finished a combat, after each one.
pub fn simulate(
    content: &Content,
    levels: &[(String, Encounter)],
    options: &SimOptions,
    progress: impl Fn(u64, u64) + Sync + Send,
) -> SimReport {
    let empty = || SimReport {
        levels: levels
            .iter()
            .map(|(file, e)| LevelResult::of(file, e))
            .collect(),
        ..Default::default()
    };
    // Hard's playouts share the cores with the other combats under way.
    let search_threads = match options.budget.threads {
        0 => (options.budget.thread_count() / options.threads.max(1)).max(1),
        n => n,
    };
    let sides = Sides {
        heroes: options.heroes,
        dark_lord: options.dark_lord,
        budget: Budget {
            threads: search_threads,
            ..options.budget
        },
    };
    let total = options.combats * levels.len() as u64;
    let (gathered, stats) = run(
        total,
        options.threads,
        || Gathering {
            report: empty(),
            combat: 0,
        },
        Vec::new,
        |i, g, events| {
            let level = (i / options.combats) as usize;
            let seed = options.seed.wrapping_add(i % options.combats);
            g.combat = i;
            let searched = tally();
            let state = play(content, &levels[level].1, seed, &sides, events, g);
            let ending = state.ending();
            let result = &mut g.report.levels[level];
            result.count(state.phase, state.round.outcome.as_ref(), ending);
            result.hard = result.hard.plus(tally().since(searched));
            result.hand_overs = result.hand_overs.plus(HandOvers::of(events));
        },
        |mut earlier, later| {
            earlier.report.merge(later.report);
            earlier
        },
        progress,
    );
    let mut report = gathered.report;
    report.run = stats;
    report
}
