//! The title's shelf of kept fights: "Continue a saved fight" (saves/) and "Watch a replay"
//! (replays/), one button per file, and why a file did not load beside it.

use super::{bad, dim};
use crate::ui::intent::Intent;
use crate::ui::keep::Keep;
use bevy_egui::egui::{self, RichText};
use std::path::{Path, PathBuf};

pub fn shelf(ui: &mut egui::Ui, keep: &Keep) -> Option<Intent> {
    let mut intent = None;
    egui::Panel::right("shelf")
        .exact_size(320.0)
        .show(ui, |ui| {
            egui::ScrollArea::vertical().show(ui, |ui| {
                ui.heading("Continue a saved fight");
                let hint = "\"Save\" (or F5) in a fight keeps it here.";
                intent = list(ui, keep, &keep.saved, "Load", hint, Intent::Load);
                ui.add_space(12.0);
                ui.heading("Watch a replay");
                let hint = "\"Save replay\" in a fight or on its result keeps one.";
                let watch = list(ui, keep, &keep.recorded, "Watch", hint, Intent::Watch);
                intent = intent.take().or(watch);
            });
        });
    intent
}

/// One button per file ("Load roadside"), its error under it; `hint` when there are none.
fn list(
    ui: &mut egui::Ui,
    keep: &Keep,
    files: &[PathBuf],
    verb: &str,
    hint: &str,
    intent: fn(PathBuf) -> Intent,
) -> Option<Intent> {
    if files.is_empty() {
        ui.label(RichText::new(hint).color(dim()));
        return None;
    }
    let mut chosen = None;
    for path in files {
        let stem = Path::new(path.file_stem().unwrap_or_default()).display();
        if ui.button(format!("{verb} {stem}")).clicked() {
            chosen = Some(intent(path.clone()));
        }
        if let Some(error) = keep.errors.get(path) {
            ui.label(RichText::new(format!("! {error}")).color(bad()).small());
        }
    }
    chosen
}
