//! What a click on a screen means, and the one place where it reaches the game: screens return
//! an `Intent`; `apply` hands decisions to the rules engine, which alone changes the combat.

use super::game::{self, CurrentGame};
use super::handoff::HandOff;
use super::keep::{self, ReplayControl};
use super::screen::Screen;
use super::setup::StartSetup;
use crate::combat::{Decision, PendingDecision, begin_combat};
use crate::content::ActionId;
use crate::control::Seats;
use bevy::prelude::*;
use std::collections::HashSet;
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
    /// Continue the fight saved in this file.
    Load(PathBuf),
    /// Watch this replay.
    Watch(PathBuf),
    /// Pause, play on or step the replay being watched.
    Replay(ReplayControl),
}

/// Reactions a player chose never to be asked about (R7.3's windows still open; the seat
/// passes without a prompt).
#[derive(Resource, Clone, Debug, Default)]
pub struct ReactionPolicy {
    pub never: HashSet<(u8, ActionId)>,
}

/// Carries an intent out on the world.
pub fn apply(world: &mut World, intent: Intent) {
    match intent {
        Intent::Start(setup) => start(world, *setup),
        Intent::Decide(decision) => {
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
            if let (Some(player), Some(mut handoff)) = (player, world.get_resource_mut::<HandOff>())
            {
                handoff.last_player = Some(player);
            }
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
            let mut policy = world.resource_mut::<ReactionPolicy>();
            if never {
                policy.never.insert((player, action));
            } else {
                policy.never.remove(&(player, action));
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
            world.resource_mut::<NextState<Screen>>().set(Screen::Title);
        }
        Intent::Save => keep::save(world),
        Intent::SaveReplay => keep::save_replay(world),
        Intent::Load(path) => keep::load(world, &path),
        Intent::Watch(path) => keep::watch(world, &path),
        Intent::Replay(control) => keep::control(world, control),
    }
}

fn start(world: &mut World, setup: StartSetup) {
    keep::began(world, &setup.path);
    world.insert_resource(setup.seats());
    world.insert_resource(crate::control::ControlRng::new(setup.seed));
    begin_combat(world, &setup.encounter, setup.seed);
    // A new game hands its first human prompt over too.
    world.insert_resource(HandOff::default());
    game::adopt(world, setup);
    world
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Combat);
}
