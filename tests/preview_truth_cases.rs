//! The preview, case by case, against what the engine then rolls: an actor carrying an "until
//! its next action" modifier (the Duelist's Dodge after Defensive stance or Disengage), a
//! reaction's odds, the ghost marker's level and the cut below the needle.

use crate::common::{id, library, run_text};
use aguja::combat::events::CombatEvent;
use aguja::combat::preview::preview;
use aguja::combat::{CombatantId, Decision, Request, TargetPick};
use aguja::content::Content;
use aguja::rules::check::CheckTerms;
use aguja::script::ScriptRun;

/// A Duelist (Def 2 with the buckler) that has just taken `stance`, and a Goblin to act next.
fn duelist_after(stance: &str, then: &str) -> ScriptRun {
    run_text(&format!(
        r#"(encounter: Inline((name: "t", heroes: [(kind: "duelist")], minions: [(kind: "goblin")])),
            setup: Some((combatants: [(name: "Goblin", ap_level: Some(10))])),
            decisions: [Act(who: "Duelist", action: "{stance}"), {then}])"#
    ))
}

/// The open request's action `action` on `target`, as a decision.
fn act(content: &Content, run: &ScriptRun, action: &str, target: CombatantId) -> Decision {
    let Some(Request::Act { options, .. }) = &run.state.pending.request else {
        panic!("an action is asked: {:?}", run.state.pending.request);
    };
    let o = options
        .iter()
        .find(|o| content.action(o.action).id == action)
        .unwrap_or_else(|| panic!("{action} is offered"));
    Decision::Act {
        action: o.action,
        source: o.source,
        targets: vec![TargetPick {
            who: target,
            limb: None,
        }],
        item: None,
    }
}

/// The open reaction request's `action`, as a decision.
fn react(content: &Content, run: &ScriptRun, action: &str) -> Decision {
    let Some(Request::React { options, .. }) = &run.state.pending.request else {
        panic!("a reaction is asked: {:?}", run.state.pending.request);
    };
    let o = options
        .iter()
        .find(|o| content.action(o.action).id == action)
        .unwrap_or_else(|| panic!("{action} is offered"));
    Decision::React {
        action: o.action,
        source: o.source,
    }
}

/// The chance and the terms of the check `who` rolled for `action`, as the engine rolled it.
fn rolled_chance(
    content: &Content,
    run: &ScriptRun,
    who: CombatantId,
    action: &str,
) -> (f32, CheckTerms) {
    run.events
        .iter()
        .find_map(|e| match e {
            CombatEvent::CheckRolled {
                who: w,
                action: a,
                outcome,
                ..
            } if *w == who && content.action(*a).id == action => {
                Some((outcome.terms.chance(), outcome.terms.clone()))
            }
            _ => None,
        })
        .unwrap_or_else(|| panic!("{action} was rolled"))
}

/// R7.4: paying for the Dodge ends the stance before the Dodge is rolled, so the preview of the
/// Goblin's stab (who may answer, at what odds) and of the Dodge itself show the odds without it.
fn dodge_previews_what_is_rolled(stance: &str) {
    let content = library();
    let run = duelist_after(stance, "");
    let duelist = id(&run, "Duelist");
    let stab = act(&content, &run, "stab", duelist);
    let weighed = preview(&content, &run.state, &stab).expect("the stab is weighed");
    let offered = weighed
        .answers
        .iter()
        .find(|a| a.who == duelist)
        .and_then(|a| {
            a.reactions
                .iter()
                .find(|r| content.action(r.0).id == "dodge_roll")
        })
        .and_then(|r| r.2)
        .expect("the Duelist may Dodge, with a chance");

    let run = duelist_after(
        stance,
        r#"Act(who: "Goblin", action: "stab", targets: ["Duelist"])"#,
    );
    let dodge = react(&content, &run, "dodge_roll");
    let own = preview(&content, &run.state, &dodge).expect("the Dodge is weighed");
    let own = own.targets[0].chance.expect("a Dodge is rolled");

    let run = duelist_after(
        stance,
        r#"Act(who: "Goblin", action: "stab", targets: ["Duelist"]),
           React(who: "Duelist", reaction: "dodge_roll")"#,
    );
    let (rolled, terms) = rolled_chance(&content, &run, duelist, "dodge_roll");
    eprintln!("{stance}: offered {offered}, own {own}, rolled {rolled} with {terms:?}");
    // 3d6 + Def 2 (1 and the buckler's 1): the stance is gone when the Dodge is rolled.
    assert_eq!(terms.co, Some((aguja::rules::Stat::Def, 2)), "{stance}");
    assert!(
        (offered - rolled).abs() < 1e-6,
        "{stance}: the stab's preview offers the Dodge at {offered}, the engine rolls {rolled}"
    );
    assert!(
        (own - rolled).abs() < 1e-6,
        "{stance}: the Dodge's preview says {own}, the engine rolls {rolled}"
    );
}

#[test]
fn r7_4_dodge_after_defensive_stance_previews_the_chance_rolled() {
    dodge_previews_what_is_rolled("defensive_stance");
}

#[test]
fn r7_4_dodge_after_disengage_previews_the_chance_rolled() {
    dodge_previews_what_is_rolled("disengage");
}
