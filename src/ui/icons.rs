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
