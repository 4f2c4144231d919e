//! Gear between fights on the party screen: what a hero wears and carries, each item with the
//! ways it can go (put on, into the pack, to the stash, to another hero), and the stash, each
//! item given to a hero to wear or to carry. An item that does not fit says why.

use crate::campaign::{Journey, Place};
use crate::content::{Content, ItemId};
use crate::ui::ask::Ask;
use crate::ui::screens::campaign::CampaignAsk;
use crate::ui::widgets::dim;
use bevy_egui::egui::{self, RichText};

fn moved(from: Place, index: usize, to: Place) -> Ask {
    CampaignAsk::MoveItem { from, index, to }.into()
}

/// An item's button: its name, what it does on hover, and a menu of where it may go.
fn item_menu(
    ui: &mut egui::Ui,
    content: &Content,
    item: ItemId,
    add: impl FnOnce(&mut egui::Ui) -> Option<Ask>,
) -> Option<Ask> {
    let def = &content.item(item).def;
    let mut ask = None;
    ui.menu_button(&def.name, |ui| {
        ui.label(RichText::new(&def.description).color(dim()));
        ui.separator();
        ask = add(ui);
        if ask.is_some() {
            ui.close();
        }
    })
    .response
    .on_hover_text(&def.description);
    ask
}

/// Where the item at `from` may go: the other of worn and pack, the stash, another hero.
fn destinations(ui: &mut egui::Ui, j: &Journey, from: Place, index: usize) -> Option<Ask> {
    let mut ask = None;
    let mut offer = |ui: &mut egui::Ui, text: String, to: Place| {
        if to != from && ui.button(text).clicked() {
            ask = Some(moved(from, index, to));
        }
    };
    if let Place::Worn(h) | Place::Pack(h) = from {
        offer(ui, "Put it on".into(), Place::Worn(h));
        offer(ui, "Carry it in the pack".into(), Place::Pack(h));
        offer(ui, "Back to the stash".into(), Place::Stash);
    }
    for other in j.party.living() {
        let name = &j.party.heroes[other].name;
        if matches!(from, Place::Worn(h) | Place::Pack(h) if h == other) {
            continue;
        }
        offer(ui, format!("Give to {name} to wear"), Place::Worn(other));
        offer(ui, format!("Give to {name} to carry"), Place::Pack(other));
    }
    ask
}

/// What hero `h` wears and carries.
pub fn hero_gear(ui: &mut egui::Ui, content: &Content, j: &Journey, h: usize) -> Option<Ask> {
    let hero = &j.party.heroes[h];
    let mut ask = None;
    for (title, list, place) in [
        ("Wears", &hero.worn, Place::Worn(h)),
        ("Carries", &hero.pack, Place::Pack(h)),
    ] {
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(format!("{title}:")).strong());
            if list.is_empty() {
                ui.label(RichText::new("nothing").color(dim()));
            }
            for (index, &item) in list.iter().enumerate() {
                ui.push_id((title, index), |ui| {
                    let chosen =
                        item_menu(ui, content, item, |ui| destinations(ui, j, place, index));
                    ask = ask.take().or(chosen);
                });
            }
        });
    }
    ask
}

/// The stash: every item nobody carries, each to give to a hero.
pub fn stash(ui: &mut egui::Ui, content: &Content, j: &Journey) -> Option<Ask> {
    let mut ask = None;
    ui.heading("The stash");
    ui.label(
        RichText::new(
            "Rewards, spoils, and the gear of the fallen. Click an item to give it to a hero.",
        )
        .color(dim()),
    );
    if j.party.stash.is_empty() {
        ui.label(RichText::new("Empty").color(dim()));
    }
    egui::ScrollArea::vertical()
        .id_salt("stash")
        .show(ui, |ui| {
            for (index, &item) in j.party.stash.iter().enumerate() {
                ui.push_id(("stash", index), |ui| {
                    let chosen = item_menu(ui, content, item, |ui| {
                        destinations(ui, j, Place::Stash, index)
                    });
                    ask = ask.take().or(chosen);
                });
            }
        });
    ask
}
