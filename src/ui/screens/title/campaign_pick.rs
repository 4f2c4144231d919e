//! The title's campaigns: each file listed with its length (a broken one with its errors), and
//! the chosen one told (its story, length, retreats, what becomes of the fallen), the campaign
//! in progress with Continue, the party's archetypes and players, the Dark Lord and the seed.
//! Starting anew over a campaign in progress asks first.

use super::view::{TitleDraft, dark_lord_row, mode_row_words};
use crate::content::campaign::{Campaign, Fallen};
use crate::content::{Content, KindId};
use crate::control::Seat;
use crate::ui::ask::Ask;
use crate::ui::screens::campaign::{CampaignAsk, CampaignEntry, CampaignStart, Campaigns};
use crate::ui::widgets::{and_list, bad, dim, good};
use bevy_egui::egui::{self, RichText};

/// The campaigns in the title's list: a click chooses one.
pub fn campaign_list(ui: &mut egui::Ui, campaigns: &Campaigns, draft: &mut TitleDraft) {
    if campaigns.entries.is_empty() {
        return;
    }
    ui.heading("Campaigns");
    for entry in &campaigns.entries {
        match &entry.campaign {
            Some(c) => {
                let chosen = draft.campaign.as_ref() == Some(&entry.path);
                let fights = c.shortest_fights();
                let text = format!("{}  ·  {fights} fights to the end", c.def.name);
                if ui.selectable_label(chosen, text).clicked() && !chosen {
                    draft.campaign = Some(entry.path.clone());
                    draft.campaign_kinds.clear();
                    draft.confirm_new_campaign = false;
                }
            }
            None => {
                ui.colored_label(bad(ui), format!("{}: does not load", entry.file));
            }
        }
        if let Some(errors) = &entry.errors {
            ui.colored_label(bad(ui), format!("! {errors}"))
                .on_hover_text("Fix the file and save: it reloads by itself.");
        }
    }
    ui.add_space(10.0);
}

/// The chosen campaign, with its choices and the buttons to start or continue it.
pub fn chosen_campaign(
    ui: &mut egui::Ui,
    content: &Content,
    campaigns: &Campaigns,
    draft: &mut TitleDraft,
) -> Option<Ask> {
    let entry = campaigns.entry(draft.campaign.as_deref()?)?;
    let Some(campaign) = &entry.campaign else {
        ui.label("This campaign does not load: see its errors in the list.");
        return None;
    };
    if draft.campaign_kinds.len() != campaign.party.len() {
        draft.campaign_kinds = campaign.party.iter().map(|h| h.kind).collect();
    }
    let mut ask = None;
    let start = egui::Panel::bottom("campaign_start_bar")
        .show_separator_line(false)
        .show(ui, |ui| {
            ui.add_space(8.0);
            let inner = start_buttons(ui, entry, draft);
            ui.add_space(52.0);
            inner
        })
        .inner;
    egui::ScrollArea::vertical()
        .id_salt("chosen_campaign")
        .show(ui, |ui| {
            describe(ui, campaign);
            if let Some(note) = &campaigns.note {
                ui.colored_label(bad(ui), note);
            }
            if let Some(saved) = &entry.saved {
                ask = in_progress(ui, saved);
            }
            ui.add_space(8.0);
            mode_row_words(ui, draft);
            ui.add_space(6.0);
            ui.label(RichText::new("The party").strong());
            for (i, hero) in campaign.party.iter().enumerate() {
                party_row(ui, content, draft, i, hero);
            }
            ui.add_space(6.0);
            ui.label(RichText::new("The Dark Lord").strong());
            dark_lord_row(ui, draft);
            ui.horizontal(|ui| {
                ui.label("Seed:");
                ui.add(egui::DragValue::new(&mut draft.seed));
            });
        });
    ask.or(start.then(|| start_ask(entry, campaign, draft)))
}

/// Its story and its shape: the fewest fights, retreats, the fallen, who must live.
fn describe(ui: &mut egui::Ui, campaign: &Campaign) {
    let def = &campaign.def;
    ui.heading(&def.name);
    ui.label(&def.description);
    ui.add_space(4.0);
    let fallen = match def.fallen {
        Fallen::Recover => "a hero who falls lives, and rests until healed",
        Fallen::Dead => "a hero who falls is gone for good",
    };
    ui.label(
        RichText::new(format!(
            "{} fights to the end at the fewest · {} retreat{} · {fallen}",
            campaign.shortest_fights(),
            def.retreats,
            if def.retreats == 1 { "" } else { "s" }
        ))
        .color(dim()),
    );
    if !def.must_survive.is_empty() {
        ui.label(format!(
            "The campaign is lost if {} falls.",
            and_list(&def.must_survive)
        ));
    }
}

/// The campaign in progress: its summary, and Continue.
fn in_progress(
    ui: &mut egui::Ui,
    saved: &crate::ui::screens::campaign::SavedCampaign,
) -> Option<Ask> {
    let mut ask = None;
    egui::Frame::group(ui.style()).show(ui, |ui| {
        ui.set_width(ui.available_width());
        match &saved.summary {
            Ok(summary) => {
                let title = if saved.over {
                    "The last campaign has ended"
                } else {
                    "A campaign in progress"
                };
                ui.label(RichText::new(title).strong().color(good(ui)));
                ui.label(summary);
                let text = if saved.over {
                    "Look at its end"
                } else {
                    "Continue"
                };
                let button = ui.add_sized(
                    [200.0, 36.0],
                    egui::Button::new(RichText::new(text).size(18.0)),
                );
                if button.clicked() {
                    ask = Some(CampaignAsk::Continue(saved.path.clone()).into());
                }
            }
            Err(why) => {
                ui.colored_label(
                    bad(ui),
                    format!("The saved campaign cannot be continued: {why}"),
                );
                ui.label(
                    RichText::new("The file is kept; starting anew replaces it.").color(dim()),
                );
            }
        }
    });
    ask
}

/// One hero of the party: its name, its archetypes to pick from, and who plays it.
fn party_row(
    ui: &mut egui::Ui,
    content: &Content,
    draft: &mut TitleDraft,
    i: usize,
    hero: &crate::content::campaign::HeroStart,
) {
    egui::Frame::group(ui.style()).show(ui, |ui| {
        ui.set_width(ui.available_width());
        ui.horizontal(|ui| {
            if draft.hot_seat {
                let owners = draft.campaign_owners(i);
                ui.label(format!("Player {}", owners + 1));
            }
            // An unnamed hero is called after its archetype, which is still to choose here.
            let name = if hero.named {
                hero.name.clone()
            } else {
                format!("Hero {}", i + 1)
            };
            ui.label(RichText::new(name).strong());
            if hero.choices.len() > 1 {
                ui.label("plays");
                for &k in &hero.choices {
                    let name = &content.kind(k).def.name;
                    ui.selectable_value(&mut draft.campaign_kinds[i], k, name);
                }
            }
        });
        let kind: KindId = draft.campaign_kinds[i];
        ui.label(RichText::new(&content.kind(kind).def.description).color(dim()));
    });
}

/// Start (asking first over a campaign in progress); true when the campaign is to start.
fn start_buttons(ui: &mut egui::Ui, entry: &CampaignEntry, draft: &mut TitleDraft) -> bool {
    let going = entry
        .saved
        .as_ref()
        .is_some_and(|s| s.summary.is_ok() && !s.over);
    if draft.confirm_new_campaign {
        ui.colored_label(
            bad(ui),
            "Starting anew replaces the campaign in progress. Start anew?",
        );
        return ui
            .horizontal(|ui| {
                let yes = ui
                    .add_sized([180.0, 36.0], egui::Button::new("Yes, start anew"))
                    .clicked();
                if ui
                    .add_sized([180.0, 36.0], egui::Button::new("No, keep it"))
                    .clicked()
                {
                    draft.confirm_new_campaign = false;
                }
                if yes {
                    draft.confirm_new_campaign = false;
                }
                yes
            })
            .inner;
    }
    let text = if going {
        "Start anew"
    } else {
        "Start the campaign"
    };
    let clicked = ui
        .add_sized(
            [220.0, 40.0],
            egui::Button::new(RichText::new(text).size(18.0)),
        )
        .clicked();
    if clicked && going {
        draft.confirm_new_campaign = true;
        return false;
    }
    clicked
}

/// The campaign as drafted.
fn start_ask(entry: &CampaignEntry, campaign: &Campaign, draft: &TitleDraft) -> Ask {
    let owners: Vec<u8> = (0..campaign.party.len())
        .map(|i| draft.campaign_owners(i))
        .collect();
    let players = owners.iter().max().map_or(1, |m| m.saturating_add(1));
    let hero_seats: Vec<Seat> = owners.iter().map(|&p| Seat::Player(p)).collect();
    let dark_lord = if draft.dark_lord_human {
        crate::ui::seating::dark_lord_player(draft.hot_seat, &hero_seats)
    } else {
        Seat::Ai(draft.dark_lord_strength)
    };
    Ask::new(CampaignAsk::Start(Box::new(CampaignStart {
        path: entry.path.clone(),
        kinds: draft.campaign_kinds.clone(),
        owners,
        players,
        dark_lord,
        seed: draft.seed,
    })))
}
