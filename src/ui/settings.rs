//! The player's settings: how the screens look (scale, text size, palette), how fast the
//! automatic players move, how much of the rules shows, whether a move asks for confirmation,
//! and which reactions pass without asking. One resource, read by every screen.

use super::pace::Speed;
use super::palette::Palette;
use bevy::prelude::*;
use serde::{Deserialize, Serialize};

/// What the player chose in Settings; `Default` is what a new player gets.
#[derive(Resource, Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Settings {
    /// The whole interface's zoom, 0.8 to 1.5.
    pub ui_scale: f32,
    /// The body text's size in points (headings and small text follow it).
    pub text_size: f32,
    pub palette: Palette,
    /// How fast the automatic players and the animations move.
    pub speed: Speed,
    /// Rule numbers, check notation and the dice trace on screen, for rules lawyers and
    /// designers; off by default, when the screens speak in plain words.
    pub show_rules_detail: bool,
    /// A chosen move waits for a second "Confirm" before it is committed.
    pub confirm_before_commit: bool,
    /// Reactions that pass without a prompt, by the reaction's id, per player seat.
    pub auto_pass: Vec<AutoPass>,
}

/// One "never ask me about this reaction" choice.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AutoPass {
    /// The player seat (0 for the first player).
    pub player: u8,
    /// The reaction's id in the content library (`block`, `paralysis`).
    pub reaction: String,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            ui_scale: 1.0,
            text_size: 16.0,
            palette: Palette::Standard,
            speed: Speed::Normal,
            show_rules_detail: false,
            confirm_before_commit: false,
            auto_pass: Vec::new(),
        }
    }
}
