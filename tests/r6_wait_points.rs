//! R6: wait points — where they go, what they forbid, and how paying AP removes them.

use crate::common;

use aguja::combat::{CombatEvent, CombatantId, Rejection};
use aguja::rules::Stat;
use aguja::script::ScriptRun;
use common::*;

/// Wait points on `who`'s part called `name`.
fn wait_on(run: &ScriptRun, who: &str, name: &str) -> u32 {
    fighter(run, who).parts[usize::from(part(run, who, name))].wait
}

/// Every `WaitAdded` event as (who, limb, points).
fn wait_added(run: &ScriptRun) -> Vec<(CombatantId, Option<u8>, u32)> {
    run.events
        .iter()
        .filter_map(|e| match e {
            CombatEvent::WaitAdded { who, limb, points } => Some((*who, *limb, *points)),
            _ => None,
        })
        .collect()
}

/// Red Haggar and Jade Mistress against a Goblin; only the Goblin and Jade have AP to act.
fn paralysis_run(goblin_ap: u32, goblin_action: &str, targets: &str) -> ScriptRun {
    run_text(&format!(
        r#"(
        encounter: Inline((name: "t", heroes: [(kind: "red_haggar"), (kind: "jade_mistress")], minions: [(kind: "goblin")])),
        setup: Some((combatants: [(name: "Red Haggar", ap_level: Some(0)), (name: "Goblin", ap_level: Some({goblin_ap}))])),
        dice: [5, 5, 5],
        decisions: [
            Act(who: "Goblin", action: "{goblin_action}", targets: [{targets}]),
            React(who: "Jade Mistress", reaction: "paralysis"),
        ],
    )"#
    ))
}

// R6.1: an effect puts wait points on a limb: Paralysis (S = 18 − 11 = 7) on the Goblin's stab
// puts 7 on the hand that stabbed, none on the body card.
#[test]
fn r6_1_wait_points_on_a_limb() {
    let run = paralysis_run(9, "stab", r#""Red Haggar""#);
    print_log(&run);
    let goblin = id(&run, "Goblin");
    let hand = part(&run, "Goblin", "right hand");
    assert_eq!(wait_added(&run), vec![(goblin, Some(hand), 7)]);
    assert_eq!(wait_on(&run, "Goblin", "right hand"), 7);
    assert_eq!(fighter(&run, "Goblin").wait, 0);
}

// R6.1: an effect puts wait points on the body card: Paralysis on the Goblin's Prepare, which
// uses no limb.
#[test]
fn r6_1_wait_points_on_the_body_card() {
    let run = paralysis_run(7, "prepare", "");
    print_log(&run);
    let goblin = id(&run, "Goblin");
    assert_eq!(wait_added(&run), vec![(goblin, None, 7)]);
    assert_eq!(fighter(&run, "Goblin").wait, 7);
}

// R6.2: with wait points on the body card, Wait is the only action offered; the others are
// greyed with the reason.
#[test]
fn r6_2_body_wait_points_leave_only_wait() {
    let run = run_text(
        r#"(
        encounter: Inline((name: "t", heroes: [(kind: "red_haggar")], minions: [(kind: "goblin")])),
        setup: Some((combatants: [(name: "Red Haggar", wait: Some(2))])),
    )"#,
    );
    let (offered, greyed) = menu(&run);
    assert_eq!(offered, vec!["wait".to_string()]);
    for action in ["punch", "kick", "heal", "prepare"] {
        assert_eq!(
            reason(&greyed, action),
            &Rejection::OnlyWait { wait: 2 },
            "{action}"
        );
    }
}

// R6.2: a Goblin with wait points on its body card cannot react (it could, at AP level 11,
// without them).
#[test]
fn r6_2_body_wait_points_bar_reactions() {
    let eligible = |wait: u32| {
        let run = run_text(&format!(
            r#"(
        encounter: Inline((name: "t", heroes: [(kind: "red_haggar")], minions: [(kind: "goblin")])),
        setup: Some((combatants: [(name: "Goblin", ap_level: Some(11), wait: Some({wait}))])),
        decisions: [Act(who: "Red Haggar", action: "punch", targets: ["Goblin"])],
    )"#
        ));
        windows(&run)[0].1.clone()
    };
    assert_eq!(eligible(0), vec!["Goblin".to_string()]);
    assert!(eligible(2).is_empty());
}

// R6.3: with his feet on hold Red Haggar may not kick (feet) nor Prepare (no limb); he may punch
// and heal (a hand) and Wait.
#[test]
fn r6_3_limb_on_hold_bars_actions_using_it_and_prepare() {
    let run = run_text(
        r#"(
        encounter: Inline((name: "t", heroes: [(kind: "red_haggar")], minions: [(kind: "goblin")])),
        setup: Some((combatants: [(name: "Red Haggar", limb_wait: [("feet", 2)])])),
    )"#,
    );
    let (offered, greyed) = menu(&run);
    for action in ["punch", "heal", "wait"] {
        assert!(
            offered.contains(&action.to_string()),
            "{action}: {offered:?}"
        );
    }
    assert!(
        matches!(reason(&greyed, "kick"), Rejection::LimbsOnHold { kind } if kind == "feet"),
        "{greyed:?}"
    );
    assert_eq!(
        reason(&greyed, "prepare"),
        &Rejection::OnHold {
            limbs: vec!["feet".into()]
        }
    );
}

// R6.3: the Goblin's shield hand on hold keeps the shield and its +1 Def (the punch's check
// uses Def 2), but Block, which uses that hand, cannot be used.
#[test]
fn r6_3_items_on_a_limb_on_hold_stay_and_keep_their_modifiers() {
    let run = run_text(
        r#"(
        encounter: Inline((name: "t", heroes: [(kind: "red_haggar")], minions: [(kind: "goblin")])),
        setup: Some((combatants: [(name: "Goblin", ap_level: Some(11), limb_wait: [("left hand", 3)])])),
        dice: [5, 5, 5, 5],
        decisions: [Act(who: "Red Haggar", action: "punch", targets: ["Goblin"])],
    )"#,
    );
    print_log(&run);
    let goblin = id(&run, "Goblin");
    let cd = run.events.iter().find_map(|e| match e {
        CombatEvent::CheckRolled { outcome, .. } => Some(outcome.terms.cd),
        _ => None,
    });
    assert_eq!(cd, Some(Some((Stat::Def, 2))));
    assert_eq!(
        fighter(&run, "Goblin").gear.worn.len(),
        1,
        "the shield stays"
    );
    let (reaction, why) = auto_passed(&run, goblin)
        .flatten()
        .expect("the Goblin is passed over");
    assert_eq!(reaction, "block");
    assert!(
        matches!(&why, Rejection::ItemLimbOnHold { limb } if limb == "left hand"),
        "{why:?}"
    );
}

// R6.3: a limb on hold cannot stow or drop what it holds: with the Goblin's shield hand on
// hold, Stow and Drop are greyed saying so, not that the shield cannot be moved in a fight.
#[test]
fn r6_3_a_limb_on_hold_cannot_stow_or_drop_its_item() {
    let run = run_text(
        r#"(
        encounter: Inline((name: "t", heroes: [(kind: "red_haggar")], minions: [(kind: "goblin")])),
        setup: Some((combatants: [(name: "Goblin", ap_level: Some(14), limb_wait: [("left hand", 2)])])),
    )"#,
    );
    let (offered, greyed) = menu(&run);
    for action in ["stow", "drop"] {
        assert!(!offered.contains(&action.to_string()), "{offered:?}");
        assert_eq!(reason(&greyed, action), &Rejection::WornOnHold, "{action}");
    }
}

// R6.3: a limb on hold bars only itself: with his feet on hold the Squire may still equip the
// short sword from his pack into a free hand that is not on hold (the rule's own words: "a
// limb on hold cannot equip, stow or drop").
#[test]
fn r6_3_limbs_not_on_hold_can_still_equip() {
    let run = run_text(
        r#"(
        encounter: Inline((name: "t", heroes: [(kind: "squire")], minions: [(kind: "goblin")])),
        setup: Some((combatants: [(name: "Squire", limb_wait: [("feet", 2)])])),
    )"#,
    );
    let (offered, greyed) = menu(&run);
    assert!(
        offered.contains(&"equip".to_string()),
        "offered {offered:?}, unavailable {greyed:?}"
    );
}

// R6.4: paying 1 (Wait) removes 1 wait point from the body card and 1 from each limb.
#[test]
fn r6_4_paying_removes_wait_points_from_body_and_every_limb() {
    let run = run_text(
        r#"(
        encounter: Inline((name: "t", heroes: [(kind: "red_haggar")], minions: [(kind: "goblin")])),
        setup: Some((combatants: [(name: "Red Haggar", wait: Some(3), limb_wait: [("feet", 2), ("left hand", 1)])])),
        decisions: [Act(who: "Red Haggar", action: "wait")],
    )"#,
    );
    print_log(&run);
    let haggar = id(&run, "Red Haggar");
    assert!(run.events.iter().any(|e| matches!(e,
        CombatEvent::ApPaid { who, cost: 1, wait_removed: 1, .. } if *who == haggar)));
    assert_eq!(fighter(&run, "Red Haggar").wait, 2);
    assert_eq!(wait_on(&run, "Red Haggar", "feet"), 1);
    assert_eq!(wait_on(&run, "Red Haggar", "left hand"), 0);
}

// R6.4: a punch (5 AP, with the free right hand) takes 5 off each limb: feet 2 → 0, left hand
// 7 → 2.
#[test]
fn r6_4_an_action_costing_n_removes_n_from_each_limb() {
    let run = run_text(
        r#"(
        encounter: Inline((name: "t", heroes: [(kind: "red_haggar")], minions: [(kind: "goblin")])),
        setup: Some((combatants: [(name: "Red Haggar", limb_wait: [("feet", 2), ("left hand", 7)]),
                                  (name: "Goblin", ap_level: Some(0))])),
        dice: [5, 5, 5, 5],
        decisions: [Act(who: "Red Haggar", action: "punch", targets: ["Goblin"])],
    )"#,
    );
    print_log(&run);
    assert_eq!(wait_on(&run, "Red Haggar", "feet"), 0);
    assert_eq!(wait_on(&run, "Red Haggar", "left hand"), 2);
}

// R6.4 on a reaction and on R7.4's cut: the Thrall at 14, with 5 wait points on its left hand
// (Protect uses only the feet), pays Protect's 3 from AP (14 → 11: 5 → 2), then is cut below
// the needle from 11 to 10 (2 → 1).
#[test]
fn r6_4_a_reaction_and_the_cut_below_the_needle_both_remove_wait_points() {
    let run = run_text(
        r#"(
        encounter: Inline((name: "t", heroes: [(kind: "red_haggar"), (kind: "jade_mistress")], minions: [(kind: "goblin"), (kind: "thrall")])),
        setup: Some((needle: Some(11), combatants: [
            (name: "Red Haggar", ap_level: Some(0)), (name: "Jade Mistress", ap_level: Some(15)),
            (name: "Goblin", ap_level: Some(0)),
            (name: "Thrall", ap_level: Some(14), limb_wait: [("left hand", 5)])])),
        decisions: [
            Act(who: "Jade Mistress", action: "punch", targets: ["Goblin"]),
            React(who: "Thrall", reaction: "protect"),
        ],
    )"#,
    );
    print_log(&run);
    let thrall = id(&run, "Thrall");
    assert!(run.events.iter().any(|e| matches!(e,
        CombatEvent::ApPaid { who, cost: 3, from_preparation: 0, before: 14, after: 11, .. } if *who == thrall)));
    assert!(run.events.iter().any(|e| matches!(e,
        CombatEvent::CutBelowNeedle { who, from: 11, to: 10, .. } if *who == thrall)));
    assert_eq!(
        wait_on(&run, "Thrall", "left hand"),
        1,
        "5 − 3 paid − 1 cut"
    );
    assert_eq!(fighter(&run, "Thrall").wait, 0);
}

// R6.4 + R8.2: Prepare's payment removes no wait points. The rules never let Prepare be paid
// with wait points on the body card (R8.2) or a limb (R6.3), so the setup parks 2 on the head,
// a part that is not a limb and puts nothing on hold: Prepare leaves them, Wait takes 1.
#[test]
fn r6_4_prepare_payment_removes_no_wait_points() {
    let head_after = |action: &str| {
        let run = run_text(&format!(
            r#"(
        encounter: Inline((name: "t", heroes: [(kind: "red_haggar")], minions: [(kind: "goblin")])),
        setup: Some((combatants: [(name: "Red Haggar", limb_wait: [("head", 2)])])),
        decisions: [Act(who: "Red Haggar", action: "{action}")],
    )"#
        ));
        let haggar = id(&run, "Red Haggar");
        assert!(run.events.iter().any(|e| matches!(e,
            CombatEvent::ApPaid { who, cost: 1, wait_removed: 0, .. } if *who == haggar)));
        wait_on(&run, "Red Haggar", "head")
    };
    assert_eq!(head_after("prepare"), 2);
    assert_eq!(head_after("wait"), 1);
}
