//! The preview covers every effect the engine then applies: on a failure (`on_failure`), on the
//! actor itself whatever the checks give (`on_actor`), and actions aimed at oneself, with or
//! without a roll — each against what the engine does with the same move.

use crate::common::{id, library, library_with, run_text, run_with};
use aguja::combat::events::CombatEvent;
use aguja::combat::preview::{EffectPreview, Preview, Spread, preview};
use aguja::content::{Content, Duration};
use aguja::rules::Stat;
use aguja::script::ScriptRun;

const EXTRA: &str = r#"(
    actions: [
        (id: "t_focus", name: "Focus", cost: 1, target: Myself,
            check: Some("[10]"), effects: [Prepare("2")]),
        (id: "t_wild_swing", name: "Wild swing", tags: [Attack], cost: 3,
            target: Combatants(who: Enemy), check: Some("<Str>[10]<Def>"),
            effects: [Damage("2")], on_failure: [Wait("2")]),
    ],
    combatants: [
        (id: "t_hothead", name: "Hothead", side: Heroes, body: "hero",
            attributes: (ap: 13, hp: 12, str: 1, def: 1, per: 1, mag: 1),
            actions: ["t_focus", "t_wild_swing"]),
    ],
)"#;

/// The open request's `action` (on `targets`, by name), weighed.
fn weigh(content: &Content, run: &ScriptRun, action: &str, targets: &[&str]) -> Preview {
    let ids: Vec<_> = targets.iter().map(|t| id(run, t)).collect();
    let decision = crate::preview_truth_cases::act(content, run, action, &ids);
    preview(content, &run.state, &decision).expect("a preview")
}

fn exactly(n: i32) -> Spread {
    Spread {
        least: n,
        usual_most: n,
        more: false,
        mean: n as f32,
    }
}

fn hothead(decisions: &str) -> (ScriptRun, std::sync::Arc<Content>) {
    let content = library_with(EXTRA);
    let run = run_with(
        content.clone(),
        &format!(
            r#"(encounter: Inline((name: "t", heroes: [(kind: "t_hothead")], minions: [(kind: "goblin")])),
            setup: Some((combatants: [(name: "Goblin", ap_level: Some(5))])),
            {decisions})"#
        ),
    );
    (run, content)
}

// R9: an action on oneself is rolled against oneself; its preview shows that roll and what it
// gives, at the odds the engine rolls.
#[test]
fn r9_a_check_on_oneself_is_previewed_as_rolled() {
    let (run, content) = hothead("");
    let p = weigh(&content, &run, "t_focus", &[]);
    let me = id(&run, "Hothead");
    assert_eq!(p.targets.len(), 1, "{p:?}");
    assert_eq!(p.targets[0].who, me);
    assert_eq!(
        p.targets[0].effects,
        vec![EffectPreview::Prepare(exactly(2))]
    );
    let (played, _) = hothead(r#"decisions: [Act(who: "Hothead", action: "t_focus")]"#);
    let rolled = played
        .events
        .iter()
        .find_map(|e| match e {
            CombatEvent::CheckRolled { who, outcome, .. } if *who == me => {
                Some(outcome.terms.chance())
            }
            _ => None,
        })
        .expect("Focus is rolled");
    assert_eq!(p.targets[0].chance, Some(rolled));
}

// A stance needs no roll: its preview says what it does to its mover, and for how long.
#[test]
fn r7_4_a_stance_is_previewed_on_its_mover() {
    let content = library();
    let run = run_text(
        r#"(encounter: Inline((name: "t", heroes: [(kind: "duelist")], minions: [(kind: "goblin")])),
            setup: Some((combatants: [(name: "Goblin", ap_level: Some(5))])))"#,
    );
    let p = weigh(&content, &run, "defensive_stance", &[]);
    assert_eq!(p.targets.len(), 1);
    assert_eq!(p.targets[0].who, id(&run, "Duelist"));
    assert_eq!(p.targets[0].chance, None);
    assert_eq!(
        p.targets[0].effects,
        vec![EffectPreview::Modify {
            stat: Stat::Def,
            amount: 2,
            duration: Duration::UntilNextAction
        }]
    );
}

// R9.2: what a failed check does is previewed too, with the chance of failing; the engine,
// on three ones, does exactly that.
#[test]
fn r9_2_what_a_failure_does_is_previewed() {
    let (run, content) = hothead("");
    let p = weigh(&content, &run, "t_wild_swing", &["Goblin"]);
    let t = &p.targets[0];
    assert_eq!(t.on_failure, vec![EffectPreview::Wait(exactly(2))]);
    assert!(t.chance.is_some_and(|c| c > 0.0 && c < 1.0));
    let (played, _) = hothead(
        r#"dice: [1, 1, 1],
           decisions: [Act(who: "Hothead", action: "t_wild_swing", targets: ["Goblin"])]"#,
    );
    let goblin = id(&played, "Goblin");
    assert!(
        played.events.iter().any(|e| matches!(e,
            CombatEvent::WaitAdded { who, points: 2, .. } if *who == goblin)),
        "a failed swing puts 2 wait points on its target"
    );
}

// R6: a shot's reload holds the hands it used, whatever the check gives: the preview says so
// under "afterwards", with the points the engine then puts on each hand.
#[test]
fn r6_what_an_action_does_to_its_actor_is_previewed() {
    let content = library();
    let script = |decisions: &str| {
        run_text(&format!(
            r#"(encounter: Inline((name: "t", heroes: [(kind: "crossbowman")], minions: [(kind: "goblin")])),
            setup: Some((combatants: [(name: "Goblin", ap_level: Some(5))])), {decisions})"#
        ))
    };
    let run = script("");
    let p = weigh(&content, &run, "shoot", &["Goblin"]);
    assert_eq!(p.on_actor, vec![EffectPreview::WaitOnUsedLimbs(exactly(6))]);
    let played =
        script(r#"decisions: [Act(who: "Crossbowman", action: "shoot", targets: ["Goblin"])]"#);
    let me = id(&played, "Crossbowman");
    let added: Vec<u32> = played
        .events
        .iter()
        .filter_map(|e| match e {
            CombatEvent::WaitAdded { who, points, .. } if *who == me => Some(*points),
            _ => None,
        })
        .collect();
    assert!(
        !added.is_empty() && added.iter().all(|&p| p == 6),
        "{added:?}"
    );
}
