//! Draws the effects that float above the screens (a check's dice rolling) after the screen
//! itself, in their own pass so that no panel has to make room for them.

use super::fx::Fx;
use super::pace::{Pace, Speed};
use super::screen::Screen;
use super::snapshot::Snapshot;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, dice_at_this_speed.before(super::fx::absorb_fx))
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
    super::panels::dice::dice_overlay(ctx, &snap, &fx, time.elapsed_secs_f64());
    Ok(())
}
