//! R3 equipment, what it does: parts, modifiers, granted actions, and the free hand Punch needs
//! (R3.1–R3.3, R3.8). Moving it in combat is in `r3_equipment_actions.rs`, which shares the
//! helpers here.

use crate::common;

use aguja::combat::decision::{ActOption, TargetChoices, Unavailable};
use aguja::combat::{CombatEvent, CombatantId, ItemRef, Rejection, Request};
use aguja::content::Content;
use aguja::script::ScriptRun;
use common::*;

/// The open Act request: who acts, what it may do and what it may not.
pub(crate) fn act(run: &ScriptRun) -> (CombatantId, &[ActOption], &[Unavailable]) {
    match &run.state.pending.request {
        Some(Request::Act {
            actor,
            options,
            unavailable,
        }) => (*actor, options, unavailable),
        other => panic!("expected an Act request, got {other:?} ({:?})", run.outcome),
    }
}

/// The option for the action with this id, if offered.
pub(crate) fn offered<'a>(
    lib: &Content,
    options: &'a [ActOption],
    action: &str,
) -> Option<&'a ActOption> {
    let id = lib.action_id(action).expect("known action");
    options.iter().find(|o| o.action == id)
}

/// Why the action with this id is unavailable, if it is listed as such.
pub(crate) fn why_not<'a>(
    lib: &Content,
    unavailable: &'a [Unavailable],
    action: &str,
) -> Option<&'a Rejection> {
    let id = lib.action_id(action).expect("known action");
    unavailable
        .iter()
        .find(|u| u.action == id)
        .map(|u| &u.reason)
}

/// The items an equipment option may move, as (item id, AP cost).
pub(crate) fn items(lib: &Content, run: &ScriptRun, option: &ActOption) -> Vec<(String, u32)> {
    let TargetChoices::Items(list) = &option.targets else {
        panic!("not an equipment option: {option:?}")
    };
    list.iter()
        .map(|(r, cost)| {
            let item = match r {
                ItemRef::Pack(i) | ItemRef::Worn(i) | ItemRef::Ally(_, i) => *i,
                ItemRef::Ground(g) => run.state.ground.iter().find(|o| o.id == *g).unwrap().item,
            };
            (lib.item(item).def.id.to_string(), *cost)
        })
        .collect()
}

/// What a combatant wears: (item id, names of the parts it occupies).
pub(crate) fn worn(lib: &Content, run: &ScriptRun, who: CombatantId) -> Vec<(String, Vec<String>)> {
    let f = &run.state.fighters[who.index()];
    f.gear
        .worn
        .iter()
        .map(|w| {
            let parts = w
                .parts
                .iter()
                .map(|&p| f.parts[usize::from(p)].name.to_string())
                .collect();
            (lib.item(w.item).def.id.to_string(), parts)
        })
        .collect()
}

pub(crate) fn s(v: &[&str]) -> Vec<String> {
    v.iter().map(|x| x.to_string()).collect()
}

// R3.1: twin parts (two hands) each hold a different item, and no part is shared.
#[test]
fn r3_1_twin_hands_hold_different_items() {
    let lib = library();
    let run = run_text(
        r#"(
        encounter: Inline((name: "t", heroes: [(kind: "squire")], minions: [(kind: "goblin")], ground: ["goblin_shield"])),
        setup: Some((combatants: [(name: "Goblin", ap_level: Some(0))])),
        decisions: [
            Act(who: "Squire", action: "equip", item: Some("short_sword")),
            Act(who: "Squire", action: "pick_up", item: Some("goblin_shield")),
        ],
    )"#,
    );
    print_log(&run);
    let squire = id(&run, "Squire");
    let gear = worn(&lib, &run, squire);
    assert_eq!(
        gear,
        vec![
            ("leather_cap".to_string(), s(&["head"])),
            ("short_sword".to_string(), s(&["left hand"])),
            ("goblin_shield".to_string(), s(&["right hand"])),
        ]
    );
    let mut all: Vec<&String> = gear.iter().flat_map(|(_, p)| p).collect();
    let n = all.len();
    // `dedup` removes only adjacent repeats: sorted first, any repeat is adjacent.
    all.sort();
    all.dedup();
    assert_eq!(all.len(), n, "no part holds two items");
}

// R3.1: a part that holds an item takes no other: a hand with knuckles leaves one hand, so the
// two-handed axe cannot go on, and a one-handed sword goes to the other hand.
#[test]
fn r3_1_an_occupied_part_takes_no_other_item() {
    let lib = library();
    let text = |decisions: &str| {
        format!(
            r#"(
            encounter: Inline((name: "t", heroes: [(kind: "brawler")], minions: [(kind: "goblin")], ground: ["war_axe", "short_sword"])),
            setup: Some((combatants: [(name: "Goblin", ap_level: Some(0))])),
            decisions: [{decisions}],
        )"#
        )
    };
    let before = run_text(&text(""));
    let (_, options, unavailable) = act(&before);
    let reason = why_not(&lib, unavailable, "equip").expect("the pack's axe cannot be equipped");
    assert_eq!(reason, &Rejection::NoRoom);
    let pick = offered(&lib, options, "pick_up").expect("the sword can be picked up");
    assert_eq!(
        items(&lib, &before, pick),
        vec![("short_sword".to_string(), 2)],
        "the war axe needs both hands"
    );

    let after = run_text(&text(
        r#"Act(who: "Brawler", action: "pick_up", item: Some("short_sword"))"#,
    ));
    print_log(&after);
    let brawler = id(&after, "Brawler");
    assert_eq!(
        worn(&lib, &after, brawler),
        vec![
            ("spiked_knuckles".to_string(), s(&["left hand"])),
            ("short_sword".to_string(), s(&["right hand"])),
        ]
    );
    let (_, options, unavailable) = act(&after);
    assert!(offered(&lib, options, "pick_up").is_none());
    assert!(why_not(&lib, unavailable, "pick_up").is_some());
}

// R3.1: a two-handed item takes both hands, and only when both are free.
#[test]
fn r3_1_a_two_handed_item_needs_both_hands_free() {
    let lib = library();
    let text = |decisions: &str| {
        format!(
            r#"(
            encounter: Inline((name: "t", heroes: [(kind: "squire")], minions: [(kind: "goblin")], ground: ["war_axe"])),
            setup: Some((combatants: [(name: "Goblin", ap_level: Some(0))])),
            decisions: [{decisions}],
        )"#
        )
    };
    let axe = run_text(&text(
        r#"Act(who: "Squire", action: "pick_up", item: Some("war_axe"))"#,
    ));
    let squire = id(&axe, "Squire");
    assert!(
        worn(&lib, &axe, squire)
            .contains(&("war_axe".to_string(), s(&["left hand", "right hand"])))
    );

    let sword = run_text(&text(
        r#"Act(who: "Squire", action: "equip", item: Some("short_sword"))"#,
    ));
    let (who, options, unavailable) = act(&sword);
    assert_eq!(who, squire);
    assert!(
        offered(&lib, options, "pick_up").is_none(),
        "one hand holds the sword"
    );
    assert!(why_not(&lib, unavailable, "pick_up").is_some());
}

// R3.2: the knuckles' +1 Str applies while their hand is active, and not once it is disabled.
#[test]
fn r3_2_a_disabled_hand_turns_off_the_knuckles_strength() {
    let lib = library();
    let punch_str = |limb_damage: u32| {
        let run = run_text(&format!(
            r#"(
            encounter: Inline((name: "t", heroes: [(kind: "brawler")], minions: [(kind: "goblin")])),
            setup: Some((combatants: [
                (name: "Brawler", limb_damage: [("left hand", {limb_damage})]),
                (name: "Goblin", ap_level: Some(0)),
            ])),
            dice: [5, 5, 5, 1],
            decisions: [Act(who: "Brawler", action: "punch", targets: ["Goblin"])],
        )"#
        ));
        print_log(&run);
        let brawler = id(&run, "Brawler");
        let co = run.events.iter().find_map(|e| match e {
            CombatEvent::CheckRolled { who, outcome, .. } if *who == brawler => {
                outcome.terms.co.map(|(_, v)| v)
            }
            _ => None,
        });
        let stat = run.state.fighters[brawler.index()].stats(&lib).str;
        (co, stat)
    };
    // Brawler Str 2; HP 14, so a hand is disabled at 7 damage (R4.5).
    assert_eq!(punch_str(6), (Some(3), 3), "hand still active: +1 Str");
    assert_eq!(punch_str(7), (Some(2), 2), "hand disabled: no +1 Str");
}

// R3.3: an action granted by an item is unavailable while one of its limbs is disabled; the
// two-handed axe stays (one hand still works, R3.7) but Cleave is greyed out with the reason.
#[test]
fn r3_3_granted_action_unavailable_while_its_limb_is_disabled() {
    let lib = library();
    let run = run_text(
        r#"(
        encounter: Inline((name: "t", heroes: [(kind: "squire")], minions: [(kind: "goblin")], ground: ["war_axe"])),
        setup: Some((combatants: [(name: "Squire", limb_damage: [("left hand", 5)])])),
        dice: [5, 5, 5, 5],
        decisions: [
            Act(who: "Squire", action: "pick_up", item: Some("war_axe")),
            Act(who: "Goblin", action: "stab", targets: ["Squire/left hand"]),
        ],
    )"#,
    );
    print_log(&run);
    let squire = id(&run, "Squire");
    assert!(run.events.iter().any(|e| matches!(e,
        CombatEvent::LimbDisabled { who, limb: 7 } if *who == squire)));
    assert!(worn(&lib, &run, squire).iter().any(|(i, _)| i == "war_axe"));
    let (who, options, unavailable) = act(&run);
    assert_eq!(who, squire);
    assert!(offered(&lib, options, "cleave").is_none());
    let reason = why_not(&lib, unavailable, "cleave").expect("cleave is listed as unavailable");
    assert!(
        matches!(reason, Rejection::ItemLimbDisabled { limb } if limb == "left hand"),
        "{reason:?}"
    );
}

// R3.3 (with R6.3): a limb on hold bars the item's granted reaction, but its modifier stays.
#[test]
fn r3_3_granted_reaction_unavailable_while_its_limb_is_on_hold() {
    let run = run_text(
        r#"(
        encounter: Inline((name: "t", heroes: [(kind: "red_haggar")], minions: [(kind: "goblin")])),
        setup: Some((combatants: [(name: "Goblin", limb_wait: [("left hand", 2)])])),
        dice: [5, 5, 5, 1],
        decisions: [Act(who: "Red Haggar", action: "punch", targets: ["Goblin"])],
    )"#,
    );
    print_log(&run);
    let goblin = id(&run, "Goblin");
    let (reaction, reason) = auto_passed(&run, goblin)
        .flatten()
        .expect("the Goblin cannot Block");
    assert_eq!(reaction, "block");
    assert!(
        matches!(&reason, Rejection::ItemLimbOnHold { limb } if limb == "left hand"),
        "{reason:?}"
    );
    assert!(
        !run.events
            .iter()
            .any(|e| matches!(e, CombatEvent::ReactionDeclared { .. }))
    );
    // The shield's +1 Def still counts (R6.3): difficulty 11 + Def 2.
    let difficulty = run.events.iter().find_map(|e| match e {
        CombatEvent::CheckRolled { outcome, .. } => Some(outcome.difficulty),
        _ => None,
    });
    assert_eq!(difficulty, Some(13));
}

// R3.8: Punch needs a free hand: a hand with knuckles is not free, and once the other holds a
// sword, Punch is unavailable and says why.
#[test]
fn r3_8_punch_is_unavailable_when_both_hands_hold_items() {
    let lib = library();
    let text = |decisions: &str| {
        format!(
            r#"(
            encounter: Inline((name: "t", heroes: [(kind: "brawler")], minions: [(kind: "goblin")], ground: ["short_sword"])),
            setup: Some((combatants: [(name: "Goblin", ap_level: Some(0))])),
            decisions: [{decisions}],
        )"#
        )
    };
    let one_hand = run_text(&text(""));
    let (_, options, _) = act(&one_hand);
    assert!(
        offered(&lib, options, "punch").is_some(),
        "the right hand is free"
    );

    let full = run_text(&text(
        r#"Act(who: "Brawler", action: "pick_up", item: Some("short_sword"))"#,
    ));
    print_log(&full);
    let (who, options, unavailable) = act(&full);
    assert_eq!(who, id(&full, "Brawler"));
    assert!(offered(&lib, options, "punch").is_none());
    let reason = why_not(&lib, unavailable, "punch").expect("punch is greyed out");
    assert!(
        matches!(reason, Rejection::NeedsFreeLimb { kind } if kind == "hand"),
        "{reason:?}"
    );
    assert!(
        offered(&lib, options, "kick").is_some(),
        "feet hold nothing"
    );
}
