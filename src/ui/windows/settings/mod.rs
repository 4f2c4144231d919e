//! The player's settings: how the screens look (scale, text size, palette), how fast the
//! automatic players move, how much of the rules shows, whether a move asks for confirmation,
//! and which reactions pass without asking. One resource, read by every screen.

pub mod file;
pub mod store;
pub mod view;

use crate::ui::screens::combat::Speed;
use crate::ui::widgets::palette::Palette;
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
    /// How long a Hard AI thinks about each decision, in milliseconds (one of `HARD_MS`).
    pub hard_ms: u64,
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
            hard_ms: crate::ai::rollout::DEFAULT_MS,
        }
    }
}

/// The UI scale's range.
pub const UI_SCALE: std::ops::RangeInclusive<f32> = 0.8..=1.5;
/// The body text's range, in points.
pub const TEXT_SIZE: std::ops::RangeInclusive<f32> = 12.0..=24.0;
/// The thinking times a Hard AI may be given, in milliseconds: more time wins more.
pub const HARD_MS: [u64; 4] = [250, 500, 1000, 2000];

impl Settings {
    /// The same settings with numbers a hand-edited file may have put out of range brought back
    /// in (a scale of 40 would make the window unusable).
    pub fn clamped(mut self) -> Self {
        let fix = |v: f32, range: &std::ops::RangeInclusive<f32>, default: f32| {
            if v.is_finite() {
                v.clamp(*range.start(), *range.end())
            } else {
                default
            }
        };
        self.ui_scale = fix(self.ui_scale, &UI_SCALE, 1.0);
        self.text_size = fix(self.text_size, &TEXT_SIZE, 16.0);
        // A hand-edited time becomes the nearest one the window offers.
        self.hard_ms = HARD_MS
            .into_iter()
            .min_by_key(|ms| ms.abs_diff(self.hard_ms))
            .unwrap_or(crate::ai::rollout::DEFAULT_MS);
        self
    }

    /// Whether `player`'s seat passes on the reaction `reaction` (its id) without a prompt.
    pub fn auto_passes(&self, player: u8, reaction: &str) -> bool {
        self.auto_pass
            .iter()
            .any(|a| a.player == player && a.reaction == reaction)
    }

    /// Ticks or unticks "never ask `player` about `reaction`".
    pub fn set_auto_pass(&mut self, player: u8, reaction: &str, never: bool) {
        self.auto_pass
            .retain(|a| !(a.player == player && a.reaction == reaction));
        if never {
            self.auto_pass.push(AutoPass {
                player,
                reaction: reaction.to_string(),
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn out_of_range_numbers_are_brought_back() {
        let wild = Settings {
            ui_scale: 40.0,
            text_size: f32::NAN,
            hard_ms: 900,
            ..Settings::default()
        }
        .clamped();
        assert_eq!(wild.ui_scale, 1.5);
        assert_eq!(wild.text_size, 16.0);
        assert_eq!(wild.hard_ms, 1000);
    }

    #[test]
    fn auto_pass_ticks_and_unticks_per_player() {
        let mut s = Settings::default();
        s.set_auto_pass(0, "block", true);
        s.set_auto_pass(0, "block", true);
        assert_eq!(s.auto_pass.len(), 1);
        assert!(s.auto_passes(0, "block"));
        assert!(!s.auto_passes(1, "block"));
        s.set_auto_pass(0, "block", false);
        assert!(!s.auto_passes(0, "block"));
    }
}
