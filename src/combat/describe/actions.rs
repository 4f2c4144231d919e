//! Actions taken and what they cost: AP paid, preparation and the cut below the needle (R5.4, R6.4,
//! R7.4, R8.2).

use super::names::Names;
use crate::combat::events::CombatEvent;

/// The log's line for one of these events.
pub(super) fn describe(n: &Names, event: &CombatEvent) -> String {
    use CombatEvent::*;
    match event {
        ActionDeclared {
            who,
            action,
            targets,
            item,
            cost,
            ..
        } => {
            let mut s = format!("{} uses {} ({cost} AP)", n.who(*who), n.action(*action));
            if !targets.is_empty() {
                let names: Vec<String> = targets.iter().map(|t| n.target(t)).collect();
                s.push_str(&format!(" on {}", names.join(", ")));
            }
            if let Some(item) = item {
                s.push_str(&format!(": {}", n.item_ref(item)));
            }
            s
        }
        ApPaid {
            who,
            cost,
            from_preparation,
            before,
            after,
            wait_removed,
            wait_added,
            ..
        } => {
            let mut s = format!("{} pays {cost}", n.who(*who));
            if *from_preparation > 0 {
                s.push_str(&format!(" ({from_preparation} from preparation)"));
            }
            s.push_str(&format!(": AP level {before} → {after}"));
            if *wait_removed > 0 {
                s.push_str(&format!(", {wait_removed} wait points removed"));
            }
            if *wait_added > 0 {
                s.push_str(&format!(
                    ", overspent: {wait_added} wait points on the body card"
                ));
            }
            s
        }
        CutBelowNeedle { who, from, to, .. } => {
            format!(
                "{}'s AP level {from} is not below the needle: cut to {to}",
                n.who(*who)
            )
        }
        PreparationLost { who, points, .. } => {
            format!("{} loses {points} unused preparation points", n.who(*who))
        }
        PreparationGained { who, points } => {
            format!("{} gains {points} preparation points", n.who(*who))
        }
        other => unreachable!("not an action event: {other:?}"),
    }
}
