//! A check's dice, rolled where the player can see them: three dice tumble, settle one by one
//! (a six spawns its extra die beside it), and the sum meets the difficulty. Drawn from the
//! effects the log started (`screens::combat::fx`), so it only shows what the rules already
//! decided.

use crate::ui::screens::combat::fx::{Fx, FxItem, FxKind, ROLL};
use crate::ui::snapshot::Snapshot;
use crate::ui::widgets::{bad, dim, good, side_color};
use bevy_egui::egui::{self, Align2, Color32, CornerRadius, FontId, Pos2, Rect, Stroke, Vec2};

/// A die's side, in points.
const DIE: f32 = 40.0;
/// When the first die settles, as a share of the roll; the others follow a beat apart.
const FIRST_SETTLES: f64 = 0.35;
const BEAT: f64 = 0.12;
/// How long the settled sum stays after the roll.
const LINGER: f64 = 0.45;

/// Draws the newest check still rolling or just settled, over the middle of the battlefield.
pub fn dice_overlay(ctx: &egui::Context, snap: &Snapshot, fx: &Fx, now: f64) {
    let Some(item) = fx
        .items
        .iter()
        .rev()
        .filter(|i| matches!(i.kind, FxKind::Roll { .. }))
        .find(|i| (0.0..ROLL + LINGER).contains(&(now - i.start)))
    else {
        return;
    };
    ctx.request_repaint();
    // Over the decision area, which is empty while the rules resolve a move; once a player's
    // prompt is up there (the roll lingers a moment), over the battlefield instead, so that
    // no button hides under it.
    let (anchor, offset) = match snap.human_request() {
        None => (Align2::CENTER_BOTTOM, Vec2::new(-40.0, -30.0)),
        Some(_) => (Align2::CENTER_CENTER, Vec2::new(-40.0, -40.0)),
    };
    egui::Area::new("dice".into())
        .order(egui::Order::Foreground)
        .anchor(anchor, offset)
        .interactable(false)
        .show(ctx, |ui| {
            egui::Frame::popup(ui.style())
                .fill(Color32::from_gray(18))
                .show(ui, |ui| roll(ui, snap, item, now - item.start));
        });
}

/// One roll, `t` seconds in.
fn roll(ui: &mut egui::Ui, snap: &Snapshot, item: &FxItem, t: f64) {
    let FxKind::Roll {
        who,
        action,
        dice,
        total,
        difficulty,
        success,
    } = &item.kind
    else {
        return;
    };
    let side = snap.fighter(*who).side;
    ui.label(
        egui::RichText::new(format!(
            "{}: {}",
            snap.name(*who),
            snap.content.action(*action).name
        ))
        .color(side_color(ui, side))
        .strong(),
    );
    let faces: usize = dice.iter().map(Vec::len).sum();
    let width = faces as f32 * (DIE + 8.0) + dice.len() as f32 * 6.0;
    let (rect, _) =
        ui.allocate_exact_size(Vec2::new(width.max(160.0), DIE + 8.0), egui::Sense::hover());
    let painter = ui.painter_at(rect.expand(4.0));
    let mut x = rect.left();
    let mut shown = 0usize;
    let mut all_settled = true;
    for (d, chain) in dice.iter().enumerate() {
        for (k, &face) in chain.iter().enumerate() {
            // A die settles a beat after the one before; an explosion's extra die after its six.
            let settles = ROLL * FIRST_SETTLES + BEAT * (d + 2 * k) as f64;
            if k > 0 && t < settles - BEAT {
                all_settled = false;
                continue;
            }
            let settled = t >= settles;
            all_settled &= settled;
            let shown_face = if settled { face } else { tumbling(t, shown) };
            let at = Rect::from_min_size(Pos2::new(x, rect.top() + 4.0), Vec2::splat(DIE));
            let tilt = if settled {
                0.0
            } else {
                ((t * 23.0 + shown as f64).sin() * 4.0) as f32
            };
            draw_die(
                &painter,
                at.translate(Vec2::new(0.0, tilt)),
                shown_face,
                settled && face == 6,
            );
            x += DIE + 8.0;
            shown += 1;
        }
        x += 6.0;
    }
    let line = if all_settled {
        let (word, colour) = if *success {
            ("success", good(ui))
        } else {
            ("failure", bad(ui))
        };
        egui::RichText::new(format!("{total} against {difficulty}: {word}"))
            .color(colour)
            .strong()
    } else {
        egui::RichText::new(format!("needs more than {difficulty}")).color(dim())
    };
    ui.label(line);
}

/// A face while the die tumbles: cosmetic, from the clock (never the combat's dice).
fn tumbling(t: f64, die: usize) -> u8 {
    let tick = (t * 14.0) as u64 + die as u64 * 7;
    (tick.wrapping_mul(2_654_435_761) % 6) as u8 + 1
}

/// A die showing `face` as pips; a six that explodes is ringed.
fn draw_die(painter: &egui::Painter, rect: Rect, face: u8, explodes: bool) {
    painter.rect(
        rect,
        CornerRadius::same(7),
        Color32::from_gray(235),
        Stroke::new(
            if explodes { 3.0 } else { 1.0 },
            if explodes {
                crate::ui::widgets::needle(painter)
            } else {
                Color32::from_gray(90)
            },
        ),
        egui::StrokeKind::Inside,
    );
    let c = rect.center();
    let q = rect.width() * 0.26;
    let spots: &[(f32, f32)] = match face {
        1 => &[(0.0, 0.0)],
        2 => &[(-1.0, -1.0), (1.0, 1.0)],
        3 => &[(-1.0, -1.0), (0.0, 0.0), (1.0, 1.0)],
        4 => &[(-1.0, -1.0), (1.0, -1.0), (-1.0, 1.0), (1.0, 1.0)],
        5 => &[
            (-1.0, -1.0),
            (1.0, -1.0),
            (0.0, 0.0),
            (-1.0, 1.0),
            (1.0, 1.0),
        ],
        _ => &[
            (-1.0, -1.0),
            (1.0, -1.0),
            (-1.0, 0.0),
            (1.0, 0.0),
            (-1.0, 1.0),
            (1.0, 1.0),
        ],
    };
    for (dx, dy) in spots {
        painter.circle_filled(
            c + Vec2::new(dx * q, dy * q),
            rect.width() * 0.085,
            Color32::from_gray(30),
        );
    }
    if explodes {
        painter.text(
            rect.right_top() + Vec2::new(2.0, -2.0),
            Align2::LEFT_BOTTOM,
            "+",
            FontId::proportional(16.0),
            crate::ui::widgets::needle(painter),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tumbling_faces_are_die_faces() {
        for i in 0..500 {
            let f = tumbling(f64::from(i) * 0.013, i as usize % 5);
            assert!((1..=6).contains(&f));
        }
    }
}
