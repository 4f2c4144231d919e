//! The party screen laid out: the choices owed on top, a card per hero (its line, its body as
//! the combat card draws it, what it wears and carries), and the stash beside them.

use super::gear::{hero_gear, stash};
use super::picks::picks;
use crate::campaign::deploy::fighter_of;
use crate::combat::CombatantId;
use crate::content::Content;
use crate::ui::ask::Ask;
use crate::ui::screens::campaign::{CampaignAsk, CampaignRun, hero_line};
use crate::ui::widgets::bad;
use crate::ui::widgets::body_diagram::diagram;
use bevy_egui::egui::{self, RichText};

/// The party screen.
pub fn party(ui: &mut egui::Ui, content: &Content, run: &CampaignRun) -> Option<Ask> {
    let mut ask = None;
    egui::Panel::top("party_top").show(ui, |ui| {
        ui.horizontal(|ui| {
            ui.heading(RichText::new("The party").size(26.0));
            ui.label(format!("— {}", run.campaign.def.name));
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                let map = ui.add_sized([140.0, 32.0], egui::Button::new("To the map"));
                if map.clicked() {
                    ask = Some(CampaignAsk::ToMap.into());
                }
            });
        });
        if let Some(status) = &run.status {
            ui.colored_label(bad(ui), status);
        }
        if !run.journey.pending.is_empty() {
            ask = ask.take().or(picks(ui, content, run));
        }
    });
    egui::Panel::right("party_stash")
        .exact_size(300.0)
        .show(ui, |ui| {
            ask = ask.take().or(stash(ui, content, &run.journey))
        });
    egui::CentralPanel::default_margins().show(ui, |ui| {
        egui::ScrollArea::both().show(ui, |ui| {
            ui.horizontal_top(|ui| {
                for (h, hero) in run.journey.party.heroes.iter().enumerate() {
                    egui::Frame::group(ui.style()).show(ui, |ui| {
                        ui.set_width(280.0);
                        ui.vertical(|ui| {
                            hero_line(ui, content, hero, run.journey.players);
                            if hero.dead {
                                return;
                            }
                            let f = fighter_of(content, hero);
                            diagram(ui, content, CombatantId(h as u8), &f, None);
                            ask = ask.take().or(hero_gear(ui, content, &run.journey, h));
                        });
                    });
                }
            });
        });
    });
    ask
}
