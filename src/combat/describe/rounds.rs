//! The combat's frame: its start and end, rounds, the needle and who has the opportunity (R5),
//! advantages (R10) and answers refused.

use super::names::Names;
use crate::combat::ending::Ending;
use crate::combat::events::CombatEvent;
use crate::combat::rejection::Rejection;
use crate::content::Side;

/// The log's line for one of these events.
pub(super) fn describe(n: &Names, event: &CombatEvent) -> String {
    use CombatEvent::*;
    match event {
        CombatStarted { encounter, seed } => {
            format!("Combat begins: {encounter} (seed {seed})")
        }
        AdvantageTaken { hero, advantage } => {
            format!(
                "{} takes the advantage {}",
                n.who(*hero),
                n.content.advantage(*advantage).name
            )
        }
        RoundStarted { round } => format!("Round {round} begins; the needle is at 15"),
        Arrived { who } => format!("{} joins the fight", n.who(*who)),
        ApLevelSet {
            who,
            attribute,
            wait_removed,
            level,
            capped,
        } => {
            let mut s = format!(
                "{} starts the round at AP level {level} (AP {attribute}",
                n.who(*who)
            );
            if *wait_removed > 0 {
                s.push_str(&format!(" − {wait_removed} wait points"));
            }
            s.push(')');
            if *capped {
                s.push_str(", capped at 15");
            }
            s
        }
        NeedleDropped { needle } => format!("Nobody is above the needle: it drops to {needle}"),
        Opportunity {
            who,
            ap_level,
            needle,
        } => {
            format!(
                "{} has the opportunity (AP level {ap_level} > needle {needle})",
                n.who(*who)
            )
        }
        TieBroken { chosen, among } => {
            format!("Tie among {}: {} goes first", n.list(among), n.who(*chosen))
        }
        NothingToDo { who, reasons } => {
            let reasons: Vec<String> = reasons.iter().map(Rejection::to_string).collect();
            format!(
                "{} can do nothing and gives up the round ({})",
                n.who(*who),
                reasons.join("; ")
            )
        }
        DecisionRejected { who, reason } => {
            format!("Illegal choice for {}: {reason}", n.who(*who))
        }
        RoundEnded { round } => format!("Round {round} ends"),
        CombatEnded {
            ending: ending @ Ending::Conceded(_),
            ..
        } => ending.sentence().to_string(),
        CombatEnded {
            winner,
            rounds,
            ending,
        } => {
            let reason = ending.reason();
            let rounds = match rounds {
                1 => "1 round".to_string(),
                n => format!("{n} rounds"),
            };
            match winner {
                Some(Side::Heroes) => format!("The heroes win after {rounds} ({reason})"),
                Some(Side::Minions) => {
                    format!("The Dark Lord's minions win after {rounds} ({reason})")
                }
                None => format!("Draw after {rounds} ({reason})"),
            }
        }
        other => unreachable!("not a round event: {other:?}"),
    }
}
