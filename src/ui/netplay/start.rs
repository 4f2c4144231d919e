//! Hosting, joining and leaving, as the title or the command line asks (`NetAsk`): a port
//! that cannot be used or an address that cannot be reached is said in plain words.

use super::link::NetCorner;
use super::session::{self, HostSetup, JoinSetup};
use crate::ui::screens::Screen;
use bevy::prelude::*;

/// What the title (or the command line) asks of the network.
#[derive(Message, Clone, Debug)]
pub enum NetAsk {
    Host(Box<HostSetup>),
    Join(Box<JoinSetup>),
    /// The connection was lost mid-game: connect again with this window's token.
    Rejoin,
    /// The game is over or lost: back to the title, the connection closed.
    Leave,
}

pub(super) fn answer(mut asks: MessageReader<NetAsk>, mut commands: Commands) {
    for ask in asks.read().cloned() {
        commands.queue(move |world: &mut World| carry_out(world, ask));
    }
}

fn carry_out(world: &mut World, ask: NetAsk) {
    let started = match ask {
        NetAsk::Host(setup) => {
            // The host's saves are named after its level, as a fight of this window's own.
            crate::ui::saves::began(world, &setup.setup.path);
            world.resource_mut::<crate::ui::saves::Keep>().hosting = true;
            session::start_host(world, *setup)
        }
        NetAsk::Join(setup) => {
            world.resource_mut::<crate::ui::saves::Keep>().hosting = false;
            session::start_join(world, *setup, None)
        }
        NetAsk::Rejoin => super::rejoin::rejoin(world),
        NetAsk::Leave => {
            world.resource_mut::<NetCorner>().trouble = None;
            world.resource_mut::<NextState<Screen>>().set(Screen::Title);
            return;
        }
    };
    if let Err(e) = started {
        world.resource_mut::<NetCorner>().trouble = Some(e.to_string());
    }
}
