//! Several players at one window (issue 28 §3, mixing): the lobby names the players at this
//! screen ("Players at this screen: Ana, Ben  [Add a player]") and, for each seat this window
//! holds, who of them plays it. The host sees one player ("Ana & Ben"); at this screen they hand
//! the mouse over on the hot-seat cover.

use super::board::{LobbyBoard, LobbyClick};
use crate::combat::CombatantId;
use crate::net::protocol::LobbyAsk;
use crate::ui::widgets::dim;
use bevy_egui::egui::{self, RichText};

/// The players at this screen and the field to add one; returns the name the host is to show
/// for them once one is added.
pub fn players_here(ui: &mut egui::Ui, board: &mut LobbyBoard) -> Option<LobbyClick> {
    let mut click = None;
    ui.horizontal_wrapped(|ui| {
        let names = if board.here.is_empty() {
            board.name.clone()
        } else {
            board.here.join(", ")
        };
        ui.label(RichText::new("Players at this screen:").color(dim()));
        ui.label(RichText::new(names).strong());
    });
    ui.horizontal(|ui| {
        ui.add(
            egui::TextEdit::singleline(&mut board.adding)
                .hint_text("another player's name")
                .desired_width(140.0),
        );
        if ui.button("Add a player").clicked() {
            let name = std::mem::take(&mut board.adding);
            let first = board.name.clone();
            click = board
                .add_here(&first, &name)
                .map(|all| LobbyClick::Ask(LobbyAsk::Name(all)));
        }
    });
    click
}

/// Who of the players at this screen plays `seat` (its first combatant), once two play here.
pub fn played_by(ui: &mut egui::Ui, board: &mut LobbyBoard, seat: CombatantId) {
    if board.here.len() < 2 {
        return;
    }
    let mut chosen = board.played_by(seat);
    egui::ComboBox::from_id_salt(("played_by", seat.0))
        .selected_text(board.here[usize::from(chosen)].clone())
        .show_ui(ui, |ui| {
            for (k, name) in board.here.iter().enumerate() {
                ui.selectable_value(&mut chosen, k as u8, name);
            }
        });
    if chosen != board.played_by(seat) {
        board.plays.retain(|(s, _)| *s != seat);
        board.plays.push((seat, chosen));
    }
}
