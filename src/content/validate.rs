//! Checks on the meaning of content, after every reference resolved: things the type system
//! cannot say, each of which would otherwise surface as a stuck or endless combat.

use super::error::{ContentError, SourceText};
use super::locate::Step;
use super::types::{ActionDef, ContentFile, Duration, Effect, TargetDef};

pub use super::bounds::{MAX_ATTRIBUTE, beyond_bound};

/// Parts per body: part indices are stored in a byte.
pub const MAX_PARTS: usize = 64;

/// Every semantic error in one parsed file.
pub fn check_file(src: &SourceText, file: &ContentFile) -> Vec<ContentError> {
    let mut errors = super::icon_check::check_file(src, file);
    for (index, a) in file.actions.iter().enumerate() {
        check_action(src, index, a, &mut errors);
    }
    for (index, a) in file.actions.iter().enumerate() {
        let cost_at = [
            Step::Field("actions"),
            Step::Item(index),
            Step::Field("cost"),
        ];
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
            ).about(&cost_at));
        }
        if a.cost > MAX_ATTRIBUTE as u32 {
            errors.push(
                src.error_at(
                    None,
                    &a.id,
                    format!("action `{}` costs more than {MAX_ATTRIBUTE} AP", a.id),
                )
                .about(&cost_at),
            );
        }
    }
    for (index, b) in file.bodies.iter().enumerate() {
        let parts_at = [
            Step::Field("bodies"),
            Step::Item(index),
            Step::Field("parts"),
        ];
        if b.parts.len() > MAX_PARTS {
            errors.push(
                src.error_at(
                    None,
                    &b.id,
                    format!("body `{}` has more than {MAX_PARTS} parts", b.id),
                )
                .about(&parts_at),
            );
        }
        for (i, p) in b.parts.iter().enumerate() {
            let earlier = b.parts[..i].iter().filter(|q| q.name == p.name).count();
            if earlier > 0 {
                errors.push(
                    src.error_at_field(
                        &b.id,
                        "name",
                        &p.name,
                        earlier,
                        format!("body `{}` has two parts named `{}`", b.id, p.name),
                    )
                    .about(&[&parts_at[..], &[Step::Item(i), Step::Field("name")]].concat()),
                );
            }
        }
    }
    for (index, k) in file.combatants.iter().enumerate() {
        let a = &k.attributes;
        let attributes_at = [
            Step::Field("combatants"),
            Step::Item(index),
            Step::Field("attributes"),
        ];
        for (name, v) in [
            ("ap", a.ap),
            ("hp", a.hp),
            ("str", a.str),
            ("def", a.def),
            ("per", a.per),
            ("mag", a.mag),
            ("dr", a.dr),
        ] {
            if beyond_bound(v) {
                errors.push(
                    src.error_at(
                        None,
                        &k.id,
                        format!("`{}`: {name} {v} is beyond ±{MAX_ATTRIBUTE}", k.id),
                    )
                    .about(&[&attributes_at[..], &[Step::Field(name)]].concat()),
                );
            }
        }
        if a.hp <= 0 || a.ap < 0 {
            errors.push(
                src.error_at(
                    None,
                    &k.id,
                    format!("`{}` needs HP above 0 and AP of at least 0", k.id),
                )
                .about(&attributes_at),
            );
        }
    }
    let modifier_lists = (file.items.iter().enumerate())
        .map(|(n, i)| ("items", n, &i.id, &i.modifiers))
        .chain(
            (file.advantages.iter().enumerate())
                .map(|(n, a)| ("advantages", n, &a.id, &a.modifiers)),
        );
    for (list, index, id, modifiers) in modifier_lists {
        let modifiers_at = [
            Step::Field(list),
            Step::Item(index),
            Step::Field("modifiers"),
        ];
        if modifiers.iter().any(|&(_, v)| beyond_bound(v)) {
            errors.push(
                src.error_at(
                    None,
                    id,
                    format!("`{id}`: a modifier is beyond ±{MAX_ATTRIBUTE}"),
                )
                .about(&modifiers_at),
            );
        }
    }
    for (index, i) in file.items.iter().enumerate() {
        let at = |field| [Step::Field("items"), Step::Item(index), Step::Field(field)];
        if i.parts.is_empty() {
            errors.push(
                src.error_at(
                    None,
                    &i.id,
                    format!("item `{}` needs at least one body part", i.id),
                )
                .about(&at("parts")),
            );
        }
        if i.equip_cost == Some(0) {
            errors.push(src.error_at(
                None,
                &i.id,
                format!("item `{}`: an equip cost of 0 is not allowed; leave it out for items moved only outside combat", i.id),
            ).about(&at("equip_cost")));
        }
        if let Some(cost) = i.equip_cost.filter(|&c| c > MAX_ATTRIBUTE.unsigned_abs()) {
            errors.push(
                src.error_at(
                    None,
                    &i.id,
                    format!(
                        "item `{}`: an equip cost of {cost} is more than {MAX_ATTRIBUTE} AP",
                        i.id
                    ),
                )
                .about(&at("equip_cost")),
            );
        }
    }
    errors
}

/// Whether the action moves an item: its target is one (R3.4, R3.5, R8.4).
fn targets_an_item(target: &TargetDef) -> bool {
    matches!(
        target,
        TargetDef::PackedItem | TargetDef::WornItem | TargetDef::GroundItem | TargetDef::AllyItem
    )
}

/// A target as content writes it, for messages.
fn target_name(target: &TargetDef) -> &'static str {
    match target {
        TargetDef::NoTarget => "no target",
        TargetDef::Myself => "`Myself`",
        TargetDef::Combatants { .. } => "combatants",
        TargetDef::PackedItem => "`PackedItem`",
        TargetDef::WornItem => "`WornItem`",
        TargetDef::GroundItem => "`GroundItem`",
        TargetDef::AllyItem => "`AllyItem`",
    }
}

/// The item target an equipment effect moves its item from; `None` for other effects.
fn item_target_for(effect: &Effect) -> Option<(&'static str, TargetDef)> {
    Some(match effect {
        Effect::Equip => ("Equip", TargetDef::PackedItem),
        Effect::Stow => ("Stow", TargetDef::WornItem),
        Effect::Drop => ("Drop", TargetDef::WornItem),
        Effect::PickUp => ("PickUp", TargetDef::GroundItem),
        Effect::TakeFromAlly => ("TakeFromAlly", TargetDef::AllyItem),
        _ => return None,
    })
}

/// Action fields that parse but cannot work together: each would be silently ignored or do
/// nothing in a fight. Every error points at the value at fault.
fn check_action(src: &SourceText, index: usize, a: &ActionDef, errors: &mut Vec<ContentError>) {
    let at = |steps: &[Step<'static>]| -> Vec<Step<'static>> {
        let mut path = vec![Step::Field("actions"), Step::Item(index)];
        path.extend_from_slice(steps);
        path
    };
    let id = &a.id;
    let reaction = a.is_reaction();
    let lists = [
        ("effects", &a.effects),
        ("on_failure", &a.on_failure),
        ("on_actor", &a.on_actor),
    ];
    for (list, effects) in lists {
        let on_actor = list == "on_actor";
        for (k, effect) in effects.iter().enumerate() {
            let path = at(&[Step::Field(list), Step::Item(k)]);
            if let Effect::Modify { amount, .. } = effect
                && beyond_bound(*amount)
            {
                errors.push(src.error_at_path(
                    &at(&[Step::Field(list), Step::Item(k), Step::Field("amount")]),
                    id,
                    format!(
                        "a change of {amount} in `{id}` is beyond ±{MAX_ATTRIBUTE}: attributes and their changes stay within ±{MAX_ATTRIBUTE}"
                    ),
                ));
            }
            let mut error = |message: String| errors.push(src.error_at_path(&path, id, message));
            match effect {
                Effect::FailLink | Effect::Redirect => {
                    let name = if *effect == Effect::FailLink {
                        "FailLink"
                    } else {
                        "Redirect"
                    };
                    if on_actor {
                        error(format!(
                            "`{name}` in `on_actor` of `{id}` does nothing: `on_actor` applies to the actor and answers no link; put it in the `effects` of a reaction"
                        ));
                    } else if !reaction {
                        error(format!(
                            "`{name}` in `{list}` of `{id}` does nothing: it acts on the link a reaction answers, and `{id}` is not a reaction; make it one (`reaction: Some((answers: [Attack]))`) or remove `{name}`"
                        ));
                    }
                }
                Effect::WaitOnUsedLimbs(_) if !on_actor && !reaction => error(format!(
                    "`WaitOnUsedLimbs` in `{list}` of `{id}` does nothing: outside `on_actor` it acts on the link a reaction answers, and `{id}` is not a reaction; use `Wait(…)` for wait points on the target, or move it to `on_actor` for the limbs `{id}` used"
                )),
                Effect::Modify {
                    duration: Duration::Rounds(0),
                    ..
                } => errors.push(src.error_at_path(
                    &at(&[Step::Field(list), Step::Item(k), Step::Field("duration")]),
                    id,
                    format!(
                        "`Rounds(0)` in `{id}` would last as long as `Rounds(1)` (to the end of this round): write `Rounds(1)` or more"
                    ),
                )),
                _ => {
                    let Some((name, wanted)) = item_target_for(effect) else {
                        continue;
                    };
                    if on_actor {
                        error(format!(
                            "`{name}` in `on_actor` of `{id}` does nothing: it moves the item the action targets, and `on_actor` has none; put it in `effects`"
                        ));
                    } else if a.target != wanted {
                        let why = if targets_an_item(&a.target) {
                            "another item"
                        } else {
                            "no item"
                        };
                        error(format!(
                            "`{name}` in `{list}` of `{id}` does nothing: it moves the item the action targets, and `{id}` targets {} ({why}); give it `target: {wanted:?}`",
                            target_name(&a.target)
                        ));
                    }
                }
            }
        }
    }
    if a.item_cost.is_some() && !targets_an_item(&a.target) {
        errors.push(src.error_at_path(
            &at(&[Step::Field("item_cost")]),
            id,
            format!(
                "`item_cost` of `{id}` takes the cost from the item the action moves, but `{id}` targets {} and moves none (it would cost `cost`, {} AP): remove `item_cost` and set `cost`, or give it an item target (PackedItem, WornItem, GroundItem, AllyItem)",
                target_name(&a.target),
                a.cost
            ),
        ));
    }
    if reaction && a.target != TargetDef::NoTarget {
        errors.push(src.error_at_path(
            &at(&[Step::Field("target")]),
            id,
            format!(
                "reaction `{id}` has a target, which is ignored: a reaction's target is the owner of the link it answers; remove `target` (choose whose links it answers with `concerning` and `by`)"
            ),
        ));
    }
    if let TargetDef::Combatants { count: 0, .. } = a.target {
        errors.push(src.error_at_path(
            &at(&[Step::Field("target"), Step::Field("count")]),
            id,
            format!(
                "`count: 0` in `{id}` would be taken as 1: write `count: 1` or more (leave it out for 1)"
            ),
        ));
    }
    if reaction && a.keeps_wait_points {
        errors.push(src.error_at_path(
            &at(&[Step::Field("keeps_wait_points")]),
            id,
            format!(
                "`keeps_wait_points` does nothing on reaction `{id}`: paying for a reaction always removes wait points (R6.4, R7.4); remove it"
            ),
        ));
    }
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
    fn each_error_names_the_value_at_fault_by_its_data_path() {
        use crate::content::locate::{OwnedStep, Step::*, owned};
        let paths = |text: &str| -> Vec<Vec<OwnedStep>> {
            let (src, file) = parse_ron::<ContentFile>(SourceText::new("t.ron", text)).unwrap();
            check_file(&src, &file).into_iter().map(|e| e.at).collect()
        };
        let e = paths(
            r#"(actions: [(id: "a", name: "A", cost: 1), (id: "nap", name: "Nap", cost: 0)])"#,
        );
        assert_eq!(e, vec![owned(&[Field("actions"), Item(1), Field("cost")])]);
        let e = paths(
            r#"(bodies: [(id: "b", parts: [(name: "claw", kind: "claw", limb: true), (name: "claw", kind: "claw")])])"#,
        );
        let second_name = [Field("parts"), Item(1), Field("name")];
        assert_eq!(
            e,
            vec![owned(
                &[&[Field("bodies"), Item(0)], &second_name[..]].concat()
            )]
        );
        let e = paths(
            r#"(combatants: [(id: "ogre", name: "Ogre", side: Minions, body: "b",
                attributes: (ap: 5, hp: 99999))])"#,
        );
        let hp = [
            Field("combatants"),
            Item(0),
            Field("attributes"),
            Field("hp"),
        ];
        assert_eq!(e, vec![owned(&hp)]);
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
        // `abs` of the lowest i32 would overflow: the bound is checked without it.
        let e = errors(
            r#"(combatants: [(id: "ogre", name: "Ogre", side: Minions, body: "b",
                attributes: (ap: 5, hp: 9, str: -2147483648))],
                items: [(id: "x", name: "X", parts: ["hand"], modifiers: [(Def, -2147483648)])])"#,
        );
        assert!(e[0].contains("str -2147483648 is beyond"), "{e:?}");
        assert!(e[1].contains("`x`: a modifier is beyond"), "{e:?}");
        let e = errors(
            r#"(actions: [(id: "hex", name: "Hex", cost: 2,
                effects: [Modify(stat: Str, amount: -2147483648, duration: Combat)])])"#,
        );
        assert!(
            e[0].starts_with("t.ron:2:53: a change of -2147483648 in `hex` is beyond"),
            "{e:?}"
        );
        let e = errors(r#"(items: [(id: "x", name: "X", parts: ["hand"], equip_cost: Some(0))])"#);
        assert!(e[0].contains("equip cost of 0"), "{e:?}");
        let e = errors(
            r#"(items: [(id: "x", name: "X", parts: ["hand"], equip_cost: Some(4294967295))])"#,
        );
        assert!(
            e[0].contains("equip cost of 4294967295 is more than 1000 AP"),
            "{e:?}"
        );
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
