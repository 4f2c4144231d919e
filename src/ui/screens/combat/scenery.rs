//! The battlefield's ground: the level's colour, darker towards the far edge, with its scenery
//! icons scattered faint over it. The places come from a generator seeded by the level's name,
//! so a level looks the same every frame and every run; they draw no die of the fight's.

use crate::content::types::Background;
use crate::ui::widgets::icons;
use bevy_egui::egui::{self, Color32, Pos2, Rect, Vec2};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Square points of ground per scenery icon: sparse enough to stay scenery.
const AREA_PER_ICON: f32 = 16_000.0;

/// Paints `background` into `rect`; `name` (the level's) fixes where the scenery stands.
pub fn paint(painter: &egui::Painter, rect: Rect, background: &Background, name: &str) {
    let (r, g, b) = background.ground;
    let base = Color32::from_rgb(r, g, b);
    // Far (top) darker, near (bottom) a little lighter: depth without a picture.
    let mut mesh = egui::Mesh::default();
    let far = base.gamma_multiply(0.55);
    let far = Color32::from_rgb(far.r(), far.g(), far.b());
    let near = lighten(base, 12);
    for (pos, colour) in [
        (rect.left_top(), far),
        (rect.right_top(), far),
        (rect.right_bottom(), near),
        (rect.left_bottom(), near),
    ] {
        mesh.colored_vertex(pos, colour);
    }
    mesh.add_triangle(0, 1, 2);
    mesh.add_triangle(0, 2, 3);
    painter.add(egui::Shape::mesh(mesh));
    if background.scenery.is_empty() {
        return;
    }
    let mut rng = ChaCha8Rng::seed_from_u64(name_seed(name));
    let count = ((rect.area() / AREA_PER_ICON) as usize).clamp(4, 48);
    let faint = lighten(base, 40).gamma_multiply(0.35);
    for _ in 0..count {
        let icon = &background.scenery[rng.random_range(0..background.scenery.len())];
        let x = rng.random_range(0.0..1.0f32);
        let y = rng.random_range(0.0..1.0f32);
        // Nearer is larger.
        let size = 26.0 + 34.0 * y;
        let at = Pos2::new(
            rect.left() + x * rect.width(),
            rect.top() + 20.0 + y * (rect.height() - 40.0),
        );
        icons::paint(
            painter,
            Rect::from_center_size(at, Vec2::splat(size)),
            icon,
            faint,
        );
    }
}

/// `colour` with `amount` added to each channel.
fn lighten(colour: Color32, amount: u8) -> Color32 {
    Color32::from_rgb(
        colour.r().saturating_add(amount),
        colour.g().saturating_add(amount),
        colour.b().saturating_add(amount),
    )
}

/// FNV-1a of the name: stable across runs and Rust versions, unlike the std hasher.
fn name_seed(name: &str) -> u64 {
    name.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}
