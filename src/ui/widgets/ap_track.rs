//! The AP track: a 0–15 scale with every combatant's marker at its AP level and the needle
//! sweeping down it. The heart of the system, so the biggest thing on the top bar.

use crate::combat::CombatantId;
use crate::ui::snapshot::Snapshot;
use crate::ui::widgets::{dim, needle as needle_colour, side_color};
use bevy_egui::egui::{self, Align2, Color32, FontId, Pos2, Sense, Stroke, Vec2};

/// Track height in points.
pub const HEIGHT: f32 = 120.0;

/// A marker's radius, and where its initials start from its centre.
const RADIUS: f32 = 8.0;
const LABEL_GAP: f32 = 12.0;
/// Rows of markers under the scale, and the room left between two in a row.
const ROWS: usize = 3;
const SPACE: f32 = 4.0;

/// Where each marker goes, given (the x of its level's tick, the width of its initials from
/// its centre), in order of level: at its tick in the first row where it clears the marker
/// before it (its circle and initials); where no row is clear, in the row that frees first,
/// pushed right just enough. Markers of one level stand in a column while rows are free, and a
/// crowd of them (Hobgoblin Pass) spills rightwards instead of over the next level's initials.
pub fn place(wanted: &[(f32, f32)]) -> Vec<(f32, usize)> {
    let mut ends = [f32::NEG_INFINITY; ROWS];
    wanted
        .iter()
        .map(|&(x, label)| {
            let clear = ends.iter().position(|&end| end + SPACE <= x - RADIUS);
            let (row, x) = match clear {
                Some(row) => (row, x),
                None => {
                    let row = (0..ROWS)
                        .min_by(|&a, &b| ends[a].total_cmp(&ends[b]))
                        .unwrap_or(0);
                    (row, ends[row] + SPACE + RADIUS)
                }
            };
            ends[row] = x + label;
            (x, row)
        })
        .collect()
}

/// Draws the track; `needle` is where the needle is drawn (animated towards the real one), and
/// `ghost` where a previewed move would leave its mover. Returns the combatant whose marker is
/// hovered.
pub fn ap_track(
    ui: &mut egui::Ui,
    snap: &Snapshot,
    needle: f32,
    ghost: Option<(CombatantId, u32)>,
) -> Option<CombatantId> {
    let width = ui.available_width();
    let (response, painter) = ui.allocate_painter(Vec2::new(width, HEIGHT), Sense::hover());
    // The track in words, for screen readers (and the UI tests, which read what egui exposes).
    response
        .widget_info(|| egui::WidgetInfo::labeled(egui::WidgetType::Other, true, in_words(snap)));
    let rect = response.rect;
    let left = rect.left() + 30.0;
    // Room for a wrapped second column of markers at level 15, with their initials.
    let right = rect.right() - 70.0;
    let baseline = rect.top() + 44.0;
    let x_of = |level: f32| right - (right - left) * (15.0 - level.clamp(0.0, 15.0)) / 15.0;

    // The scale: 0 on the left, 15 on the right; the zone above the needle is lit.
    painter.rect_filled(
        egui::Rect::from_min_max(
            Pos2::new(x_of(needle), baseline - 8.0),
            Pos2::new(right, baseline + 8.0),
        ),
        4.0,
        Color32::from_rgba_unmultiplied(255, 200, 60, 40),
    );
    painter.line_segment(
        [Pos2::new(left, baseline), Pos2::new(right, baseline)],
        Stroke::new(3.0, dim()),
    );
    for level in 0..=15 {
        let x = x_of(level as f32);
        painter.line_segment(
            [Pos2::new(x, baseline - 6.0), Pos2::new(x, baseline + 6.0)],
            Stroke::new(2.0, dim()),
        );
        painter.text(
            Pos2::new(x, baseline - 16.0),
            Align2::CENTER_CENTER,
            level.to_string(),
            FontId::proportional(13.0),
            Color32::LIGHT_GRAY,
        );
    }
    // The needle.
    let nx = x_of(needle);
    painter.line_segment(
        [
            Pos2::new(nx, rect.top() + 2.0),
            Pos2::new(nx, rect.bottom() - 4.0),
        ],
        Stroke::new(3.0, needle_colour(&painter)),
    );
    painter.add(egui::Shape::convex_polygon(
        vec![
            Pos2::new(nx - 9.0, rect.top()),
            Pos2::new(nx + 9.0, rect.top()),
            Pos2::new(nx, rect.top() + 14.0),
        ],
        needle_colour(&painter),
        Stroke::NONE,
    ));
    painter.text(
        Pos2::new(nx + 6.0, rect.bottom() - 10.0),
        Align2::LEFT_CENTER,
        format!("needle {}", snap.state.needle.0),
        FontId::proportional(13.0),
        needle_colour(&painter),
    );

    // Markers at their levels' ticks, in three rows, none over another's initials (`place`).
    let mut hovered = None;
    let pointer = response.hover_pos();
    let acting = snap.state.pending.request.as_ref().map(|r| r.decider());
    let font = FontId::proportional(12.0);
    let mut order: Vec<_> = snap.state.fighters.iter().collect();
    order.sort_by_key(|f| f.ap.min(15));
    // Each marker's colour and initials, laid out once: their widths place the markers.
    let labels: Vec<_> = order
        .iter()
        .map(|f| {
            let color = if f.active(&snap.content) {
                side_color(ui, f.side)
            } else {
                dim()
            };
            let initials = crate::ui::widgets::initials(snap.name(f.id));
            (color, painter.layout_no_wrap(initials, font.clone(), color))
        })
        .collect();
    let wanted: Vec<(f32, f32)> = order
        .iter()
        .zip(&labels)
        .map(|(f, (_, label))| (x_of(f.ap.min(15) as f32), LABEL_GAP + label.size().x))
        .collect();
    for ((f, (color, label)), (x, row)) in order.iter().zip(labels).zip(place(&wanted)) {
        let center = Pos2::new(x, baseline + 22.0 + row as f32 * 18.0);
        painter.circle_filled(center, RADIUS, color);
        if acting == Some(f.id) {
            painter.circle_stroke(center, 11.0, Stroke::new(2.0, needle_colour(&painter)));
        }
        let at = center + Vec2::new(LABEL_GAP, -label.size().y / 2.0);
        painter.galley(at, label, color);
        if pointer.is_some_and(|p| p.distance(center) < 10.0) {
            hovered = Some(f.id);
        }
    }
    if let Some((who, level)) = ghost {
        // Where the mover will stand once it has paid: a hollow marker and an arrow from now.
        let from = x_of(snap.fighter(who).ap.min(15) as f32);
        let to = Pos2::new(x_of(level.min(15) as f32), baseline);
        let colour = side_color(ui, snap.fighter(who).side);
        painter.line_segment(
            [Pos2::new(from, baseline), to],
            Stroke::new(4.0, colour.gamma_multiply(0.6)),
        );
        painter.circle_filled(to, 9.0, Color32::from_black_alpha(200));
        painter.circle_stroke(to, 9.0, Stroke::new(2.5, colour));
        painter.text(
            to + Vec2::new(0.0, -30.0),
            Align2::CENTER_CENTER,
            format!("{} after", crate::ui::widgets::initials(snap.name(who))),
            FontId::proportional(12.0),
            colour,
        );
    }
    if let Some(who) = hovered {
        let f = snap.fighter(who);
        response.on_hover_text(format!(
            "{}: AP level {} · preparation {} · wait {}",
            snap.name(who),
            f.ap,
            f.prep,
            f.wait
        ));
    }
    hovered
}

/// "AP track, needle 12: Jade Mistress 13, Red Haggar 12, …": the markers as they stand, from
/// the highest level down (ties in the combatants' order, as they stack).
pub fn in_words(snap: &Snapshot) -> String {
    let mut order: Vec<_> = snap.state.fighters.iter().collect();
    order.sort_by_key(|f| std::cmp::Reverse(f.ap.min(15)));
    let markers: Vec<String> = order
        .iter()
        .map(|f| format!("{} {}", snap.name(f.id), f.ap))
        .collect();
    format!(
        "AP track, needle {}: {}",
        snap.state.needle.0,
        markers.join(", ")
    )
}

#[cfg(test)]
mod tests {
    use super::{LABEL_GAP, RADIUS, SPACE, place};

    #[test]
    fn markers_stand_at_their_ticks_until_a_crowd_spills_right_never_over_each_other() {
        // Hobgoblin Pass in round 1: five at level 9 (ticks 78 points apart), one at 10 and
        // one at 11, initials about 20 points wide.
        let mut wanted = vec![(700.0, LABEL_GAP + 20.0); 5];
        wanted.push((778.0, LABEL_GAP + 20.0));
        wanted.push((856.0, LABEL_GAP + 20.0));
        let placed = place(&wanted);
        // The first three stand in a column at their tick; the lone ones at theirs.
        assert_eq!(&placed[..3], &[(700.0, 0), (700.0, 1), (700.0, 2)]);
        assert_eq!(placed[6].0, 856.0);
        // No marker's circle touches the initials of the one before it in its row.
        for row in 0..3 {
            let in_row: Vec<_> = placed
                .iter()
                .zip(&wanted)
                .filter(|((_, r), _)| *r == row)
                .map(|((x, _), (_, label))| (*x, *label))
                .collect();
            for pair in in_row.windows(2) {
                assert!(
                    pair[0].0 + pair[0].1 + SPACE <= pair[1].0 - RADIUS + 0.01,
                    "row {row}: {pair:?}"
                );
            }
        }
        // Nobody stands left of its own level's tick.
        assert!(placed.iter().zip(&wanted).all(|((x, _), (w, _))| x >= w));
    }
}
