//! The bars over every screen: the corner buttons (the title's Tutorial, Library, Settings,
//! Help, About and Quit; the fight's "?" and Menu) and, with "confirm before commit", the bar
//! that holds a chosen move for a second look.

use crate::ui::ask::Ask;
use crate::ui::screens::Screen;
use crate::ui::screens::combat::MoveAsk;
use crate::ui::snapshot::Snapshot;
use bevy_egui::egui::{self, Key, RichText};

/// The windows a corner button opens.
pub(crate) struct Opened<'a> {
    pub library: &'a mut bool,
    pub settings: &'a mut bool,
    pub help: &'a mut bool,
    pub pause: &'a mut bool,
}

/// "?" and the menu in a corner of the fight; Settings, Help, About and Quit on the title.
/// `true` when Quit was clicked.
pub(crate) fn corner_buttons(
    ctx: &egui::Context,
    screen: Screen,
    open: Opened,
    about: &mut bool,
    tutorial: &mut bool,
) -> bool {
    let (anchor, offset) = match screen {
        Screen::Title => (egui::Align2::LEFT_BOTTOM, egui::vec2(10.0, -10.0)),
        _ => (egui::Align2::RIGHT_BOTTOM, egui::vec2(-10.0, -8.0)),
    };
    let mut quit = false;
    egui::Area::new("corner buttons".into())
        .anchor(anchor, offset)
        .show(ctx, |ui| {
            ui.horizontal(|ui| match screen {
                Screen::Title => {
                    *tutorial |= ui
                        .button(RichText::new("Tutorial").strong())
                        .on_hover_text("A guided fight that teaches the game step by step")
                        .clicked();
                    *open.library |= ui
                        .button("Library")
                        .on_hover_text("Every combatant, action, item, advantage and body")
                        .clicked();
                    *open.settings |= ui.button("Settings").clicked();
                    *open.help |= ui.button("Help (F1)").clicked();
                    *about |= ui.button("About").clicked();
                    quit = ui.button("Quit").clicked();
                }
                _ => {
                    *open.help |= ui
                        .button(" ? ")
                        .on_hover_text("Help: the words of the game and the keys (F1)")
                        .clicked();
                    // The pause menu is for a fight under way.
                    if screen == Screen::Combat {
                        *open.pause |= ui.button("Menu (Esc)").clicked();
                    }
                }
            });
        });
    quit
}

/// The held move in words, with Confirm (or Enter) and Back (or Esc).
pub(crate) fn confirm_bar(
    ctx: &egui::Context,
    snap: &Snapshot,
    decision: &crate::combat::Decision,
) -> Option<Ask> {
    let mut intent = None;
    egui::Area::new("confirm move".into())
        .order(egui::Order::Foreground)
        .anchor(egui::Align2::CENTER_BOTTOM, egui::vec2(-40.0, -24.0))
        .show(ctx, |ui| {
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                ui.horizontal(|ui| {
                    let words = crate::ui::screens::combat::in_words(snap, decision);
                    ui.label(RichText::new(words).size(18.0));
                    let confirm = ui.button(RichText::new("Confirm").size(18.0)).clicked();
                    if confirm || ui.input(|i| i.key_pressed(Key::Enter)) {
                        intent = Some(MoveAsk::Commit.into());
                    }
                    if ui.button("Back").clicked() {
                        intent = Some(MoveAsk::TakeBack.into());
                    }
                });
            });
        });
    intent
}
