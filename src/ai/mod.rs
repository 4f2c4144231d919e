//! The AI: answers any request for the Dark Lord's minions or for heroes a player hands over,
//! at three strengths. It reads the combat as plain data and never changes it: its answer goes
//! through the same validation as a human's.

pub mod easy;
pub mod judge;
pub mod normal;
pub mod paired;
pub mod random;
pub mod rollout;
pub mod seed;

pub use rollout::Budget;
pub use seed::decision_seed;

use crate::combat::{CombatState, Decision};
use crate::content::Content;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

/// How well the AI plays.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
pub enum Strength {
    /// A legal answer at random, weighted towards sensible ones.
    Easy,
    /// The best answer one step ahead, from the real odds.
    #[default]
    Normal,
    /// Plays its best candidates forward to the end of the fight on copies of the combat.
    Hard,
}

impl Strength {
    pub const ALL: [Strength; 3] = [Strength::Easy, Strength::Normal, Strength::Hard];

    pub fn label(self) -> &'static str {
        match self {
            Strength::Easy => "easy",
            Strength::Normal => "normal",
            Strength::Hard => "hard",
        }
    }
}

/// The answer to the combat's open request, or `None` when nothing is asked. `seed` feeds the
/// AI's own randomness (Easy's draws, Hard's sampled dice): the same state and seed give the
/// same answer, unless Hard's deadline cuts its thinking short.
pub fn think(
    strength: Strength,
    state: &CombatState,
    content: &Content,
    seed: u64,
    budget: &Budget,
) -> Option<Decision> {
    let request = state.pending.request.as_ref()?;
    Some(match strength {
        Strength::Easy => easy::answer(
            state,
            content,
            request,
            &mut ChaCha8Rng::seed_from_u64(seed),
        ),
        Strength::Normal => normal::answer(state, content, request),
        Strength::Hard => rollout::answer(state, content, request, seed, budget),
    })
}
