//! The title screen: the encounters and who plays them, and the saved fights and replays to
//! continue or watch.

pub mod campaign_pick;
pub mod layout;
pub mod net_entry;
pub mod saved_fights;
pub mod view;

pub use layout::title;
pub use view::TitleDraft;

use crate::hot_reload::LevelCatalog;
use crate::ui::ask::Asks;
use crate::ui::saves::Keep;
use crate::ui::screens::Screen;
use crate::ui::sets::UiSet;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<TitleDraft>().add_systems(
        EguiPrimaryContextPass,
        draw.in_set(UiSet::Screen).run_if(in_state(Screen::Title)),
    );
}

/// The title: the encounters (the seed's example chosen first) and the saved fights.
fn draw(
    mut contexts: EguiContexts,
    catalog: Res<LevelCatalog>,
    mut title: ResMut<TitleDraft>,
    keep: Res<Keep>,
    campaigns: Res<crate::ui::screens::campaign::Campaigns>,
    mut asks: ResMut<Asks>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut ui = crate::ui::widgets::screen_ui(ctx);
    let default = crate::content::levels_dir().join("seed-example.ron");
    title.prepare(&catalog.0, Some(&default));
    // Before the title's own panels, so that it takes the right edge whole.
    let kept = saved_fights::shelf(&mut ui, &keep);
    asks.0
        .extend(layout::title(&mut ui, &catalog.0, &campaigns, &mut title).or(kept));
    Ok(())
}
