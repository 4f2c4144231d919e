//! The screens' panels: each a function of what it shows, returning what the player asked for.

pub mod abilities;
pub mod ap_track;
pub mod body_diagram;
pub mod card;
pub mod dice;
pub mod fonts;
pub mod goal_words;
pub mod icons;
pub mod palette;
pub mod plain;
pub mod theme;
pub mod token;
pub mod weighing;

use bevy_egui::egui;

pub(crate) use theme::plugin;
pub use theme::{style, text_sizes};

pub use crate::ui::widgets::palette::{
    bad, dim, good, hero, minion, needle, prep, side_color, wait,
};

/// A screen's whole area, under every window: where a screen's panels are laid out.
pub fn screen_ui(ctx: &egui::Context) -> egui::Ui {
    egui::Ui::new(
        ctx.clone(),
        "screen".into(),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(ctx.viewport_rect()),
    )
}

/// "Red Haggar" → "RH": what a track marker shows. A numbered name keeps its number, so that
/// combatants of one kind are told apart: "Goblin hexer 2" → "Gh2".
pub fn initials(name: &str) -> String {
    let words: Vec<&str> = name.split_whitespace().collect();
    let number = words
        .last()
        .filter(|w| w.chars().all(|c| c.is_ascii_digit()))
        .copied();
    let letters: String = words
        .iter()
        .take(words.len() - usize::from(number.is_some()))
        .filter_map(|w| w.chars().next())
        .take(2)
        .collect();
    format!("{letters}{}", number.unwrap_or(""))
}

/// "A", "A and B", "A, B and C": plain words the rules' requests share (`combat::wording`).
pub use crate::combat::wording::and_list;

/// A ring turning while the AI thinks. egui's Spinner shrinks its arc to a dot at times; this
/// one always shows three quarters of a circle.
pub fn thinking_ring(ui: &mut egui::Ui, size: f32) {
    let (rect, _) = ui.allocate_exact_size(egui::vec2(size, size), egui::Sense::hover());
    if !ui.is_rect_visible(rect) {
        return;
    }
    ui.ctx().request_repaint();
    let turn = ui.input(|i| i.time) * std::f64::consts::TAU * 0.8;
    let radius = size / 2.0 - 2.0;
    let points: Vec<egui::Pos2> = (0..=24)
        .map(|i| {
            let a = (turn + f64::from(i) / 24.0 * 1.5 * std::f64::consts::PI) as f32;
            rect.center() + radius * egui::vec2(a.cos(), a.sin())
        })
        .collect();
    ui.painter().add(egui::Shape::line(
        points,
        egui::Stroke::new(2.5, needle(ui)),
    ));
}

/// A check in words: "Strength vs Defence", "Magic", "a roll".
pub fn check_words(check: &crate::rules::check::CheckSpec) -> String {
    let name = |s: crate::rules::Stat| s.long_name().to_string();
    match (check.co, check.cd) {
        (Some(co), Some(cd)) => format!("{} vs {}", name(co), name(cd)),
        (Some(co), None) => name(co),
        (None, Some(cd)) => format!("a roll vs {}", name(cd)),
        (None, None) => "a roll".to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::initials;

    #[test]
    fn combatants_of_one_kind_keep_their_numbers_apart() {
        assert_eq!(initials("Red Haggar"), "RH");
        assert_eq!(initials("Goblin hexer 1"), "Gh1");
        assert_eq!(initials("Goblin hexer 2"), "Gh2");
        assert_eq!(initials("Hobgoblin 3"), "H3");
        assert_eq!(initials("Thrall"), "T");
        assert_eq!(initials(""), "");
    }
}
