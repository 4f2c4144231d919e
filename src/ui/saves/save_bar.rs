//! Keeping a fight from its screens: Save (greyed, with the reason, when a save cannot be
//! taken), Save replay and what the last one said; and, while a replay is watched, its banner
//! with Pause/Play and Step.

use crate::combat::PendingDecision;
use crate::ui::ask::Ask;
use crate::ui::saves::SaveAsk;
use crate::ui::saves::{Keep, ReplayControl, Watching, cannot_save, cannot_save_replay};
use crate::ui::widgets::{dim, needle};
use bevy_egui::egui::{self, RichText};

/// "Save  Save replay", then the status line.
pub fn save_bar(ui: &mut egui::Ui, pending: &PendingDecision, keep: &Keep) -> Option<Ask> {
    let mut intent = None;
    ui.horizontal(|ui| {
        let why_not = cannot_save(pending, keep);
        let save = ui.add_enabled(why_not.is_none(), egui::Button::new("Save (F5)"));
        let save = match why_not {
            Some(why) => save.on_disabled_hover_text(why),
            None => save.on_hover_text("Keep this fight to continue it later"),
        };
        if save.clicked() {
            intent = Some(SaveAsk::Save.into());
        }
        // A replay being watched is already a replay.
        if keep.watching.is_none() {
            replay_button(ui, keep, &mut intent);
        }
    });
    status(ui, keep);
    intent
}

/// "Save replay": the fight so far, from its start (greyed, with the reason, in a joining
/// window before the host sends its recording).
fn replay_button(ui: &mut egui::Ui, keep: &Keep, intent: &mut Option<Ask>) {
    let why_not = cannot_save_replay(keep);
    let button = ui.add_enabled(why_not.is_none(), egui::Button::new("Save replay"));
    let button = match why_not {
        Some(why) => button.on_disabled_hover_text(why),
        None => button.on_hover_text("Keep every decision of this fight, to watch it again"),
    };
    if button.clicked() {
        *intent = Some(SaveAsk::SaveReplay.into());
    }
}

/// What the last save said, if anything.
pub fn status(ui: &mut egui::Ui, keep: &Keep) {
    if let Some(status) = &keep.status {
        ui.label(RichText::new(status).color(dim()).small());
    }
}

/// "Replay — decision 12 of 59".
pub fn banner(watching: &Watching) -> String {
    format!(
        "Replay — decision {} of {}{}",
        watching.given,
        watching.total,
        if watching.paused { " (paused)" } else { "" }
    )
}

/// The banner, large, with Pause/Play and Step (one decision; while paused).
pub fn replay_bar(ui: &mut egui::Ui, watching: &Watching) -> Option<Ask> {
    let mut intent = None;
    ui.horizontal(|ui| {
        ui.label(RichText::new(banner(watching)).size(20.0).color(needle(ui)));
        ui.add_space(16.0);
        let (label, control) = if watching.paused {
            ("Play", ReplayControl::Play)
        } else {
            ("Pause", ReplayControl::Pause)
        };
        if ui
            .add_sized([90.0, 30.0], egui::Button::new(label))
            .clicked()
        {
            intent = Some(SaveAsk::Replay(control).into());
        }
        let step = ui
            .add_enabled(
                watching.paused,
                egui::Button::new("Step").min_size(egui::vec2(90.0, 30.0)),
            )
            .on_hover_text("The next decision, then pause again")
            .on_disabled_hover_text("Pause first: then Step plays one decision at a time");
        if step.clicked() {
            intent = Some(SaveAsk::Replay(ReplayControl::Step).into());
        }
    });
    intent
}
