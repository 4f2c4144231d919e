//! Saves and replays in the window, an area of its own: where they are kept and what the
//! title lists of them (each file checked as loading would: one that does not load changes
//! nothing, its error shown beside it), and what a killed write left behind, removed at start.
//! Saving, loading and watching, asked for with `SaveAsk`, are in `load_and_save`.

pub mod hosted;
pub mod load_and_save;
pub mod save_bar;

pub use load_and_save::{
    SaveAsk, began, cannot_save, cannot_save_replay, continue_fight, plugin, start_watching,
};

use crate::combat::Roster;
use crate::content::Content;
use crate::control::replay_feed::ReplayFeed;
use crate::persist::{PersistError, ReplayFile, SaveFile};
use bevy::prelude::*;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// The quick save every human question overwrites.
pub const AUTOSAVE: &str = "autosave.ron";

/// Where the window keeps saves and replays, what it last said about them, and the replay
/// being watched.
#[derive(Resource, Clone, Debug)]
pub struct Keep {
    pub saves: PathBuf,
    pub replays: PathBuf,
    /// Write `AUTOSAVE` whenever a human's question opens (the window does; tests opt in).
    pub autosave: bool,
    /// A campaign's fight is on: it is kept in the campaign's save, not in `AUTOSAVE`.
    pub in_campaign: bool,
    /// A networked fight is on screen: the host holds its dice, so only the host saves it.
    pub networked: bool,
    /// This window hosts the networked fight: its save is the host's fight, every remote
    /// player made a player at this screen.
    pub hosting: bool,
    /// A joining window has the host's recording of the networked fight (sent at its end):
    /// before it, the window has no dice to replay the fight with.
    pub host_replay: bool,
    /// The level file the fight came from: it names the files and is stored in them.
    pub level: Option<String>,
    /// "Saved to saves/….ron", or why not: shown on the combat and result screens.
    pub status: Option<String>,
    pub watching: Option<Watching>,
    /// The files of the title's lists, as last scanned.
    pub saved: Vec<PathBuf>,
    pub recorded: Vec<PathBuf>,
    /// Why a listed file did not load, shown beside it.
    pub errors: HashMap<PathBuf, String>,
    /// What a listed file holds, for its line on the title.
    pub summaries: HashMap<PathBuf, FileSummary>,
}

/// A kept fight as the title lists it: "Roadside Ambush · round 3 · Ranger, Squire".
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FileSummary {
    pub encounter: String,
    pub round: u32,
    /// The heroes' names.
    pub party: Vec<String>,
    /// When the file was written, "2026-11-24 21:40" (UTC).
    pub date: String,
}

impl FileSummary {
    fn of(roster: &Roster, state: &crate::combat::CombatState, path: &Path) -> FileSummary {
        let party = state
            .fighters
            .iter()
            .filter(|f| f.side == crate::content::Side::Heroes)
            .filter_map(|f| roster.names.get(f.id.index()).cloned())
            .collect();
        FileSummary {
            encounter: roster.encounter.clone(),
            round: state.round.round,
            party,
            date: modified(path),
        }
    }
}

/// The file's last change as "YYYY-MM-DD HH:MM" (UTC), or "" when unknown.
pub fn modified(path: &Path) -> String {
    let Some(secs) = std::fs::metadata(path)
        .and_then(|m| m.modified())
        .ok()
        .and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok())
        .map(|d| d.as_secs() as i64)
    else {
        return String::new();
    };
    // Days to a civil date (Howard Hinnant's algorithm): no date crate for one line.
    let (days, rest) = (secs.div_euclid(86_400), secs.rem_euclid(86_400));
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}-{month:02}-{day:02} {:02}:{:02}",
        rest / 3_600,
        rest % 3_600 / 60
    )
}

/// A replay being watched.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Watching {
    pub path: PathBuf,
    /// Decisions given so far, of `total`.
    pub given: usize,
    pub total: usize,
    pub paused: bool,
}

/// Pause, play on, or give one decision while paused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReplayControl {
    Pause,
    Play,
    Step,
}

impl Default for Keep {
    /// `saves/` and `replays/` beside `levels/`, so they are found wherever the game runs from.
    fn default() -> Self {
        let levels = crate::content::levels_dir();
        let beside = levels.parent().unwrap_or(Path::new("")).to_path_buf();
        Keep::at(&beside)
    }
}

impl Keep {
    /// Saves and replays under `root`.
    pub fn at(root: &Path) -> Keep {
        Keep {
            saves: root.join("saves"),
            replays: root.join("replays"),
            autosave: false,
            in_campaign: false,
            networked: false,
            hosting: false,
            host_replay: false,
            level: None,
            status: None,
            watching: None,
            saved: Vec::new(),
            recorded: Vec::new(),
            errors: HashMap::new(),
            summaries: HashMap::new(),
        }
    }

    /// Lists the files of both folders again (a missing folder lists nothing).
    pub fn rescan(&mut self) {
        self.saved = ron_files(&self.saves);
        self.recorded = ron_files(&self.replays);
    }

    /// Checks every listed file as loading would, so that the title shows what is wrong with
    /// one before it is clicked (a few files, each played back once: cheap).
    pub fn check_all(&mut self, content: &Arc<Content>) {
        self.errors.clear();
        self.summaries.clear();
        for path in &self.saved {
            match SaveFile::load(path, content.clone()) {
                Ok(loaded) => {
                    let summary = FileSummary::of(&loaded.roster(), &loaded.file.state, path);
                    self.summaries.insert(path.clone(), summary);
                }
                Err(e) => {
                    self.errors.insert(path.clone(), e.to_string());
                }
            }
        }
        for path in &self.recorded {
            match replay_to_watch(path, content) {
                Ok(file) => {
                    let mut summary =
                        FileSummary::of(&file.combat.roster, &file.combat.start, path);
                    summary.round = file
                        .result
                        .outcome
                        .as_ref()
                        .map_or(summary.round, |o| o.rounds);
                    self.summaries.insert(path.clone(), summary);
                }
                Err(e) => {
                    self.errors.insert(path.clone(), e.to_string());
                }
            }
        }
    }

    /// Deletes a kept file and lists the folders again; `Err` says why it could not be.
    pub fn delete(&mut self, path: &Path) -> Result<(), String> {
        let inside = [&self.saves, &self.replays]
            .iter()
            .any(|dir| path.parent() == Some(dir.as_path()));
        if !inside {
            return Err(format!("{} is not a kept fight", path.display()));
        }
        std::fs::remove_file(path).map_err(|e| format!("{}: {e}", short(path)))?;
        self.errors.remove(path);
        self.summaries.remove(path);
        self.rescan();
        Ok(())
    }

    /// The stem that names this fight's files: the level file's, else "fight".
    fn stem(&self) -> String {
        self.level
            .as_deref()
            .and_then(|l| Path::new(l).file_stem())
            .map_or("fight".into(), |s| s.to_string_lossy().into_owned())
    }
}

fn ron_files(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .into_iter()
        .flatten()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "ron"))
        .collect();
    files.sort();
    files
}

/// "saves/roadside.ron": the folder's name and the file's, as a player finds them.
pub fn short(path: &Path) -> String {
    let folder = path.parent().and_then(Path::file_name);
    let name = path.file_name().unwrap_or_default();
    folder
        .map_or_else(|| PathBuf::from(name), |f| Path::new(f).join(name))
        .display()
        .to_string()
}

/// A save or replay the game was killed in the middle of writing leaves a temporary file
/// beside it (the file itself is untouched): removed when the game starts again.
pub fn remove_stale_writes(keep: Res<Keep>) {
    // Campaigns keep their saves and each campaign's replays a folder deeper.
    let campaign_replays: Vec<PathBuf> = std::fs::read_dir(keep.replays.join("campaigns"))
        .map(|d| {
            d.flatten()
                .map(|e| e.path())
                .filter(|p| p.is_dir())
                .collect()
        })
        .unwrap_or_default();
    let folders = [
        keep.saves.clone(),
        keep.replays.clone(),
        keep.saves.join("campaigns"),
    ];
    for folder in folders.iter().chain(&campaign_replays) {
        for path in crate::persist::atomic::remove_stale_temporaries(folder) {
            info!(
                "removed {}, left by a write that was cut short",
                path.display()
            );
        }
    }
}

/// Copies how far the replay has come into the banner's numbers.
pub(crate) fn follow_replay(feed: Option<Res<ReplayFeed>>, mut keep: ResMut<Keep>) {
    if let (Some(feed), Some(watching)) = (feed, keep.watching.as_mut())
        && watching.given != feed.given
    {
        watching.given = feed.given;
    }
}

/// A replay read and recorded with the content loaded now, or why not.
pub(crate) fn replay_to_watch(path: &Path, content: &Content) -> Result<ReplayFile, PersistError> {
    let file = ReplayFile::read(path)?;
    file.check_content(content).map_err(|e| e.in_file(path))?;
    Ok(file)
}
