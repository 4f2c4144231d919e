//! The action language, shown working on content written for these tests: targets (self,
//! allies, several enemies, limbs), modifiers with each duration, wait points, preparation,
//! effects on failure, and reactions by whom they concern.

use crate::common;

use aguja::combat::CombatEvent;
use aguja::content::{Content, Duration};
use aguja::rules::Stat;
use common::*;
use std::sync::Arc;

const EXTRA: &str = r#"(
    actions: [
        (id: "t_brace", name: "Brace", cost: 2, target: Myself,
            effects: [Modify(stat: Def, amount: 2, duration: UntilNextAction)]),
        (id: "t_rally", name: "Rally", tags: [Support], cost: 2, target: Combatants(who: Ally, count: 2),
            effects: [Modify(stat: Roll, amount: 2, duration: NextCheck)]),
        (id: "t_war_cry", name: "War cry", cost: 3, target: Combatants(who: Enemy, count: 2),
            check: Some("<Per>[8]<Per>"), effects: [Wait("1")], on_failure: [Prepare("1")]),
        (id: "t_hamstring", name: "Hamstring", tags: [Attack], cost: 3,
            target: Combatants(who: Enemy, limbs: true), effects: [Wait("2")]),
        (id: "t_bless", name: "Bless", cost: 2, target: Combatants(who: AllyOrSelf),
            effects: [Modify(stat: Str, amount: 1, duration: Rounds(1))]),
    ],
    combatants: [
        (id: "t_warden", name: "Warden", side: Heroes, body: "hero",
            attributes: (ap: 13, hp: 12, str: 1, def: 1, per: 1, mag: 1),
            actions: ["t_brace", "t_rally", "t_war_cry", "t_hamstring", "t_bless"]),
    ],
)"#;

fn lib() -> Arc<Content> {
    library_with(EXTRA)
}

fn modified(run: &aguja::script::ScriptRun) -> Vec<(String, Stat, i32, Duration)> {
    run.events
        .iter()
        .filter_map(|e| match e {
            CombatEvent::Modified {
                who,
                stat,
                amount,
                duration,
            } => Some((
                run.roster.names[who.index()].clone(),
                *stat,
                *amount,
                *duration,
            )),
            _ => None,
        })
        .collect()
}

#[test]
fn a_self_target_modifier_lasts_until_the_next_action() {
    let content = lib();
    let run = run_with(
        content.clone(),
        r#"(encounter: Inline((name: "t", heroes: [(kind: "t_warden")], minions: [(kind: "goblin")])),
            setup: Some((combatants: [(name: "Goblin", ap_level: Some(0))])),
            decisions: [Act(who: "Warden", action: "t_brace"), Act(who: "Warden", action: "wait")])"#,
    );
    print_log(&run);
    assert_eq!(
        modified(&run),
        vec![("Warden".into(), Stat::Def, 2, Duration::UntilNextAction)]
    );
    let brace_resolved = run
        .events
        .iter()
        .position(|e| matches!(e, CombatEvent::Modified { .. }))
        .unwrap();
    let expired = run.events.iter().position(|e| {
        matches!(
            e,
            CombatEvent::ModifierExpired {
                stat: Stat::Def,
                amount: 2,
                ..
            }
        )
    });
    assert!(
        expired.is_some_and(|i| i > brace_resolved),
        "Wait ends the brace"
    );
    assert_eq!(run.state.fighters[0].stats(&content).def, 1);
}

#[test]
fn a_modifier_on_two_allies_lasts_for_their_next_check() {
    let run = run_with(
        lib(),
        r#"(encounter: Inline((name: "t", heroes: [(kind: "t_warden"), (kind: "red_haggar"), (kind: "squire")],
                minions: [(kind: "goblin")])),
            setup: Some((combatants: [(name: "Goblin", ap_level: Some(0)), (name: "Squire", ap_level: Some(0))])),
            dice: [3, 3, 3],
            decisions: [
                Act(who: "Warden", action: "t_rally", targets: ["Red Haggar", "Squire"]),
                Act(who: "Red Haggar", action: "punch", targets: ["Goblin"]),
            ])"#,
    );
    print_log(&run);
    let m = modified(&run);
    assert_eq!(m.len(), 2, "{m:?}");
    assert!(m.iter().all(|(_, stat, amount, d)| *stat == Stat::Roll
        && *amount == 2
        && *d == Duration::NextCheck));
    let haggar = id(&run, "Red Haggar");
    let check = run.events.iter().find_map(|e| match e {
        CombatEvent::CheckRolled { who, outcome, .. } if *who == haggar => Some(outcome.clone()),
        _ => None,
    });
    let check = check.expect("Red Haggar punched");
    assert_eq!(check.terms.roll_bonus, 2);
    assert_eq!(check.total, 9 + 3 + 2, "3d6 + Str 3 + the rally");
    assert!(
        run.state.fighters[haggar.index()].mods.is_empty(),
        "used up by the check"
    );
    assert_eq!(
        run.state.fighters[id(&run, "Squire").index()].mods.len(),
        1,
        "the Squire's is still there"
    );
}

#[test]
fn one_check_per_enemy_with_effects_on_success_and_on_failure() {
    let run = run_with(
        lib(),
        r#"(encounter: Inline((name: "t", heroes: [(kind: "t_warden")], minions: [(kind: "goblin"), (kind: "thrall")])),
            setup: Some((combatants: [(name: "Goblin", ap_level: Some(0)), (name: "Thrall", ap_level: Some(0))])),
            dice: [5, 5, 5, 1, 1, 1],
            decisions: [Act(who: "Warden", action: "t_war_cry", targets: ["Goblin", "Thrall"])])"#,
    );
    print_log(&run);
    let (warden, goblin) = (id(&run, "Warden"), id(&run, "Goblin"));
    let checks = run
        .events
        .iter()
        .filter(|e| matches!(e, CombatEvent::CheckRolled { .. }))
        .count();
    assert_eq!(checks, 2);
    assert!(run.events.iter().any(
        |e| matches!(e, CombatEvent::WaitAdded { who, limb: None, points: 1 } if *who == goblin)
    ));
    assert!(
        run.events.iter().any(
            |e| matches!(e, CombatEvent::PreparationGained { who, points: 1 } if *who == warden)
        )
    );
}

#[test]
fn wait_points_on_an_aimed_limb_put_it_on_hold() {
    let run = run_with(
        lib(),
        r#"(encounter: Inline((name: "t", heroes: [(kind: "t_warden")], minions: [(kind: "goblin")])),
            setup: Some((combatants: [(name: "Goblin", ap_level: Some(0))])),
            decisions: [Act(who: "Warden", action: "t_hamstring", targets: ["Goblin/right hand"])])"#,
    );
    print_log(&run);
    let warden = id(&run, "Warden");
    assert!(
        run.events
            .iter()
            .any(|e| matches!(e, CombatEvent::ApPaid { who, cost: 4, .. } if *who == warden)),
        "3 + 1 for the aim"
    );
    let goblin = &run.state.fighters[id(&run, "Goblin").index()];
    let hand = goblin
        .parts
        .iter()
        .position(|p| &*p.name == "right hand")
        .unwrap();
    assert_eq!(goblin.parts[hand].wait, 2);
    assert!(goblin.part_on_hold(hand));
}

#[test]
fn a_modifier_for_one_round_ends_with_the_round() {
    let content = lib();
    let run = run_with(
        content.clone(),
        r#"(encounter: Inline((name: "t", heroes: [(kind: "t_warden")], minions: [(kind: "goblin")])),
            setup: Some((combatants: [(name: "Warden", ap_level: Some(2)), (name: "Goblin", ap_level: Some(0))])),
            decisions: [Act(who: "Warden", action: "t_bless", targets: ["Warden"])])"#,
    );
    print_log(&run);
    let ended = run
        .events
        .iter()
        .position(|e| matches!(e, CombatEvent::RoundEnded { round: 1 }))
        .unwrap();
    let expired = run
        .events
        .iter()
        .position(|e| {
            matches!(
                e,
                CombatEvent::ModifierExpired {
                    stat: Stat::Str,
                    ..
                }
            )
        })
        .unwrap();
    assert!(expired < ended);
    assert!(modified(&run).contains(&("Warden".into(), Stat::Str, 1, Duration::Rounds(1))));
    assert_eq!(run.state.fighters[0].stats(&content).str, 1);
}
