//! The icon names content may use: every icon of the game-icons.net set, vendored whole in
//! assets/icons/ (the set as `game-icons.json`, its names and authors as `index.tsv`).
//!
//! The whole set, not the few icons the content names, so that a designer can name any icon
//! `aguja icons WORD` lists and see it in the game, with nothing to fetch or regenerate. Checks
//! and searches read `index.tsv` (85 KB, read in about a millisecond) rather than the 6.4 MB
//! JSON: every content load checks icons, and the JSON is only for drawing (`art::icon_set`).
//!
//! Icons are presentation only: the `icon` fields are not serialized, so the content
//! fingerprint that replays and saves compare does not change with them.

use super::error::suggest;
use super::paths::assets_dir;
use serde::{Deserialize, Deserializer};
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

/// Where the vendored icon set lives, below the assets folder.
pub const ICON_DIR: &str = "icons";

/// `assets/icons/index.tsv`: one icon name and its author per line.
pub fn index_path() -> PathBuf {
    assets_dir().join(ICON_DIR).join("index.tsv")
}

/// `assets/icons/game-icons.json`: the set itself, every icon's SVG.
pub fn set_path() -> PathBuf {
    assets_dir().join(ICON_DIR).join("game-icons.json")
}

/// The icon list could not be read (a broken install): every icon named is then reported.
#[derive(Debug, thiserror::Error)]
#[error("cannot read the icon list {}: {source}", .path.display())]
pub struct IconListUnreadable {
    pub path: PathBuf,
    #[source]
    pub source: std::io::Error,
}

/// Every icon name with its author, sorted by name.
#[derive(Clone, Debug, Default)]
pub struct IconIndex {
    entries: Vec<(String, String)>,
}

impl IconIndex {
    /// Reads `NAME<TAB>AUTHOR` lines; `#` starts a comment line. A line without a tab is a
    /// name of unknown author.
    pub fn parse(text: &str) -> IconIndex {
        let mut entries: Vec<(String, String)> = text
            .lines()
            .map(str::trim_end)
            .filter(|l| !l.is_empty() && !l.starts_with('#'))
            .map(|l| match l.split_once('\t') {
                Some((name, author)) => (name.trim().to_string(), author.trim().to_string()),
                None => (l.trim().to_string(), String::new()),
            })
            .collect();
        entries.sort();
        entries.dedup_by(|a, b| a.0 == b.0);
        IconIndex { entries }
    }

    pub fn load(path: &Path) -> Result<IconIndex, IconListUnreadable> {
        std::fs::read_to_string(path)
            .map(|text| IconIndex::parse(&text))
            .map_err(|source| IconListUnreadable {
                path: path.to_path_buf(),
                source,
            })
    }

    pub fn len(&self) -> usize {
        self.entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    fn find(&self, name: &str) -> Option<&(String, String)> {
        self.entries
            .binary_search_by(|(n, _)| n.as_str().cmp(name))
            .ok()
            .map(|i| &self.entries[i])
    }

    pub fn contains(&self, name: &str) -> bool {
        self.find(name).is_some()
    }

    /// Who drew it, as the credits name them.
    pub fn author(&self, name: &str) -> Option<&str> {
        self.find(name).map(|(_, a)| a.as_str())
    }

    pub fn names(&self) -> impl Iterator<Item = &str> {
        self.entries.iter().map(|(n, _)| n.as_str())
    }

    /// The names holding every word given (in any case; spaces and `_` in a word read as `-`),
    /// sorted; `goblin head` finds `goblin-head`.
    pub fn search(&self, words: &[&str]) -> Vec<&str> {
        let words: Vec<String> = words
            .iter()
            .flat_map(|w| w.split_whitespace())
            .map(|w| w.to_lowercase().replace('_', "-"))
            .filter(|w| !w.is_empty())
            .collect();
        self.names()
            .filter(|n| words.iter().all(|w| n.contains(w.as_str())))
            .collect()
    }

    /// The closest names to `wrong`, best first: what to offer when a search finds nothing.
    pub fn closest(&self, wrong: &str, count: usize) -> Vec<&str> {
        let wrong = wrong.to_lowercase();
        let mut scored: Vec<(f64, &str)> = self
            .names()
            .map(|n| (strsim::normalized_damerau_levenshtein(&wrong, n), n))
            .filter(|(score, _)| *score >= 0.5)
            .collect();
        scored.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(b.1)));
        scored.into_iter().take(count).map(|(_, n)| n).collect()
    }
}

/// The shipped index, read once per process: every content load asks it.
pub fn icon_index() -> Result<&'static IconIndex, &'static IconListUnreadable> {
    static INDEX: OnceLock<Result<IconIndex, IconListUnreadable>> = OnceLock::new();
    INDEX
        .get_or_init(|| IconIndex::load(&index_path()))
        .as_ref()
}

/// `icon: "goblin-head"` rather than `icon: Some("goblin-head")`: the field is optional only in
/// that it may be left out.
pub(super) fn plain_name<'de, D: Deserializer<'de>>(d: D) -> Result<Option<String>, D::Error> {
    String::deserialize(d).map(Some)
}

/// What is wrong with the icon name `icon`, if anything.
pub fn icon_problem(icon: &str, index: Result<&IconIndex, &IconListUnreadable>) -> Option<String> {
    match index {
        Ok(index) if index.contains(icon) => None,
        Ok(index) => Some(unknown_icon(icon, index)),
        Err(why) => Some(format!("cannot check the icon `{icon}`: {why}")),
    }
}

/// "unknown icon `goblin-haed`; did you mean `goblin-head`? …"
fn unknown_icon(wrong: &str, index: &IconIndex) -> String {
    let mut message = format!("unknown icon `{wrong}`");
    if let Some(best) = suggest(wrong, index.names()) {
        message.push_str(&format!("; did you mean `{best}`?"));
    }
    // The longest word of the name that some icon holds: most likely the meaning.
    let mut words: Vec<&str> = wrong.split(['-', '_', ' ']).collect();
    words.sort_by_key(|w| std::cmp::Reverse(w.len()));
    let word = words
        .into_iter()
        .find(|w| !w.is_empty() && !index.search(&[w]).is_empty())
        .unwrap_or("WORD");
    message.push_str(&format!(
        " (`aguja icons {word}` lists the icon names holding `{word}`)"
    ));
    message
}

#[cfg(test)]
mod tests {
    use super::*;

    const SAMPLE: &str = "# a comment\ngoblin-head\tLorc\norc-head\tDelapouite\nhood\n";

    #[test]
    fn reads_names_and_authors_and_skips_comments() {
        let index = IconIndex::parse(SAMPLE);
        assert_eq!(index.len(), 3);
        assert!(index.contains("goblin-head"));
        assert!(!index.contains("# a comment"));
        assert_eq!(index.author("orc-head"), Some("Delapouite"));
        assert_eq!(index.author("hood"), Some(""));
    }

    #[test]
    fn search_needs_every_word_in_any_case() {
        let index = IconIndex::parse(SAMPLE);
        assert_eq!(index.search(&["HEAD"]), ["goblin-head", "orc-head"]);
        assert_eq!(index.search(&["goblin head"]), ["goblin-head"]);
        assert_eq!(index.search(&["orc_head"]), ["orc-head"]);
        assert!(index.search(&["dragon"]).is_empty());
        assert_eq!(index.closest("goblin-haed", 3), ["goblin-head"]);
    }

    #[test]
    fn the_shipped_index_lists_the_whole_set() {
        let index = icon_index().unwrap();
        assert!(index.len() > 4000, "{}", index.len());
        assert_eq!(index.author("goblin-head"), Some("Delapouite"));
    }
}
