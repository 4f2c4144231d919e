//! A combatant's card: attributes with their modifiers, damage against HP, each limb against
//! the half-HP threshold with its wait points, equipment by body part, preparation.

use super::{bad, dim, good, prep, side_color, wait};
use crate::combat::{CombatantId, Fighter};
use crate::content::Content;
use crate::rules::{Attributes, Stat};
use crate::ui::snapshot::Snapshot;
use bevy_egui::egui::{self, RichText};

/// The card of `who`: who it is, its levels, attributes and modifiers, body and belongings.
pub fn card(ui: &mut egui::Ui, snap: &Snapshot, who: CombatantId) {
    let content = &snap.content;
    let f = snap.fighter(who);
    let kind = &content.kind(f.kind).def;
    let stats = f.stats(content);
    let active = f.active(content);
    ui.heading(RichText::new(snap.name(who)).color(side_color(f.side)));
    ui.label(RichText::new(&kind.description).italics().color(dim()));
    if !active {
        ui.colored_label(bad(), "Out of the fight: its damage reached its HP");
    }
    ui.separator();
    levels(ui, f, &stats);
    attributes(ui, who, f, &stats);
    if !f.mods.is_empty() {
        for m in &f.mods {
            let lasts = super::preview::duration_words(m.duration);
            ui.label(
                RichText::new(format!("{} {:+} {lasts}", m.stat.long_name(), m.amount)).small(),
            );
        }
    }
    // What it can do comes before what it wears: the question a player asks of a card first.
    ui.separator();
    super::abilities::abilities(ui, snap, who);
    ui.separator();
    body(ui, content, who, f);
    belongings(ui, content, f);
}

/// Damage against HP, the AP level, preparation and wait points.
fn levels(ui: &mut egui::Ui, f: &Fighter, stats: &Attributes) {
    let hp = stats.hp.max(1) as u32;
    ui.label(format!("Damage {} of {hp} HP", f.total_damage()));
    ui.horizontal(|ui| {
        ui.label(format!("AP level {}", f.ap)).on_hover_text(
            "Where it stands on the track now. AP below is what it starts each round with.",
        );
        ui.colored_label(prep(), format!("· preparation {}", f.prep));
        if f.wait > 0 {
            ui.colored_label(wait(), format!("· {} wait points on the body card", f.wait));
        }
    });
}

/// Each attribute as it is now, with its base when a modifier changes it, four to a row.
fn attributes(ui: &mut egui::Ui, who: CombatantId, f: &Fighter, stats: &Attributes) {
    egui::Grid::new(("attributes", who.0))
        .num_columns(4)
        .show(ui, |ui| {
            for (i, stat) in Stat::ALL
                .into_iter()
                .filter(|&s| s != Stat::Roll)
                .enumerate()
            {
                let now = stats.get(stat);
                let base = f.base.get(stat);
                let text = if now == base {
                    format!("{stat} {now}")
                } else {
                    format!("{stat} {now} ({base}{:+})", now - base)
                };
                let color = match now.cmp(&base) {
                    std::cmp::Ordering::Greater => good(),
                    std::cmp::Ordering::Less => bad(),
                    std::cmp::Ordering::Equal => ui.visuals().text_color(),
                };
                ui.colored_label(color, text);
                if i % 4 == 3 {
                    ui.end_row();
                }
            }
            let roll = stats.get(Stat::Roll);
            if roll != 0 {
                ui.colored_label(good(), format!("Roll {roll:+}"));
            }
        });
}

/// The body's parts: each limb's damage against the threshold and its state, and what each
/// part wears; bare non-limb parts on one line after.
fn body(ui: &mut egui::Ui, content: &Content, who: CombatantId, f: &Fighter) {
    ui.label(RichText::new(limb_rule(f)).strong());
    egui::Grid::new(("parts", who.0))
        .striped(true)
        .show(ui, |ui| {
            for (i, part) in f.parts.iter().enumerate() {
                let item = f.item_on(i).map(|it| content.item(it).def.name.clone());
                // Bare non-limb parts say nothing a player needs: listed on one line below.
                if !part.limb && item.is_none() {
                    continue;
                }
                let state = if !f.part_active(i) {
                    RichText::new("disabled").color(bad())
                } else if f.part_on_hold(i) {
                    RichText::new(format!("on hold ({})", part.wait)).color(wait())
                } else if part.limb {
                    RichText::new("ready").color(good())
                } else {
                    RichText::new("")
                };
                let name = if part.limb {
                    format!("{} (limb)", part.name)
                } else {
                    part.name.to_string()
                };
                ui.label(name);
                if part.limb {
                    ui.label(format!("{}/{}", part.damage, f.limb_threshold(i)));
                } else {
                    ui.label("");
                }
                ui.label(state);
                ui.label(item.unwrap_or_default());
                ui.end_row();
            }
        });
    let bare: Vec<&str> = (0..f.parts.len())
        .filter(|&i| !f.parts[i].limb && f.item_on(i).is_none())
        .map(|i| &*f.parts[i].name)
        .collect();
    if !bare.is_empty() {
        ui.label(
            RichText::new(format!("Nothing worn on: {}", bare.join(", ")))
                .small()
                .color(dim()),
        );
    }
}

/// The pack and the advantages taken.
fn belongings(ui: &mut egui::Ui, content: &Content, f: &Fighter) {
    if !f.gear.pack.is_empty() {
        let pack: Vec<&str> = f
            .gear
            .pack
            .iter()
            .map(|&i| content.item(i).def.name.as_str())
            .collect();
        ui.label(format!("Pack: {}", pack.join(", ")));
    }
    if !f.advantages.is_empty() {
        let adv: Vec<&str> = f
            .advantages
            .iter()
            .map(|&a| content.advantage(a).name.as_str())
            .collect();
        ui.label(format!("Advantages: {}", adv.join(", ")));
    }
}

/// The heading of the body grid: at how much damage a limb is out, from the engine's own
/// thresholds (R4.5). They differ between limbs only when an item on a limb adds HP, which
/// does not count for that limb.
pub fn limb_rule(f: &Fighter) -> String {
    let thresholds: Vec<u32> = (0..f.parts.len())
        .filter(|&i| f.parts[i].limb)
        .map(|i| f.limb_threshold(i))
        .collect();
    let (Some(&low), Some(&high)) = (thresholds.iter().min(), thresholds.iter().max()) else {
        return "Body".to_string();
    };
    if low == high {
        format!("Body — a limb is out at {low} damage")
    } else {
        format!("Body — a limb is out at {low} to {high} damage, as each shows")
    }
}
