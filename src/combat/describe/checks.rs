//! Checks: the dice, the modifiers and the difficulty (R9).

use super::names::Names;
use crate::combat::events::CombatEvent;

/// The log's line for one of these events.
pub(super) fn describe(n: &Names, event: &CombatEvent) -> String {
    use CombatEvent::*;
    match event {
        CheckRolled {
            who,
            target,
            action,
            outcome,
        } => {
            let t = &outcome.terms;
            let mut s = format!("{} rolls for {}", n.who(*who), n.action(*action));
            if let Some(target) = target {
                s.push_str(&format!(" against {}", n.who(*target)));
            }
            s.push_str(&format!(": {} = {}", outcome.roll, outcome.roll.total()));
            if let Some((stat, v)) = t.co {
                s.push_str(&format!(" {v:+} {stat}"));
            }
            if t.roll_bonus != 0 {
                s.push_str(&format!(" {:+} bonus", t.roll_bonus));
            }
            s.push_str(&format!(
                " → {} vs difficulty {}",
                outcome.total, outcome.difficulty
            ));
            let mut parts = vec![format!("{}", t.base)];
            if let Some((stat, v)) = t.cd {
                parts.push(format!("{v} {stat}"));
            }
            if t.limb_aim {
                parts.push("2 aimed at a limb".into());
            }
            if parts.len() > 1 {
                s.push_str(&format!(" ({})", parts.join(" + ")));
            }
            if outcome.success {
                s.push_str(&format!(": success, S = {}", outcome.s));
            } else {
                s.push_str(": failure");
            }
            s
        }
        other => unreachable!("not a check event: {other:?}"),
    }
}
