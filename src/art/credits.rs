//! The credits the art's licences ask for: `assets/CREDITS.md` (the icon set's licence and
//! authors, the fonts'), followed by who drew each icon the content shows, read from the icon
//! index, so that the list follows whatever icons the designers pick. For the About screen.

use crate::content::Content;
use crate::content::icons::{IconIndex, icon_index};
use crate::content::paths::assets_dir;
use std::collections::BTreeMap;

/// What is said when `CREDITS.md` cannot be read: the least the licences ask.
const FALLBACK: &str = "# Credits\n\nIcons from game-icons.net by Lorc, Delapouite and \
    contributors, under CC BY 3.0 (https://creativecommons.org/licenses/by/3.0/). Fonts: Inter \
    and Vollkorn, under the SIL Open Font License 1.1.\n";

/// The whole credit text for this content.
pub fn credits(content: &Content) -> String {
    let general = std::fs::read_to_string(assets_dir().join("CREDITS.md"));
    let mut text = general.unwrap_or_else(|_| FALLBACK.to_string());
    if let Ok(index) = icon_index() {
        text.push_str(&icons_by_author(content, index));
    }
    text
}

/// "## The icons in this game\n\n- Lorc: a, b\n…", one line per author, in name order.
pub fn icons_by_author(content: &Content, index: &IconIndex) -> String {
    let mut by_author: BTreeMap<&str, Vec<&str>> = BTreeMap::new();
    for name in content.icons_used() {
        let author = index.author(name).filter(|a| !a.is_empty());
        by_author
            .entry(author.unwrap_or("game-icons.net"))
            .or_default()
            .push(name);
    }
    let mut text = String::from("\n## The icons in this game, by author\n\n");
    for (author, names) in by_author {
        text.push_str(&format!("- {author}: {}\n", names.join(", ")));
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::{assets_dir, load_content};

    #[test]
    fn credits_name_the_licences_and_each_icon_shown_with_its_author() {
        let content = load_content(&assets_dir()).unwrap();
        let text = credits(&content);
        assert!(text.contains("CC BY 3.0"), "{text}");
        assert!(text.contains("SIL Open Font License"), "{text}");
        assert!(text.contains("- Delapouite: "), "{text}");
        let goblin = content.kind_id("goblin").unwrap();
        let icon = content.kind_icon(goblin);
        assert!(
            text.contains(icon),
            "the goblin's icon `{icon}` is credited"
        );
    }
}
