//! A chosen move in a player's words, for the bar that holds it for a second look:
//! "Punch at Goblin's left hand · 6 AP", "Block · 3 AP", "Pass".

use crate::combat::{Decision, Request};
use crate::ui::snapshot::Snapshot;

/// `decision`, as an answer to the open request, in words.
pub fn in_words(snap: &Snapshot, decision: &Decision) -> String {
    let content = &snap.content;
    let names = snap.names();
    let request = snap.state.pending.request.as_ref();
    match decision {
        Decision::Act {
            action, targets, ..
        } => {
            let base = match request {
                Some(Request::Act { options, .. }) => options
                    .iter()
                    .find(|o| o.action == *action)
                    .map_or(0, |o| o.cost),
                _ => 0,
            };
            let aimed = targets.iter().filter(|t| t.limb.is_some()).count() as u32;
            let at: Vec<String> = targets
                .iter()
                .map(|t| match t.limb {
                    Some(l) => format!("{}'s {}", snap.name(t.who), names.limb(t.who, l)),
                    None => snap.name(t.who).to_string(),
                })
                .collect();
            let mut text = content.action(*action).name.clone();
            if !at.is_empty() {
                text.push_str(&format!(" at {}", crate::ui::widgets::and_list(&at)));
            }
            format!("{text} · {} AP", base + aimed)
        }
        Decision::React { action, .. } => {
            let cost = match request {
                Some(Request::React { options, .. }) => options
                    .iter()
                    .find(|o| o.action == *action)
                    .map_or(0, |o| o.cost),
                _ => 0,
            };
            format!("{} · {cost} AP", content.action(*action).name)
        }
        Decision::Pass => "Pass".to_string(),
        Decision::Choose(who) => format!("{} goes first", snap.name(*who)),
        Decision::Consent(true) => "Hand the item over".to_string(),
        Decision::Consent(false) => "Keep the item".to_string(),
        Decision::Advantage(a) => content.advantage(*a).name.clone(),
        Decision::Concede(_) => "Give up the fight".to_string(),
    }
}
