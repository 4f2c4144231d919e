//! Choosing an action: the legal ones with their AP cost, what the check is and the chance of
//! success; the unavailable ones greyed with the reason; then targets, a limb to aim at, or the
//! item to move. Keys: W waits, P prepares, 1–9 pick an action, Enter confirms.

use super::{DIM, GOOD, side_color};
use crate::combat::decision::{ActOption, TargetChoices, Unavailable};
use crate::combat::odds::{chance, percent};
use crate::combat::{CombatantId, Decision, TargetPick};
use crate::ui::draft::Draft;
use crate::ui::snapshot::Snapshot;
use bevy_egui::egui::{self, Key, RichText};

/// The label of an action button; tests click by it.
pub fn action_label(name: &str, cost: u32) -> String {
    format!("{name} · {cost} AP")
}

pub fn act_menu(
    ui: &mut egui::Ui,
    snap: &Snapshot,
    draft: &mut Draft,
    actor: CombatantId,
    options: &[ActOption],
    unavailable: &[Unavailable],
) -> Option<Decision> {
    let content = &snap.content;
    let f = snap.fighter(actor);
    ui.horizontal(|ui| {
        ui.heading(RichText::new(format!("{} acts", snap.name(actor))).color(side_color(f.side)));
        ui.label(format!(
            "AP level {} above the needle at {} — pick an action (keys: W wait, P prepare, 1–9)",
            f.ap, snap.state.needle.0
        ));
    });
    let mut decision = None;
    let pressed = |key: Key| ui.input(|i| i.key_pressed(key));
    // Shortcuts for the common ones.
    for (key, id) in [(Key::W, "wait"), (Key::P, "prepare")] {
        if pressed(key)
            && let Some(i) = options
                .iter()
                .position(|o| content.action(o.action).id == id)
        {
            draft.action = Some(i);
            draft.targets.clear();
        }
    }
    let digits = [
        Key::Num1,
        Key::Num2,
        Key::Num3,
        Key::Num4,
        Key::Num5,
        Key::Num6,
        Key::Num7,
        Key::Num8,
        Key::Num9,
    ];
    for (i, key) in digits.into_iter().enumerate() {
        if pressed(key) && i < options.len() {
            draft.action = Some(i);
            draft.targets.clear();
        }
    }
    ui.horizontal_wrapped(|ui| {
        for (i, o) in options.iter().enumerate() {
            let def = content.action(o.action);
            let picked = draft.action == Some(i);
            let first_target = match &o.targets {
                TargetChoices::Combatants { candidates, .. } => candidates.first().map(|c| c.who),
                _ => None,
            };
            let odds = percent(chance(
                content,
                &snap.state.fighters,
                actor,
                def,
                first_target,
                false,
            ));
            let mut hover = format!("[{}] {}", i + 1, def.description);
            if let Some(check) = def.check {
                hover.push_str(&format!(
                    "\nCheck {check}: {odds} against {}",
                    first_target.map_or("—", |t| snap.name(t))
                ));
            }
            if let Some(item) = o.source {
                hover.push_str(&format!("\nFrom {}", content.item(item).def.name));
            }
            ui.vertical(|ui| {
                let button = egui::Button::new(action_label(&def.name, o.cost))
                    .selected(picked)
                    .min_size(egui::vec2(120.0, 30.0));
                if ui.add(button).on_hover_text(hover).clicked() {
                    draft.action = Some(i);
                    draft.targets.clear();
                }
                let under = match def.check {
                    Some(check) => format!("{check} · {odds}"),
                    None => "no roll".to_string(),
                };
                ui.label(RichText::new(under).small().color(DIM));
            });
        }
    });
    if !unavailable.is_empty() {
        ui.horizontal_wrapped(|ui| {
            for u in unavailable {
                let def = content.action(u.action);
                ui.add_enabled(
                    false,
                    egui::Button::new(RichText::new(&def.name).color(DIM)),
                )
                .on_disabled_hover_text(u.reason.to_string());
                ui.label(RichText::new(format!("({})", u.reason)).small().color(DIM));
            }
        });
    }
    ui.separator();
    let Some(option) = draft.action.and_then(|i| options.get(i)) else {
        ui.label(
            RichText::new("Hover an action for its check and chance; click it to choose.")
                .color(DIM),
        );
        return None;
    };
    let def = content.action(option.action);
    match &option.targets {
        TargetChoices::None => {
            decision = Some(Decision::Act {
                action: option.action,
                source: option.source,
                targets: Vec::new(),
                item: None,
            });
        }
        TargetChoices::Items(items) => {
            ui.label(format!("{}: which item?", def.name));
            ui.horizontal_wrapped(|ui| {
                for (item, cost) in items {
                    let name = &content.item(super::prompts::item_of(snap, *item)).def.name;
                    if ui.button(format!("{name} · {cost} AP")).clicked() {
                        decision = Some(Decision::Act {
                            action: option.action,
                            source: option.source,
                            targets: Vec::new(),
                            item: Some(*item),
                        });
                    }
                }
            });
        }
        TargetChoices::Combatants { max, candidates } => {
            let max = *max as usize;
            ui.label(format!(
                "{}: choose {} target{} (click a token or a name); aiming at a limb costs +1 AP and +2 difficulty (R4.4)",
                def.name,
                if max == 1 { "a".to_string() } else { format!("up to {max}") },
                if max == 1 { "" } else { "s" }
            ));
            ui.horizontal_wrapped(|ui| {
                for c in candidates {
                    let chosen = draft
                        .targets
                        .iter()
                        .any(|t| t.who == c.who && t.limb.is_none());
                    let odds = percent(chance(
                        content,
                        &snap.state.fighters,
                        actor,
                        def,
                        Some(c.who),
                        false,
                    ));
                    if ui
                        .selectable_label(chosen, format!("Target {} ({odds})", snap.name(c.who)))
                        .clicked()
                    {
                        draft.toggle_target(c.who, None, max);
                    }
                }
            });
            // Limbs of the chosen targets.
            for t in draft.targets.clone() {
                let Some(c) = candidates.iter().find(|c| c.who == t.who) else {
                    continue;
                };
                if c.limbs.is_empty() {
                    continue;
                }
                ui.horizontal_wrapped(|ui| {
                    ui.label(format!("Aim at {}'s:", snap.name(t.who)));
                    for &limb in &c.limbs {
                        let odds = percent(chance(
                            content,
                            &snap.state.fighters,
                            actor,
                            def,
                            Some(t.who),
                            true,
                        ));
                        let name = &snap.roster.parts[t.who.index()][usize::from(limb)];
                        if ui
                            .selectable_label(t.limb == Some(limb), format!("{name} ({odds})"))
                            .clicked()
                        {
                            draft.toggle_target(t.who, Some(limb), max);
                        }
                    }
                });
            }
            let aimed = draft.targets.iter().filter(|t| t.limb.is_some()).count() as u32;
            let cost = option.cost + aimed;
            let ready = !draft.targets.is_empty();
            let go = ui.add_enabled(
                ready,
                egui::Button::new(
                    RichText::new(format!("Do it: {} · {cost} AP", def.name)).color(GOOD),
                ),
            );
            if go.clicked() || (ready && ui.input(|i| i.key_pressed(Key::Enter))) {
                let targets: Vec<TargetPick> = draft.targets.clone();
                decision = Some(Decision::Act {
                    action: option.action,
                    source: option.source,
                    targets,
                    item: None,
                });
            }
        }
    }
    decision
}
