//! The peer seeds' mechanics (RULES.md, "Peer mechanics") as shipped content, each shown
//! working in a scenario: assist, defensive stance, disengage and the attack of opportunity,
//! dodge and parry, a crossbow reloading over two rounds, a bonus action, aim, and a spell
//! broken by a hit. All content is in assets/library/tactics.ron.

use crate::common;

use aguja::combat::{CombatEvent, Rejection};
use aguja::content::Tag;
use aguja::rules::Stat;
use aguja::script::ScriptRun;
use common::*;

fn checks_by(run: &ScriptRun, who: &str) -> Vec<aguja::rules::check::CheckOutcome> {
    let c = id(run, who);
    run.events
        .iter()
        .filter_map(|e| match e {
            CombatEvent::CheckRolled { who, outcome, .. } if *who == c => Some(outcome.clone()),
            _ => None,
        })
        .collect()
}

fn failed_links(run: &ScriptRun) -> Vec<String> {
    let content = library();
    run.events
        .iter()
        .filter_map(|e| match e {
            CombatEvent::LinkFailed { action, .. } => Some(content.action(*action).id.clone()),
            _ => None,
        })
        .collect()
}

#[test]
fn peer_assist_gives_an_ally_two_on_the_next_check() {
    let run = run_text(
        r#"(encounter: Inline((name: "t", heroes: [(kind: "warden"), (kind: "duelist")], minions: [(kind: "goblin")])),
            setup: Some((combatants: [(name: "Goblin", ap_level: Some(0)), (name: "Duelist", ap_level: Some(5))])),
            dice: [4, 4, 4],
            decisions: [
                Act(who: "Warden", action: "assist", targets: ["Duelist"]),
                Act(who: "Warden", action: "wait"),
                Act(who: "Warden", action: "wait"),
                Act(who: "Duelist", action: "slash", targets: ["Goblin"]),
            ])"#,
    );
    print_log(&run);
    let checks = checks_by(&run, "Duelist");
    assert_eq!(checks.len(), 1);
    assert_eq!(checks[0].terms.roll_bonus, 2, "the assist");
    assert_eq!(checks[0].total, 12 + 2 + 2, "3d6 + Str 2 + 2");
    let duelist = fighter(&run, "Duelist");
    assert!(duelist.mods.is_empty(), "used up by the check");
}

#[test]
fn peer_defensive_stance_raises_def_until_the_next_action() {
    let run = run_text(
        r#"(encounter: Inline((name: "t", heroes: [(kind: "duelist")], minions: [(kind: "goblin")])),
            setup: Some((combatants: [(name: "Goblin", ap_level: Some(10))])),
            dice: [3, 3, 3],
            decisions: [
                Act(who: "Duelist", action: "defensive_stance"),
                Act(who: "Goblin", action: "stab", targets: ["Duelist"]),
                Pass("Duelist"),
                Act(who: "Duelist", action: "wait"),
            ])"#,
    );
    print_log(&run);
    let stab = &checks_by(&run, "Goblin")[0];
    // D 10 + the Duelist's Def: 1 + buckler 1 + stance 2.
    assert_eq!(stab.difficulty, 10 + 4);
    assert!(!stab.success);
    let expired = run.events.iter().any(|e| {
        matches!(
            e,
            CombatEvent::ModifierExpired {
                stat: Stat::Def,
                amount: 2,
                ..
            }
        )
    });
    assert!(expired, "the Duelist's next action ends the stance");
    assert_eq!(fighter(&run, "Duelist").stats(&library()).def, 2);
}

/// Duelist (AP 11) next to a Hobgoblin with a glaive that has prepared (8 + 3 > 9).
const NEAR_A_GLAIVE: &str = r#"encounter: Inline((name: "t", heroes: [(kind: "duelist"), (kind: "warden")], minions: [(kind: "hobgoblin")])),
    setup: Some((combatants: [(name: "Hobgoblin", ap_level: Some(8), preparation: Some(3)), (name: "Warden", ap_level: Some(0))])),"#;

#[test]
fn peer_disengage_invites_an_attack_of_opportunity() {
    let run = run_text(&format!(
        r#"({NEAR_A_GLAIVE}
            dice: [5, 5, 5, 4],
            decisions: [
                Act(who: "Duelist", action: "disengage"),
                React(who: "Hobgoblin", reaction: "opportunity_attack"),
            ])"#
    ));
    print_log(&run);
    let cut = &checks_by(&run, "Hobgoblin")[0];
    // Str 2 + 15 against D 10 + the Duelist's Def 2 (the disengage has not resolved yet).
    assert!(cut.success);
    assert_eq!(cut.difficulty, 12);
    let duelist = id(&run, "Duelist");
    let hit = run.events.iter().find_map(|e| match e {
        CombatEvent::Damaged { who, dealt, .. } if *who == duelist => Some(*dealt),
        _ => None,
    });
    assert_eq!(hit, Some(3), "1d-1 with a 4");
    // Then the step back resolves: +3 Def.
    assert_eq!(fighter(&run, "Duelist").stats(&library()).def, 5);
}

#[test]
fn peer_an_attack_of_opportunity_answers_moves_only() {
    let run = run_text(&format!(
        r#"({NEAR_A_GLAIVE}
            decisions: [Act(who: "Duelist", action: "slash", targets: ["Hobgoblin"])])"#
    ));
    print_log(&run);
    // The Hobgoblin is not even asked: its only reaction does not fit a slash.
    assert!(
        run.lines
            .iter()
            .any(|l| l
                .contains("Hobgoblin cannot react: Attack of opportunity answers only movement")),
        "{:#?}",
        run.lines
    );
    assert!(checks_by(&run, "Hobgoblin").is_empty());
    // A charge is a move as well as an attack: the glaive may strike first.
    let run = run_text(
        r#"(encounter: Inline((name: "t", heroes: [(kind: "warden")], minions: [(kind: "hobgoblin")])),
            setup: Some((combatants: [(name: "Hobgoblin", ap_level: Some(8), preparation: Some(3))])),
            decisions: [Act(who: "Warden", action: "charge", targets: ["Hobgoblin"])])"#,
    );
    let (offered, _) = menu(&run);
    assert!(
        offered.contains(&"opportunity_attack".to_string()),
        "{offered:?}"
    );
}

#[test]
fn peer_parry_and_dodge_turn_aside_an_attack() {
    let base = r#"encounter: Inline((name: "t", heroes: [(kind: "duelist")], minions: [(kind: "goblin"), (kind: "skeleton_archer")])),
        setup: Some((combatants: [(name: "Goblin", ap_level: Some(12)), (name: "Skeleton archer", ap_level: Some(0))])),"#;
    let run = run_text(&format!(
        r#"({base}
            dice: [5, 5, 5],
            decisions: [
                Act(who: "Goblin", action: "stab", targets: ["Duelist"]),
                React(who: "Duelist", reaction: "parry"),
            ])"#
    ));
    print_log(&run);
    let parry = &checks_by(&run, "Duelist")[0];
    assert!(parry.success, "Str 2 + 15 against 9 + the Goblin's Str 1");
    assert_eq!(failed_links(&run), ["stab"]);
    // The same with a dodge.
    let run = run_text(&format!(
        r#"({base}
            dice: [5, 5, 5],
            decisions: [
                Act(who: "Goblin", action: "stab", targets: ["Duelist"]),
                React(who: "Duelist", reaction: "dodge_roll"),
            ])"#
    ));
    assert!(checks_by(&run, "Duelist")[0].success);
    assert_eq!(failed_links(&run), ["stab"]);
}

#[test]
fn peer_a_parry_needs_a_melee_blow_a_dodge_does_not() {
    let run = run_text(
        r#"(encounter: Inline((name: "t", heroes: [(kind: "duelist")], minions: [(kind: "skeleton_archer")])),
            setup: Some((combatants: [(name: "Skeleton archer", ap_level: Some(12))])),
            decisions: [Act(who: "Skeleton archer", action: "loose_arrow", targets: ["Duelist"])])"#,
    );
    let (offered, greyed) = menu(&run);
    assert!(offered.contains(&"dodge_roll".to_string()), "{offered:?}");
    assert_eq!(
        reason(&greyed, "parry"),
        &Rejection::AnswersOnly {
            tags: [Tag::Melee].into_iter().collect()
        }
    );
}

#[test]
fn peer_a_heavy_crossbow_reloads_over_two_rounds() {
    let run = run_text(
        r#"(encounter: Inline((name: "t", heroes: [(kind: "crossbowman")], minions: [(kind: "thrall")])),
            setup: Some((combatants: [(name: "Crossbowman", ap_level: Some(4)), (name: "Thrall", ap_level: Some(0))])),
            dice: [1, 1, 1],
            decisions: [
                Act(who: "Crossbowman", action: "shoot", targets: ["Thrall"]),
                Act(who: "Crossbowman", action: "wait"),
            ])"#,
    );
    print_log(&run);
    let crossbowman = fighter(&run, "Crossbowman");
    let hands: Vec<u32> = ["left hand", "right hand"]
        .iter()
        .map(|h| crossbowman.parts[usize::from(part(&run, "Crossbowman", h))].wait)
        .collect();
    // Round 2 has begun: 6 wait points each, 1 waited off in round 1.
    assert_eq!(run.state.round.round, 2);
    assert_eq!(hands, [5, 5], "still reloading in the next round");
    let (offered, greyed) = menu(&run);
    assert!(
        matches!(reason(&greyed, "shoot"), Rejection::ItemLimbOnHold { .. }),
        "{greyed:?}"
    );
    assert!(offered.contains(&"kick".to_string()), "the feet are free");
}

#[test]
fn peer_reloading_ends_once_the_ap_is_spent() {
    let run = run_text(
        r#"(encounter: Inline((name: "t", heroes: [(kind: "crossbowman")], minions: [(kind: "thrall")])),
            setup: Some((combatants: [(name: "Crossbowman", ap_level: Some(4)), (name: "Thrall", ap_level: Some(0))])),
            dice: [1, 1, 1, 1, 1, 1],
            decisions: [
                Act(who: "Crossbowman", action: "shoot", targets: ["Thrall"]),
                Act(who: "Crossbowman", action: "wait"),
                Act(who: "Crossbowman", action: "kick", targets: ["Thrall"]),
            ])"#,
    );
    print_log(&run);
    // The 6 AP of the kick took the last 5 wait points off both hands: loaded again.
    let crossbowman = fighter(&run, "Crossbowman");
    assert_eq!(crossbowman.ap, 4);
    for hand in ["left hand", "right hand"] {
        assert_eq!(
            crossbowman.parts[usize::from(part(&run, "Crossbowman", hand))].wait,
            0
        );
    }
}

#[test]
fn peer_aim_adds_a_die_worth_to_the_next_shot() {
    let run = run_text(
        r#"(encounter: Inline((name: "t", heroes: [(kind: "crossbowman")], minions: [(kind: "thrall")])),
            setup: Some((combatants: [(name: "Thrall", ap_level: Some(0))])),
            dice: [2, 2, 2],
            decisions: [
                Act(who: "Crossbowman", action: "aim"),
                Act(who: "Crossbowman", action: "shoot", targets: ["Thrall"]),
            ])"#,
    );
    print_log(&run);
    let shot = &checks_by(&run, "Crossbowman")[0];
    assert_eq!(shot.terms.roll_bonus, 4);
    assert_eq!(shot.total, 6 + 3 + 4, "3d6 + Per 3 + aim");
    assert!(
        shot.success,
        "13 beats 10 + Def 0; without aiming 9 would not"
    );
}

#[test]
fn peer_second_wind_is_a_bonus_action_that_keeps_preparation() {
    let run = run_text(
        r#"(encounter: Inline((name: "t", heroes: [(kind: "warden")], minions: [(kind: "goblin")])),
            setup: Some((combatants: [(name: "Warden", damage: Some(4), preparation: Some(2)), (name: "Goblin", ap_level: Some(0))])),
            dice: [5],
            decisions: [Act(who: "Warden", action: "second_wind")])"#,
    );
    print_log(&run);
    let warden = fighter(&run, "Warden");
    assert_eq!(warden.damage, 1, "healed 1d-2 = 3");
    assert_eq!(warden.prep, 2, "a bonus action keeps the prepared reaction");
    assert_eq!(warden.ap, 8);
}

#[test]
fn peer_a_hit_before_it_resolves_breaks_a_spell() {
    let run = run_text(
        r#"(encounter: Inline((name: "t", heroes: [(kind: "warden")], minions: [(kind: "goblin_hexer")])),
            setup: Some((combatants: [(name: "Warden", ap_level: Some(9)), (name: "Goblin hexer", ap_level: Some(10))])),
            dice: [5, 5, 5, 5],
            decisions: [
                Act(who: "Goblin hexer", action: "hex", targets: ["Warden"]),
                React(who: "Warden", reaction: "disrupt"),
            ])"#,
    );
    print_log(&run);
    let interrupted = run
        .events
        .iter()
        .any(|e| matches!(e, CombatEvent::LinkInterrupted { .. }));
    assert!(interrupted, "the disrupting hit broke the hex");
    assert_eq!(failed_links(&run), ["hex"]);
    assert!(
        checks_by(&run, "Goblin hexer").is_empty(),
        "a broken spell rolls nothing"
    );
    assert_eq!(fighter(&run, "Warden").stats(&library()).str, 2, "no curse");
}

#[test]
fn peer_a_spell_that_is_not_fragile_survives_the_hit() {
    // Jade Mistress's Heal is not `breaks_on_damage`: the hexer's disrupt only hurts.
    let run = run_text(
        r#"(encounter: Inline((name: "t", heroes: [(kind: "jade_mistress"), (kind: "red_haggar")], minions: [(kind: "goblin_hexer")])),
            setup: Some((combatants: [(name: "Red Haggar", damage: Some(3), ap_level: Some(0)), (name: "Goblin hexer", ap_level: Some(5), preparation: Some(2))])),
            dice: [5, 5, 5, 5, 5, 5, 5, 4],
            decisions: [
                Act(who: "Jade Mistress", action: "heal", targets: ["Red Haggar"]),
                React(who: "Goblin hexer", reaction: "disrupt"),
            ])"#,
    );
    print_log(&run);
    assert!(failed_links(&run).is_empty());
    assert_eq!(fighter(&run, "Red Haggar").damage, 0, "healed all the same");
}
