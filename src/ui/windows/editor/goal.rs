//! The encounter's goal in the editor: what the heroes must do to win, with the leader or the
//! hero to protect chosen among the members' names as the fight will call them.

use crate::content::Goal;
use bevy_egui::egui;

/// The goals in the order the chooser lists them, in words.
const KINDS: [&str; 4] = [
    "Defeat every foe",
    "Defeat their leader",
    "Survive a number of rounds",
    "Protect a hero",
];

fn kind_of(goal: &Goal) -> usize {
    match goal {
        Goal::DefeatAll => 0,
        Goal::DefeatLeader { .. } => 1,
        Goal::Survive { .. } => 2,
        Goal::Protect { .. } => 3,
    }
}

/// The goal chooser; `minions` and `heroes` are the members' names in the fight.
pub fn goal(
    ui: &mut egui::Ui,
    goal: &mut Goal,
    (heroes, minions): (&[String], &[String]),
    max_rounds: u32,
) {
    let mut kind = kind_of(goal);
    ui.horizontal(|ui| {
        let label = ui.label("Goal");
        egui::ComboBox::from_id_salt("goal")
            .selected_text(KINDS[kind])
            .show_ui(ui, |ui| {
                for (i, words) in KINDS.iter().enumerate() {
                    ui.selectable_value(&mut kind, i, *words);
                }
            })
            .response
            .labelled_by(label.id);
    });
    if kind != kind_of(goal) {
        let first = |names: &[String]| names.first().cloned().unwrap_or_default();
        *goal = match kind {
            1 => Goal::DefeatLeader {
                name: first(minions),
            },
            2 => Goal::Survive {
                rounds: max_rounds.clamp(1, 5),
            },
            3 => Goal::Protect {
                name: first(heroes),
            },
            _ => Goal::DefeatAll,
        };
    }
    match goal {
        Goal::DefeatAll => {
            ui.label("The heroes win when every minion is down, reinforcements included.");
        }
        Goal::DefeatLeader { name } => {
            name_choice(
                ui,
                "The heroes win as soon as this minion is down:",
                name,
                minions,
            );
        }
        Goal::Survive { rounds } => {
            ui.horizontal(|ui| {
                ui.label("The heroes win when this many rounds end with one of them standing:");
                ui.add(egui::DragValue::new(rounds).range(1..=max_rounds.max(1)));
            });
        }
        Goal::Protect { name } => {
            name_choice(
                ui,
                "The Dark Lord wins as soon as this hero is down:",
                name,
                heroes,
            );
        }
    }
}

fn name_choice(ui: &mut egui::Ui, words: &str, name: &mut String, names: &[String]) {
    ui.horizontal_wrapped(|ui| {
        ui.label(words);
        egui::ComboBox::from_id_salt("goal name")
            .selected_text(name.as_str())
            .show_ui(ui, |ui| {
                for n in names {
                    ui.selectable_value(name, n.clone(), n);
                }
            });
    });
}
