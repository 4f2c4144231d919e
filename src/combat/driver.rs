//! The driver: runs the pipeline step by step within one frame until it needs an answer it
//! does not have, the combat ends, or the frame's budget is spent.

use super::phase::CombatPhase;
use super::schedule::CombatStep;
use super::world::StepProgress;
use bevy::ecs::schedule::Schedule;
use bevy::prelude::*;
use bevy::state::state::StateTransition;

/// How far the driver may go in one `app.update()`.
#[derive(Resource, Clone, Copy, Debug)]
pub struct StepBudget {
    /// Pipeline steps per update at most.
    pub max_steps: u32,
    /// Decisions applied per update at most (a window shows one at a time; headless: no limit).
    pub max_decisions: u64,
    /// Set by presentation while an animation plays: the pipeline waits, the outcome does not change.
    pub hold: bool,
}

impl Default for StepBudget {
    fn default() -> Self {
        Self {
            max_steps: 1_000_000,
            max_decisions: u64::MAX,
            hold: false,
        }
    }
}

pub fn drive(world: &mut World) {
    let budget = *world.resource::<StepBudget>();
    if budget.hold {
        return;
    }
    // Both schedules are taken out once for the whole loop: looking them up at every step
    // cost more than most steps do.
    world.schedule_scope(StateTransition, |world, transitions| {
        world.schedule_scope(CombatStep, |world, step| {
            run_steps(world, transitions, step, budget)
        });
        // Leave the state current, so readers between frames see the phase the step chose.
        transitions.run(world);
    });
}

fn run_steps(
    world: &mut World,
    transitions: &mut Schedule,
    step: &mut Schedule,
    budget: StepBudget,
) {
    let decisions_at_start = world.resource::<StepProgress>().decisions_applied;
    for _ in 0..budget.max_steps {
        transitions.run(world);
        let phase = *world.resource::<State<CombatPhase>>().get();
        if matches!(phase, CombatPhase::Idle | CombatPhase::Over) {
            break;
        }
        world.resource_mut::<StepProgress>().progressed = false;
        step.run(world);
        let progress = *world.resource::<StepProgress>();
        if !progress.progressed
            || progress.decisions_applied - decisions_at_start >= budget.max_decisions
        {
            break;
        }
    }
}
