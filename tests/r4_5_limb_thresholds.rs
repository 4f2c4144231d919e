//! R4.5 limb thresholds with items: half the HP with items (R1.1), where an item's HP does not
//! count for the limb it is worn on; the combatant card says what the engine does.

use crate::common;

use aguja::combat::CombatEvent;
use aguja::script::ScriptRun;
use aguja::ui::widgets::card::limb_rule;
use common::*;

/// The Ranger (HP 10, padded gambeson +3 HP on the torso) with `d` damage on the left hand.
fn ranger_with_left_hand_damage(d: u32) -> ScriptRun {
    run_text(&format!(
        r#"(
        encounter: Inline((name: "t", heroes: [(kind: "ranger")], minions: [(kind: "goblin")])),
        setup: Some((combatants: [(name: "Ranger", limb_damage: [("left hand", {d})])])),
    )"#
    ))
}

// R4.5: the gambeson is on the torso, not on a limb, so it counts for every limb: HP 13, half
// of it 7 (R1.1). The Ranger keeps both hands, and its bow, up to 6 damage on one.
#[test]
fn r4_5_the_ranger_s_gambeson_counts_for_its_hands() {
    for d in [5, 6] {
        let run = ranger_with_left_hand_damage(d);
        let hand = usize::from(part(&run, "Ranger", "left hand"));
        let f = fighter(&run, "Ranger");
        assert_eq!(f.limb_threshold(hand), 7);
        assert!(f.part_active(hand), "{d} damage < 7");
        let (offered, _) = menu(&run);
        assert!(offered.contains(&"loose_arrow".to_string()), "{offered:?}");
    }
    let run = ranger_with_left_hand_damage(7);
    let hand = usize::from(part(&run, "Ranger", "left hand"));
    assert!(!fighter(&run, "Ranger").part_active(hand), "7 damage ≥ 7");
    let (offered, _) = menu(&run);
    assert!(!offered.contains(&"loose_arrow".to_string()), "{offered:?}");
}

// R4.5: the card's heading takes its number from the engine's threshold.
#[test]
fn r4_5_the_card_shows_the_engine_s_threshold() {
    let run = ranger_with_left_hand_damage(0);
    assert_eq!(
        limb_rule(fighter(&run, "Ranger")),
        "Body — a limb is out at 7 damage"
    );
}

fn bracer_hero(left: u32, right: u32) -> ScriptRun {
    run_with(
        library_with(BRACER),
        &format!(
            r#"(
        encounter: Inline((name: "t", heroes: [(kind: "t_bracer_hero")], minions: [(kind: "goblin")])),
        setup: Some((combatants: [(name: "Bracer hero",
            limb_damage: [("left hand", {left}), ("right hand", {right})])])),
    )"#
        ),
    )
}

// R4.5: an item's HP does not count for the limb it is worn on, so it cannot keep its own limb
// up: the bracer's hand (the left, the first free hand) is out at half of 10, 5; the other hand
// counts the bracer while the bracer's hand is up (R3.2): half of 14, 7.
#[test]
fn r4_5_an_item_on_a_limb_does_not_count_for_that_limb() {
    let run = bracer_hero(4, 5);
    let (left, right) = (
        usize::from(part(&run, "Bracer hero", "left hand")),
        usize::from(part(&run, "Bracer hero", "right hand")),
    );
    let f = fighter(&run, "Bracer hero");
    assert_eq!(
        f.gear.worn[0].parts,
        vec![left as u8],
        "the bracer is on the left hand"
    );
    assert_eq!((f.limb_threshold(left), f.limb_threshold(right)), (5, 7));
    assert!(
        f.part_active(left) && f.part_active(right),
        "4 < 5 and 5 < 7"
    );
    assert_eq!(
        limb_rule(f),
        "Body — a limb is out at 5 to 7 damage, as each shows"
    );

    // At 5 the bracer's own hand is out, and with it the bracer's +4 HP: the right hand is
    // then out at 5 too.
    let run = bracer_hero(5, 0);
    let f = fighter(&run, "Bracer hero");
    assert!(
        !f.part_active(left),
        "5 ≥ half of 10: the bracer does not hold its hand up"
    );
    assert_eq!(f.limb_threshold(right), 5);
}

/// An amulet of +4 HP that can be put on in combat, in the pack of a hero of HP 10.
const AMULET: &str = r#"(
    items: [
        (id: "t_life_amulet", name: "Life amulet", description: "Neck: +4 HP. Equip 2 AP.",
            parts: ["neck"], equip_cost: Some(2), modifiers: [(HP, 4)]),
    ],
    combatants: [
        (id: "t_amulet_hero", name: "Amulet hero", side: Heroes, body: "hero",
            attributes: (ap: 12, hp: 10, str: 1, def: 0, per: 0, mag: 0),
            pack: ["t_life_amulet"]),
    ],
)"#;

// R4.5 (and R4.6's "active again"): putting on an item that adds HP raises the thresholds of
// the limbs it is not on, so a hand out at 5 of HP 10 is back at 5 of HP 14 (threshold 7),
// and the log says so.
#[test]
fn r4_5_putting_on_an_hp_item_can_restore_a_limb() {
    let run = run_with(
        library_with(AMULET),
        r#"(
        encounter: Inline((name: "t", heroes: [(kind: "t_amulet_hero")], minions: [(kind: "goblin")])),
        setup: Some((combatants: [(name: "Amulet hero", limb_damage: [("left hand", 5)])])),
        decisions: [Act(who: "Amulet hero", action: "equip", item: Some("t_life_amulet"))],
    )"#,
    );
    print_log(&run);
    let hero = id(&run, "Amulet hero");
    let hand = part(&run, "Amulet hero", "left hand");
    let restored = run.events.iter().any(
        |e| matches!(e, CombatEvent::LimbRestored { who, limb } if *who == hero && *limb == hand),
    );
    assert!(restored, "the log says the hand is back");
    assert!(fighter(&run, "Amulet hero").part_active(usize::from(hand)));
}
