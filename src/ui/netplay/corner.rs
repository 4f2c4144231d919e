//! What a networked game shows over any screen: the connection and its round trip in a corner
//! (and, while the host waits for a player who dropped, how long it still will), the host's
//! refusal of a move (the prompt stays open under it), and, when the game cannot go on, why,
//! with the way back to the title (and "Rejoin" for a lost connection).

use super::link::NetCorner;
use super::start::NetAsk;
use crate::ui::ask::Asks;
use crate::ui::screens::combat::RemoteAnswers;
use crate::ui::widgets::{bad, dim, needle};
use bevy::prelude::*;
use bevy_egui::EguiContexts;
use bevy_egui::egui::{self, RichText};

pub fn draw(
    mut contexts: EguiContexts,
    corner: Res<NetCorner>,
    remote: Option<Res<RemoteAnswers>>,
    screen: Res<State<crate::ui::screens::Screen>>,
    mut asks: ResMut<Asks>,
) -> Result {
    if corner.line.is_empty() && corner.trouble.is_none() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    // The lobby says the connection in its own banner.
    let remote = remote.filter(|_| *screen.get() != crate::ui::screens::Screen::Lobby);
    if let Some(clicked) = view(ctx, &corner, remote.as_deref()) {
        asks.push(clicked);
    }
    Ok(())
}

/// The corner, the refusal and the trouble; returns the click of the frame.
pub fn view(
    ctx: &egui::Context,
    corner: &NetCorner,
    remote: Option<&RemoteAnswers>,
) -> Option<NetAsk> {
    if !corner.line.is_empty() && remote.is_some() {
        egui::Area::new("net_corner".into())
            .anchor(egui::Align2::RIGHT_BOTTOM, egui::vec2(-200.0, -8.0))
            .show(ctx, |ui| {
                if let Some(waiting) = &corner.waiting {
                    let text = RichText::new(waiting).color(needle(ui)).strong();
                    ui.add(egui::Label::new(text).extend());
                }
                if let Some(note) = &corner.note {
                    ui.add(egui::Label::new(RichText::new(note).color(dim())).extend());
                }
                let line =
                    ui.add(egui::Label::new(RichText::new(&corner.line).color(dim())).extend());
                if let Some(by_hand) = &corner.by_hand {
                    line.on_hover_text(by_hand);
                }
            });
    }
    if let Some(refused) = remote.and_then(|r| r.refused.as_ref()) {
        egui::Area::new("net_refused".into())
            .anchor(egui::Align2::CENTER_BOTTOM, egui::vec2(0.0, -190.0))
            .show(ctx, |ui| {
                egui::Frame::popup(ui.style()).show(ui, |ui| {
                    ui.label(RichText::new(refused).color(bad(ui)).strong());
                });
            });
    }
    let trouble = corner.trouble.as_ref()?;
    let mut click = None;
    egui::Window::new("The network game")
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
        .show(ctx, |ui| {
            ui.label(RichText::new(trouble).size(16.0));
            ui.add_space(8.0);
            ui.horizontal(|ui| {
                if corner.rejoin && ui.button("Rejoin").clicked() {
                    click = Some(NetAsk::Rejoin);
                }
                if ui.button("Back to the title").clicked() {
                    click = Some(NetAsk::Leave);
                }
            });
        });
    click
}
