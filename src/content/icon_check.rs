//! Icon names checked like every other name in content: an unknown one is an error at its
//! `path:line:col`, with the closest icon name as a suggestion.

use super::error::{ContentError, SourceText};
use super::icons::{IconIndex, IconListUnreadable, icon_index, icon_problem};
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
    // A body's parts name icons one level down: bodies[i].parts[j].icon.
    let parts = file.bodies.iter().enumerate().flat_map(|(i, body)| {
        body.parts.iter().enumerate().filter_map(move |(j, part)| {
            let path = vec![
                Step::Field("bodies"),
                Step::Item(i),
                Step::Field("parts"),
                Step::Item(j),
                Step::Field("icon"),
            ];
            part.icon.as_deref().map(|icon| (path, icon))
        })
    });
    let all = each("actions", &file.actions, |a| a.icon.as_deref())
        .chain(each("items", &file.items, |i| i.icon.as_deref()))
        .chain(each("bodies", &file.bodies, |b| b.icon.as_deref()))
        .chain(parts)
        .chain(each("combatants", &file.combatants, |k| k.icon.as_deref()))
        .chain(each("advantages", &file.advantages, |a| a.icon.as_deref()));
    all.filter_map(|(path, icon)| {
        let message = icon_problem(icon, index)?;
        Some(src.error_at_path(&path, icon, message))
    })
    .collect()
}

/// The icons a list names, each with its path: list[position].icon.
fn each<'a, T>(
    list: &'static str,
    items: &'a [T],
    icon: fn(&T) -> Option<&str>,
) -> impl Iterator<Item = (Vec<Step<'static>>, &'a str)> {
    items.iter().enumerate().filter_map(move |(i, item)| {
        let path = vec![Step::Field(list), Step::Item(i), Step::Field("icon")];
        icon(item).map(|name| (path, name))
    })
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
    fn a_body_parts_icon_is_checked_at_its_place() {
        let e = errors(
            "(bodies: [(id: \"drake\", parts: [\n  (name: \"tail\", kind: \"tail\", icon: \"lizard-tung\")])])",
        );
        assert_eq!(e.len(), 1, "{e:#?}");
        assert!(
            e[0].starts_with(
                "t.ron:2:38: unknown icon `lizard-tung`; did you mean `lizard-tongue`?"
            ),
            "{e:#?}"
        );
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
