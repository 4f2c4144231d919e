//! What the encounter editor holds: the encounter being drafted, where it came from (and
//! whether that file has comments a rewrite would lose), and the edits a designer makes to its
//! lists of members and ground items. Plain data over the encounter file's own types.

use crate::ai::Strength;
use crate::content::{Content, EncounterDef, MemberDef, Side};
use crate::control::Seat;
use crate::ui::windows::editor::balance::Balance;
use crate::ui::windows::editor::check::{Checked, check};
use std::path::{Path, PathBuf};

/// What the title asks the editor to open.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EditRequest {
    /// A new, empty encounter.
    New,
    /// The encounter in this file.
    Open(PathBuf),
}

/// The file a draft came from.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Source {
    /// `None` for a new encounter.
    pub path: Option<PathBuf>,
    /// The file has `//` or `/* */` comments, which a rewrite cannot keep.
    pub has_comments: bool,
}

/// Who plays the play-test: every hero, and the Dark Lord.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TestSeats {
    pub heroes: Seat,
    pub dark_lord: Seat,
}

impl Default for TestSeats {
    fn default() -> Self {
        TestSeats {
            heroes: Seat::Player(0),
            dark_lord: Seat::Ai(Strength::Normal),
        }
    }
}

/// The editor's whole state.
#[derive(Debug)]
pub struct Editor {
    pub draft: EncounterDef,
    /// The draft as last opened or saved: unsaved changes are told apart from it.
    pub saved: EncounterDef,
    pub source: Source,
    /// The folder it saves into (the game's levels/).
    pub levels: PathBuf,
    /// A new encounter's file name, without `.ron`; follows the name until edited.
    pub file_stem: String,
    pub stem_edited: bool,
    /// The draft as last checked, with its problems.
    pub checked: Checked,
    pub seats: TestSeats,
    pub balance: Balance,
    /// What the last save or open did, in words.
    pub status: Option<String>,
    /// Save was clicked over another file: "Replace it?" is shown.
    pub confirm_replace: bool,
    /// Close was clicked with unsaved changes: "Close without saving?" is shown.
    pub confirm_close: bool,
    /// A play-test is under way: the editor comes back when the title does.
    pub resume: bool,
    /// The play-test's fight has shown since.
    pub fought: bool,
    /// Scroll the balance chart into view (a run was started).
    pub show_balance: bool,
}

/// Why a level file could not be opened in the editor.
#[derive(Debug, thiserror::Error)]
pub enum OpenError {
    #[error("cannot read {path}: {source}")]
    Read {
        path: String,
        source: std::io::Error,
    },
    #[error(
        "{0} is not written in a way the editor can read; fix it in a text editor (aguja check shows where)"
    )]
    Unreadable(String),
}

impl Default for Editor {
    fn default() -> Self {
        Editor {
            draft: blank(),
            saved: blank(),
            source: Source::default(),
            levels: PathBuf::new(),
            file_stem: String::new(),
            stem_edited: false,
            checked: Checked::default(),
            seats: TestSeats::default(),
            balance: Balance::default(),
            status: None,
            confirm_replace: false,
            confirm_close: false,
            resume: false,
            fought: false,
            show_balance: false,
        }
    }
}

/// An encounter with nobody in it yet.
fn blank() -> EncounterDef {
    EncounterDef {
        name: "New encounter".into(),
        description: String::new(),
        level: 1,
        max_rounds: 30,
        heroes: Vec::new(),
        minions: Vec::new(),
        ground: Vec::new(),
        background: Default::default(),
        goal: Default::default(),
    }
}

impl Editor {
    /// A new encounter to be saved under `levels`.
    pub fn new_encounter(levels: &Path, content: &Content) -> Editor {
        let mut editor = Editor {
            levels: levels.to_path_buf(),
            ..Editor::default()
        };
        editor.file_stem = slug(&editor.draft.name);
        editor.recheck(content);
        editor
    }

    /// The encounter of the file at `path`, which need not pass the check (the editor shows
    /// what is wrong), but must be readable as an encounter.
    pub fn open(path: &Path, levels: &Path, content: &Content) -> Result<Editor, OpenError> {
        let text = std::fs::read_to_string(path).map_err(|source| OpenError::Read {
            path: path.display().to_string(),
            source,
        })?;
        let mut draft: EncounterDef = ron::Options::default()
            .from_str(&text)
            .map_err(|_| OpenError::Unreadable(path.display().to_string()))?;
        // One name field in the editor: a name given in `overrides` moves to the member.
        for m in draft.heroes.iter_mut().chain(&mut draft.minions) {
            if m.name.is_none() {
                m.name = m.overrides.name.take();
            }
        }
        let mut editor = Editor {
            saved: draft.clone(),
            draft,
            source: Source {
                path: Some(path.to_path_buf()),
                has_comments: has_comments(&text),
            },
            levels: levels.to_path_buf(),
            file_stem: path
                .file_stem()
                .map(|s| s.to_string_lossy().into_owned())
                .unwrap_or_default(),
            stem_edited: true,
            ..Editor::default()
        };
        editor.recheck(content);
        Ok(editor)
    }

    /// Checks the draft again if it changed since the last check.
    pub fn recheck(&mut self, content: &Content) {
        if self.checked.def.as_ref() != Some(&self.draft) {
            self.checked = check(&self.draft, &self.target(), content);
        }
        if !self.stem_edited && self.source.path.is_none() {
            self.file_stem = slug(&self.draft.name);
        }
    }

    /// Where Save writes: the file it came from, or `levels/<file name>.ron`.
    pub fn target(&self) -> PathBuf {
        match &self.source.path {
            Some(path) => path.clone(),
            None => self.levels.join(format!("{}.ron", self.file_stem)),
        }
    }

    /// Whether the draft differs from the file as last opened or saved.
    pub fn dirty(&self) -> bool {
        self.draft != self.saved
    }

    /// The list of `side`'s members.
    pub fn members_mut(&mut self, side: Side) -> &mut Vec<MemberDef> {
        match side {
            Side::Heroes => &mut self.draft.heroes,
            Side::Minions => &mut self.draft.minions,
        }
    }

    /// Adds a member of the first kind of `side` the library has.
    pub fn add_member(&mut self, side: Side, content: &Content) {
        let kind = content
            .kinds
            .iter()
            .find(|k| k.def.side == side)
            .map(|k| k.def.id.clone())
            .unwrap_or_default();
        self.members_mut(side).push(member(kind));
    }

    /// Each member's name in the fight, on `side`.
    pub fn names(&self, side: Side, content: &Content) -> Vec<String> {
        crate::content::encounter::fight_names(&self.draft, content)
            .into_iter()
            .filter(|(s, _)| *s == side)
            .map(|(_, name)| name)
            .collect()
    }
}

/// A member of `kind` with nothing on top of it.
pub fn member(kind: String) -> MemberDef {
    MemberDef {
        kind,
        choose_from: Vec::new(),
        name: None,
        advantages: None,
        overrides: Default::default(),
        arrives: 0,
    }
}

/// "The Goblin's Den!" → "the-goblin-s-den": a file name from an encounter's name.
pub fn slug(name: &str) -> String {
    let mut out = String::new();
    for c in name.chars().flat_map(char::to_lowercase) {
        if c.is_ascii_alphanumeric() {
            out.push(c);
        } else if !out.is_empty() && !out.ends_with('-') {
            out.push('-');
        }
    }
    let out = out.trim_end_matches('-').to_string();
    if out.is_empty() {
        "encounter".into()
    } else {
        out
    }
}

/// Whether RON text has a comment outside its strings.
pub fn has_comments(text: &str) -> bool {
    let mut in_string = false;
    let mut escaped = false;
    let bytes = text.as_bytes();
    for (i, &b) in bytes.iter().enumerate() {
        if in_string {
            match b {
                _ if escaped => escaped = false,
                b'\\' => escaped = true,
                b'"' => in_string = false,
                _ => {}
            }
        } else if b == b'"' {
            in_string = true;
        } else if b == b'/' && matches!(bytes.get(i + 1), Some(b'/' | b'*')) {
            return true;
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn file_names_come_from_the_name() {
        assert_eq!(slug("The Goblin's Den!"), "the-goblin-s-den");
        assert_eq!(slug("  Ñu 2 "), "u-2");
        assert_eq!(slug("!!!"), "encounter");
    }

    #[test]
    fn comments_are_found_outside_strings_only() {
        assert!(has_comments("(name: \"a\") // note"));
        assert!(has_comments("/* a */ (name: \"a\")"));
        assert!(!has_comments("(name: \"http://a\", d: \"/*\")"));
        assert!(!has_comments("(name: \"say \\\"//\\\"\")"));
    }
}
