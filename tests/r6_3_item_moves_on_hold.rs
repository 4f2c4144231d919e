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
        (id: "t_bare", name: "Bare", side: Heroes, body: "hero",
            attributes: (ap: 12, hp: 10, str: 1, def: 0, per: 0, mag: 0)),
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
            ItemRef::Ground(g) => {
                let on_ground = run
                    .state
                    .ground
                    .iter()
                    .find(|i| i.id == *g)
                    .expect("on the ground");
                content.item(on_ground.item).def.id.clone()
            }
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

/// The hero "Bare" (nothing worn or carried) beside the Wearer, against a Goblin, with an amulet
/// and a dagger on the ground and 2 wait points on Bare's `held` limb, if any.
fn bare(content: &Arc<Content>, held: Option<&str>) -> ScriptRun {
    let wait = held.map_or(String::new(), |limb| format!(r#"("{limb}", 2)"#));
    run_with(
        content.clone(),
        &format!(
            r#"(
        encounter: Inline((name: "t", heroes: [(kind: "t_bare"), (kind: "t_wearer")],
            minions: [(kind: "goblin")], ground: ["t_amulet", "dagger"])),
        setup: Some((combatants: [(name: "Bare", ap_level: Some(15), limb_wait: [{wait}]),
            (name: "Wearer", ap_level: Some(0)), (name: "Goblin", ap_level: Some(0))])),
    )"#
        ),
    )
}

// R6.3: picking an item up uses the parts it goes on, so with the left hand on hold the dagger
// can still be picked up (into the right hand), the amulet (for the neck, no limb) cannot.
#[test]
fn r6_3_with_a_limb_on_hold_an_item_on_no_limb_cannot_be_picked_up() {
    let content = library_with(AMULET);
    let free = bare(&content, None);
    assert_eq!(movable(&content, &free, "pick_up"), ["t_amulet", "dagger"]);
    let held = bare(&content, Some("left hand"));
    assert_eq!(movable(&content, &held, "pick_up"), ["dagger"]);
}

// R6.3: likewise taking an item from an ally: the Wearer's dagger can be taken while Bare's
// left hand is on hold, its amulet not.
#[test]
fn r6_3_with_a_limb_on_hold_an_item_on_no_limb_cannot_be_taken_from_an_ally() {
    let content = library_with(AMULET);
    let free = bare(&content, None);
    assert_eq!(
        movable(&content, &free, "take_from_ally"),
        ["t_amulet", "dagger"]
    );
    let held = bare(&content, Some("left hand"));
    assert_eq!(movable(&content, &held, "take_from_ally"), ["dagger"]);
}
