//! A campaign the command line opens (`aguja play --campaign FILE`, or `--load` of a campaign
//! save): started or continued once the title has read the campaigns, so that the title's own
//! entering does not sweep it away.

use super::catalog::Campaigns;
use super::flow::{CampaignAsk, CampaignStart, carry_out};
use crate::combat::ContentDb;
use crate::control::Seat;
use crate::ui::saves::Keep;
use crate::ui::screens::Screen;
use bevy::prelude::*;
use std::path::PathBuf;

/// A campaign the command line opens, started (or continued) once the title has read the
/// campaigns.
#[derive(Resource, Clone, Debug)]
pub enum CampaignLaunch {
    /// Its campaign in progress if one is saved and goes on, else a new one.
    File {
        path: PathBuf,
        seed: u64,
        hot_seat: bool,
        dark_lord: Option<Seat>,
    },
    /// The campaign saved in this file.
    Save(PathBuf),
}

fn launch_campaign(world: &mut World) {
    let Some(launch) = world.remove_resource::<CampaignLaunch>() else {
        return;
    };
    let ask = match launch {
        CampaignLaunch::Save(path) => CampaignAsk::Continue(path),
        CampaignLaunch::File {
            path,
            seed,
            hot_seat,
            dark_lord,
        } => {
            let content = world.resource::<ContentDb>().0.clone();
            let saves = world.resource::<Keep>().saves.clone();
            let mut campaigns = world.resource_mut::<Campaigns>();
            // A file outside campaigns/ (the command line's) joins the title's list.
            if campaigns.entry(&path).is_none() {
                campaigns.add(&content, &saves, &path);
            }
            let Some(entry) = campaigns.entry(&path) else {
                return;
            };
            if let Some(errors) = &entry.errors {
                let note = format!("{}:\n{errors}", path.display());
                world.resource_mut::<Campaigns>().note = Some(note);
                return;
            }
            match &entry.saved {
                Some(saved) if saved.summary.is_ok() && !saved.over => {
                    CampaignAsk::Continue(saved.path.clone())
                }
                _ => {
                    let heroes = entry.campaign.as_ref().map_or(0, |c| c.party.len());
                    let owners: Vec<u8> = (0..heroes)
                        .map(|i| {
                            if hot_seat {
                                u8::try_from(i.min(3)).unwrap_or(3)
                            } else {
                                0
                            }
                        })
                        .collect();
                    let players = owners.iter().max().map_or(1, |m| m + 1);
                    CampaignAsk::Start(Box::new(CampaignStart {
                        path,
                        kinds: entry
                            .campaign
                            .as_ref()
                            .map(|c| c.party.iter().map(|h| h.kind).collect())
                            .unwrap_or_default(),
                        owners,
                        players,
                        dark_lord: dark_lord.unwrap_or(Seat::Ai(crate::ai::Strength::Normal)),
                        seed,
                    }))
                }
            }
        }
    };
    carry_out(world, ask);
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        launch_campaign.run_if(in_state(Screen::Title).and_then(resource_exists::<CampaignLaunch>)),
    );
}
