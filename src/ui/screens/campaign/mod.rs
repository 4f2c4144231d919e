//! The campaign's map screen and the campaign under way in the window: the campaigns the title
//! lists, starting and continuing one, the map (nodes, paths, retreats, the party strip), who
//! goes to a fight, camps, the end, and the saves and replays each step leaves.

pub mod autopilot;
pub mod catalog;
pub mod end_view;
pub mod flow;
pub mod launch;
pub mod layout;
pub mod map_view;
pub mod run;
pub mod strip;
pub mod words;

pub use autopilot::next_ask;
pub use catalog::{CampaignEntry, Campaigns, SavedCampaign};
pub use flow::{CampaignAsk, CampaignStart};
pub use launch::CampaignLaunch;
pub use run::CampaignRun;
pub use strip::{Health, line as hero_line};
pub use words::reward_words;

use crate::ui::ask::Asks;
use crate::ui::screens::Screen;
use crate::ui::sets::UiSet;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((catalog::plugin, flow::plugin, launch::plugin))
        .add_systems(
            EguiPrimaryContextPass,
            draw.in_set(UiSet::Screen)
                .run_if(in_state(Screen::Campaign)),
        );
}

/// The map.
fn draw(
    mut contexts: EguiContexts,
    run: Option<Res<CampaignRun>>,
    content: Res<crate::combat::ContentDb>,
    mut draft: Local<map_view::MapDraft>,
    mut asks: ResMut<Asks>,
) -> Result {
    let Some(run) = run else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let mut ui = crate::ui::widgets::screen_ui(ctx);
    asks.0
        .extend(map_view::map(&mut ui, &content.0, &run, &mut draft));
    Ok(())
}
