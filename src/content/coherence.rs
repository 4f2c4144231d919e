//! Checks across the whole library, once every reference resolves: content that parses and
//! links but could never work in a fight (an item with nowhere to go, an action no body can
//! use, a reaction nothing triggers). Each error points at the definition at fault.

use super::error::{ContentError, SourceText};
use super::library::Content;
use super::types::{
    ActionDef, BodyDef, CombatantDef, Concern, ContentFile, ItemDef, LimbNeed, TargetDef, Who,
    Whose,
};
use std::collections::BTreeMap;

/// Every coherence error of the definitions in one file, against the whole library.
pub fn check_file(src: &SourceText, file: &ContentFile, content: &Content) -> Vec<ContentError> {
    let mut errors = Vec::new();
    for k in &file.combatants {
        if let Some(body) = body_of(content, k) {
            check_equipment(src, k, body, content, &mut errors);
            check_own_actions(src, k, body, content, &mut errors);
        }
    }
    for b in &file.bodies {
        for name in &b.actions {
            if let Some(a) = content.action_id(name).map(|a| content.action(a))
                && let Some(missing) = missing_limbs(&parts_of(b), &[], &a.limbs)
            {
                errors.push(src.error_at(
                    Some(&b.id),
                    name,
                    format!(
                        "body `{}` can never use `{}`: it needs {missing}, which the body lacks",
                        b.id, a.id
                    ),
                ));
            }
        }
    }
    for item in &file.items {
        check_item_grants(src, item, content, &mut errors);
    }
    for a in &file.actions {
        if a.reaction.is_some() && !content.actions.iter().any(|b| could_answer(a, b)) {
            errors.push(src.error_at(
                None,
                &a.id,
                format!(
                    "reaction `{}` answers nothing: no action in the library has the tags, targets and side it asks for",
                    a.id
                ),
            ));
        }
    }
    errors
}

fn body_of<'a>(content: &'a Content, k: &CombatantDef) -> Option<&'a BodyDef> {
    let id = content.kind_id(&k.id)?;
    Some(&content.body(content.kind(id).body).def)
}

/// How many parts of each kind a body has.
fn parts_of(body: &BodyDef) -> BTreeMap<&str, usize> {
    let mut count = BTreeMap::new();
    for p in &body.parts {
        *count.entry(p.kind.as_str()).or_insert(0) += 1;
    }
    count
}

/// R3.1: starting equipment must fit the body, one item per part.
fn check_equipment(
    src: &SourceText,
    k: &CombatantDef,
    body: &BodyDef,
    content: &Content,
    errors: &mut Vec<ContentError>,
) {
    let total = parts_of(body);
    let mut free = total.clone();
    let mut holder: BTreeMap<&str, &str> = BTreeMap::new();
    for name in &k.equipment {
        let Some(item) = content.item_id(name).map(|i| &content.item(i).def) else {
            continue;
        };
        for kind in &item.parts {
            match free.get_mut(kind.as_str()) {
                None => errors.push(src.error_at(
                    Some(&k.id),
                    name,
                    format!(
                        "`{}` cannot wear `{name}`: it needs a `{kind}` and body `{}` has none",
                        k.id, body.id
                    ),
                )),
                Some(0) => errors.push(src.error_at(
                    Some(&k.id),
                    name,
                    format!(
                        "`{}`: `{name}` and `{}` would share a `{kind}` (R3.1: one item per part; the body has {})",
                        k.id,
                        holder.get(kind.as_str()).copied().unwrap_or("another item"),
                        total[kind.as_str()]
                    ),
                )),
                Some(n) => {
                    *n -= 1;
                    holder.insert(kind.as_str(), name.as_str());
                }
            }
        }
    }
}

/// The combatant's own actions must be usable by its body at least when it holds nothing.
fn check_own_actions(
    src: &SourceText,
    k: &CombatantDef,
    body: &BodyDef,
    content: &Content,
    errors: &mut Vec<ContentError>,
) {
    let parts = parts_of(body);
    for name in &k.actions {
        let Some(a) = content.action_id(name).map(|a| content.action(a)) else {
            continue;
        };
        if let Some(missing) = missing_limbs(&parts, &[], &a.limbs) {
            errors.push(src.error_at(
                Some(&k.id),
                name,
                format!(
                    "`{}` can never use `{}`: it needs {missing} and body `{}` has not",
                    k.id, a.id, body.id
                ),
            ));
        }
    }
}

/// An item's granted actions use its parts plus their own limbs: some body must have them all.
fn check_item_grants(
    src: &SourceText,
    item: &ItemDef,
    content: &Content,
    errors: &mut Vec<ContentError>,
) {
    for name in &item.grants {
        let Some(a) = content.action_id(name).map(|a| content.action(a)) else {
            continue;
        };
        let fits_somebody = content
            .bodies
            .iter()
            .any(|b| missing_limbs(&parts_of(&b.def), &item.parts, &a.limbs).is_none());
        if !fits_somebody {
            errors.push(src.error_at(
                Some(&item.id),
                name,
                format!(
                    "`{}` grants `{}`, but no body has room for the item's parts ({}) and the action's limbs together",
                    item.id,
                    a.id,
                    item.parts.join(", ")
                ),
            ));
        }
    }
}

/// What a body lacks to hold `occupied` parts and still meet `needs`, in words; `None` if
/// nothing. Free limbs must be other parts than the occupied ones (R3.8); `Any` limbs just
/// have to exist.
fn missing_limbs(
    parts: &BTreeMap<&str, usize>,
    occupied: &[String],
    needs: &[LimbNeed],
) -> Option<String> {
    let mut wanted: BTreeMap<&str, usize> = BTreeMap::new();
    for kind in occupied {
        *wanted.entry(kind.as_str()).or_insert(0) += 1;
    }
    for need in needs {
        match need {
            LimbNeed::Free(kind) => *wanted.entry(kind.as_str()).or_insert(0) += 1,
            LimbNeed::Any(kind) => {
                wanted.entry(kind.as_str()).or_insert(1);
            }
        }
    }
    wanted.iter().find_map(|(kind, &n)| {
        let have = parts.get(kind).copied().unwrap_or(0);
        (have < n).then(|| match n {
            1 => format!("a `{kind}`"),
            _ => format!("{n} `{kind}` parts"),
        })
    })
}

/// Whether reaction `r` could ever answer a link of action `a` (R7.1): its tags, the side of
/// the link's owner and whom the link targets.
fn could_answer(r: &ActionDef, a: &ActionDef) -> bool {
    let Some(reaction) = &r.reaction else {
        return false;
    };
    if !reaction.answers.is_empty() && !reaction.answers.iter().any(|t| a.has_tag(*t)) {
        return false;
    }
    if reaction.concerning == Concern::Anyone {
        return true;
    }
    // A link targets combatants only when its action picks them; reactions pick none.
    let TargetDef::Combatants { who, .. } = a.target else {
        return false;
    };
    // Seen from the reactor, whether a link's owner of each side could target its side.
    let enemy_hits_my_side = matches!(who, Who::Enemy | Who::AnyOther | Who::Anyone);
    let ally_hits_my_side = who != Who::Enemy;
    match reaction.by {
        Whose::Enemy => enemy_hits_my_side,
        Whose::Ally => ally_hits_my_side,
        Whose::Anyone => enemy_hits_my_side || ally_hits_my_side,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::Content;
    use crate::content::load::parse_ron;

    /// The basic rules (Wait, Punch, Heal, the hero body…) plus one extra file: its errors.
    fn errors_with(extra: &str) -> Vec<String> {
        let basic = crate::content::assets_dir().join("rules/basic.ron");
        let mut files = vec![crate::content::load::read_ron::<ContentFile>(&basic).unwrap()];
        files.push(parse_ron(SourceText::new("extra.ron", extra)).unwrap());
        match Content::build(files) {
            Ok(_) => Vec::new(),
            Err(e) => e.into_iter().map(|e| e.to_string()).collect(),
        }
    }

    #[test]
    fn an_item_needing_a_part_the_body_lacks_is_an_error() {
        let e = errors_with(
            r#"(
    items: [(id: "cap", name: "Cap", parts: ["head"])],
    bodies: [(id: "worm", parts: [(name: "maw", kind: "maw", limb: true)])],
    combatants: [(id: "worm_x", name: "Worm", side: Minions, body: "worm",
        attributes: (ap: 5, hp: 5), equipment: ["cap"])],
)"#,
        );
        assert_eq!(e.len(), 1, "{e:?}");
        assert!(
            e[0].starts_with("extra.ron:5:49: `worm_x` cannot wear `cap`: it needs a `head`"),
            "{e:?}"
        );
    }

    #[test]
    fn two_items_on_one_part_is_an_error() {
        let e = errors_with(
            r#"(items: [(id: "cap", name: "Cap", parts: ["head"])],
    combatants: [(id: "capped", name: "Capped", side: Heroes, body: "hero",
        attributes: (ap: 5, hp: 5), equipment: ["cap", "cap"])])"#,
        );
        assert_eq!(e.len(), 1, "{e:?}");
        assert!(e[0].contains("would share a `head`"), "{e:?}");
    }

    #[test]
    fn an_action_the_body_cannot_use_is_an_error() {
        let e = errors_with(
            r#"(
    bodies: [(id: "slime", parts: [(name: "ooze", kind: "ooze", limb: true)])],
    combatants: [(id: "slime_x", name: "Slime", side: Minions, body: "slime",
        attributes: (ap: 5, hp: 5), actions: ["punch"])],
)"#,
        );
        assert_eq!(e.len(), 1, "{e:?}");
        assert!(
            e[0].contains("can never use `punch`: it needs a `hand`"),
            "{e:?}"
        );
        let e = errors_with(
            r#"(
    actions: [(id: "grapple", name: "Grapple", cost: 3, limbs: [Free("hand")],
        target: Combatants(who: Enemy), effects: [Wait("1")])],
    items: [(id: "greatclub", name: "Greatclub", parts: ["hand", "hand"], grants: ["grapple"])],
)"#,
        );
        assert_eq!(e.len(), 1, "{e:?}");
        assert!(e[0].contains("no body has room"), "{e:?}");
    }

    #[test]
    fn a_reaction_that_answers_nothing_is_an_error() {
        // The basic rules have no ranged action.
        let e = errors_with(
            r#"(actions: [(id: "deflect_arrow", name: "Deflect", cost: 2,
        reaction: Some((answers: [Ranged], concerning: Me, by: Enemy)), effects: [FailLink])])"#,
        );
        assert_eq!(e.len(), 1, "{e:?}");
        assert!(
            e[0].contains("reaction `deflect_arrow` answers nothing"),
            "{e:?}"
        );
        // Every attack of the basic rules targets an enemy: never one from an ally at me.
        let e = errors_with(
            r#"(actions: [(id: "cheer", name: "Cheer", cost: 2,
        reaction: Some((answers: [Attack], concerning: Me, by: Ally)), effects: [Prepare("1")])])"#,
        );
        assert_eq!(e.len(), 1, "{e:?}");
    }
}
