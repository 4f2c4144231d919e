//! One combatant's token on the battlefield: its kind's icon in a frame of its side's colour,
//! its name, HP as a bar, its limbs as small icons (dimmed and struck out when disabled, with
//! their wait points while on hold), and preparation and wait points as numbered badges.

use crate::combat::Fighter;
use crate::ui::snapshot::Snapshot;
use crate::ui::widgets::icons;
use crate::ui::widgets::{bad, dim, good, needle, prep, side_color, wait};
use bevy_egui::egui::{self, Align2, Color32, FontId, Painter, Pos2, Rect, Stroke, Vec2};

/// The token's radius at full size (a crowded field draws them smaller: `Marks::scale`).
pub const RADIUS: f32 = 30.0;
/// From the token's centre to the bottom of its limb row: what the battlefield leaves free.
pub const BELOW: f32 = RADIUS + 56.0;
/// A limb icon's side.
const LIMB: f32 = 17.0;

/// How a token stands out (the one whose move it is, the targets on offer, the one chosen),
/// how large it is drawn, and how wide its name may be.
#[derive(Clone, Copy)]
pub struct Marks {
    pub acting: bool,
    pub highlight: bool,
    pub chosen: bool,
    /// 1 at full size.
    pub scale: f32,
    pub name_width: f32,
}

/// Draws `f`'s token centred on `center`.
pub fn token(painter: &Painter, snap: &Snapshot, f: &Fighter, center: Pos2, marks: Marks) {
    let s = marks.scale;
    let r = RADIUS * s;
    let content = &snap.content;
    let active = f.active(content);
    let color = if active {
        side_color(painter, f.side)
    } else {
        dim()
    };
    if marks.acting {
        painter.circle_filled(
            center,
            r + 9.0,
            Color32::from_rgba_unmultiplied(255, 200, 60, 60),
        );
        painter.circle_stroke(center, r + 7.0, Stroke::new(3.0, needle(painter)));
    }
    if marks.chosen {
        painter.circle_stroke(center, r + 5.0, Stroke::new(4.0, bad(painter)));
    } else if marks.highlight {
        painter.circle_stroke(center, r + 5.0, Stroke::new(2.0, Color32::WHITE));
    }
    // The frame: a dark disc ringed in the side's colour, so the icon reads on either side.
    painter.circle_filled(center, r, Color32::from_gray(28));
    painter.circle_stroke(
        center,
        r - 2.0,
        Stroke::new(4.0, color.gamma_multiply(if active { 1.0 } else { 0.5 })),
    );
    let icon = Rect::from_center_size(center, Vec2::splat(r * 1.3));
    let tint = if active {
        Color32::WHITE
    } else {
        Color32::from_gray(110)
    };
    icons::paint(painter, icon, content.kind_icon(f.kind), tint);
    if f.coming() {
        outlined(painter, center, &format!("round {}", f.arrives), 13.0 * s);
    } else if !active {
        struck_out(painter, center, r * 0.6, 4.0);
    }
    goal_mark(painter, snap, f, center, r);
    name(
        painter,
        snap.name(f.id),
        center + Vec2::new(0.0, r + 12.0 * s),
        marks,
    );
    health_bar(painter, snap, f, center + Vec2::new(0.0, r + 29.0 * s), s);
    limbs(painter, snap, f, center + Vec2::new(0.0, r + 47.0 * s), s);
    badges(painter, f, center, s);
}

/// A crown on the leader the heroes must defeat, a shield on the hero they must protect.
fn goal_mark(painter: &Painter, snap: &Snapshot, f: &Fighter, center: Pos2, r: f32) {
    use crate::content::Objective;
    let icon = match snap.state.round.goal {
        Objective::DefeatLeader(i) if i == f.id.index() => "crown",
        Objective::Protect(i) if i == f.id.index() => "checked-shield",
        _ => return,
    };
    let at = Rect::from_center_size(
        center + Vec2::new(-r * 0.8, -r * 0.8),
        Vec2::splat(r * 0.85),
    );
    painter.circle_filled(at.center(), r * 0.55, Color32::from_gray(20));
    painter.circle_stroke(
        at.center(),
        r * 0.55,
        Stroke::new(1.5, crate::ui::widgets::palette::needle(painter)),
    );
    icons::paint(
        painter,
        at,
        icon,
        crate::ui::widgets::palette::needle(painter),
    );
}

/// The name under the token, cut short with "…" where it would reach the next column.
fn name(painter: &Painter, text: &str, at: Pos2, marks: Marks) {
    let mut job = egui::text::LayoutJob::simple_singleline(
        text.to_string(),
        FontId::proportional(15.0 * marks.scale),
        Color32::WHITE,
    );
    job.wrap = egui::text::TextWrapping::truncate_at_width(marks.name_width);
    let galley = painter.layout_job(job);
    let corner = at - galley.size() / 2.0;
    painter.galley(corner, galley, Color32::WHITE);
}

/// A red cross over a disabled token or limb.
fn struck_out(painter: &Painter, center: Pos2, half: f32, width: f32) {
    for (a, b) in [
        (Vec2::new(-half, -half), Vec2::new(half, half)),
        (Vec2::new(-half, half), Vec2::new(half, -half)),
    ] {
        painter.line_segment([center + a, center + b], Stroke::new(width, bad(painter)));
    }
}

/// HP left against HP, as a bar coloured by how much is left, the figure on it.
fn health_bar(painter: &Painter, snap: &Snapshot, f: &Fighter, center: Pos2, s: f32) {
    let hp = f.stats(&snap.content).hp.max(1) as u32;
    let left_hp = hp - f.total_damage().min(hp);
    let bar = Rect::from_center_size(center, Vec2::new(80.0, 13.0) * s);
    painter.rect_filled(bar, 3.0, Color32::from_gray(50));
    let left = left_hp as f32 / hp as f32;
    let fill = Rect::from_min_size(bar.min, Vec2::new(bar.width() * left, bar.height()));
    let colour = if left > 0.5 {
        good(painter)
    } else if left > 0.25 {
        wait(painter)
    } else {
        bad(painter)
    };
    painter.rect_filled(fill, 3.0, colour);
    // On the bar rather than beside it: beside, it ran under the next column's tokens.
    outlined(painter, bar.center(), &format!("{left_hp}/{hp}"), 11.0 * s);
}

/// Each limb as a small icon in a row: white when ready, orange with its wait points while on
/// hold, dim and struck out when disabled. Parts that are not limbs take no damage of their
/// own (R4.4) and are left to the card.
fn limbs(painter: &Painter, snap: &Snapshot, f: &Fighter, center: Pos2, s: f32) {
    let side = LIMB * s;
    let limbs: Vec<usize> = (0..f.parts.len()).filter(|&i| f.parts[i].limb).collect();
    let step = side + 3.0;
    let start = center.x - step * (limbs.len() as f32 - 1.0) / 2.0;
    for (n, &i) in limbs.iter().enumerate() {
        let at = Pos2::new(start + step * n as f32, center.y);
        let rect = Rect::from_center_size(at, Vec2::splat(side));
        let part = &f.parts[i];
        let name = snap.content.part_icon(f.kind, i, &part.kind);
        if !f.part_active(i) {
            icons::paint(painter, rect, name, Color32::from_gray(90));
            struck_out(painter, at, side * 0.4, 2.0);
        } else if f.part_on_hold(i) {
            icons::paint(painter, rect, name, wait(painter));
            let pip = at + Vec2::new(side * 0.45, -side * 0.45);
            painter.circle_filled(pip, 6.0 * s, wait(painter));
            painter.text(
                pip,
                Align2::CENTER_CENTER,
                part.wait.to_string(),
                FontId::proportional(10.0 * s),
                Color32::BLACK,
            );
        } else {
            icons::paint(painter, rect, name, Color32::from_gray(225));
        }
    }
}

/// Preparation (blue, upper left) and wait points on the body card (orange, lower left) as
/// an icon and a number: read at a glance, not counted as dots.
fn badges(painter: &Painter, f: &Fighter, center: Pos2, s: f32) {
    let r = RADIUS * s;
    let limb_wait: u32 = f.parts.iter().map(|p| p.wait).sum();
    if f.prep > 0 {
        let at = center + Vec2::new(-r - 4.0, -r * 0.55);
        badge(painter, at, "on-target", f.prep, prep(painter), s);
    }
    if f.wait > 0 {
        let at = center + Vec2::new(-r - 4.0, r * 0.55);
        badge(painter, at, "hourglass", f.wait, wait(painter), s);
    }
    if f.wait > 0 || limb_wait > 0 {
        let what = if f.wait > 0 { "waiting" } else { "on hold" };
        painter.text(
            center + Vec2::new(0.0, -r - 10.0 * s),
            Align2::CENTER_CENTER,
            what,
            FontId::proportional(13.0 * s),
            wait(painter),
        );
    }
}

/// A pill ending at `right_center`: an icon and a number on the colour `fill`.
fn badge(painter: &Painter, right_center: Pos2, icon: &str, count: u32, fill: Color32, s: f32) {
    let text = count.to_string();
    let width = (20.0 + 8.0 * text.len() as f32) * s;
    let rect = Rect::from_min_max(
        right_center + Vec2::new(-width, -10.0 * s),
        right_center + Vec2::new(0.0, 10.0 * s),
    );
    painter.rect_filled(rect, 10.0 * s, fill);
    painter.rect_stroke(
        rect,
        10.0 * s,
        Stroke::new(1.0, Color32::from_gray(20)),
        egui::StrokeKind::Outside,
    );
    let icon_at = rect.left_center() + Vec2::new(10.0 * s, 0.0);
    let icon_rect = Rect::from_center_size(icon_at, Vec2::splat(14.0 * s));
    icons::paint(painter, icon_rect, icon, Color32::from_gray(20));
    painter.text(
        rect.right_center() + Vec2::new(-5.0 * s, 0.0),
        Align2::RIGHT_CENTER,
        text,
        FontId::proportional(13.0 * s),
        Color32::from_gray(20),
    );
}

/// White text with a black shadow: readable on any bar colour.
fn outlined(painter: &Painter, at: Pos2, text: &str, size: f32) {
    for (offset, colour) in [
        (Vec2::splat(1.0), Color32::BLACK),
        (Vec2::ZERO, Color32::WHITE),
    ] {
        painter.text(
            at + offset,
            Align2::CENTER_CENTER,
            text,
            FontId::proportional(size),
            colour,
        );
    }
}
