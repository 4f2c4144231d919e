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
pub mod theme;
pub mod token;

use bevy_egui::egui;

pub use crate::ui::widgets::palette::{
    bad, dim, good, hero, minion, needle, prep, side_color, wait,
};

/// The game's fonts (titles in their own face), larger than egui's defaults: the game is read
/// from a sofa distance, not a code editor.
pub fn style(ctx: &bevy_egui::egui::Context) {
    // Headings switch to the title face as soon as egui has it (see `fonts::install`).
    crate::ui::widgets::fonts::install(ctx, 24.0);
    crate::ui::widgets::theme::apply(ctx);
    text_sizes(
        ctx,
        crate::ui::windows::settings::Settings::default().text_size,
    );
}

/// The text styles for a body text of `body` points: buttons alike, small text and code a
/// little smaller (the headings keep the title face's size).
pub fn text_sizes(ctx: &bevy_egui::egui::Context, body: f32) {
    use bevy_egui::egui::{FontId, TextStyle};
    ctx.all_styles_mut(|style| {
        for (text_style, font) in [
            (TextStyle::Body, FontId::proportional(body)),
            (TextStyle::Button, FontId::proportional(body)),
            (
                TextStyle::Small,
                FontId::proportional((body * 0.8125).round()),
            ),
            (
                TextStyle::Monospace,
                FontId::monospace((body * 0.875).round()),
            ),
        ] {
            style.text_styles.insert(text_style, font);
        }
        style
            .text_styles
            .entry(TextStyle::Heading)
            .or_insert(FontId::proportional(22.0));
    });
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
    ui.painter()
        .add(egui::Shape::line(points, egui::Stroke::new(2.5, needle())));
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
