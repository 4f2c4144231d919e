//! The players' moves reach the rules here and nowhere else: an answer to the open request
//! (held for a second look with "confirm before commit"), and a concession, which the rules
//! take as the side's next answer (`Decision::Concede`).

use crate::combat::{Decision, PendingDecision};
use crate::content::Side;
use crate::control::Seats;
use crate::ui::sets::UiSet;
use bevy::prelude::*;

/// What the players ask of the fight under way.
#[derive(Message, Clone, Debug)]
pub enum MoveAsk {
    /// The answer to the open request.
    Decide(Decision),
    /// With "confirm before commit": the move held for a second look goes ahead.
    Commit,
    /// With "confirm before commit": the move held for a second look is taken back.
    TakeBack,
    /// The side whose move it is (or the players' side) gives up the fight.
    Concede,
}

/// A move held for a second look ("confirm before commit"), with the question it answers.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct HeldMove(pub Option<(u64, Decision)>);

/// A player gave up the fight for this side: the rules take it as the answer to their next
/// question (at once when one is open), and the fight ends there.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Conceding(pub Side);

pub(crate) fn plugin(app: &mut App) {
    app.add_message::<MoveAsk>()
        .add_systems(PreUpdate, answer.in_set(UiSet::Answer))
        .add_systems(Update, hand_over_concession.in_set(UiSet::Decide));
}

fn answer(mut asks: MessageReader<MoveAsk>, mut commands: Commands) {
    for ask in asks.read().cloned() {
        commands.queue(move |world: &mut World| carry_out(world, ask));
    }
}

fn carry_out(world: &mut World, ask: MoveAsk) {
    match ask {
        MoveAsk::Decide(decision) => {
            let confirm = world
                .get_resource::<crate::ui::windows::settings::Settings>()
                .is_some_and(|s| s.confirm_before_commit);
            if confirm {
                let serial = world.resource::<PendingDecision>().serial;
                world.insert_resource(HeldMove(Some((serial, decision))));
                return;
            }
            decide(world, decision);
        }
        MoveAsk::Commit => {
            let held = world
                .get_resource_mut::<HeldMove>()
                .and_then(|mut h| h.0.take());
            if let Some((serial, decision)) = held
                && world.resource::<PendingDecision>().serial == serial
            {
                decide(world, decision);
            }
        }
        MoveAsk::TakeBack => world.insert_resource(HeldMove::default()),
        MoveAsk::Concede => concede(world),
    }
}

/// Hands `decision` to the rules as the answer to the open request; in a networked fight, to
/// the host instead (it alone runs the rules).
fn decide(world: &mut World, decision: Decision) {
    let pending = world.resource::<PendingDecision>();
    let serial = pending.serial;
    let Some(decider) = pending.request.as_ref().map(|r| r.decider()) else {
        return;
    };
    if pending.answer.is_some() {
        return;
    }
    // Whoever answers has the mouse: the next prompt of theirs needs no cover (the host's
    // next step included, in a networked fight).
    let player = world
        .get_resource::<Seats>()
        .and_then(|seats| seats.seat(decider).player());
    if let (Some(player), Some(mut handoff)) =
        (player, world.get_resource_mut::<super::handoff::HandOff>())
    {
        handoff.last_player = Some(player);
    }
    if let Some(mut remote) = world.get_resource_mut::<super::remote::RemoteAnswers>() {
        if !remote.in_flight {
            remote.outbox.push((serial, decision));
        }
        return;
    }
    world.resource_mut::<PendingDecision>().answer = Some(decision);
}

/// The side whose move it is gives up (or, when no player is asked anything, the first
/// player's side): the rules end the fight with the other side the winner.
fn concede(world: &mut World) {
    if !world.contains_resource::<crate::combat::Roster>() || crate::combat::run::over(world) {
        return;
    }
    let seats = world.get_resource::<Seats>().cloned().unwrap_or_default();
    let snap = crate::ui::snapshot::Snapshot::capture(world);
    let asked = snap
        .state
        .pending
        .request
        .as_ref()
        .map(|r| r.decider())
        .filter(|&d| seats.seat(d).is_human());
    let human = snap
        .state
        .fighters
        .iter()
        .map(|f| f.id)
        .find(|&c| seats.seat(c).is_human());
    let Some(side) = asked.or(human).map(|c| snap.fighter(c).side) else {
        return;
    };
    world.insert_resource(HeldMove::default());
    if world.contains_resource::<super::remote::RemoteAnswers>() {
        // The host takes a concession only as the answer to one of our own questions.
        if asked.is_some() {
            decide(world, Decision::Concede(side));
        }
        return;
    }
    world.insert_resource(Conceding(side));
    hand_over_concession(world);
}

/// Each frame before the pipeline: a concession waiting for a question becomes its answer, in
/// place of any other not yet applied, and an AI answer still being thought out is dropped.
pub(crate) fn hand_over_concession(world: &mut World) {
    let Some(Conceding(side)) = world.get_resource::<Conceding>().copied() else {
        return;
    };
    if crate::combat::run::over(world) {
        world.remove_resource::<Conceding>();
        return;
    }
    let mut pending = world.resource_mut::<PendingDecision>();
    if pending.request.is_none() {
        return;
    }
    pending.answer = Some(Decision::Concede(side));
    world.remove_resource::<Conceding>();
    // Dropping the task cancels it.
    world.remove_resource::<crate::control::ai_seat::Thinking>();
}
