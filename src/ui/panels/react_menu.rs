//! Reaction windows: the chain drawn as a stack (who answers whom, top resolves first), the
//! reacting combatant's options with their chance and Pass, and per seat "never ask" for each
//! reaction.

use super::{dim, needle, side_color};
use crate::combat::decision::{ReactOption, Unavailable};
use crate::combat::odds::{chance, percent};
use crate::combat::{CombatantId, Decision};
use crate::control::Seat;
use crate::ui::intent::Intent;
use crate::ui::settings::Settings;
use crate::ui::snapshot::Snapshot;
use bevy_egui::egui::{self, RichText};

/// The chain, top link first.
pub fn chain_stack(ui: &mut egui::Ui, snap: &Snapshot) {
    let links = &snap.state.chain.links;
    if links.is_empty() {
        return;
    }
    ui.label(RichText::new("The chain — the top link resolves first (R7.6)").strong());
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
                if open { needle() } else { dim() },
            ))
            .show(ui, |ui| {
                ui.colored_label(side_color(f.side), text);
            });
    }
}

#[allow(clippy::too_many_arguments)]
pub fn react_menu(
    ui: &mut egui::Ui,
    snap: &Snapshot,
    reactor: CombatantId,
    link: usize,
    options: &[ReactOption],
    unavailable: &[Unavailable],
    settings: &Settings,
    seat: Seat,
) -> Option<Intent> {
    let content = &snap.content;
    let l = &snap.state.chain.links[link];
    let f = snap.fighter(reactor);
    ui.heading(
        RichText::new(format!(
            "{} may react to {}'s {}",
            snap.name(reactor),
            snap.name(l.owner),
            content.action(l.action).name
        ))
        .color(side_color(f.side)),
    );
    ui.label(format!(
        "AP level {} + preparation {} against {}'s AP level {} (R7.2); preparation pays first (R7.4)",
        f.ap,
        f.prep,
        snap.name(l.owner),
        snap.fighter(l.owner).ap
    ));
    let mut intent = None;
    ui.horizontal_wrapped(|ui| {
        for o in options {
            let def = content.action(o.action);
            let odds = percent(chance(
                content,
                &snap.state.fighters,
                reactor,
                def,
                Some(l.owner),
                false,
            ));
            let label = super::act_menu::action_label(&def.name, o.cost);
            if ui
                .button(label)
                .on_hover_text(format!("{}\nChance: {odds}", def.description))
                .clicked()
            {
                intent = Some(Intent::Decide(Decision::React {
                    action: o.action,
                    source: o.source,
                }));
            }
        }
        if ui.button("Pass").clicked() {
            intent = Some(Intent::Decide(Decision::Pass));
        }
    });
    if let Seat::Player(player) = seat {
        ui.horizontal_wrapped(|ui| {
            for o in options {
                let def = content.action(o.action);
                let mut never = settings.auto_passes(player, &def.id);
                if ui
                    .checkbox(&mut never, format!("never ask about {}", def.name))
                    .changed()
                {
                    intent = Some(Intent::Never {
                        player,
                        action: o.action,
                        never,
                    });
                }
            }
        });
    }
    for u in unavailable {
        ui.label(
            RichText::new(format!("{}: {}", content.action(u.action).name, u.reason))
                .small()
                .color(dim()),
        );
    }
    intent
}
