//! The lobby of a networked fight: the players by name, the seats (each hero, the Dark Lord)
//! and who holds them, each player's Ready, and, for the window that hosts, the AI or a free
//! seat at a click and the Start button, greyed out with the reason until it may start. It
//! draws from a `LobbyBoard` the network area (`ui::netplay`) keeps up to date, and answers with
//! `LobbyClick`s that area carries to the host.

pub mod view;

use crate::ai::Strength;
use crate::combat::CombatantId;
use crate::net::protocol::{LobbyAsk, LobbyView};
use crate::ui::ask::Asks;
use crate::ui::screens::Screen;
use crate::ui::sets::UiSet;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

/// What the lobby screen shows.
#[derive(Resource, Clone, Debug, Default)]
pub struct LobbyBoard {
    /// The lobby as the host last showed it (None: not yet).
    pub view: Option<LobbyView>,
    /// This window hosts: it gives seats to the AI, frees them and starts.
    pub hosting: bool,
    /// Why the fight cannot start yet, in words (None: it can).
    pub not_ready: Option<String>,
    /// The connection in words: "Hosting on port 7420", "Connecting to 127.0.0.1:7420".
    pub line: String,
    /// What happened to the connections, newest last.
    pub notes: Vec<String>,
    /// The name being typed.
    pub name: String,
}

/// A click in the lobby.
#[derive(Message, Clone, Debug, PartialEq)]
pub enum LobbyClick {
    /// Asked of the host like any player's ask.
    Ask(LobbyAsk),
    /// The host's own: the seat of this combatant to the AI.
    GiveToAi(CombatantId, Strength),
    /// The host's own: the seat open to players again.
    Free(CombatantId),
    /// The host's own: the fight begins.
    Start,
    /// Back to the title (the game ends for everyone if this window hosts).
    Leave,
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<LobbyBoard>()
        .add_message::<LobbyClick>()
        .add_systems(
            EguiPrimaryContextPass,
            draw.in_set(UiSet::Screen).run_if(in_state(Screen::Lobby)),
        );
}

fn draw(
    mut contexts: EguiContexts,
    mut board: ResMut<LobbyBoard>,
    mut asks: ResMut<Asks>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut ui = crate::ui::widgets::screen_ui(ctx);
    asks.0.extend(view::lobby(&mut ui, &mut board));
    Ok(())
}
