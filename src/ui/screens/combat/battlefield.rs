//! The battlefield: heroes on the left facing the minions on the right, a token each (see
//! `token`), the moves' lunges, shakes and floating numbers, the badges of who may answer, and
//! the items lying on the ground between them.

use crate::combat::CombatantId;
use crate::content::Side;
use crate::ui::screens::combat::fx::Fx;
use crate::ui::snapshot::Snapshot;
use crate::ui::widgets::token::{self, BELOW, Marks, RADIUS};
use bevy_egui::egui::{self, Align2, Color32, FontId, Pos2, Rect, Sense, Stroke, Vec2};

/// What the pointer did on the battlefield.
#[derive(Default)]
pub struct FieldInput {
    pub clicked: Option<CombatantId>,
    pub hovered: Option<CombatantId>,
}

/// Where each combatant stands, where the two sides meet, and how large the tokens are.
struct Layout {
    at: Vec<Pos2>,
    divide: f32,
    /// 1 at full size; smaller on a crowded field.
    scale: f32,
    /// A column's width: a name may take it all but a little.
    column: f32,
}

/// A token's slot at full size: the token, its name, bar and limbs, and room above it for
/// "waiting"; and the narrowest column that keeps a bar and most names clear of the next.
const SLOT_HEIGHT: f32 = RADIUS + BELOW + 18.0;
const SLOT_WIDTH: f32 = 118.0;

/// Each side in as many columns as its numbers need, every column the same width, so a
/// crowded side takes more of the field; a second column stands half a step lower so that
/// names side by side do not meet. The tokens are drawn at the largest size (down to half)
/// at which the columns stay wide enough.
fn places(snap: &Snapshot, rect: Rect) -> Layout {
    // Room above the tokens, and below them for the items on the ground: less of both on a
    // short field (a large interface scale), where every point goes to the tokens.
    let above = (rect.height() * 0.08).min(34.0);
    let below = if snap.state.ground.is_empty() {
        10.0
    } else {
        46.0
    };
    let top = rect.top() + above;
    let height = (rect.height() - above - below).max(SLOT_HEIGHT * 0.5);
    let sides = [Side::Heroes, Side::Minions].map(|side| snap.side(side).collect::<Vec<_>>());
    let counts = [sides[0].len(), sides[1].len()];
    let columns = |scale: f32| {
        let fit = ((height / (SLOT_HEIGHT * scale)).floor() as usize).max(1);
        counts.map(|n| n.div_ceil(fit).max(1))
    };
    // One empty column's worth of margin at each edge and in the middle, halved.
    let width_at = |cols: [usize; 2]| rect.width() / ((cols[0] + cols[1]) as f32 + 1.0);
    let scale = [1.0, 0.9, 0.8, 0.7, 0.6]
        .into_iter()
        .find(|&s| width_at(columns(s)) >= SLOT_WIDTH * s)
        .unwrap_or(0.5);
    let cols = columns(scale);
    let width = width_at(cols);
    let mut at = vec![Pos2::ZERO; snap.state.fighters.len()];
    let mut first_col = 0.25;
    for (members, cols) in sides.iter().zip(cols) {
        let rows = members.len().div_ceil(cols).max(1);
        let stagger = if cols > 1 { 0.5 } else { 0.0 };
        // The token's centre sits above its slot's middle: more of it hangs below.
        let lift = (BELOW - RADIUS - 18.0) / 2.0 * scale;
        for (i, f) in members.iter().enumerate() {
            let (col, row) = (i / rows, i % rows);
            let down = if col % 2 == 1 { stagger } else { 0.0 };
            let y = top + height * (row as f32 + 0.5 + down) / (rows as f32 + stagger) - lift;
            let x = rect.left() + width * (first_col + col as f32 + 0.5);
            at[f.id.index()] = Pos2::new(x, y);
        }
        first_col += cols as f32 + 0.5;
    }
    Layout {
        at,
        divide: rect.left() + width * (cols[0] as f32 + 0.5),
        scale,
        column: width,
    }
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
    crate::ui::screens::combat::scenery::paint(
        &painter,
        rect,
        &snap.roster.background,
        &snap.roster.encounter,
    );
    let Layout {
        mut at,
        divide,
        scale,
        column,
    } = places(snap, rect);
    // A faint dividing line: the two sides facing each other.
    painter.line_segment(
        [
            Pos2::new(divide, rect.top() + 20.0),
            Pos2::new(divide, rect.bottom() - 60.0),
        ],
        Stroke::new(1.0, Color32::from_gray(55)),
    );
    crate::ui::screens::combat::blows::lunge(fx, now, &mut at);
    let acting = snap.state.pending.request.as_ref().map(|r| r.decider());
    let mut input = FieldInput::default();
    // Who could answer the move on the table: the badges, and their hover text.
    let ids: Vec<_> = snap.state.fighters.iter().map(|f| f.id).collect();
    let could = crate::ui::widgets::abilities::answerers(snap, &ids);
    let mut badges = Vec::new();
    for f in &snap.state.fighters {
        let center = crate::ui::screens::combat::blows::shaken(fx, now, f.id, at[f.id.index()]);
        let marks = Marks {
            acting: acting == Some(f.id),
            highlight: highlight.contains(&f.id),
            chosen: chosen.contains(&f.id),
            scale,
            name_width: column - 8.0,
        };
        token::token(&painter, snap, f, center, marks);
        let can_answer = could[f.id.index()].clone();
        if !can_answer.is_empty() {
            reaction_badge(&painter, center, scale);
            badges.push((f.id, can_answer));
        }
        let over = response
            .hover_pos()
            .is_some_and(|p| p.distance(center) < (RADIUS + 6.0) * scale);
        if over {
            input.hovered = Some(f.id);
            if response.clicked() {
                input.clicked = Some(f.id);
            }
        }
    }
    crate::ui::screens::combat::blows::over_tokens(&painter, &snap.content, fx, now, (&at, scale));
    ground(&painter, snap, rect);
    if let Some((who, reactions)) = badges.iter().find(|b| Some(b.0) == input.hovered) {
        let names: Vec<String> = reactions
            .iter()
            .map(|&a| snap.content.action(a).name.clone())
            .collect();
        response.on_hover_text(format!(
            "{} may answer the move on the table: {}",
            snap.name(*who),
            crate::ui::widgets::and_list(&names)
        ));
    }
    input
}

/// A gold badge at a token's shoulder: it holds a reaction usable against the open move.
fn reaction_badge(painter: &egui::Painter, center: Pos2, scale: f32) {
    let at = center + Vec2::new(RADIUS * 0.8, -RADIUS * 0.8) * scale;
    painter.circle_filled(at, 9.0 * scale, crate::ui::widgets::needle(painter));
    painter.circle_stroke(at, 9.0 * scale, Stroke::new(1.5, Color32::from_gray(20)));
    painter.text(
        at,
        Align2::CENTER_CENTER,
        "!",
        FontId::proportional(14.0 * scale),
        Color32::from_gray(20),
    );
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
        let item = &snap.content.item(g.item).def;
        let gold = Color32::from_rgb(210, 180, 130);
        painter.circle_filled(c, 12.0, Color32::from_black_alpha(120));
        let icon = Rect::from_center_size(c, Vec2::splat(20.0));
        crate::ui::widgets::icons::paint(painter, icon, item.icon_name(), gold);
        painter.text(
            c + Vec2::new(16.0, 0.0),
            Align2::LEFT_CENTER,
            &item.name,
            FontId::proportional(13.0),
            gold,
        );
    }
}
