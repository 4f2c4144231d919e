//! Headless play at scale: the simulator, the soak (invariants at every step), the fuzzer and
//! the benchmarks, and what they share (threads, histograms, bounded reports, memory).

pub mod bench;
pub mod fuzz;
pub mod guard;
pub mod histogram;
pub mod incidents;
pub mod memory;
pub mod parallel;
pub mod players;
pub mod simulate;
pub mod soak;

use crate::combat::{CombatLog, Outcome, RoundInfo, begin_combat};
use crate::content::Encounter;
use crate::control::ControlRng;
use bevy::prelude::*;

/// The result of one headless combat.
#[derive(Clone, Debug)]
pub struct Played {
    pub outcome: Option<Outcome>,
    pub updates: u64,
    pub events: usize,
}

/// The most updates one combat may take before it counts as stuck. Headless, a combat with
/// automatic controllers ends within one or two.
pub const MAX_UPDATES: u64 = 10_000;

/// Plays one combat to the end in `app` (built by `headless_app`, controllers set).
pub fn play_combat(app: &mut App, encounter: &Encounter, seed: u64) -> Played {
    begin_combat(app.world_mut(), encounter, seed);
    app.insert_resource(ControlRng::new(seed));
    let mut updates = 0;
    loop {
        app.update();
        updates += 1;
        let outcome = app.world().resource::<RoundInfo>().outcome.clone();
        if outcome.is_some() || updates >= MAX_UPDATES {
            let events = app.world().resource::<CombatLog>().events.len();
            return Played {
                outcome,
                updates,
                events,
            };
        }
    }
}
