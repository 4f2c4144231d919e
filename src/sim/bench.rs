//! The benchmark: whole combats per second on one core, and `app.update()` calls per combat;
//! the plain engine's figure, and the fingerprint of its logs.

use super::play_combat;
use crate::ai::random;
use crate::combat::{CombatEvent, CombatPhase, engine, new_state};
use crate::content::{Content, Encounter};
use crate::control::{ControlRng, Seat, Seats};
use crate::persist::fingerprint::{fingerprint, log_fingerprint};
use std::sync::Arc;
use std::time::Instant;

/// What a benchmark run measured.
#[derive(Clone, Debug)]
pub struct BenchReport {
    pub combats: u64,
    pub seconds: f64,
    pub updates: u64,
    pub events: u64,
    pub unfinished: u64,
}

impl BenchReport {
    fn new(combats: u64) -> Self {
        Self {
            combats,
            seconds: 0.0,
            updates: 0,
            events: 0,
            unfinished: 0,
        }
    }

    pub fn combats_per_second(&self) -> f64 {
        self.combats as f64 / self.seconds.max(1e-9)
    }
    pub fn updates_per_combat(&self) -> f64 {
        self.updates as f64 / self.combats.max(1) as f64
    }
    pub fn events_per_combat(&self) -> f64 {
        self.events as f64 / self.combats.max(1) as f64
    }
}

/// Plays `combats` combats of `encounter` in one app on this thread, random controllers.
pub fn bench(content: Arc<Content>, encounter: &Encounter, combats: u64, seed: u64) -> BenchReport {
    let mut app = crate::headless_app(content);
    app.insert_resource(Seats::all(Seat::Random));
    // Warm up: the first combat builds schedules and caches.
    play_combat(&mut app, encounter, seed.wrapping_sub(1));
    let start = Instant::now();
    let mut report = BenchReport::new(combats);
    for i in 0..combats {
        let played = play_combat(&mut app, encounter, seed.wrapping_add(i));
        report.updates += played.updates;
        report.events += played.events as u64;
        if played.outcome.is_none() {
            report.unfinished += 1;
        }
    }
    report.seconds = start.elapsed().as_secs_f64();
    report
}

/// The same combats through the plain-data engine (the phase functions without the ECS), as
/// the AI's look-ahead runs them: the gap to `bench` is the cost of the ECS scheduling.
pub fn bench_engine(
    content: Arc<Content>,
    encounter: &Encounter,
    combats: u64,
    seed: u64,
) -> BenchReport {
    let start = Instant::now();
    let mut report = BenchReport::new(combats);
    let mut events = Vec::new();
    for i in 0..combats {
        events.clear();
        let finished = play_plain(&content, encounter, seed.wrapping_add(i), &mut events);
        report.events += events.len() as u64;
        if !finished {
            report.unfinished += 1;
        }
    }
    report.seconds = start.elapsed().as_secs_f64();
    report
}

/// The plain engine's combats per second over several rounds of `bench_engine`.
#[derive(Clone, Copy, Debug)]
pub struct RoundRates {
    /// The fastest round: the machine's other work only ever slows a round, so the fastest is
    /// the figure that compares binaries measured at different moments.
    pub fastest: f64,
    pub median: f64,
}

/// `rounds` runs of `bench_engine` over the same combats (at least one).
pub fn engine_rounds(
    content: &Arc<Content>,
    encounter: &Encounter,
    combats: u64,
    seed: u64,
    rounds: u32,
) -> RoundRates {
    RoundRates::of(
        (0..rounds.max(1))
            .map(|_| bench_engine(content.clone(), encounter, combats, seed).combats_per_second())
            .collect(),
    )
}

impl RoundRates {
    /// The fastest and the median of `rates`, each round's combats per second; no round at
    /// all reads as 0, and a NaN sorts last rather than panicking.
    fn of(mut rates: Vec<f64>) -> RoundRates {
        rates.sort_by(f64::total_cmp);
        RoundRates {
            fastest: rates.last().copied().unwrap_or(0.0),
            median: rates.get(rates.len() / 2).copied().unwrap_or(0.0),
        }
    }
}

/// The fingerprint of every log `bench_engine` plays (the same fights, replayed untimed): the
/// engine's speed-ups must leave it as it was, so that a faster engine is the same engine.
pub fn engine_fingerprint(
    content: &Content,
    encounter: &Encounter,
    combats: u64,
    seed: u64,
) -> String {
    let mut events = Vec::new();
    let logs: Vec<String> = (0..combats)
        .map(|i| {
            events.clear();
            play_plain(content, encounter, seed.wrapping_add(i), &mut events);
            log_fingerprint(&events).1
        })
        .collect();
    fingerprint(&logs)
}

/// One combat on the plain engine, random answers drawn from the controllers' stream seeded
/// like the combat; its events pile up in `events`. Returns whether it came to an end.
fn play_plain(
    content: &Content,
    encounter: &Encounter,
    seed: u64,
    events: &mut Vec<CombatEvent>,
) -> bool {
    let mut state = new_state(content, encounter, seed);
    let mut rng = ControlRng::new(seed);
    loop {
        if state.phase == CombatPhase::AwaitDecision && state.pending.answer.is_none() {
            let Some(request) = &state.pending.request else {
                break;
            };
            state.pending.answer = Some(random::answer(request, &mut rng.0));
        }
        if !engine::step(&mut state, content, events) {
            break;
        }
    }
    state.phase == CombatPhase::Over
}

#[cfg(test)]
mod tests {
    use super::RoundRates;

    #[test]
    fn round_rates_give_the_fastest_and_the_median() {
        let r = RoundRates::of(vec![5.0, 9.0, 1.0, 7.0, 3.0]);
        assert_eq!((r.fastest, r.median), (9.0, 5.0));
        let one = RoundRates::of(vec![4.0]);
        assert_eq!((one.fastest, one.median), (4.0, 4.0));
        let none = RoundRates::of(Vec::new());
        assert_eq!((none.fastest, none.median), (0.0, 0.0));
    }
}
