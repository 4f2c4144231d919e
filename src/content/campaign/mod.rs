//! Campaign files (campaigns/): the file type, its checks against the library and the levels,
//! and reading one from disk with `path:line:col` errors.

pub mod hero;
pub mod map;
pub mod resolve;
pub mod types;

pub use hero::HeroStart;
pub use resolve::{Campaign, FightNode, LevelFolder, LevelSource, Node, NodeKind, Reward};
pub use types::{CampaignDef, Fallen, HeroDef, NodeDef, Recovery, RewardDef};

use super::error::{ContentErrors, SourceText};
use super::library::Content;
use super::load::{Recover, parse_ron_all};
use std::path::Path;

/// The folder holding campaigns: `./campaigns`, else the one the binary was built from.
pub fn campaigns_dir() -> std::path::PathBuf {
    super::paths::project_dir("campaigns")
}

impl Recover for CampaignDef {
    const FIELDS: &'static [&'static str] = &[
        "name",
        "description",
        "party",
        "start_level",
        "recovery",
        "fallen",
        "retreats",
        "must_survive",
        "map",
    ];
    fn parse_item(field: &str, text: &str) -> Option<Result<(), ron::error::SpannedError>> {
        let options = Self::options();
        match field {
            "party" => Some(options.from_str::<HeroDef>(text).map(|_| ())),
            "map" => Some(options.from_str::<NodeDef>(text).map(|_| ())),
            _ => None,
        }
    }
    /// `Recruit(kind: "priest")` rather than `Recruit((kind: "priest"))`: a recruit is written
    /// like a party hero.
    fn options() -> ron::Options {
        ron::Options::default()
            .with_default_extension(ron::extensions::Extensions::UNWRAP_VARIANT_NEWTYPES)
    }
}

/// Reads and checks the campaign file at `path`; its levels come from `levels`.
pub fn load_campaign(
    path: &Path,
    content: &Content,
    levels: &dyn LevelSource,
) -> Result<Campaign, ContentErrors> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| ContentErrors(vec![super::load::io_error(path, &e)]))?;
    campaign_from_text(SourceText::new(path, text), content, levels)
}

/// Reads and checks a campaign file against the library and the levels folder.
pub fn read_campaign(path: &Path, content: &Content) -> Result<Campaign, ContentErrors> {
    let levels = super::paths::levels_dir();
    load_campaign(
        path,
        content,
        &LevelFolder {
            dir: &levels,
            content,
        },
    )
}

/// Parses and checks a campaign given as text.
pub fn campaign_from_text(
    src: SourceText,
    content: &Content,
    levels: &dyn LevelSource,
) -> Result<Campaign, ContentErrors> {
    let (src, def) = parse_ron_all::<CampaignDef>(src).map_err(ContentErrors)?;
    resolve::resolve(&src, def, content, levels).map_err(ContentErrors)
}
