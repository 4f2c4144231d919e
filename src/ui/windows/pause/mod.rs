//! The pause menu (Esc during a fight): resume, settings, save, and the choices that end the
//! fight, each of which asks once more before it does.

use crate::ui::widgets::{bad, dim};
use bevy_egui::egui::{self, RichText};

/// What the pause menu offers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PauseChoice {
    Resume,
    Settings,
    Help,
    Save,
    Restart,
    Concede,
    BackToTitle,
    Quit,
}

impl PauseChoice {
    /// The button's words.
    pub fn label(self) -> &'static str {
        match self {
            PauseChoice::Resume => "Resume",
            PauseChoice::Settings => "Settings",
            PauseChoice::Help => "Help",
            PauseChoice::Save => "Save the fight",
            PauseChoice::Restart => "Restart this fight",
            PauseChoice::Concede => "Concede",
            PauseChoice::BackToTitle => "Back to the title",
            PauseChoice::Quit => "Quit the game",
        }
    }

    /// The question asked before a choice that loses the fight in progress; `None` for the
    /// harmless ones.
    pub fn warning(self) -> Option<&'static str> {
        match self {
            PauseChoice::Restart => Some("Start this fight again from the beginning?"),
            PauseChoice::Concede => Some("Give up this fight? The other side wins."),
            PauseChoice::BackToTitle => Some(
                "Leave this fight for the title? Unsaved progress is lost (the autosave keeps the last question).",
            ),
            PauseChoice::Quit => Some("Quit the game? Unsaved progress is lost."),
            _ => None,
        }
    }

    pub const ALL: [PauseChoice; 8] = [
        PauseChoice::Resume,
        PauseChoice::Settings,
        PauseChoice::Help,
        PauseChoice::Save,
        PauseChoice::Restart,
        PauseChoice::Concede,
        PauseChoice::BackToTitle,
        PauseChoice::Quit,
    ];
}

/// The label of the button that confirms a destructive choice.
pub const YES: &str = "Yes, do it";
/// The label of the button that takes it back.
pub const NO: &str = "No, go back";

/// The menu, or the question for `confirming`; returns the choice made (a destructive one only
/// once confirmed) and updates `confirming`. `save_refusal`: why Save is greyed out;
/// `campaign_fight`: Restart is too, since a campaign's fight lost costs a retreat instead.
pub fn pause_menu(
    ctx: &egui::Context,
    confirming: &mut Option<PauseChoice>,
    save_refusal: Option<&str>,
    campaign_fight: bool,
) -> Option<PauseChoice> {
    let mut chosen = None;
    egui::Window::new("Paused")
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
        .fixed_size(egui::vec2(300.0, 0.0))
        .show(ctx, |ui| {
            if let Some(choice) = *confirming {
                ui.label(RichText::new(choice.warning().unwrap_or_default()).size(18.0));
                ui.add_space(8.0);
                ui.horizontal(|ui| {
                    if ui.button(RichText::new(YES).color(bad(ui))).clicked() {
                        chosen = Some(choice);
                        *confirming = None;
                    }
                    if ui.button(NO).clicked() {
                        *confirming = None;
                    }
                });
                return;
            }
            ui.vertical_centered_justified(|ui| {
                for choice in PauseChoice::ALL {
                    let refusal = match choice {
                        PauseChoice::Save => save_refusal,
                        PauseChoice::Restart if campaign_fight => Some(
                            "A campaign's fight is not played again: losing it costs a \
                             retreat, and the map lets the party try again.",
                        ),
                        _ => None,
                    };
                    let button = ui.add_enabled(
                        refusal.is_none(),
                        egui::Button::new(RichText::new(choice.label()).size(18.0))
                            .min_size(egui::vec2(260.0, 34.0)),
                    );
                    let button = match refusal {
                        Some(why) => button.on_disabled_hover_text(why),
                        None => button,
                    };
                    if button.clicked() {
                        if choice.warning().is_some() {
                            *confirming = Some(choice);
                        } else {
                            chosen = Some(choice);
                        }
                    }
                }
                ui.label(RichText::new("Esc resumes").small().color(dim()));
            });
        });
    chosen
}
