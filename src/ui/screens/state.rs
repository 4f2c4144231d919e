//! The window's states: which screen shows, and, during a fight, whether the pause menu holds
//! it. Every room reads them; only the screens' plugin registers them.

use bevy::prelude::*;

/// The screens of the game: the title (encounter and seats), the combat (advantage picking
/// first, when the level asks for it), the result, and a campaign's map and party.
#[derive(States, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Screen {
    #[default]
    Title,
    Combat,
    Result,
    /// A campaign's map.
    Campaign,
    /// A campaign's party: the heroes, their gear, the stash, the choices owed.
    Party,
    /// A networked game's lobby: players, seats, Ready, and the host's Start.
    Lobby,
}

/// Whether the fight is held by the pause menu: a state of the combat screen only, so that
/// leaving the fight leaves no pause behind.
#[derive(SubStates, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[source(Screen = Screen::Combat)]
pub enum Paused {
    #[default]
    No,
    Yes,
}
