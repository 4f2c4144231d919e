//! Saving a draft: only one that passes the check, written whole or not at all, never over
//! another file without leave, and, when the file it replaces has comments the rewrite drops,
//! only after the old file is kept beside it as `.bak`.

use crate::persist::atomic::write_atomically;
use crate::ui::windows::editor::model::{Editor, Source};
use std::path::{Path, PathBuf};

/// Why a draft was not saved.
#[derive(Debug, thiserror::Error)]
pub enum SaveError {
    #[error("fix the {0} problem(s) shown first: a level the game would refuse is never saved")]
    HasProblems(usize),
    #[error("{} already exists", .0.display())]
    WouldReplace(PathBuf),
    #[error("the file name is empty")]
    NoName,
    #[error("could not keep the old file as {}: {source}; nothing was written", .path.display())]
    Backup {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("could not write {}: {source}", .path.display())]
    Write {
        path: PathBuf,
        source: std::io::Error,
    },
}

/// What a save did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Saved {
    pub path: PathBuf,
    /// Where the old file, with its comments, was kept.
    pub backup: Option<PathBuf>,
}

/// `levels/a.ron` → `levels/a.ron.bak`.
pub fn backup_path(path: &Path) -> PathBuf {
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(".bak");
    path.with_file_name(name)
}

/// The backup a save of `editor` would make first, if any: when the file it rewrites has
/// comments.
pub fn backup_needed(editor: &Editor) -> Option<PathBuf> {
    let target = editor.target();
    let rewrites_source = editor.source.path.as_deref() == Some(target.as_path());
    (editor.source.has_comments && rewrites_source && target.exists()).then(|| backup_path(&target))
}

/// Writes the checked draft to its file; `replace`: the designer agreed to write over another
/// file of that name.
pub fn save(editor: &mut Editor, replace: bool) -> Result<Saved, SaveError> {
    let checked = &editor.checked;
    if checked.def.as_ref() != Some(&editor.draft) || !checked.ok() {
        return Err(SaveError::HasProblems(checked.problems.len().max(1)));
    }
    if editor.source.path.is_none() && editor.file_stem.trim().is_empty() {
        return Err(SaveError::NoName);
    }
    let target = editor.target();
    let own_file = editor.source.path.as_deref() == Some(target.as_path());
    if target.exists() && !own_file && !replace {
        return Err(SaveError::WouldReplace(target));
    }
    let backup = backup_needed(editor);
    if let Some(path) = &backup {
        std::fs::copy(&target, path).map_err(|source| SaveError::Backup {
            path: path.clone(),
            source,
        })?;
    }
    write_atomically(&target, checked.text.as_bytes()).map_err(|source| SaveError::Write {
        path: target.clone(),
        source,
    })?;
    editor.saved = editor.draft.clone();
    editor.source = Source {
        path: Some(target.clone()),
        has_comments: false,
    };
    editor.stem_edited = true;
    Ok(Saved {
        path: target,
        backup,
    })
}
