//! Headless play at scale: the simulator, the soak (invariants at every step), the fuzzer and
//! the benchmarks, and what they share (threads, histograms, bounded reports, memory).

pub mod alternatives;
pub mod bench;
pub mod campaign;
pub mod fit_horizon;
pub mod fuzz;
pub mod guard;
pub mod hand_overs;
pub mod histogram;
pub mod incidents;
pub mod lab_answers;
pub mod memory;
pub mod parallel;
pub mod players;
pub mod preview_bench;
pub mod search_ceiling;
pub mod search_lab;
pub mod simulate;
pub mod soak;
pub mod thread_cpu;

use crate::combat::run::{MAX_UPDATES, run_until};
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

/// Plays one combat to the end in `app` (built by `headless_app`, controllers set).
pub fn play_combat(app: &mut App, encounter: &Encounter, seed: u64) -> Played {
    begin_combat(app.world_mut(), encounter, seed);
    app.insert_resource(ControlRng::new(seed));
    let ran = run_until(app, MAX_UPDATES, |world| {
        world.resource::<RoundInfo>().outcome.clone()
    });
    Played {
        outcome: app.world().resource::<RoundInfo>().outcome.clone(),
        updates: ran.updates,
        events: app.world().resource::<CombatLog>().events.len(),
    }
}
