//! The chain: reaction windows, reactions and passes, links resolving, failing or redirected (R7,
//! R11).

use super::names::Names;
use crate::combat::events::CombatEvent;

/// The log's line for one of these events.
pub(super) fn describe(n: &Names, event: &CombatEvent) -> String {
    use CombatEvent::*;
    match event {
        WindowOpened {
            owner,
            action,
            eligible,
            reopened,
        } => format!(
            "{} on {}'s {}: eligible to react: {}",
            if *reopened {
                "Window re-opens"
            } else {
                "Window opens"
            },
            n.who(*owner),
            n.action(*action),
            n.list(eligible)
        ),
        ReactionDeclared {
            who,
            action,
            answering,
            answered_action,
            cost,
            ..
        } => format!(
            "{} reacts to {}'s {} with {} ({cost} AP)",
            n.who(*who),
            n.who(*answering),
            n.action(*answered_action),
            n.action(*action)
        ),
        Passed { who } => format!("{} does not react", n.who(*who)),
        AutoPassed { who, why } => match why {
            Some(u) => format!(
                "{} cannot react: {} {}",
                n.who(*who),
                n.action(u.action),
                u.reason
            ),
            None => format!("{} cannot react: no reactions", n.who(*who)),
        },
        WindowClosed { owner, action } => format!(
            "Nobody else reacts to {}'s {}",
            n.who(*owner),
            n.action(*action)
        ),
        LinkResolving { owner, action } => {
            format!("{}'s {} resolves", n.who(*owner), n.action(*action))
        }
        LinkFailed { owner, action } => format!(
            "{}'s {} fails: it was made to fail",
            n.who(*owner),
            n.action(*action)
        ),
        LinkFizzled {
            owner,
            action,
            reason,
        } => {
            format!(
                "{}'s {} does nothing: {reason}",
                n.who(*owner),
                n.action(*action)
            )
        }
        LinkInterrupted { owner, action } => {
            format!(
                "the hit breaks {}'s {}: it will fail",
                n.who(*owner),
                n.action(*action)
            )
        }
        LinkMadeToFail { by, owner, action } => {
            format!(
                "{} makes {}'s {} fail",
                n.who(*by),
                n.who(*owner),
                n.action(*action)
            )
        }
        TargetRedirected {
            by,
            owner,
            action,
            from,
        } => format!(
            "{} takes {}'s place as the target of {}'s {}",
            n.who(*by),
            n.who(*from),
            n.who(*owner),
            n.action(*action)
        ),
        other => unreachable!("not a chain event: {other:?}"),
    }
}
