//! Beginning and leaving a fight: a new one from the title (or the editor's play-test), the same
//! one again, the next seed, or back to the title, asked for with `FightAsk`. Whatever starts a
//! fight (this, a loaded save, a replay, a script's moment) only puts the engine's state in and
//! sets `Screen::Combat`: what belongs to the fight's screen is made on entering it and goes on
//! leaving it, however it is left (`OnEnter`/`OnExit(Screen::Combat)`).

use super::auto_pass::AutoPassed;
use super::decide::{Conceding, HeldMove};
use super::fx::Fx;
use super::handoff::HandOff;
use super::move_draft::Draft;
use crate::combat::{Needle, begin_combat};
use crate::ui::screens::Screen;
use crate::ui::seating::StartSetup;
use crate::ui::sets::UiSet;
use bevy::prelude::*;

/// The players ask for a fight to begin or end.
#[derive(Message, Clone, Debug)]
pub enum FightAsk {
    Start(Box<StartSetup>),
    /// The same fight again from its start (same seed).
    Restart,
    /// The same encounter with the next seed.
    PlayAgain,
    BackToTitle,
}

pub(crate) fn plugin(app: &mut App) {
    app.add_message::<FightAsk>()
        .add_systems(PreUpdate, answer.in_set(UiSet::Answer))
        .add_systems(OnEnter(Screen::Combat), enter_fight)
        .add_systems(OnExit(Screen::Combat), leave_fight);
}

fn answer(mut asks: MessageReader<FightAsk>, mut commands: Commands) {
    for ask in asks.read().cloned() {
        commands.queue(move |world: &mut World| carry_out(world, ask));
    }
}

fn carry_out(world: &mut World, ask: FightAsk) {
    let current = || {
        world
            .get_resource::<super::current_game::CurrentGame>()
            .map(|g| g.0.clone())
    };
    match ask {
        FightAsk::Start(setup) => start(world, *setup),
        FightAsk::Restart => {
            if let Some(setup) = current() {
                start(world, setup);
            }
        }
        FightAsk::PlayAgain => {
            if let Some(mut setup) = current() {
                setup.seed = setup.seed.wrapping_add(1);
                start(world, setup);
            }
        }
        FightAsk::BackToTitle => world.resource_mut::<NextState<Screen>>().set(Screen::Title),
    }
}

/// A new fight of `setup`: its seats, the engine's state, and the combat screen.
pub fn start(world: &mut World, setup: StartSetup) {
    // A fight at this screen ends any network game this window was in.
    crate::ui::netplay::session::close(world);
    crate::ui::saves::began(world, &setup.path);
    world.insert_resource(setup.seats());
    world.insert_resource(crate::control::ControlRng::new(setup.seed));
    begin_combat(world, &setup.encounter, setup.seed);
    super::current_game::adopt(world, setup);
    world
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Combat);
}

/// What the combat screen keeps for one fight, made fresh on entering it: the first human
/// prompt gets a hand-off cover, nothing is held or half-chosen, and what was logged before the
/// screen showed (a loaded save) is not animated again.
fn enter_fight(world: &mut World) {
    let needle = world.resource::<Needle>().0 as f32;
    world.insert_resource(Fx {
        needle,
        ..default()
    });
    // The players' names stay (a networked window names them before its first step shows).
    let names = world
        .remove_resource::<HandOff>()
        .map(|h| h.names)
        .unwrap_or_default();
    world.insert_resource(HandOff {
        last_player: None,
        names,
    });
    world.insert_resource(Draft::default());
    world.insert_resource(HeldMove::default());
    world.insert_resource(AutoPassed::default());
}

/// The one reset on leaving a fight, by the result, the pause menu, a concession, a restart or
/// a load: everything the fight's screen kept goes with it, and the AI stops thinking. (The
/// tutorial, a window of its own, goes on the same `OnExit`.)
fn leave_fight(world: &mut World) {
    world.remove_resource::<Fx>();
    world.remove_resource::<HandOff>();
    world.remove_resource::<Draft>();
    world.remove_resource::<HeldMove>();
    world.remove_resource::<AutoPassed>();
    world.remove_resource::<Conceding>();
    // Dropping the task cancels it.
    world.remove_resource::<crate::control::ai_seat::Thinking>();
}
