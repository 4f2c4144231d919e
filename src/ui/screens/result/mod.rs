//! The result screen: who won, the fight told in a few lines, and the ways back.

pub mod fight_story;
pub mod view;
