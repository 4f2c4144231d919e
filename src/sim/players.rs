//! One combat on the plain-data engine with a player on each side (random or an AI strength):
//! the simulator's and the soak's way to play. Every AI answer is timed and checked against the
//! request's legal options, and whoever watches sees every step with the events it emitted.

use crate::ai::{Budget, Strength, decision_seed, random, think};
use crate::combat::engine::{self, StepGuard};
use crate::combat::{CombatEvent, CombatState, Decision, Request, new_state};
use crate::content::{Content, Encounter, Side};
use crate::control::answer::answer;
use crate::control::{ControlRng, Seat};
use std::time::Instant;

/// Who plays each side (random or an AI strength), and how long Hard may think.
#[derive(Clone, Copy, Debug)]
pub struct Sides {
    pub heroes: Seat,
    pub dark_lord: Seat,
    pub budget: Budget,
}

impl Sides {
    /// Normal heroes against `dark_lord`, at the game's own budget: how a campaign's fights are
    /// played headless, simulated, soaked and fuzzed.
    pub fn normal_heroes_against(dark_lord: Seat) -> Sides {
        Sides {
            heroes: Seat::Ai(crate::ai::Strength::Normal),
            dark_lord,
            budget: crate::ai::Budget::default(),
        }
    }

    pub fn seat(&self, side: Side) -> Seat {
        match side {
            Side::Heroes => self.heroes,
            Side::Minions => self.dark_lord,
        }
    }
}

/// What a caller wants to know while a combat is played. Every method has a default that
/// ignores it.
pub trait Watch {
    /// An AI answered in `ms` milliseconds.
    fn decided(&mut self, _strength: Strength, _ms: f64) {}
    /// An AI answer the rules would have rejected (a random legal one was played instead).
    fn illegal(&mut self, _why: String) {}
    /// This answer goes to the rules (after any illegal one was replaced): what a recording
    /// keeps.
    fn answered(&mut self, _decision: &Decision) {}
    /// One step of the rules ran and emitted `events`; true stops the combat there.
    fn stepped(&mut self, _state: &CombatState, _events: &[CombatEvent]) -> bool {
        false
    }
}

/// Plays `encounter` with `seed` until it is over, stuck, or `watch` stops it; returns the final
/// state. `events` is a buffer to reuse (cleared first; it holds the combat's events after).
pub fn play(
    content: &Content,
    encounter: &Encounter,
    seed: u64,
    sides: &Sides,
    events: &mut Vec<CombatEvent>,
    watch: &mut impl Watch,
) -> CombatState {
    let state = new_state(content, encounter, seed);
    play_from(content, state, seed, sides, events, watch)
}

/// `play` from a given start: a campaign's fight, whose heroes come with their wounds and gear.
pub fn play_from(
    content: &Content,
    mut state: CombatState,
    seed: u64,
    sides: &Sides,
    events: &mut Vec<CombatEvent>,
    watch: &mut impl Watch,
) -> CombatState {
    let mut random_rng = ControlRng::new(seed);
    let mut guard = StepGuard::default();
    // Both closures need the watcher: the answers report decisions, the steps report events.
    let watch = std::cell::RefCell::new(watch);
    events.clear();
    engine::play(
        &mut state,
        content,
        events,
        |s, request| {
            let seat = sides.seat(s.fighters[request.decider().index()].side);
            let w = &mut **watch.borrow_mut();
            let decision = answer(seat, request, &mut random_rng, |strength, rng| {
                Some(ai_answer(
                    s, content, request, strength, seed, sides, w, rng,
                ))
            })
            // Nobody sits here to answer from elsewhere: the random player stands in.
            .unwrap_or_else(|| random::answer(request, &mut random_rng.0));
            w.answered(&decision);
            decision
        },
        |s, new| watch.borrow_mut().stepped(s, new) || guard.spent(),
    );
    state
}

/// One AI decision, timed and checked against the request's legal answers.
#[allow(clippy::too_many_arguments)]
fn ai_answer(
    state: &CombatState,
    content: &Content,
    request: &Request,
    strength: Strength,
    combat_seed: u64,
    sides: &Sides,
    watch: &mut impl Watch,
    fallback: &mut ControlRng,
) -> Decision {
    let started = Instant::now();
    let seed = decision_seed(combat_seed, state.pending.serial);
    let answer = think(strength, state, content, seed, &sides.budget);
    watch.decided(strength, started.elapsed().as_secs_f64() * 1000.0);
    match answer.map(|a| request.allows(&a).map(|_| a)) {
        Some(Ok(a)) => a,
        Some(Err(why)) => {
            watch.illegal(format!("seed {combat_seed}: {why}"));
            random::answer(request, &mut fallback.0)
        }
        None => {
            watch.illegal(format!("seed {combat_seed}: no answer"));
            random::answer(request, &mut fallback.0)
        }
    }
}
