//! The icon each piece of content shows: the one it names, else a default that fits what it
//! is: an action's by its tags, an item's by the body part it needs, a combatant's by its body.
//! Designers name one for anything the players see often; the defaults keep new content drawn.

use super::library::{Content, KindId};
use super::types::{ActionDef, AdvantageDef, BodyDef, ItemDef, PartDef, Tag};
use std::collections::BTreeSet;

/// A body that names no icon (and so the combatants on it): a figure.
pub const BODY: &str = "person";
/// An advantage that names none.
pub const ADVANTAGE: &str = "upgrade";
/// A reaction whose tags say nothing more.
pub const REACTION: &str = "shield-reflect";
/// An action without tags.
pub const UNTAGGED: &str = "hourglass";
/// An item for a part no rule below knows.
pub const ITEM: &str = "swap-bag";

/// An action's icon by tag, in this order: what it does matters more than how (a healing spell
/// shows healing, a ranged attack a shot).
const BY_TAG: &[(Tag, &str)] = &[
    (Tag::Heal, "healing"),
    (Tag::Spell, "magic-swirl"),
    (Tag::Ranged, "high-shot"),
    (Tag::Melee, "sword-wound"),
    (Tag::Attack, "crossed-swords"),
    (Tag::Item, "swap-bag"),
    (Tag::Move, "run"),
    (Tag::Support, "team-upgrade"),
];

/// An item's icon by the kind of its first part: what one wears or holds there.
const BY_PART: &[(&str, &str)] = &[
    ("hand", "sword-hilt"),
    ("head", "visored-helm"),
    ("torso", "chest-armor"),
    ("feet", "boots"),
    ("legs", "leg-armor"),
    ("leg", "leg-armor"),
    ("neck", "gem-pendant"),
    ("arm", "shoulder-armor"),
    ("finger", "ring"),
];

/// A body part's icon by its kind, on tokens and the card's body diagram.
const PART_BY_KIND: &[(&str, &str)] = &[
    ("hand", "hand"),
    ("head", "headshot"),
    ("torso", "muscular-torso"),
    ("feet", "footprint"),
    ("legs", "leg"),
    ("leg", "leg"),
    ("arm", "biceps"),
    ("neck", "neck-bite"),
    ("wing", "feathered-wing"),
    ("tentacle", "tentacle-strike"),
    ("jaws", "shark-jaws"),
    ("mandibles", "fangs"),
    ("beak", "eagle-head"),
    ("talons", "bird-claw"),
    ("spinnerets", "spider-web"),
    ("abdomen", "stomach"),
];
/// A part of a kind no rule above knows.
pub const PART: &str = "body-balance";

/// The icon of a part of kind `kind` that names none.
pub fn part_icon_by_kind(kind: &str) -> &'static str {
    PART_BY_KIND
        .iter()
        .find(|(k, _)| *k == kind)
        .map_or(PART, |(_, icon)| icon)
}

/// Every default name, for the test that each one is in the set.
pub fn all_defaults() -> impl Iterator<Item = &'static str> {
    [BODY, ADVANTAGE, REACTION, UNTAGGED, ITEM, PART]
        .into_iter()
        .chain(BY_TAG.iter().map(|(_, icon)| *icon))
        .chain(BY_PART.iter().map(|(_, icon)| *icon))
        .chain(PART_BY_KIND.iter().map(|(_, icon)| *icon))
}

impl ActionDef {
    pub fn icon_name(&self) -> &str {
        if let Some(icon) = &self.icon {
            return icon;
        }
        let by_tag = BY_TAG.iter().find(|(tag, _)| self.has_tag(*tag));
        match by_tag {
            Some((_, icon)) => icon,
            None if self.is_reaction() => REACTION,
            None => UNTAGGED,
        }
    }
}

impl ItemDef {
    pub fn icon_name(&self) -> &str {
        if let Some(icon) = &self.icon {
            return icon;
        }
        let first = self.parts.first().map(String::as_str);
        BY_PART
            .iter()
            .find(|(part, _)| Some(*part) == first)
            .map_or(ITEM, |(_, icon)| icon)
    }
}

impl BodyDef {
    pub fn icon_name(&self) -> &str {
        self.icon.as_deref().unwrap_or(BODY)
    }
}

impl PartDef {
    pub fn icon_name(&self) -> &str {
        self.icon
            .as_deref()
            .unwrap_or_else(|| part_icon_by_kind(&self.kind))
    }
}

impl AdvantageDef {
    pub fn icon_name(&self) -> &str {
        self.icon.as_deref().unwrap_or(ADVANTAGE)
    }
}

impl Content {
    /// A combatant kind's icon: its own, else its body's.
    pub fn kind_icon(&self, kind: KindId) -> &str {
        let kind = self.kind(kind);
        match &kind.def.icon {
            Some(icon) => icon,
            None => self.body(kind.body).def.icon_name(),
        }
    }

    /// The icon of part `i` of a combatant of `kind`: the body's own word for it, else one by
    /// the part's kind (`part_kind`, for a part the body does not list).
    pub fn part_icon(&self, kind: KindId, i: usize, part_kind: &str) -> &str {
        let body = &self.body(self.kind(kind).body).def;
        match body.parts.get(i) {
            Some(part) if part.kind == part_kind => part.icon_name(),
            _ => part_icon_by_kind(part_kind),
        }
    }

    /// Every icon this library shows, named or by default.
    pub fn icons_used(&self) -> BTreeSet<&str> {
        (0..self.kinds.len())
            .map(|i| self.kind_icon(KindId(i as u16)))
            .chain(self.bodies.iter().map(|b| b.def.icon_name()))
            .chain(
                self.bodies
                    .iter()
                    .flat_map(|b| b.def.parts.iter().map(PartDef::icon_name)),
            )
            .chain(self.actions.iter().map(ActionDef::icon_name))
            .chain(self.items.iter().map(|i| i.def.icon_name()))
            .chain(self.advantages.iter().map(AdvantageDef::icon_name))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::load::parse_ron;
    use crate::content::{ContentFile, SourceText};

    fn file(text: &str) -> ContentFile {
        parse_ron::<ContentFile>(SourceText::new("t.ron", text))
            .unwrap()
            .1
    }

    #[test]
    fn every_shipped_icon_and_every_default_is_in_the_set() {
        let content = crate::content::load_content(&crate::content::assets_dir()).unwrap();
        let index = crate::content::icons::icon_index().unwrap();
        let used = content.icons_used();
        assert!(used.len() > 100, "{}", used.len());
        let defaults: Vec<&str> = all_defaults().collect();
        for name in used.iter().chain(&defaults) {
            assert!(index.contains(name), "`{name}` is not in the icon set");
        }
    }

    #[test]
    fn every_shipped_combatant_action_and_item_names_its_icon() {
        let content = crate::content::load_content(&crate::content::assets_dir()).unwrap();
        let kinds = content.kinds.iter().map(|k| (&k.def.id, &k.def.icon));
        let actions = content.actions.iter().map(|a| (&a.id, &a.icon));
        let items = content.items.iter().map(|i| (&i.def.id, &i.def.icon));
        let unnamed: Vec<&String> = kinds
            .chain(actions)
            .chain(items)
            .filter(|(_, icon)| icon.is_none())
            .map(|(id, _)| id)
            .collect();
        assert!(unnamed.is_empty(), "no icon named: {unnamed:?}");
    }

    #[test]
    fn defaults_follow_tags_parts_and_bodies() {
        let f = file(
            r#"(actions: [
                (id: "zap", name: "Zap", tags: [Attack, Spell], cost: 1),
                (id: "cut", name: "Cut", tags: [Attack, Melee], cost: 1),
                (id: "duck", name: "Duck", cost: 1, reaction: Some(())),
                (id: "sit", name: "Sit", cost: 1),
                (id: "mine", name: "Mine", cost: 1, icon: "pickaxe"),
            ],
            items: [
                (id: "hat", name: "Hat", parts: ["head"]),
                (id: "tail_ring", name: "Tail ring", parts: ["tail"]),
            ],
            bodies: [(id: "blob", parts: [])])"#,
        );
        let icons: Vec<&str> = f.actions.iter().map(ActionDef::icon_name).collect();
        assert_eq!(
            icons,
            ["magic-swirl", "sword-wound", REACTION, UNTAGGED, "pickaxe"]
        );
        assert_eq!(f.items[0].icon_name(), "visored-helm");
        assert_eq!(f.items[1].icon_name(), ITEM);
        assert_eq!(f.bodies[0].icon_name(), BODY);
        assert_eq!(part_icon_by_kind("hand"), "hand");
        assert_eq!(part_icon_by_kind("tail"), PART);
    }

    #[test]
    fn a_part_names_its_own_icon_or_takes_its_kinds() {
        let f = file(
            r#"(bodies: [(id: "drake", parts: [
                (name: "tail", kind: "tail", limb: true, icon: "lizard-tongue"),
                (name: "left wing", kind: "wing", limb: true),
            ])])"#,
        );
        let parts = &f.bodies[0].parts;
        assert_eq!(parts[0].icon_name(), "lizard-tongue");
        assert_eq!(parts[1].icon_name(), "feathered-wing");
    }
}
