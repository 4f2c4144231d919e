//! The editor's balance run: the draft fought N times (seeds 1…N) by the simulator against a
//! Dark Lord of each strength, the heroes played by Normal, as a task of Bevy's
//! `AsyncComputeTaskPool` (the one way off the main thread for work the window waits on, as the
//! AI's thinking) so that the window never waits. The window polls it each frame for its
//! progress and its rates; cancelling (or closing the editor) drops the task, which stops the
//! fights after the chunk under way.

use crate::ai::Strength;
use crate::content::{Content, Encounter, EncounterDef};
use crate::control::Seat;
use crate::sim::simulate::{SimOptions, simulate};
use bevy::tasks::{AsyncComputeTaskPool, Task, TaskPool};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

/// Combats per call of the simulator: cancelling waits for at most this many.
const CHUNK: u64 = 4;

/// How one strength of the Dark Lord fared.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rate {
    pub strength: Strength,
    pub combats: u64,
    pub dark_lord_wins: u64,
    pub hero_wins: u64,
}

impl Rate {
    /// The Dark Lord's wins in percent of the combats played.
    pub fn percent(&self) -> f64 {
        100.0 * self.dark_lord_wins as f64 / self.combats.max(1) as f64
    }
}

/// What the worker and the window share.
#[derive(Debug, Default)]
struct Shared {
    done: AtomicU64,
    cancel: AtomicBool,
    rates: Mutex<Vec<Rate>>,
}

/// A run under way.
#[derive(Debug)]
pub struct BalanceRun {
    shared: Arc<Shared>,
    total: u64,
    task: Option<Task<()>>,
}

impl Drop for BalanceRun {
    /// A run nobody will read stops: the task is dropped with it, and the flag stops the fights
    /// it already runs (a blocking simulation does not notice a dropped future by itself).
    fn drop(&mut self) {
        self.shared.cancel.store(true, Ordering::Relaxed);
    }
}

/// The balance part of the editor: how many combats, the run under way, the last rates.
#[derive(Debug)]
pub struct Balance {
    /// Combats per strength.
    pub combats: u64,
    pub run: Option<BalanceRun>,
    /// The rates so far (of the run under way) or of the last run.
    pub rates: Vec<Rate>,
    /// The draft the rates are about: the chart says when the draft has changed since.
    pub about: Option<EncounterDef>,
}

impl Default for Balance {
    fn default() -> Self {
        Balance {
            combats: 100,
            run: None,
            rates: Vec::new(),
            about: None,
        }
    }
}

impl Balance {
    /// Starts a run of `encounter` (`def` resolved), replacing any under way.
    pub fn start(&mut self, content: Arc<Content>, def: &EncounterDef, encounter: Encounter) {
        let shared = Arc::new(Shared::default());
        let combats = self.combats.max(1);
        let worker = shared.clone();
        let pool = AsyncComputeTaskPool::get_or_init(TaskPool::default);
        let task = pool.spawn(async move { fight_all(&content, &encounter, combats, &worker) });
        self.rates.clear();
        self.about = Some(def.clone());
        self.run = Some(BalanceRun {
            shared,
            total: combats * Strength::ALL.len() as u64,
            task: Some(task),
        });
    }

    /// The same, on this thread, until done (for a screenshot of the chart).
    pub fn run_here(&mut self, content: &Content, def: &EncounterDef, encounter: &Encounter) {
        let shared = Shared::default();
        fight_all(content, encounter, self.combats.max(1), &shared);
        self.rates = take(&shared);
        self.about = Some(def.clone());
        self.run = None;
    }

    /// Takes in what the worker found since the last frame; the run ends once it is done.
    pub fn poll(&mut self) {
        let Some(run) = &mut self.run else {
            return;
        };
        self.rates = take(&run.shared);
        let finished = run.task.as_ref().is_none_or(|t| t.is_finished());
        if finished {
            run.task = None;
            self.rates = take(&run.shared);
            self.run = None;
        }
    }

    /// Combats done and in all, while a run is under way.
    pub fn progress(&self) -> Option<(u64, u64)> {
        let run = self.run.as_ref()?;
        Some((run.shared.done.load(Ordering::Relaxed), run.total))
    }

    /// Stops the run under way; what it found so far stays.
    pub fn cancel(&mut self) {
        if let Some(run) = self.run.take() {
            self.rates = take(&run.shared);
        }
    }
}

fn take(shared: &Shared) -> Vec<Rate> {
    shared.rates.lock().map(|r| r.clone()).unwrap_or_default()
}

/// The worker: `combats` combats against each strength, a few at a time, until cancelled.
fn fight_all(content: &Content, encounter: &Encounter, combats: u64, shared: &Shared) {
    let levels = [("draft".to_string(), encounter.clone())];
    for strength in Strength::ALL {
        let mut rate = Rate {
            strength,
            combats: 0,
            dark_lord_wins: 0,
            hero_wins: 0,
        };
        while rate.combats < combats {
            if shared.cancel.load(Ordering::Relaxed) {
                return;
            }
            let chunk = CHUNK.min(combats - rate.combats);
            let options = SimOptions {
                combats: chunk,
                seed: 1 + rate.combats,
                heroes: Seat::Ai(Strength::Normal),
                dark_lord: Seat::Ai(strength),
                // One core for the fights, the other for the window.
                threads: 1,
                // Hard's full search takes minutes per level: the editor's run uses the
                // lighter budget `aguja soak` uses.
                budget: crate::sim::soak::reduced_hard(),
            };
            let before = shared.done.load(Ordering::Relaxed);
            let report = simulate(content, &levels, &options, |done, _| {
                shared.done.store(before + done, Ordering::Relaxed);
            });
            let total = report.total();
            rate.combats += total.combats;
            rate.dark_lord_wins += total.dark_lord_wins;
            rate.hero_wins += total.hero_wins;
            shared.done.store(before + chunk, Ordering::Relaxed);
            if let Ok(mut rates) = shared.rates.lock() {
                match rates.iter_mut().find(|r| r.strength == strength) {
                    Some(r) => *r = rate,
                    None => rates.push(rate),
                }
            }
        }
    }
}
