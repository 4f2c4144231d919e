//! R6.3 and equipment actions: moving an item uses the parts it is on or goes on, so while a
//! limb is on hold an item on no limb (an amulet on the neck) cannot be moved: that would be an
//! action using no limb. Items moved with ready limbs still can.

use crate::common;

use aguja::combat::decision::TargetChoices;
use aguja::combat::{ItemRef, Request};
use aguja::content::Content;
use aguja::script::ScriptRun;
use common::*;
use std::sync::Arc;

/// An amulet for the neck that can be moved in combat, and a hero carrying it and a dagger.
const AMULET: &str = r#"(
    items: [
        (id: "t_amulet", name: "Amulet", description: "Neck. Equip 2 AP.",
            parts: ["neck"], equip_cost: Some(2)),
    ],
    combatants: [
        (id: "t_carrier", name: "Carrier", side: Heroes, body: "hero",
            attributes: (ap: 12, hp: 10, str: 1, def: 0, per: 0, mag: 0),
            pack: ["t_amulet", "dagger"]),
        (id: "t_wearer", name: "Wearer", side: Heroes, body: "hero",
            attributes: (ap: 12, hp: 10, str: 1, def: 0, per: 0, mag: 0),
            equipment: ["t_amulet", "dagger"]),
    ],
)"#;

/// Runs the hero `kind` called `name` against a Goblin, with 2 wait points on `held`, if any.
fn hero(content: &Arc<Content>, kind: &str, name: &str, held: Option<&str>) -> ScriptRun {
    let wait = held.map_or(String::new(), |limb| format!(r#"("{limb}", 2)"#));
    run_with(
        content.clone(),
        &format!(
            r#"(
        encounter: Inline((name: "t", heroes: [(kind: "{kind}")], minions: [(kind: "goblin")])),
        setup: Some((combatants: [(name: "{name}", limb_wait: [{wait}])])),
    )"#
        ),
    )
}

/// The ids of the items the open request lets `action` move; empty if it is not offered.
fn movable(content: &Content, run: &ScriptRun, action: &str) -> Vec<String> {
    let Some(Request::Act { options, .. }) = &run.state.pending.request else {
        panic!(
            "expected an action request, got {:?}",
            run.state.pending.request
        )
    };
    let id = content.action_id(action).expect("a known action");
    let Some(option) = options.iter().find(|o| o.action == id) else {
        return Vec::new();
    };
    let TargetChoices::Items(items) = &option.targets else {
        panic!("{action} does not move items")
    };
    items
        .iter()
        .map(|(r, _)| match r {
            ItemRef::Pack(i) | ItemRef::Worn(i) | ItemRef::Ally(_, i) => {
                content.item(*i).def.id.clone()
            }
            ItemRef::Ground(_) => unreachable!("nothing lies on the ground"),
        })
        .collect()
}

// R6.3: with the left hand on hold, the dagger can still be equipped (into the right hand), the
// amulet not: it goes on the neck, no limb. With no limb on hold, both can.
#[test]
fn r6_3_with_a_limb_on_hold_an_item_on_no_limb_cannot_be_equipped() {
    let content = library_with(AMULET);
    let free = hero(&content, "t_carrier", "Carrier", None);
    assert_eq!(movable(&content, &free, "equip"), ["t_amulet", "dagger"]);
    let held = hero(&content, "t_carrier", "Carrier", Some("left hand"));
    assert_eq!(movable(&content, &held, "equip"), ["dagger"]);
}

// R6.3: likewise a worn amulet cannot be stowed or dropped while a limb (the feet) is on hold;
// the dagger, in a hand that is not on hold, can.
#[test]
fn r6_3_with_a_limb_on_hold_an_item_on_no_limb_cannot_be_stowed_or_dropped() {
    let content = library_with(AMULET);
    let free = hero(&content, "t_wearer", "Wearer", None);
    let held = hero(&content, "t_wearer", "Wearer", Some("feet"));
    for action in ["stow", "drop"] {
        assert_eq!(movable(&content, &free, action), ["t_amulet", "dagger"]);
        assert_eq!(movable(&content, &held, action), ["dagger"]);
    }
}
