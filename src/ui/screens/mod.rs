//! The screens of the game: the title (encounter and seats), the combat (advantage picking
//! first, when the level asks for it) and the result.

pub mod combat;
pub mod result;
pub mod title;

use bevy::prelude::*;

#[derive(States, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Screen {
    #[default]
    Title,
    Combat,
    Result,
}
