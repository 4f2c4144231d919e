//! The editor's choosers: a combo box over the content library's combatants, items, actions
//! or advantages, each with its icon and name, so a designer picks a thing by what it is called
//! and never types an id.

use crate::content::{Content, KindId, Side};
use crate::rules::Stat;
use crate::ui::widgets::icons;
use bevy_egui::egui::{self, Color32};

/// One thing that can be chosen: its id (what the file holds), name and icon.
#[derive(Clone, Copy, Debug)]
pub struct Choice<'a> {
    pub id: &'a str,
    pub name: &'a str,
    pub icon: &'a str,
}

/// The combatants of `side`.
pub fn kinds(content: &Content, side: Side) -> Vec<Choice<'_>> {
    (0..content.kinds.len())
        .filter(|&i| content.kinds[i].def.side == side)
        .map(|i| Choice {
            id: &content.kinds[i].def.id,
            name: &content.kinds[i].def.name,
            icon: content.kind_icon(KindId(i as u16)),
        })
        .collect()
}

/// Every item.
pub fn items(content: &Content) -> Vec<Choice<'_>> {
    content
        .items
        .iter()
        .map(|i| Choice {
            id: &i.def.id,
            name: &i.def.name,
            icon: i.def.icon_name(),
        })
        .collect()
}

/// Every action and reaction.
pub fn actions(content: &Content) -> Vec<Choice<'_>> {
    content
        .actions
        .iter()
        .map(|a| Choice {
            id: &a.id,
            name: &a.name,
            icon: a.icon_name(),
        })
        .collect()
}

/// Every advantage.
pub fn advantages(content: &Content) -> Vec<Choice<'_>> {
    content
        .advantages
        .iter()
        .map(|a| Choice {
            id: &a.id,
            name: &a.name,
            icon: a.icon_name(),
        })
        .collect()
}

/// A combo box labelled `label` choosing `current` among `choices`, the chosen one's icon
/// beside it; an id the library lacks shows as such. True when the choice changed.
pub fn combo(
    ui: &mut egui::Ui,
    label: &str,
    salt: impl std::hash::Hash + std::fmt::Debug,
    current: &mut String,
    choices: &[Choice],
) -> bool {
    let chosen = choices.iter().find(|c| c.id == current.as_str());
    let mut changed = false;
    ui.horizontal(|ui| {
        if let Some(c) = chosen {
            icons::show(ui, c.icon, 20.0, Color32::WHITE);
        }
        let shown = chosen.map_or_else(
            || format!("{current} (not in the library)"),
            |c| c.name.into(),
        );
        egui::ComboBox::new(salt, label)
            .selected_text(shown)
            .height(400.0)
            .show_ui(ui, |ui| {
                for c in choices {
                    let image = icons::image(ui.ctx(), c.icon, 18.0, Color32::WHITE);
                    let row = egui::Button::selectable(c.id == current.as_str(), (image, c.name));
                    if ui.add(row).clicked() && c.id != current.as_str() {
                        *current = c.id.to_string();
                        changed = true;
                    }
                }
            });
    });
    changed
}

/// A combo box choosing an attribute, by its full name.
pub fn stat(ui: &mut egui::Ui, salt: impl std::hash::Hash + std::fmt::Debug, current: &mut Stat) {
    egui::ComboBox::from_id_salt(salt)
        .selected_text(current.long_name())
        .show_ui(ui, |ui| {
            for s in Stat::ALL {
                ui.selectable_value(current, s, s.long_name());
            }
        });
}

/// A list of ids edited as a column of combo boxes, each with a remove button, and an add
/// button that adds the first choice. True when it changed.
pub fn id_list(
    ui: &mut egui::Ui,
    (label, add_label): (&str, &str),
    salt: impl std::hash::Hash + std::fmt::Debug + Copy,
    list: &mut Vec<String>,
    choices: &[Choice],
) -> bool {
    let mut changed = false;
    let mut remove = None;
    for (i, id) in list.iter_mut().enumerate() {
        ui.horizontal(|ui| {
            changed |= combo(ui, "", (salt, i), id, choices);
            if ui
                .small_button("✖")
                .on_hover_text(format!("Remove from {label}"))
                .clicked()
            {
                remove = Some(i);
            }
        });
    }
    if let Some(i) = remove {
        list.remove(i);
        changed = true;
    }
    // In a row, so that it is not stretched to the column's width.
    let add = ui.horizontal(|ui| ui.small_button(add_label)).inner;
    if let Some(first) = choices.first()
        && add.clicked()
    {
        list.push(first.id.to_string());
        changed = true;
    }
    changed
}
