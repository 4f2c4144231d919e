//! Icon names checked like every other name in content: an unknown one is an error at its
//! `path:line:col`, with the closest icon name as a suggestion.

use super::error::{ContentError, SourceText, suggest};
use super::icons::{IconIndex, IconListUnreadable, icon_index};
use super::locate::Step;
use super::types::ContentFile;

/// Every unknown icon name in one parsed file, against the shipped icon list.
pub fn check_file(src: &SourceText, file: &ContentFile) -> Vec<ContentError> {
    check_file_with(src, file, icon_index())
}

/// The same against any icon list, or an error per icon when the list cannot be read.
pub fn check_file_with(
    src: &SourceText,
    file: &ContentFile,
    index: Result<&IconIndex, &IconListUnreadable>,
) -> Vec<ContentError> {
    let all = each("actions", &file.actions, |a| a.icon.as_deref())
        .chain(each("items", &file.items, |i| i.icon.as_deref()))
        .chain(each("bodies", &file.bodies, |b| b.icon.as_deref()))
        .chain(each("combatants", &file.combatants, |k| k.icon.as_deref()))
        .chain(each("advantages", &file.advantages, |a| a.icon.as_deref()));
    let mut errors = Vec::new();
    for (list, i, icon) in all {
        let message = match index {
            Ok(index) if index.contains(icon) => continue,
            Ok(index) => unknown_icon(icon, index),
            Err(why) => format!("cannot check the icon `{icon}`: {why}"),
        };
        let path = [Step::Field(list), Step::Item(i), Step::Field("icon")];
        errors.push(src.error_at_path(&path, icon, message));
    }
    errors
}

/// The icons a list names: (list, position, icon).
fn each<'a, T>(
    list: &'static str,
    items: &'a [T],
    icon: fn(&T) -> Option<&str>,
) -> impl Iterator<Item = (&'static str, usize, &'a str)> {
    items
        .iter()
        .enumerate()
        .filter_map(move |(i, item)| icon(item).map(|name| (list, i, name)))
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
    use crate::content::load::parse_ron;

    fn errors(text: &str) -> Vec<String> {
        let (src, file) = parse_ron::<ContentFile>(SourceText::new("t.ron", text)).unwrap();
        check_file(&src, &file)
            .into_iter()
            .map(|e| e.to_string())
            .collect()
    }

    #[test]
    fn an_unknown_icon_is_an_error_at_its_place_with_a_suggestion() {
        let e = errors(
            "(combatants: [(id: \"gob\", name: \"Gob\", side: Minions, body: \"b\",\n    \
             icon: \"goblin-haed\", attributes: (ap: 5, hp: 5))])",
        );
        assert_eq!(
            e,
            [
                "t.ron:2:11: unknown icon `goblin-haed`; did you mean `goblin-head`? \
              (`aguja icons goblin` lists the icon names holding `goblin`)"
            ]
        );
    }

    #[test]
    fn each_table_is_checked_and_known_names_pass() {
        let e = errors(
            r#"(actions: [(id: "a", name: "A", cost: 1, icon: "run"),
                          (id: "b", name: "B", cost: 1, icon: "nope-nope-nope")],
               items: [(id: "i", name: "I", parts: ["hand"], icon: "zzzz")],
               bodies: [(id: "b", parts: [], icon: "")],
               advantages: [(id: "v", name: "V", icon: "upgrad")])"#,
        );
        assert_eq!(e.len(), 4, "{e:#?}");
        assert!(
            e[0].starts_with("t.ron:2:63: unknown icon `nope-nope-nope`"),
            "{e:#?}"
        );
        assert!(e[1].contains("unknown icon `zzzz`"), "{e:#?}");
        assert!(e[2].contains("unknown icon ``"), "{e:#?}");
        assert!(e[3].contains("did you mean `upgrade`?"), "{e:#?}");
    }

    #[test]
    fn an_unreadable_list_is_said_at_each_icon() {
        let text = r#"(items: [(id: "i", name: "I", parts: ["hand"], icon: "sword")])"#;
        let (src, file) = parse_ron::<ContentFile>(SourceText::new("t.ron", text)).unwrap();
        let missing = IconListUnreadable {
            path: "no/list/here.tsv".into(),
            source: std::io::ErrorKind::NotFound.into(),
        };
        let e = check_file_with(&src, &file, Err(&missing));
        assert_eq!(e.len(), 1);
        assert!(
            e[0].message.starts_with(
                "cannot check the icon `sword`: cannot read the icon list no/list/here.tsv"
            ),
            "{}",
            e[0].message
        );
    }
}
