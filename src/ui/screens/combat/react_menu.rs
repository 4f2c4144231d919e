//! Reaction windows: the chain drawn as a stack (who answers whom, top resolves first), the
//! reacting combatant's options with their chance and Pass, and per seat "never ask" for each
//! reaction.

use crate::combat::decision::{ReactOption, Unavailable};
use crate::combat::odds::{percent, terms_once_paid};
use crate::combat::preview::Preview;
use crate::combat::{CombatantId, Decision};
use crate::control::Seat;
use crate::ui::ask::Ask;
use crate::ui::screens::combat::move_draft::Draft;
use crate::ui::screens::combat::{MoveAsk, NeverAsk};
use crate::ui::snapshot::Snapshot;
use crate::ui::widgets::icons;
use crate::ui::widgets::{dim, needle, side_color};
use crate::ui::windows::settings::Settings;
use bevy_egui::egui::{self, Color32, RichText};

/// The chain, top link first.
pub fn chain_stack(ui: &mut egui::Ui, snap: &Snapshot) {
    let links = &snap.state.chain.links;
    if links.is_empty() {
        return;
    }
    ui.label(RichText::new("The chain: the top one lands first").strong())
        .on_hover_text("Each answer goes on top of what it answers; they land from the top down.");
    let names = snap.names();
    for (i, link) in links.iter().enumerate().rev() {
        let f = snap.fighter(link.owner);
        let targets: Vec<String> = link
            .targets
            .iter()
            .map(|t| match t.limb {
                Some(l) => format!("{}'s {}", snap.name(t.who), names.limb(t.who, l)),
                None => snap.name(t.who).to_string(),
            })
            .collect();
        let mut text = format!(
            "{}. {}: {}",
            i + 1,
            snap.name(link.owner),
            snap.content.action(link.action).name
        );
        if !targets.is_empty() {
            text.push_str(&format!(" at {}", targets.join(", ")));
        }
        if let Some(answered) = link.answers {
            let a = &links[answered];
            text.push_str(&format!(
                "  (answers {}'s {})",
                snap.name(a.owner),
                snap.content.action(a.action).name
            ));
        }
        if link.failed {
            text.push_str("   (will fail)");
        }
        let open = snap
            .state
            .chain
            .window
            .as_ref()
            .is_some_and(|w| w.link == i);
        egui::Frame::group(ui.style())
            .stroke(egui::Stroke::new(
                if open { 2.0 } else { 1.0 },
                if open { needle(ui) } else { dim() },
            ))
            .show(ui, |ui| {
                ui.colored_label(side_color(ui, f.side), text);
            });
    }
}

/// What a reaction prompt shows.
pub struct Prompt<'a> {
    pub reactor: CombatantId,
    /// The link it may answer.
    pub link: usize,
    pub options: &'a [ReactOption],
    pub unavailable: &'a [Unavailable],
    pub seat: Seat,
    /// The reaction being weighed (hovered or focused), with what it would do.
    pub weighed: Option<&'a Preview>,
}

/// The label of the Pass button; tests click it.
pub const PASS: &str = "Pass";

pub fn react_menu(
    ui: &mut egui::Ui,
    snap: &Snapshot,
    prompt: &Prompt,
    settings: &Settings,
    draft: &mut Draft,
) -> Option<Ask> {
    let content = &snap.content;
    let (reactor, options) = (prompt.reactor, prompt.options);
    let l = &snap.state.chain.links[prompt.link];
    let f = snap.fighter(reactor);
    ui.heading(
        RichText::new(format!(
            "{} may react to {}'s {}",
            snap.name(reactor),
            snap.name(l.owner),
            content.action(l.action).name
        ))
        .color(side_color(ui, f.side)),
    );
    let why = format!(
        "{}'s AP level {} and preparation {} are more than {}'s AP level {}; preparation pays first",
        snap.name(reactor),
        f.ap,
        f.prep,
        snap.name(l.owner),
        snap.fighter(l.owner).ap
    );
    let why = if settings.show_rules_detail {
        format!("{why} (R7.2, R7.4)")
    } else {
        why
    };
    ui.label(RichText::new(why).small().color(dim()));
    let mut intent = None;
    let mut hovered = None;
    ui.horizontal_wrapped(|ui| {
        for (i, o) in options.iter().enumerate() {
            let def = content.action(o.action);
            let odds = percent(
                terms_once_paid(
                    content,
                    &snap.state.fighters,
                    reactor,
                    def,
                    Some(l.owner),
                    false,
                )
                .map(|t| t.chance()),
            );
            let label = crate::ui::screens::combat::act_menu::action_label(&def.name, o.cost);
            let focused = draft.keys.choice == Some(i);
            ui.vertical(|ui| {
                let response = ui
                    .add(
                        egui::Button::image_and_text(
                            icons::image(ui.ctx(), def.icon_name(), 24.0, Color32::WHITE),
                            RichText::new(label).size(18.0),
                        )
                        .selected(focused)
                        .min_size(egui::vec2(150.0, 34.0)),
                    )
                    .on_hover_text(def.description.clone());
                if response.hovered() {
                    hovered = Some(i);
                }
                if response.clicked() {
                    intent = Some(Ask::new(MoveAsk::Decide(Decision::React {
                        action: o.action,
                        source: o.source,
                    })));
                }
                let under = match def.check {
                    Some(_) => format!("{odds} to work"),
                    None => "always works".to_string(),
                };
                ui.label(RichText::new(under).small().color(dim()));
            });
        }
        let focused = draft.keys.choice == Some(options.len());
        ui.vertical(|ui| {
            let pass = ui.add(
                egui::Button::new(RichText::new(PASS).size(18.0))
                    .selected(focused)
                    .min_size(egui::vec2(110.0, 34.0)),
            );
            if pass.clicked() {
                intent = Some(MoveAsk::Decide(Decision::Pass).into());
            }
            ui.label(
                RichText::new(format!(
                    "let it happen; {} may still answer later",
                    snap.name(reactor)
                ))
                .small()
                .color(dim()),
            );
        });
    });
    draft.hovered_choice = hovered;
    if let Some(p) = prompt.weighed {
        crate::ui::screens::combat::preview::preview_box(ui, snap, p);
    }
    if let Seat::Player(player) = prompt.seat {
        ui.horizontal_wrapped(|ui| {
            for o in options {
                let def = content.action(o.action);
                let mut never = settings.auto_passes(player, &def.id);
                if ui
                    .checkbox(&mut never, format!("never ask about {}", def.name))
                    .on_hover_text("Pass on it without asking; Settings lists it to undo")
                    .changed()
                {
                    intent = Some(Ask::new(NeverAsk {
                        player,
                        action: o.action,
                        never,
                    }));
                }
            }
        });
    }
    for u in prompt.unavailable {
        ui.label(
            RichText::new(format!("{}: {}", content.action(u.action).name, u.reason))
                .small()
                .color(dim()),
        );
    }
    intent
}
