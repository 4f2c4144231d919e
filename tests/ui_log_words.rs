//! The log as a player reads it by default (`ui::panels::log_words`): no dice notation, no
//! "S =", no rule numbers; a check says whether it worked and by how much; damage says what
//! the armour stopped. The trace lines stay for "show rules detail" and the CLI.

use aguja::combat::{CombatEvent, Names};
use aguja::ui::screens::combat::log_words::sentence;

use crate::common::{library, run_file};

#[test]
fn the_default_log_speaks_plain_words_and_the_trace_keeps_the_dice() {
    let run = run_file("tests/scenarios/seed_example.ron");
    let content = library();
    let names = Names {
        combatants: &run.roster.names,
        parts: &run.roster.parts,
        content: &content,
    };
    let mut checks = 0;
    for event in &run.events {
        let line = sentence(&names, event);
        for notation in ["[", "S =", "vs difficulty", "DR", "(R", "rolled"] {
            assert!(!line.contains(notation), "`{notation}` in: {line}");
        }
        if let CombatEvent::CheckRolled { outcome, .. } = event {
            checks += 1;
            let verdict = if outcome.success {
                format!("works: {} beats {}", outcome.total, outcome.difficulty)
            } else {
                format!("fails: {} does not beat", outcome.total)
            };
            assert!(line.contains(&verdict), "{line}");
            // The trace line, for rules detail, keeps the dice and S.
            let trace = names.describe(event);
            assert!(
                trace.contains('[') && trace.contains("difficulty"),
                "{trace}"
            );
        }
        if let CombatEvent::Damaged {
            dealt, dr, amount, ..
        } = event
            && *dealt > 0
            && *dr > 0
        {
            let stopped = amount.value.min(*dr);
            assert!(
                line.ends_with(&format!("(its armour stops {stopped})")),
                "{line}"
            );
        }
    }
    assert!(checks >= 3, "the seed's example rolls {checks} checks");
}
