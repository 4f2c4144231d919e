//! The campaigns the title lists: every file of `campaigns/`, checked (a broken one with its
//! errors), and the campaign in progress of each, if one is saved. Read again on entering the
//! title and whenever a campaign file, its save or a level changes while the title shows (hot
//! reload).

use super::run::save_path_of;
use crate::campaign::Standing;
use crate::combat::ContentDb;
use crate::content::campaign::{Campaign, campaigns_dir, read_campaign};
use crate::persist::campaign_save::CampaignSave;
use crate::ui::saves::{Keep, modified};
use bevy::prelude::*;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::SystemTime;

/// The title's campaigns.
#[derive(Resource, Clone, Debug, Default)]
pub struct Campaigns {
    pub entries: Vec<CampaignEntry>,
    /// Why the last campaign asked for could not be continued.
    pub note: Option<String>,
    /// Each file read and its last change, to notice an edit.
    stamps: Vec<(PathBuf, Option<SystemTime>)>,
}

/// One campaign file.
#[derive(Clone, Debug)]
pub struct CampaignEntry {
    pub path: PathBuf,
    /// As a save names it: "campaigns/NAME.ron".
    pub file: String,
    pub campaign: Option<Arc<Campaign>>,
    /// Why it does not load, `path:line:col` first.
    pub errors: Option<String>,
    pub saved: Option<SavedCampaign>,
}

/// A campaign in progress, as the title sums it up.
#[derive(Clone, Debug)]
pub struct SavedCampaign {
    pub path: PathBuf,
    /// "fight 4 of 9 · 3 heroes alive · 2026-11-26 10:20", or why it cannot be continued.
    pub summary: Result<String, String>,
    /// Finished or lost: there is nothing to continue, only the end to look at.
    pub over: bool,
}

impl Campaigns {
    /// Reads every campaign file and its save again.
    pub fn scan(&mut self, content: &crate::content::Content, saves: &std::path::Path) {
        let dir = campaigns_dir();
        let mut paths: Vec<PathBuf> = std::fs::read_dir(&dir)
            .map(|d| {
                d.filter_map(|e| e.ok().map(|e| e.path()))
                    .filter(|p| p.extension().is_some_and(|x| x == "ron"))
                    .collect()
            })
            .unwrap_or_default();
        paths.sort();
        self.entries = paths
            .iter()
            .map(|path| entry_of(content, saves, path))
            .collect();
        self.stamps = self.watched(saves);
    }

    /// Lists a campaign file from elsewhere (the command line's) beside those of `campaigns/`.
    pub fn add(
        &mut self,
        content: &crate::content::Content,
        saves: &std::path::Path,
        path: &std::path::Path,
    ) {
        self.entries.push(entry_of(content, saves, path));
    }

    /// The files whose change means reading again: the campaigns, their saves, and the levels
    /// they are made of (a level edited may break a campaign, or change its fingerprint).
    fn watched(&self, saves: &std::path::Path) -> Vec<(PathBuf, Option<SystemTime>)> {
        let listed = |dir: PathBuf| -> Vec<PathBuf> {
            std::fs::read_dir(dir)
                .map(|d| d.filter_map(|e| e.ok().map(|e| e.path())).collect())
                .unwrap_or_default()
        };
        let mut files = listed(campaigns_dir());
        files.extend(listed(crate::content::levels_dir()));
        files.extend(self.entries.iter().map(|e| save_path_of(saves, &e.file)));
        files.sort();
        files
            .into_iter()
            .map(|p| {
                let t = std::fs::metadata(&p).and_then(|m| m.modified()).ok();
                (p, t)
            })
            .collect()
    }

    /// The entry of this campaign file.
    pub fn entry(&self, path: &std::path::Path) -> Option<&CampaignEntry> {
        let wanted = path.canonicalize().unwrap_or_else(|_| path.to_path_buf());
        self.entries.iter().find(|e| e.path == wanted)
    }
}

/// A campaign file read and checked, with its save summed up.
fn entry_of(
    content: &crate::content::Content,
    saves: &std::path::Path,
    path: &std::path::Path,
) -> CampaignEntry {
    let name = path
        .file_name()
        .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
    let canonical = |p: &std::path::Path| p.canonicalize().unwrap_or_else(|_| p.to_path_buf());
    let in_campaigns = path.parent().map(canonical) == Some(canonical(&campaigns_dir()));
    // As a save names it: `campaigns/NAME.ron`, or where it is when elsewhere.
    let file = if in_campaigns {
        format!("campaigns/{name}")
    } else {
        canonical(path).display().to_string()
    };
    let (campaign, errors) = match read_campaign(path, content) {
        Ok(c) => (Some(Arc::new(c)), None),
        Err(e) => (None, Some(e.to_string())),
    };
    let saved = saved(content, saves, &file, campaign.as_deref());
    CampaignEntry {
        // As the command line's path is made, to find it by.
        path: path.canonicalize().unwrap_or_else(|_| path.to_path_buf()),
        file,
        campaign,
        errors,
        saved,
    }
}

/// The save of campaign `file`, summed up, if there is one.
fn saved(
    content: &crate::content::Content,
    saves: &std::path::Path,
    file: &str,
    campaign: Option<&Campaign>,
) -> Option<SavedCampaign> {
    let path = save_path_of(saves, file);
    let text = std::fs::read_to_string(&path).ok()?;
    let checked = CampaignSave::parse(&path, &text).and_then(|save| {
        let Some(campaign) = campaign else {
            return Ok(save);
        };
        save.check(content, campaign).map(|()| save)
    });
    let (summary, over) = match (checked, campaign) {
        (Err(e), _) => (Err(e.to_string()), false),
        (Ok(_), None) => (Err("its campaign file does not load".into()), false),
        (Ok(save), Some(campaign)) => {
            let j = &save.journey;
            let over = j.progress.standing != Standing::Going;
            let alive = j.party.living().count();
            let state = match &j.progress.standing {
                Standing::Going => format!(
                    "fight {} of {}",
                    j.progress.fights_won(campaign) + 1,
                    j.progress.fights_won(campaign) + campaign.fights_from(&j.progress.open)
                ),
                Standing::Finished => "finished".into(),
                Standing::Lost(_) => "lost".into(),
            };
            let plural = if alive == 1 { "hero" } else { "heroes" };
            (
                Ok(format!(
                    "{state} · {alive} {plural} alive · {}",
                    modified(&path)
                )),
                over,
            )
        }
    };
    Some(SavedCampaign {
        path,
        summary,
        over,
    })
}

/// Reads the campaigns on entering the title, and again when one of their files changes.
pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Campaigns>()
        .add_systems(
            OnEnter(crate::ui::screens::Screen::Title),
            |mut c: ResMut<Campaigns>, content: Res<ContentDb>, keep: Res<Keep>| {
                c.scan(&content.0, &keep.saves);
            },
        )
        .add_systems(
            Update,
            rescan_on_change.run_if(in_state(crate::ui::screens::Screen::Title)),
        );
}

/// Once a second on the title: a campaign file or save edited is read again.
fn rescan_on_change(
    time: Res<Time>,
    mut last: Local<f32>,
    mut c: ResMut<Campaigns>,
    content: Res<ContentDb>,
    keep: Res<Keep>,
) {
    let now = time.elapsed_secs();
    if now - *last < 1.0 {
        return;
    }
    *last = now;
    if c.watched(&keep.saves) != c.stamps {
        c.scan(&content.0, &keep.saves);
    }
}
