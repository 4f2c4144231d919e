//! The game's art, below any window: the vendored icon set read and drawn into plain RGBA
//! pixels, and the credits its licences ask for. No Bevy and no egui here, so the tools and
//! tests can use it; `ui::icons` turns the pixels into egui textures.

pub mod credits;
pub mod icon_set;
pub mod raster;
