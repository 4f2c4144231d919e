//! The battlefield: heroes on the left facing the minions on the right, a token each with its
//! kind's icon and its name, a damage bar against HP, preparation and wait point markers, and
//! clear looks for on hold and out of the fight; the items lying on the ground between them.

use super::{bad, dim, good, needle, prep, side_color, wait};
use crate::combat::{CombatantId, Fighter};
use crate::content::Side;
use crate::ui::fx::{FLOAT, Fx, FxKind, LUNGE};
use crate::ui::snapshot::Snapshot;
use bevy_egui::egui::{self, Align2, Color32, FontId, Pos2, Rect, Sense, Stroke, Vec2};

const RADIUS: f32 = 30.0;

/// What the pointer did on the battlefield.
#[derive(Default)]
pub struct FieldInput {
    pub clicked: Option<CombatantId>,
    pub hovered: Option<CombatantId>,
}

/// Where each combatant stands, and where the two sides meet: each side in as many columns as
/// its numbers need to keep a token, its name and its bar clear of the next; every column gets
/// the same width, so a crowded side takes more of the field; a second column stands half a
/// step lower so that names side by side do not meet.
fn places(snap: &Snapshot, rect: Rect) -> (Vec<Pos2>, f32) {
    const STEP: f32 = 2.0 * RADIUS + 34.0;
    let top = rect.top() + 50.0;
    let height = (rect.height() - 110.0).max(STEP);
    let fit = ((height / STEP).floor() as usize).max(1);
    let mut out = vec![Pos2::ZERO; snap.state.fighters.len()];
    let sides = [Side::Heroes, Side::Minions].map(|side| {
        let members: Vec<&Fighter> = snap.side(side).collect();
        let cols = members.len().div_ceil(fit).max(1);
        (members, cols)
    });
    // One empty column's worth of margin at each edge and in the middle, halved.
    let total = (sides[0].1 + sides[1].1) as f32 + 1.0;
    let width = rect.width() / total;
    let divide = rect.left() + width * (sides[0].1 as f32 + 0.5);
    let mut first_col = 0.25;
    for (members, cols) in &sides {
        let rows = members.len().div_ceil(*cols).max(1);
        let stagger = if *cols > 1 { 0.5 } else { 0.0 };
        for (i, f) in members.iter().enumerate() {
            let (col, row) = (i / rows, i % rows);
            let down = if col % 2 == 1 { stagger } else { 0.0 };
            let y = top + height * (row as f32 + 0.5 + down) / (rows as f32 + stagger);
            let x = rect.left() + width * (first_col + col as f32 + 0.5);
            out[f.id.index()] = Pos2::new(x, y);
        }
        first_col += *cols as f32 + 0.5;
    }
    (out, divide)
}

pub fn battlefield(
    ui: &mut egui::Ui,
    snap: &Snapshot,
    fx: &Fx,
    highlight: &[CombatantId],
    chosen: &[CombatantId],
) -> FieldInput {
    let rect = ui.available_rect_before_wrap();
    let response = ui.allocate_rect(rect, Sense::click());
    let painter = ui.painter_at(rect);
    let now = ui.input(|i| i.time);
    painter.rect_filled(rect, 0.0, Color32::from_rgb(32, 36, 30));
    let (mut at, divide) = places(snap, rect);
    // A faint dividing line: the two sides facing each other.
    painter.line_segment(
        [
            Pos2::new(divide, rect.top() + 20.0),
            Pos2::new(divide, rect.bottom() - 60.0),
        ],
        Stroke::new(1.0, Color32::from_gray(55)),
    );
    // Lunges move the attacker towards its target and back.
    for item in &fx.items {
        if let FxKind::Lunge { from, to } = item.kind {
            let t = ((now - item.start) / LUNGE) as f32;
            if (0.0..1.0).contains(&t) {
                let reach = (std::f32::consts::PI * t).sin() * 0.35;
                let a = at[from.index()];
                let b = at[to.index()];
                at[from.index()] = a + (b - a) * reach;
            }
        }
    }
    let acting = snap.state.pending.request.as_ref().map(|r| r.decider());
    let mut input = FieldInput::default();
    // Who could answer the move on the table: the badges, and their hover text.
    let ids: Vec<_> = snap.state.fighters.iter().map(|f| f.id).collect();
    let could = super::abilities::answerers(snap, &ids);
    let mut badges = Vec::new();
    for f in &snap.state.fighters {
        let mut center = at[f.id.index()];
        for item in &fx.items {
            if let FxKind::Hit { who, .. } = item.kind
                && who == f.id
            {
                let t = now - item.start;
                if (0.0..0.3).contains(&t) {
                    center.x += ((t * 60.0).sin() * 5.0) as f32;
                }
            }
        }
        token(
            &painter,
            snap,
            f,
            center,
            acting == Some(f.id),
            highlight.contains(&f.id),
            chosen.contains(&f.id),
        );
        let can_answer = could[f.id.index()].clone();
        if !can_answer.is_empty() {
            reaction_badge(&painter, center);
            badges.push((f.id, can_answer));
        }
        let over = response
            .hover_pos()
            .is_some_and(|p| p.distance(center) < RADIUS + 6.0);
        if over {
            input.hovered = Some(f.id);
            if response.clicked() {
                input.clicked = Some(f.id);
            }
        }
    }
    // Floating numbers and words.
    for item in &fx.items {
        let t = now - item.start;
        if !(0.0..FLOAT).contains(&t) {
            continue;
        }
        let (who, text, color) = match item.kind {
            FxKind::Hit { who, amount } => (who, format!("-{amount}"), bad()),
            FxKind::Heal { who, amount } => (who, format!("+{amount}"), good()),
            FxKind::Miss { who } => (who, "miss".to_string(), Color32::LIGHT_GRAY),
            FxKind::Down { who } => (who, "down!".to_string(), bad()),
            FxKind::Lunge { .. } | FxKind::Roll { .. } => continue,
        };
        let rise = (t / FLOAT) as f32 * 40.0;
        let alpha = (255.0 * (1.0 - t / FLOAT)) as u8;
        let c = Color32::from_rgba_unmultiplied(color.r(), color.g(), color.b(), alpha);
        painter.text(
            at[who.index()] + Vec2::new(RADIUS + 8.0, -RADIUS - rise),
            Align2::LEFT_CENTER,
            text,
            FontId::proportional(22.0),
            c,
        );
    }
    ground(&painter, snap, rect);
    if let Some((who, reactions)) = badges.iter().find(|b| Some(b.0) == input.hovered) {
        let names: Vec<String> = reactions
            .iter()
            .map(|&a| snap.content.action(a).name.clone())
            .collect();
        response.on_hover_text(format!(
            "{} may answer the move on the table: {}",
            snap.name(*who),
            super::and_list(&names)
        ));
    }
    input
}

/// A gold badge at a token's shoulder: it holds a reaction usable against the open move.
fn reaction_badge(painter: &egui::Painter, center: Pos2) {
    let at = center + Vec2::new(RADIUS * 0.8, -RADIUS * 0.8);
    painter.circle_filled(at, 9.0, super::needle());
    painter.circle_stroke(at, 9.0, Stroke::new(1.5, Color32::from_gray(20)));
    painter.text(
        at,
        Align2::CENTER_CENTER,
        "!",
        FontId::proportional(14.0),
        Color32::from_gray(20),
    );
}

fn token(
    painter: &egui::Painter,
    snap: &Snapshot,
    f: &Fighter,
    center: Pos2,
    acting: bool,
    highlight: bool,
    chosen: bool,
) {
    let content = &snap.content;
    let active = f.active(content);
    let hp = f.stats(content).hp.max(1) as u32;
    let damage = f.total_damage().min(hp);
    let color = if active { side_color(f.side) } else { dim() };
    if acting {
        painter.circle_filled(
            center,
            RADIUS + 9.0,
            Color32::from_rgba_unmultiplied(255, 200, 60, 60),
        );
        painter.circle_stroke(center, RADIUS + 7.0, Stroke::new(3.0, needle()));
    }
    if chosen {
        painter.circle_stroke(center, RADIUS + 5.0, Stroke::new(4.0, bad()));
    } else if highlight {
        painter.circle_stroke(center, RADIUS + 5.0, Stroke::new(2.0, Color32::WHITE));
    }
    painter.circle_filled(
        center,
        RADIUS,
        color.gamma_multiply(if active { 0.85 } else { 0.4 }),
    );
    painter.circle_stroke(center, RADIUS, Stroke::new(2.0, Color32::from_gray(20)));
    let name = snap.name(f.id);
    // What it is at a glance: its kind's icon; who it is, the name below.
    let icon = Rect::from_center_size(center, Vec2::splat(RADIUS * 1.35));
    crate::ui::icons::paint(painter, icon, content.kind_icon(f.kind), Color32::WHITE);
    if !active {
        let d = RADIUS * 0.6;
        for (a, b) in [
            (Vec2::new(-d, -d), Vec2::new(d, d)),
            (Vec2::new(-d, d), Vec2::new(d, -d)),
        ] {
            painter.line_segment([center + a, center + b], Stroke::new(4.0, bad()));
        }
    }
    // Name and health bar below.
    painter.text(
        center + Vec2::new(0.0, RADIUS + 12.0),
        Align2::CENTER_CENTER,
        name,
        FontId::proportional(15.0),
        Color32::WHITE,
    );
    let bar = Rect::from_center_size(
        center + Vec2::new(0.0, RADIUS + 29.0),
        Vec2::new(80.0, 13.0),
    );
    painter.rect_filled(bar, 3.0, Color32::from_gray(50));
    let left = (hp - damage) as f32 / hp as f32;
    let fill = Rect::from_min_size(bar.min, Vec2::new(bar.width() * left, bar.height()));
    painter.rect_filled(
        fill,
        3.0,
        if left > 0.5 {
            good()
        } else if left > 0.25 {
            wait()
        } else {
            bad()
        },
    );
    // On the bar rather than beside it: beside, it ran under the next column's tokens.
    let figure = format!("{}/{hp}", hp - damage);
    for (offset, colour) in [
        (Vec2::splat(1.0), Color32::BLACK),
        (Vec2::ZERO, Color32::WHITE),
    ] {
        painter.text(
            bar.center() + offset,
            Align2::CENTER_CENTER,
            &figure,
            FontId::proportional(11.0),
            colour,
        );
    }
    // Preparation points (blue) and wait points (orange) beside the token.
    for i in 0..f.prep.min(8) {
        painter.circle_filled(
            center + Vec2::new(-RADIUS - 10.0, -RADIUS + 8.0 + i as f32 * 9.0),
            3.5,
            prep(),
        );
    }
    let limb_wait: u32 = f.parts.iter().map(|p| p.wait).sum();
    for i in 0..(f.wait + limb_wait).min(12) {
        let p = center
            + Vec2::new(
                RADIUS + 8.0 + (i / 6) as f32 * 8.0,
                -RADIUS + 6.0 + (i % 6) as f32 * 9.0,
            );
        painter.rect_filled(Rect::from_center_size(p, Vec2::splat(6.0)), 1.0, wait());
    }
    if f.wait > 0 || limb_wait > 0 {
        let what = if f.wait > 0 { "waiting" } else { "on hold" };
        painter.text(
            center + Vec2::new(0.0, -RADIUS - 10.0),
            Align2::CENTER_CENTER,
            what,
            FontId::proportional(13.0),
            wait(),
        );
    }
}

fn ground(painter: &egui::Painter, snap: &Snapshot, rect: Rect) {
    let items = &snap.state.ground;
    if items.is_empty() {
        return;
    }
    let y = rect.bottom() - 28.0;
    let step = rect.width() / (items.len() as f32 + 1.0);
    for (i, g) in items.iter().enumerate() {
        let c = Pos2::new(rect.left() + step * (i as f32 + 1.0), y);
        let d = 8.0;
        painter.add(egui::Shape::convex_polygon(
            vec![
                c + Vec2::new(0.0, -d),
                c + Vec2::new(d, 0.0),
                c + Vec2::new(0.0, d),
                c + Vec2::new(-d, 0.0),
            ],
            Color32::from_rgb(190, 150, 90),
            Stroke::new(1.0, Color32::BLACK),
        ));
        painter.text(
            c + Vec2::new(12.0, 0.0),
            Align2::LEFT_CENTER,
            &snap.content.item(g.item).def.name,
            FontId::proportional(13.0),
            Color32::from_rgb(210, 180, 130),
        );
    }
}
