//! The preview box: what the move being weighed would do, in plain words — the chance against
//! each named target, the damage after DR with the chance to take it out or disable the aimed
//! limb, where the mover will stand and who acts next, an overspend's wait points, and who may
//! answer it. Every number comes from `combat::preview`, which asks the engine itself.

use super::{bad, dim, good, side_color, wait};
use crate::combat::odds::percent;
use crate::combat::preview::{EffectPreview, Preview, Spread, TargetPreview};
use crate::content::Duration;
use crate::ui::snapshot::Snapshot;
use bevy_egui::egui::{self, RichText};

/// The box, framed, under the menu it previews.
pub fn preview_box(ui: &mut egui::Ui, snap: &Snapshot, preview: &Preview) {
    egui::Frame::group(ui.style())
        .fill(ui.visuals().faint_bg_color)
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            for t in &preview.targets {
                target_line(ui, snap, preview, t);
            }
            track_line(ui, snap, preview);
            answers_line(ui, snap, preview);
        });
}

/// "Against Goblin: 56% · on a hit 1–5 damage (mean 2.6) after DR 1 · 8% to take it out".
pub fn target_line(ui: &mut egui::Ui, snap: &Snapshot, preview: &Preview, t: &TargetPreview) {
    let names = snap.names();
    let whom = match t.limb {
        Some(l) => format!("{}'s {}", snap.name(t.who), names.limb(t.who, l)),
        None => snap.name(t.who).to_string(),
    };
    let mut parts = vec![match t.chance {
        Some(_) => format!("{} against {whom}", percent(t.chance)),
        None => format!("{whom}: no roll needed"),
    }];
    let on = if t.chance.is_some() {
        "on a success, "
    } else {
        ""
    };
    for e in &t.effects {
        parts.push(format!("{on}{}", effect_words(snap, t, e)));
    }
    if t.effects.is_empty() {
        parts.push(format!(
            "{} does nothing more on its own",
            snap.content.action(preview.action).name
        ));
    }
    let colour = side_color(snap.fighter(t.who).side);
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(parts.remove(0)).strong().color(colour));
        for p in parts {
            ui.label(format!("· {p}"));
        }
    });
}

fn spread_words(s: Spread) -> String {
    let range = if s.least == s.usual_most {
        s.least.to_string()
    } else {
        format!("{}–{}", s.least, s.usual_most)
    };
    format!("{range} (mean {:.1})", s.mean)
}

/// One effect in words.
pub fn effect_words(snap: &Snapshot, t: &TargetPreview, e: &EffectPreview) -> String {
    let name = snap.name(t.who);
    match e {
        EffectPreview::Damage {
            spread,
            dr,
            down,
            disable,
        } => {
            let mut text = format!("{} damage", spread_words(*spread));
            if *dr > 0 {
                text.push_str(&format!(" after its DR {dr}"));
            }
            if *down > 0.0005 {
                text.push_str(&format!(
                    ", {} chance to take {name} out",
                    percent(Some(*down))
                ));
            }
            if let Some(p) = disable.filter(|p| *p > 0.0005) {
                text.push_str(&format!(", {} to disable the limb", percent(Some(p))));
            }
            text
        }
        EffectPreview::Heal(s) => format!("removes {} damage", spread_words(*s)),
        EffectPreview::Wait(s) => format!("{} wait points", spread_words(*s)),
        EffectPreview::Prepare(s) => format!("{} preparation", spread_words(*s)),
        EffectPreview::Modify {
            stat,
            amount,
            duration,
        } => format!("{stat} {amount:+} {}", duration_words(*duration)),
        EffectPreview::FailLink => "the move it answers fails".to_string(),
        EffectPreview::Redirect => "takes the blow in the ally's place".to_string(),
        EffectPreview::Item => "moves the item".to_string(),
    }
}

/// How long a change lasts, in words.
pub fn duration_words(d: Duration) -> String {
    match d {
        Duration::Rounds(1) => "until the end of this round".to_string(),
        Duration::Rounds(n) => format!("for {n} rounds"),
        Duration::NextCheck => "until its next check".to_string(),
        Duration::UntilNextAction => "until it next acts".to_string(),
        Duration::Combat => "for the rest of the fight".to_string(),
    }
}

/// "Red Haggar goes from AP level 12 to 7; then Goblin acts at 9, Thrall at 8", and the
/// overspend's warning.
fn track_line(ui: &mut egui::Ui, snap: &Snapshot, preview: &Preview) {
    let t = &preview.track;
    let mover = snap.name(preview.mover);
    let mut text = format!(
        "{mover} goes from AP level {} to {}",
        t.ap_before, t.ap_after
    );
    if t.cut {
        text.push_str(&format!(" (below the needle at {})", t.needle));
    }
    let then: Vec<String> = t
        .next
        .iter()
        .filter(|(_, ap)| *ap > 0)
        .take(3)
        .map(|&(who, ap)| format!("{} at {ap}", snap.name(who)))
        .collect();
    if !then.is_empty() {
        text.push_str(&format!("; then {}", then.join(", ")));
    }
    ui.label(RichText::new(text).color(dim()));
    if t.wait_added > 0 {
        ui.label(
            RichText::new(format!(
                "Costs {} more than {mover}'s AP level: {} wait points on its body card. Until AP pays them off it can only Wait, and cannot react.",
                t.wait_added, t.wait_added
            ))
            .color(wait()),
        );
    }
}

/// "May answer: Goblin — Block (3 AP, 62%); Thrall — Protect (2 AP)".
fn answers_line(ui: &mut egui::Ui, snap: &Snapshot, preview: &Preview) {
    if preview.answers.is_empty() {
        ui.label(RichText::new("Nobody can answer it right now.").color(good()));
        return;
    }
    let answers: Vec<String> = preview
        .answers
        .iter()
        .map(|a| {
            let reactions: Vec<String> = a
                .reactions
                .iter()
                .map(|&(action, cost, chance)| {
                    let odds = match chance {
                        Some(_) => format!(", {}", percent(chance)),
                        None => String::new(),
                    };
                    format!("{} ({cost} AP{odds})", snap.content.action(action).name)
                })
                .collect();
            format!("{} may {}", snap.name(a.who), reactions.join(" or "))
        })
        .collect();
    ui.label(RichText::new(format!("Can be answered: {}", answers.join("; "))).color(bad()));
}
