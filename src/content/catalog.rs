//! The library and the encounter list as the game holds them while designers edit: reloaded
//! when a file changes, keeping the last good version of anything a broken edit would lose.
//! The game's hot reload and `aguja check --watch` both refresh it when `watch` says the
//! folders changed; it has no Bevy in it.

use super::encounter::Encounter;
use super::error::ContentErrors;
use super::library::Content;
use super::load::{load_content, load_encounter, ron_files};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// One encounter file: the last version that loaded, and what is wrong with the current one.
#[derive(Clone, Debug)]
pub struct LevelEntry {
    pub path: PathBuf,
    /// The last good version (`None` if it never loaded).
    pub encounter: Option<Encounter>,
    /// Errors of the file as it is on disk now; `None` when it is fine.
    pub errors: Option<ContentErrors>,
}

/// What changed at a refresh, for the game to show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Change {
    LibraryReloaded,
    LibraryBroken(String),
    LevelLoaded(PathBuf),
    LevelBroken(PathBuf, String),
    LevelRemoved(PathBuf),
}

/// The content library and every encounter under the levels folder.
#[derive(Clone, Debug)]
pub struct Catalog {
    pub assets: PathBuf,
    pub levels: PathBuf,
    /// The last good library (the empty library if it never loaded).
    pub content: Arc<Content>,
    /// What is wrong with the library on disk now.
    pub library_errors: Option<ContentErrors>,
    /// Sorted by file name.
    pub entries: Vec<LevelEntry>,
    /// Every watched file's text at the last refresh, to notice edits.
    seen: BTreeMap<PathBuf, String>,
}

impl Catalog {
    /// Loads everything once. Never fails: errors are kept in the catalog to be shown.
    pub fn load(assets: &Path, levels: &Path) -> Catalog {
        let mut catalog = Catalog {
            assets: assets.to_path_buf(),
            levels: levels.to_path_buf(),
            content: Arc::new(Content::default()),
            library_errors: None,
            entries: Vec::new(),
            seen: BTreeMap::new(),
        };
        catalog.refresh();
        catalog
    }

    /// The encounters that loaded (their last good version), with their paths.
    pub fn playable(&self) -> impl Iterator<Item = (&Path, &Encounter)> {
        self.entries
            .iter()
            .filter_map(|e| e.encounter.as_ref().map(|enc| (e.path.as_path(), enc)))
    }

    /// The entry of this file, if listed.
    pub fn entry(&self, path: &Path) -> Option<&LevelEntry> {
        self.entries.iter().find(|e| e.path == path)
    }

    /// Re-reads what changed on disk since the last refresh; returns what it did.
    pub fn refresh(&mut self) -> Vec<Change> {
        let mut changes = Vec::new();
        let library_files = snapshot(&self.assets);
        let library_changed = library_files
            .iter()
            .any(|(p, t)| self.seen.get(p) != Some(t))
            || self
                .seen
                .keys()
                .any(|p| p.starts_with(&self.assets) && !library_files.contains_key(p));
        if library_changed {
            match load_content(&self.assets) {
                Ok(content) => {
                    self.content = Arc::new(content);
                    self.library_errors = None;
                    changes.push(Change::LibraryReloaded);
                }
                Err(e) => {
                    changes.push(Change::LibraryBroken(e.to_string()));
                    self.library_errors = Some(e);
                }
            }
        }
        let level_files = snapshot(&self.levels);
        let before = self.entries.len();
        self.entries.retain(|e| level_files.contains_key(&e.path));
        if self.entries.len() != before {
            for p in self.seen.keys() {
                if p.starts_with(&self.levels) && !level_files.contains_key(p) {
                    changes.push(Change::LevelRemoved(p.clone()));
                }
            }
        }
        for (path, text) in &level_files {
            // A new library can break or mend any level: re-resolve them all then.
            if !library_changed && self.seen.get(path) == Some(text) {
                continue;
            }
            let result = load_encounter(path, &self.content);
            let entry = match self.entries.iter_mut().find(|e| &e.path == path) {
                Some(e) => e,
                None => {
                    self.entries.push(LevelEntry {
                        path: path.clone(),
                        encounter: None,
                        errors: None,
                    });
                    self.entries.last_mut().expect("just pushed")
                }
            };
            match result {
                Ok(encounter) => {
                    entry.encounter = Some(encounter);
                    entry.errors = None;
                    changes.push(Change::LevelLoaded(path.clone()));
                }
                Err(e) => {
                    changes.push(Change::LevelBroken(path.clone(), e.to_string()));
                    entry.errors = Some(e);
                }
            }
        }
        self.entries.sort_by(|a, b| a.path.cmp(&b.path));
        self.seen = library_files.into_iter().chain(level_files).collect();
        changes
    }
}

/// Every `.ron` file under `dir` with its text (unreadable ones are left out: the next refresh
/// tries again).
fn snapshot(dir: &Path) -> BTreeMap<PathBuf, String> {
    ron_files(dir)
        .unwrap_or_default()
        .into_iter()
        .filter_map(|p| std::fs::read_to_string(&p).ok().map(|t| (p, t)))
        .collect()
}
