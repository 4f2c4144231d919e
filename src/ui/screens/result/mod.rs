//! The result screen: who won, the fight told in a few lines, and the ways back.

pub mod aftermath;
pub mod fight_story;
pub mod view;

use crate::ui::ask::Asks;
use crate::ui::saves::Keep;
use crate::ui::screens::Screen;
use crate::ui::screens::combat::CurrentGame;
use crate::ui::sets::UiSet;
use crate::ui::snapshot::Snapshot;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        draw.in_set(UiSet::Screen).run_if(in_state(Screen::Result)),
    );
}

fn draw(
    mut contexts: EguiContexts,
    snap: Option<Res<Snapshot>>,
    keep: Res<Keep>,
    game: Option<Res<CurrentGame>>,
    run: Option<Res<crate::ui::screens::campaign::CampaignRun>>,
    mut asks: ResMut<Asks>,
) -> Result {
    let Some(snap) = snap else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let mut ui = crate::ui::widgets::screen_ui(ctx);
    asks.0.extend(view::result(
        &mut ui,
        &snap,
        &keep,
        game.is_some(),
        // A campaign's replay watched again is not its fight.
        run.as_deref().filter(|_| keep.watching.is_none()),
    ));
    Ok(())
}
