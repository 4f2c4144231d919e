//! R4: damage and healing — DR, going down, healing caps, aimed actions, disabled and restored limbs.

use crate::common;

use aguja::combat::decision::TargetChoices;
use aguja::combat::{CombatEvent, CombatantId, Rejection, Request};
use aguja::script::{ScriptOutcome, ScriptRun};
use common::*;

/// Who the open request lets `action` target, each with the limbs it may be aimed at.
fn candidates(run: &ScriptRun, action: &str) -> Vec<(CombatantId, Vec<u8>)> {
    let content = library();
    let Some(Request::Act { options, .. }) = &run.state.pending.request else {
        panic!(
            "expected an action request, got {:?}",
            run.state.pending.request
        )
    };
    let option = options
        .iter()
        .find(|o| content.action(o.action).id == action)
        .unwrap_or_else(|| panic!("{action} is not offered"));
    let TargetChoices::Combatants { candidates, .. } = &option.targets else {
        panic!("{action} does not target combatants")
    };
    candidates
        .iter()
        .map(|c| (c.who, c.limbs.to_vec()))
        .collect()
}

/// Every `Damaged` event as (who, limb, rolled value, dr, dealt, total).
fn damage(run: &ScriptRun) -> Vec<(CombatantId, Option<u8>, i32, i32, u32, u32)> {
    run.events
        .iter()
        .filter_map(|e| match e {
            CombatEvent::Damaged {
                who,
                limb,
                amount,
                dr,
                dealt,
                total,
            } => Some((*who, *limb, amount.value, *dr, *dealt, *total)),
            _ => None,
        })
        .collect()
}

/// Every `Healed` event as (who, limb, rolled value, removed).
fn healing(run: &ScriptRun) -> Vec<(CombatantId, Option<u8>, i32, u32)> {
    run.events
        .iter()
        .filter_map(|e| match e {
            CombatEvent::Healed {
                who,
                limb,
                amount,
                removed,
            } => Some((*who, *limb, amount.value, *removed)),
            _ => None,
        })
        .collect()
}

fn went_down(run: &ScriptRun, who: CombatantId) -> bool {
    run.events
        .iter()
        .any(|e| matches!(e, CombatEvent::CombatantDown { who: w } if *w == who))
}

// R4.1: the Thrall's DR 1 takes 1 off a punch of 3 (1d-2 with a 5).
#[test]
fn r4_1_dr_reduces_damage() {
    let run = run_text(
        r#"(
        encounter: Inline((name: "t", heroes: [(kind: "red_haggar")], minions: [(kind: "thrall")])),
        setup: Some((combatants: [(name: "Thrall", ap_level: Some(0))])),
        dice: [5, 5, 5, 5],
        decisions: [Act(who: "Red Haggar", action: "punch", targets: ["Thrall"])],
    )"#,
    );
    print_log(&run);
    let thrall = id(&run, "Thrall");
    assert_eq!(damage(&run), vec![(thrall, None, 3, 1, 2, 2)]);
    assert_eq!(fighter(&run, "Thrall").damage, 2);
}

// R4.1: DR counts after modifiers (the Squire's leather cap gives DR 1); a stab of 1 is
// reduced to 0 and assigns nothing.
#[test]
fn r4_1_damage_reduced_to_zero_assigns_nothing() {
    let run = run_text(
        r#"(
        encounter: Inline((name: "t", heroes: [(kind: "squire")], minions: [(kind: "goblin")])),
        setup: Some((combatants: [(name: "Squire", ap_level: Some(0))])),
        dice: [5, 5, 5, 2],
        decisions: [Act(who: "Goblin", action: "stab", targets: ["Squire"])],
    )"#,
    );
    print_log(&run);
    let squire = id(&run, "Squire");
    assert_eq!(damage(&run), vec![(squire, None, 1, 1, 0, 0)]);
    let f = fighter(&run, "Squire");
    assert_eq!(f.total_damage(), 0);
}

// R4.2: one short of HP the Goblin stays up; at total damage = HP (8) it goes down, and is no
// longer offered as a target.
#[test]
fn r4_2_down_at_total_damage_equal_to_hp() {
    let script = |damage: u32| {
        format!(
            r#"(
        encounter: Inline((name: "t", heroes: [(kind: "red_haggar")], minions: [(kind: "goblin"), (kind: "thrall")])),
        setup: Some((combatants: [(name: "Goblin", ap_level: Some(0), damage: Some({damage})),
                                  (name: "Thrall", ap_level: Some(0))])),
        dice: [5, 5, 5, 4],
        decisions: [Act(who: "Red Haggar", action: "punch", targets: ["Goblin"])],
    )"#
        )
    };
    // A punch of 2 (1d-2 with a 4).
    let short = run_text(&script(5));
    let goblin = id(&short, "Goblin");
    assert_eq!(damage(&short)[0].5, 7);
    assert!(!went_down(&short, goblin));
    assert!(
        candidates(&short, "punch")
            .iter()
            .any(|(w, _)| *w == goblin)
    );

    let run = run_text(&script(6));
    print_log(&run);
    assert_eq!(damage(&run)[0].5, 8);
    assert!(went_down(&run, goblin));
    assert!(!fighter(&run, "Goblin").active(&library()));
    // Red Haggar acts again (AP level 7): only the Thrall can be punched.
    let targets: Vec<CombatantId> = candidates(&run, "punch").iter().map(|c| c.0).collect();
    assert_eq!(targets, vec![id(&run, "Thrall")]);
}

// R4.2: a Goblin that is down (damage 8 = HP) gets no opportunity although its AP level (11)
// is above the needle, and is not eligible to react to the attack on its ally.
#[test]
fn r4_2_down_combatant_gets_no_opportunity_and_cannot_react() {
    let run = run_text(
        r#"(
        encounter: Inline((name: "t", heroes: [(kind: "red_haggar")], minions: [(kind: "goblin"), (kind: "thrall")])),
        setup: Some((combatants: [(name: "Goblin", ap_level: Some(11), damage: Some(8)),
                                  (name: "Thrall", ap_level: Some(0))])),
        dice: [5, 5, 5, 5],
        decisions: [Act(who: "Red Haggar", action: "punch", targets: ["Thrall"])],
    )"#,
    );
    print_log(&run);
    let goblin = id(&run, "Goblin");
    assert!(
        !run.events
            .iter()
            .any(|e| matches!(e, CombatEvent::Opportunity { who, .. } if *who == goblin))
    );
    let w = windows(&run);
    assert_eq!(w[0].0, "Red Haggar");
    assert!(w[0].1.is_empty(), "nobody may react: {:?}", w[0].1);
    // Red Haggar (7) acts again before anyone else: the Goblin at 11 was skipped.
    assert!(matches!(&run.outcome, ScriptOutcome::Waiting(w) if w.contains("Red Haggar")));
}

// R4.2: a hero who is down cannot be healed: Jade Mistress's heal offers only herself.
#[test]
fn r4_2_down_ally_cannot_be_healed() {
    let run = run_text(
        r#"(
        encounter: Inline((name: "t", heroes: [(kind: "red_haggar"), (kind: "jade_mistress")], minions: [(kind: "goblin")])),
        setup: Some((combatants: [(name: "Red Haggar", damage: Some(14)), (name: "Goblin", ap_level: Some(0))])),
    )"#,
    );
    let targets: Vec<CombatantId> = candidates(&run, "heal").iter().map(|c| c.0).collect();
    assert_eq!(targets, vec![id(&run, "Jade Mistress")]);
}

// R4.3: a heal of 5 on 2 points of damage removes 2.
#[test]
fn r4_3_healing_removes_at_most_the_damage_there() {
    let run = run_text(
        r#"(
        encounter: Inline((name: "t", heroes: [(kind: "red_haggar"), (kind: "jade_mistress")], minions: [(kind: "goblin")])),
        setup: Some((combatants: [(name: "Red Haggar", ap_level: Some(0), damage: Some(2)),
                                  (name: "Goblin", ap_level: Some(0))])),
        dice: [5, 5, 5, 5],
        decisions: [Act(who: "Jade Mistress", action: "heal", targets: ["Red Haggar"])],
    )"#,
    );
    print_log(&run);
    assert_eq!(healing(&run), vec![(id(&run, "Red Haggar"), None, 5, 2)]);
    assert_eq!(fighter(&run, "Red Haggar").damage, 0);
}

// R4.4: a punch aimed at the Goblin's feet costs 6 AP, its check is against 11 + Def 2 + 2,
// and its damage lands on the feet and counts in the total.
#[test]
fn r4_4_aimed_attack_costs_one_more_ap_and_hits_the_limb() {
    let run = run_text(
        r#"(
        encounter: Inline((name: "t", heroes: [(kind: "red_haggar")], minions: [(kind: "goblin")])),
        setup: Some((combatants: [(name: "Goblin", ap_level: Some(0))])),
        dice: [5, 5, 5, 5],
        decisions: [Act(who: "Red Haggar", action: "punch", targets: ["Goblin/feet"])],
    )"#,
    );
    print_log(&run);
    let (haggar, goblin) = (id(&run, "Red Haggar"), id(&run, "Goblin"));
    let feet = part(&run, "Goblin", "feet");
    assert!(run.events.iter().any(|e| matches!(e,
        CombatEvent::ApPaid { who, cost: 6, before: 12, after: 6, .. } if *who == haggar)));
    let check = run
        .events
        .iter()
        .find_map(|e| match e {
            CombatEvent::CheckRolled { outcome, .. } => Some(outcome.clone()),
            _ => None,
        })
        .unwrap();
    assert!(check.terms.limb_aim);
    assert_eq!(check.difficulty, 15);
    assert_eq!(damage(&run), vec![(goblin, Some(feet), 3, 0, 3, 3)]);
    let f = fighter(&run, "Goblin");
    assert_eq!((f.damage, f.parts[usize::from(feet)].damage), (0, 3));
}

// R4.4: the same roll (12 + Str 3 = 15) beats the Goblin's body (13) but not its feet (15).
#[test]
fn r4_4_aiming_adds_two_to_the_difficulty() {
    let success = |target: &str| {
        let run = run_text(&format!(
            r#"(
        encounter: Inline((name: "t", heroes: [(kind: "red_haggar")], minions: [(kind: "goblin")])),
        setup: Some((combatants: [(name: "Goblin", ap_level: Some(0))])),
        dice: [4, 4, 4, 5],
        decisions: [Act(who: "Red Haggar", action: "punch", targets: ["{target}"])],
    )"#
        ));
        run.events
            .iter()
            .find_map(|e| match e {
                CombatEvent::CheckRolled { outcome, .. } => {
                    Some((outcome.total, outcome.difficulty, outcome.success))
                }
                _ => None,
            })
            .unwrap()
    };
    assert_eq!(success("Goblin"), (15, 13, true));
    assert_eq!(success("Goblin/feet"), (15, 15, false));
}

// R4.4 + R4.2: limb damage counts toward the total: 5 general + 3 on the feet = 8 = HP.
#[test]
fn r4_4_limb_damage_counts_toward_the_total() {
    let run = run_text(
        r#"(
        encounter: Inline((name: "t", heroes: [(kind: "red_haggar")], minions: [(kind: "goblin"), (kind: "thrall")])),
        setup: Some((combatants: [(name: "Goblin", ap_level: Some(0), damage: Some(5)),
                                  (name: "Thrall", ap_level: Some(0))])),
        dice: [5, 5, 5, 5],
        decisions: [Act(who: "Red Haggar", action: "punch", targets: ["Goblin/feet"])],
    )"#,
    );
    print_log(&run);
    let goblin = id(&run, "Goblin");
    let feet = part(&run, "Goblin", "feet");
    assert_eq!(damage(&run), vec![(goblin, Some(feet), 3, 0, 3, 8)]);
    assert!(went_down(&run, goblin));
}

// R4.5: the Goblin (HP 8) loses its feet at 4 damage on them (half of 8); the disabled limb
// can still be targeted.
#[test]
fn r4_5_limb_disabled_at_half_hp() {
    let run = run_text(
        r#"(
        encounter: Inline((name: "t", heroes: [(kind: "red_haggar")], minions: [(kind: "goblin")])),
        setup: Some((combatants: [(name: "Goblin", ap_level: Some(0), limb_damage: [("feet", 3)])])),
        dice: [5, 5, 5, 3],
        decisions: [Act(who: "Red Haggar", action: "punch", targets: ["Goblin/feet"])],
    )"#,
    );
    print_log(&run);
    let goblin = id(&run, "Goblin");
    let feet = part(&run, "Goblin", "feet");
    assert_eq!(damage(&run), vec![(goblin, Some(feet), 1, 0, 1, 4)]);
    let disabled: Vec<(CombatantId, u8)> = run
        .events
        .iter()
        .filter_map(|e| match e {
            CombatEvent::LimbDisabled { who, limb } => Some((*who, *limb)),
            _ => None,
        })
        .collect();
    assert_eq!(disabled, vec![(goblin, feet)]);
    let f = fighter(&run, "Goblin");
    assert!(!f.part_active(usize::from(feet)));
    assert!(
        f.active(&library()),
        "4 of 8 HP: the Goblin itself is still up"
    );
    // Red Haggar acts again (AP level 6) and may still aim at the disabled feet.
    let limbs = &candidates(&run, "punch")[0].1;
    assert!(limbs.contains(&feet), "{limbs:?}");
}

// R4.5 + R1.1: half of an odd HP rounds up. Red Haggar with Health has HP 17: his feet stay
// active at 8 damage (he may kick) and are disabled at 9.
#[test]
fn r4_5_half_hp_rounds_up() {
    let menu_with_feet = |d: u32| {
        let run = run_text(&format!(
            r#"(
        encounter: Inline((name: "t", level: 1,
            heroes: [(kind: "red_haggar", advantages: Some(["health"]))], minions: [(kind: "goblin")])),
        setup: Some((combatants: [(name: "Red Haggar", limb_damage: [("feet", {d})])])),
    )"#
        ));
        menu(&run)
    };
    let (offered, _) = menu_with_feet(8);
    assert!(offered.contains(&"kick".to_string()), "{offered:?}");
    let (offered, greyed) = menu_with_feet(9);
    assert!(!offered.contains(&"kick".to_string()));
    let reason = reason(&greyed, "kick");
    assert!(
        matches!(reason, Rejection::LimbsDisabled { kind } if kind == "feet"),
        "{reason:?}"
    );
}

// R4.6: a heal may be aimed only at a damaged limb: Red Haggar's left hand, not his feet.
#[test]
fn r4_6_heal_may_aim_only_at_a_damaged_limb() {
    let run = run_text(
        r#"(
        encounter: Inline((name: "t", heroes: [(kind: "red_haggar"), (kind: "jade_mistress")], minions: [(kind: "goblin")])),
        setup: Some((combatants: [(name: "Red Haggar", ap_level: Some(0), limb_damage: [("left hand", 3)]),
                                  (name: "Goblin", ap_level: Some(0))])),
    )"#,
    );
    let haggar = id(&run, "Red Haggar");
    let c = candidates(&run, "heal");
    let limbs = &c.iter().find(|(w, _)| *w == haggar).unwrap().1;
    assert_eq!(limbs, &vec![part(&run, "Red Haggar", "left hand")]);
}

// R4.6: a disabled hand (8 of threshold 7) healed by 5 drops to 3 and becomes active again.
#[test]
fn r4_6_aimed_heal_restores_a_disabled_limb() {
    let run = run_text(
        r#"(
        encounter: Inline((name: "t", heroes: [(kind: "red_haggar"), (kind: "jade_mistress")], minions: [(kind: "goblin")])),
        setup: Some((combatants: [(name: "Red Haggar", ap_level: Some(0), limb_damage: [("left hand", 8)]),
                                  (name: "Goblin", ap_level: Some(0))])),
        dice: [5, 5, 5, 5],
        decisions: [Act(who: "Jade Mistress", action: "heal", targets: ["Red Haggar/left hand"])],
    )"#,
    );
    print_log(&run);
    let haggar = id(&run, "Red Haggar");
    let hand = part(&run, "Red Haggar", "left hand");
    assert_eq!(healing(&run), vec![(haggar, Some(hand), 5, 5)]);
    assert!(run.events.iter().any(|e| matches!(e,
        CombatEvent::LimbRestored { who, limb } if *who == haggar && *limb == hand)));
    let f = fighter(&run, "Red Haggar");
    assert_eq!(f.parts[usize::from(hand)].damage, 3);
    assert!(f.part_active(usize::from(hand)));
}

// R4.6: the limb becomes active only below the threshold: 9 healed by 2 is 7, still disabled.
#[test]
fn r4_6_limb_stays_disabled_until_below_the_threshold() {
    let run = run_text(
        r#"(
        encounter: Inline((name: "t", heroes: [(kind: "red_haggar"), (kind: "jade_mistress")], minions: [(kind: "goblin")])),
        setup: Some((combatants: [(name: "Red Haggar", ap_level: Some(0), limb_damage: [("left hand", 9)]),
                                  (name: "Goblin", ap_level: Some(0))])),
        dice: [5, 5, 5, 2],
        decisions: [Act(who: "Jade Mistress", action: "heal", targets: ["Red Haggar/left hand"])],
    )"#,
    );
    print_log(&run);
    let hand = part(&run, "Red Haggar", "left hand");
    assert_eq!(healing(&run)[0].3, 2);
    assert!(
        !run.events
            .iter()
            .any(|e| matches!(e, CombatEvent::LimbRestored { .. }))
    );
    assert!(!fighter(&run, "Red Haggar").part_active(usize::from(hand)));
}

// R4.6: a heal of 5 aimed at a hand with 2 damage removes 2; the excess is lost, it does not
// touch the 4 points of general damage.
#[test]
fn r4_6_excess_healing_on_a_limb_is_lost() {
    let run = run_text(
        r#"(
        encounter: Inline((name: "t", heroes: [(kind: "red_haggar"), (kind: "jade_mistress")], minions: [(kind: "goblin")])),
        setup: Some((combatants: [(name: "Red Haggar", ap_level: Some(0), damage: Some(4), limb_damage: [("left hand", 2)]),
                                  (name: "Goblin", ap_level: Some(0))])),
        dice: [5, 5, 5, 5],
        decisions: [Act(who: "Jade Mistress", action: "heal", targets: ["Red Haggar/left hand"])],
    )"#,
    );
    print_log(&run);
    let haggar = id(&run, "Red Haggar");
    let hand = part(&run, "Red Haggar", "left hand");
    assert_eq!(healing(&run), vec![(haggar, Some(hand), 5, 2)]);
    let f = fighter(&run, "Red Haggar");
    assert_eq!((f.damage, f.parts[usize::from(hand)].damage), (4, 0));
}
