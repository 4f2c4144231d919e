//! Help (F1, or the "?" button): the glossary of the game's words and the keys.

pub mod glossary;

use crate::ui::widgets::dim;
use crate::ui::windows::help::glossary::{GLOSSARY, KEYS};
use bevy_egui::egui::{self, RichText};

/// The help window while `open`; its close button clears `open`.
pub fn help(ctx: &egui::Context, open: &mut bool) {
    egui::Window::new("Help")
        .open(open)
        .collapsible(false)
        .default_width(640.0)
        .max_height(ctx.content_rect().height() - 100.0)
        .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
        .show(ctx, |ui| {
            egui::ScrollArea::vertical().show(ui, |ui| {
                ui.heading("The words of the game");
                egui::Grid::new("glossary")
                    .num_columns(2)
                    .spacing([14.0, 6.0])
                    .striped(true)
                    .show(ui, |ui| {
                        for e in GLOSSARY {
                            ui.label(RichText::new(e.term).strong());
                            ui.add(egui::Label::new(e.meaning).wrap());
                            ui.end_row();
                        }
                    });
                ui.add_space(10.0);
                ui.heading("Keys");
                egui::Grid::new("keys").num_columns(2).show(ui, |ui| {
                    for (keys, what) in KEYS {
                        ui.label(RichText::new(*keys).strong());
                        ui.label(*what);
                        ui.end_row();
                    }
                });
                ui.label(RichText::new("Esc or F1 closes this window.").color(dim()));
            });
        });
}
