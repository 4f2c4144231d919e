//! Network play in the window (issue 28 §3): hosting and joining from the title or the command
//! line, the lobby kept up to date, the host's steps put on the combat screen, the players'
//! answers sent, and the connection's corner, refusals and losses said in plain words. The
//! rules never run here for a networked fight: the host's game app runs them.

pub mod autoplay;
pub mod corner;
pub mod fight;
pub mod link;
pub mod pump;
pub mod rejoin;
pub mod session;
pub mod start;

pub use link::NetCorner;
pub use session::{HostSetup, JoinSetup, Session};
pub use start::NetAsk;

use crate::ui::screens::Screen;
use crate::ui::sets::UiSet;
use bevy::prelude::*;
use bevy_egui::EguiPrimaryContextPass;

pub(crate) fn plugin(app: &mut App) {
    app.add_message::<NetAsk>()
        .init_resource::<NetCorner>()
        .add_systems(PreUpdate, start::answer.in_set(UiSet::Answer))
        .add_systems(
            Update,
            (pump::pump, autoplay::autoplay)
                .chain()
                .in_set(UiSet::Think),
        )
        .add_systems(OnEnter(Screen::Title), session::close)
        .add_systems(EguiPrimaryContextPass, corner::draw.in_set(UiSet::Windows));
}
