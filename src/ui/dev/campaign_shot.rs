//! Taking a campaign to the screen a screenshot wants: the party screen from the map, or a
//! fight's aftermath, the campaign moved on by the policy (its choices, then its next fight,
//! which the screenshot hands to the AI as it does any fight it plays to the result).

use crate::combat::ContentDb;
use crate::ui::ask::Asks;
use crate::ui::dev::screenshot::{ShotPlan, ShotScreen};
use crate::ui::screens::Screen;
use crate::ui::screens::campaign::{CampaignAsk, CampaignRun, next_ask};
use bevy::prelude::*;

/// Added beside `screenshot::plugin` when a screenshot is taken.
pub fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        on_the_map.run_if(in_state(Screen::Campaign).and_then(resource_exists::<CampaignRun>)),
    );
}

/// On the map: one step a frame towards the wanted screen.
fn on_the_map(
    plan: Res<ShotPlan>,
    run: Res<CampaignRun>,
    content: Res<ContentDb>,
    mut asks: ResMut<Asks>,
) {
    if !asks.0.is_empty() {
        return;
    }
    match plan.screen {
        ShotScreen::Party => asks.push(CampaignAsk::ToParty),
        ShotScreen::Result => {
            if let Some(ask) = next_ask(&content.0, &run) {
                asks.push(ask);
            }
        }
        _ => {}
    }
}
