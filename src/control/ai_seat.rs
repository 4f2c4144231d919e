//! AI seats: combatants a `Seat::Ai` answers for. Headless (tests, scripts, the CLI) the AI
//! thinks inline, within the pipeline step (`think_now`, as `answer` dispatches); in the window
//! it thinks on the async compute pool, so that a frame never waits for it, and its answer is
//! handed over once ready.

use super::{Seat, Seats};
use crate::ai::{Budget, Strength, decision_seed, think};
use crate::combat::{ContentDb, Decision, PendingDecision, Roster, capture};
use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};

/// How long Hard may think (its default budget unless changed).
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct AiBudget(pub Budget);

/// Present when the command line set Hard's thinking time (`--hard-ms`): the window's setting
/// then leaves `AiBudget` alone.
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct HardTimePinned;

/// Present in the window: the AI thinks off the main thread.
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct ThinkInBackground;

/// The AI thinking off the main thread about the request with this serial number.
#[derive(Resource)]
pub struct Thinking {
    pub serial: u64,
    task: Task<Option<Decision>>,
}

/// The strength of the AI seat that must answer the open request, if one must.
pub fn awaited_ai(pending: &PendingDecision, seats: &Seats) -> Option<Strength> {
    if pending.answer.is_some() {
        return None;
    }
    match seats.seat(pending.request.as_ref()?.decider()) {
        Seat::Ai(strength) => Some(strength),
        _ => None,
    }
}

/// The open request's strength and serial, when an AI seat must answer it.
fn ai_request(world: &World) -> Option<(Strength, u64)> {
    let pending = world.resource::<PendingDecision>();
    awaited_ai(pending, world.resource::<Seats>()).map(|strength| (strength, pending.serial))
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

/// Present in a window that shows a fight run elsewhere (a network client): every answer but
/// its own players' comes from the host, so no seat here answers by itself, the AI included.
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct AnsweredElsewhere;

/// Present when whoever holds the app answers the AI's questions between updates (the command
/// line does, to save at each question): the pipeline then waits at every question.
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct AnswerBetweenUpdates;

/// The AI's answer to the open request, thought out now on this thread.
pub fn think_now(world: &mut World, strength: Strength) -> Option<Decision> {
    let serial = world.resource::<PendingDecision>().serial;
    let (state, content, seed, budget) = question(world, serial);
    think(strength, &state, &content, seed, &budget)
}

/// In the window, before the pipeline runs each frame: hands over a finished answer, drops one
/// whose question is gone, or starts thinking about a new question.
pub fn think_in_background(world: &mut World) {
    if world.contains_resource::<AnsweredElsewhere>() {
        return;
    }
    if let Some(mut thinking) = world.get_resource_mut::<Thinking>() {
        let done = check_ready(&mut thinking.task);
        let serial = thinking.serial;
        // A question answered otherwise (a concession ended the fight) is gone too.
        let pending = world.resource::<PendingDecision>();
        let stale = pending.serial != serial || pending.request.is_none();
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
