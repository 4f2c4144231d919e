//! The lobby of a networked fight: the players by name, the seats (each hero, the Dark Lord)
//! and who holds them, each player's Ready, and, for the window that hosts, the AI or a free
//! seat at a click and the Start button, greyed out with the reason until it may start. It
//! draws from a `LobbyBoard` the network area (`ui::netplay`) keeps up to date, and answers with
//! `LobbyClick`s that area carries to the host.

pub mod board;
pub mod here;
pub mod view;

pub use board::{LobbyBoard, LobbyClick};

use crate::ui::ask::Asks;
use crate::ui::screens::Screen;
use crate::ui::sets::UiSet;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

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
