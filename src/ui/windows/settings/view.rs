//! The Settings window: scale and text size, the palette, the automatic players' speed, rules
//! detail, Hard's thinking time, confirming moves, and every reaction set to pass without
//! asking, each with an untick.

use crate::content::Content;
use crate::ui::screens::combat::Speed;
use crate::ui::widgets::palette::Palette;
use crate::ui::widgets::{bad, dim};
use crate::ui::windows::settings::{HARD_MS, Settings, TEXT_SIZE, UI_SCALE};
use bevy_egui::egui::{self, RichText};

/// Under the thinking times: what more of it buys.
pub const THINKING_HINT: &str =
    "More time makes Hard's turns slower; it has not been measured to win more fights.";

/// The label of an auto-passed reaction's untick button.
pub fn ask_again_label(player: u8, reaction: &str) -> String {
    format!("Ask Player {} about {reaction} again", player + 1)
}

/// The window while `open`, editing `settings`; `notice` is a problem with the settings file.
pub fn settings_window(
    ctx: &egui::Context,
    settings: &mut Settings,
    content: Option<&Content>,
    notice: Option<&str>,
    open: &mut bool,
) {
    egui::Window::new("Settings")
        .open(open)
        .collapsible(false)
        .resizable(false)
        .default_width(520.0)
        .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
        .show(ctx, |ui| {
            if let Some(notice) = notice {
                ui.label(RichText::new(notice).color(bad(ui)));
                ui.separator();
            }
            egui::Grid::new("settings")
                .num_columns(2)
                .spacing([16.0, 10.0])
                .show(ui, |ui| {
                    ui.label("Interface scale");
                    ui.add(egui::Slider::new(&mut settings.ui_scale, UI_SCALE).step_by(0.05));
                    ui.end_row();
                    ui.label("Text size");
                    ui.add(egui::Slider::new(&mut settings.text_size, TEXT_SIZE).step_by(1.0));
                    ui.end_row();
                    ui.label("Colours");
                    ui.horizontal(|ui| {
                        ui.radio_value(&mut settings.palette, Palette::Standard, "Standard");
                        ui.radio_value(
                            &mut settings.palette,
                            Palette::ColourBlind,
                            "Colour-blind safe",
                        );
                    });
                    ui.end_row();
                    ui.label("Animation speed");
                    ui.horizontal(|ui| {
                        for s in Speed::ALL {
                            ui.selectable_value(&mut settings.speed, s, format!("{s:?}"));
                        }
                    });
                    ui.end_row();
                    ui.label("Show rules detail");
                    ui.checkbox(
                        &mut settings.show_rules_detail,
                        "rule numbers, check notation and the dice trace",
                    );
                    ui.end_row();
                    ui.label("Hard thinks for");
                    ui.vertical(|ui| {
                        ui.horizontal(|ui| {
                            for ms in HARD_MS {
                                let words = format!("{} s", ms as f64 / 1000.0);
                                ui.selectable_value(&mut settings.hard_ms, ms, words);
                            }
                        });
                        // Said because a player expects four times the thought to be much
                        // stronger: measured, 1 s won some 4 fights in a hundred more than
                        // 0.25 s, within the noise (docs/HARD_SEARCH.md, "Stop 46").
                        ui.label(RichText::new(THINKING_HINT).color(dim()));
                    });
                    ui.end_row();
                    ui.label("Confirm before commit");
                    ui.checkbox(
                        &mut settings.confirm_before_commit,
                        "a chosen move waits for Confirm",
                    );
                    ui.end_row();
                });
            ui.separator();
            auto_pass_list(ui, settings, content);
        });
}

/// Every reaction set to pass without asking, each with its untick.
fn auto_pass_list(ui: &mut egui::Ui, settings: &mut Settings, content: Option<&Content>) {
    ui.label(RichText::new("Reactions that pass without asking").strong());
    if settings.auto_pass.is_empty() {
        ui.label(
            RichText::new(
                "None. Tick \"never ask\" under a reaction prompt to let it pass by itself.",
            )
            .color(dim()),
        );
        return;
    }
    let mut untick = None;
    for (i, a) in settings.auto_pass.iter().enumerate() {
        let name = content
            .and_then(|c| c.action_id(&a.reaction).map(|id| c.action(id).name.clone()))
            .unwrap_or_else(|| a.reaction.clone());
        ui.horizontal(|ui| {
            ui.label(format!("Player {}: {name}", a.player + 1));
            if ui.button(ask_again_label(a.player, &name)).clicked() {
                untick = Some(i);
            }
        });
    }
    if let Some(i) = untick {
        settings.auto_pass.remove(i);
    }
}
