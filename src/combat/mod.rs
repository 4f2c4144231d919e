//! The rules engine in ECS: combatants as entities, the needle, chain and RNG as resources, and
//! the turn pipeline as a chain of system sets gated by the combat phase state.

pub mod body_change;
pub mod chain;
pub mod components;
pub mod ctx;
pub mod decide;
pub mod decision;
pub mod describe;
pub mod driver;
pub mod effects;
pub mod end;
pub mod ending;
pub mod engine;
pub mod equipment;
pub mod events;
pub mod gear;
pub mod invariants;
pub mod limbs;
pub mod log;
pub mod odds;
pub mod opportunity;
pub mod options;
pub mod part_name;
pub mod pay;
pub mod phase;
pub mod preview;
pub mod priority;
pub mod reactions;
pub mod record;
pub mod rejection;
pub mod resolve;
pub mod rng;
pub mod round;
pub mod run;
pub mod schedule;
// Where it always was for the combat types: the dice (`rules`) need it too.
pub use crate::rules::short_list;
pub mod spawn;
pub mod state;
pub mod usable;
pub mod validate;
pub mod view;
pub mod window;
pub mod wording;
pub mod world;

use bevy::ecs::schedule::SingleThreadedExecutor;
use bevy::prelude::*;
use bevy::state::app::AppExtStates;
use phase::in_phase;
use world::CombatWorld;

pub use chain::{Chain, ItemRef, Link, TargetPick};
pub use components::{ContentDb, Roster};
pub use ctx::{CombatState, Needle, Outcome, RoundInfo};
pub use decision::{Decision, PendingDecision, Request};
pub use describe::Names;
pub use driver::StepBudget;
pub use events::CombatEvent;
pub use log::CombatLog;
pub use phase::CombatPhase;
pub use record::Recording;
pub use rejection::Rejection;
pub use rng::CombatRng;
pub use schedule::{CombatSet, CombatStep};
pub use spawn::{begin_combat, capture, install, new_combat, new_state, resume};
pub use state::{CombatantId, Fighter, PartState};
pub use view::{Reads, View};

/// The headless rules engine. Needs `MinimalPlugins` (or `DefaultPlugins`) and `StatesPlugin`.
pub fn plugin(app: &mut App) {
    let mut step = Schedule::new(CombatStep);
    // The pipeline is strictly sequential and tiny: threads would cost more than they save.
    step.set_executor(SingleThreadedExecutor::new());
    step.configure_sets(
        (
            CombatSet::Setup,
            CombatSet::RoundStart,
            CombatSet::Adjust,
            CombatSet::Opportunity,
            CombatSet::Control,
            CombatSet::Answered,
            CombatSet::Decide,
            CombatSet::ReactionWindow,
            CombatSet::Resolve,
            CombatSet::RoundEnd,
            CombatSet::Record,
        )
            .chain(),
    );
    step.add_systems((
        setup
            .in_set(CombatSet::Setup)
            .run_if(in_phase(CombatPhase::Setup)),
        round_start
            .in_set(CombatSet::RoundStart)
            .run_if(in_phase(CombatPhase::RoundStart)),
        opportunity
            .in_set(CombatSet::Opportunity)
            .run_if(in_phase(CombatPhase::Opportunity)),
        record::record_answer
            .in_set(CombatSet::Answered)
            .run_if(in_phase(CombatPhase::AwaitDecision)),
        decide
            .in_set(CombatSet::Decide)
            .run_if(in_phase(CombatPhase::AwaitDecision)),
        reaction_window
            .in_set(CombatSet::ReactionWindow)
            .run_if(in_phase(CombatPhase::ReactionWindow)),
        resolve
            .in_set(CombatSet::Resolve)
            .run_if(in_phase(CombatPhase::Resolve)),
        world::apply_ground_changes
            .in_set(CombatSet::Record)
            .run_if(world::ground_changed),
        round_end
            .in_set(CombatSet::RoundEnd)
            .run_if(in_phase(CombatPhase::RoundEnd)),
    ));
    app.add_schedule(step)
        .init_state::<CombatPhase>()
        .add_message::<CombatEvent>()
        .init_resource::<Needle>()
        .init_resource::<RoundInfo>()
        .init_resource::<Chain>()
        .init_resource::<PendingDecision>()
        .init_resource::<CombatRng>()
        .init_resource::<Roster>()
        .init_resource::<CombatLog>()
        .init_resource::<Recording>()
        .init_resource::<StepBudget>()
        .init_resource::<world::StepProgress>()
        .init_resource::<world::GroundChanges>()
        .init_resource::<invariants::InvariantCheck>()
        // The log reads the messages once per frame: they live two frames, and reading them
        // at every step of the loop cost a system run per step.
        .add_systems(Update, (driver::drive, log::record).chain());
    // The driver runs state transitions between steps; threads would only add latency there.
    app.edit_schedule(bevy::state::state::StateTransition, |s| {
        s.set_executor(SingleThreadedExecutor::new());
    });
}

fn setup(mut w: CombatWorld) {
    w.run(round::setup_step);
}
fn round_start(mut w: CombatWorld) {
    w.run(round::round_start);
}
fn opportunity(mut w: CombatWorld) {
    w.run(opportunity::opportunity_step);
}
fn decide(mut w: CombatWorld) {
    w.run(decide::decide_step);
}
fn reaction_window(mut w: CombatWorld) {
    w.run(window::window_step);
}
fn resolve(mut w: CombatWorld) {
    w.run(resolve::resolve_step);
}
fn round_end(mut w: CombatWorld) {
    w.run(round::round_end);
}
