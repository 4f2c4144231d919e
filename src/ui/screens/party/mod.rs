//! The party screen of a campaign: each hero's card with its body, gear and advantages, the
//! stash, and the choices owed (advantages to take, a reward to choose, who takes a recruit).

pub mod gear;
pub mod picks;
pub mod view;

use crate::ui::ask::Asks;
use crate::ui::screens::Screen;
use crate::ui::screens::campaign::CampaignRun;
use crate::ui::sets::UiSet;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        draw.in_set(UiSet::Screen).run_if(in_state(Screen::Party)),
    );
}

fn draw(
    mut contexts: EguiContexts,
    run: Option<Res<CampaignRun>>,
    content: Res<crate::combat::ContentDb>,
    mut asks: ResMut<Asks>,
) -> Result {
    let Some(run) = run else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let mut ui = crate::ui::widgets::screen_ui(ctx);
    asks.0.extend(view::party(&mut ui, &content.0, &run));
    Ok(())
}
