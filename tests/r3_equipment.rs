//! R3 equipment and R8.4 equipment actions: parts, modifiers, granted actions, equip, stow, drop, pick up, hand-overs.

use crate::common;

use aguja::combat::decision::{ActOption, TargetChoices, Unavailable};
use aguja::combat::{CombatEvent, CombatantId, ItemRef, Request};
use aguja::content::Content;
use aguja::script::ScriptRun;
use common::*;

/// The open Act request: who acts, what it may do and what it may not.
fn act(run: &ScriptRun) -> (CombatantId, &[ActOption], &[Unavailable]) {
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
fn offered<'a>(lib: &Content, options: &'a [ActOption], action: &str) -> Option<&'a ActOption> {
    let id = lib.action_id(action).expect("known action");
    options.iter().find(|o| o.action == id)
}

/// Why the action with this id is unavailable, if it is listed as such.
fn why_not<'a>(lib: &Content, unavailable: &'a [Unavailable], action: &str) -> Option<&'a str> {
    let id = lib.action_id(action).expect("known action");
    unavailable
        .iter()
        .find(|u| u.action == id)
        .map(|u| u.reason.as_str())
}

/// The items an equipment option may move, as (item id, AP cost).
fn items(lib: &Content, run: &ScriptRun, option: &ActOption) -> Vec<(String, u32)> {
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
fn worn(lib: &Content, run: &ScriptRun, who: CombatantId) -> Vec<(String, Vec<String>)> {
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

/// Every AP payment of a combatant as (cost, before, after).
fn paid(run: &ScriptRun, who: CombatantId) -> Vec<(u32, u32, u32)> {
    run.events
        .iter()
        .filter_map(|e| match e {
            CombatEvent::ApPaid {
                who: w,
                cost,
                before,
                after,
                ..
            } if *w == who => Some((*cost, *before, *after)),
            _ => None,
        })
        .collect()
}

fn ground_ids(lib: &Content, run: &ScriptRun) -> Vec<String> {
    run.state
        .ground
        .iter()
        .map(|g| lib.item(g.item).def.id.to_string())
        .collect()
}

fn s(v: &[&str]) -> Vec<String> {
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
    assert!(reason.contains("R3.4"), "{reason}");
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
    assert!(reason.contains("left hand is disabled"), "{reason}");
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
    let reason = run.events.iter().find_map(|e| match e {
        CombatEvent::AutoPassed { who, reason } if *who == goblin => Some(reason.clone()),
        _ => None,
    });
    let reason = reason.expect("the Goblin cannot Block");
    assert!(
        reason.contains("Block") && reason.contains("left hand is on hold"),
        "{reason}"
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

// R3.4: equipping from the pack pays the item's equip cost.
#[test]
fn r3_4_equip_pays_the_equip_cost() {
    let lib = library();
    let run = run_text(
        r#"(
        encounter: Inline((name: "t", heroes: [(kind: "squire")], minions: [(kind: "goblin")])),
        setup: Some((combatants: [(name: "Goblin", ap_level: Some(0))])),
        decisions: [Act(who: "Squire", action: "equip", item: Some("short_sword"))],
    )"#,
    );
    print_log(&run);
    let squire = id(&run, "Squire");
    assert_eq!(paid(&run, squire), vec![(2, 10, 8)]);
    assert!(run.events.iter().any(|e| matches!(e,
        CombatEvent::ItemEquipped { who, item } if *who == squire && &*lib.item(*item).def.id == "short_sword")));
    assert!(run.state.fighters[squire.index()].gear.pack.is_empty());
    assert!(worn(&lib, &run, squire).contains(&("short_sword".to_string(), s(&["left hand"]))));
}

// R3.4: the parts must be free and active: with the left hand disabled the sword goes to the
// right one; with one hand disabled and the other holding a shield, Equip is unavailable.
#[test]
fn r3_4_equip_needs_a_free_active_part() {
    let lib = library();
    let text = |limb: &str, decisions: &str| {
        format!(
            r#"(
            encounter: Inline((name: "t", heroes: [(kind: "squire")], minions: [(kind: "goblin")], ground: ["goblin_shield"])),
            setup: Some((combatants: [(name: "Squire", limb_damage: [("{limb}", 6)]), (name: "Goblin", ap_level: Some(0))])),
            decisions: [{decisions}],
        )"#
        )
    };
    let one = run_text(&text(
        "left hand",
        r#"Act(who: "Squire", action: "equip", item: Some("short_sword"))"#,
    ));
    let squire = id(&one, "Squire");
    assert!(worn(&lib, &one, squire).contains(&("short_sword".to_string(), s(&["right hand"]))));

    let none = run_text(&text(
        "right hand",
        r#"Act(who: "Squire", action: "pick_up", item: Some("goblin_shield"))"#,
    ));
    print_log(&none);
    assert!(worn(&lib, &none, squire).contains(&("goblin_shield".to_string(), s(&["left hand"]))));
    let (who, options, unavailable) = act(&none);
    assert_eq!(who, squire);
    assert!(offered(&lib, options, "equip").is_none());
    let reason = why_not(&lib, unavailable, "equip").expect("equip is greyed out");
    assert!(reason.contains("R3.4"), "{reason}");
}

// R3.4 with R1.1: stowing costs half the equip cost rounded up (the shield's 3 → 2).
#[test]
fn r3_4_stowing_costs_half_the_equip_cost_rounded_up() {
    let lib = library();
    let run = run_text(
        r#"(
        encounter: Inline((name: "t", heroes: [(kind: "squire")], minions: [(kind: "goblin")])),
        setup: Some((combatants: [(name: "Squire", ap_level: Some(0))])),
        decisions: [Act(who: "Goblin", action: "stow", item: Some("goblin_shield"))],
    )"#,
    );
    print_log(&run);
    let goblin = id(&run, "Goblin");
    assert_eq!(paid(&run, goblin), vec![(2, 9, 7)]);
    assert!(
        run.events
            .iter()
            .any(|e| matches!(e, CombatEvent::ItemStowed { who, .. } if *who == goblin))
    );
    let f = &run.state.fighters[goblin.index()];
    assert!(f.gear.worn.is_empty());
    assert_eq!(f.gear.pack, vec![lib.item_id("goblin_shield").unwrap()]);
    assert_eq!(f.stats(&lib).def, 1, "a stowed shield gives no Def");
}

// R3.4: dropping is free and the item lies on the ground.
#[test]
fn r3_4_dropping_is_free_and_puts_the_item_on_the_ground() {
    let lib = library();
    let run = run_text(
        r#"(
        encounter: Inline((name: "t", heroes: [(kind: "squire")], minions: [(kind: "goblin")])),
        setup: Some((combatants: [(name: "Squire", ap_level: Some(0))])),
        decisions: [Act(who: "Goblin", action: "drop", item: Some("goblin_shield"))],
    )"#,
    );
    print_log(&run);
    let goblin = id(&run, "Goblin");
    assert!(paid(&run, goblin).iter().all(|&(cost, _, _)| cost == 0));
    assert_eq!(run.state.fighters[goblin.index()].ap, 9);
    assert!(run.events.iter().any(|e| matches!(e,
        CombatEvent::ItemDropped { who, auto: false, .. } if *who == goblin)));
    assert_eq!(ground_ids(&lib, &run), s(&["goblin_shield"]));
    assert!(run.state.fighters[goblin.index()].gear.worn.is_empty());
}

// R3.5: picking an item up from the ground pays its equip cost and equips it.
#[test]
fn r3_5_picking_up_pays_the_equip_cost() {
    let lib = library();
    let run = run_text(
        r#"(
        encounter: Inline((name: "t", heroes: [(kind: "squire")], minions: [(kind: "goblin")], ground: ["goblin_shield"])),
        setup: Some((combatants: [(name: "Goblin", ap_level: Some(0))])),
        decisions: [Act(who: "Squire", action: "pick_up", item: Some("goblin_shield"))],
    )"#,
    );
    print_log(&run);
    let squire = id(&run, "Squire");
    assert_eq!(paid(&run, squire), vec![(3, 10, 7)]);
    assert!(
        run.events
            .iter()
            .any(|e| matches!(e, CombatEvent::ItemPickedUp { who, .. } if *who == squire))
    );
    assert!(run.state.ground.is_empty());
    assert_eq!(
        run.state.fighters[squire.index()].stats(&lib).def,
        2,
        "Def 1 + shield"
    );
}

const TWO_GOBLINS: &str = r#"encounter: Inline((name: "t", heroes: [(kind: "squire")], minions: [(kind: "goblin"), (kind: "goblin")])),
        setup: Some((combatants: [(name: "Squire", ap_level: Some(0)), (name: "Goblin 2", ap_level: Some(5))])),"#;

// R3.5: taking from an ally asks its controller first; the taker pays the equip cost, the
// giver pays nothing.
#[test]
fn r3_5_taking_from_a_willing_ally_costs_only_the_taker() {
    let lib = library();
    let run = run_text(&format!(
        r#"(
        {TWO_GOBLINS}
        decisions: [
            Act(who: "Goblin 1", action: "take_from_ally", item: Some("goblin_shield")),
            Consent(who: "Goblin 2", agree: true),
        ],
    )"#
    ));
    print_log(&run);
    let (g1, g2) = (id(&run, "Goblin 1"), id(&run, "Goblin 2"));
    let consent = run
        .events
        .iter()
        .position(|e| matches!(e, CombatEvent::ConsentGiven { giver, taker, .. } if *giver == g2 && *taker == g1))
        .expect("the ally agreed");
    let pay = run
        .events
        .iter()
        .position(|e| matches!(e, CombatEvent::ApPaid { who, .. } if *who == g1))
        .expect("the taker paid");
    assert!(consent < pay, "consent comes before paying");
    assert_eq!(paid(&run, g1), vec![(3, 9, 6)]);
    assert!(paid(&run, g2).is_empty(), "giving costs the giver nothing");
    assert_eq!(run.state.fighters[g2.index()].ap, 5);
    assert!(run.events.iter().any(|e| matches!(e,
        CombatEvent::ItemHandedOver { from, to, .. } if *from == g2 && *to == g1)));
    assert!(run.state.fighters[g2.index()].gear.worn.is_empty());
    assert_eq!(
        worn(&lib, &run, g1),
        vec![
            ("goblin_shield".to_string(), s(&["left hand"])),
            ("goblin_shield".to_string(), s(&["right hand"])),
        ]
    );
}

// R3.5: a refusal costs nothing, and the hand-over is not offered again during that
// opportunity; at the next opportunity it is.
#[test]
fn r3_5_a_refusal_costs_nothing_and_is_not_offered_again_that_opportunity() {
    let lib = library();
    let text = |more: &str| {
        format!(
            r#"(
            {TWO_GOBLINS}
            decisions: [
                Act(who: "Goblin 1", action: "take_from_ally", item: Some("goblin_shield")),
                Consent(who: "Goblin 2", agree: false),
                {more}
            ],
        )"#
        )
    };
    let run = run_text(&text(""));
    print_log(&run);
    let (g1, g2) = (id(&run, "Goblin 1"), id(&run, "Goblin 2"));
    assert!(run.events.iter().any(|e| matches!(e,
        CombatEvent::ConsentRefused { giver, taker, .. } if *giver == g2 && *taker == g1)));
    assert!(paid(&run, g1).is_empty(), "a refusal costs nothing");
    assert_eq!(run.state.fighters[g1.index()].ap, 9);
    assert_eq!(run.state.fighters[g2.index()].gear.worn.len(), 1);
    let (who, options, unavailable) = act(&run);
    assert_eq!(who, g1, "the taker chooses again");
    assert!(offered(&lib, options, "take_from_ally").is_none());
    assert!(why_not(&lib, unavailable, "take_from_ally").is_some());

    let later = run_text(&text(r#"Act(who: "Goblin 1", action: "wait"),"#));
    let (who, options, _) = act(&later);
    assert_eq!(who, g1);
    assert!(
        offered(&lib, options, "take_from_ally").is_some(),
        "offered again at the next opportunity"
    );
}

// R3.6: an item with no equip cost cannot be stowed or dropped in combat.
#[test]
fn r3_6_no_cost_items_cannot_be_stowed_or_dropped_in_combat() {
    let lib = library();
    let run = run_text(
        r#"(
        encounter: Inline((name: "t", heroes: [(kind: "brawler")], minions: [(kind: "goblin")])),
        setup: Some((combatants: [(name: "Goblin", ap_level: Some(0))])),
    )"#,
    );
    let (_, options, unavailable) = act(&run);
    for action in ["stow", "drop"] {
        assert!(offered(&lib, options, action).is_none(), "{action}");
        let reason = why_not(&lib, unavailable, action).expect("greyed out");
        assert!(reason.contains("R3.6"), "{action}: {reason}");
    }
    let tried = run_text(
        r#"(
        encounter: Inline((name: "t", heroes: [(kind: "brawler")], minions: [(kind: "goblin")])),
        setup: Some((combatants: [(name: "Goblin", ap_level: Some(0))])),
        decisions: [Act(who: "Brawler", action: "drop", item: Some("spiked_knuckles"))],
    )"#,
    );
    assert!(tried.outcome.is_error(), "{:?}", tried.outcome);
    let brawler = id(&tried, "Brawler");
    assert_eq!(tried.state.fighters[brawler.index()].gear.worn.len(), 1);
}

// R3.6: an item with no equip cost cannot be equipped in combat: not from the ground, not from
// an ally.
#[test]
fn r3_6_no_cost_items_cannot_be_equipped_in_combat() {
    let lib = library();
    let run = run_text(
        r#"(
        encounter: Inline((name: "t", heroes: [(kind: "red_haggar"), (kind: "brawler")], minions: [(kind: "goblin")],
            ground: ["spiked_knuckles", "leather_cap"])),
        setup: Some((combatants: [(name: "Goblin", ap_level: Some(0))])),
    )"#,
    );
    let (who, options, unavailable) = act(&run);
    assert_eq!(who, id(&run, "Red Haggar"));
    for action in ["pick_up", "take_from_ally"] {
        assert!(offered(&lib, options, action).is_none(), "{action}");
        assert!(why_not(&lib, unavailable, action).is_some(), "{action}");
    }
}

// R3.7: when every limb of an item with an equip cost is disabled by damage, it drops to the
// ground by itself, and its modifier is gone.
#[test]
fn r3_7_an_item_with_equip_cost_drops_when_its_limbs_are_disabled() {
    let lib = library();
    let run = run_text(
        r#"(
        encounter: Inline((name: "t", heroes: [(kind: "red_haggar")], minions: [(kind: "goblin")])),
        setup: Some((combatants: [(name: "Goblin", ap_level: Some(0), limb_damage: [("left hand", 1)])])),
        dice: [5, 5, 5, 5],
        decisions: [Act(who: "Red Haggar", action: "punch", targets: ["Goblin/left hand"])],
    )"#,
    );
    print_log(&run);
    let goblin = id(&run, "Goblin");
    // Goblin HP 8: the hand is disabled at 4 damage; the punch deals 5 − 2 = 3.
    let disabled = run
        .events
        .iter()
        .position(|e| matches!(e, CombatEvent::LimbDisabled { who, limb: 7 } if *who == goblin))
        .expect("the left hand is disabled");
    let dropped = run
        .events
        .iter()
        .position(
            |e| matches!(e, CombatEvent::ItemDropped { who, auto: true, .. } if *who == goblin),
        )
        .expect("the shield drops by itself");
    assert!(disabled < dropped);
    assert_eq!(ground_ids(&lib, &run), s(&["goblin_shield"]));
    let f = &run.state.fighters[goblin.index()];
    assert!(f.gear.worn.is_empty());
    assert_eq!(f.stats(&lib).def, 1);
}

// R3.7: an item with no equip cost stays on a disabled limb, reported disabled, without its
// modifier.
#[test]
fn r3_7_an_item_without_equip_cost_stays_but_stops_working() {
    let lib = library();
    let run = run_text(
        r#"(
        encounter: Inline((name: "t", heroes: [(kind: "brawler")], minions: [(kind: "goblin")])),
        setup: Some((combatants: [(name: "Brawler", ap_level: Some(0), limb_damage: [("left hand", 3)])])),
        dice: [5, 5, 5, 5],
        decisions: [Act(who: "Goblin", action: "stab", targets: ["Brawler/left hand"])],
    )"#,
    );
    print_log(&run);
    let brawler = id(&run, "Brawler");
    // Brawler HP 14: the hand is disabled at 7 damage; the stab deals 5 − 1 = 4.
    assert!(run.events.iter().any(|e| matches!(e,
        CombatEvent::ItemDisabled { who, item } if *who == brawler && &*lib.item(*item).def.id == "spiked_knuckles")));
    assert!(
        !run.events
            .iter()
            .any(|e| matches!(e, CombatEvent::ItemDropped { .. }))
    );
    assert!(run.state.ground.is_empty());
    assert_eq!(
        worn(&lib, &run, brawler),
        vec![("spiked_knuckles".to_string(), s(&["left hand"]))]
    );
    assert_eq!(
        run.state.fighters[brawler.index()].stats(&lib).str,
        2,
        "no +1 Str"
    );
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
    assert!(reason.contains("free hand"), "{reason}");
    assert!(
        offered(&lib, options, "kick").is_some(),
        "feet hold nothing"
    );
}

// R8.4: stow, drop, pick up and take from ally are offered, each with its items and costs.
#[test]
fn r8_4_equipment_actions_are_offered_with_their_items_and_costs() {
    let lib = library();
    let run = run_text(
        r#"(
        encounter: Inline((name: "t", heroes: [(kind: "squire")], minions: [(kind: "goblin"), (kind: "goblin")], ground: ["short_sword"])),
        setup: Some((combatants: [(name: "Squire", ap_level: Some(0)), (name: "Goblin 2", ap_level: Some(5))])),
    )"#,
    );
    let (who, options, _) = act(&run);
    assert_eq!(who, id(&run, "Goblin 1"));
    let list = |action: &str| {
        items(
            &lib,
            &run,
            offered(&lib, options, action).unwrap_or_else(|| panic!("{action} offered")),
        )
    };
    let shield = |cost| vec![("goblin_shield".to_string(), cost)];
    assert_eq!(list("stow"), shield(2));
    assert_eq!(list("drop"), shield(0));
    assert_eq!(list("take_from_ally"), shield(3));
    assert_eq!(list("pick_up"), vec![("short_sword".to_string(), 2)]);
}

// R8.4: equip is offered for what is in the pack, at its equip cost.
#[test]
fn r8_4_equip_is_offered_for_items_in_the_pack() {
    let lib = library();
    let run = run_text(
        r#"(
        encounter: Inline((name: "t", heroes: [(kind: "squire")], minions: [(kind: "goblin")])),
        setup: Some((combatants: [(name: "Goblin", ap_level: Some(0))])),
    )"#,
    );
    let (_, options, _) = act(&run);
    let equip = offered(&lib, options, "equip").expect("equip offered");
    assert_eq!(
        items(&lib, &run, equip),
        vec![("short_sword".to_string(), 2)]
    );
}
