//! Encounter goals, per-member overrides and reinforcements: each goal kind played by a
//! scenario script (tests/scenarios/goal_*.ron, reinforcements.ron), and every new field's
//! mistakes reported at file:line:col with the nearest right name.

use crate::common::{fighter, library, run_file};
use aguja::combat::CombatEvent;
use aguja::combat::ending::Ending;
use aguja::content::{Side, load::encounter_from_text};
use aguja::script::ScriptOutcome;
use std::path::Path;

fn ended(run: &aguja::script::ScriptRun) -> (Option<Side>, u32, Ending) {
    let ScriptOutcome::Finished(outcome) = &run.outcome else {
        panic!("the fight should be over: {:?}", run.outcome);
    };
    let ending = run
        .events
        .iter()
        .find_map(|e| match e {
            CombatEvent::CombatEnded { ending, .. } => Some(*ending),
            _ => None,
        })
        .expect("an end event");
    assert_eq!(
        outcome.ending, ending,
        "the event's ending is the outcome's"
    );
    (outcome.winner, outcome.rounds, ending)
}

#[test]
fn defeating_the_leader_wins_while_its_guard_still_stands() {
    let run = run_file("tests/scenarios/goal_defeat_leader.ron");
    let (winner, rounds, ending) = ended(&run);
    assert_eq!((winner, rounds), (Some(Side::Heroes), 1));
    assert_eq!(ending, Ending::LeaderDown);
    let content = library();
    assert!(
        fighter(&run, "Thrall").active(&content),
        "the Thrall was never hit"
    );
    // The override's name and HP: a goblin with 2 HP more, called by its own name.
    let chief = fighter(&run, "Grusk the Chief");
    assert_eq!(chief.base.hp, 8 + 2);
}

#[test]
fn losing_the_hero_to_protect_loses_the_fight_with_another_hero_unhurt() {
    let run = run_file("tests/scenarios/goal_protect.ron");
    let (winner, _, ending) = ended(&run);
    assert_eq!(winner, Some(Side::Minions));
    assert_eq!(ending, Ending::ProtectedDown);
    assert!(fighter(&run, "Red Haggar").active(&library()));
}

#[test]
fn holding_out_to_the_last_round_wins_with_every_foe_standing() {
    let run = run_file("tests/scenarios/goal_survive.ron");
    let (winner, rounds, ending) = ended(&run);
    assert_eq!((winner, rounds), (Some(Side::Heroes), 1));
    assert_eq!(ending, Ending::HeldOut);
    let content = library();
    assert!(fighter(&run, "Thrall 1").active(&content));
    assert!(fighter(&run, "Thrall 2").active(&content));
}

#[test]
fn reinforcements_keep_the_fight_going_and_come_early_to_an_empty_side() {
    let run = run_file("tests/scenarios/reinforcements.ron");
    assert!(
        matches!(run.outcome, ScriptOutcome::Waiting(_)),
        "the Thrall still to come keeps the fight going: {:?}",
        run.outcome
    );
    let thrall = aguja::combat::CombatantId(2);
    let mut round = 0;
    let mut arrived_in = None;
    let mut set_before = false;
    for e in &run.events {
        match e {
            CombatEvent::RoundStarted { round: r } => round = *r,
            CombatEvent::Arrived { who } if *who == thrall => arrived_in = Some(round),
            CombatEvent::ApLevelSet { who, .. } if *who == thrall && arrived_in.is_none() => {
                set_before = true
            }
            _ => {}
        }
    }
    assert_eq!(
        arrived_in,
        Some(2),
        "due in round 5, early since its side is empty"
    );
    assert!(!set_before, "no AP level before it is on the field");
    assert!(fighter(&run, "Thrall").active(&library()));
}

#[test]
fn a_reinforcement_waits_for_its_round_while_its_side_still_fights() {
    let text = r#"(
        name: "Late",
        heroes: [(kind: "red_haggar")],
        minions: [(kind: "goblin"), (kind: "thrall", arrives: 3)],
    )"#;
    let encounter = encounter_from_text(Path::new("late.ron"), text, &library()).unwrap();
    let content = library();
    let (state, _) = aguja::combat::new_combat(&content, &encounter, 1);
    assert_eq!(state.fighters[2].arrives, 3);
    assert!(
        !state.fighters[2].active(&content),
        "not on the field before round 3"
    );
    assert!(state.fighters[1].active(&content));
}

#[test]
fn overrides_add_attributes_items_actions_damage_and_wait_points() {
    let text = r#"(
        name: "Chief",
        heroes: [(kind: "red_haggar")],
        minions: [(kind: "goblin", overrides: (
            attributes: [(Str, 2), (AP, 1), (Str, 1)],
            pack: ["goblin_shield"],
            actions: ["slam"],
            damage: 3,
            wait: 2,
        ))],
    )"#;
    let content = library();
    let encounter = encounter_from_text(Path::new("chief.ron"), text, &content).unwrap();
    let (state, _) = aguja::combat::new_combat(&content, &encounter, 1);
    let chief = &state.fighters[1];
    assert_eq!(chief.base.str, 1 + 3);
    assert_eq!(chief.base.ap, 9 + 1);
    assert_eq!((chief.damage, chief.wait), (3, 2));
    assert!(chief.innate.contains(&content.action_id("slam").unwrap()));
    assert_eq!(
        chief.gear.pack,
        vec![content.item_id("goblin_shield").unwrap()]
    );
}

/// The one error `text` gives, as `file:line:col: message`.
fn error_of(text: &str) -> String {
    let errors = encounter_from_text(Path::new("bad.ron"), text, &library())
        .expect_err("the encounter is wrong");
    assert_eq!(errors.0.len(), 1, "one error: {errors}");
    errors.0[0].to_string()
}

#[test]
fn a_goal_naming_nobody_or_the_wrong_side_is_an_error_with_a_suggestion() {
    let message = error_of(
        r#"(
    name: "x",
    heroes: [(kind: "red_haggar")],
    minions: [(kind: "goblin", name: Some("Grusk the Chief"))],
    goal: DefeatLeader(name: "Grusk the Cheif"),
)"#,
    );
    assert!(message.starts_with("bad.ron:5:11:"), "{message}");
    assert!(
        message.contains("did you mean `Grusk the Chief`"),
        "{message}"
    );
    let message = error_of(
        r#"(
    name: "x",
    heroes: [(kind: "red_haggar")],
    minions: [(kind: "goblin")],
    goal: Protect(name: "Goblin"),
)"#,
    );
    assert!(message.contains("is not a hero"), "{message}");
    let message = error_of(
        r#"(
    name: "x",
    max_rounds: 5,
    heroes: [(kind: "red_haggar")],
    minions: [(kind: "goblin")],
    goal: Survive(rounds: 6),
)"#,
    );
    assert!(message.starts_with("bad.ron:6:11:"), "{message}");
    assert!(
        message.contains("from 1 to the round limit (5)"),
        "{message}"
    );
}

#[test]
fn wrong_overrides_and_arrivals_are_errors_at_their_place() {
    let member = |inner: &str| {
        format!(
            "(\n    name: \"x\",\n    heroes: [(kind: \"red_haggar\")],\n    minions: [(kind: \"goblin\"),\n        (kind: \"goblin\", {inner})],\n)"
        )
    };
    let message = error_of(&member(r#"overrides: (equipment: ["goblin_sheild"])"#));
    assert!(message.starts_with("bad.ron:5:50:"), "{message}");
    assert!(
        message.contains("did you mean `goblin_shield`"),
        "{message}"
    );
    let message = error_of(&member(r#"overrides: (actions: ["slma"])"#));
    assert!(message.contains("did you mean `slam`"), "{message}");
    let message = error_of(&member("overrides: (damage: 8)"));
    assert!(message.contains("less than 8"), "{message}");
    let message = error_of(&member(r#"name: Some("A"), overrides: (name: Some("B"))"#));
    assert!(message.contains("given twice"), "{message}");
    let message = error_of(&member("arrives: 31"));
    assert!(message.starts_with("bad.ron:5:35:"), "{message}");
    assert!(message.contains("after the last round (30)"), "{message}");
    let message = error_of(&member("overrides: (colour: 3)"));
    assert!(message.contains("colour"), "{message}");
}

#[test]
fn a_side_that_only_arrives_late_is_an_error() {
    let message = error_of(
        r#"(
    name: "x",
    heroes: [(kind: "red_haggar")],
    minions: [(kind: "goblin", arrives: 2)],
)"#,
    );
    assert!(message.contains("all the minions arrive late"), "{message}");
}

/// Red Haggar's first move against two goblins alike but for the goal, which names the second.
fn opening_against_twins(goal: &str) -> aguja::script::ScriptRun {
    crate::common::run_text(&format!(
        r#"(
    encounter: Inline((
        name: "Twins",
        heroes: [(kind: "red_haggar")],
        minions: [(kind: "goblin", name: Some("Left")), (kind: "goblin", name: Some("Right"))],
        goal: {goal},
    )),
    seed: 3,
    setup: Some((combatants: [
        (name: "Red Haggar", ap_level: Some(12)),
        (name: "Left", ap_level: Some(0)),
        (name: "Right", ap_level: Some(0)),
    ])),
)"#
    ))
}

fn normal_target(run: &aguja::script::ScriptRun) -> aguja::combat::CombatantId {
    let content = library();
    let request = run
        .state
        .pending
        .request
        .clone()
        .expect("Red Haggar is asked to act");
    match aguja::ai::normal::answer(&run.state, &content, &request) {
        aguja::combat::Decision::Act { targets, .. } => targets[0].who,
        other => panic!("an attack was expected, not {other:?}"),
    }
}

#[test]
fn the_normal_ai_strikes_the_leader_the_goal_names() {
    let right = aguja::combat::CombatantId(2);
    // With no goal the two are alike and the AI takes the first; the goal turns it.
    let plain = normal_target(&opening_against_twins("DefeatAll"));
    assert_ne!(plain, right, "without a goal, ties go to the first");
    let led = normal_target(&opening_against_twins(r#"DefeatLeader(name: "Right")"#));
    assert_eq!(led, right);
}

#[test]
fn misspelt_new_fields_and_goal_kinds_get_a_did_you_mean_in_plain_words() {
    let parse = |text: &str| {
        encounter_from_text(Path::new("bad.ron"), text, &library())
            .expect_err("misspelt")
            .to_string()
    };
    let message = parse(
        r#"(
    name: "x",
    heroes: [(kind: "red_haggar")],
    minions: [(kind: "goblin", overrides: (atributes: [(Str, 1)]))],
)"#,
    );
    assert!(message.contains("bad.ron:4:44:"), "{message}");
    assert!(
        message.contains("in a member's overrides; did you mean `attributes`?"),
        "{message}"
    );
    let message = parse(
        r#"(
    name: "x",
    heroes: [(kind: "red_haggar")],
    minions: [(kind: "goblin")],
    goal: DefeatLeadr(name: "Goblin"),
)"#,
    );
    assert!(message.contains("bad.ron:5:11:"), "{message}");
    assert!(
        message.contains("in the goal; did you mean `DefeatLeader`?"),
        "{message}"
    );
    let message = parse(
        r#"(
    name: "x",
    heroes: [(kind: "red_haggar")],
    minions: [(kind: "goblin", arrive: 2)],
)"#,
    );
    assert!(message.contains("did you mean `arrives`?"), "{message}");
}
