//! The campaign being played in the window: its file, the journey (party, map, fights, choices
//! owed), who plays the Dark Lord, and the fight under way. It is written to
//! `saves/campaigns/<campaign>.ron` after every change, the fight under way inside it.

use crate::campaign::Journey;
use crate::campaign::deploy::Deployed;
use crate::combat::{CombatState, CombatantId, Roster};
use crate::content::Content;
use crate::content::campaign::Campaign;
use crate::content::{Side, load::project_path};
use crate::control::Seat;
use crate::persist::campaign_save::{CampaignSave, SavedFight};
use bevy::prelude::*;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// The campaign under way.
#[derive(Resource, Clone, Debug)]
pub struct CampaignRun {
    /// The campaign file as the save names it ("campaigns/the-relic-road.ron").
    pub file: String,
    pub campaign: Arc<Campaign>,
    pub journey: Journey,
    pub dark_lord: Seat,
    pub fight: Option<FightUnderWay>,
    /// Where it is saved.
    pub save_path: PathBuf,
    /// The folder of its fights' replays.
    pub replays: PathBuf,
    /// What the last change said: "Saved", or why a choice was refused.
    pub status: Option<String>,
}

/// A fight of the campaign on the combat screen.
#[derive(Clone, Debug)]
pub struct FightUnderWay {
    pub node: usize,
    pub seed: u64,
    /// (party hero, its combatant), in slot order.
    pub heroes: Vec<(usize, CombatantId)>,
    /// The state it started from: its end is read back only if the fight that ends is this one.
    pub start: CombatState,
}

impl FightUnderWay {
    /// The fight as deployed, from the state and roster it started with.
    pub fn deployed(&self, start: CombatState, roster: Roster) -> Deployed {
        Deployed {
            state: start,
            roster,
            heroes: self.heroes.clone(),
        }
    }

    pub fn saved(&self, save: crate::persist::SaveFile) -> SavedFight {
        SavedFight {
            node: self.node,
            seed: self.seed,
            heroes: self.heroes.clone(),
            save,
        }
    }
}

/// The save file of the campaign `file` under `saves`: `saves/campaigns/<stem>.ron`.
pub fn save_path_of(saves: &Path, file: &str) -> PathBuf {
    saves.join("campaigns").join(format!("{}.ron", stem(file)))
}

/// The folder of the campaign's replays under `replays`: `replays/campaigns/<stem>/`.
pub fn replays_of(replays: &Path, file: &str) -> PathBuf {
    replays.join("campaigns").join(stem(file))
}

fn stem(file: &str) -> String {
    Path::new(file)
        .file_stem()
        .map_or_else(|| "campaign".into(), |s| s.to_string_lossy().into_owned())
}

impl CampaignRun {
    /// The save of the campaign as it stands, with `fight` if one is under way.
    pub fn save_file(&self, content: &Content, fight: Option<SavedFight>) -> CampaignSave {
        let mut save = CampaignSave::new(
            content,
            &self.campaign,
            &self.file,
            self.dark_lord,
            self.journey.clone(),
        );
        save.fight = fight;
        save
    }

    /// Writes the save; the status says where, or why not.
    pub fn write(&mut self, content: &Content, fight: Option<SavedFight>) {
        let save = self.save_file(content, fight);
        let written = self
            .save_path
            .parent()
            .map_or(Ok(()), std::fs::create_dir_all)
            .and_then(|()| save.write(&self.save_path));
        if let Err(e) = written {
            self.status = Some(format!(
                "The campaign was not saved: {}: {e}",
                self.save_path.display()
            ));
        }
    }

    /// Who answers each combatant of a fight deployed with `heroes`: each party hero its
    /// player, guests the first player, the minions the Dark Lord.
    pub fn seats(&self, state: &CombatState, heroes: &[(usize, CombatantId)]) -> Vec<Seat> {
        state
            .fighters
            .iter()
            .map(|f| match f.side {
                Side::Minions => self.dark_lord,
                Side::Heroes => {
                    let player = heroes
                        .iter()
                        .find(|(_, id)| *id == f.id)
                        .map_or(0, |&(h, _)| self.journey.party.heroes[h].player);
                    Seat::Player(player)
                }
            })
            .collect()
    }

    /// The campaign file's path on disk.
    pub fn path(&self) -> PathBuf {
        project_path(&self.file)
    }
}
