//! Network play in the window (issue 28 §3): hosting and joining from the title or the command
//! line, the lobby kept up to date, the host's steps put on the combat screen, the players'
//! answers sent, and the connection's corner, refusals and losses said in plain words. The
//! rules never run here for a networked fight: the host's game app runs them.

pub mod autoplay;
pub mod corner;
pub mod fight;
pub mod pump;
pub mod session;

pub use session::{HostSetup, JoinSetup, Session};

use crate::ui::screens::Screen;
use crate::ui::sets::UiSet;
use bevy::prelude::*;
use bevy_egui::EguiPrimaryContextPass;

/// What the title (or the command line) asks of the network.
#[derive(Message, Clone, Debug)]
pub enum NetAsk {
    Host(Box<HostSetup>),
    Join(Box<JoinSetup>),
    /// The game is over or lost: back to the title, the connection closed.
    Leave,
}

/// The connection as the corner shows it, kept by `pump` for the screens to draw.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct NetCorner {
    /// "Connected to 127.0.0.1:7420, round trip 2 ms".
    pub line: String,
    /// The game cannot go on, in plain words (a refusal, a lost connection).
    pub trouble: Option<String>,
}

pub(crate) fn plugin(app: &mut App) {
    app.add_message::<NetAsk>()
        .init_resource::<NetCorner>()
        .add_systems(PreUpdate, answer.in_set(UiSet::Answer))
        .add_systems(
            Update,
            (pump::pump, autoplay::autoplay)
                .chain()
                .in_set(UiSet::Think),
        )
        .add_systems(OnEnter(Screen::Title), session::close)
        .add_systems(EguiPrimaryContextPass, corner::draw.in_set(UiSet::Windows));
}

fn answer(mut asks: MessageReader<NetAsk>, mut commands: Commands) {
    for ask in asks.read().cloned() {
        commands.queue(move |world: &mut World| carry_out(world, ask));
    }
}

fn carry_out(world: &mut World, ask: NetAsk) {
    let started = match ask {
        NetAsk::Host(setup) => session::start_host(world, *setup),
        NetAsk::Join(setup) => session::start_join(world, *setup, None),
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
