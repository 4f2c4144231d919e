//! The game's look over egui's defaults: warm dark panels rather than a code editor's grey,
//! rounded buttons that light up on hover and sink when pressed, a gold accent for what is
//! selected, and roomier spacing for reading from a sofa.

use bevy_egui::egui::{self, Color32, CornerRadius, Stroke, Visuals, style::WidgetVisuals};

/// The game's look, set on the first frame before anything is drawn.
pub(crate) fn plugin(app: &mut bevy::prelude::App) {
    use bevy::prelude::*;
    app.add_systems(
        bevy_egui::EguiPrimaryContextPass,
        style_once.before(crate::ui::sets::UiSet::Snapshot),
    );
}

fn style_once(
    mut contexts: bevy_egui::EguiContexts,
    mut styled: bevy::prelude::Local<bool>,
) -> bevy::prelude::Result {
    if !*styled {
        style(contexts.ctx_mut()?);
        *styled = true;
    }
    Ok(())
}

/// The game's fonts (titles in their own face), larger than egui's defaults: the game is read
/// from a sofa distance, not a code editor.
pub fn style(ctx: &bevy_egui::egui::Context) {
    // Headings switch to the title face as soon as egui has it (see `fonts::install`).
    crate::ui::widgets::fonts::install(ctx, 24.0);
    apply(ctx);
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

/// Panels and windows.
const PANEL: Color32 = Color32::from_rgb(27, 25, 23);
const WINDOW: Color32 = Color32::from_rgb(34, 31, 28);
/// Sunken fields (text boxes, the track's bed).
const SUNKEN: Color32 = Color32::from_rgb(16, 15, 14);
/// Buttons at rest, hovered, pressed.
const BUTTON: Color32 = Color32::from_rgb(52, 47, 41);
const BUTTON_HOVER: Color32 = Color32::from_rgb(74, 66, 55);
const BUTTON_PRESSED: Color32 = Color32::from_rgb(40, 36, 31);
/// The accent: what is selected or focused.
const GOLD: Color32 = Color32::from_rgb(214, 170, 82);
const TEXT: Color32 = Color32::from_rgb(226, 219, 205);

/// The game's visuals and spacing, applied once the context exists.
pub fn apply(ctx: &egui::Context) {
    ctx.all_styles_mut(|style| {
        style.visuals = visuals();
        style.spacing.button_padding = egui::vec2(10.0, 5.0);
        style.spacing.item_spacing = egui::vec2(8.0, 6.0);
        style.spacing.window_margin = egui::Margin::same(14);
        style.spacing.interact_size.y = 26.0;
    });
}

fn widget(fill: Color32, stroke: Color32, text: Color32, expansion: f32) -> WidgetVisuals {
    WidgetVisuals {
        bg_fill: fill,
        weak_bg_fill: fill,
        bg_stroke: Stroke::new(1.0, stroke),
        corner_radius: CornerRadius::same(6),
        fg_stroke: Stroke::new(1.0, text),
        expansion,
    }
}

fn visuals() -> Visuals {
    let mut v = Visuals::dark();
    v.panel_fill = PANEL;
    v.window_fill = WINDOW;
    v.extreme_bg_color = SUNKEN;
    v.faint_bg_color = Color32::from_rgb(33, 30, 27);
    v.window_corner_radius = CornerRadius::same(10);
    v.menu_corner_radius = CornerRadius::same(8);
    v.window_stroke = Stroke::new(1.0, Color32::from_rgb(70, 62, 52));
    v.hyperlink_color = GOLD;
    v.selection.bg_fill = Color32::from_rgb(120, 92, 40);
    v.selection.stroke = Stroke::new(1.5, GOLD);
    v.widgets.noninteractive = widget(PANEL, Color32::from_rgb(58, 53, 47), TEXT, 0.0);
    v.widgets.inactive = widget(BUTTON, Color32::from_rgb(70, 63, 54), TEXT, 0.0);
    v.widgets.hovered = widget(BUTTON_HOVER, GOLD, Color32::WHITE, 1.0);
    v.widgets.active = widget(BUTTON_PRESSED, GOLD, Color32::WHITE, 0.0);
    v.widgets.open = widget(BUTTON_HOVER, GOLD, Color32::WHITE, 0.0);
    v.interact_cursor = Some(egui::CursorIcon::PointingHand);
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hover_and_press_are_told_apart_from_rest() {
        let v = visuals();
        let rest = v.widgets.inactive.bg_fill;
        assert_ne!(v.widgets.hovered.bg_fill, rest);
        assert_ne!(v.widgets.active.bg_fill, rest);
        assert_ne!(v.widgets.active.bg_fill, v.widgets.hovered.bg_fill);
        assert_eq!(v.selection.stroke.color, GOLD);
    }
}
