//! What the library browser lists: every combatant kind, action, item, advantage and body of
//! the content library, found by a search of names, ids and descriptions, and for each the
//! levels that use it. Plain data, drawn by `view`.

pub mod view;

use crate::content::library::Kind;
use crate::content::{Content, Encounter};

/// One thing of the library, by its place in its table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Entry {
    Kind(usize),
    Action(usize),
    Item(usize),
    Advantage(usize),
    Body(usize),
}

/// The browser's search and pick.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Browse {
    pub search: String,
    pub picked: Option<Entry>,
}

/// The tables in the order the browser lists them, with their headings.
pub const TABLES: [&str; 5] = ["Combatants", "Actions", "Items", "Advantages", "Bodies"];

impl Entry {
    /// Which of `TABLES` it belongs to.
    pub fn table(self) -> usize {
        match self {
            Entry::Kind(_) => 0,
            Entry::Action(_) => 1,
            Entry::Item(_) => 2,
            Entry::Advantage(_) => 3,
            Entry::Body(_) => 4,
        }
    }

    /// Whether it is still in `content` (a reload may have shortened a table).
    pub fn exists(self, content: &Content) -> bool {
        match self {
            Entry::Kind(i) => i < content.kinds.len(),
            Entry::Action(i) => i < content.actions.len(),
            Entry::Item(i) => i < content.items.len(),
            Entry::Advantage(i) => i < content.advantages.len(),
            Entry::Body(i) => i < content.bodies.len(),
        }
    }

    /// Its shown name, its id, its icon and its description.
    pub fn words(self, content: &Content) -> (&str, &str, &str, &str) {
        match self {
            Entry::Kind(i) => {
                let d = &content.kinds[i].def;
                let icon = content.kind_icon(crate::content::KindId(i as u16));
                (&d.name, &d.id, icon, &d.description)
            }
            Entry::Action(i) => {
                let d = &content.actions[i];
                (&d.name, &d.id, d.icon_name(), &d.description)
            }
            Entry::Item(i) => {
                let d = &content.items[i].def;
                (&d.name, &d.id, d.icon_name(), &d.description)
            }
            Entry::Advantage(i) => {
                let d = &content.advantages[i];
                (&d.name, &d.id, d.icon_name(), &d.description)
            }
            Entry::Body(i) => {
                let d = &content.bodies[i].def;
                (&d.id, &d.id, d.icon_name(), "")
            }
        }
    }
}

/// Every entry whose name, id or description holds each word of `search` (any case), table
/// by table.
pub fn entries(content: &Content, search: &str) -> Vec<Vec<Entry>> {
    let words: Vec<String> = search.split_whitespace().map(str::to_lowercase).collect();
    let all = [
        (0..content.kinds.len())
            .map(Entry::Kind)
            .collect::<Vec<_>>(),
        (0..content.actions.len()).map(Entry::Action).collect(),
        (0..content.items.len()).map(Entry::Item).collect(),
        (0..content.advantages.len())
            .map(Entry::Advantage)
            .collect(),
        (0..content.bodies.len()).map(Entry::Body).collect(),
    ];
    all.into_iter()
        .map(|table| {
            table
                .into_iter()
                .filter(|e| {
                    let (name, id, _, description) = e.words(content);
                    let text = format!("{name} {id} {description}").to_lowercase();
                    words.iter().all(|w| text.contains(w.as_str()))
                })
                .collect()
        })
        .collect()
}

/// The names of the levels in which `entry` takes part: a combatant fights there (or may be
/// chosen), an action or an item is had by one who does or lies on the ground, an advantage
/// is fixed for a hero, a body is worn by one who fights there. Advantages the players pick
/// before a fight are not counted: any level with a level above 0 offers them all.
pub fn used_in(content: &Content, levels: &[(String, &Encounter)], entry: Entry) -> Vec<String> {
    levels
        .iter()
        .filter(|(_, encounter)| uses(content, encounter, entry))
        .map(|(name, _)| name.clone())
        .collect()
}

fn uses(content: &Content, encounter: &Encounter, entry: Entry) -> bool {
    let kinds: Vec<&Kind> = encounter
        .members
        .iter()
        .flat_map(|m| std::iter::once(m.kind).chain(m.choices.iter().copied()))
        .map(|k| content.kind(k))
        .collect();
    let has_item = |k: &Kind, i: usize| k.equipment.iter().chain(&k.pack).any(|it| it.index() == i);
    match entry {
        Entry::Kind(i) => kinds.iter().any(|k| k.def.id == content.kinds[i].def.id),
        Entry::Body(i) => kinds.iter().any(|k| k.body.index() == i),
        Entry::Item(i) => {
            encounter.ground.iter().any(|g| g.index() == i)
                || kinds.iter().any(|k| has_item(k, i))
                || extra_items(encounter).any(|it| it.index() == i)
        }
        Entry::Action(i) => {
            let grants = |it: usize| content.items[it].grants.iter().any(|a| a.index() == i);
            kinds.iter().any(|k| {
                let granted = (0..content.items.len())
                    .filter(|&it| has_item(k, it))
                    .any(grants);
                k.actions.iter().any(|a| a.index() == i)
                    || content.body(k.body).actions.iter().any(|a| a.index() == i)
                    || granted
            }) || encounter
                .members
                .iter()
                .any(|m| m.extra.actions.iter().any(|a| a.index() == i))
                || extra_items(encounter).any(|it| grants(it.index()))
        }
        Entry::Advantage(i) => encounter
            .members
            .iter()
            .filter_map(|m| m.advantages.as_ref())
            .any(|list| list.iter().any(|a| a.index() == i)),
    }
}

/// The items members carry by their overrides, on top of their kinds'.
fn extra_items(encounter: &Encounter) -> impl Iterator<Item = crate::content::ItemId> + '_ {
    encounter
        .members
        .iter()
        .flat_map(|m| m.extra.equipment.iter().chain(&m.extra.pack).copied())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn search_finds_by_name_and_id_and_every_table_lists_everything_without_one() {
        let content = crate::content::load_content(&crate::content::assets_dir()).unwrap();
        let all = entries(&content, "");
        assert_eq!(all[0].len(), content.kinds.len());
        assert_eq!(all[1].len(), content.actions.len());
        assert_eq!(all[4].len(), content.bodies.len());
        let spiders = entries(&content, "SPIDER");
        assert!(
            !spiders[0].is_empty() && !spiders[4].is_empty(),
            "{spiders:?}"
        );
        assert!(entries(&content, "zzzz nothing").iter().all(Vec::is_empty));
    }
}
