//! What lands on a body: damage and healing (R4), wait points (R6.1), modifiers, limbs disabled or
//! restored, going down.

use super::names::Names;
use crate::combat::events::CombatEvent;
use crate::content::Duration;
use crate::rules::amount::AmountRoll;

/// The log's line for one of these events.
pub(super) fn describe(n: &Names, event: &CombatEvent) -> String {
    use CombatEvent::*;
    match event {
        Damaged {
            who,
            limb,
            amount,
            dr,
            dealt,
            total,
        } => {
            if *dealt == 0 {
                format!(
                    "{} shrugs off {} damage (DR {dr})",
                    n.on(*who, *limb),
                    amount.value
                )
            } else {
                format!(
                    "{} takes {dealt} damage ({} rolled{}, DR {dr}); total damage {total}",
                    n.on(*who, *limb),
                    amount.value,
                    dice_note(amount)
                )
            }
        }
        Healed {
            who,
            limb,
            amount,
            removed,
        } => {
            format!(
                "{} is healed of {removed} damage ({} rolled{})",
                n.on(*who, *limb),
                amount.value,
                dice_note(amount)
            )
        }
        WaitAdded { who, limb, points } => {
            format!("{} gets {points} wait points", n.on(*who, *limb))
        }
        Modified {
            who,
            stat,
            amount,
            duration,
        } => {
            format!(
                "{} gets {amount:+} {stat} ({})",
                n.who(*who),
                describe_duration(duration)
            )
        }
        ModifierExpired { who, stat, amount } => {
            format!("{}'s {amount:+} {stat} wears off", n.who(*who))
        }
        LimbDisabled { who, limb } => {
            format!("{}'s {} is disabled", n.who(*who), n.limb(*who, *limb))
        }
        LimbRestored { who, limb } => {
            format!("{}'s {} works again", n.who(*who), n.limb(*who, *limb))
        }
        CombatantDown { who } => format!("{} is down", n.who(*who)),
        other => unreachable!("not a body event: {other:?}"),
    }
}

fn dice_note(amount: &AmountRoll) -> String {
    if amount.roll.is_empty() {
        String::new()
    } else {
        format!(": {}", amount.roll)
    }
}

fn describe_duration(d: &Duration) -> String {
    match d {
        Duration::Rounds(1) => "this round".into(),
        Duration::Rounds(n) => format!("{n} rounds"),
        Duration::NextCheck => "for the next check".into(),
        Duration::UntilNextAction => "until its next action".into(),
        Duration::Combat => "for the rest of the combat".into(),
    }
}
