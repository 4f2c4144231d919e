//! The screens' colours, in two palettes: the standard one, and one safe for colour-blind
//! players where success and failure, heroes and minions are never told apart by red against
//! green alone (Okabe–Ito's blue, orange and vermilion).
//!
//! The palette is a setting (a field of the `Settings` resource); each frame it is handed to
//! the window's egui context (`hand_to_egui`), where every panel reads it from the `Ui`,
//! `Context` or `Painter` it draws with: no process-wide state, and two windows (or two test
//! harnesses) can paint with different palettes at once.

use crate::content::Side;
use bevy_egui::egui::{self, Color32};
use serde::{Deserialize, Serialize};

/// Which colours the screens use.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Palette {
    #[default]
    Standard,
    /// Blue against orange for sides and outcomes; no red–green pair carries meaning.
    ColourBlind,
}

/// Where egui keeps the palette for this frame.
fn key() -> egui::Id {
    egui::Id::new("aguja-palette")
}

/// Makes `palette` the one the panels drawn in `ctx` paint with.
pub fn hand_to_egui(ctx: &egui::Context, palette: Palette) {
    ctx.data_mut(|d| d.insert_temp(key(), palette));
}

/// Whatever a panel draws with, which knows its egui context: a `Ui`, a `Context`, a `Painter`.
pub trait Paints {
    fn egui_context(&self) -> &egui::Context;
    /// The palette the panels of this context paint with.
    fn palette(&self) -> Palette {
        self.egui_context()
            .data(|d| d.get_temp::<Palette>(key()))
            .unwrap_or_default()
    }
}

impl Paints for egui::Ui {
    fn egui_context(&self) -> &egui::Context {
        self.ctx()
    }
}

impl Paints for egui::Context {
    fn egui_context(&self) -> &egui::Context {
        self
    }
}

impl Paints for egui::Painter {
    fn egui_context(&self) -> &egui::Context {
        self.ctx()
    }
}

fn pick(at: &(impl Paints + ?Sized), standard: Color32, colour_blind: Color32) -> Color32 {
    match at.palette() {
        Palette::Standard => standard,
        Palette::ColourBlind => colour_blind,
    }
}

/// The heroes' side.
pub fn hero(at: &(impl Paints + ?Sized)) -> Color32 {
    pick(
        at,
        Color32::from_rgb(90, 150, 230),
        Color32::from_rgb(86, 180, 233),
    )
}
/// The Dark Lord's side.
pub fn minion(at: &(impl Paints + ?Sized)) -> Color32 {
    pick(
        at,
        Color32::from_rgb(220, 90, 80),
        Color32::from_rgb(230, 159, 0),
    )
}
/// The needle and whatever is "now".
pub fn needle(at: &(impl Paints + ?Sized)) -> Color32 {
    pick(
        at,
        Color32::from_rgb(255, 200, 60),
        Color32::from_rgb(240, 228, 66),
    )
}
/// Wait points and holds.
pub fn wait(at: &(impl Paints + ?Sized)) -> Color32 {
    pick(
        at,
        Color32::from_rgb(240, 150, 40),
        Color32::from_rgb(204, 121, 167),
    )
}
/// Preparation.
pub fn prep(at: &(impl Paints + ?Sized)) -> Color32 {
    pick(
        at,
        Color32::from_rgb(120, 200, 255),
        Color32::from_rgb(120, 200, 255),
    )
}
/// Success, healing, standing.
pub fn good(at: &(impl Paints + ?Sized)) -> Color32 {
    pick(
        at,
        Color32::from_rgb(110, 200, 120),
        Color32::from_rgb(0, 158, 115),
    )
}
/// Failure, damage, down.
pub fn bad(at: &(impl Paints + ?Sized)) -> Color32 {
    pick(
        at,
        Color32::from_rgb(235, 95, 85),
        Color32::from_rgb(213, 94, 0),
    )
}
/// Secondary text.
pub fn dim() -> Color32 {
    Color32::from_gray(120)
}

/// The colour of `side`.
pub fn side_color(at: &(impl Paints + ?Sized), side: Side) -> Color32 {
    match side {
        Side::Heroes => hero(at),
        Side::Minions => minion(at),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_context_paints_with_the_palette_handed_to_it() {
        let (standard, colour_blind) = (egui::Context::default(), egui::Context::default());
        hand_to_egui(&colour_blind, Palette::ColourBlind);
        assert_eq!(standard.palette(), Palette::Standard, "the default");
        assert_eq!(colour_blind.palette(), Palette::ColourBlind);
        // The two sides are told apart by blue and orange in the colour-blind palette, by blue
        // and red in the standard one, whichever context is asked first.
        assert_eq!(minion(&colour_blind), Color32::from_rgb(230, 159, 0));
        assert_eq!(minion(&standard), Color32::from_rgb(220, 90, 80));
        hand_to_egui(&colour_blind, Palette::Standard);
        assert_eq!(side_color(&colour_blind, Side::Minions), minion(&standard));
    }
}
