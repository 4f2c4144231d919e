//! The preview box: what the move being weighed would do, in plain words — the chance against
//! each named target, the damage after DR with the chance to take it out or disable the aimed
//! limb, where the mover will stand and who acts next, an overspend's wait points, and who may
//! answer it. Every number comes from `combat::preview`, which asks the engine itself.

use crate::combat::odds::percent;
use crate::combat::preview::{EffectPreview, Preview, Spread, TargetPreview};
use crate::content::Duration;
use crate::ui::snapshot::Snapshot;
use crate::ui::widgets::{bad, dim, good, side_color, wait};
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
            actor_line(ui, snap, preview);
            track_line(ui, snap, preview);
            answers_line(ui, snap, preview);
        });
}

/// "56% against Goblin · on a success, usually 1–5 damage, sometimes more (average 2.6) after
/// its DR 1, 8% chance to take Goblin out"; on oneself "56% to work · …".
pub fn target_line(ui: &mut egui::Ui, snap: &Snapshot, preview: &Preview, t: &TargetPreview) {
    let names = snap.names();
    let whom = match t.limb {
        Some(l) => format!("{}'s {}", snap.name(t.who), names.limb(t.who, l)),
        None => snap.name(t.who).to_string(),
    };
    let on_oneself = t.who == preview.mover && t.limb.is_none();
    let mut parts = vec![match (t.chance, on_oneself) {
        (Some(_), false) => format!("{} against {whom}", percent(t.chance)),
        (Some(_), true) => format!("{} to work", percent(t.chance)),
        (None, false) => format!("{whom}: no roll needed"),
        (None, true) => "No roll needed".to_string(),
    }];
    let on = if t.chance.is_some() {
        "on a success, "
    } else {
        ""
    };
    for e in &t.effects {
        parts.push(format!("{on}{}", effect_words(snap, t, e)));
    }
    for e in &t.on_failure {
        parts.push(format!("on a failure, {}", effect_words(snap, t, e)));
    }
    if t.effects.is_empty() && t.on_failure.is_empty() {
        parts.push(format!(
            "{} does nothing more on its own",
            snap.content.action(preview.action).name
        ));
    }
    let colour = side_color(ui, snap.fighter(t.who).side);
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(parts.remove(0)).strong().color(colour));
        for p in parts {
            ui.label(format!("· {p}"));
        }
    });
}

/// "Afterwards, on Crossbowman itself: 6 wait points on each limb it used".
fn actor_line(ui: &mut egui::Ui, snap: &Snapshot, preview: &Preview) {
    if preview.on_actor.is_empty() {
        return;
    }
    let me = TargetPreview {
        who: preview.mover,
        limb: None,
        chance: None,
        effects: Vec::new(),
        on_failure: Vec::new(),
    };
    let words: Vec<String> = preview
        .on_actor
        .iter()
        .map(|e| effect_words(snap, &me, e))
        .collect();
    ui.label(format!(
        "Afterwards, on {} itself: {}",
        snap.name(preview.mover),
        words.join(", ")
    ));
}

/// "3 damage", "1–3 damage (average 2.0)", or "usually 1–8 damage, sometimes more (average
/// 2.5)": the top of 95 in 100 is not presented as a maximum when exploding sixes can pass it.
fn spread_words(s: Spread, what: &str) -> String {
    let range = if s.least == s.usual_most {
        s.least.to_string()
    } else {
        format!("{}–{}", s.least, s.usual_most)
    };
    if s.more {
        format!(
            "usually {range} {what}, sometimes more (average {:.1})",
            s.mean
        )
    } else if s.least == s.usual_most {
        // "1 wait point", not "1 wait points".
        let what = match s.least {
            1 => what.replacen("points", "point", 1),
            _ => what.to_string(),
        };
        format!("{range} {what}")
    } else {
        format!("{range} {what} (average {:.1})", s.mean)
    }
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
            let what = match dr {
                1.. => format!("damage after its DR {dr}"),
                _ => "damage".to_string(),
            };
            let mut text = spread_words(*spread, &what);
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
        EffectPreview::Heal(s) => format!("removes {}", spread_words(*s, "damage")),
        EffectPreview::Wait(s) => spread_words(*s, "wait points"),
        EffectPreview::WaitOnUsedLimbs(s) => spread_words(*s, "wait points on each limb it used"),
        EffectPreview::Prepare(s) => spread_words(*s, "preparation points"),
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
            .color(wait(ui)),
        );
    }
}

/// "May answer: Goblin — Block (3 AP, 62%); Thrall — Protect (2 AP)".
fn answers_line(ui: &mut egui::Ui, snap: &Snapshot, preview: &Preview) {
    if preview.answers.is_empty() {
        ui.label(RichText::new("Nobody can answer it right now.").color(good(ui)));
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
    ui.label(RichText::new(format!("Can be answered: {}", answers.join("; "))).color(bad(ui)));
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spread(least: i32, usual_most: i32, more: bool, mean: f32) -> Spread {
        Spread {
            least,
            usual_most,
            more,
            mean,
        }
    }

    #[test]
    fn the_usual_top_is_not_worded_as_a_maximum() {
        assert_eq!(
            spread_words(spread(1, 8, true, 2.5), "damage"),
            "usually 1–8 damage, sometimes more (average 2.5)"
        );
        // Without dice the range is the whole truth, and a single value is just that.
        assert_eq!(
            spread_words(spread(1, 3, false, 2.0), "damage"),
            "1–3 damage (average 2.0)"
        );
        assert_eq!(spread_words(spread(3, 3, false, 3.0), "damage"), "3 damage");
        assert_eq!(
            spread_words(spread(1, 1, false, 1.0), "wait points"),
            "1 wait point"
        );
    }
}
