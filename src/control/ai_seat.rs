//! AI seats: combatants a `ControllerKind::Ai` answers for. Headless (tests, scripts, the CLI)
//! the AI thinks inline, within the pipeline step; in the window it thinks on the async compute
//! pool, so that a frame never waits for it, and its answer is handed over once ready.

use super::{ControllerKind, Seats};
use crate::ai::{Budget, Strength, decision_seed, think};
use crate::combat::{ContentDb, Decision, PendingDecision, Roster, capture};
use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};

/// How long Hard may think (its default budget unless changed).
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct AiBudget(pub Budget);

/// Present in the window: the AI thinks off the main thread.
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct ThinkInBackground;

/// The AI thinking off the main thread about the request with this serial number.
#[derive(Resource)]
pub struct Thinking {
    pub serial: u64,
    task: Task<Option<Decision>>,
}

/// The open request's strength and serial, when an AI seat must answer it.
fn ai_request(world: &World) -> Option<(Strength, u64)> {
    let pending = world.resource::<PendingDecision>();
    if pending.answer.is_some() {
        return None;
    }
    let request = pending.request.as_ref()?;
    match world.resource::<Seats>().kind(request.decider()) {
        ControllerKind::Ai(strength) => Some((strength, pending.serial)),
        _ => None,
    }
}

/// What the AI needs to think, taken out of the world.
fn question(
    world: &mut World,
    serial: u64,
) -> (
    crate::combat::CombatState,
    std::sync::Arc<crate::content::Content>,
    u64,
    Budget,
) {
    let content = world.resource::<ContentDb>().0.clone();
    let seed = decision_seed(world.resource::<Roster>().seed, serial);
    let budget = world
        .get_resource::<AiBudget>()
        .copied()
        .unwrap_or_default()
        .0;
    (capture(world), content, seed, budget)
}

/// Present when whoever holds the app answers the AI's questions between updates (the command
/// line does, to save at each question): the pipeline then waits at every question.
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct AnswerBetweenUpdates;

/// Inline: answers within the pipeline step (the `Control` set).
pub fn think_inline(world: &mut World) {
    if world.contains_resource::<ThinkInBackground>()
        || world.contains_resource::<AnswerBetweenUpdates>()
    {
        return;
    }
    answer_now(world);
}

/// Answers the open question now if an AI seat must (with `AnswerBetweenUpdates`, between
/// updates); returns whether it did.
pub fn answer_now(world: &mut World) -> bool {
    let Some((strength, serial)) = ai_request(world) else {
        return false;
    };
    let (state, content, seed, budget) = question(world, serial);
    let answer = think(strength, &state, &content, seed, &budget);
    let answered = answer.is_some();
    world.resource_mut::<PendingDecision>().answer = answer;
    answered
}

/// In the window, before the pipeline runs each frame: hands over a finished answer, drops one
/// whose question is gone, or starts thinking about a new question.
pub fn think_in_background(world: &mut World) {
    if let Some(mut thinking) = world.get_resource_mut::<Thinking>() {
        let done = check_ready(&mut thinking.task);
        let serial = thinking.serial;
        let stale = world.resource::<PendingDecision>().serial != serial;
        if done.is_none() && !stale {
            return;
        }
        // Dropping the task cancels it if it still runs.
        world.remove_resource::<Thinking>();
        let mut pending = world.resource_mut::<PendingDecision>();
        if !stale && pending.answer.is_none() {
            pending.answer = done.flatten();
        }
        return;
    }
    let Some((strength, serial)) = ai_request(world) else {
        return;
    };
    let (state, content, seed, budget) = question(world, serial);
    let task = AsyncComputeTaskPool::get()
        .spawn(async move { think(strength, &state, &content, seed, &budget) });
    world.insert_resource(Thinking { serial, task });
}
