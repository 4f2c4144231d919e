//! R10 advantages: how many each hero gets and when it is asked, what each one does, Multi-attack.

use crate::common;

use aguja::combat::decision::TargetChoices;
use aguja::combat::{CombatEvent, CombatantId, Rejection, Request};
use aguja::content::{Content, Side};
use aguja::script::{ScriptOutcome, ScriptRun};
use common::*;

/// Every advantage a combatant took, by id, from the events.
fn taken(lib: &Content, run: &ScriptRun, hero: CombatantId) -> Vec<String> {
    run.events
        .iter()
        .filter_map(|e| match e {
            CombatEvent::AdvantageTaken { hero: h, advantage } if *h == hero => {
                Some(lib.advantage(*advantage).id.to_string())
            }
            _ => None,
        })
        .collect()
}

/// The first check this combatant rolled: (its CO value, its difficulty).
fn first_check(run: &ScriptRun, who: CombatantId) -> (Option<i32>, i32) {
    run.events
        .iter()
        .find_map(|e| match e {
            CombatEvent::CheckRolled {
                who: w, outcome, ..
            } if *w == who => Some((outcome.terms.co.map(|(_, v)| v), outcome.difficulty)),
            _ => None,
        })
        .expect("a check was rolled")
}

/// The most targets the open Act request lets this action take.
fn max_targets(lib: &Content, run: &ScriptRun, action: &str) -> u32 {
    let Some(Request::Act { options, .. }) = &run.state.pending.request else {
        panic!("expected an Act request: {:?}", run.outcome)
    };
    let id = lib.action_id(action).unwrap();
    match &options.iter().find(|o| o.action == id).unwrap().targets {
        TargetChoices::Combatants { max, .. } => *max,
        other => panic!("{other:?}"),
    }
}

// R10.1: a level-2 encounter asks each hero without fixed advantages twice, one at a time.
#[test]
fn r10_1_level_n_asks_each_hero_for_n_advantages() {
    let lib = library();
    let text = |decisions: &str| {
        format!(
            r#"(
            encounter: Inline((name: "t", level: 2, heroes: [(kind: "squire")], minions: [(kind: "goblin")])),
            decisions: [{decisions}],
        )"#
        )
    };
    let one = run_text(&text(r#"Advantage(who: "Squire", advantage: "dodge")"#));
    let squire = id(&one, "Squire");
    assert!(
        matches!(&one.state.pending.request,
        Some(Request::Advantage { hero, remaining: 1, .. }) if *hero == squire),
        "{:?}",
        one.state.pending.request
    );

    let two = run_text(&text(
        r#"Advantage(who: "Squire", advantage: "dodge"), Advantage(who: "Squire", advantage: "health")"#,
    ));
    assert_eq!(taken(&lib, &two, squire), vec!["dodge", "health"]);
    assert!(
        matches!(&two.state.pending.request, Some(Request::Act { actor, .. }) if *actor == squire),
        "after two picks the combat starts: {:?}",
        two.outcome
    );
    assert!(
        two.events
            .iter()
            .any(|e| matches!(e, CombatEvent::RoundStarted { round: 1 }))
    );
}

// R10.1: the same advantage may be taken twice, and it stacks.
#[test]
fn r10_1_the_same_advantage_twice_stacks() {
    let lib = library();
    let run = run_text(
        r#"(
        encounter: Inline((name: "t", level: 2, heroes: [(kind: "squire")], minions: [(kind: "goblin")])),
        decisions: [Advantage(who: "Squire", advantage: "speed"), Advantage(who: "Squire", advantage: "speed")],
    )"#,
    );
    print_log(&run);
    let squire = id(&run, "Squire");
    assert_eq!(taken(&lib, &run, squire), vec!["speed", "speed"]);
    assert!(run.events.iter().any(|e| matches!(e,
        CombatEvent::ApLevelSet { who, attribute: 12, level: 12, .. } if *who == squire)));
}

// R10.1: advantages fixed in the encounter are not asked; heroes without them still are.
#[test]
fn r10_1_fixed_advantages_are_not_asked() {
    let lib = library();
    let run = run_text(
        r#"(
        encounter: Inline((name: "t", level: 1,
            heroes: [(kind: "squire", advantages: Some(["health"])), (kind: "red_haggar")],
            minions: [(kind: "goblin")])),
        decisions: [Advantage(who: "Red Haggar", advantage: "toughness")],
    )"#,
    );
    print_log(&run);
    let (squire, haggar) = (id(&run, "Squire"), id(&run, "Red Haggar"));
    assert!(
        matches!(&run.outcome, ScriptOutcome::Waiting(w) if w.contains("to act")),
        "only Red Haggar was asked: {:?}",
        run.outcome
    );
    assert!(taken(&lib, &run, squire).is_empty());
    assert_eq!(taken(&lib, &run, haggar), vec!["toughness"]);
    assert_eq!(run.state.fighters[squire.index()].stats(&lib).hp, 15);
}

// R10.2: each advantage adds its amount to its attribute and to nothing else.
#[test]
fn r10_2_each_advantage_raises_its_attribute() {
    let lib = library();
    let stats_with = |advantage: Option<&str>| {
        let (level, list) = match advantage {
            Some(a) => (1, format!(r#"Some(["{a}"])"#)),
            None => (0, "None".to_string()),
        };
        let run = run_text(&format!(
            r#"(encounter: Inline((name: "t", level: {level},
                heroes: [(kind: "squire", advantages: {list})], minions: [(kind: "goblin")])))"#
        ));
        fighter(&run, "Squire").stats(&lib)
    };
    let plain = stats_with(None);
    use aguja::rules::Stat;
    let table = [
        ("speed", Stat::AP, 1),
        ("health", Stat::HP, 3),
        ("strength", Stat::Str, 1),
        ("dodge", Stat::Def, 1),
        ("awareness", Stat::Per, 1),
        ("mystic", Stat::Mag, 1),
        ("toughness", Stat::DR, 1),
    ];
    for (advantage, stat, amount) in table {
        let mut expected = plain;
        expected.add(stat, amount);
        assert_eq!(stats_with(Some(advantage)), expected, "{advantage}");
    }
}

// R10.2: Speed raises the AP level a round starts with.
#[test]
fn r10_2_speed_raises_the_round_start_ap_level() {
    let run = run_text(
        r#"(encounter: Inline((name: "t", level: 1,
            heroes: [(kind: "squire", advantages: Some(["speed"]))], minions: [(kind: "goblin")])))"#,
    );
    let squire = id(&run, "Squire");
    assert!(run.events.iter().any(|e| matches!(e,
        CombatEvent::ApLevelSet { who, attribute: 11, level: 11, .. } if *who == squire)));
}

// R10.2: Health's +3 HP keeps a hero standing with damage that would put it down (R4.2).
#[test]
fn r10_2_health_raises_hp() {
    let outcome = |advantages: &str| {
        run_text(&format!(
            r#"(
            encounter: Inline((name: "t", level: 1,
                heroes: [(kind: "squire", advantages: Some([{advantages}]))], minions: [(kind: "goblin")])),
            setup: Some((combatants: [(name: "Squire", damage: Some(13))])),
        )"#
        ))
        .outcome
    };
    // Squire HP 12: 13 damage puts it down, unless Health makes it 15.
    assert!(
        matches!(outcome(r#""speed""#), ScriptOutcome::Finished(o) if o.winner == Some(Side::Minions)),
        "down without Health"
    );
    assert!(
        matches!(outcome(r#""health""#), ScriptOutcome::Waiting(_)),
        "standing with Health"
    );
}

// R10.2: Toughness's +1 DR reduces the damage a hit deals (R4.1).
#[test]
fn r10_2_toughness_raises_dr_against_damage() {
    let run = run_text(
        r#"(
        encounter: Inline((name: "t", level: 1,
            heroes: [(kind: "squire", advantages: Some(["toughness"]))], minions: [(kind: "goblin")])),
        setup: Some((combatants: [(name: "Squire", ap_level: Some(0))])),
        dice: [5, 5, 5, 5],
        decisions: [Act(who: "Goblin", action: "stab", targets: ["Squire"])],
    )"#,
    );
    print_log(&run);
    let squire = id(&run, "Squire");
    // 1d-1 = 4; DR 1 (leather cap) + 1 (Toughness) = 2.
    assert!(run.events.iter().any(|e| matches!(e,
        CombatEvent::Damaged { who, dr: 2, dealt: 2, .. } if *who == squire)));
}

// R10.2: Strength raises the attacker's Str in its checks; Dodge raises the Def an attack on
// the hero must beat; Mystic raises the Mag of its spells.
#[test]
fn r10_2_strength_dodge_and_mystic_enter_checks() {
    // Whoever acts is the one at AP level 12; the other is at 0 and cannot react.
    let check = |advantage: &str, actor: &str, decision: &str| {
        let (squire_ap, goblin_ap) = if actor == "Squire" { (12, 0) } else { (0, 12) };
        let run = run_text(&format!(
            r#"(
            encounter: Inline((name: "t", level: 1,
                heroes: [(kind: "squire", advantages: Some(["{advantage}"]))], minions: [(kind: "goblin")])),
            setup: Some((combatants: [(name: "Squire", ap_level: Some({squire_ap})), (name: "Goblin", ap_level: Some({goblin_ap}))])),
            dice: [1, 1, 1, 1],
            decisions: [{decision}],
        )"#
        ));
        print_log(&run);
        first_check(&run, id(&run, actor))
    };
    // Squire Str 2 + Strength; `<Str>[11]<Def>` against the Goblin's Def 1 + shield.
    let punch = r#"Act(who: "Squire", action: "punch", targets: ["Goblin"])"#;
    assert_eq!(check("strength", "Squire", punch), (Some(3), 13));
    // Squire Def 1 + Dodge: the Goblin's `<Str>[10]<Def>` needs to beat 10 + 2.
    let stab = r#"Act(who: "Goblin", action: "stab", targets: ["Squire"])"#;
    assert_eq!(check("dodge", "Goblin", stab), (Some(1), 12));
    // Squire Mag 1 + Mystic: `<Mag>[12]` on itself.
    let heal = r#"Act(who: "Squire", action: "heal", targets: ["Squire"])"#;
    assert_eq!(check("mystic", "Squire", heal), (Some(2), 12));
}

const TWO_GOBLINS: &str = r#"minions: [(kind: "goblin"), (kind: "goblin")])),
        setup: Some((combatants: [(name: "Goblin 1", ap_level: Some(0)), (name: "Goblin 2", ap_level: Some(0))])),"#;

// R10.3: with Multi-attack an attack may take two targets, with one check per target (R9.3).
#[test]
fn r10_3_multi_attack_takes_two_targets_with_one_check_each() {
    let lib = library();
    let run = run_text(&format!(
        r#"(
        encounter: Inline((name: "t", level: 1,
            heroes: [(kind: "red_haggar", advantages: Some(["multi_attack"]))],
            {TWO_GOBLINS}
        dice: [5, 5, 5, 1, 5, 5, 5, 1],
        decisions: [Act(who: "Red Haggar", action: "punch", targets: ["Goblin 1", "Goblin 2"])],
    )"#
    ));
    print_log(&run);
    assert!(!run.outcome.is_error(), "{:?}", run.outcome);
    let haggar = id(&run, "Red Haggar");
    let checked: Vec<Option<CombatantId>> = run
        .events
        .iter()
        .filter_map(|e| match e {
            CombatEvent::CheckRolled { who, target, .. } if *who == haggar => Some(*target),
            _ => None,
        })
        .collect();
    assert_eq!(
        checked,
        vec![Some(id(&run, "Goblin 1")), Some(id(&run, "Goblin 2"))]
    );
    let hit: Vec<CombatantId> = run
        .events
        .iter()
        .filter_map(|e| match e {
            CombatEvent::Damaged { who, .. } => Some(*who),
            _ => None,
        })
        .collect();
    assert_eq!(
        hit,
        vec![id(&run, "Goblin 1"), id(&run, "Goblin 2")],
        "both goblins are hit"
    );
    assert_eq!(max_targets(&lib, &run, "punch"), 2);
}

// R10.3: without Multi-attack, an attack on two targets is illegal and rejected.
#[test]
fn r10_3_without_multi_attack_two_targets_are_rejected() {
    let run = run_text(&format!(
        r#"(
        encounter: Inline((name: "t",
            heroes: [(kind: "red_haggar")],
            {TWO_GOBLINS}
        decisions: [Act(who: "Red Haggar", action: "punch", targets: ["Goblin 1", "Goblin 2"])],
    )"#
    ));
    print_log(&run);
    assert!(
        matches!(
            &run.outcome,
            ScriptOutcome::Rejected {
                index: 1,
                reason: Rejection::TargetCount { max: 1 }
            }
        ),
        "{:?}",
        run.outcome
    );
    assert!(
        !run.events
            .iter()
            .any(|e| matches!(e, CombatEvent::CheckRolled { .. }))
    );
    assert!(
        !run.events
            .iter()
            .any(|e| matches!(e, CombatEvent::ApPaid { .. }))
    );
}

// R10.3: Multi-attack stacks (one more target each) and widens attacks only, not spells.
#[test]
fn r10_3_multi_attack_stacks_and_widens_only_attacks() {
    let lib = library();
    let run = run_text(&format!(
        r#"(
        encounter: Inline((name: "t", level: 2,
            heroes: [(kind: "red_haggar", advantages: Some(["multi_attack", "multi_attack"]))],
            {TWO_GOBLINS}
    )"#
    ));
    assert_eq!(max_targets(&lib, &run, "punch"), 3);
    assert_eq!(max_targets(&lib, &run, "kick"), 3);
    assert_eq!(max_targets(&lib, &run, "heal"), 1, "Heal is a spell");
}
