//! The lobby drawn: who is here, who sits where, Ready, and the host's Start.

use super::board::{LobbyBoard, LobbyClick};
use super::here;
use crate::ai::Strength;
use crate::net::protocol::{Holder, LobbyAsk, LobbyView, SeatView};
use crate::ui::ask::Ask;
use crate::ui::widgets::{bad, dim, needle};
use bevy_egui::egui::{self, RichText};

/// The lobby screen; returns the click of the frame.
pub fn lobby(ui: &mut egui::Ui, board: &mut LobbyBoard) -> Option<Ask> {
    let mut click = None;
    egui::Panel::top("lobby_banner").show(ui, |ui| {
        ui.add_space(6.0);
        let title = board.view.as_ref().map_or("Network game".to_string(), |v| {
            format!("Network game: {}", v.level)
        });
        ui.heading(RichText::new(title).color(needle(ui)).strong());
        ui.label(&board.line);
        ui.add_space(4.0);
    });
    egui::Panel::bottom("lobby_bar").show(ui, |ui| {
        ui.add_space(8.0);
        ui.horizontal(|ui| {
            if board.hosting {
                let ready = board.not_ready.is_none();
                let start = ui.add_enabled(
                    ready,
                    egui::Button::new(RichText::new("Start the fight").size(18.0))
                        .min_size(egui::vec2(220.0, 40.0)),
                );
                if start.clicked() {
                    click = Some(LobbyClick::Start);
                }
            }
            if ui
                .add(egui::Button::new("Leave").min_size(egui::vec2(100.0, 40.0)))
                .clicked()
            {
                click = Some(LobbyClick::Leave);
            }
            // A headless host starts nobody's way but its own: once every open seat is taken.
            let by_itself = board.view.as_ref().is_some_and(|v| v.when_filled);
            match (&board.not_ready, board.hosting) {
                (Some(why), true) => {
                    ui.label(RichText::new(format!("Cannot start yet: {why}")).color(dim()));
                }
                (_, false) if by_itself => {
                    ui.label(
                        RichText::new("The fight starts once every open seat is taken.")
                            .color(dim()),
                    );
                }
                (_, false) => {
                    ui.label(RichText::new("The host starts the fight.").color(dim()));
                }
                _ => {}
            }
        });
        ui.add_space(52.0);
    });
    egui::CentralPanel::default_margins().show(ui, |ui| {
        let Some(view) = board.view.clone() else {
            ui.label("Waiting for the host...");
            return;
        };
        ui.columns(2, |cols| {
            cols[0].label(RichText::new("Seats").strong().size(18.0));
            egui::Grid::new("lobby_seats")
                .spacing(egui::vec2(18.0, 8.0))
                .show(&mut cols[0], |ui| {
                    for seat in &view.seats {
                        if let Some(c) = seat_row(ui, &view, seat, board) {
                            click = Some(c);
                        }
                        ui.end_row();
                    }
                });
            cols[1].label(RichText::new("Players").strong().size(18.0));
            if let Some(c) = players(&mut cols[1], &view, board) {
                click = Some(c);
            }
            cols[1].add_space(10.0);
            for note in board.notes.iter().rev().take(6) {
                cols[1].label(RichText::new(note).color(dim()));
            }
        });
    });
    click.map(Ask::new)
}

/// "Player 2 (Ana)": a player as the seats list names it.
fn player_name(view: &LobbyView, n: u8) -> String {
    let name = view
        .players
        .get(usize::from(n))
        .map_or("?", |p| p.name.as_str());
    if view.you == Some(n) {
        format!("{name} (you)")
    } else {
        name.to_string()
    }
}

/// One seat, a row of the seats' grid: its name, who holds it, and what this window may do
/// with it.
fn seat_row(
    ui: &mut egui::Ui,
    view: &LobbyView,
    seat: &SeatView,
    board: &mut LobbyBoard,
) -> Option<LobbyClick> {
    let hosting = board.hosting;
    let who = seat.combatants[0];
    let mut click = None;
    ui.label(RichText::new(&seat.name).strong());
    let holder = match seat.holder {
        Holder::Open => RichText::new("open").color(bad(ui)),
        Holder::Player(n) => RichText::new(player_name(view, n)),
        Holder::Ai(strength) => RichText::new(format!("AI ({})", strength.label())),
    };
    ui.label(holder);
    ui.horizontal(|ui| {
        match (seat.holder, view.you) {
            (Holder::Open, Some(_)) if ui.button("Take").clicked() => {
                click = Some(LobbyClick::Ask(LobbyAsk::Claim(who)));
            }
            (Holder::Player(n), Some(you)) if n == you => {
                here::played_by(ui, board, who);
                if ui.button("Let go").clicked() {
                    click = Some(LobbyClick::Ask(LobbyAsk::Release(who)));
                }
            }
            _ => {}
        }
        if hosting {
            ui.menu_button("Give to AI", |ui| {
                for strength in Strength::ALL {
                    if ui.button(strength.label()).clicked() {
                        click = Some(LobbyClick::GiveToAi(who, strength));
                    }
                }
            });
            if matches!(seat.holder, Holder::Ai(_)) && ui.button("Open").clicked() {
                click = Some(LobbyClick::Free(who));
            }
        }
    });
    click
}

/// The players, this window's name, the players at this screen and Ready.
fn players(ui: &mut egui::Ui, view: &LobbyView, board: &mut LobbyBoard) -> Option<LobbyClick> {
    let mut click = None;
    for (n, player) in view.players.iter().enumerate() {
        ui.horizontal(|ui| {
            ui.label(player_name(view, n as u8));
            if !player.connected {
                ui.label(RichText::new("(gone)").color(bad(ui)));
            } else if view.when_filled {
                // Nobody waits for a Ready there.
            } else if player.ready {
                ui.label(RichText::new("ready").color(needle(ui)));
            } else {
                ui.label(RichText::new("not ready").color(dim()));
            }
        });
    }
    let Some(you) = view.you else {
        ui.label(RichText::new("You are watching.").italics());
        return None;
    };
    ui.add_space(8.0);
    ui.horizontal(|ui| {
        ui.label("Your name:");
        ui.add(egui::TextEdit::singleline(&mut board.name).desired_width(140.0));
        if ui.button("Set").clicked() {
            // With several players here, the host shows them all: "Ana & Ben".
            if let Some(first) = board.here.first_mut() {
                first.clone_from(&board.name);
            }
            let name = if board.here.is_empty() {
                board.name.clone()
            } else {
                board.together()
            };
            click = Some(LobbyClick::Ask(LobbyAsk::Name(name)));
        }
    });
    if let Some(c) = here::players_here(ui, board) {
        click = Some(c);
    }
    if view.when_filled {
        return click;
    }
    let ready = view.players.get(usize::from(you)).is_some_and(|p| p.ready);
    let mut checked = ready;
    if ui.checkbox(&mut checked, "Ready").changed() {
        click = Some(LobbyClick::Ask(LobbyAsk::Ready(checked)));
    }
    click
}
