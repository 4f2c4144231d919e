//! Controllers answer decision requests: each combatant has a `Seat`, and each seat is a human
//! (answered from the UI), the AI, a random player, a script or a replay.

pub mod ai_seat;
pub mod answer;
pub mod replay_feed;
pub mod seat;

pub use seat::{Seat, Seats};

use crate::combat::phase::in_phase;
use crate::combat::{CombatPhase, CombatSet, CombatStep};
use bevy::prelude::*;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// The controllers' random stream, apart from the dice so that a controller's choices never
/// shift the combat's rolls.
#[derive(Resource, Clone, Debug)]
pub struct ControlRng(pub ChaCha8Rng);

impl ControlRng {
    pub fn new(seed: u64) -> Self {
        // A different stream from the dice of the same seed.
        Self(ChaCha8Rng::seed_from_u64(seed ^ 0xA6_0A_C0_17_20_11_u64))
    }
}

impl Default for ControlRng {
    fn default() -> Self {
        Self::new(0)
    }
}

pub fn plugin(app: &mut App) {
    app.init_resource::<Seats>()
        .init_resource::<ControlRng>()
        .init_resource::<ai_seat::AiBudget>()
        .add_systems(
            CombatStep,
            (answer::answer_in_step, replay_feed::answer_from_replay)
                .in_set(CombatSet::Control)
                .run_if(in_phase(CombatPhase::AwaitDecision)),
        );
}
