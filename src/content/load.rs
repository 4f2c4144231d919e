//! Reading content and encounter files from disk into checked, resolved data.

use super::encounter::Encounter;
use super::error::{ContentError, ContentErrors, SourceText};
use super::library::Content;
use super::types::{ContentFile, EncounterDef};
use serde::de::DeserializeOwned;
use std::path::{Path, PathBuf};

/// The folder holding the content library: `./assets` when run from the project, else the one
/// the binary was built from.
pub fn assets_dir() -> PathBuf {
    project_dir("assets")
}

/// The folder holding encounters: `./levels`, else the one the binary was built from.
pub fn levels_dir() -> PathBuf {
    project_dir("levels")
}

/// A path as given, else relative to the project the binary was built from.
pub fn project_path(path: &str) -> PathBuf {
    let local = PathBuf::from(path);
    if local.exists() {
        local
    } else {
        Path::new(env!("CARGO_MANIFEST_DIR")).join(path)
    }
}

fn project_dir(name: &str) -> PathBuf {
    let local = PathBuf::from(name);
    if local.is_dir() {
        local
    } else {
        Path::new(env!("CARGO_MANIFEST_DIR")).join(name)
    }
}

/// Every `.ron` file below `dir`, sorted so that loading is deterministic.
pub fn ron_files(dir: &Path) -> Result<Vec<PathBuf>, ContentError> {
    let mut found = Vec::new();
    let mut pending = vec![dir.to_path_buf()];
    while let Some(current) = pending.pop() {
        let entries = std::fs::read_dir(&current).map_err(|e| io_error(&current, &e))?;
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                pending.push(path);
            } else if path.extension().is_some_and(|e| e == "ron") {
                found.push(path);
            }
        }
    }
    found.sort();
    Ok(found)
}

fn io_error(path: &Path, e: &std::io::Error) -> ContentError {
    ContentError {
        path: path.to_path_buf(),
        line: 1,
        col: 1,
        message: format!("cannot read: {e}"),
    }
}

/// Reads one RON file into `T`, with `path:line:col` on failure.
pub fn read_ron<T: DeserializeOwned>(path: &Path) -> Result<(SourceText, T), ContentError> {
    let text = std::fs::read_to_string(path).map_err(|e| io_error(path, &e))?;
    parse_ron(SourceText::new(path, text))
}

/// Parses RON text into `T`, with `path:line:col` on failure.
pub fn parse_ron<T: DeserializeOwned>(src: SourceText) -> Result<(SourceText, T), ContentError> {
    match ron::Options::default().from_str::<T>(&src.text) {
        Ok(value) => Ok((src, value)),
        Err(e) => Err(src.error_from_ron(&e)),
    }
}

/// Loads the whole content library below `dir`, reporting every error of every file.
pub fn load_content(dir: &Path) -> Result<Content, ContentErrors> {
    let mut errors = Vec::new();
    let mut files = Vec::new();
    for path in ron_files(dir).map_err(|e| ContentErrors(vec![e]))? {
        match read_ron::<ContentFile>(&path) {
            Ok(parsed) => files.push(parsed),
            Err(e) => errors.push(e),
        }
    }
    match Content::build(files) {
        Ok(content) if errors.is_empty() => Ok(content),
        Ok(_) => Err(ContentErrors(errors)),
        Err(more) => {
            errors.extend(more);
            Err(ContentErrors(errors))
        }
    }
}

/// Loads and checks one encounter file against the library.
pub fn load_encounter(path: &Path, content: &Content) -> Result<Encounter, ContentErrors> {
    let (src, def) = read_ron::<EncounterDef>(path).map_err(|e| ContentErrors(vec![e]))?;
    Encounter::resolve(&src, def, content).map_err(ContentErrors)
}

/// Parses and checks an encounter given as text (scripts may inline one).
pub fn encounter_from_text(
    path: &Path,
    text: &str,
    content: &Content,
) -> Result<Encounter, ContentErrors> {
    let (src, def) = parse_ron::<EncounterDef>(SourceText::new(path, text))
        .map_err(|e| ContentErrors(vec![e]))?;
    Encounter::resolve(&src, def, content).map_err(ContentErrors)
}
