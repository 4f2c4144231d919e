//! R5: rounds, the AP level, the needle, priority, paying, the end of rounds and combats.

use crate::common;

use aguja::combat::{CombatEvent, CombatPhase, Rejection, Request};
use aguja::content::Side;
use aguja::script::ScriptOutcome;
use common::*;

#[test]
fn r5_1_and_r5_4_overspending_becomes_wait_points_that_cut_the_next_round() {
    let run = run_text(
        r#"(
        encounter: Inline((name: "t", heroes: [(kind: "squire")], minions: [(kind: "goblin")])),
        setup: Some((combatants: [(name: "Squire", ap_level: Some(2)), (name: "Goblin", ap_level: Some(0))])),
        decisions: [Act(who: "Squire", action: "kick", targets: ["Goblin"])],
        dice: [1, 1, 1],
    )"#,
    );
    print_log(&run);
    let squire = id(&run, "Squire");
    // R5.4: 6 AP from a level of 2: the level drops to 0 and 4 become wait points.
    assert!(run.events.iter().any(|e| matches!(e,
        CombatEvent::ApPaid { who, cost: 6, before: 2, after: 0, wait_added: 4, .. } if *who == squire)));
    // R5.1: next round, AP 10 − 4 wait points = 6, and those wait points are gone.
    let round2 = run
        .events
        .iter()
        .position(|e| matches!(e, CombatEvent::RoundStarted { round: 2 }))
        .unwrap();
    let set = run.events[round2..].iter().find_map(|e| match e {
        CombatEvent::ApLevelSet {
            who,
            attribute,
            wait_removed,
            level,
            ..
        } if *who == squire => Some((*attribute, *wait_removed, *level)),
        _ => None,
    });
    assert_eq!(set, Some((10, 4, 6)));
    assert_eq!(run.state.fighters[squire.index()].wait, 0);
}

#[test]
fn r5_1_wait_points_beyond_the_ap_attribute_stay_and_the_level_stays_at_zero() {
    let run = run_text(
        r#"(
        encounter: Inline((name: "t", heroes: [(kind: "squire")], minions: [(kind: "goblin")])),
        setup: Some((combatants: [
            (name: "Squire", ap_level: Some(0), wait: Some(13), limb_wait: [("feet", 20)]),
            (name: "Goblin", ap_level: Some(0)),
        ])),
    )"#,
    );
    let squire = id(&run, "Squire");
    let set = run.events.iter().rev().find_map(|e| match e {
        CombatEvent::ApLevelSet {
            who,
            wait_removed,
            level,
            ..
        } if *who == squire => Some((*wait_removed, *level)),
        _ => None,
    });
    assert_eq!(set, Some((10, 0)));
    let f = &run.state.fighters[squire.index()];
    assert_eq!(f.wait, 3, "13 − 10 wait points stay on the body card");
    assert_eq!(
        f.parts.iter().find(|p| &*p.name == "feet").unwrap().wait,
        10,
        "limbs lose as many (R6.4)"
    );
}

#[test]
fn r5_1_ap_level_capped_at_15() {
    let run = run_text(
        r#"(
        encounter: Inline((name: "t", level: 4,
            heroes: [(kind: "red_haggar", advantages: Some(["speed", "speed", "speed", "speed"]))],
            minions: [(kind: "goblin")])),
    )"#,
    );
    let haggar = id(&run, "Red Haggar");
    assert!(run.events.iter().any(|e| matches!(e,
        CombatEvent::ApLevelSet { who, attribute: 16, level: 15, capped: true, .. } if *who == haggar)));
}

#[test]
fn r5_2_needle_starts_at_15_and_drops_until_someone_is_above_it() {
    let run = run_text(r#"(encounter: Path("../../levels/seed-example.ron"))"#);
    let drops: Vec<u32> = run
        .events
        .iter()
        .filter_map(|e| match e {
            CombatEvent::NeedleDropped { needle } => Some(*needle),
            _ => None,
        })
        .collect();
    assert_eq!(
        drops,
        vec![14, 13, 12, 11],
        "Red Haggar (12) is first above the needle at 11"
    );
    assert!(matches!(&run.outcome, ScriptOutcome::Waiting(w) if w.contains("Red Haggar")));
}

#[test]
fn r5_3_tie_among_heroes_goes_to_their_controller() {
    let run = run_text(
        r#"(
        encounter: Inline((name: "t", heroes: [(kind: "squire"), (kind: "squire")], minions: [(kind: "goblin")])),
        decisions: [Choose(who: "Squire 1", pick: "Squire 2")],
    )"#,
    );
    print_log(&run);
    let (s1, s2) = (id(&run, "Squire 1"), id(&run, "Squire 2"));
    assert!(run.events.iter().any(|e| matches!(e, CombatEvent::TieBroken { chosen, among } if *chosen == s2 && among.contains(&s1))));
    let first = run.events.iter().find_map(|e| match e {
        CombatEvent::Opportunity { who, .. } => Some(*who),
        _ => None,
    });
    assert_eq!(first, Some(s2));
}

#[test]
fn r5_3_tie_among_minions_goes_to_the_dark_lord() {
    // Two Goblins (9) tie above Jade Mistress (7): the Dark Lord is asked, and whichever Goblin
    // it picks, that one acts first.
    let run = |decisions: &str| {
        run_text(&format!(
            r#"(
        encounter: Inline((name: "t", heroes: [(kind: "jade_mistress")], minions: [(kind: "goblin"), (kind: "goblin")])),
        decisions: [{decisions}],
    )"#
        ))
    };
    let asked = run("");
    let Some(Request::TieBreak { side, tied, .. }) = &asked.state.pending.request else {
        panic!(
            "expected a tie-break, got {:?}",
            asked.state.pending.request
        )
    };
    assert_eq!(*side, Side::Minions);
    assert_eq!(names(&asked.roster, tied), ["Goblin 1", "Goblin 2"]);
    for pick in ["Goblin 1", "Goblin 2"] {
        let run = run(&format!(r#"Choose(who: "Goblin 1", pick: "{pick}")"#));
        print_log(&run);
        let first = run.events.iter().find_map(|e| match e {
            CombatEvent::Opportunity { who, .. } => Some(*who),
            _ => None,
        });
        assert_eq!(first, Some(id(&run, pick)), "the Dark Lord picked {pick}");
        assert!(
            matches!(&run.state.pending.request, Some(Request::Act { actor, .. }) if *actor == id(&run, pick)),
            "{pick} is asked to act: {:?}",
            run.state.pending.request
        );
    }
}

#[test]
fn r5_3_heroes_before_minions_on_a_full_tie() {
    // Jade Mistress with two Speed has AP 9, like the Goblin: same level, preparation and AP.
    let run = run_text(
        r#"(
        encounter: Inline((name: "t", level: 2,
            heroes: [(kind: "jade_mistress", advantages: Some(["speed", "speed"]))],
            minions: [(kind: "goblin")])),
    )"#,
    );
    let first = run.events.iter().find_map(|e| match e {
        CombatEvent::Opportunity { who, .. } => Some(*who),
        _ => None,
    });
    assert_eq!(first, Some(id(&run, "Jade Mistress")));
}

#[test]
fn r5_5_round_ends_when_everyone_is_at_zero_and_preparation_is_lost() {
    let run = run_text(
        r#"(
        encounter: Inline((name: "t", heroes: [(kind: "squire")], minions: [(kind: "goblin")])),
        setup: Some((combatants: [(name: "Squire", ap_level: Some(1)), (name: "Goblin", ap_level: Some(0))])),
        decisions: [Act(who: "Squire", action: "prepare")],
    )"#,
    );
    print_log(&run);
    let squire = id(&run, "Squire");
    let end = run
        .events
        .iter()
        .position(|e| matches!(e, CombatEvent::RoundEnded { round: 1 }))
        .unwrap();
    assert!(run.events[..end].iter().any(|e| matches!(e,
        CombatEvent::PreparationLost { who, points: 1, rule } if *who == squire && rule.to_string() == "R5.5")));
    assert!(
        run.events[end..]
            .iter()
            .any(|e| matches!(e, CombatEvent::RoundStarted { round: 2 }))
    );
}

#[test]
fn r5_5_combatants_at_zero_get_no_opportunity() {
    let run = run_text(
        r#"(
        encounter: Inline((name: "t", heroes: [(kind: "squire")], minions: [(kind: "goblin")])),
        setup: Some((needle: Some(0), combatants: [(name: "Squire", ap_level: Some(0)), (name: "Goblin", ap_level: Some(1))])),
    )"#,
    );
    let first = run.events.iter().find_map(|e| match e {
        CombatEvent::Opportunity { who, .. } => Some(*who),
        _ => None,
    });
    assert_eq!(
        first,
        Some(id(&run, "Goblin")),
        "the needle at 0 still lets AP level 1 act, never 0"
    );
}

#[test]
fn r5_6_combat_ends_when_one_side_is_down() {
    let run = run_text(
        r#"(
        encounter: Inline((name: "t", heroes: [(kind: "red_haggar")], minions: [(kind: "goblin")])),
        setup: Some((combatants: [(name: "Goblin", ap_level: Some(0), damage: Some(7))])),
        dice: [5, 5, 5, 5],
        decisions: [Act(who: "Red Haggar", action: "punch", targets: ["Goblin"])],
    )"#,
    );
    print_log(&run);
    let ScriptOutcome::Finished(outcome) = &run.outcome else {
        panic!("{:?}", run.outcome)
    };
    assert_eq!(outcome.winner, Some(Side::Heroes));
    assert_eq!(run.state.phase, CombatPhase::Over);
    assert!(matches!(
        run.events.last(),
        Some(CombatEvent::CombatEnded {
            winner: Some(Side::Heroes),
            ..
        })
    ));
}

#[test]
fn r5_6_round_limit_is_a_draw() {
    let run = run_text(
        r#"(
        encounter: Inline((name: "t", max_rounds: 1, heroes: [(kind: "squire")], minions: [(kind: "goblin")])),
        setup: Some((combatants: [(name: "Squire", ap_level: Some(0)), (name: "Goblin", ap_level: Some(0))])),
    )"#,
    );
    let ScriptOutcome::Finished(outcome) = &run.outcome else {
        panic!("{:?}", run.outcome)
    };
    assert_eq!(outcome.winner, None);
}

#[test]
fn r5_4_the_actor_picks_one_available_action_and_an_illegal_one_is_rejected() {
    // The Goblin's shield hand holds an item, so its right hand is its only free one; Red
    // Haggar may not punch his ally; the rules say why and nothing is paid.
    let run = run_text(
        r#"(
        encounter: Inline((name: "t", heroes: [(kind: "red_haggar"), (kind: "jade_mistress")], minions: [(kind: "goblin")])),
        decisions: [Act(who: "Red Haggar", action: "punch", targets: ["Jade Mistress"])],
    )"#,
    );
    let ScriptOutcome::Rejected { index: 1, reason } = &run.outcome else {
        panic!("{:?}", run.outcome)
    };
    assert_eq!(reason, &Rejection::NotATarget);
    assert!(
        run.lines
            .iter()
            .any(|l| l == "Illegal choice for Red Haggar: not a valid target for this action"),
        "{:#?}",
        run.lines
    );
    assert!(
        !run.events
            .iter()
            .any(|e| matches!(e, CombatEvent::ApPaid { .. }))
    );
    let Some(Request::Act {
        options,
        unavailable,
        ..
    }) = &run.state.pending.request
    else {
        panic!()
    };
    assert!(
        options
            .iter()
            .all(|o| o.cost > 0 || library().action(o.action).id == "drop")
    );
    assert!(unavailable.iter().all(|u| !u.reason.to_string().is_empty()));
}
