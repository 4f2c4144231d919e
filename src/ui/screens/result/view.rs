//! The result: who won and in how many rounds, the damage each combatant dealt and took, and
//! the way back: play again (or, after a replay, watch it again), keep the replay, or the title.

use crate::combat::{CombatEvent, CombatantId};
use crate::content::Side;
use crate::ui::ask::Ask;
use crate::ui::saves::SaveAsk;
use crate::ui::saves::{Keep, cannot_save_replay};
use crate::ui::screens::campaign::{CampaignAsk, CampaignRun};
use crate::ui::screens::combat::FightAsk;
use crate::ui::snapshot::Snapshot;
use crate::ui::widgets::{bad, good, side_color};
use bevy_egui::egui::{self, RichText};

/// Damage dealt and taken per combatant, read from the log: damage goes to the owner of the
/// link resolving when it lands.
pub fn tally(snap: &Snapshot) -> Vec<(u32, u32)> {
    let mut out = vec![(0, 0); snap.state.fighters.len()];
    let mut source: Option<CombatantId> = None;
    for event in &snap.log {
        match event {
            CombatEvent::LinkResolving { owner, .. } => source = Some(*owner),
            CombatEvent::Damaged { who, dealt, .. } => {
                out[who.index()].1 += dealt;
                if let Some(s) = source {
                    out[s.index()].0 += dealt;
                }
            }
            _ => {}
        }
    }
    out
}

/// `play_again`: the setup of the fight is known (not after a loaded save); `campaign`: the
/// campaign the fight was part of, whose aftermath shows and whose map is the way on.
pub fn result(
    ui: &mut egui::Ui,
    snap: &Snapshot,
    keep: &Keep,
    play_again: bool,
    campaign: Option<&CampaignRun>,
) -> Option<Ask> {
    let mut intent = None;
    let outcome = snap.state.round.outcome.clone();
    egui::CentralPanel::default_margins().show(ui, |ui| {
        ui.vertical_centered(|ui| {
            ui.add_space(30.0);
            let (title, color) = match outcome.as_ref().and_then(|o| o.winner) {
                Some(Side::Heroes) => ("The heroes win!", good(ui)),
                Some(Side::Minions) => ("The Dark Lord wins", bad(ui)),
                None => ("A draw", ui.visuals().text_color()),
            };
            ui.heading(RichText::new(title).size(36.0).color(color));
            if let Some(o) = &outcome {
                let plural = if o.rounds == 1 { "" } else { "s" };
                ui.label(format!(
                    "{} — {} round{plural}",
                    snap.roster.encounter, o.rounds
                ));
            }
            // Why it ended, as the rules decided: "The leader is down.", or who gave up.
            if let Some(ending) = snap.state.ending() {
                ui.label(RichText::new(ending.sentence()).size(17.0));
            }
            ui.add_space(10.0);
            for line in crate::ui::screens::result::fight_story::story(snap) {
                ui.label(RichText::new(line).size(17.0));
            }
            ui.add_space(16.0);
        });
        // The table, centred by hand: a grid takes the width it needs from the left.
        ui.horizontal(|ui| {
            ui.add_space((ui.available_width() - TABLE_WIDTH).max(0.0) / 2.0);
            ui.vertical(|ui| {
                table(ui, snap, &tally(snap));
                if let Some(run) = campaign {
                    ui.add_space(12.0);
                    super::aftermath::aftermath(ui, &snap.content, run);
                }
            });
        });
        ui.add_space(24.0);
        ui.horizontal(|ui| {
            ui.add_space((ui.available_width() - 470.0).max(0.0) / 2.0);
            let size = [150.0, 36.0];
            if campaign.is_some() {
                let map = egui::Button::new(RichText::new("To the map").strong());
                if ui.add_sized(size, map).clicked() {
                    intent = Some(CampaignAsk::ToMap.into());
                }
            } else if let Some(watching) = &keep.watching {
                if ui
                    .add_sized(size, egui::Button::new("Watch again"))
                    .clicked()
                {
                    intent = Some(SaveAsk::Watch(watching.path.clone()).into());
                }
            } else if ui
                .add_enabled_ui(play_again, |ui| {
                    ui.add_sized(size, egui::Button::new("Play again"))
                        .on_disabled_hover_text(
                            "A fight continued from a save: start it from the title",
                        )
                })
                .inner
                .clicked()
            {
                intent = Some(FightAsk::PlayAgain.into());
            }
            // A replay being watched is already a replay; a campaign keeps its fights' replays.
            if keep.watching.is_none() && campaign.is_none() {
                let why_not = cannot_save_replay(keep);
                let button = ui.add_enabled_ui(why_not.is_none(), |ui| {
                    ui.add_sized(size, egui::Button::new("Save replay"))
                        .on_disabled_hover_text(why_not.unwrap_or_default())
                });
                if button.inner.clicked() {
                    intent = Some(SaveAsk::SaveReplay.into());
                }
            }
            if ui
                .add_sized(size, egui::Button::new("Back to title"))
                .clicked()
            {
                intent = Some(FightAsk::BackToTitle.into());
            }
        });
        ui.vertical_centered(|ui| crate::ui::saves::save_bar::status(ui, keep));
    });
    intent
}

const TABLE_WIDTH: f32 = 500.0;

fn table(ui: &mut egui::Ui, snap: &Snapshot, tally: &[(u32, u32)]) {
    egui::Grid::new("tally")
        .striped(true)
        .min_col_width(110.0)
        .show(ui, |ui| {
            for header in ["Combatant", "Damage dealt", "Damage taken", "State"] {
                ui.label(RichText::new(header).strong());
            }
            ui.end_row();
            for f in &snap.state.fighters {
                ui.colored_label(side_color(ui, f.side), snap.name(f.id));
                ui.label(tally[f.id.index()].0.to_string());
                ui.label(tally[f.id.index()].1.to_string());
                if f.active(&snap.content) {
                    ui.colored_label(good(ui), "standing");
                } else {
                    ui.colored_label(bad(ui), "down");
                }
                ui.end_row();
            }
        });
}
