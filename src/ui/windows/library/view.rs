//! The library browser (Library on the title, `--screen library`): every combatant kind,
//! action, item, advantage and body with its icon, a search, and for the one picked its
//! numbers, what its reactions answer, what it is made of and the levels that use it. A
//! designer inspects a monster without starting a fight.

use crate::content::{Content, Encounter};
use crate::rules::Stat;
use crate::ui::widgets::dim;
use crate::ui::widgets::icons;
use crate::ui::windows::library::{Browse, Entry, TABLES, entries, used_in};
use bevy_egui::egui::{self, Color32, RichText};

/// The library window while `open`; `levels` are the level files' names and encounters.
pub fn library(
    ctx: &egui::Context,
    content: &Content,
    levels: &[(String, &Encounter)],
    (open, browse): (&mut bool, &mut Browse),
) {
    if browse.picked.is_some_and(|e| !e.exists(content)) {
        browse.picked = None;
    }
    // It opens on the first combatant rather than on an empty half.
    if browse.picked.is_none() && !content.kinds.is_empty() {
        browse.picked = Some(Entry::Kind(0));
    }
    let size = ctx.content_rect().size();
    egui::Window::new("Library")
        .open(open)
        .collapsible(false)
        .fixed_size([(size.x - 80.0).min(1000.0), size.y - 120.0])
        .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
        .show(ctx, |ui| {
            ui.horizontal(|ui| {
                ui.label("Search:");
                ui.text_edit_singleline(&mut browse.search);
            });
            ui.separator();
            ui.columns(2, |columns| {
                list(&mut columns[0], content, browse);
                if let Some(entry) = browse.picked {
                    egui::ScrollArea::vertical()
                        .id_salt("library details")
                        .show(&mut columns[1], |ui| details(ui, content, levels, entry));
                }
            });
        });
}

/// The tables, each under its heading, every entry with its icon.
fn list(ui: &mut egui::Ui, content: &Content, browse: &mut Browse) {
    egui::ScrollArea::vertical()
        .id_salt("library list")
        .show(ui, |ui| {
            for (table, found) in entries(content, &browse.search).into_iter().enumerate() {
                let heading = format!("{} ({})", TABLES[table], found.len());
                egui::CollapsingHeader::new(heading)
                    .id_salt(TABLES[table])
                    .default_open(table == 0)
                    .show(ui, |ui| {
                        for entry in found {
                            let (name, _, icon, _) = entry.words(content);
                            let image = icons::image(ui.ctx(), icon, 18.0, Color32::WHITE);
                            let picked = browse.picked == Some(entry);
                            let row = egui::Button::selectable(picked, (image, name));
                            if ui.add(row).clicked() {
                                browse.picked = Some(entry);
                            }
                        }
                    });
            }
        });
}

/// Everything about `entry`.
fn details(ui: &mut egui::Ui, content: &Content, levels: &[(String, &Encounter)], entry: Entry) {
    let (name, id, icon, description) = entry.words(content);
    ui.horizontal(|ui| {
        icons::show(ui, icon, 48.0, Color32::WHITE);
        ui.vertical(|ui| {
            ui.heading(name);
            ui.label(
                RichText::new(format!("id: {id} · icon: {icon}"))
                    .small()
                    .color(dim()),
            );
        });
    });
    if !description.is_empty() {
        ui.label(RichText::new(description).italics());
    }
    ui.separator();
    match entry {
        Entry::Kind(i) => kind(ui, content, i),
        Entry::Action(i) => action(ui, content, i),
        Entry::Item(i) => {
            let d = &content.items[i].def;
            ui.label(format!("Worn on: {}", d.parts.join(", ")));
            match d.equip_cost {
                Some(cost) => ui.label(format!("Put on or picked up in a fight for {cost} AP")),
                None => ui.label("Cannot be put on or picked up in a fight"),
            };
            modifiers(ui, &d.modifiers);
            actions(ui, content, "Grants", &content.items[i].grants);
        }
        Entry::Advantage(i) => {
            let d = &content.advantages[i];
            modifiers(ui, &d.modifiers);
            if d.extra_attack_targets > 0 {
                ui.label(format!(
                    "Attacks may take {} more targets",
                    d.extra_attack_targets
                ));
            }
        }
        Entry::Body(i) => {
            body(ui, content, i);
            actions(
                ui,
                content,
                "Every creature on it has",
                &content.bodies[i].actions,
            );
        }
    }
    ui.separator();
    let used = used_in(content, levels, entry);
    if used.is_empty() {
        ui.label(RichText::new("No level uses it.").color(dim()));
    } else {
        ui.label(format!("Used in: {}", used.join(", ")));
    }
}

fn kind(ui: &mut egui::Ui, content: &Content, i: usize) {
    let k = &content.kinds[i];
    let side = match k.def.side {
        crate::content::Side::Heroes => "a hero",
        crate::content::Side::Minions => "one of the Dark Lord's minions",
    };
    ui.label(format!("Fights as {side}, on the body `{}`.", k.def.body));
    ui.horizontal_wrapped(|ui| {
        for stat in Stat::ALL.into_iter().filter(|&s| s != Stat::Roll) {
            ui.label(RichText::new(format!("{stat} {}", k.def.attributes.get(stat))).strong());
        }
    });
    for (title, list) in [("Wears", &k.equipment), ("In its pack", &k.pack)] {
        let names: Vec<&str> = list
            .iter()
            .map(|&it| content.item(it).def.name.as_str())
            .collect();
        if !names.is_empty() {
            ui.label(format!("{title}: {}", names.join(", ")));
        }
    }
    let own = k.actions.iter().chain(&content.body(k.body).actions);
    let granted = k.equipment.iter().flat_map(|&it| &content.item(it).grants);
    let all: Vec<_> = own.chain(granted).copied().collect();
    actions(ui, content, "Abilities", &all);
    body(ui, content, k.body.index());
}

fn action(ui: &mut egui::Ui, content: &Content, i: usize) {
    let d = &content.actions[i];
    ui.label(format!("{} AP", d.cost));
    if let Some(check) = d.check {
        ui.label(format!(
            "Check: {}",
            crate::ui::widgets::check_words(&check)
        ));
    } else {
        ui.label("No roll: it always works");
    }
    if let Some(reaction) = &d.reaction {
        ui.label(format!(
            "A reaction: {}",
            crate::combat::rejection::answers_in_words(reaction)
        ));
    }
    if !d.tags.is_empty() {
        let tags: Vec<String> = d.tags.iter().map(|t| format!("{t:?}")).collect();
        ui.label(
            RichText::new(format!("Tags: {}", tags.join(", ")))
                .small()
                .color(dim()),
        );
    }
}

/// A list of actions with icon, cost and what a reaction answers.
fn actions(ui: &mut egui::Ui, content: &Content, title: &str, list: &[crate::content::ActionId]) {
    if list.is_empty() {
        return;
    }
    ui.label(RichText::new(title).strong());
    for &a in list {
        let d = content.action(a);
        ui.horizontal(|ui| {
            icons::show(ui, d.icon_name(), 16.0, Color32::WHITE);
            let mut line = format!("{}: {} AP", d.name, d.cost);
            if let Some(check) = d.check {
                line.push_str(&format!(" · {}", crate::ui::widgets::check_words(&check)));
            }
            if let Some(r) = &d.reaction {
                line.push_str(&format!(
                    " · {}",
                    crate::combat::rejection::answers_in_words(r)
                ));
            }
            ui.add(egui::Label::new(RichText::new(line).small()).wrap());
        });
    }
}

/// A body's parts, limbs marked.
fn body(ui: &mut egui::Ui, content: &Content, i: usize) {
    let parts: Vec<String> = content.bodies[i]
        .def
        .parts
        .iter()
        .map(|p| {
            if p.limb {
                format!("{} (limb)", p.name)
            } else {
                p.name.clone()
            }
        })
        .collect();
    ui.label(format!("Body parts: {}", parts.join(", ")));
}

/// "Str +1, Def -2".
fn modifiers(ui: &mut egui::Ui, list: &[(Stat, i32)]) {
    if list.is_empty() {
        return;
    }
    let words: Vec<String> = list
        .iter()
        .map(|(s, v)| format!("{} {v:+}", s.long_name()))
        .collect();
    ui.label(format!("Changes: {}", words.join(", ")));
}
