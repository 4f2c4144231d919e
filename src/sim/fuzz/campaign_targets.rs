//! Campaign files and campaign saves as one fuzz target: a mutant is read as the game reads it
//! (a campaign file checked against the library and the levels; a save parsed and checked
//! against its campaign) and, when accepted, played on for one fight, since the game would.

use super::kind::{Refusal, Shipped, Target};
use crate::ai::Strength;
use crate::campaign::{Journey, PolicyChooser};
use crate::content::campaign::{Campaign, LevelFolder, campaign_from_text, campaigns_dir};
use crate::content::load::ron_files;
use crate::content::{ContentError, SourceText, levels_dir};
use crate::control::Seat;
use crate::persist::FileKind;
use crate::persist::campaign_save::{CampaignSave, CampaignSaveError};
use crate::sim::campaign::{CampaignWatch, play_through};
use crate::sim::players::Sides;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

/// `campaigns/` and a campaign save of the shipped campaign.
pub const CAMPAIGNS: Target = Target {
    name: "campaigns",
    corpus: || {
        let mut all = ron_files(&campaigns_dir()).unwrap_or_default();
        all.extend(saved().iter().cloned());
        all
    },
    pieces: &[
        "Fight(id: \"x\", level: \"levels/seed-example.ron\", next: []),",
        "Camp(id: \"c\", name: \"c\", heal: 1, next: [\"ambush\"]),",
        "Choose([Advantage, Retreat]),",
        "Recruit(kind: \"knight\"),",
        "Heal(4294967295),",
        "guests: [\"Squire\"],",
        "start_level: 99,",
        "retreats: 4294967295,",
        "damage: 4294967295,",
        "limbs: [99, 99],",
        "open: [99],",
        "(200)",
        "format: \"aguja save\",",
    ],
    read: read_campaign_or_save,
};

/// Nothing to print.
struct Quiet;
impl CampaignWatch for Quiet {}

fn sides() -> Sides {
    Sides::normal_heroes_against(Seat::Ai(Strength::Normal))
}

fn campaign_of(shipped: &Shipped, origin: &Path, text: &str) -> Result<Campaign, Refusal> {
    let levels = levels_dir();
    let folder = LevelFolder {
        dir: &levels,
        content: &shipped.content,
    };
    Ok(campaign_from_text(
        SourceText::new(origin, text),
        &shipped.content,
        &folder,
    )?)
}

fn refusal(origin: &Path, e: CampaignSaveError) -> Refusal {
    match e {
        CampaignSaveError::File(f) => f.into(),
        other => ContentError::new(
            origin,
            (1, 1),
            crate::content::error::ErrorKind::Rule,
            other.to_string(),
        )
        .into(),
    }
}

fn read_campaign_or_save(shipped: &Shipped, origin: &Path, text: &str) -> Result<(), Refusal> {
    let content = &shipped.content;
    let is_save = text.contains(FileKind::Campaign.format());
    let (campaign, mut journey) = if is_save {
        let save = CampaignSave::parse(origin, text).map_err(|e| refusal(origin, e))?;
        let file = crate::content::load::project_path(&save.campaign);
        let campaign_text = std::fs::read_to_string(&file)
            .map_err(|e| Refusal::from(crate::content::load::io_error(&file, &e)))?;
        let campaign = campaign_of(shipped, &file, &campaign_text)?;
        save.check(content, &campaign)
            .map_err(|e| refusal(origin, e))?;
        (campaign, save.journey)
    } else {
        let campaign = campaign_of(shipped, origin, text)?;
        let journey = Journey::start(content, &campaign, 1, &mut PolicyChooser);
        (campaign, journey)
    };
    play_through(
        content,
        &campaign,
        &mut journey,
        &sides(),
        Some(1),
        &mut Quiet,
    );
    Ok(())
}

/// A save of the shipped campaign after its first fight, written once per process.
fn saved() -> &'static Vec<PathBuf> {
    static SAVED: OnceLock<Vec<PathBuf>> = OnceLock::new();
    SAVED.get_or_init(|| write_save().into_iter().collect())
}

fn write_save() -> Option<PathBuf> {
    let content = crate::content::load_content(&crate::content::assets_dir()).ok()?;
    let file = "campaigns/the-relic-road.ron";
    let path = crate::content::load::project_path(file);
    let text = std::fs::read_to_string(&path).ok()?;
    let levels = levels_dir();
    let folder = LevelFolder {
        dir: &levels,
        content: &content,
    };
    let campaign = campaign_from_text(SourceText::new(&path, text), &content, &folder).ok()?;
    let mut journey = Journey::start(&content, &campaign, 3, &mut PolicyChooser);
    play_through(
        &content,
        &campaign,
        &mut journey,
        &sides(),
        Some(1),
        &mut Quiet,
    );
    let dir = std::env::temp_dir().join("aguja-fuzz-corpus");
    std::fs::create_dir_all(&dir).ok()?;
    let out = dir.join("campaign-save.ron");
    let save = CampaignSave::new(
        &content,
        &campaign,
        file,
        Seat::Ai(Strength::Normal),
        journey,
    );
    save.write(&out).ok()?;
    Some(out)
}
