//! One combat on the plain-data engine with a player on each side (random or an AI strength):
//! the simulator's and the soak's way to play. Every AI answer is timed and checked against the
//! request's legal options, and whoever watches sees every step with the events it emitted.

use crate::ai::random;
use crate::ai::{Budget, Strength, decision_seed, think};
use crate::combat::{CombatEvent, CombatState, Decision, Request, engine, new_combat};
use crate::content::{Content, Encounter, Side};
use crate::control::{ControlRng, ControllerKind};
use std::time::Instant;

/// Who plays a side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, clap::ValueEnum)]
pub enum Player {
    /// Any legal answer, at random (the random controller).
    Random,
    Easy,
    Normal,
    Hard,
}

impl Player {
    pub const ALL: [Player; 4] = [Player::Random, Player::Easy, Player::Normal, Player::Hard];

    pub fn controller(self) -> ControllerKind {
        match self {
            Player::Random => ControllerKind::Random,
            Player::Easy => ControllerKind::Ai(Strength::Easy),
            Player::Normal => ControllerKind::Ai(Strength::Normal),
            Player::Hard => ControllerKind::Ai(Strength::Hard),
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            Player::Random => "random",
            Player::Easy => "easy",
            Player::Normal => "normal",
            Player::Hard => "hard",
        }
    }
}

/// Who plays each side, and how long Hard may think.
#[derive(Clone, Copy, Debug)]
pub struct Seating {
    pub heroes: Player,
    pub dark_lord: Player,
    pub budget: Budget,
}

/// What a caller wants to know while a combat is played. Every method has a default that
/// ignores it.
pub trait Watch {
    /// An AI answered in `ms` milliseconds.
    fn decided(&mut self, _strength: Strength, _ms: f64) {}
    /// An AI answer the rules would have rejected (a random legal one was played instead).
    fn illegal(&mut self, _why: String) {}
    /// One step of the rules ran and emitted `events`; true stops the combat there.
    fn stepped(&mut self, _state: &CombatState, _events: &[CombatEvent]) -> bool {
        false
    }
}

/// Steps after which a combat counts as stuck (a whole combat takes a few hundred).
pub const MAX_STEPS: u32 = 200_000;

/// Plays `encounter` with `seed` until it is over, stuck, or `watch` stops it; returns the final
/// state. `events` is a buffer to reuse (cleared first; it holds the combat's events after).
pub fn play(
    content: &Content,
    encounter: &Encounter,
    seed: u64,
    seating: &Seating,
    events: &mut Vec<CombatEvent>,
    watch: &mut impl Watch,
) -> CombatState {
    let (mut state, _) = new_combat(content, encounter, seed);
    let mut random_rng = ControlRng::new(seed);
    let mut steps = 0u32;
    // Both closures need the watcher: the answers report decisions, the steps report events.
    let watch = std::cell::RefCell::new(watch);
    events.clear();
    engine::play(
        &mut state,
        content,
        events,
        |s, request| {
            let side = s.fighters[request.decider().index()].side;
            let player = match side {
                Side::Heroes => seating.heroes,
                Side::Minions => seating.dark_lord,
            };
            match player.controller() {
                ControllerKind::Ai(strength) => {
                    let w = &mut **watch.borrow_mut();
                    ai_answer(
                        s,
                        content,
                        request,
                        strength,
                        seed,
                        seating,
                        w,
                        &mut random_rng,
                    )
                }
                _ => random::answer(request, &mut random_rng.0),
            }
        },
        |s, new| {
            steps += 1;
            watch.borrow_mut().stepped(s, new) || steps >= MAX_STEPS
        },
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
    seating: &Seating,
    watch: &mut impl Watch,
    fallback: &mut ControlRng,
) -> Decision {
    let started = Instant::now();
    let seed = decision_seed(combat_seed, state.pending.serial);
    let answer = think(strength, state, content, seed, &seating.budget);
    watch.decided(strength, started.elapsed().as_secs_f64() * 1000.0);
    match answer.map(|a| request.allows(&a).map(|()| a)) {
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
