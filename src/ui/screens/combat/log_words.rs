//! The log's lines as a player reads them: a check says who tried what against whom and
//! whether it worked, by how much it beat or missed the number it needed; damage says how
//! much the armour stopped. The dice, the modifiers, S and the rule stay one click away
//! (`log::details`), and "show rules detail" brings back the full trace lines.

use crate::combat::{CombatEvent, Names};

/// The line for `event`: plain words for checks, damage and healing; the rules' own line for
/// everything else (already in words).
pub fn sentence(n: &Names, event: &CombatEvent) -> String {
    match event {
        CombatEvent::CheckRolled {
            who,
            target,
            action,
            outcome,
        } => {
            let against = target
                .map(|t| format!(" against {}", n.who(t)))
                .unwrap_or_default();
            let verdict = if outcome.success {
                format!("works: {} beats {}", outcome.total, outcome.difficulty)
            } else {
                format!(
                    "fails: {} does not beat {}",
                    outcome.total, outcome.difficulty
                )
            };
            format!("{}'s {}{against} {verdict}", n.who(*who), n.action(*action))
        }
        CombatEvent::Damaged {
            who,
            limb,
            amount,
            dr,
            dealt,
            ..
        } => {
            let stopped = amount.value.min(*dr);
            match (*dealt, stopped) {
                (0, _) => format!(
                    "{} shrugs off the blow: its armour stops all {}",
                    n.on(*who, *limb),
                    amount.value
                ),
                (_, 0) => format!("{} takes {dealt} damage", n.on(*who, *limb)),
                _ => format!(
                    "{} takes {dealt} damage (its armour stops {stopped})",
                    n.on(*who, *limb)
                ),
            }
        }
        CombatEvent::Healed {
            who, limb, removed, ..
        } => format!("{} is healed of {removed} damage", n.on(*who, *limb)),
        // The seed is the trace's ("show rules detail" and the command line keep it); a
        // networked window does not even know it until the end (the host keeps it back).
        CombatEvent::CombatStarted { encounter, .. } => format!("Combat begins: {encounter}"),
        other => n.describe(other),
    }
}

/// How many times the event at `i` of `log` stands in a row from there, for one line that
/// says "×N": a level-6 hero's six "takes the advantage Speed" read as one. `None` when the
/// event repeats the one before it (its line is the earlier one's). Only advantages are
/// counted: every other event, even one worded alike, is its own moment of the fight.
pub fn repeats(log: &[CombatEvent], i: usize) -> Option<usize> {
    let event = &log[i];
    if !matches!(event, CombatEvent::AdvantageTaken { .. }) {
        return Some(1);
    }
    if i > 0 && log[i - 1] == *event {
        return None;
    }
    Some(log[i..].iter().take_while(|e| *e == event).count())
}

#[cfg(test)]
mod tests {
    use super::repeats;
    use crate::combat::{CombatEvent, CombatantId};
    use crate::content::AdvantageId;

    #[test]
    fn a_hero_s_same_advantage_taken_in_a_row_is_one_line_counted() {
        let took = |hero: u8, advantage: u16| CombatEvent::AdvantageTaken {
            hero: CombatantId(hero),
            advantage: AdvantageId(advantage),
        };
        let log = vec![
            took(0, 1),
            took(0, 1),
            took(0, 1),
            took(0, 2),
            took(1, 2),
            CombatEvent::RoundStarted { round: 1 },
            CombatEvent::RoundStarted { round: 1 },
        ];
        let counted: Vec<_> = (0..log.len()).map(|i| repeats(&log, i)).collect();
        assert_eq!(
            counted,
            [Some(3), None, None, Some(1), Some(1), Some(1), Some(1)]
        );
    }
}
