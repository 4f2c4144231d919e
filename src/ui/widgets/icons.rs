//! Icons as egui textures: each name drawn once per size (`art::raster`) and kept in the egui
//! context's memory for the rest of the run, so a frame only paints them. An icon that cannot
//! be drawn shows a placeholder, and its reason is logged once.

use crate::art::raster::draw_icon;
use bevy_egui::egui::{self, Color32, ColorImage, Rect, TextureHandle, TextureOptions};

/// Sizes are rounded up to this many pixels, so a token that grows a little reuses its texture.
const STEP: u32 = 16;

/// The named icon drawn `px` pixels square (rounded up to a multiple of 16).
pub fn texture(ctx: &egui::Context, name: &str, px: u32) -> TextureHandle {
    let px = px.max(1).div_ceil(STEP) * STEP;
    let id = egui::Id::new(("aguja-icon", name, px));
    if let Some(handle) = ctx.data(|d| d.get_temp::<TextureHandle>(id)) {
        return handle;
    }
    let drawn = draw_icon(name, px);
    if let Some(problem) = &drawn.problem {
        bevy::log::warn!("{problem}");
    }
    let side = drawn.raster.size as usize;
    let image = ColorImage::from_rgba_premultiplied([side, side], &drawn.raster.rgba);
    let handle = ctx.load_texture(format!("icon {name} {px}"), image, TextureOptions::LINEAR);
    ctx.data_mut(|d| d.insert_temp(id, handle.clone()));
    handle
}

/// Paints the named icon into `rect` (square, or it is stretched), tinted `tint`.
pub fn paint(painter: &egui::Painter, rect: Rect, name: &str, tint: Color32) {
    let px = (rect.width().max(rect.height()) * painter.ctx().pixels_per_point()).ceil();
    let handle = texture(painter.ctx(), name, px as u32);
    let uv = Rect::from_min_max(egui::pos2(0.0, 0.0), egui::pos2(1.0, 1.0));
    painter.image(handle.id(), rect, uv, tint);
}

/// The named icon as an egui image `size` points square, for buttons and labels.
pub fn image(ctx: &egui::Context, name: &str, size: f32, tint: Color32) -> egui::Image<'static> {
    let px = (size * ctx.pixels_per_point()).ceil() as u32;
    let handle = texture(ctx, name, px);
    egui::Image::new(egui::load::SizedTexture::new(
        handle.id(),
        egui::vec2(size, size),
    ))
    .tint(tint)
}

/// The named icon laid out in `ui` like a label.
pub fn show(ui: &mut egui::Ui, name: &str, size: f32, tint: Color32) -> egui::Response {
    let image = image(ui.ctx(), name, size, tint);
    ui.add(image)
}
