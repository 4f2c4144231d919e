//! A member's `overrides:` and `arrives:` resolved against the library and checked, each
//! error at its own place in the file.

use super::error::{ContentError, SourceText};
use super::library::{ActionId, Content, ItemId, suggest_message};
use super::locate::Step;
use super::types::{MemberDef, Side};
use crate::rules::Stat;

/// What a member has on top of its kind, with ids in place of names.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Extra {
    pub attributes: Vec<(Stat, i32)>,
    pub equipment: Vec<ItemId>,
    pub pack: Vec<ItemId>,
    pub actions: Vec<ActionId>,
    pub damage: u32,
    pub wait: u32,
}

/// Where a member sits in its file: `heroes` or `minions`, and its place in that list.
#[derive(Clone, Copy, Debug)]
pub struct MemberAt {
    pub side: Side,
    pub index: usize,
}

impl MemberAt {
    pub fn list(self) -> &'static str {
        match self.side {
            Side::Heroes => "heroes",
            Side::Minions => "minions",
        }
    }
}

/// `m.overrides` resolved; unknown names and impossible numbers go to `errors`.
pub fn resolve_extra(
    src: &SourceText,
    m: &MemberDef,
    at: MemberAt,
    max_rounds: u32,
    content: &Content,
    errors: &mut Vec<ContentError>,
) -> Extra {
    let o = &m.overrides;
    let here = |field: &'static str| {
        [
            Step::Field(at.list()),
            Step::Item(at.index),
            Step::Field("overrides"),
            Step::Field(field),
        ]
    };
    if o.name.is_some() && m.name.is_some() {
        errors.push(src.error_at_path(
            &here("name"),
            &m.kind,
            "the name is given twice (`name:` on the member and in `overrides:`): keep one",
        ));
    }
    let list = |field: &'static str| Place {
        src,
        path: here(field).to_vec(),
    };
    let equipment = list("equipment").ids(
        &o.equipment,
        "item",
        errors,
        |n| content.item_id(n),
        || content.item_names(),
    );
    let pack = list("pack").ids(
        &o.pack,
        "item",
        errors,
        |n| content.item_id(n),
        || content.item_names(),
    );
    let actions = list("actions").ids(
        &o.actions,
        "action",
        errors,
        |n| content.action_id(n),
        || content.action_names(),
    );
    let mut attributes = Vec::new();
    for &(stat, amount) in &o.attributes {
        match attributes.iter_mut().find(|(s, _)| *s == stat) {
            Some((_, sum)) => *sum += amount,
            None => attributes.push((stat, amount)),
        }
    }
    if let Some(kind) = content.kind_id(&m.kind) {
        let base = content.kind(kind).def.attributes;
        let change = |stat: Stat| {
            attributes
                .iter()
                .find(|(s, _)| *s == stat)
                .map_or(0, |&(_, n)| n)
        };
        let hp = base.get(Stat::HP) + change(Stat::HP);
        if hp < 1 {
            errors.push(src.error_at_path(
                &here("attributes"),
                &m.kind,
                format!(
                    "these changes leave {} with {hp} HP: it would start the fight down",
                    m.kind
                ),
            ));
        } else if o.damage as i64 >= hp as i64 {
            errors.push(src.error_at_path(
                &here("damage"),
                &m.kind,
                format!(
                    "{} damage at the start would put it down before the fight (it has {hp} HP): give less than {hp}",
                    o.damage
                ),
            ));
        }
    }
    if m.arrives > max_rounds.max(1) {
        errors.push(src.error_at_path(
            &[Step::Field(at.list()), Step::Item(at.index), Step::Field("arrives")],
            &m.kind,
            format!(
                "`arrives: {}` is after the last round ({}): it would never fight; give a round from 1 to {}",
                m.arrives,
                max_rounds.max(1),
                max_rounds.max(1)
            ),
        ));
    }
    Extra {
        attributes,
        equipment,
        pack,
        actions,
        damage: o.damage,
        wait: o.wait,
    }
}

/// A list's place in its file, for errors at its items.
struct Place<'a> {
    src: &'a SourceText,
    path: Vec<Step<'a>>,
}

impl Place<'_> {
    /// `names` to ids with `find`; an unknown one is an error at its own place in the list,
    /// with the nearest of `known` offered.
    fn ids<'c, T, I: IntoIterator<Item = &'c str>>(
        &self,
        names: &[String],
        what: &str,
        errors: &mut Vec<ContentError>,
        find: impl Fn(&str) -> Option<T>,
        known: impl Fn() -> I,
    ) -> Vec<T> {
        let mut found = Vec::new();
        for (j, name) in names.iter().enumerate() {
            match find(name) {
                Some(id) => found.push(id),
                None => {
                    let path = [self.path.as_slice(), &[Step::Item(j)]].concat();
                    let message = suggest_message(what, name, known());
                    errors.push(self.src.error_at_path(&path, name, message));
                }
            }
        }
        found
    }
}
