//! A combatant's card: attributes with their modifiers, damage against HP, its abilities, its
//! body drawn as a figure (each limb against the threshold, what each part wears), its pack.

use crate::combat::{CombatantId, Fighter};
use crate::content::Content;
use crate::rules::{Attributes, Stat};
use crate::ui::screens::combat::move_draft::CardTab;
use crate::ui::snapshot::Snapshot;
use crate::ui::widgets::{bad, dim, good, prep, side_color, wait};
use bevy_egui::egui::{self, RichText};

/// The card of `who`: who it is, its levels, attributes and modifiers, then on `tab` its
/// abilities or its body and belongings; `aimed` is a limb of it a move is aimed at (drawn
/// lit on the body, whichever tab the player left open).
pub fn card(
    ui: &mut egui::Ui,
    snap: &Snapshot,
    who: CombatantId,
    tab: &mut CardTab,
    aimed: Option<u8>,
) {
    let content = &snap.content;
    let f = snap.fighter(who);
    let kind = &content.kind(f.kind).def;
    let stats = f.stats(content);
    let active = f.active(content);
    ui.heading(RichText::new(snap.name(who)).color(side_color(ui, f.side)));
    ui.label(RichText::new(&kind.description).italics().color(dim()));
    if !active {
        ui.colored_label(bad(ui), "Out of the fight: its damage reached its HP");
    }
    ui.separator();
    levels(ui, f, &stats);
    attributes(ui, who, f, &stats);
    if !f.mods.is_empty() {
        for m in &f.mods {
            let lasts = crate::ui::screens::combat::preview::duration_words(m.duration);
            ui.label(
                RichText::new(format!("{} {:+} {lasts}", m.stat.long_name(), m.amount)).small(),
            );
        }
    }
    ui.separator();
    // Aiming at a limb shows the body, lit where the blow would land; the player's own choice
    // of tab comes back once the aim is gone.
    let shown = if aimed.is_some() { CardTab::Body } else { *tab };
    ui.horizontal(|ui| {
        for (which, label) in [
            (CardTab::Abilities, "Abilities"),
            (CardTab::Body, "Body and gear"),
        ] {
            if ui.selectable_label(shown == which, label).clicked() {
                *tab = which;
            }
        }
    });
    match shown {
        CardTab::Abilities => crate::ui::widgets::abilities::abilities(ui, snap, who),
        CardTab::Body => {
            body(ui, content, who, f, aimed);
            belongings(ui, content, f);
        }
    }
}

/// Damage against HP, the AP level, preparation and wait points.
fn levels(ui: &mut egui::Ui, f: &Fighter, stats: &Attributes) {
    let hp = stats.hp.max(1) as u32;
    ui.label(format!("Damage {} of {hp} HP", f.total_damage()));
    ui.horizontal(|ui| {
        ui.label(format!("AP level {}", f.ap)).on_hover_text(
            "Where it stands on the track now. AP below is what it starts each round with.",
        );
        ui.colored_label(prep(ui), format!("· preparation {}", f.prep));
        if f.wait > 0 {
            ui.colored_label(
                wait(ui),
                format!("· {} wait points on the body card", f.wait),
            );
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
                    std::cmp::Ordering::Greater => good(ui),
                    std::cmp::Ordering::Less => bad(ui),
                    std::cmp::Ordering::Equal => ui.visuals().text_color(),
                };
                ui.colored_label(color, text);
                if i % 4 == 3 {
                    ui.end_row();
                }
            }
            let roll = stats.get(Stat::Roll);
            if roll != 0 {
                ui.colored_label(good(ui), format!("Roll {roll:+}"));
            }
        });
}

/// The body as a figure (see `body_diagram`), under the rule of when a limb is out.
fn body(ui: &mut egui::Ui, content: &Content, who: CombatantId, f: &Fighter, aimed: Option<u8>) {
    ui.label(RichText::new(limb_rule(f)).strong());
    crate::ui::widgets::body_diagram::diagram(ui, content, who, f, aimed);
}

/// The pack and the advantages taken.
fn belongings(ui: &mut egui::Ui, content: &Content, f: &Fighter) {
    let pack = f.gear.pack.iter().map(|&i| {
        let def = &content.item(i).def;
        (def.icon_name(), def.name.as_str())
    });
    icon_line(ui, "Pack", pack);
    let advantages = f.advantages.iter().map(|&a| {
        let def = content.advantage(a);
        (def.icon_name(), def.name.as_str())
    });
    icon_line(ui, "Advantages", advantages);
}

/// "Pack: [icon] Rope, [icon] Potion", wrapped; nothing when the list is empty.
fn icon_line<'a>(ui: &mut egui::Ui, title: &str, things: impl Iterator<Item = (&'a str, &'a str)>) {
    let things: Vec<_> = things.collect();
    if things.is_empty() {
        return;
    }
    ui.horizontal_wrapped(|ui| {
        ui.label(format!("{title}:"));
        for (icon, name) in things {
            crate::ui::widgets::icons::show(ui, icon, 16.0, egui::Color32::from_rgb(230, 200, 130));
            ui.label(name);
        }
    });
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
