//! The screens' colours, in two palettes: the standard one, and one safe for colour-blind
//! players where success and failure, heroes and minions are never told apart by red against
//! green alone (Okabe–Ito's blue, orange and vermilion).
//!
//! The palette is a process-wide choice read by every panel: egui panels are plain functions
//! that paint with colours, and threading a palette argument through each of them would add a
//! parameter to most of the screen code for a setting that changes a few times a session.

use crate::content::Side;
use bevy_egui::egui::Color32;
use serde::{Deserialize, Serialize};
use std::sync::atomic::{AtomicU8, Ordering};

/// Which colours the screens use.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Palette {
    #[default]
    Standard,
    /// Blue against orange for sides and outcomes; no red–green pair carries meaning.
    ColourBlind,
}

static CURRENT: AtomicU8 = AtomicU8::new(0);

/// Makes `palette` the one every panel paints with from now on.
pub fn set(palette: Palette) {
    CURRENT.store(palette as u8, Ordering::Relaxed);
}

/// The palette the panels paint with now.
pub fn current() -> Palette {
    match CURRENT.load(Ordering::Relaxed) {
        1 => Palette::ColourBlind,
        _ => Palette::Standard,
    }
}

fn pick(standard: Color32, colour_blind: Color32) -> Color32 {
    match current() {
        Palette::Standard => standard,
        Palette::ColourBlind => colour_blind,
    }
}

/// The heroes' side.
pub fn hero() -> Color32 {
    pick(
        Color32::from_rgb(90, 150, 230),
        Color32::from_rgb(86, 180, 233),
    )
}
/// The Dark Lord's side.
pub fn minion() -> Color32 {
    pick(
        Color32::from_rgb(220, 90, 80),
        Color32::from_rgb(230, 159, 0),
    )
}
/// The needle and whatever is "now".
pub fn needle() -> Color32 {
    pick(
        Color32::from_rgb(255, 200, 60),
        Color32::from_rgb(240, 228, 66),
    )
}
/// Wait points and holds.
pub fn wait() -> Color32 {
    pick(
        Color32::from_rgb(240, 150, 40),
        Color32::from_rgb(204, 121, 167),
    )
}
/// Preparation.
pub fn prep() -> Color32 {
    pick(
        Color32::from_rgb(120, 200, 255),
        Color32::from_rgb(120, 200, 255),
    )
}
/// Success, healing, standing.
pub fn good() -> Color32 {
    pick(
        Color32::from_rgb(110, 200, 120),
        Color32::from_rgb(0, 158, 115),
    )
}
/// Failure, damage, down.
pub fn bad() -> Color32 {
    pick(
        Color32::from_rgb(235, 95, 85),
        Color32::from_rgb(213, 94, 0),
    )
}
/// Secondary text.
pub fn dim() -> Color32 {
    Color32::from_gray(120)
}

/// The colour of `side`.
pub fn side_color(side: Side) -> Color32 {
    match side {
        Side::Heroes => hero(),
        Side::Minions => minion(),
    }
}
