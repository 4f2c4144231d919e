//! Reading content and encounter files from disk into checked, resolved data.

use super::encounter::Encounter;
use super::error::{ContentError, ContentErrors, ErrorKind, SourceText, line_col, suggest};
use super::library::Content;
use super::types::{
    ActionDef, AdvantageDef, BodyDef, CombatantDef, ContentFile, EncounterDef, ItemDef, MemberDef,
};
use serde::de::DeserializeOwned;
use std::collections::HashSet;
use std::path::{Path, PathBuf};

pub use super::paths::{assets_dir, levels_dir, project_path};

/// Every `.ron` file below `dir`, sorted so that loading is deterministic.
pub fn ron_files(dir: &Path) -> Result<Vec<PathBuf>, ContentError> {
    find_ron_files(dir).map(|found| found.files)
}

/// The `.ron` files below a folder, and the folders not read again.
#[derive(Debug, Default)]
pub struct RonFiles {
    /// Sorted.
    pub files: Vec<PathBuf>,
    /// Paths that lead to a folder already read (a link back up, a loop, or a second link to
    /// the same folder), skipped.
    pub skipped: Vec<PathBuf>,
}

impl RonFiles {
    /// A warning line for each skipped path, for people.
    pub fn warnings(&self) -> impl Iterator<Item = String> + '_ {
        self.skipped.iter().map(|path| {
            format!(
                "warning: {}: leads to a folder already read (a link back up, a loop or a \
                 second link to it): not read again",
                path.display()
            )
        })
    }
}

/// Every `.ron` file below `dir`, reading each real folder once: links are followed, but one
/// that leads to a folder already read (`levels/loop -> ..`) is skipped and listed, where
/// following it would read the same files again and again, as deep as paths can go. Links
/// are followed only after every real folder, so a folder is read under its own path.
pub fn find_ron_files(dir: &Path) -> Result<RonFiles, ContentError> {
    let mut found = RonFiles::default();
    let mut visited: HashSet<PathBuf> = HashSet::new();
    let mut folders = vec![dir.to_path_buf()];
    let mut links: Vec<PathBuf> = Vec::new();
    while let Some(current) = folders.pop().or_else(|| links.pop()) {
        let real = current.canonicalize().map_err(|e| io_error(&current, &e))?;
        if !visited.insert(real) {
            found.skipped.push(current);
            continue;
        }
        let entries = std::fs::read_dir(&current).map_err(|e| io_error(&current, &e))?;
        let mut paths: Vec<PathBuf> = entries.flatten().map(|entry| entry.path()).collect();
        // Backwards, so that the stacks give them back in name order: which of two ways to a
        // folder is taken does not depend on the order the file system lists them in.
        paths.sort_by(|a, b| b.cmp(a));
        for path in paths {
            if !path.is_dir() {
                if path.extension().is_some_and(|e| e == "ron") {
                    found.files.push(path);
                }
            } else if path.is_symlink() {
                links.push(path);
            } else {
                folders.push(path);
            }
        }
    }
    found.files.sort();
    found.skipped.sort();
    Ok(found)
}

/// A file that cannot be read, as a content error at its start.
pub fn io_error(path: &Path, e: &std::io::Error) -> ContentError {
    ContentError::new(
        path,
        (1, 1),
        ErrorKind::Unreadable,
        format!("cannot read: {e}"),
    )
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

/// A file type whose lists can be checked item by item, so that one broken item does not hide
/// the errors of the others.
pub trait Recover: DeserializeOwned {
    /// Every top-level field name, for "did you mean" on a misspelled one.
    const FIELDS: &'static [&'static str];
    /// Parses one item of the list `field`; `None` for a field that is not a list of records.
    fn parse_item(field: &str, text: &str) -> Option<Result<(), ron::error::SpannedError>>;
    /// How the file is parsed: RON's defaults, unless a file type needs an extension.
    fn options() -> ron::Options {
        ron::Options::default()
    }
}

fn item<T: DeserializeOwned>(text: &str) -> Option<Result<(), ron::error::SpannedError>> {
    Some(ron::Options::default().from_str::<T>(text).map(|_| ()))
}

impl Recover for ContentFile {
    const FIELDS: &'static [&'static str] =
        &["actions", "items", "bodies", "combatants", "advantages"];
    fn parse_item(field: &str, text: &str) -> Option<Result<(), ron::error::SpannedError>> {
        match field {
            "actions" => item::<ActionDef>(text),
            "items" => item::<ItemDef>(text),
            "bodies" => item::<BodyDef>(text),
            "combatants" => item::<CombatantDef>(text),
            "advantages" => item::<AdvantageDef>(text),
            _ => None,
        }
    }
}

impl Recover for EncounterDef {
    const FIELDS: &'static [&'static str] = &[
        "name",
        "description",
        "level",
        "max_rounds",
        "heroes",
        "minions",
        "ground",
        "background",
        "goal",
    ];
    fn parse_item(field: &str, text: &str) -> Option<Result<(), ron::error::SpannedError>> {
        match field {
            "heroes" | "minions" => item::<MemberDef>(text),
            "ground" => item::<String>(text),
            _ => None,
        }
    }
}

/// Reads a file, reporting every broken list item and misspelled field, not only the first.
pub fn read_ron_all<T: Recover>(path: &Path) -> Result<(SourceText, T), Vec<ContentError>> {
    let text = std::fs::read_to_string(path).map_err(|e| vec![io_error(path, &e)])?;
    parse_ron_all(SourceText::new(path, text))
}

/// Parses RON text into `T`; on failure, every error it can find, in file order.
pub fn parse_ron_all<T: Recover>(src: SourceText) -> Result<(SourceText, T), Vec<ContentError>> {
    let first = match T::options().from_str::<T>(&src.text) {
        Ok(value) => return Ok((src, value)),
        Err(e) => src.error_from_ron(&e),
    };
    let mut errors = vec![first];
    for field in super::outline::outline(&src.text).unwrap_or_default() {
        if !T::FIELDS.contains(&field.name.as_str()) {
            let (line, col) = line_col(&src.text, field.at);
            let mut message = format!("unknown field `{}`", field.name);
            if let Some(best) = suggest(&field.name, T::FIELDS.iter().copied()) {
                message.push_str(&format!("; did you mean `{best}`?"));
            }
            message.push_str(&format!(" (fields: {})", T::FIELDS.join(", ")));
            errors.push(src.syntax_error(line, col, message));
            continue;
        }
        for range in &field.items {
            if let Some(Err(e)) = T::parse_item(&field.name, &src.text[range.clone()]) {
                errors.push(src.error_in_part(range.start, &e));
            }
        }
    }
    errors.sort_by_key(|e| (e.line, e.col));
    errors.dedup_by_key(|e| (e.line, e.col));
    Err(errors)
}

/// Loads the whole content library below `dir`, reporting every error of every file.
pub fn load_content(dir: &Path) -> Result<Content, ContentErrors> {
    let files = ron_files(dir).map_err(|e| ContentErrors(vec![e]))?;
    load_content_files(&files)
}

/// Builds one library out of these content files, reporting every error of every file.
pub fn load_content_files(paths: &[PathBuf]) -> Result<Content, ContentErrors> {
    let mut errors = Vec::new();
    let mut files = Vec::new();
    for path in paths {
        match read_ron_all::<ContentFile>(path) {
            Ok(parsed) => files.push(parsed),
            Err(e) => errors.extend(e),
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
    let (src, def) = read_ron_all::<EncounterDef>(path).map_err(ContentErrors)?;
    Encounter::resolve(&src, def, content).map_err(ContentErrors)
}

/// Parses and checks an encounter given as text (scripts may inline one).
pub fn encounter_from_text(
    path: &Path,
    text: &str,
    content: &Content,
) -> Result<Encounter, ContentErrors> {
    let (src, def) =
        parse_ron_all::<EncounterDef>(SourceText::new(path, text)).map_err(ContentErrors)?;
    Encounter::resolve(&src, def, content).map_err(ContentErrors)
}
