//! One member of an encounter in the editor: its kind (or the archetypes the players may pick
//! from), name, the round it joins, fixed advantages, and what it has on top of its kind for
//! this fight; each of the checker's errors about it shown under the row it is about.

use crate::content::{Content, MemberDef, Overrides, Side};
use crate::rules::Stat;
use crate::ui::widgets::palette::{bad, dim};
use crate::ui::windows::editor::check::Problem;
use crate::ui::windows::editor::pick::{self, Choice};
use bevy_egui::egui::{self, RichText};

/// What a member's buttons ask of its list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ListEdit {
    Duplicate,
    Remove,
    MoveUp,
}

/// What the member card needs besides the member.
pub struct CardView<'a> {
    pub content: &'a Content,
    pub side: Side,
    pub index: usize,
    /// Advantages per hero (the encounter's level).
    pub level: u32,
    pub max_rounds: u32,
    /// The checker's errors about this member.
    pub problems: &'a [Problem],
}

/// Shows the problems whose field is one of `fields`.
fn problems_at(ui: &mut egui::Ui, problems: &[Problem], fields: &[&str]) {
    for p in problems {
        if p.field.as_deref().is_some_and(|f| fields.contains(&f)) {
            ui.colored_label(bad(ui), format!("⚠ {}", p.message));
        }
    }
}

/// The fields the card shows the problems of; others go at its foot.
const SHOWN: [&str; 13] = [
    "kind",
    "choose_from",
    "name",
    "arrives",
    "advantages",
    "overrides",
    "attributes",
    "equipment",
    "pack",
    "actions",
    "damage",
    "wait",
    "description",
];

/// The card of `m`; the list edit its buttons asked for, if any.
pub fn card(ui: &mut egui::Ui, view: &CardView, m: &mut MemberDef) -> Option<ListEdit> {
    let mut edit = None;
    let content = view.content;
    let frame = egui::Frame::group(ui.style());
    let frame = if view.problems.is_empty() {
        frame
    } else {
        frame.stroke(egui::Stroke::new(1.5, bad(ui)))
    };
    frame.show(ui, |ui| {
        ui.set_width(ui.available_width());
        ui.push_id((view.side, view.index), |ui| {
            ui.horizontal(|ui| {
                let kinds = pick::kinds(content, view.side);
                pick::combo(ui, "", "kind", &mut m.kind, &kinds);
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    if ui
                        .small_button("Remove")
                        .on_hover_text("Take it out of the encounter")
                        .clicked()
                    {
                        edit = Some(ListEdit::Remove);
                    }
                    if ui
                        .small_button("Duplicate")
                        .on_hover_text("Add a copy of it")
                        .clicked()
                    {
                        edit = Some(ListEdit::Duplicate);
                    }
                    if view.index > 0 && ui.small_button("⬆").on_hover_text("Move it up").clicked()
                    {
                        edit = Some(ListEdit::MoveUp);
                    }
                });
            });
            problems_at(ui, view.problems, &["kind"]);
            name_row(ui, content, m);
            problems_at(ui, view.problems, &["name"]);
            if view.side == Side::Heroes {
                choices_row(ui, content, m);
                problems_at(ui, view.problems, &["choose_from"]);
                advantages_row(ui, content, view.level, m);
                problems_at(ui, view.problems, &["advantages"]);
            }
            ui.horizontal(|ui| {
                ui.label("Joins the fight in round");
                ui.add(egui::DragValue::new(&mut m.arrives).range(0..=view.max_rounds.max(1)));
                let when = if m.arrives <= 1 {
                    "(from the start)"
                } else {
                    "(reinforcement)"
                };
                ui.label(RichText::new(when).color(dim()));
            });
            problems_at(ui, view.problems, &["arrives"]);
            overrides(ui, content, &mut m.overrides);
            // "overrides" and the fields inside it.
            problems_at(ui, view.problems, &SHOWN[5..=11]);
            for p in view.problems {
                if !p.field.as_deref().is_some_and(|f| SHOWN.contains(&f)) {
                    ui.colored_label(bad(ui), format!("⚠ {}", p.message));
                }
            }
        });
    });
    edit
}

/// The name in this fight; left empty, the kind's own name.
fn name_row(ui: &mut egui::Ui, content: &Content, m: &mut MemberDef) {
    let kind_name = content
        .kind_id(&m.kind)
        .map_or(m.kind.as_str(), |k| content.kind(k).def.name.as_str());
    ui.horizontal(|ui| {
        let label = ui.label("Name");
        let mut name = m.name.clone().unwrap_or_default();
        let field = egui::TextEdit::singleline(&mut name)
            .hint_text(format!("{kind_name} (its kind's name)"))
            .desired_width(220.0);
        if ui.add(field).labelled_by(label.id).changed() {
            m.name = (!name.trim().is_empty()).then_some(name);
        }
    });
}

/// Heroes: fixed, or a choice of archetypes before the fight.
fn choices_row(ui: &mut egui::Ui, content: &Content, m: &mut MemberDef) {
    let mut choosing = !m.choose_from.is_empty();
    if ui
        .checkbox(
            &mut choosing,
            "The players may pick another archetype for this hero",
        )
        .changed()
    {
        m.choose_from = if choosing {
            pick::kinds(content, Side::Heroes)
                .iter()
                .filter(|c| c.id != m.kind)
                .take(2)
                .map(|c| c.id.to_string())
                .collect()
        } else {
            Vec::new()
        };
    }
    if m.choose_from.is_empty() {
        return;
    }
    // The offered ones, each with ✖, and a chooser for the others: the library has many
    // archetypes, a slot offers a few.
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new("Also offered:").color(dim()));
        let all = pick::kinds(content, Side::Heroes);
        let mut remove = None;
        for (i, id) in m.choose_from.iter().enumerate() {
            let Some(c) = all.iter().find(|c| c.id == id.as_str()) else {
                ui.colored_label(bad(ui), id);
                continue;
            };
            crate::ui::widgets::icons::show(ui, c.icon, 16.0, egui::Color32::WHITE);
            ui.label(c.name);
            if ui
                .small_button("✖")
                .on_hover_text(format!("Stop offering {}", c.name))
                .clicked()
            {
                remove = Some(i);
            }
        }
        if let Some(i) = remove {
            m.choose_from.remove(i);
        }
    });
    ui.horizontal(|ui| {
        let all = pick::kinds(content, Side::Heroes);
        let others: Vec<&Choice> = all
            .iter()
            .filter(|c| c.id != m.kind && !m.choose_from.iter().any(|k| k == c.id))
            .collect();
        egui::ComboBox::from_id_salt("offer another")
            .selected_text("Offer another…")
            .height(400.0)
            .show_ui(ui, |ui| {
                for c in others {
                    let image = crate::ui::widgets::icons::image(
                        ui.ctx(),
                        c.icon,
                        18.0,
                        egui::Color32::WHITE,
                    );
                    if ui
                        .add(egui::Button::selectable(false, (image, c.name)))
                        .clicked()
                    {
                        m.choose_from.push(c.id.to_string());
                    }
                }
            });
    });
}

/// Heroes: advantages the players choose (the default), or fixed here, as many as the level.
fn advantages_row(ui: &mut egui::Ui, content: &Content, level: u32, m: &mut MemberDef) {
    let choices = pick::advantages(content);
    match &mut m.advantages {
        None => {
            let fix = (level > 0).then(|| {
                ui.horizontal(|ui| {
                    ui.small_button("Fix its advantages")
                        .on_hover_text("Otherwise the players choose them before the fight")
                })
                .inner
            });
            if fix.is_some_and(|f| f.clicked()) {
                m.advantages = Some(
                    choices
                        .iter()
                        .cycle()
                        .take(level as usize)
                        .map(|c| c.id.to_string())
                        .collect(),
                );
            }
        }
        Some(list) => {
            ui.label("Fixed advantages:");
            let mut cleared = false;
            pick::id_list(
                ui,
                ("its advantages", "Add an advantage"),
                "advantages",
                list,
                &choices,
            );
            if ui
                .horizontal(|ui| ui.small_button("Let the players choose them"))
                .inner
                .clicked()
            {
                cleared = true;
            }
            if cleared {
                m.advantages = None;
            }
        }
    }
}

/// What it has on top of its kind for this fight.
fn overrides(ui: &mut egui::Ui, content: &Content, o: &mut Overrides) {
    let title = if o.is_empty() {
        "Changes for this fight (none)".to_string()
    } else {
        "Changes for this fight".to_string()
    };
    egui::CollapsingHeader::new(title)
        .id_salt("overrides")
        .default_open(!o.is_empty())
        .show(ui, |ui| {
            ui.label(RichText::new("Attributes").strong());
            let mut remove = None;
            for (i, (stat, amount)) in o.attributes.iter_mut().enumerate() {
                ui.horizontal(|ui| {
                    pick::stat(ui, ("stat", i), stat);
                    ui.add(egui::DragValue::new(amount).range(-50..=50));
                    if ui
                        .small_button("✖")
                        .on_hover_text("Remove this change")
                        .clicked()
                    {
                        remove = Some(i);
                    }
                });
            }
            if let Some(i) = remove {
                o.attributes.remove(i);
            }
            let add = ui.horizontal(|ui| ui.small_button("Add an attribute change"));
            if add.inner.clicked() {
                o.attributes.push((Stat::Str, 1));
            }
            let items: Vec<Choice> = pick::items(content);
            ui.label(RichText::new("Also wears").strong());
            pick::id_list(
                ui,
                ("what it wears", "Add worn gear"),
                "equipment",
                &mut o.equipment,
                &items,
            );
            ui.label(RichText::new("Also carries (stowed)").strong());
            pick::id_list(
                ui,
                ("its pack", "Add to its pack"),
                "pack",
                &mut o.pack,
                &items,
            );
            ui.label(RichText::new("Also knows").strong());
            let actions = pick::actions(content);
            pick::id_list(
                ui,
                ("its actions", "Add an action"),
                "actions",
                &mut o.actions,
                &actions,
            );
            ui.horizontal(|ui| {
                ui.label("Starts with damage");
                ui.add(egui::DragValue::new(&mut o.damage).range(0..=200));
                ui.label("and wait points");
                ui.add(egui::DragValue::new(&mut o.wait).range(0..=50));
            });
        });
}
