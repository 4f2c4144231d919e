//! R8 and R9: the basic actions (Wait, Prepare, Punch, Kick, Heal) and how checks are rolled.

use crate::common;

use aguja::combat::{CombatEvent, CombatantId, Request};
use aguja::rules::{CheckOutcome, Stat};
use aguja::script::ScriptRun;
use common::*;

/// The open action request's offered action ids with their costs.
fn offered(run: &ScriptRun) -> Vec<(String, u32)> {
    let content = library();
    let Some(Request::Act { options, .. }) = &run.state.pending.request else {
        panic!(
            "expected an action request, got {:?}",
            run.state.pending.request
        )
    };
    options
        .iter()
        .map(|o| (content.action(o.action).id.clone(), o.cost))
        .collect()
}

/// Every check rolled, as (target, outcome).
fn checks(run: &ScriptRun) -> Vec<(Option<CombatantId>, CheckOutcome)> {
    run.events
        .iter()
        .filter_map(|e| match e {
            CombatEvent::CheckRolled {
                target, outcome, ..
            } => Some((*target, outcome.clone())),
            _ => None,
        })
        .collect()
}

/// Every `Damaged` event as (who, rolled value, dealt).
fn damage(run: &ScriptRun) -> Vec<(CombatantId, i32, u32)> {
    run.events
        .iter()
        .filter_map(|e| match e {
            CombatEvent::Damaged {
                who, amount, dealt, ..
            } => Some((*who, amount.value, *dealt)),
            _ => None,
        })
        .collect()
}

/// The costs `who` paid, in order.
fn paid(run: &ScriptRun, name: &str) -> Vec<u32> {
    let who = id(run, name);
    run.events
        .iter()
        .filter_map(|e| match e {
            CombatEvent::ApPaid { who: w, cost, .. } if *w == who => Some(*cost),
            _ => None,
        })
        .collect()
}

/// Red Haggar (alone against a Goblin at AP level 0) punches or kicks it with these dice.
fn haggar_vs_goblin(decisions: &str, dice: &str) -> ScriptRun {
    let run = run_text(&format!(
        r#"(
        encounter: Inline((name: "t", heroes: [(kind: "red_haggar")], minions: [(kind: "goblin")])),
        setup: Some((combatants: [(name: "Goblin", ap_level: Some(0))])),
        dice: [{dice}],
        decisions: [{decisions}],
    )"#
    ));
    print_log(&run);
    run
}

const PUNCH: &str = r#"Act(who: "Red Haggar", action: "punch", targets: ["Goblin"])"#;
const KICK: &str = r#"Act(who: "Red Haggar", action: "kick", targets: ["Goblin"])"#;

// R8.1: Wait is offered even with wait points on the body card, a disabled hand and the other
// limbs on hold; it costs 1 AP and nothing else happens.
#[test]
fn r8_1_wait_is_always_available_costs_one_and_does_nothing() {
    let run = run_text(
        r#"(
        encounter: Inline((name: "t", heroes: [(kind: "red_haggar")], minions: [(kind: "goblin")])),
        setup: Some((combatants: [(name: "Red Haggar", wait: Some(3), limb_damage: [("left hand", 7)],
                                   limb_wait: [("right hand", 2), ("feet", 2)])])),
        decisions: [Act(who: "Red Haggar", action: "wait")],
    )"#,
    );
    print_log(&run);
    let haggar = id(&run, "Red Haggar");
    assert!(run.events.iter().any(|e| matches!(e,
        CombatEvent::ApPaid { who, cost: 1, before: 12, after: 11, .. } if *who == haggar)));
    assert!(!run.events.iter().any(|e| matches!(
        e,
        CombatEvent::CheckRolled { .. }
            | CombatEvent::Damaged { .. }
            | CombatEvent::Healed { .. }
            | CombatEvent::WaitAdded { .. }
            | CombatEvent::PreparationGained { .. }
    )));
    // Its next opportunity (AP level 11): still Wait, and only Wait.
    assert_eq!(offered(&run), vec![("wait".to_string(), 1)]);
}

// R8.2: each Prepare costs 1 AP and gives a preparation point; the punch that follows (an
// action other than Prepare) clears both unused points (R7.4).
#[test]
fn r8_2_prepare_gains_a_point_lost_at_the_next_other_action() {
    let prepare = r#"Act(who: "Red Haggar", action: "prepare")"#;
    let run = haggar_vs_goblin(&format!("{prepare}, {prepare}, {PUNCH}"), "5, 5, 5, 5");
    let haggar = id(&run, "Red Haggar");
    assert_eq!(paid(&run, "Red Haggar"), vec![1, 1, 5]);
    let gained = run
        .events
        .iter()
        .filter(
            |e| matches!(e, CombatEvent::PreparationGained { who, points: 1 } if *who == haggar),
        )
        .count();
    assert_eq!(gained, 2);
    let punch = run
        .events
        .iter()
        .position(|e| matches!(e, CombatEvent::ApPaid { cost: 5, .. }))
        .unwrap();
    assert!(run.events[punch..].iter().any(|e| matches!(e,
        CombatEvent::PreparationLost { who, points: 2, rule } if *who == haggar && rule.to_string() == "R7.4")));
    assert_eq!(fighter(&run, "Red Haggar").prep, 0);
}

// R8.2: Prepare is offered only with no wait points on the body card.
#[test]
fn r8_2_prepare_needs_no_wait_points_on_the_body_card() {
    let offers_prepare = |wait: u32| {
        let run = run_text(&format!(
            r#"(
        encounter: Inline((name: "t", heroes: [(kind: "red_haggar")], minions: [(kind: "goblin")])),
        setup: Some((combatants: [(name: "Red Haggar", wait: Some({wait}))])),
    )"#
        ));
        offered(&run).iter().any(|(a, _)| a == "prepare")
    };
    assert!(offers_prepare(0));
    assert!(!offers_prepare(1));
}

// R8.2: preparation points add to the AP level for reacting (Goblin 5 + 3 > Red Haggar's 7;
// 5 alone is not) and pay the reaction's cost before the AP level (Block's 3 from preparation).
#[test]
fn r8_2_preparation_counts_for_reacting_and_pays_reactions() {
    let script = |prep: u32, decisions: &str| {
        format!(
            r#"(
        encounter: Inline((name: "t", heroes: [(kind: "red_haggar")], minions: [(kind: "goblin")])),
        setup: Some((combatants: [(name: "Goblin", ap_level: Some(5), preparation: Some({prep}))])),
        dice: [5, 5, 5],
        decisions: [{PUNCH}, {decisions}],
    )"#
        )
    };
    let unprepared = run_text(&script(0, ""));
    assert!(windows(&unprepared)[0].1.is_empty());

    let run = run_text(&script(3, r#"React(who: "Goblin", reaction: "block")"#));
    print_log(&run);
    let goblin = id(&run, "Goblin");
    assert_eq!(windows(&run)[0].1, vec!["Goblin".to_string()]);
    assert!(run.events.iter().any(|e| matches!(e,
        CombatEvent::ApPaid { who, cost: 3, from_preparation: 3, before: 5, after: 5, .. } if *who == goblin)));
    assert_eq!(fighter(&run, "Goblin").prep, 0);
}

// R8.3: Punch costs 5, Kick 6, Heal 4 (and Wait and Prepare 1, R8.1, R8.2).
#[test]
fn r8_3_action_costs() {
    let run = haggar_vs_goblin("", "");
    let mut costs = offered(&run);
    costs.sort();
    let expected: Vec<(String, u32)> = [
        ("heal", 4),
        ("kick", 6),
        ("prepare", 1),
        ("punch", 5),
        ("wait", 1),
    ]
    .iter()
    .map(|(a, c)| (a.to_string(), *c))
    .collect();
    assert_eq!(costs, expected);
}

// R8.3: Punch checks <Str>[11]<Def> and deals 1d-2|1: a 1 still deals 1, a 5 deals 3.
#[test]
fn r8_3_punch_checks_str_11_def_and_deals_1d_minus_2_at_least_1() {
    let run = haggar_vs_goblin(&format!("{PUNCH}, {PUNCH}"), "5, 5, 5, 1, 5, 5, 5, 5");
    let goblin = id(&run, "Goblin");
    assert_eq!(paid(&run, "Red Haggar"), vec![5, 5]);
    for (_, c) in checks(&run) {
        assert_eq!(
            (c.terms.co, c.terms.base, c.terms.cd),
            (Some((Stat::Str, 3)), 11, Some((Stat::Def, 2)))
        );
    }
    assert_eq!(damage(&run), vec![(goblin, 1, 1), (goblin, 3, 3)]);
}

// R8.3: Kick checks <Str>[11]<Def> and deals 1d-1|1: a 1 still deals 1, a 4 deals 3.
#[test]
fn r8_3_kick_checks_str_11_def_and_deals_1d_minus_1_at_least_1() {
    let run = haggar_vs_goblin(&format!("{KICK}, {KICK}"), "5, 5, 5, 1, 5, 5, 5, 4");
    let goblin = id(&run, "Goblin");
    assert_eq!(paid(&run, "Red Haggar"), vec![6, 6]);
    for (_, c) in checks(&run) {
        assert_eq!(
            (c.terms.co, c.terms.base, c.terms.cd),
            (Some((Stat::Str, 3)), 11, Some((Stat::Def, 2)))
        );
    }
    assert_eq!(damage(&run), vec![(goblin, 1, 1), (goblin, 3, 3)]);
}

// R8.3: Heal costs 4, checks <Mag>[12] (no CD) and removes 1d damage (a 3 of 5).
#[test]
fn r8_3_heal_checks_mag_12_and_removes_1d() {
    let run = run_text(
        r#"(
        encounter: Inline((name: "t", heroes: [(kind: "red_haggar"), (kind: "jade_mistress")], minions: [(kind: "goblin")])),
        setup: Some((combatants: [(name: "Red Haggar", ap_level: Some(0), damage: Some(5)),
                                  (name: "Goblin", ap_level: Some(0))])),
        dice: [5, 5, 5, 3],
        decisions: [Act(who: "Jade Mistress", action: "heal", targets: ["Red Haggar"])],
    )"#,
    );
    print_log(&run);
    assert_eq!(paid(&run, "Jade Mistress"), vec![4]);
    let (_, c) = &checks(&run)[0];
    assert_eq!(
        (c.terms.co, c.terms.base, c.terms.cd, c.difficulty),
        (Some((Stat::Mag, 3)), 12, None, 12)
    );
    assert!(run.events.iter().any(|e| matches!(
        e,
        CombatEvent::Healed {
            limb: None,
            removed: 3,
            ..
        }
    )));
    assert_eq!(fighter(&run, "Red Haggar").damage, 2);
}

// R9.1: a check rolls 3 exploding dice (6+2, 1, 1 = 9) plus CO (Str 3) against D (11) plus the
// target's CD (the Goblin's Def 2 with its shield).
#[test]
fn r9_1_three_dice_plus_co_against_d_plus_cd() {
    let run = haggar_vs_goblin(PUNCH, "6, 2, 1, 1");
    let (target, c) = &checks(&run)[0];
    assert_eq!(*target, Some(id(&run, "Goblin")));
    assert_eq!(c.roll.dice().count(), 3);
    assert_eq!(c.roll.dice().next(), Some(&[6, 2][..]));
    assert_eq!(c.roll.total(), 9);
    assert_eq!(c.terms.co, Some((Stat::Str, 3)));
    assert_eq!(c.terms.cd, Some((Stat::Def, 2)));
    assert_eq!((c.total, c.difficulty), (12, 13));
}

// R9.2: success only strictly above the difficulty: 13 against 13 fails and deals nothing,
// 14 succeeds with S = 1.
#[test]
fn r9_2_success_only_strictly_above_the_difficulty() {
    let tie = haggar_vs_goblin(PUNCH, "3, 3, 4, 5");
    let c = &checks(&tie)[0].1;
    assert_eq!((c.total, c.difficulty, c.success, c.s), (13, 13, false, 0));
    assert!(damage(&tie).is_empty());

    let above = haggar_vs_goblin(PUNCH, "4, 3, 4, 5");
    let c = &checks(&above)[0].1;
    assert_eq!((c.total, c.difficulty, c.success, c.s), (14, 13, true, 1));
    assert_eq!(damage(&above).len(), 1);
}

// R9.2: S = total − difficulty, and effects read it: Jade Mistress's Paralysis (Mag 3 + 12 = 15
// against 10 + the Goblin's Per 1) has S = 4 and puts 4 wait points on the stabbing hand.
#[test]
fn r9_2_s_is_total_minus_difficulty_and_feeds_effects() {
    let run = run_text(
        r#"(
        encounter: Inline((name: "t", heroes: [(kind: "red_haggar"), (kind: "jade_mistress")], minions: [(kind: "goblin")])),
        setup: Some((combatants: [(name: "Red Haggar", ap_level: Some(0))])),
        dice: [5, 4, 3],
        decisions: [
            Act(who: "Goblin", action: "stab", targets: ["Red Haggar"]),
            React(who: "Jade Mistress", reaction: "paralysis"),
        ],
    )"#,
    );
    print_log(&run);
    let (_, c) = &checks(&run)[0];
    assert_eq!((c.total, c.difficulty, c.s), (15, 11, 4));
    assert!(run.events.iter().any(|e| matches!(
        e,
        CombatEvent::WaitAdded {
            limb: Some(_),
            points: 4,
            ..
        }
    )));
}

// R9.3: a punch on two targets (Multi-attack) makes one check per target, each with that
// target's CD: the same 13 fails against the Goblin (11 + Def 2) and beats the Thrall (11 + 0).
#[test]
fn r9_3_one_check_per_target_each_with_its_cd() {
    let run = run_text(
        r#"(
        encounter: Inline((name: "t", level: 1,
            heroes: [(kind: "red_haggar", advantages: Some(["multi_attack"]))],
            minions: [(kind: "goblin"), (kind: "thrall")])),
        setup: Some((combatants: [(name: "Goblin", ap_level: Some(0)), (name: "Thrall", ap_level: Some(0))])),
        dice: [3, 3, 4, 3, 3, 4, 5],
        decisions: [Act(who: "Red Haggar", action: "punch", targets: ["Goblin", "Thrall"])],
    )"#,
    );
    print_log(&run);
    let (goblin, thrall) = (id(&run, "Goblin"), id(&run, "Thrall"));
    let rolled: Vec<_> = checks(&run)
        .into_iter()
        .map(|(t, c)| (t, c.terms.cd, c.total, c.difficulty, c.success))
        .collect();
    assert_eq!(
        rolled,
        vec![
            (Some(goblin), Some((Stat::Def, 2)), 13, 13, false),
            (Some(thrall), Some((Stat::Def, 0)), 13, 11, true),
        ]
    );
    assert_eq!(paid(&run, "Red Haggar"), vec![5], "one action, paid once");
    assert_eq!(damage(&run), vec![(thrall, 3, 2)]);
}
