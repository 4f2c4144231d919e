//! Controllers answer decision requests: each combatant has a `Seat`, and each seat is a human
//! (answered from the UI), the AI, a random player, a script or a replay.

pub mod ai_seat;
pub mod answer;
pub mod replay_feed;
pub mod rng;
pub mod seat;

pub use rng::ControlRng;
pub use seat::{Seat, Seats};

use crate::combat::phase::in_phase;
use crate::combat::{CombatPhase, CombatSet, CombatStep};
use bevy::prelude::*;

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
