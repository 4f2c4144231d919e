//! The game-icons.net set as vendored: `assets/icons/game-icons.json` in the Iconify format
//! (each icon's SVG body without its `<svg>` element, on a 512 × 512 grid), read once per
//! process when the first icon is drawn: about 10 ms in a release build, 0.1 s in a debug one.
//! Checks and searches never need it (`content::icons` reads the small index instead).

use crate::content::icons::set_path;
use serde::Deserialize;
use std::collections::HashMap;
use std::path::Path;
use std::sync::OnceLock;

/// The Iconify JSON, only the parts the game reads.
#[derive(Deserialize)]
struct SetFile {
    icons: HashMap<String, IconFile>,
    #[serde(default)]
    aliases: HashMap<String, AliasFile>,
    #[serde(default = "grid")]
    width: u32,
    #[serde(default = "grid")]
    height: u32,
}

#[derive(Deserialize)]
struct IconFile {
    body: String,
    width: Option<u32>,
    height: Option<u32>,
}

#[derive(Deserialize)]
struct AliasFile {
    parent: String,
}

fn grid() -> u32 {
    16
}

/// Every icon of the set by name.
pub struct IconSet {
    file: SetFile,
}

impl IconSet {
    pub fn parse(json: &str) -> Result<IconSet, String> {
        serde_json::from_str(json)
            .map(|file| IconSet { file })
            .map_err(|e| format!("the icon set is not valid Iconify JSON: {e}"))
    }

    pub fn load(path: &Path) -> Result<IconSet, String> {
        let text = std::fs::read_to_string(path)
            .map_err(|e| format!("cannot read the icon set {}: {e}", path.display()))?;
        IconSet::parse(&text)
    }

    pub fn len(&self) -> usize {
        self.file.icons.len() + self.file.aliases.len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Every name, aliases included.
    pub fn names(&self) -> impl Iterator<Item = &str> {
        self.file
            .icons
            .keys()
            .chain(self.file.aliases.keys())
            .map(String::as_str)
    }

    /// The icon as a whole SVG document, drawn in white (its `currentColor`) so that the
    /// window can tint it any colour.
    pub fn svg(&self, name: &str) -> Option<String> {
        let name = match self.file.aliases.get(name) {
            Some(alias) => alias.parent.as_str(),
            None => name,
        };
        let icon = self.file.icons.get(name)?;
        let width = icon.width.unwrap_or(self.file.width);
        let height = icon.height.unwrap_or(self.file.height);
        Some(format!(
            r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" width="{width}" height="{height}" color="#ffffff">{}</svg>"##,
            icon.body
        ))
    }
}

/// The shipped set, read on first use.
pub fn icon_set() -> Result<&'static IconSet, &'static str> {
    static SET: OnceLock<Result<IconSet, String>> = OnceLock::new();
    SET.get_or_init(|| IconSet::load(&set_path()))
        .as_ref()
        .map_err(String::as_str)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn builds_a_document_and_follows_aliases() {
        let set = IconSet::parse(
            r#"{"prefix": "x", "width": 512, "height": 512,
                "icons": {"dot": {"body": "<circle cx=\"9\" cy=\"9\" r=\"4\"/>"}},
                "aliases": {"spot": {"parent": "dot"}}}"#,
        )
        .unwrap();
        let svg = set.svg("spot").unwrap();
        assert!(svg.contains(r#"viewBox="0 0 512 512""#), "{svg}");
        assert!(svg.contains("<circle"), "{svg}");
        assert!(set.svg("nothing").is_none());
        assert_eq!(set.len(), 2);
    }

    #[test]
    fn broken_json_is_an_error_not_a_panic() {
        assert!(IconSet::parse("{\"icons\": [").is_err());
    }
}
