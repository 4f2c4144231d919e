//! The campaign's map: the nodes in columns by depth with a line to each `next`, won nodes
//! ticked, open ones lit, closed ones faded, lost attempts marked; the node hovered or chosen
//! told in full beside it (goal, foes, heroes it takes, rewards), who goes, and the way on;
//! retreats as tokens above, the party strip below. A campaign over shows its end instead.

use super::end_view::end;
use super::flow::{CampaignAsk, why_not_fight};
use super::layout::layout;
use super::run::CampaignRun;
use super::strip::strip;
use super::words::{foes_words, node_name, reward_words};
use crate::campaign::{Standing, policy};
use crate::content::campaign::{Campaign, NodeKind};
use crate::content::{Content, Side};
use crate::ui::ask::Ask;
use crate::ui::widgets::goal_words::goal_line;
use crate::ui::widgets::{and_list, bad, dim, good, needle};
use bevy_egui::egui::{self, Color32, RichText, Stroke, pos2, vec2};

/// What the map remembers between frames: the node chosen and who goes to it.
#[derive(Clone, Debug, Default)]
pub struct MapDraft {
    pub chosen: Option<usize>,
    /// The heroes ticked to go, for the fight `for_node`.
    pub heroes: Vec<usize>,
    pub for_node: Option<usize>,
}

/// The map screen.
pub fn map(
    ui: &mut egui::Ui,
    content: &Content,
    run: &CampaignRun,
    draft: &mut MapDraft,
) -> Option<Ask> {
    let mut ask = None;
    egui::Panel::top("campaign_top").show(ui, |ui| ask = ask.take().or(top_bar(ui, run)));
    egui::Panel::bottom("campaign_party")
        .exact_size(160.0)
        .show(ui, |ui| {
            ui.label(RichText::new("The party").strong());
            strip(ui, content, &run.journey.party.heroes, run.journey.players);
        });
    if run.journey.progress.standing != Standing::Going {
        egui::CentralPanel::default_margins().show(ui, |ui| ask = ask.take().or(end(ui, run)));
        return ask;
    }
    let open = &run.journey.progress.open;
    if draft.chosen.is_none_or(|n| !open.contains(&n)) {
        draft.chosen = open.first().copied();
    }
    let mut hovered = None;
    egui::Panel::right("campaign_node")
        .exact_size(390.0)
        .show(ui, |ui| {
            egui::ScrollArea::vertical().show(ui, |ui| {
                ask = ask.take().or(node_panel(ui, content, run, draft));
            });
        });
    egui::CentralPanel::default_margins().show(ui, |ui| {
        hovered = nodes(ui, run, draft);
    });
    if let Some(n) = hovered {
        egui::Tooltip::always_open(
            ui.ctx().clone(),
            ui.layer_id(),
            egui::Id::new("node_hover"),
            egui::PopupAnchor::Pointer,
        )
        .show(|ui| {
            ui.set_max_width(340.0);
            describe(ui, content, &run.campaign, run, n);
        });
    }
    ask
}

/// The campaign's name, the retreats left as tokens, the fights fought, and the ways out.
fn top_bar(ui: &mut egui::Ui, run: &CampaignRun) -> Option<Ask> {
    let mut ask = None;
    let p = &run.journey.progress;
    ui.horizontal(|ui| {
        ui.heading(RichText::new(&run.campaign.def.name).size(26.0));
        ui.add_space(16.0);
        ui.label("Retreats left:");
        let tokens = if p.retreats == 0 {
            "none".to_string()
        } else {
            "◆ ".repeat(p.retreats.min(20) as usize)
        };
        ui.label(RichText::new(tokens).color(needle(ui)).size(18.0))
            .on_hover_text(
                "A lost fight costs one retreat; with none left, a lost fight ends the campaign.",
            );
        ui.add_space(16.0);
        ui.label(format!("Fights fought: {}", p.fights));
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            if ui
                .button("Back to title")
                .on_hover_text("The campaign is saved: continue it from the title.")
                .clicked()
            {
                ask = Some(CampaignAsk::BackToTitle.into());
            }
            // Choices owed at the end are for nothing.
            let owed = if p.going() {
                run.journey.pending.len()
            } else {
                0
            };
            let label = if owed == 0 {
                "Party".to_string()
            } else {
                format!("Party ({owed} to choose)")
            };
            let button = egui::Button::new(RichText::new(label).strong());
            if ui
                .add(button)
                .on_hover_text("The heroes, their gear and the stash")
                .clicked()
            {
                ask = Some(CampaignAsk::ToParty.into());
            }
        });
    });
    if let Some(status) = &run.status {
        ui.colored_label(bad(ui), status);
    }
    ask
}

/// The map itself; returns the node under the pointer.
fn nodes(ui: &mut egui::Ui, run: &CampaignRun, draft: &mut MapDraft) -> Option<usize> {
    let campaign = &run.campaign;
    let p = &run.journey.progress;
    let plan = layout(campaign);
    let area = ui.available_rect_before_wrap();
    let cols = plan.columns.len().max(1) as f32;
    let centre = |n: usize| {
        let (c, r) = plan.at[n];
        let rows = plan.columns[c].max(1) as f32;
        pos2(
            area.left() + area.width() * (c as f32 + 0.5) / cols,
            area.top() + area.height() * (r as f32 + 0.5) / rows,
        )
    };
    let painter = ui.painter_at(area);
    let taken = |a: usize, b: usize| {
        p.won.windows(2).any(|w| w == [a, b]) || (p.won.last() == Some(&a) && p.open.contains(&b))
    };
    for (i, node) in campaign.nodes.iter().enumerate() {
        for &m in &node.next {
            let stroke = if taken(i, m) {
                Stroke::new(3.0, needle(ui))
            } else {
                Stroke::new(1.5, dim().gamma_multiply(0.6))
            };
            painter.line_segment([centre(i), centre(m)], stroke);
        }
    }
    let mut hovered = None;
    for (i, node) in campaign.nodes.iter().enumerate() {
        let at = centre(i);
        let radius = 24.0;
        let rect = egui::Rect::from_center_size(at, vec2(radius * 2.0, radius * 2.0));
        let response = ui.interact(rect, ui.id().with(("node", i)), egui::Sense::click());
        let won = p.won.contains(&i);
        let open = p.open.contains(&i);
        let closed = p.closed.contains(&i);
        let (fill, text) = if won {
            (good(ui), Color32::BLACK)
        } else if open {
            (needle(ui), Color32::BLACK)
        } else if closed {
            (Color32::from_gray(45), Color32::from_gray(90))
        } else {
            (Color32::from_gray(80), Color32::from_gray(220))
        };
        let chosen = draft.chosen == Some(i);
        painter.circle(
            at,
            radius,
            fill,
            Stroke::new(
                if chosen { 4.0 } else { 1.5 },
                if chosen {
                    Color32::WHITE
                } else {
                    Color32::from_gray(30)
                },
            ),
        );
        let icon = match (&node.kind, won) {
            (_, true) => "check-mark",
            (NodeKind::Camp { .. }, _) => "campfire",
            (NodeKind::Fight(_), _) => "crossed-swords",
        };
        let glyph = egui::Rect::from_center_size(at, vec2(radius * 1.3, radius * 1.3));
        crate::ui::widgets::icons::paint(&painter, glyph, icon, text);
        let name_color = if closed {
            Color32::from_gray(90)
        } else {
            ui.visuals().text_color()
        };
        // Wrapped to its column, and every other column's names above their nodes, so that
        // neighbours' names never run into each other.
        let galley = painter.layout(
            node_name(campaign, i),
            egui::FontId::proportional(14.0),
            name_color,
            (area.width() / cols - 8.0).max(60.0),
        );
        let above = plan.at[i].0 % 2 == 1;
        let y = if above {
            at.y - radius - 4.0 - galley.size().y
        } else {
            at.y + radius + 4.0
        };
        let x = (at.x - galley.size().x / 2.0).clamp(
            area.left(),
            (area.right() - galley.size().x).max(area.left()),
        );
        painter.galley(pos2(x, y), galley, name_color);
        let lost = p.lost.get(i).copied().unwrap_or(0);
        if lost > 0 {
            painter.text(
                at + vec2(radius, -radius),
                egui::Align2::LEFT_BOTTOM,
                format!("✖{lost}"),
                egui::FontId::proportional(14.0),
                bad(ui),
            );
        }
        if response.hovered() {
            hovered = Some(i);
        }
        if response.clicked() && open {
            draft.chosen = Some(i);
        }
    }
    ui.allocate_rect(area, egui::Sense::hover());
    hovered
}

/// A node told in full: a fight's description, goal, foes, heroes, level and rewards; a camp's
/// description and healing; the attempts lost there.
fn describe(
    ui: &mut egui::Ui,
    content: &Content,
    campaign: &Campaign,
    run: &CampaignRun,
    n: usize,
) {
    ui.heading(node_name(campaign, n));
    match &campaign.nodes[n].kind {
        NodeKind::Fight(f) => {
            let level = &f.level;
            ui.label(&level.def.description);
            let goal = goal_line(&level.goal, |i| {
                level.members.get(i).map_or("", |m| m.name.as_str())
            });
            ui.label(RichText::new(goal).color(needle(ui)));
            let foes = foes_words(
                level
                    .members
                    .iter()
                    .filter(|m| m.side == Side::Minions)
                    .map(|m| m.name.as_str()),
            );
            ui.label(format!("Foes: {}", and_list(&foes)));
            let takes = f.slots.len();
            let guests: Vec<String> = f
                .guests
                .iter()
                .map(|&g| level.members[g].name.clone())
                .collect();
            let mut heroes = format!("Takes {takes} hero{}", if takes == 1 { "" } else { "es" });
            if !guests.is_empty() {
                heroes.push_str(&format!(
                    ", with {} fighting beside them",
                    and_list(&guests)
                ));
            }
            ui.label(heroes);
            let adv = level.def.level;
            ui.label(
                RichText::new(format!(
                    "Made for heroes with {adv} advantage{}",
                    if adv == 1 { "" } else { "s" }
                ))
                .color(dim()),
            );
            if !f.rewards.is_empty() {
                let words: Vec<String> =
                    f.rewards.iter().map(|r| reward_words(content, r)).collect();
                ui.label(format!("If won: {}", and_list(&words)));
            }
        }
        NodeKind::Camp {
            description, heal, ..
        } => {
            ui.label(description);
            ui.label(format!("Every hero heals {heal}."));
        }
    }
    let lost = run.journey.progress.lost.get(n).copied().unwrap_or(0);
    if lost > 0 {
        ui.colored_label(
            bad(ui),
            format!("Lost here {lost} time{}", if lost == 1 { "" } else { "s" }),
        );
    }
}

/// The node chosen: told in full, then who goes and the way on.
fn node_panel(
    ui: &mut egui::Ui,
    content: &Content,
    run: &CampaignRun,
    draft: &mut MapDraft,
) -> Option<Ask> {
    let n = draft.chosen?;
    describe(ui, content, &run.campaign, run, n);
    ui.separator();
    match &run.campaign.nodes[n].kind {
        NodeKind::Camp { .. } => {
            let rest = ui.add_sized(
                [200.0, 36.0],
                egui::Button::new(RichText::new("Rest here").size(17.0)),
            );
            rest.clicked().then(|| CampaignAsk::Camp(n).into())
        }
        NodeKind::Fight(f) => {
            let party = &run.journey.party;
            if draft.for_node != Some(n) {
                draft.heroes = policy::choose_heroes(content, party, f);
                draft.for_node = Some(n);
            }
            ui.label(RichText::new(format!("Who goes (up to {})", f.slots.len())).strong());
            for h in party.living() {
                let hero = &party.heroes[h];
                let ready = crate::campaign::deploy::can_fight(content, hero);
                let mut on = draft.heroes.contains(&h);
                let kind = &content.kind(hero.kind).def.name;
                let label = if hero.name == *kind {
                    hero.name.clone()
                } else {
                    format!("{} ({kind})", hero.name)
                };
                let response = ui.add_enabled(ready, egui::Checkbox::new(&mut on, label));
                let response = response.on_disabled_hover_text("Too hurt to fight: resting");
                if response.changed() {
                    if on {
                        draft.heroes.push(h);
                    } else {
                        draft.heroes.retain(|&x| x != h);
                    }
                }
            }
            ui.add_space(8.0);
            let anyone = party
                .living()
                .any(|h| crate::campaign::deploy::can_fight(content, &party.heroes[h]));
            if !anyone {
                ui.label("Nobody can fight now.");
                let rest = ui.button("Rest until someone can fight");
                return rest.clicked().then(|| CampaignAsk::Rest.into());
            }
            let why = why_not_fight(content, run, n, &draft.heroes);
            let go = ui.add_enabled_ui(why.is_none(), |ui| {
                ui.add_sized(
                    [200.0, 40.0],
                    egui::Button::new(RichText::new("To the fight").size(18.0)),
                )
            });
            let clicked = go.inner.clicked();
            if let Some(why) = why {
                ui.colored_label(bad(ui), why);
            }
            clicked.then(|| {
                CampaignAsk::Fight {
                    node: n,
                    heroes: draft.heroes.clone(),
                }
                .into()
            })
        }
    }
}
