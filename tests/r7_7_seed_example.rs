//! R7.7: the seed's worked example plays out exactly, from a scenario script.

use crate::common;

use aguja::combat::CombatEvent;
use aguja::script::ScriptOutcome;
use common::*;

#[test]
fn r7_7_worked_example_plays_out_exactly() {
    let run = run_file("tests/scenarios/seed_example.ron");
    print_log(&run);
    assert!(
        matches!(run.outcome, ScriptOutcome::Waiting(_)),
        "{:?}",
        run.outcome
    );

    // Who is eligible at each window, in priority order.
    let w = windows(&run);
    let s = |v: &[&str]| v.iter().map(|x| x.to_string()).collect::<Vec<_>>();
    assert_eq!(
        w[0],
        ("Red Haggar".into(), s(&["Goblin", "Thrall"]), false),
        "the attack's window"
    );
    assert_eq!(
        w[1],
        ("Goblin".into(), s(&["Thrall", "Jade Mistress"]), false),
        "the Block's window"
    );
    assert_eq!(
        w[2],
        ("Jade Mistress".into(), s(&["Thrall"]), false),
        "the Paralysis's window"
    );
    assert_eq!(
        w[3],
        ("Goblin".into(), s(&["Thrall"]), true),
        "before the Block resolves"
    );
    assert_eq!(
        w[4],
        ("Red Haggar".into(), s(&["Thrall"]), true),
        "before the attack resolves"
    );
    assert_eq!(
        w[5],
        ("Thrall".into(), s(&["Goblin"]), false),
        "the Protect's window"
    );
    assert_eq!(
        w[6],
        ("Red Haggar".into(), s(&[]), true),
        "nobody is left to answer the attack"
    );
    assert_eq!(w.len(), 7);

    // The order of resolution: Paralysis, Block (failed), Protect, the attack.
    let resolved: Vec<(String, String)> = run
        .events
        .iter()
        .filter_map(|e| match e {
            CombatEvent::LinkResolving { owner, action } => Some((
                run.roster.names[owner.index()].clone(),
                common::library().action(*action).id.clone(),
            )),
            _ => None,
        })
        .collect();
    let expected: Vec<(String, String)> = [
        ("Jade Mistress", "paralysis"),
        ("Goblin", "block"),
        ("Thrall", "protect"),
        ("Red Haggar", "punch"),
    ]
    .iter()
    .map(|(a, b)| (a.to_string(), b.to_string()))
    .collect();
    assert_eq!(resolved, expected);
    let goblin = id(&run, "Goblin");
    assert!(
        run.events
            .iter()
            .any(|e| matches!(e, CombatEvent::LinkFailed { owner, .. } if *owner == goblin))
    );

    // The attack lands on the Thrall.
    let thrall = id(&run, "Thrall");
    let haggar = id(&run, "Red Haggar");
    assert!(run.events.iter().any(|e| matches!(e, CombatEvent::TargetRedirected { by, from, .. } if *by == thrall && *from == goblin)));
    let hit = run.events.iter().find_map(|e| match e {
        CombatEvent::CheckRolled {
            who,
            target: Some(t),
            outcome,
            ..
        } if *who == haggar => Some((*t, outcome.success)),
        _ => None,
    });
    assert_eq!(hit, Some((thrall, true)));
    assert!(
        run.events
            .iter()
            .any(|e| matches!(e, CombatEvent::Damaged { who, dealt: 2, .. } if *who == thrall))
    );
    assert!(
        !run.events
            .iter()
            .any(|e| matches!(e, CombatEvent::Damaged { who, .. } if *who == goblin))
    );

    // Final AP levels 7 / 6 / 5 / 3, read from the payments.
    let mut levels = std::collections::HashMap::new();
    for e in &run.events {
        match e {
            CombatEvent::ApPaid { who, after, .. } => {
                levels.insert(run.roster.names[who.index()].clone(), *after);
            }
            CombatEvent::CutBelowNeedle { who, to, .. } => {
                levels.insert(run.roster.names[who.index()].clone(), *to);
            }
            _ => {}
        }
    }
    assert_eq!(levels["Red Haggar"], 7);
    assert_eq!(levels["Goblin"], 6);
    assert_eq!(levels["Thrall"], 5);
    assert_eq!(levels["Jade Mistress"], 3);

    // The needle then drops to 10: nobody is above 11 any more.
    let after_attack = run
        .events
        .iter()
        .rposition(|e| matches!(e, CombatEvent::LinkResolving { owner, .. } if *owner == haggar))
        .unwrap();
    let first_drop = run.events[after_attack..].iter().find_map(|e| match e {
        CombatEvent::NeedleDropped { needle } => Some(*needle),
        _ => None,
    });
    assert_eq!(first_drop, Some(10));
}
