//! The settings on disk: `settings.ron` in the user's configuration folder (found with the
//! `directories` crate; `AGUJA_CONFIG_DIR` overrides it, for tests and screenshots), written
//! atomically. A file that does not read gives the defaults and a message, and is kept aside
//! as `settings.ron.broken` so the player's edits are never lost silently.

use crate::content::{ContentError, ErrorKind, SourceText};
use crate::ui::windows::settings::Settings;
use std::path::{Path, PathBuf};

/// The environment variable naming another configuration folder.
pub const CONFIG_DIR_VAR: &str = "AGUJA_CONFIG_DIR";
const FILE: &str = "settings.ron";

/// Where the settings live: `$AGUJA_CONFIG_DIR/settings.ron`, else the platform's folder
/// (`~/.config/aguja/settings.ron` on Linux); `None` when the platform has no home.
pub fn settings_path() -> Option<PathBuf> {
    if let Some(dir) = std::env::var_os(CONFIG_DIR_VAR).filter(|d| !d.is_empty()) {
        return Some(PathBuf::from(dir).join(FILE));
    }
    directories::ProjectDirs::from("", "", "aguja").map(|d| d.config_dir().join(FILE))
}

/// Why the settings did not load: the file's own error, and where the file was kept.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SettingsError {
    #[error("{error}; the defaults are used, and the file was kept as {}", .kept.display())]
    Broken { error: ContentError, kept: PathBuf },
    #[error("{error}; the defaults are used")]
    Unreadable { error: ContentError },
    #[error("{}: the settings could not be saved: {why}", .path.display())]
    NotSaved { path: PathBuf, why: String },
}

/// The settings at `path`: the defaults when there is no file yet; the defaults and the error
/// when it does not read (the broken file moved aside first).
pub fn load(path: &Path) -> (Settings, Option<SettingsError>) {
    let text = match std::fs::read_to_string(path) {
        Ok(text) => text,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return (Settings::default(), None),
        Err(e) => {
            let message = format!("cannot be read: {e}");
            let error = ContentError::new(path, (1, 1), ErrorKind::Unreadable, message);
            return (
                Settings::default(),
                Some(SettingsError::Unreadable { error }),
            );
        }
    };
    match ron::from_str::<Settings>(&text) {
        Ok(settings) => (settings.clamped(), None),
        Err(e) => {
            let error = SourceText::new(path, text).error_from_ron(&e);
            let kept = path.with_extension("ron.broken");
            let problem = match std::fs::rename(path, &kept) {
                Ok(()) => SettingsError::Broken { error, kept },
                Err(_) => SettingsError::Unreadable { error },
            };
            (Settings::default(), Some(problem))
        }
    }
}

/// Writes `settings` to `path` atomically (a crash leaves the old file or the new one).
pub fn save(path: &Path, settings: &Settings) -> Result<(), SettingsError> {
    let not_saved = |why: String| SettingsError::NotSaved {
        path: path.to_path_buf(),
        why,
    };
    let text = ron::ser::to_string_pretty(settings, ron::ser::PrettyConfig::default())
        .map_err(|e| not_saved(e.to_string()))?;
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(|e| not_saved(e.to_string()))?;
    }
    let body = format!("// Aguja's settings: edit here or in the game (Settings).\n{text}\n");
    crate::persist::atomic::write_atomically(path, body.as_bytes())
        .map_err(|e| not_saved(e.to_string()))
}
