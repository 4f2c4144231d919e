//! Checks on the meaning of content, after every reference resolved: things the type system
//! cannot say, each of which would otherwise surface as a stuck or endless combat.

use super::error::{ContentError, SourceText};
use super::types::{ContentFile, TargetDef};

/// Attribute values and modifiers stay within this, so no sum can overflow.
pub const MAX_ATTRIBUTE: i32 = 1_000;
/// Parts per body: part indices are stored in a byte.
pub const MAX_PARTS: usize = 64;

/// Every semantic error in one parsed file.
pub fn check_file(src: &SourceText, file: &ContentFile) -> Vec<ContentError> {
    let mut errors = Vec::new();
    for a in &file.actions {
        let moves_item = matches!(
            a.target,
            TargetDef::PackedItem
                | TargetDef::WornItem
                | TargetDef::GroundItem
                | TargetDef::AllyItem
        );
        if a.cost == 0 && a.item_cost.is_none() && !moves_item {
            errors.push(src.error_at(
                None,
                &a.id,
                format!("action `{}` costs 0 AP: it could be taken forever; give it a cost of at least 1", a.id),
            ));
        }
        if a.cost > MAX_ATTRIBUTE as u32 {
            errors.push(src.error_at(
                None,
                &a.id,
                format!("action `{}` costs more than {MAX_ATTRIBUTE} AP", a.id),
            ));
        }
    }
    for b in &file.bodies {
        if b.parts.len() > MAX_PARTS {
            errors.push(src.error_at(
                None,
                &b.id,
                format!("body `{}` has more than {MAX_PARTS} parts", b.id),
            ));
        }
        for (i, p) in b.parts.iter().enumerate() {
            let earlier = b.parts[..i].iter().filter(|q| q.name == p.name).count();
            if earlier > 0 {
                errors.push(src.error_at_field(
                    &b.id,
                    "name",
                    &p.name,
                    earlier,
                    format!("body `{}` has two parts named `{}`", b.id, p.name),
                ));
            }
        }
    }
    for k in &file.combatants {
        let a = &k.attributes;
        for (name, v) in [
            ("ap", a.ap),
            ("hp", a.hp),
            ("str", a.str),
            ("def", a.def),
            ("per", a.per),
            ("mag", a.mag),
            ("dr", a.dr),
        ] {
            if v.abs() > MAX_ATTRIBUTE {
                errors.push(src.error_at(
                    None,
                    &k.id,
                    format!("`{}`: {name} {v} is beyond ±{MAX_ATTRIBUTE}", k.id),
                ));
            }
        }
        if a.hp <= 0 || a.ap < 0 {
            errors.push(src.error_at(
                None,
                &k.id,
                format!("`{}` needs HP above 0 and AP of at least 0", k.id),
            ));
        }
    }
    let modifier_lists = file
        .items
        .iter()
        .map(|i| (&i.id, &i.modifiers))
        .chain(file.advantages.iter().map(|a| (&a.id, &a.modifiers)));
    for (id, modifiers) in modifier_lists {
        if modifiers.iter().any(|(_, v)| v.abs() > MAX_ATTRIBUTE) {
            errors.push(src.error_at(
                None,
                id,
                format!("`{id}`: a modifier is beyond ±{MAX_ATTRIBUTE}"),
            ));
        }
    }
    for i in &file.items {
        if i.parts.is_empty() {
            errors.push(src.error_at(
                None,
                &i.id,
                format!("item `{}` needs at least one body part", i.id),
            ));
        }
        if i.equip_cost == Some(0) {
            errors.push(src.error_at(
                None,
                &i.id,
                format!("item `{}`: an equip cost of 0 is not allowed; leave it out for items moved only outside combat", i.id),
            ));
        }
    }
    errors
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
    fn free_actions_and_absurd_numbers_are_errors_with_a_place() {
        let e = errors(r#"(actions: [(id: "nap", name: "Nap", cost: 0)])"#);
        assert_eq!(e.len(), 1);
        assert!(
            e[0].starts_with("t.ron:1:17: action `nap` costs 0 AP"),
            "{e:?}"
        );
        let e = errors(
            r#"(combatants: [(id: "ogre", name: "Ogre", side: Minions, body: "b",
                attributes: (ap: 5, hp: 99999))])"#,
        );
        assert!(e[0].contains("hp 99999 is beyond"), "{e:?}");
        let e = errors(r#"(items: [(id: "x", name: "X", parts: ["hand"], equip_cost: Some(0))])"#);
        assert!(e[0].contains("equip cost of 0"), "{e:?}");
        let e = errors(
            r#"(bodies: [(id: "b", parts: [(name: "claw", kind: "claw", limb: true), (name: "claw", kind: "claw")])])"#,
        );
        assert!(e[0].contains("two parts named `claw`"), "{e:?}");
    }

    #[test]
    fn shipped_content_passes() {
        assert!(crate::content::load_content(&crate::content::assets_dir()).is_ok());
    }
}
