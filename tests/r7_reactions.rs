//! R7: reactions, eligibility, the chain and its windows (the seed's example is in
//! r7_7_seed_example.rs).

use crate::common;

use aguja::combat::decision::Request;
use aguja::combat::{CombatEvent, Rejection};
use aguja::content::Concern;
use aguja::rules::RuleId;
use common::*;

const DUEL: &str = r#"encounter: Inline((name: "t", heroes: [(kind: "red_haggar"), (kind: "jade_mistress")], minions: [(kind: "goblin"), (kind: "thrall")]))"#;

#[test]
fn r7_1_reactions_are_not_actions_and_answer_only_what_they_name() {
    // Haggar punches the Thrall: the Goblin's Block answers only attacks on the Goblin, so the
    // Goblin is eligible but cannot use it; no reaction is ever offered as an action.
    let run = run_text(&format!(
        r#"({DUEL}, decisions: [Act(who: "Red Haggar", action: "punch", targets: ["Thrall"])])"#
    ));
    print_log(&run);
    let goblin = id(&run, "Goblin");
    assert_eq!(
        auto_passed(&run, goblin),
        Some(Some((
            "block".into(),
            Rejection::AnswersOnlyConcerning {
                concern: Concern::Me
            }
        )))
    );
    // The Thrall, the target, has only Protect, which answers attacks on an ally.
    let thrall = id(&run, "Thrall");
    assert_eq!(
        auto_passed(&run, thrall),
        Some(Some((
            "protect".into(),
            Rejection::AnswersOnlyConcerning {
                concern: Concern::Ally
            }
        )))
    );
    assert!(
        !run.events
            .iter()
            .any(|e| matches!(e, CombatEvent::ReactionDeclared { .. }))
    );
}

#[test]
fn r7_1_reactions_never_appear_among_actions() {
    let run = run_text(&format!("({DUEL})"));
    let lib = library();
    let Some(Request::Act { options, .. }) = &run.state.pending.request else {
        panic!()
    };
    assert!(!options.is_empty());
    assert!(
        options
            .iter()
            .all(|o| lib.action(o.action).reaction.is_none())
    );
}

#[test]
fn r7_2_preparation_points_count_towards_eligibility() {
    // Jade Mistress at 3 is not above Haggar's 7 after his punch, but 3 + 5 preparation is.
    let base = |prep: u32| {
        run_text(&format!(
            r#"({DUEL}, setup: Some((combatants: [
                (name: "Jade Mistress", ap_level: Some(3), preparation: Some({prep})),
                (name: "Goblin", ap_level: Some(0)), (name: "Thrall", ap_level: Some(0))])),
            decisions: [Act(who: "Red Haggar", action: "punch", targets: ["Goblin"])])"#
        ))
    };
    let eligible = |run: &aguja::script::ScriptRun| windows(run)[0].1.clone();
    assert!(eligible(&base(4)).is_empty(), "3 + 4 = 7 is not above 7");
    assert_eq!(eligible(&base(5)), vec!["Jade Mistress".to_string()]);
}

#[test]
fn r7_2_wait_points_on_the_body_card_bar_reacting() {
    let run = run_text(&format!(
        r#"({DUEL}, setup: Some((combatants: [(name: "Goblin", wait: Some(1))])),
        decisions: [Act(who: "Red Haggar", action: "punch", targets: ["Goblin"])])"#
    ));
    let w = windows(&run);
    assert!(!w[0].1.contains(&"Goblin".to_string()), "{w:?}");
    assert!(w[0].1.contains(&"Thrall".to_string()));
}

#[test]
fn r7_3_asked_in_priority_order_and_a_passer_may_react_when_the_window_reopens() {
    // The Goblin (9) is asked before the Thrall (8); it passes; the Thrall tries to protect it
    // and fails; before the punch resolves its window re-opens and the Goblin, who passed, is
    // asked again.
    let run = run_text(&format!(
        r#"({DUEL}, setup: Some((combatants: [(name: "Jade Mistress", ap_level: Some(0))])),
        decisions: [
            Act(who: "Red Haggar", action: "punch", targets: ["Goblin"]),
            Pass("Goblin"),
            React(who: "Thrall", reaction: "protect"),
            Pass("Goblin"),
        ], dice: [1, 1, 1])"#
    ));
    print_log(&run);
    let goblin = id(&run, "Goblin");
    let asked: Vec<_> = run
        .events
        .iter()
        .filter(|e| matches!(e, CombatEvent::Passed { who } if *who == goblin))
        .collect();
    assert_eq!(
        asked.len(),
        2,
        "the Goblin is asked in the first and in the re-opened window"
    );
    let reopened = windows(&run)
        .into_iter()
        .filter(|w| w.0 == "Red Haggar" && w.2)
        .count();
    assert_eq!(reopened, 1);
}

/// Jade Mistress (13) punches the Goblin with the needle at 11 and the Thrall, set up as
/// `thrall`, protects it; nobody else has AP to spare.
fn thrall_protects_the_goblin(thrall: &str) -> aguja::script::ScriptRun {
    run_text(&format!(
        r#"({DUEL}, setup: Some((needle: Some(11), combatants: [
            (name: "Red Haggar", ap_level: Some(0)), (name: "Jade Mistress", ap_level: Some(13)),
            (name: "Goblin", ap_level: Some(0)), (name: "Thrall", {thrall})])),
        decisions: [
            Act(who: "Jade Mistress", action: "punch", targets: ["Goblin"]),
            React(who: "Thrall", reaction: "protect"),
        ])"#
    ))
}

#[test]
fn r7_4_reactions_spend_preparation_first_then_drop_below_the_needle() {
    // The Thrall at 12 with 2 preparation points pays Protect (3): 2 from preparation, 1 from
    // AP (12 → 11), not below the needle (11): cut to 10.
    let run = thrall_protects_the_goblin("ap_level: Some(12), preparation: Some(2)");
    print_log(&run);
    let thrall = id(&run, "Thrall");
    assert!(run.events.iter().any(|e| matches!(e,
        CombatEvent::ApPaid { who, cost: 3, from_preparation: 2, before: 12, after: 11, .. } if *who == thrall)));
    assert!(run.events.iter().any(|e| matches!(e,
        CombatEvent::CutBelowNeedle { who, from: 11, to: 10, .. } if *who == thrall)));
    assert_eq!(run.state.fighters[thrall.index()].prep, 0);
}

// R7.4 at needle 0: the cut goes "not below 0". The Thrall pays Protect from its preparation
// points; at AP level 1 it is cut to 0 and the log says so, at AP level 0 nothing changes and
// nothing is logged.
#[test]
fn r7_4_at_needle_0_a_cut_that_changes_nothing_is_not_logged() {
    let cuts = |thrall_ap: u32| {
        let run = run_text(&format!(
            r#"({DUEL}, setup: Some((needle: Some(0), combatants: [
            (name: "Red Haggar", ap_level: Some(0)), (name: "Jade Mistress", ap_level: Some(2)),
            (name: "Goblin", ap_level: Some(0)),
            (name: "Thrall", ap_level: Some({thrall_ap}), preparation: Some(3))])),
        decisions: [
            Act(who: "Jade Mistress", action: "punch", targets: ["Goblin"]),
            React(who: "Thrall", reaction: "protect"),
        ])"#
        ));
        print_log(&run);
        let thrall = id(&run, "Thrall");
        assert!(run.events.iter().any(|e| matches!(e,
            CombatEvent::ApPaid { who, cost: 3, from_preparation: 3, after, .. }
                if *who == thrall && *after == thrall_ap)));
        let cuts: Vec<(u32, u32)> = run
            .events
            .iter()
            .filter_map(|e| match e {
                CombatEvent::CutBelowNeedle { from, to, .. } => Some((*from, *to)),
                _ => None,
            })
            .collect();
        let logged = run
            .lines
            .iter()
            .filter(|l| l.contains("not below the needle"))
            .count();
        (cuts, logged)
    };
    assert_eq!(cuts(1), (vec![(1, 0)], 1));
    assert_eq!(cuts(0), (vec![], 0));
}

#[test]
fn r7_2_a_combatant_does_not_react_twice_to_the_same_link() {
    // Once the Thrall's Protect has resolved, the window on Jade Mistress's punch re-opens
    // (R7.6). The Thrall (10 after R7.4's cut) is above Jade (13 − 5 = 8), active, without wait
    // points and no longer in the chain: only having reacted to this very link keeps it out.
    let run = thrall_protects_the_goblin("ap_level: Some(12), preparation: Some(2)");
    print_log(&run);
    let (thrall, jade) = (fighter(&run, "Thrall"), fighter(&run, "Jade Mistress"));
    assert_eq!(
        (thrall.ap, thrall.prep, thrall.wait, jade.ap),
        (10, 0, 0, 8)
    );
    assert!(thrall.active(&library()));
    let reopened: Vec<_> = windows(&run).into_iter().filter(|w| w.2).collect();
    assert_eq!(
        reopened,
        vec![("Jade Mistress".to_string(), Vec::<String>::new(), true)],
        "the punch's window re-opens once, with nobody eligible"
    );
}

#[test]
fn r7_4_a_reaction_clears_the_preparation_points_it_did_not_spend() {
    // 5 preparation points pay Protect (3) whole: the AP level stays 12 (then R7.4's cut to
    // 10), and the 2 points left over are lost, not kept for a later reaction.
    let run = thrall_protects_the_goblin("ap_level: Some(12), preparation: Some(5)");
    print_log(&run);
    let thrall = id(&run, "Thrall");
    assert!(run.events.iter().any(|e| matches!(e,
        CombatEvent::ApPaid { who, cost: 3, from_preparation: 3, before: 12, after: 12, .. } if *who == thrall)));
    assert!(run.events.iter().any(|e| matches!(e,
        CombatEvent::PreparationLost { who, points: 2, rule } if *who == thrall && *rule == RuleId(7, 4))));
    assert_eq!(run.state.fighters[thrall.index()].prep, 0);
}

#[test]
fn r7_4_an_action_clears_unused_preparation_points() {
    // Red Haggar has 3 preparation points and punches: they are lost (R7.4), though the round
    // goes on and nobody reacts.
    let run = run_text(&format!(
        r#"({DUEL}, setup: Some((combatants: [(name: "Red Haggar", preparation: Some(3)),
            (name: "Jade Mistress", ap_level: Some(0)), (name: "Goblin", ap_level: Some(0)),
            (name: "Thrall", ap_level: Some(0))])),
        decisions: [Act(who: "Red Haggar", action: "punch", targets: ["Goblin"])])"#
    ));
    print_log(&run);
    let haggar = id(&run, "Red Haggar");
    assert!(run.events.iter().any(|e| matches!(e,
        CombatEvent::PreparationLost { who, points: 3, rule } if *who == haggar && *rule == RuleId(7, 4))));
    assert_eq!(run.state.fighters[haggar.index()].prep, 0);
    assert!(
        matches!(&run.state.pending.request, Some(Request::Act { actor, .. }) if *actor == haggar),
        "the round goes on: Red Haggar (7) acts again"
    );
}

#[test]
fn r7_5_each_new_link_opens_its_own_window_against_its_owners_level() {
    let run = run_file("tests/scenarios/seed_example.ron");
    let opened: Vec<String> = windows(&run)
        .into_iter()
        .filter(|w| !w.2)
        .map(|w| w.0)
        .collect();
    assert_eq!(
        opened,
        vec!["Red Haggar", "Goblin", "Jade Mistress", "Thrall"]
    );
}

#[test]
fn r7_6_last_in_first_out_and_a_failed_link_resolves_as_a_failure() {
    // Haggar punches the Goblin; the Goblin blocks with forced success; the punch fails when
    // it resolves: no check is rolled for it, no damage.
    let run = run_text(&format!(
        r#"({DUEL}, setup: Some((combatants: [(name: "Thrall", ap_level: Some(0)), (name: "Jade Mistress", ap_level: Some(0))])),
        dice: [6, 6, 6, 6, 6, 1, 1, 1],
        decisions: [Act(who: "Red Haggar", action: "punch", targets: ["Goblin"]), React(who: "Goblin", reaction: "block")])"#
    ));
    print_log(&run);
    let haggar = id(&run, "Red Haggar");
    let goblin = id(&run, "Goblin");
    let order: Vec<_> = run
        .events
        .iter()
        .filter_map(|e| match e {
            CombatEvent::LinkResolving { owner, .. } => Some(*owner),
            _ => None,
        })
        .collect();
    assert_eq!(order, vec![goblin, haggar]);
    assert!(
        run.events
            .iter()
            .any(|e| matches!(e, CombatEvent::LinkFailed { owner, .. } if *owner == haggar))
    );
    assert!(
        !run.events
            .iter()
            .any(|e| matches!(e, CombatEvent::CheckRolled { who, .. } if *who == haggar))
    );
    assert!(
        !run.events
            .iter()
            .any(|e| matches!(e, CombatEvent::Damaged { .. }))
    );
}

#[test]
fn r7_2_nobody_twice_in_the_chain() {
    // In the seed's example Red Haggar is never eligible while his attack is unresolved.
    let run = run_file("tests/scenarios/seed_example.ron");
    assert!(
        windows(&run)
            .iter()
            .all(|w| !w.1.contains(&"Red Haggar".to_string()))
    );
}
