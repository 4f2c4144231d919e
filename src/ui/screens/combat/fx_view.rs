//! Draws the effects that float above the screens (a check's dice rolling) after the screen
//! itself, in their own pass so that no panel has to make room for them.

use crate::ui::screens::combat::fx::Fx;
use crate::ui::snapshot::Snapshot;
use bevy::prelude::*;
use bevy_egui::EguiContexts;

/// The dice over the screen and its windows.
pub(crate) fn draw_effects(
    mut contexts: EguiContexts,
    time: Res<Time<Real>>,
    fx: Res<Fx>,
    snap: Option<Res<Snapshot>>,
) -> Result {
    let Some(snap) = snap else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    crate::ui::widgets::dice::dice_overlay(ctx, &snap, &fx, time.elapsed_secs_f64());
    Ok(())
}
