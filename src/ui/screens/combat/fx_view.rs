//! Draws the effects that float above the screens (a check's dice rolling) after the screen
//! itself, in their own pass so that no panel has to make room for them.

use crate::ui::screens::Screen;
use crate::ui::screens::combat::fx::Fx;
use crate::ui::screens::combat::pace::{Pace, Speed};
use crate::ui::snapshot::Snapshot;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        dice_at_this_speed.before(crate::ui::screens::combat::fx::absorb_fx),
    )
    .add_systems(
        EguiPrimaryContextPass,
        draw_effects.run_if(in_state(Screen::Combat)),
    );
}

/// Checks' dice roll on screen unless the players chose Instant.
fn dice_at_this_speed(pace: Res<Pace>, mut fx: ResMut<Fx>) {
    let dice = pace.speed != Speed::Instant;
    if fx.dice != dice {
        fx.dice = dice;
    }
}

fn draw_effects(
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
