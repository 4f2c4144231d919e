//! Equipment moving: equipped, stowed, dropped, picked up, handed over, and the consent it needs
//! (R3).

use super::names::Names;
use crate::combat::events::CombatEvent;

/// The log's line for one of these events.
pub(super) fn describe(n: &Names, event: &CombatEvent) -> String {
    use CombatEvent::*;
    match event {
        ItemEquipped { who, item } => format!("{} equips {}", n.who(*who), n.item(*item)),
        ItemStowed { who, item } => format!("{} stows {}", n.who(*who), n.item(*item)),
        ItemDropped {
            who,
            item,
            auto: true,
        } => {
            format!(
                "{} drops {}: the limbs holding it are disabled",
                n.who(*who),
                n.item(*item)
            )
        }
        ItemDropped { who, item, .. } => {
            format!("{} drops {} to the ground", n.who(*who), n.item(*item))
        }
        ItemDisabled { who, item } => format!(
            "{}'s {} stops working: its limbs are disabled",
            n.who(*who),
            n.item(*item)
        ),
        ItemPickedUp { who, item } => {
            format!("{} picks up and equips {}", n.who(*who), n.item(*item))
        }
        ItemHandedOver { from, to, item } => {
            format!(
                "{} hands {} over to {}",
                n.who(*from),
                n.item(*item),
                n.who(*to)
            )
        }
        ItemActionFailed { who, item, reason } => {
            let what = item.map_or("the item", |i| n.item(i));
            format!("{} cannot move {what}: {reason}", n.who(*who))
        }
        ConsentGiven { giver, taker, item } => {
            format!(
                "{} agrees to give {} to {}",
                n.who(*giver),
                n.item(*item),
                n.who(*taker)
            )
        }
        ConsentRefused { giver, taker, item } => {
            format!(
                "{} refuses to give {} to {}",
                n.who(*giver),
                n.item(*item),
                n.who(*taker)
            )
        }
        other => unreachable!("not an equipment event: {other:?}"),
    }
}
