//! AI seats: combatants a `Seat::Ai` answers for. Headless (tests, scripts, the CLI) the AI
//! thinks inline, within the pipeline step (`think_now`, as `answer` dispatches); in the window
//! it thinks on the async compute pool, so that a frame never waits for it, and its answer is
//! handed over once ready.

use super::{Seat, Seats};
use crate::ai::{Budget, Strength, StudyBudget, decision_seed, study, think};
use crate::combat::{ContentDb, Decision, PendingDecision, Roster, capture};
use crate::content::{Content, Encounter, Side};
use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};
use std::sync::{Arc, Mutex, MutexGuard, OnceLock, PoisonError};

/// How long Hard may think (its default budget unless changed).
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct AiBudget(pub Budget);

/// Present when the command line set Hard's thinking time (`--hard-ms`): the window's setting
/// then leaves `AiBudget` alone.
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct HardTimePinned;

/// The encounter being fought, for Hard to study before it answers for a side (`ai::study`):
/// each side's study is made once and shared with every task that thinks. In the window it
/// runs on the async compute pool, a few seconds at most, so that it holds up no frame (the AI
/// starts thinking only once it is done); headless, whoever asks first makes it. Without this
/// resource (a loaded save) Hard plays its own judgement.
#[derive(Resource, Clone)]
pub struct HardStudy {
    /// The library the study plays with: a hot reload makes a new one, and a new study.
    content: Arc<Content>,
    encounter: Arc<Encounter>,
    sides: Arc<[SideStudy; 2]>,
}

#[derive(Default)]
struct SideStudy {
    /// The study under way on the async compute pool, until it is seen finished. The last
    /// copy of the `HardStudy` dropped drops it, which cancels it if it has not begun.
    task: Mutex<Option<Task<()>>>,
    done: OnceLock<crate::ai::Study>,
}

/// Where `side`'s study is kept in `HardStudy::sides`.
fn slot(side: Side) -> usize {
    usize::from(side == Side::Minions)
}

impl SideStudy {
    /// The task under way, if any; a finished one is dropped.
    fn poll(&self) -> MutexGuard<'_, Option<Task<()>>> {
        // A task that panicked poisons nothing worth keeping: its slot is still usable.
        let mut task = self.task.lock().unwrap_or_else(PoisonError::into_inner);
        if task.as_mut().is_some_and(|t| check_ready(t).is_some()) {
            *task = None;
        }
        task
    }
}

impl HardStudy {
    pub fn of(content: &Arc<Content>, encounter: &Encounter) -> Self {
        HardStudy {
            content: content.clone(),
            encounter: Arc::new(encounter.clone()),
            sides: Arc::default(),
        }
    }

    /// Whether this is the study of `encounter` with `content`: a study depends on nothing
    /// else, so another fight of the same encounter ("Play again") can keep it.
    pub fn is_of(&self, content: &Arc<Content>, encounter: &Encounter) -> bool {
        Arc::ptr_eq(&self.content, content) && *self.encounter == *encounter
    }

    /// Whether both are the one study (what either learns, the other knows).
    pub fn same_as(&self, other: &HardStudy) -> bool {
        Arc::ptr_eq(&self.sides, &other.sides)
    }

    fn side(&self, side: Side) -> &SideStudy {
        &self.sides[slot(side)]
    }

    /// Whether `side`'s study is done.
    pub fn ready(&self, side: Side) -> bool {
        let side = self.side(side);
        drop(side.poll());
        side.done.get().is_some()
    }

    /// Whether a study was started and is not done yet.
    pub fn under_way(&self) -> bool {
        self.sides.iter().any(|s| s.poll().is_some())
    }

    /// `budget` with `side`'s studied style, studying first if nobody has yet.
    fn styled(&self, side: Side, budget: Budget) -> Budget {
        let study = self.side(side).done.get_or_init(|| {
            study(
                &self.content,
                &self.encounter,
                side,
                &StudyBudget::default(),
            )
        });
        Budget {
            styles: budget.styles.with(study),
            ..budget
        }
    }

    /// Starts studying `side` on the async compute pool, unless it is started or done already.
    pub fn start(&self, side: Side) {
        let mut task = self.side(side).poll();
        if task.is_some() || self.side(side).done.get().is_some() {
            return;
        }
        let Some(pool) = AsyncComputeTaskPool::try_get() else {
            // No task pools (a bare `World`): the first question makes the study instead.
            return;
        };
        // The task holds the study weakly until it begins, so that a study nobody wants any
        // more (its `HardStudy` dropped) is cancelled rather than made; once begun, whoever
        // asks meanwhile waits for it (`styled`) instead of making another.
        let (content, encounter) = (self.content.clone(), self.encounter.clone());
        let sides = Arc::downgrade(&self.sides);
        let index = slot(side);
        *task = Some(pool.spawn(async move {
            if let Some(sides) = sides.upgrade() {
                sides[index]
                    .done
                    .get_or_init(|| study(&content, &encounter, side, &StudyBudget::default()));
            }
        }));
    }
}

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

/// The side of the combatant the open request waits for.
fn deciding_side(world: &mut World) -> Option<Side> {
    let who = world
        .resource::<PendingDecision>()
        .request
        .as_ref()?
        .decider();
    world
        .query::<(
            &crate::combat::CombatantId,
            &crate::combat::components::Allegiance,
        )>()
        .iter(world)
        .find(|(id, _)| **id == who)
        .map(|(_, side)| side.0)
}

/// Hard's answer with its study of the encounter (made now if it is not yet); the others'.
fn think_studied(
    strength: Strength,
    state: &crate::combat::CombatState,
    content: &Content,
    seed: u64,
    budget: Budget,
    study: Option<&HardStudy>,
) -> Option<Decision> {
    let budget = match (strength, study, state.pending.request.as_ref()) {
        (Strength::Hard, Some(study), Some(request)) => {
            let side = state.fighters[request.decider().index()].side;
            study.styled(side, budget)
        }
        _ => budget,
    };
    think(strength, state, content, seed, &budget)
}

/// Present in a window that shows a fight run elsewhere (a network client): every answer but
/// its own players' comes from the host, so no seat here answers by itself, the AI included.
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct AnsweredElsewhere;

/// Present when whoever holds the app answers the AI's questions between updates (the command
/// line does, to save at each question): the pipeline then waits at every question.
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct AnswerBetweenUpdates;

/// The AI's answer to the open request, thought out now on this thread (Hard with its study,
/// made first if nobody has yet).
pub fn think_now(world: &mut World, strength: Strength) -> Option<Decision> {
    let serial = world.resource::<PendingDecision>().serial;
    let (state, content, seed, budget) = question(world, serial);
    let study = world.get_resource::<HardStudy>();
    think_studied(strength, &state, &content, seed, budget, study)
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
    let study = world.get_resource::<HardStudy>().cloned();
    if let (Strength::Hard, Some(study)) = (strength, &study)
        && let Some(side) = deciding_side(world)
        && !study.ready(side)
    {
        // The task would only wait for the study: ask again once it is done (the screen says
        // the Dark Lord studies the battlefield meanwhile).
        study.start(side);
        return;
    }
    let (state, content, seed, budget) = question(world, serial);
    let task = AsyncComputeTaskPool::get().spawn(async move {
        think_studied(strength, &state, &content, seed, budget, study.as_ref())
    });
    world.insert_resource(Thinking { serial, task });
}
