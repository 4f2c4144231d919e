//! The About window's state and its drawing pass: opened from the title, it shows the credits
//! (computed once, when first opened, from the content the game runs).

pub mod view;

use crate::ui::windows::about::view::about;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

/// Whether the About window is open, and its text once made.
#[derive(Resource, Clone, Debug, Default)]
pub struct About {
    pub open: bool,
    credits: Option<String>,
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<About>()
        .add_systems(EguiPrimaryContextPass, draw_about);
}

fn draw_about(
    mut contexts: EguiContexts,
    mut state: ResMut<About>,
    content: Option<Res<crate::combat::ContentDb>>,
) -> Result {
    if !state.open {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let About { open, credits } = &mut *state;
    let credits = credits.get_or_insert_with(|| match &content {
        Some(db) => crate::art::credits::credits(&db.0),
        None => String::new(),
    });
    about(ctx, credits, open);
    Ok(())
}
