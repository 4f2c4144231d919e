//! The hand-off cover (hot-seat): whose turn it is at the mouse and what they are asked, over
//! the whole combat screen, so that the player before does not see the next one's choices.

use crate::combat::Request;
use crate::combat::wording::{Phrasing, in_words};
use crate::control::Seats;
use crate::ui::ask::Ask;
use crate::ui::screens::combat::HandOffReady;
use crate::ui::screens::combat::handoff::HandOff;
use crate::ui::snapshot::Snapshot;
use crate::ui::widgets::{and_list, dim, side_color};
use bevy_egui::egui::{self, Key, RichText};

/// The button that lifts the cover; tests click it by this label.
pub const READY: &str = "Ready — show my move";

/// Who must take the mouse ("Player 2", "Player 3 (the Dark Lord)", "Players 1 and 2", or the
/// names the players gave: "Ben", "Ana and Ben") and what they are asked ("Jade Mistress may
/// react to Goblin's Block").
pub fn cover_text(
    snap: &Snapshot,
    seats: &Seats,
    handoff: &HandOff,
    request: &Request,
) -> (String, String) {
    let decider = request.decider();
    let what = in_words(
        request,
        Phrasing::Cover(&snap.names(), &snap.state.chain.links),
    );
    // A tie between heroes of different players concerns them all.
    let mut players: Vec<u8> = match request {
        Request::TieBreak { tied, .. } => tied
            .iter()
            .filter_map(|&t| seats.seat(t).player())
            .collect(),
        _ => Vec::new(),
    };
    players.sort_unstable();
    players.dedup();
    let named = !handoff.names.is_empty();
    let who = if players.len() > 1 && named {
        let names: Vec<String> = players.iter().map(|&p| handoff.name(p)).collect();
        and_list(&names)
    } else if players.len() > 1 {
        let numbers: Vec<String> = players
            .iter()
            .map(|p| (u32::from(*p) + 1).to_string())
            .collect();
        format!("Players {}", and_list(&numbers))
    } else {
        let seat = seats.seat(decider);
        let mut who = match seat.player() {
            Some(n) if named => handoff.name(n),
            _ => seat.label(),
        };
        if snap.fighter(decider).side == crate::content::Side::Minions {
            who.push_str(" (the Dark Lord)");
        }
        who
    };
    (who, what)
}

/// The cover, drawn instead of the combat screen; Ready (or Enter or Space) lifts it.
pub fn handoff(
    ui: &mut egui::Ui,
    snap: &Snapshot,
    seats: &Seats,
    handoff: &HandOff,
    player: u8,
) -> Option<Ask> {
    let request = snap.state.pending.request.as_ref()?;
    let (who, what) = cover_text(snap, seats, handoff, request);
    let color = side_color(ui, snap.fighter(request.decider()).side);
    let mut ready = false;
    egui::CentralPanel::default_margins().show(ui, |ui| {
        ui.vertical_centered(|ui| {
            ui.add_space(ui.available_height() * 0.22);
            ui.label(RichText::new("Hand the mouse to").size(20.0).color(dim()));
            ui.label(RichText::new(who).size(46.0).strong().color(color));
            ui.add_space(6.0);
            ui.label(RichText::new(what).size(28.0));
            ui.add_space(10.0);
            ui.label(
                RichText::new(format!(
                    "{}, round {}: the other players look away; the move stays hidden until Ready.",
                    snap.roster.encounter, snap.state.round.round
                ))
                .color(dim()),
            );
            ui.add_space(24.0);
            ready = ui
                .add_sized(
                    [320.0, 52.0],
                    egui::Button::new(RichText::new(READY).size(22.0)),
                )
                .clicked();
            ui.label(RichText::new("or press Enter or Space").color(dim()));
        });
    });
    ready |= ui.input(|i| i.key_pressed(Key::Enter) || i.key_pressed(Key::Space));
    ready.then(|| HandOffReady(player).into())
}
