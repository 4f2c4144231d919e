//! `aguja simulate`: many combats per level with the chosen players on each side, spread over
//! every core, through the plain-data engine (the phase functions the ECS pipeline runs). Each
//! combat depends on its level and seed alone, so the totals do not depend on the thread count.

use crate::ai::{Budget, Strength, decision_seed, think};
use crate::combat::{CombatPhase, CombatState, Decision, Request, engine, new_combat};
use crate::content::{Content, Encounter, Side};
use crate::control::{ControlRng, ControllerKind, random};
use std::cell::Cell;
use std::collections::BTreeMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

/// Who plays a side in a simulation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Player {
    /// Any legal answer, uniformly (the soak test's player).
    Random,
    Easy,
    Normal,
    Hard,
}

impl Player {
    pub fn controller(self) -> ControllerKind {
        match self {
            Player::Random => ControllerKind::Random,
            Player::Easy => ControllerKind::Ai(Strength::Easy),
            Player::Normal => ControllerKind::Ai(Strength::Normal),
            Player::Hard => ControllerKind::Ai(Strength::Hard),
        }
    }
}

/// What to simulate.
#[derive(Clone, Debug)]
pub struct SimOptions {
    /// Combats per level, with seeds `seed`, `seed + 1`, …
    pub combats: u64,
    pub seed: u64,
    pub heroes: Player,
    pub dark_lord: Player,
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
}

impl LevelResult {
    fn add(&mut self, other: &LevelResult) {
        self.combats += other.combats;
        self.hero_wins += other.hero_wins;
        self.dark_lord_wins += other.dark_lord_wins;
        self.draws += other.draws;
        self.unfinished += other.unfinished;
        self.rounds += other.rounds;
    }

    pub fn mean_rounds(&self) -> f64 {
        self.rounds as f64 / self.combats.max(1) as f64
    }
}

/// Everything a simulation measured.
#[derive(Clone, Debug, Default)]
pub struct SimReport {
    pub levels: Vec<LevelResult>,
    /// Milliseconds each AI decision took, by strength.
    pub decision_ms: BTreeMap<Strength, Vec<f64>>,
    /// AI answers the rules would have rejected (each replaced by a random legal one).
    pub illegal: Vec<String>,
    pub seconds: f64,
    pub threads: usize,
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
        for (strength, times) in other.decision_ms {
            self.decision_ms.entry(strength).or_default().extend(times);
        }
        self.illegal.extend(other.illegal);
    }
}

/// The `q` quantile (0–1) of some timings.
pub fn quantile(times: &[f64], q: f64) -> f64 {
    let mut sorted = times.to_vec();
    sorted.sort_by(f64::total_cmp);
    sorted
        .get(((sorted.len() as f64 - 1.0) * q).round() as usize)
        .copied()
        .unwrap_or(0.0)
}

/// Plays `options.combats` combats of each level; `progress(done, total)` is called from the
/// calling thread about twice a second.
pub fn simulate(
    content: &Content,
    levels: &[(String, Encounter)],
    options: &SimOptions,
    progress: impl Fn(u64, u64),
) -> SimReport {
    let total = options.combats * levels.len() as u64;
    let threads = options.threads.clamp(1, total.max(1) as usize);
    let done = AtomicU64::new(0);
    let started = Instant::now();
    let empty = || SimReport {
        levels: levels
            .iter()
            .map(|(file, e)| LevelResult {
                file: file.clone(),
                name: e.def.name.clone(),
                ..Default::default()
            })
            .collect(),
        ..Default::default()
    };
    let mut report = empty();
    std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|t| {
                let done = &done;
                let mut mine = empty();
                scope.spawn(move || {
                    for i in (t as u64..total).step_by(threads) {
                        let level = (i / options.combats) as usize;
                        let seed = options.seed.wrapping_add(i % options.combats);
                        play_one(content, &levels[level].1, seed, options, level, &mut mine);
                        done.fetch_add(1, Ordering::Relaxed);
                    }
                    mine
                })
            })
            .collect();
        while !workers.iter().all(|w| w.is_finished()) {
            std::thread::sleep(std::time::Duration::from_millis(100));
            progress(done.load(Ordering::Relaxed), total);
        }
        for w in workers {
            report.merge(w.join().expect("a simulation thread panicked"));
        }
    });
    report.seconds = started.elapsed().as_secs_f64();
    report.threads = threads;
    report
}

/// Steps after which a combat counts as stuck (a whole combat takes a few hundred).
const MAX_STEPS: u32 = 200_000;

fn play_one(
    content: &Content,
    encounter: &Encounter,
    seed: u64,
    options: &SimOptions,
    level: usize,
    report: &mut SimReport,
) {
    let (mut state, _) = new_combat(content, encounter, seed);
    let mut random_rng = ControlRng::new(seed);
    let mut events = Vec::new();
    let steps = Cell::new(0u32);
    engine::play(
        &mut state,
        content,
        &mut events,
        |s, request| {
            let side = s.fighters[request.decider().index()].side;
            let player = match side {
                Side::Heroes => options.heroes,
                Side::Minions => options.dark_lord,
            };
            match player.controller() {
                ControllerKind::Ai(strength) => ai_answer(
                    s,
                    content,
                    request,
                    strength,
                    seed,
                    options,
                    report,
                    &mut random_rng,
                ),
                _ => random::answer(request, &mut random_rng.0),
            }
        },
        |_| {
            steps.set(steps.get() + 1);
            steps.get() >= MAX_STEPS
        },
    );
    let result = &mut report.levels[level];
    result.combats += 1;
    match (state.phase, state.round.outcome.as_ref()) {
        (CombatPhase::Over, Some(outcome)) => {
            result.rounds += u64::from(outcome.rounds);
            match outcome.winner {
                Some(Side::Heroes) => result.hero_wins += 1,
                Some(Side::Minions) => result.dark_lord_wins += 1,
                None => result.draws += 1,
            }
        }
        _ => result.unfinished += 1,
    }
}

/// One AI decision, timed and checked against the request's legal answers.
#[allow(clippy::too_many_arguments)]
fn ai_answer(
    state: &CombatState,
    content: &Content,
    request: &Request,
    strength: Strength,
    combat_seed: u64,
    options: &SimOptions,
    report: &mut SimReport,
    fallback: &mut ControlRng,
) -> Decision {
    let started = Instant::now();
    let seed = decision_seed(combat_seed, state.pending.serial);
    let answer = think(strength, state, content, seed, &options.budget);
    let ms = started.elapsed().as_secs_f64() * 1000.0;
    report.decision_ms.entry(strength).or_default().push(ms);
    match answer.map(|a| request.allows(&a).map(|()| a)) {
        Some(Ok(a)) => a,
        Some(Err(why)) => {
            report.illegal.push(format!("seed {combat_seed}: {why}"));
            random::answer(request, &mut fallback.0)
        }
        None => {
            report
                .illegal
                .push(format!("seed {combat_seed}: no answer"));
            random::answer(request, &mut fallback.0)
        }
    }
}
