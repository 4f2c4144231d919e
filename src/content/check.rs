//! `aguja check`: every content and encounter file validated, every error collected with its
//! `path:line:col`, nothing loaded into a game.

use super::error::{ContentError, ContentErrors, ErrorKind};
use super::load::{Recover, find_ron_files, load_content_files, load_encounter, read_ron_all};
use super::outline::outline;
use super::types::{ContentFile, EncounterDef};
use std::path::{Path, PathBuf};

/// What a check found.
#[derive(Debug, Default)]
pub struct CheckReport {
    /// How many content files and encounter files were read.
    pub content_files: usize,
    pub encounter_files: usize,
    /// How many campaign files were read.
    pub campaign_files: usize,
    pub errors: Vec<ContentError>,
    /// Lines to show that are not errors: links to folders already read, skipped.
    pub warnings: Vec<String>,
    /// "93 actions, 27 items, …" when the library loaded.
    pub library: Option<String>,
}

fn summary(content: &super::library::Content) -> String {
    use super::types::Side;
    let heroes = content
        .kinds
        .iter()
        .filter(|k| k.def.side == Side::Heroes)
        .count();
    let reactions = content.actions.iter().filter(|a| a.is_reaction()).count();
    format!(
        "{} actions ({} of them reactions), {} items, {} bodies, {} hero archetypes, {} kinds of minion, {} advantages",
        content.actions.len(),
        reactions,
        content.items.len(),
        content.bodies.len(),
        heroes,
        content.kinds.len() - heroes,
        content.advantages.len()
    )
}

/// What a file holds, told from its top-level fields.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum FileKind {
    Content,
    Encounter,
    Campaign,
    Unknown,
}

fn sniff(path: &Path, assets: &Path) -> FileKind {
    if is_within(path, assets) {
        return FileKind::Content;
    }
    let Ok(text) = std::fs::read_to_string(path) else {
        // Reading it again below reports why it cannot be read.
        return FileKind::Encounter;
    };
    let names: Vec<String> = outline(&text)
        .unwrap_or_default()
        .into_iter()
        .map(|f| f.name)
        .collect();
    let has = |fields: &[&str]| names.iter().any(|n| fields.contains(&n.as_str()));
    if has(&["party", "map"]) {
        FileKind::Campaign
    } else if has(&["heroes", "minions"]) {
        FileKind::Encounter
    } else if has(ContentFile::FIELDS) {
        FileKind::Content
    } else if has(EncounterDef::FIELDS) || names.is_empty() {
        // A broken encounter, or one too broken to tell: parse it as one for the errors.
        FileKind::Encounter
    } else {
        FileKind::Unknown
    }
}

/// A content file outside the library: at its first content field (1:1 if none is found).
fn misplaced(path: &Path) -> ContentError {
    let text = std::fs::read_to_string(path).unwrap_or_default();
    let (line, col) = outline(&text)
        .unwrap_or_default()
        .into_iter()
        .find(|f| ContentFile::FIELDS.contains(&f.name.as_str()))
        .map_or((1, 1), |f| super::error::line_col(&text, f.at));
    ContentError::new(
        path,
        (line, col),
        ErrorKind::Rule,
        "content files belong under assets/ (the game loads the library from there); this file would be ignored",
    )
}

fn is_within(path: &Path, dir: &Path) -> bool {
    match (path.canonicalize(), dir.canonicalize()) {
        (Ok(p), Ok(d)) => p.starts_with(d),
        _ => path.starts_with(dir),
    }
}

/// Checks the library under `assets` (always: encounters need it) and the files or folders
/// given (default: `assets`, `levels` and, beside it, `campaigns` if there is one). Campaigns
/// find their levels (`levels/NAME.ron`) under `levels`.
pub fn check_paths(paths: &[PathBuf], assets: &Path, levels: &Path) -> CheckReport {
    let mut report = CheckReport::default();
    let campaigns_dir = levels.with_file_name("campaigns");
    let targets: Vec<PathBuf> = if paths.is_empty() {
        let mut all = vec![assets.to_path_buf(), levels.to_path_buf()];
        if campaigns_dir.is_dir() {
            all.push(campaigns_dir);
        }
        all
    } else {
        paths.to_vec()
    };
    let library: Vec<PathBuf> = match find_ron_files(assets) {
        Ok(found) => {
            report.warnings.extend(found.warnings());
            found.files
        }
        Err(e) => {
            report.errors.push(e);
            Vec::new()
        }
    };
    // Content files given from outside the library: checked, but the game never loads them.
    let mut strays: Vec<PathBuf> = Vec::new();
    let mut encounters = Vec::new();
    let mut campaigns = Vec::new();
    for target in &targets {
        let files = if target.is_dir() {
            match find_ron_files(target) {
                Ok(found) => {
                    for warning in found.warnings() {
                        // assets/ is read twice when checked as a target too: say it once.
                        if !report.warnings.contains(&warning) {
                            report.warnings.push(warning);
                        }
                    }
                    found.files
                }
                Err(e) => {
                    report.errors.push(e);
                    continue;
                }
            }
        } else if target.exists() {
            vec![target.clone()]
        } else {
            report.errors.push(ContentError::new(
                target.clone(),
                (1, 1),
                ErrorKind::Unreadable,
                "no such file or folder",
            ));
            continue;
        };
        for file in files {
            match sniff(&file, assets) {
                FileKind::Content if is_within(&file, assets) => {}
                FileKind::Content if !strays.contains(&file) => strays.push(file),
                FileKind::Content => {}
                FileKind::Encounter => encounters.push(file),
                FileKind::Campaign => campaigns.push(file),
                FileKind::Unknown => report.errors.push(ContentError::new(
                    file,
                    (1, 1),
                    ErrorKind::Syntax,
                    format!(
                        "neither an encounter (fields: {}), a campaign (fields: {}) nor a content file (fields: {})",
                        EncounterDef::FIELDS.join(", "),
                        <super::campaign::CampaignDef as Recover>::FIELDS.join(", "),
                        ContentFile::FIELDS.join(", ")
                    ),
                )),
            }
        }
    }
    report.content_files = library.len() + strays.len();
    report.encounter_files = encounters.len();
    report.campaign_files = campaigns.len();
    let content = match load_content_files(&library) {
        Ok(content) => {
            report.library = Some(summary(&content));
            Some(content)
        }
        Err(ContentErrors(errors)) => {
            report.errors.extend(errors);
            None
        }
    };
    if !strays.is_empty() {
        // Each stray is an error, and is checked as if it were part of the library, for its
        // own syntax, fields and references; encounters still use the library alone.
        report
            .errors
            .extend(strays.iter().map(|path| misplaced(path)));
        let all: Vec<PathBuf> = library.iter().chain(&strays).cloned().collect();
        if let Err(ContentErrors(errors)) = load_content_files(&all) {
            report
                .errors
                .extend(errors.into_iter().filter(|e| strays.contains(&e.path)));
        }
    }
    for path in &encounters {
        let errors = match &content {
            Some(content) => load_encounter(path, content).err().map(|e| e.0),
            // Without a library, at least the file's own syntax and fields.
            None => read_ron_all::<EncounterDef>(path).err(),
        };
        report.errors.extend(errors.unwrap_or_default());
    }
    for path in &campaigns {
        let errors = match &content {
            Some(content) => {
                let folder = super::campaign::LevelFolder {
                    dir: levels,
                    content,
                };
                super::campaign::load_campaign(path, content, &folder)
                    .err()
                    .map(|e| e.0)
            }
            None => read_ron_all::<super::campaign::CampaignDef>(path).err(),
        };
        for e in errors.unwrap_or_default() {
            // A broken level is reported once, though a campaign names it too.
            if !report.errors.contains(&e) {
                report.errors.push(e);
            }
        }
    }
    report
}
