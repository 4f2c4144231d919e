//! The move the player is weighing: the picked (or hovered) action with its chosen (or hovered,
//! or first) target, or the hovered reaction. What the preview shows, before any commit.

use crate::combat::decision::TargetChoices;
use crate::combat::{Decision, Request, TargetPick};
use crate::ui::screens::combat::move_draft::Draft;
use crate::ui::snapshot::Snapshot;

/// The decision the screen should preview now, if any.
pub fn proposed(snap: &Snapshot, draft: &Draft) -> Option<Decision> {
    match snap.human_request()? {
        Request::Act { options, actor, .. } => {
            let index = draft.action.or(draft.hovered_choice)?;
            let option = options.get(index)?;
            let targets = match &option.targets {
                TargetChoices::Combatants { candidates, .. } => {
                    if draft.action == Some(index) && !draft.targets.is_empty() {
                        draft.targets.clone()
                    } else {
                        // A hovered candidate, else the first foe, else the first one.
                        let me = snap.fighter(*actor).side;
                        let pick = candidates
                            .iter()
                            .find(|c| Some(c.who) == draft.hovered)
                            .or_else(|| candidates.iter().find(|c| snap.fighter(c.who).side != me))
                            .or(candidates.first())?;
                        vec![TargetPick {
                            who: pick.who,
                            limb: None,
                        }]
                    }
                }
                _ => Vec::new(),
            };
            Some(Decision::Act {
                action: option.action,
                source: option.source,
                targets,
                item: None,
            })
        }
        Request::React { options, .. } => {
            let option = options.get(draft.hovered_choice.or(draft.keys.choice)?)?;
            Some(Decision::React {
                action: option.action,
                source: option.source,
            })
        }
        _ => None,
    }
}
