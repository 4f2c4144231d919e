//! The card's body diagram: the body's parts laid out like a figure (heads on top, arms and
//! wings beside the torso, hands and tentacles below, legs and feet at the bottom; left parts
//! on the left), each with its icon, the icon of what it wears, and for a limb its damage
//! against the threshold and whether it is ready, on hold or disabled.

use crate::combat::{CombatantId, Fighter, PartState};
use crate::content::Content;
use crate::ui::widgets::icons;
use crate::ui::widgets::{bad, dim, good, wait};
use bevy_egui::egui::{self, Color32, RichText};

/// A tile's widest: three fit the card's 300 points; a row of more, or a narrower card,
/// narrows them.
const TILE: f32 = 84.0;

/// Which row of the figure a part of kind `kind` stands in.
fn row_of(kind: &str) -> usize {
    match kind {
        "head" | "neck" | "eye" | "beak" | "jaws" | "mandibles" => 0,
        "arm" | "wing" | "torso" | "abdomen" | "chest" => 1,
        "leg" | "legs" | "feet" | "foot" | "tail" => 3,
        _ => 2,
    }
}

/// Left parts first, right parts last, the rest between, each in the body's order.
fn column_of(name: &str) -> u8 {
    if name.starts_with("left") {
        0
    } else if name.starts_with("right") {
        2
    } else {
        1
    }
}

/// The parts in rows, top to bottom, each row left to right, as indices into `parts`.
pub fn rows(parts: &[PartState]) -> Vec<Vec<usize>> {
    let mut rows = vec![Vec::new(); 4];
    for (i, part) in parts.iter().enumerate() {
        rows[row_of(&part.kind)].push(i);
    }
    for row in &mut rows {
        row.sort_by_key(|&i| column_of(&parts[i].name));
    }
    rows.retain(|r| !r.is_empty());
    rows
}

/// The figure, a row at a time, each row centred.
/// `aimed`: the limb a move is aimed at, framed in gold.
pub fn diagram(
    ui: &mut egui::Ui,
    content: &Content,
    who: CombatantId,
    f: &Fighter,
    aimed: Option<u8>,
) {
    let rows = rows(&f.parts);
    let gap = ui.spacing().item_spacing.x;
    let most = rows.iter().map(Vec::len).max().unwrap_or(1) as f32;
    let tile_width = ((ui.available_width() - gap * most) / most).min(TILE);
    for (r, row) in rows.into_iter().enumerate() {
        let width = row.len() as f32 * (tile_width + gap);
        ui.horizontal(|ui| {
            ui.add_space(((ui.available_width() - width) / 2.0).max(0.0));
            for i in row {
                ui.push_id(("part", who.0, r, i), |ui| {
                    let lit = aimed == Some(i as u8);
                    tile(ui, content, f, i, tile_width, lit);
                });
            }
        });
    }
}

/// One part: its icon (with the worn item's beside it), its name, and for a limb its damage
/// and state; the whole story on hover.
fn tile(ui: &mut egui::Ui, content: &Content, f: &Fighter, i: usize, width: f32, lit: bool) {
    let part = &f.parts[i];
    let (state, colour) = if !f.part_active(i) {
        ("disabled".to_string(), bad(ui))
    } else if f.part_on_hold(i) {
        (format!("on hold ({})", part.wait), wait(ui))
    } else if part.limb {
        ("ready".to_string(), good(ui))
    } else {
        (String::new(), dim())
    };
    let item = f.item_on(i).map(|it| &content.item(it).def);
    let response = ui
        .vertical(|ui| {
            ui.set_width(width);
            ui.horizontal(|ui| {
                ui.spacing_mut().item_spacing.x = 2.0;
                let tint = if part.limb {
                    colour
                } else {
                    Color32::from_gray(170)
                };
                let icon = content.part_icon(f.kind, i, &part.kind);
                icons::show(ui, icon, 26.0, tint);
                if let Some(item) = item {
                    icons::show(ui, item.icon_name(), 22.0, Color32::from_rgb(230, 200, 130));
                }
            });
            // A limb is told by its damage and state below; a part that is not one, by none.
            ui.label(RichText::new(&*part.name).small());
            if part.limb {
                ui.label(RichText::new(format!("{}/{}", part.damage, f.limb_threshold(i))).small());
                ui.label(RichText::new(state.clone()).small().color(colour));
            }
        })
        .response;
    if lit {
        let frame = response.rect.expand(2.0);
        let stroke = egui::Stroke::new(2.0, crate::ui::widgets::needle(ui));
        ui.painter()
            .rect_stroke(frame, 4.0, stroke, egui::StrokeKind::Outside);
    }
    let mut hover = if part.limb {
        format!(
            "{}: a limb, {} damage of the {} that disable it; {state}.",
            part.name,
            part.damage,
            f.limb_threshold(i)
        )
    } else {
        format!("{}: not a limb, it takes no damage of its own.", part.name)
    };
    if let Some(item) = item {
        hover.push_str(&format!(" Wears {}.", item.name));
    }
    response.on_hover_text(hover);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_humans_parts_stand_like_a_figure() {
        // The hero body of assets/rules/basic.ron, in its order.
        let parts: Vec<PartState> = [
            ("head", "head"),
            ("neck", "neck"),
            ("torso", "torso"),
            ("left arm", "arm"),
            ("right arm", "arm"),
            ("left leg", "leg"),
            ("right leg", "leg"),
            ("left hand", "hand"),
            ("right hand", "hand"),
            ("feet", "feet"),
        ]
        .into_iter()
        .map(|(name, kind)| PartState {
            name: name.into(),
            kind: kind.into(),
            limb: false,
            damage: 0,
            wait: 0,
        })
        .collect();
        let names: Vec<Vec<&str>> = rows(&parts)
            .iter()
            .map(|row| row.iter().map(|&i| &*parts[i].name).collect())
            .collect();
        assert_eq!(
            names,
            [
                vec!["head", "neck"],
                vec!["left arm", "torso", "right arm"],
                vec!["left hand", "right hand"],
                vec!["left leg", "feet", "right leg"],
            ]
        );
    }
}
