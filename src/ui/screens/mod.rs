//! The screens of the game, one room each: the title (encounter and seats, saved fights), the
//! combat (advantage picking first, when the level asks for it), the result, and a campaign's
//! map and party, and a networked game's lobby.

pub mod campaign;
pub mod combat;
pub mod lobby;
pub mod party;
pub mod result;
pub mod state;
pub mod title;

pub use state::{Paused, Screen};

use bevy::prelude::*;

/// The screens, each a room whose plugin is the only thing added here. A new screen (the
/// campaign's map, the party, the lobby) is one more folder and one more line.
pub(crate) fn plugin(app: &mut App) {
    app.init_state::<Screen>()
        .add_sub_state::<Paused>()
        .add_plugins((
            title::plugin,
            combat::plugin,
            result::plugin,
            campaign::plugin,
            party::plugin,
            lobby::plugin,
        ));
}
