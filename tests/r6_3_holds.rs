//! R6.3 with hands on hold: "a limb on hold cannot equip, stow or drop". A hand is the limb
//! items go in, so these tests hold hands (the feet never take a sword).

use crate::common;

use aguja::combat::decision::TargetChoices;
use aguja::combat::{ItemRef, Request};
use aguja::script::ScriptRun;
use common::*;

/// A lone hero of `kind` called `name` against a Goblin at AP level 0, with `holds` as (limb,
/// wait points), playing `decisions`.
fn hero_with_holds(kind: &str, name: &str, holds: &str, decisions: &str) -> ScriptRun {
    run_text(&format!(
        r#"(
        encounter: Inline((name: "t", heroes: [(kind: "{kind}")], minions: [(kind: "goblin")])),
        setup: Some((combatants: [(name: "Goblin", ap_level: Some(0)), (name: "{name}", limb_wait: [{holds}])])),
        decisions: [{decisions}],
    )"#
    ))
}

/// The names of the parts `who` wears the item with this id on.
fn worn_on(run: &ScriptRun, who: &str, item: &str) -> Vec<String> {
    let lib = library();
    let f = fighter(run, who);
    let worn = f
        .gear
        .worn
        .iter()
        .find(|w| lib.item(w.item).def.id == item)
        .unwrap_or_else(|| panic!("{who} wears no {item}: {:?}", f.gear));
    worn.parts
        .iter()
        .map(|&p| f.parts[usize::from(p)].name.to_string())
        .collect()
}

/// The ids of the worn items the open Act request lets `action` move ([] if not offered).
fn movable(run: &ScriptRun, action: &str) -> Vec<String> {
    let lib = library();
    let Some(Request::Act { options, .. }) = &run.state.pending.request else {
        panic!(
            "expected an Act request, got {:?}",
            run.state.pending.request
        )
    };
    let id = lib.action_id(action).expect("a known action");
    let Some(option) = options.iter().find(|o| o.action == id) else {
        return Vec::new();
    };
    let TargetChoices::Items(items) = &option.targets else {
        panic!("{action} moves no item")
    };
    items
        .iter()
        .map(|(r, _)| match r {
            ItemRef::Worn(i) => lib.item(*i).def.id.clone(),
            other => panic!("{action} offers {other:?}"),
        })
        .collect()
}

// The Squire's sword goes to the first free hand, the left one; with the left hand on hold (5
// wait points: still 3 after paying the equip cost of 2) it goes to the right hand instead.
#[test]
fn r6_3_a_hand_on_hold_takes_no_item_the_free_hand_does() {
    let equip = r#"Act(who: "Squire", action: "equip", item: Some("short_sword"))"#;
    let free = hero_with_holds("squire", "Squire", "", equip);
    print_log(&free);
    assert_eq!(worn_on(&free, "Squire", "short_sword"), ["left hand"]);
    let held = hero_with_holds("squire", "Squire", r#"("left hand", 5)"#, equip);
    print_log(&held);
    assert_eq!(worn_on(&held, "Squire", "short_sword"), ["right hand"]);
}

// With both hands on hold the sword has nowhere to go: Equip is not offered (the feet, not on
// hold, still kick).
#[test]
fn r6_3_with_both_hands_on_hold_nothing_can_be_equipped() {
    let run = hero_with_holds(
        "squire",
        "Squire",
        r#"("left hand", 2), ("right hand", 2)"#,
        "",
    );
    let (offered, greyed) = menu(&run);
    assert!(!offered.contains(&"equip".to_string()), "{offered:?}");
    assert!(greyed.iter().any(|(a, _)| a == "equip"), "{greyed:?}");
    assert!(offered.contains(&"kick".to_string()), "{offered:?}");
}

// The Knight holds her shield in the left hand and her sword in the right. Whichever hand is on
// hold keeps its item: Stow and Drop offer only the item in the other hand.
#[test]
fn r6_3_an_item_in_a_hand_on_hold_cannot_be_stowed_or_dropped() {
    let free = hero_with_holds("knight", "Knight", "", "");
    assert_eq!(worn_on(&free, "Knight", "heater_shield"), ["left hand"]);
    assert_eq!(worn_on(&free, "Knight", "arming_sword"), ["right hand"]);
    for action in ["stow", "drop"] {
        assert_eq!(
            movable(&free, action),
            ["heater_shield", "arming_sword"],
            "{action}"
        );
    }
    let sword_held = hero_with_holds("knight", "Knight", r#"("right hand", 3)"#, "");
    let shield_held = hero_with_holds("knight", "Knight", r#"("left hand", 3)"#, "");
    for action in ["stow", "drop"] {
        assert_eq!(movable(&sword_held, action), ["heater_shield"], "{action}");
        assert_eq!(movable(&shield_held, action), ["arming_sword"], "{action}");
    }
}
