//! The combat screen drawn each frame from the snapshot: the speed bar (not over a hand-off
//! cover), the screen's panels, and F5 for a quick save.

use super::auto_pass::AutoPassed;
use super::fx::Fx;
use super::handoff::HandOff;
use super::move_draft::Draft;
use super::pace::Pace;
use super::view::{CombatScreen, combat};
use crate::control::Seats;
use crate::ui::ask::Asks;
use crate::ui::saves::{Keep, SaveAsk};
use crate::ui::screens::Screen;
use crate::ui::sets::UiSet;
use crate::ui::snapshot::Snapshot;
use crate::ui::windows::settings::Settings;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        (
            draw.in_set(UiSet::Screen),
            super::fx_view::draw_effects.in_set(UiSet::Windows),
        )
            .run_if(in_state(Screen::Combat)),
    );
}

/// What the combat screen shows besides the snapshot.
type Shown<'w> = (
    Res<'w, Fx>,
    Res<'w, Settings>,
    Res<'w, AutoPassed>,
    Res<'w, Seats>,
    Res<'w, HandOff>,
    Res<'w, Keep>,
    Option<Res<'w, super::remote::RemoteAnswers>>,
);

fn draw(
    mut contexts: EguiContexts,
    snap: Option<Res<Snapshot>>,
    (fx, settings, auto_passed, seats, handoff, keep, remote): Shown,
    (mut draft, mut pace): (ResMut<Draft>, ResMut<Pace>),
    mut asks: ResMut<Asks>,
) -> Result {
    let Some(snap) = snap else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    // Not over the hand-off cover: that screen is the next player's alone.
    if handoff.due(&snap.state.pending, &seats).is_none() {
        super::pace::speed_bar(ctx, &mut pace.speed);
    }
    let view = CombatScreen {
        snap: &snap,
        fx: &fx,
        settings: &settings,
        auto_passed: &auto_passed,
        seats: &seats,
        handoff: &handoff,
        keep: &keep,
        remote: remote.as_deref(),
    };
    let quick_save = ctx.input(|i| i.key_pressed(egui::Key::F5));
    let mut ui = crate::ui::widgets::screen_ui(ctx);
    let clicked = combat(&mut ui, &view, &mut draft);
    asks.0
        .extend(clicked.or(quick_save.then(|| SaveAsk::Save.into())));
    Ok(())
}
