//! What every replay and save file starts with: which kind of file it is, the format version,
//! and the fingerprint of the content it was made with. Reading checks them first, so that a
//! level given by mistake, a file from a newer build or one made with other content gets a
//! sentence saying so instead of a parser's complaint about some field.

use crate::content::load::parse_ron;
use crate::content::{ContentError, ErrorKind, SourceText};
use serde::Deserialize;
use serde::de::DeserializeOwned;
use std::path::Path;

/// The format version this build writes and reads.
///
/// 2: the events a replay's log fingerprint covers carry typed reasons (`Rejection`) instead of
/// sentences, and R4.5's limb threshold counts items' HP: a version-1 file would play the same
/// decisions to another fingerprint, so it is refused with a sentence instead of reported as
/// diverging.
///
/// 3: a recorded log's outcome and its `CombatEnded` event carry how the fight ended (a typed
/// `Ending`, a concession among them), and the AI weighs floored amounts at their true mean, so
/// a version-2 file neither reads nor plays the same: it is refused with a sentence.
pub const VERSION: u32 = 3;

/// The kinds of file a combat is kept in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileKind {
    Replay,
    Save,
    /// A campaign under way (`saves/campaigns/`).
    Campaign,
}

impl FileKind {
    /// The `format` field's value.
    pub fn format(self) -> &'static str {
        match self {
            FileKind::Replay => "aguja replay",
            FileKind::Save => "aguja save",
            FileKind::Campaign => "aguja campaign save",
        }
    }

    fn noun(self) -> &'static str {
        match self {
            FileKind::Replay => "replay",
            FileKind::Save => "save",
            FileKind::Campaign => "campaign save",
        }
    }

    const ALL: [FileKind; 3] = [FileKind::Replay, FileKind::Save, FileKind::Campaign];

    /// The kind whose `format` field reads `format`.
    pub fn of_format(format: &str) -> Option<FileKind> {
        FileKind::ALL.into_iter().find(|k| k.format() == format)
    }

    /// What to do with a file of this kind, for a message about a mix-up.
    fn how_to_open(self) -> &'static str {
        match self {
            FileKind::Replay => "watch it with `aguja replay FILE`",
            FileKind::Save => "continue it with `aguja play --load FILE`",
            FileKind::Campaign => "continue it with `aguja play --load FILE`",
        }
    }
}

/// The fields read before the rest; anything else in the file is ignored at this stage.
#[derive(Deserialize)]
struct Header {
    #[serde(default)]
    format: String,
    #[serde(default)]
    version: u32,
}

/// Reads a file of `kind` into `T`: `path:line:col: what is wrong` on any failure.
pub fn read_file<T: DeserializeOwned>(path: &Path, kind: FileKind) -> Result<T, ContentError> {
    let text = std::fs::read_to_string(path).map_err(|e| {
        ContentError::new(
            path,
            (1, 1),
            ErrorKind::Unreadable,
            format!("cannot read this {}: {e}", kind.noun()),
        )
    })?;
    parse_file(SourceText::new(path, text), kind)
}

/// Parses the text of a file of `kind` into `T`.
pub fn parse_file<T: DeserializeOwned>(src: SourceText, kind: FileKind) -> Result<T, ContentError> {
    if let Ok((_, header)) = parse_ron::<Header>(src.clone()) {
        check_header(&src, &header, kind)?;
    }
    parse_ron::<T>(src).map(|(_, value)| value)
}

fn check_header(src: &SourceText, header: &Header, kind: FileKind) -> Result<(), ContentError> {
    let wrong = |message: String| Err(src.error(1, 1, message));
    match header.format.as_str() {
        "" => {
            return wrong(format!(
                "not an Aguja {} (a {0} starts with `format: \"{}\"`); levels open with \
                 `aguja play LEVEL`",
                kind.noun(),
                kind.format()
            ));
        }
        f if f == kind.format() => {}
        f if let Some(other) = FileKind::of_format(f) => {
            return wrong(format!(
                "this is a {}, not a {}: {}",
                other.noun(),
                kind.noun(),
                other.how_to_open()
            ));
        }
        f => return wrong(format!("not an Aguja {}: its format is `{f}`", kind.noun())),
    }
    match header.version {
        0 => wrong(format!("the {} has no `version`", kind.noun())),
        v if v == VERSION => Ok(()),
        v if v > VERSION => wrong(format!(
            "this {} was written by a newer Aguja (format version {v}); this build reads \
             version {VERSION}",
            kind.noun()
        )),
        v => wrong(format!(
            "this {} was written by an older Aguja (format version {v}); this build reads \
             version {VERSION} only",
            kind.noun()
        )),
    }
}
