//! A member's `overrides:` and `arrives:` resolved against the library and checked, each
//! error at its own place in the file.

use super::bounds::MAX_ATTRIBUTE;
use super::error::{ContentError, SourceText};
use super::library::{ActionId, Content, ItemId, KindId, suggest_message};
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
    /// The path of the member's `field`.
    pub fn path(self, field: &str) -> [Step<'_>; 3] {
        [
            Step::Field(self.side.list()),
            Step::Item(self.index),
            Step::Field(field),
        ]
    }
}

/// `m.overrides` resolved; unknown names and impossible numbers go to `errors`. The numbers are
/// checked against each of `kinds`, every archetype the member may be (its kind, or each the
/// players may choose): a chosen hero must not start the fight down or beyond the bounds.
pub fn resolve_extra(
    src: &SourceText,
    m: &MemberDef,
    at: MemberAt,
    max_rounds: u32,
    kinds: &[KindId],
    content: &Content,
    errors: &mut Vec<ContentError>,
) -> Extra {
    let member = [Step::Field(at.side.list()), Step::Item(at.index)];
    resolve_extra_at(src, m, &member, max_rounds, kinds, content, errors)
}

/// `resolve_extra` for a member written anywhere in a file: `member` is the path to it (a
/// campaign's party hero, or a recruit among a fight's rewards).
pub fn resolve_extra_at(
    src: &SourceText,
    m: &MemberDef,
    member: &[Step],
    max_rounds: u32,
    kinds: &[KindId],
    content: &Content,
    errors: &mut Vec<ContentError>,
) -> Extra {
    let o = &m.overrides;
    let here =
        |field: &'static str| [member, &[Step::Field("overrides"), Step::Field(field)]].concat();
    if o.name.is_some() && m.name.is_some() {
        errors.push(src.error_at_path(
            &here("name"),
            &m.kind,
            "the name is given twice (`name:` on the member and in `overrides:`): keep one",
        ));
    }
    let list = |field: &'static str| Place {
        src,
        path: here(field),
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
    let attributes = summed_attributes(src, m, &here("attributes"), errors);
    for &kind in kinds {
        check_against_kind(src, m, kind, &attributes, &here, content, errors);
    }
    if o.wait > MAX_ATTRIBUTE as u32 {
        errors.push(src.error_at_path(
            &here("wait"),
            &m.kind,
            format!(
                "{} wait points at the start is more than {MAX_ATTRIBUTE}: give at most {MAX_ATTRIBUTE}",
                o.wait
            ),
        ));
    }
    if m.arrives > max_rounds.max(1) {
        errors.push(src.error_at_path(
            &[member, &[Step::Field("arrives")]].concat(),
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

/// The attribute changes with each stat's entries added up. An entry beyond ±`MAX_ATTRIBUTE`, or
/// entries whose sum is, is an error at the entry that crosses the bound and is left out: the
/// sum is taken in `i64`, so no list of `i32`s can wrap it.
fn summed_attributes(
    src: &SourceText,
    m: &MemberDef,
    path: &[Step],
    errors: &mut Vec<ContentError>,
) -> Vec<(Stat, i32)> {
    let mut sums: Vec<(Stat, i64)> = Vec::new();
    for (j, &(stat, amount)) in m.overrides.attributes.iter().enumerate() {
        let before = sums.iter().find(|(s, _)| *s == stat).map_or(0, |&(_, n)| n);
        let sum = before + i64::from(amount);
        if within_bound(i64::from(amount)) && within_bound(sum) {
            match sums.iter_mut().find(|(s, _)| *s == stat) {
                Some((_, n)) => *n = sum,
                None => sums.push((stat, sum)),
            }
            continue;
        }
        let what = if within_bound(i64::from(amount)) {
            format!("the {stat:?} changes add up to {sum} here")
        } else {
            format!("{stat:?} changes by {amount}")
        };
        let place = [path, &[Step::Item(j)]].concat();
        errors.push(src.error_at_path(
            &place,
            &m.kind,
            format!(
                "{what}, beyond ±{MAX_ATTRIBUTE}: attributes and their changes stay within ±{MAX_ATTRIBUTE}"
            ),
        ));
    }
    // Every sum is within ±MAX_ATTRIBUTE here, so it fits an i32.
    sums.into_iter().map(|(stat, n)| (stat, n as i32)).collect()
}

/// Whether a number is within the bounds attributes keep.
fn within_bound(n: i64) -> bool {
    n.abs() <= i64::from(MAX_ATTRIBUTE)
}

/// The member's changes on top of archetype `kind`: every attribute stays within the bounds a
/// kind keeps, HP above 0, and the starting damage below the HP.
fn check_against_kind<'p>(
    src: &SourceText,
    m: &MemberDef,
    kind: KindId,
    attributes: &[(Stat, i32)],
    here: &impl Fn(&'static str) -> Vec<Step<'p>>,
    content: &Content,
    errors: &mut Vec<ContentError>,
) {
    let def = &content.kind(kind).def;
    let base = def.attributes;
    let value = |stat: Stat| {
        let change = attributes
            .iter()
            .find(|(s, _)| *s == stat)
            .map_or(0, |&(_, n)| n);
        i64::from(base.get(stat)) + i64::from(change)
    };
    for &(stat, _) in attributes {
        let total = value(stat);
        if !within_bound(total) {
            errors.push(src.error_at_path(
                &here("attributes"),
                &m.kind,
                format!(
                    "these changes give {} {total} {stat:?}, beyond ±{MAX_ATTRIBUTE}: attributes stay within ±{MAX_ATTRIBUTE}",
                    def.id
                ),
            ));
        }
    }
    let hp = value(Stat::HP);
    if hp < 1 {
        errors.push(src.error_at_path(
            &here("attributes"),
            &m.kind,
            format!(
                "these changes leave {} with {hp} HP: it would start the fight down",
                def.id
            ),
        ));
    } else if i64::from(m.overrides.damage) >= hp {
        errors.push(src.error_at_path(
            &here("damage"),
            &m.kind,
            format!(
                "{} damage at the start would put {} down before the fight (it has {hp} HP): give less than {hp}",
                m.overrides.damage, def.id
            ),
        ));
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
