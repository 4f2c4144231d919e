//! R3 equipment moved in combat, and R8.4 equipment actions: equip, stow, drop, pick up,
//! hand-overs, items that cannot move (R3.4–R3.7, R8.4).

use crate::common::*;
use crate::r3_equipment::{act, items, offered, s, why_not, worn};

use aguja::combat::{CombatEvent, CombatantId, Rejection};
use aguja::content::Content;
use aguja::script::ScriptRun;

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
    assert_eq!(reason, &Rejection::NoRoom);
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
    assert_eq!(
        why_not(&lib, unavailable, "take_from_ally"),
        Some(&Rejection::NothingToTake)
    );

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
        assert_eq!(reason, &Rejection::WornFixed, "{action}");
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
