//! The controllers' own random stream: random players and the AI draw here, never from the
//! combat's dice.

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
