//! Combatants who arrive late (`arrives:`) under R5.1 and R10.1: a late hero takes its
//! advantages with the others, before the fight, and brings them; a reinforcement gets its AP
//! level at the start of the round it joins, and none before.

use crate::common;

use aguja::combat::{CombatEvent, CombatantId};
use aguja::script::ScriptRun;
use common::*;

/// Every AP level set for `who` as (round, attribute, level), and the round it arrived in.
fn levels(run: &ScriptRun, who: CombatantId) -> (Vec<(u32, i32, u32)>, Option<u32>) {
    let (mut round, mut arrived, mut set) = (0, None, Vec::new());
    for e in &run.events {
        match e {
            CombatEvent::RoundStarted { round: r } => round = *r,
            CombatEvent::Arrived { who: w } if *w == who => arrived = Some(round),
            CombatEvent::ApLevelSet {
                who: w,
                attribute,
                level,
                ..
            } if *w == who => set.push((round, *attribute, *level)),
            _ => {}
        }
    }
    (set, arrived)
}

/// A level-1 fight where Red Haggar is due in round 2; nobody has AP to act in round 1.
fn haggar_arrives_in_round_2() -> ScriptRun {
    run_text(
        r#"(
        encounter: Inline((name: "t", level: 1,
            heroes: [(kind: "squire"), (kind: "red_haggar", arrives: 2)],
            minions: [(kind: "goblin")])),
        setup: Some((combatants: [(name: "Squire", ap_level: Some(0)),
            (name: "Goblin", ap_level: Some(0))])),
        decisions: [
            Advantage(who: "Squire", advantage: "dodge"),
            Advantage(who: "Red Haggar", advantage: "speed"),
        ],
    )"#,
    )
}

// R10.1: a hero due in round 2 is asked for its advantage before the fight, like the heroes on
// the field, and brings it: Speed makes its AP 13 when it arrives.
#[test]
fn r10_1_a_hero_arriving_late_takes_its_advantages_before_the_fight() {
    let run = haggar_arrives_in_round_2();
    print_log(&run);
    let lib = library();
    let haggar = id(&run, "Red Haggar");
    let speed = lib.advantage_id("speed").expect("speed");
    let taken_at = run
        .events
        .iter()
        .position(|e| matches!(e, CombatEvent::AdvantageTaken { hero, advantage } if *hero == haggar && *advantage == speed))
        .expect("Red Haggar takes Speed");
    let round_one = run
        .events
        .iter()
        .position(|e| matches!(e, CombatEvent::RoundStarted { round: 1 }))
        .expect("round 1 starts");
    assert!(taken_at < round_one, "picked before the fight starts");
    assert_eq!(fighter(&run, "Red Haggar").stats(&lib).ap, 13);
}

// R5.1: an arriving combatant gets its AP level at the start of the round it joins (AP 12 + 1
// for Speed = 13, with no wait points to take off), and no AP level before it is on the field.
#[test]
fn r5_1_an_arriving_combatant_gets_its_ap_level_the_round_it_joins() {
    let run = haggar_arrives_in_round_2();
    let haggar = id(&run, "Red Haggar");
    let (set, arrived) = levels(&run, haggar);
    assert_eq!(arrived, Some(2));
    assert_eq!(set, vec![(2, 13, 13)]);
    assert_eq!(fighter(&run, "Red Haggar").ap, 13);
}

// R5.1: the same for a reinforcement that comes early because its side is empty: the Thrall
// (AP 8), due in round 5, joins in round 2 at AP level 8.
#[test]
fn r5_1_an_early_reinforcement_gets_its_ap_level_the_round_it_joins() {
    let run = run_file("tests/scenarios/reinforcements.ron");
    let thrall = id(&run, "Thrall");
    let (set, arrived) = levels(&run, thrall);
    assert_eq!(arrived, Some(2));
    assert_eq!(set, vec![(2, 8, 8)]);
}
