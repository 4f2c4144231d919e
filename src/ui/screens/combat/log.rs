//! The combat log: one line per event in plain words; each opens to the dice (faces and
//! explosions, modifiers, difficulty, S) and the rule that applied. Filterable by combatant.

use crate::combat::CombatEvent;
use crate::ui::screens::combat::log_words;
use crate::ui::screens::combat::move_draft::Draft;
use crate::ui::snapshot::Snapshot;
use crate::ui::widgets::{bad, dim, good};
use bevy_egui::egui::{self, RichText};

/// The details behind a log line, in words.
pub fn details(event: &CombatEvent) -> Vec<String> {
    let mut lines = Vec::new();
    match event {
        CombatEvent::CheckRolled { outcome, .. } => {
            let t = &outcome.terms;
            lines.push(format!("dice: {} = {}", outcome.roll, outcome.roll.total()));
            if let Some((stat, v)) = t.co {
                lines.push(format!("+ {stat} {v:+} (CO)"));
            }
            if t.roll_bonus != 0 {
                lines.push(format!("+ roll bonus {:+}", t.roll_bonus));
            }
            let mut d = format!("difficulty {}", t.base);
            if let Some((stat, v)) = t.cd {
                d.push_str(&format!(" + {stat} {v} (CD)"));
            }
            if t.limb_aim {
                d.push_str(" + 2 (aimed at a limb, R4.4)");
            }
            lines.push(format!("{d} = {}", outcome.difficulty));
            lines.push(format!(
                "total {} {} {}: {}",
                outcome.total,
                if outcome.success { ">" } else { "<=" },
                outcome.difficulty,
                if outcome.success {
                    format!("success, S = {}", outcome.s)
                } else {
                    "failure".into()
                }
            ));
        }
        CombatEvent::Damaged {
            amount, dr, dealt, ..
        } => {
            lines.push(format!("rolled {} → {}", amount.roll, amount.value));
            lines.push(format!("minus DR {dr} → {dealt} dealt"));
        }
        CombatEvent::Healed {
            amount, removed, ..
        } => {
            lines.push(format!("rolled {} → {}", amount.roll, amount.value));
            lines.push(format!("{removed} damage removed"));
        }
        _ => {}
    }
    if let Some(rule) = event.rule() {
        lines.push(format!("rule {rule} (see RULES.md)"));
    }
    lines
}

/// Log events laid out by default: the most recent ones.
const RECENT: usize = 250;

/// The rules' bookkeeping, which the log shows only with "show rules detail": who may react,
/// who passed, what was paid, ties, opportunities, windows closing. The story stays.
pub fn is_trace(event: &CombatEvent) -> bool {
    matches!(
        event,
        CombatEvent::ApLevelSet { .. }
            | CombatEvent::NeedleDropped { .. }
            | CombatEvent::Opportunity { .. }
            | CombatEvent::TieBroken { .. }
            | CombatEvent::NothingToDo { .. }
            | CombatEvent::ApPaid { .. }
            | CombatEvent::PreparationLost { .. }
            | CombatEvent::WindowOpened { .. }
            | CombatEvent::Passed { .. }
            | CombatEvent::AutoPassed { .. }
            | CombatEvent::WindowClosed { .. }
            | CombatEvent::LinkResolving { .. }
            | CombatEvent::ModifierExpired { .. }
            | CombatEvent::DecisionRejected { .. }
    )
}

/// Good news or bad, from the players' side (`viewer`): an enemy's success is bad news.
fn colour(
    ui: &egui::Ui,
    snap: &Snapshot,
    viewer: crate::content::Side,
    event: &CombatEvent,
) -> Option<egui::Color32> {
    let ours = |who: &crate::combat::CombatantId| snap.fighter(*who).side == viewer;
    let news = |good_for_us: bool| if good_for_us { good(ui) } else { bad(ui) };
    Some(match event {
        CombatEvent::CheckRolled { who, outcome, .. } => news(outcome.success == ours(who)),
        CombatEvent::Damaged { who, .. } | CombatEvent::CombatantDown { who } => news(!ours(who)),
        CombatEvent::Healed { who, .. } => news(ours(who)),
        CombatEvent::RoundStarted { .. } | CombatEvent::RoundEnded { .. } => dim(),
        _ => return None,
    })
}

/// The side the players at this screen play (the heroes, unless only minions are human).
fn viewer_side(snap: &Snapshot) -> crate::content::Side {
    snap.state
        .fighters
        .iter()
        .find(|f| snap.human.get(f.id.index()).copied().unwrap_or(false))
        .map_or(crate::content::Side::Heroes, |f| f.side)
}

/// `detail`: show the rules' bookkeeping too (the "show rules detail" setting).
pub fn log(ui: &mut egui::Ui, snap: &Snapshot, draft: &mut Draft, detail: bool) {
    let viewer = viewer_side(snap);
    ui.horizontal(|ui| {
        ui.heading("Log");
        let shown = draft
            .log_filter
            .map_or("everyone".to_string(), |w| snap.name(w).to_string());
        egui::ComboBox::from_id_salt("log_filter")
            .selected_text(shown)
            .show_ui(ui, |ui| {
                ui.selectable_value(&mut draft.log_filter, None, "everyone");
                for f in &snap.state.fighters {
                    ui.selectable_value(&mut draft.log_filter, Some(f.id), snap.name(f.id));
                }
            });
    });
    let names = snap.names();
    let filter = draft.log_filter.map(|w| snap.name(w).to_string());
    // Laying out thousands of lines every frame costs more than the rest of the screen: the
    // latest ones are shown unless the player asks for all.
    let first = if draft.whole_log {
        0
    } else {
        snap.log.len().saturating_sub(RECENT)
    };
    egui::ScrollArea::vertical()
        .stick_to_bottom(true)
        .auto_shrink([false, false])
        .show(ui, |ui| {
            if first > 0
                && ui
                    .button(format!("Show the {first} earlier events"))
                    .clicked()
            {
                draft.whole_log = true;
            }
            for (i, event) in snap.log.iter().enumerate().skip(first) {
                if matches!(event, CombatEvent::NeedleDropped { .. }) {
                    // The track shows the needle; the log keeps the lines that matter.
                    continue;
                }
                if !detail && is_trace(event) {
                    continue;
                }
                // The trace keeps every event its own line; the story counts repeats.
                let times = if detail {
                    1
                } else {
                    match log_words::repeats(&snap.log, i) {
                        Some(n) => n,
                        None => continue,
                    }
                };
                let mut line = if detail {
                    names.describe(event)
                } else {
                    log_words::sentence(&names, event)
                };
                if times > 1 {
                    line.push_str(&format!(" ×{times}"));
                }
                if let Some(name) = &filter
                    && !line.contains(name.as_str())
                {
                    continue;
                }
                let color = colour(ui, snap, viewer, event).unwrap_or(ui.visuals().text_color());
                let open = draft.expanded.contains(&i);
                let label = egui::Label::new(RichText::new(line).color(color))
                    .wrap()
                    .sense(egui::Sense::click());
                if ui
                    .add(label)
                    .on_hover_text("Click for the dice and the rule")
                    .clicked()
                {
                    if open {
                        draft.expanded.remove(&i);
                    } else {
                        draft.expanded.insert(i);
                    }
                }
                if open {
                    egui::Frame::group(ui.style()).show(ui, |ui| {
                        for d in details(event) {
                            ui.label(RichText::new(d).small().monospace());
                        }
                    });
                }
            }
        });
}
