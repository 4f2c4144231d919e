//! What a click on a screen means, and the one place where it reaches the game: screens return
//! an `Intent`; `apply` hands decisions to the rules engine, which alone changes the combat.

use crate::combat::{Decision, PendingDecision, begin_combat};
use crate::content::ActionId;
use crate::control::Seats;
use crate::ui::saves::{self, Keep, ReplayControl};
use crate::ui::screens::Screen;
use crate::ui::screens::combat::current_game::{self, CurrentGame};
use crate::ui::screens::combat::handoff::HandOff;
use crate::ui::seating::StartSetup;
use bevy::prelude::*;
use std::path::PathBuf;

/// A player's wish, from any screen.
#[derive(Clone, Debug)]
pub enum Intent {
    Start(Box<StartSetup>),
    /// The answer to the open request.
    Decide(Decision),
    /// Hot-seat: this player (numbered from 0) took the mouse on the hand-off cover.
    Ready(u8),
    /// Per seat: never ask about this reaction again (or ask again).
    Never {
        player: u8,
        action: ActionId,
        never: bool,
    },
    PlayAgain,
    BackToTitle,
    /// Save the fight (`saves/<level>.ron`).
    Save,
    /// Save the fight's replay (`replays/`).
    SaveReplay,
    /// Delete this saved fight or replay (asked to confirm on the title first).
    Delete(PathBuf),
    /// Continue the fight saved in this file.
    Load(PathBuf),
    /// Watch this replay.
    Watch(PathBuf),
    /// Pause, play on or step the replay being watched.
    Replay(ReplayControl),
    /// With "confirm before commit": the move held for a second look goes ahead.
    Commit,
    /// With "confirm before commit": the move held for a second look is taken back.
    TakeBack,
    /// The same fight again from its start (same seed).
    Restart,
    /// The side whose move it is (or the players' side) gives up the fight.
    Concede,
}

/// A move held for a second look ("confirm before commit"), with the question it answers.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct HeldMove(pub Option<(u64, Decision)>);

/// A player gave up the fight for this side: the rules take it as the answer to their next
/// question (at once when one is open), and the fight ends there.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Conceding(pub crate::content::Side);

/// Carries an intent out on the world.
pub fn apply(world: &mut World, intent: Intent) {
    match intent {
        Intent::Start(setup) => start(world, *setup),
        Intent::Decide(decision) => {
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
        Intent::Commit => {
            let held = world
                .get_resource_mut::<HeldMove>()
                .and_then(|mut h| h.0.take());
            if let Some((serial, decision)) = held
                && world.resource::<PendingDecision>().serial == serial
            {
                decide(world, decision);
            }
        }
        Intent::TakeBack => {
            world.insert_resource(HeldMove::default());
        }
        Intent::Restart => {
            if let Some(game) = world.get_resource::<CurrentGame>() {
                let setup = game.0.clone();
                start(world, setup);
            }
        }
        Intent::Concede => concede(world),
        Intent::Delete(path) => {
            let mut keep = world.resource_mut::<Keep>();
            let result = keep.delete(&path);
            keep.status = Some(match result {
                Ok(()) => format!("Deleted {}", saves::short(&path)),
                Err(why) => format!("Not deleted: {why}"),
            });
        }
        Intent::Ready(player) => {
            world.insert_resource(HandOff {
                last_player: Some(player),
            });
        }
        Intent::Never {
            player,
            action,
            never,
        } => {
            let Some(id) = world
                .get_resource::<crate::combat::ContentDb>()
                .map(|db| db.0.action(action).id.clone())
            else {
                return;
            };
            world
                .resource_mut::<crate::ui::windows::settings::Settings>()
                .set_auto_pass(player, &id, never);
            if !never
                && let Some(mut passed) =
                    world.get_resource_mut::<crate::ui::screens::combat::auto_pass::AutoPassed>()
            {
                passed.0 = None;
            }
        }
        Intent::PlayAgain => {
            if let Some(game) = world.get_resource::<CurrentGame>() {
                let mut setup = game.0.clone();
                setup.seed = setup.seed.wrapping_add(1);
                start(world, setup);
            }
        }
        Intent::BackToTitle => {
            world.remove_resource::<Conceding>();
            world.resource_mut::<NextState<Screen>>().set(Screen::Title);
        }
        Intent::Save => saves::save(world),
        Intent::SaveReplay => saves::save_replay(world),
        Intent::Load(path) => {
            world.remove_resource::<Conceding>();
            saves::load(world, &path);
        }
        Intent::Watch(path) => {
            world.remove_resource::<Conceding>();
            saves::watch(world, &path);
        }
        Intent::Replay(control) => saves::control(world, control),
    }
}

/// Hands `decision` to the rules as the answer to the open request.
fn decide(world: &mut World, decision: Decision) {
    let mut pending = world.resource_mut::<PendingDecision>();
    let Some(decider) = pending.request.as_ref().map(|r| r.decider()) else {
        return;
    };
    if pending.answer.is_some() {
        return;
    }
    pending.answer = Some(decision);
    // Whoever answers has the mouse: the next prompt of theirs needs no cover.
    let player = world
        .get_resource::<Seats>()
        .and_then(|seats| seats.seat(decider).player());
    if let (Some(player), Some(mut handoff)) = (player, world.get_resource_mut::<HandOff>()) {
        handoff.last_player = Some(player);
    }
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
    world.insert_resource(Conceding(side));
    hand_over_concession(world);
}

/// Each frame before the pipeline: a concession waiting for a question becomes its answer, in
/// place of any other not yet applied, and an AI answer still being thought out is dropped.
pub fn hand_over_concession(world: &mut World) {
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

fn start(world: &mut World, setup: StartSetup) {
    world.remove_resource::<Conceding>();
    world.insert_resource(HeldMove::default());
    saves::began(world, &setup.path);
    world.insert_resource(setup.seats());
    world.insert_resource(crate::control::ControlRng::new(setup.seed));
    begin_combat(world, &setup.encounter, setup.seed);
    // A new game hands its first human prompt over too.
    world.insert_resource(HandOff::default());
    current_game::adopt(world, setup);
    world
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Combat);
}
