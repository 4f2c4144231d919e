//! Campaign saves (`saves/campaigns/<campaign>.ron`): the party, the map's state and the fights
//! fought, with fingerprints of the library, the campaign file and each of its levels. Loading
//! refuses, with the reason and the file kept, one that is damaged or was made with another
//! library, another campaign file or a changed level, naming which.

use super::SaveFile;
use super::envelope::{FileKind, VERSION, parse_file};
use super::fingerprint::{content_fingerprint, fingerprint};
use crate::campaign::Journey;
use crate::combat::CombatantId;
use crate::content::campaign::{Campaign, NodeKind};
use crate::content::{Content, ContentError, SourceText};
use crate::control::Seat;
use serde::{Deserialize, Serialize};
use std::path::Path;

/// A campaign save file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CampaignSave {
    /// Always "aguja campaign save".
    pub format: String,
    pub version: u32,
    /// The fingerprint of the content library.
    pub content: String,
    /// The campaign file, as given on the command line or picked on the title.
    pub campaign: String,
    /// The fingerprint of the campaign file's contents.
    pub campaign_fingerprint: String,
    /// Each fight's level, as the campaign writes it, with its fingerprint.
    pub levels: Vec<(String, String)>,
    /// Who plays the Dark Lord.
    pub dark_lord: Seat,
    pub journey: Journey,
    /// The fight under way when the window saved, so that quitting mid-fight loses nothing.
    #[serde(default)]
    pub fight: Option<SavedFight>,
}

/// A campaign fight under way: its node, seed and heroes, and the fight itself as a fight save
/// holds it (checked as one on loading).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SavedFight {
    pub node: usize,
    pub seed: u64,
    /// (party hero, its combatant), in slot order.
    pub heroes: Vec<(usize, CombatantId)>,
    pub save: SaveFile,
}

/// Why a campaign save is refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CampaignSaveError {
    #[error(transparent)]
    File(#[from] ContentError),
    #[error(
        "the content library has changed since this campaign was saved, so it cannot be continued"
    )]
    ContentChanged,
    #[error(
        "the campaign file `{0}` has changed since this campaign was saved, so it cannot be continued"
    )]
    CampaignChanged(String),
    #[error("the level `{0}` has changed since this campaign was saved, so it cannot be continued")]
    LevelChanged(String),
    #[error("the campaign save is damaged: {0}")]
    Damaged(String),
}

/// Each fight node's level with its fingerprint, in map order.
fn level_prints(campaign: &Campaign) -> Vec<(String, String)> {
    campaign
        .nodes
        .iter()
        .filter_map(|n| match &n.kind {
            NodeKind::Fight(f) => Some((f.level_name.clone(), fingerprint(&f.level.def))),
            NodeKind::Camp { .. } => None,
        })
        .collect()
}

impl CampaignSave {
    pub fn new(
        content: &Content,
        campaign: &Campaign,
        file: &str,
        dark_lord: Seat,
        journey: Journey,
    ) -> Self {
        CampaignSave {
            format: FileKind::Campaign.format().into(),
            version: VERSION,
            content: content_fingerprint(content),
            campaign: file.to_string(),
            campaign_fingerprint: fingerprint(&campaign.def),
            levels: level_prints(campaign),
            dark_lord,
            journey,
            fight: None,
        }
    }

    /// Writes the file atomically: a kill or crash during the write leaves the previous save.
    pub fn write(&self, path: &Path) -> std::io::Result<()> {
        super::atomic::write_atomically(path, super::to_text(self).as_bytes())
    }

    /// Parses a campaign save's text (`origin` names it in errors); `check` it against the
    /// campaign before use.
    pub fn parse(origin: &Path, text: &str) -> Result<CampaignSave, CampaignSaveError> {
        Ok(parse_file(
            SourceText::new(origin, text),
            FileKind::Campaign,
        )?)
    }

    /// The save was made with this library, this campaign file and these levels, and every
    /// number and name in it is one the campaign can hold.
    pub fn check(&self, content: &Content, campaign: &Campaign) -> Result<(), CampaignSaveError> {
        if self.content != content_fingerprint(content) {
            return Err(CampaignSaveError::ContentChanged);
        }
        if self.campaign_fingerprint != fingerprint(&campaign.def) {
            return Err(CampaignSaveError::CampaignChanged(self.campaign.clone()));
        }
        let now = level_prints(campaign);
        for (saved, current) in self.levels.iter().zip(&now) {
            if saved != current {
                return Err(CampaignSaveError::LevelChanged(current.0.clone()));
            }
        }
        if self.levels.len() != now.len() {
            return Err(CampaignSaveError::CampaignChanged(self.campaign.clone()));
        }
        super::campaign_bounds::check_journey(&self.journey, content, campaign)
            .map_err(CampaignSaveError::Damaged)?;
        if let Some(fight) = &self.fight {
            super::campaign_bounds::check_fight(
                fight.node,
                &fight.heroes,
                fight.save.combat.roster.names.len(),
                &self.journey,
                campaign,
            )
            .map_err(CampaignSaveError::Damaged)?;
        }
        Ok(())
    }

    /// The fight under way, checked as a fight save is (its recording played to its state).
    pub fn fight_to_continue(
        &self,
        content: std::sync::Arc<Content>,
    ) -> Result<Option<(SavedFight, super::LoadedSave)>, CampaignSaveError> {
        let Some(fight) = &self.fight else {
            return Ok(None);
        };
        let loaded = fight
            .save
            .clone()
            .check(content)
            .map_err(|e| CampaignSaveError::Damaged(format!("its fight under way: {e}")))?;
        Ok(Some((fight.clone(), loaded)))
    }
}
