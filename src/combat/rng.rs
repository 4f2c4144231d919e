//! The combat's seeded random stream (R1.5), with faces a script may force first.

use crate::rules::DieSource;
use bevy::prelude::Resource;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use std::collections::VecDeque;

/// Every die of a combat comes from here. ChaCha8 is portable: the same seed gives the same
/// faces on every platform, so (encounter, seed, decisions) replays a combat exactly.
#[derive(Resource, Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(from = "SavedRng", into = "SavedRng")]
pub struct CombatRng {
    rng: ChaCha8Rng,
    /// Faces forced by a scenario script, used before the stream.
    pub forced: VecDeque<u8>,
    /// How many faces have been rolled, for the record.
    pub rolled: u64,
}

impl CombatRng {
    pub fn new(seed: u64) -> Self {
        Self {
            rng: ChaCha8Rng::seed_from_u64(seed),
            forced: VecDeque::new(),
            rolled: 0,
        }
    }

    /// Moves to the start of stream `key` of the same seed. Hard's playouts re-key their dice
    /// at every tick of the needle, so that copies whose answers differ still roll the same
    /// faces at the same moment of the fight (`rollout::playout`).
    pub fn resync(&mut self, key: u64) {
        self.rng.set_stream(key);
        self.rng.set_word_pos(0);
    }
}

/// The stream's position as saves store it: RON has no 128-bit integers, so the word position
/// is split in two.
#[derive(Clone, Serialize, Deserialize)]
struct SavedRng {
    seed: [u8; 32],
    stream: u64,
    word_pos: (u64, u64),
    forced: VecDeque<u8>,
    rolled: u64,
}

impl From<CombatRng> for SavedRng {
    fn from(r: CombatRng) -> Self {
        let pos = r.rng.get_word_pos();
        SavedRng {
            seed: r.rng.get_seed(),
            stream: r.rng.get_stream(),
            word_pos: ((pos >> 64) as u64, pos as u64),
            forced: r.forced,
            rolled: r.rolled,
        }
    }
}

impl From<SavedRng> for CombatRng {
    fn from(s: SavedRng) -> Self {
        let mut rng = ChaCha8Rng::from_seed(s.seed);
        rng.set_stream(s.stream);
        rng.set_word_pos((u128::from(s.word_pos.0) << 64) | u128::from(s.word_pos.1));
        CombatRng {
            rng,
            forced: s.forced,
            rolled: s.rolled,
        }
    }
}

impl Default for CombatRng {
    fn default() -> Self {
        Self::new(0)
    }
}

impl DieSource for CombatRng {
    fn face(&mut self) -> u8 {
        self.rolled += 1;
        match self.forced.pop_front() {
            Some(face) => face,
            None => self.rng.random_range(1..=6),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn r1_5_same_seed_same_faces() {
        let mut a = CombatRng::new(7);
        let mut b = CombatRng::new(7);
        let fa: Vec<u8> = (0..50).map(|_| a.face()).collect();
        let fb: Vec<u8> = (0..50).map(|_| b.face()).collect();
        assert_eq!(fa, fb);
        assert!(fa.iter().all(|f| (1..=6).contains(f)));
        let mut c = CombatRng::new(8);
        let fc: Vec<u8> = (0..50).map(|_| c.face()).collect();
        assert_ne!(fa, fc);
    }

    #[test]
    fn a_resync_rolls_the_same_faces_whatever_was_rolled_before_it() {
        let after = |rolled_before: usize, key: u64| {
            let mut r = CombatRng::new(11);
            for _ in 0..rolled_before {
                r.face();
            }
            r.resync(key);
            (0..30).map(|_| r.face()).collect::<Vec<u8>>()
        };
        assert_eq!(after(0, 5), after(17, 5));
        assert_ne!(after(0, 5), after(0, 6));
    }

    #[test]
    fn r1_5_forced_faces_come_first() {
        let mut r = CombatRng::new(1);
        r.forced.extend([6, 6, 1]);
        assert_eq!((r.face(), r.face(), r.face()), (6, 6, 1));
        assert_eq!(r.rolled, 3);
    }

    #[test]
    fn r1_5_stream_position_survives_a_save() {
        let mut r = CombatRng::new(3);
        for _ in 0..10 {
            r.face();
        }
        let saved = ron::to_string(&r).unwrap();
        let mut restored: CombatRng = ron::from_str(&saved).unwrap();
        // One face matches by chance one time in six; twenty, about never.
        let next: Vec<u8> = (0..20).map(|_| r.face()).collect();
        let again: Vec<u8> = (0..20).map(|_| restored.face()).collect();
        assert_eq!(next, again);
        assert_eq!(restored.rolled, r.rolled);
    }
}
