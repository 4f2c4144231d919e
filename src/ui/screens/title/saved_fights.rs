//! The title's shelf of kept fights: "Continue a saved fight" (saves/) and "Watch a replay"
//! (replays/), each listed by encounter, round, party and date; a file that does not load says
//! so in a sentence (the parser's detail on hover); each can be deleted, after a confirm.

use crate::ui::ask::Ask;
use crate::ui::saves::SaveAsk;
use crate::ui::saves::{FileSummary, Keep};
use crate::ui::widgets::{bad, dim};
use bevy_egui::egui::{self, RichText};
use std::path::{Path, PathBuf};

/// The label of a file's delete button, and of its confirmation.
pub const DELETE: &str = "Delete";
pub const REALLY_DELETE: &str = "Yes, delete it";

pub fn shelf(ui: &mut egui::Ui, keep: &Keep) -> Option<Ask> {
    let mut intent = None;
    egui::Panel::right("shelf")
        .exact_size(320.0)
        .show(ui, |ui| {
            egui::ScrollArea::vertical().show(ui, |ui| {
                ui.heading("Continue a saved fight");
                let hint = "\"Save\" (or F5) in a fight keeps it here.";
                intent = list(ui, keep, &keep.saved, "Continue", hint, |p| {
                    SaveAsk::Load(p).into()
                });
                ui.add_space(12.0);
                ui.heading("Watch a replay");
                let hint = "\"Save replay\" in a fight or on its result keeps one.";
                let watch = list(ui, keep, &keep.recorded, "Watch", hint, |p| {
                    SaveAsk::Watch(p).into()
                });
                intent = intent.take().or(watch);
                if let Some(status) = &keep.status {
                    ui.label(RichText::new(status).small().color(dim()));
                }
            });
        });
    intent
}

/// "Roadside Ambush, round 3", "Ranger and Squire · 2026-11-24 21:40".
pub fn summary_lines(s: &FileSummary) -> (String, String) {
    let round = if s.round > 0 {
        format!(", round {}", s.round)
    } else {
        String::new()
    };
    (
        format!("{}{round}", s.encounter),
        format!("{} · {}", crate::ui::widgets::and_list(&s.party), s.date),
    )
}

/// A file that does not load, in a sentence.
pub fn broken_sentence(detail: &str) -> &'static str {
    if detail.contains("content library has changed") || detail.contains("other content") {
        "Made with other game content: it can no longer be played."
    } else {
        "This file is damaged or from another version of the game."
    }
}

/// One entry per file: its button and summary, or why it does not load; `hint` when none.
fn list(
    ui: &mut egui::Ui,
    keep: &Keep,
    files: &[PathBuf],
    verb: &str,
    hint: &str,
    intent: fn(PathBuf) -> Ask,
) -> Option<Ask> {
    if files.is_empty() {
        ui.label(RichText::new(hint).color(dim()));
        return None;
    }
    let mut chosen = None;
    let confirming_id = egui::Id::new("shelf: delete");
    let confirming: Option<PathBuf> = ui.data(|d| d.get_temp(confirming_id)).flatten();
    for path in files {
        let name = Path::new(path.file_name().unwrap_or_default())
            .display()
            .to_string();
        egui::Frame::group(ui.style()).show(ui, |ui| {
            ui.set_width(ui.available_width());
            match (keep.summaries.get(path), keep.errors.get(path)) {
                (Some(s), _) => {
                    let (title, party) = summary_lines(s);
                    if ui
                        .button(format!("{verb}: {title}"))
                        .on_hover_text(name.clone())
                        .clicked()
                    {
                        chosen = Some(intent(path.clone()));
                    }
                    ui.label(RichText::new(party).small().color(dim()));
                }
                (None, Some(error)) => {
                    ui.label(RichText::new(&name).small());
                    ui.label(RichText::new(broken_sentence(error)).color(bad(ui)).small())
                        .on_hover_text(error.clone());
                }
                (None, None) => {
                    if ui.button(format!("{verb} {name}")).clicked() {
                        chosen = Some(intent(path.clone()));
                    }
                }
            }
            ui.horizontal(|ui| {
                if confirming.as_ref() == Some(path) {
                    if ui.small_button(REALLY_DELETE).clicked() {
                        chosen = Some(SaveAsk::Delete(path.clone()).into());
                        ui.data_mut(|d| d.insert_temp::<Option<PathBuf>>(confirming_id, None));
                    }
                    if ui.small_button("Keep it").clicked() {
                        ui.data_mut(|d| d.insert_temp::<Option<PathBuf>>(confirming_id, None));
                    }
                } else if ui
                    .small_button(DELETE)
                    .on_hover_text(format!("Delete {name}"))
                    .clicked()
                {
                    let path = Some(path.clone());
                    ui.data_mut(|d| d.insert_temp(confirming_id, path));
                }
            });
        });
    }
    chosen
}
