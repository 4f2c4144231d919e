//! A fuzz target, one kind of file the game reads, and what every target reads against: the
//! shipped content library.

use crate::content::{Content, ContentFile, SourceText, assets_dir, load::parse_ron_all};
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// One kind of file the game reads.
pub struct Target {
    /// Its name on the command line: `aguja fuzz --target NAME`.
    pub name: &'static str,
    /// The seed files whose mutants are tried: the shipped files of this type.
    pub corpus: fn() -> Vec<PathBuf>,
    /// Pieces of this file type's syntax the mutator splices in (besides RON's own).
    pub pieces: &'static [&'static str],
    /// Reads one mutant as the game would read it from `origin` (its seed file's path, which
    /// relative paths inside it start from): `Ok` when accepted, `Err` with the error the game
    /// reports when refused.
    pub read: fn(&Shipped, &Path, &str) -> Result<(), String>,
}

/// What every target may read against: the shipped content library, and its files parsed (a
/// mutated library file is built with the others as shipped).
pub struct Shipped {
    pub content: Arc<Content>,
    pub library: Vec<(SourceText, ContentFile)>,
}

impl Shipped {
    pub fn load() -> Result<Shipped, String> {
        let dir = assets_dir();
        let content = crate::content::load_content(&dir).map_err(|e| e.to_string())?;
        let files = crate::content::load::ron_files(&dir).map_err(|e| e.to_string())?;
        let mut library = Vec::new();
        for path in files {
            let text = std::fs::read_to_string(&path).map_err(|e| e.to_string())?;
            let parsed = parse_ron_all::<ContentFile>(SourceText::new(&path, text))
                .map_err(|e| format!("{}: {e:?}", path.display()))?;
            library.push(parsed);
        }
        Ok(Shipped {
            content: Arc::new(content),
            library,
        })
    }
}
