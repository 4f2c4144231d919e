//! How a blow is seen on the battlefield: the attacker lunges while its action's icon flies to
//! the target; on landing the target flashes white and shakes, numbers float up, and a
//! combatant that goes down sinks inside a red ring. Timings are `screens::combat::fx`'s.

use crate::combat::CombatantId;
use crate::content::Content;
use crate::ui::screens::combat::fx::{FALL, FLASH, FLOAT, Fx, FxKind, LUNGE};
use crate::ui::widgets::icons;
use crate::ui::widgets::token::RADIUS;
use crate::ui::widgets::{bad, good};
use bevy_egui::egui::{Align2, Color32, FontId, Painter, Pos2, Rect, Stroke, Vec2};
use std::f32::consts::PI;

/// `now - start` as a share of `length`, when inside it.
fn progress(now: f64, start: f64, length: f64) -> Option<f32> {
    let t = ((now - start) / length) as f32;
    (0.0..1.0).contains(&t).then_some(t)
}

/// Moves each lunging attacker towards its target and back.
pub fn lunge(fx: &Fx, now: f64, at: &mut [Pos2]) {
    for item in &fx.items {
        if let FxKind::Lunge { from, to, .. } = item.kind
            && let Some(t) = progress(now, item.start, LUNGE)
        {
            let reach = (PI * t).sin() * 0.35;
            let (a, b) = (at[from.index()], at[to.index()]);
            at[from.index()] = a + (b - a) * reach;
        }
    }
}

/// Where `who`'s token is drawn at `now`: shaken while struck, sunk while falling.
pub fn shaken(fx: &Fx, now: f64, who: CombatantId, mut center: Pos2) -> Pos2 {
    for item in &fx.items {
        match item.kind {
            FxKind::Hit { who: w, .. } if w == who => {
                let t = now - item.start;
                if (0.0..0.3).contains(&t) {
                    center.x += ((t * 60.0).sin() * 5.0) as f32;
                }
            }
            FxKind::Down { who: w } if w == who => {
                if let Some(t) = progress(now, item.start, FALL) {
                    center.y += 14.0 * (PI * t).sin();
                }
            }
            _ => {}
        }
    }
    center
}

/// What flies and flashes over the tokens: the blows' icons on their way, the struck tokens'
/// flash, the fallen's ring, and the numbers and words floating up.
pub fn over_tokens(
    painter: &Painter,
    content: &Content,
    fx: &Fx,
    now: f64,
    (at, scale): (&[Pos2], f32),
) {
    let radius = RADIUS * scale;
    for item in &fx.items {
        match item.kind {
            FxKind::Lunge { from, to, action } => {
                // It leaves the attacker and lands halfway through the lunge.
                if let Some(t) = progress(now, item.start, LUNGE / 2.0) {
                    let (a, b) = (at[from.index()], at[to.index()]);
                    let rect = Rect::from_center_size(a + (b - a) * t, Vec2::splat(34.0 * scale));
                    let icon = content.action(action).icon_name();
                    icons::paint(painter, rect, icon, Color32::from_rgb(255, 230, 160));
                }
            }
            FxKind::Hit { who, .. } => {
                if let Some(t) = progress(now, item.start, FLASH) {
                    let alpha = (200.0 * (1.0 - t)) as u8;
                    let white = Color32::from_rgba_unmultiplied(255, 255, 255, alpha);
                    painter.circle_filled(at[who.index()], radius, white);
                }
            }
            FxKind::Down { who } => {
                if let Some(t) = progress(now, item.start, FALL) {
                    let ring = Stroke::new(4.0 * (1.0 - t), bad(painter));
                    painter.circle_stroke(at[who.index()], radius * (1.0 + t), ring);
                }
            }
            _ => {}
        }
        floating(painter, &item.kind, now - item.start, (at, radius));
    }
}

/// A number or a word rising from the token and fading.
fn floating(painter: &Painter, kind: &FxKind, t: f64, (at, radius): (&[Pos2], f32)) {
    if !(0.0..FLOAT).contains(&t) {
        return;
    }
    let (who, text, color) = match kind {
        FxKind::Hit { who, amount } => (*who, format!("-{amount}"), bad(painter)),
        FxKind::Heal { who, amount } => (*who, format!("+{amount}"), good(painter)),
        FxKind::Miss { who } => (*who, "miss".to_string(), Color32::LIGHT_GRAY),
        FxKind::Down { who } => (*who, "down!".to_string(), bad(painter)),
        FxKind::Lunge { .. } | FxKind::Roll { .. } => return,
    };
    let rise = (t / FLOAT) as f32 * 40.0;
    let alpha = (255.0 * (1.0 - t / FLOAT)) as u8;
    let c = Color32::from_rgba_unmultiplied(color.r(), color.g(), color.b(), alpha);
    painter.text(
        at[who.index()] + Vec2::new(radius + 8.0, -radius - rise),
        Align2::LEFT_CENTER,
        text,
        FontId::proportional(22.0),
        c,
    );
}
