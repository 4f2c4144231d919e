//! The small prompts: who goes first among tied combatants (R5.3), whether to hand an item
//! over (R3.5), and the advantage picking before the fight (R10).

use crate::combat::decision::TiePurpose;
use crate::combat::{CombatantId, Decision, ItemRef};
use crate::content::{AdvantageId, ItemId};
use crate::ui::snapshot::Snapshot;
use crate::ui::widgets::{dim, side_color};
use bevy_egui::egui::{self, RichText};

/// The item an `ItemRef` names.
pub fn item_of(snap: &Snapshot, item: ItemRef) -> ItemId {
    match item {
        ItemRef::Pack(i) | ItemRef::Worn(i) | ItemRef::Ally(_, i) => i,
        ItemRef::Ground(id) => snap
            .state
            .ground
            .iter()
            .find(|g| g.id == id)
            .map_or(ItemId(0), |g| g.item),
    }
}

pub fn tie_break(
    ui: &mut egui::Ui,
    snap: &Snapshot,
    tied: &[CombatantId],
    purpose: TiePurpose,
) -> Option<Decision> {
    let why = match purpose {
        TiePurpose::Opportunity => "are tied for the opportunity. Choose who acts first:",
        TiePurpose::Window => "are tied to react. Choose who is asked first:",
    };
    let names: Vec<String> = tied.iter().map(|&t| snap.name(t).to_string()).collect();
    ui.heading(format!("{} {why}", crate::ui::widgets::and_list(&names)));
    let mut decision = None;
    ui.horizontal(|ui| {
        for &t in tied {
            if ui.button(format!("{} first", snap.name(t))).clicked() {
                decision = Some(Decision::Choose(t));
            }
        }
    });
    decision
}

pub fn consent(
    ui: &mut egui::Ui,
    snap: &Snapshot,
    giver: CombatantId,
    taker: CombatantId,
    item: ItemId,
) -> Option<Decision> {
    ui.heading(format!(
        "{} asks {} for the {}",
        snap.name(taker),
        snap.name(giver),
        snap.content.item(item).def.name
    ));
    let mut decision = None;
    ui.horizontal(|ui| {
        if ui.button("Hand it over").clicked() {
            decision = Some(Decision::Consent(true));
        }
        if ui.button("Refuse").clicked() {
            decision = Some(Decision::Consent(false));
        }
    });
    decision
}

/// The advantage picking screen: one pick per click, as many as the level gives (R10.1);
/// `whose` names the player, hot-seat.
pub fn advantages(
    ui: &mut egui::Ui,
    snap: &Snapshot,
    whose: Option<String>,
    hero: CombatantId,
    remaining: u32,
    options: &[AdvantageId],
) -> Option<Decision> {
    let f = snap.fighter(hero);
    let mut decision = None;
    egui::CentralPanel::default_margins().show(ui, |ui| {
        ui.vertical_centered(|ui| {
            ui.add_space(20.0);
            ui.heading(RichText::new("Before the fight: advantages").size(28.0));
            ui.label(format!(
                "Level {}: each hero takes {} advantage{} before the fight.",
                snap.state.round.level,
                snap.state.round.level,
                if snap.state.round.level == 1 { "" } else { "s" }
            ));
            if let Some(whose) = whose {
                ui.label(
                    RichText::new(whose)
                        .color(crate::ui::widgets::needle(ui))
                        .strong(),
                );
            }
            ui.add_space(12.0);
            ui.heading(
                RichText::new(format!("{} picks — {remaining} to go", snap.name(hero)))
                    .color(side_color(ui, f.side)),
            );
            let taken: Vec<&str> = f
                .advantages
                .iter()
                .map(|&a| snap.content.advantage(a).name.as_str())
                .collect();
            if !taken.is_empty() {
                ui.label(format!("Taken so far: {}", taken.join(", ")));
            }
            let stats = f.stats(&snap.content);
            ui.label(
                RichText::new(format!(
                    "AP {} · HP {} · Str {} · Def {} · Per {} · Mag {} · DR {}",
                    stats.ap, stats.hp, stats.str, stats.def, stats.per, stats.mag, stats.dr
                ))
                .color(dim()),
            );
            ui.add_space(12.0);
            for &a in options {
                let def = snap.content.advantage(a);
                let b = ui.add_sized(
                    [360.0, 34.0],
                    egui::Button::new(format!(
                        "{}: {}",
                        def.name,
                        crate::ui::widgets::plain::without_rule_numbers(&def.description)
                    )),
                );
                if b.clicked() {
                    decision = Some(Decision::Advantage(a));
                }
            }
        });
    });
    decision
}
