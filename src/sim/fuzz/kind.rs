//! A fuzz target, one kind of file the game reads, why the game refuses a mutant, and what
//! every target reads against: the shipped content library.

use crate::content::load::{io_error, parse_ron_all};
use crate::content::{Content, ContentError, ContentErrors, ContentFile, SourceText, assets_dir};
use crate::persist::PersistError;
use crate::script::ScriptOutcome;
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
    pub read: fn(&Shipped, &Path, &str) -> Result<(), Refusal>,
}

/// Why the game refused a file: the error it would report. (A campaign counts refusals; it
/// does not read them.)
#[derive(Debug, thiserror::Error)]
pub enum Refusal {
    #[error(transparent)]
    Content(#[from] ContentErrors),
    #[error(transparent)]
    Keep(#[from] PersistError),
    /// A script that loads but stops before its end (an illegal or mistaken decision).
    #[error("the script stops early: {0:?}")]
    Script(ScriptOutcome),
}

impl From<ContentError> for Refusal {
    fn from(e: ContentError) -> Self {
        Refusal::Content(ContentErrors(vec![e]))
    }
}

impl From<Vec<ContentError>> for Refusal {
    fn from(e: Vec<ContentError>) -> Self {
        Refusal::Content(ContentErrors(e))
    }
}

/// What every target may read against: the shipped content library, and its files parsed (a
/// mutated library file is built with the others as shipped).
pub struct Shipped {
    pub content: Arc<Content>,
    pub library: Vec<(SourceText, ContentFile)>,
}

impl Shipped {
    pub fn load() -> Result<Shipped, ContentErrors> {
        let dir = assets_dir();
        let content = crate::content::load_content(&dir)?;
        let one = |e| ContentErrors(vec![e]);
        let files = crate::content::load::ron_files(&dir).map_err(one)?;
        let mut library = Vec::new();
        for path in files {
            let text = std::fs::read_to_string(&path).map_err(|e| one(io_error(&path, &e)))?;
            let parsed = parse_ron_all::<ContentFile>(SourceText::new(&path, text))
                .map_err(ContentErrors)?;
            library.push(parsed);
        }
        Ok(Shipped {
            content: Arc::new(content),
            library,
        })
    }
}
