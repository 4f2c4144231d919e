//! The party strip under the map: each hero with an HP bar, the limbs out, the advantages and
//! whether it is ready, resting or fallen. The party screen shows the same line on each card.

use crate::campaign::Hero;
use crate::campaign::deploy::{can_fight, fighter_of};
use crate::content::Content;
use crate::ui::widgets::{bad, dim, good, hero as hero_color};
use bevy_egui::egui::{self, RichText};

/// How a hero stands between fights.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    Ready,
    /// Alive, but its damage is at its HP: it rests until it heals.
    Resting,
    Fallen,
}

impl Status {
    pub fn of(content: &Content, hero: &Hero) -> Status {
        if hero.dead {
            Status::Fallen
        } else if can_fight(content, hero) {
            Status::Ready
        } else {
            Status::Resting
        }
    }

    pub fn words(self) -> &'static str {
        match self {
            Status::Ready => "ready",
            Status::Resting => "resting",
            Status::Fallen => "fallen",
        }
    }
}

/// A hero's health at a glance: HP left of HP, and the limbs out ("left arm out").
pub struct Health {
    pub hp: u32,
    pub left: u32,
    pub limbs_out: Vec<String>,
}

impl Health {
    pub fn of(content: &Content, hero: &Hero) -> Health {
        let f = fighter_of(content, hero);
        let hp = u32::try_from(f.stat(content, crate::rules::Stat::HP)).unwrap_or(0);
        let limbs_out = (0..f.parts.len())
            .filter(|&i| !f.part_active(i))
            .map(|i| format!("{} out", f.parts[i].name))
            .collect();
        Health {
            hp,
            left: hp.saturating_sub(hero.total_damage()),
            limbs_out,
        }
    }
}

/// The strip: one small card per hero, the fallen last.
pub fn strip(ui: &mut egui::Ui, content: &Content, heroes: &[Hero], players: u8) {
    let mut order: Vec<usize> = (0..heroes.len()).collect();
    order.sort_by_key(|&h| heroes[h].dead);
    egui::ScrollArea::horizontal()
        .id_salt("party_strip")
        .show(ui, |ui| {
            ui.horizontal(|ui| {
                for h in order {
                    egui::Frame::group(ui.style()).show(ui, |ui| {
                        ui.set_width(190.0);
                        ui.vertical(|ui| line(ui, content, &heroes[h], players));
                    });
                }
            });
        });
}

/// A hero in a few lines: name and archetype, HP bar, limbs out, advantages, status.
pub fn line(ui: &mut egui::Ui, content: &Content, hero: &Hero, players: u8) {
    let status = Status::of(content, hero);
    let kind = &content.kind(hero.kind).def.name;
    ui.horizontal(|ui| {
        ui.label(RichText::new(&hero.name).strong().color(hero_color(ui)));
        if hero.name != *kind {
            ui.label(RichText::new(kind).color(dim()));
        }
    });
    if status == Status::Fallen {
        ui.colored_label(bad(ui), "Fallen: gone for good");
        return;
    }
    let health = Health::of(content, hero);
    let share = if health.hp == 0 {
        0.0
    } else {
        health.left as f32 / health.hp as f32
    };
    ui.add(
        egui::ProgressBar::new(share)
            .desired_width(170.0)
            .text(format!("{} of {} HP", health.left, health.hp)),
    );
    if !health.limbs_out.is_empty() {
        ui.colored_label(bad(ui), health.limbs_out.join(", "));
    }
    let names: Vec<&str> = hero
        .advantages
        .iter()
        .map(|&a| content.advantage(a).name.as_str())
        .collect();
    let plural = if names.len() == 1 { "" } else { "s" };
    let color = match status {
        Status::Ready => good(ui),
        _ => bad(ui),
    };
    ui.horizontal(|ui| {
        ui.colored_label(color, status.words())
            .on_hover_text(match status {
                Status::Resting => "Too hurt to fight: rest and camps heal it.",
                _ => "Can go to the next fight.",
            });
        ui.label(format!("· {} advantage{plural}", names.len()))
            .on_hover_text(if names.is_empty() {
                "none yet".to_string()
            } else {
                names.join(", ")
            });
        if players > 1 {
            ui.label(RichText::new(format!("· Player {}", hero.player + 1)).color(dim()));
        }
    });
}
