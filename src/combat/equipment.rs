//! Moving items in combat (R3.4–R3.5, R8.4): equip, stow, drop, pick up, take from an ally.
//! Checked again when the link resolves, since the chain may have changed things meanwhile.

use super::body_change::{after_change, body_before};
use super::chain::ItemRef;
use super::ctx::Ctx;
use super::events::CombatEvent;
use super::gear::{put_on_ground, remove_worn};
use super::state::{CombatantId, Worn};
use crate::content::{Effect, ItemId};

pub fn move_item(ctx: &mut Ctx, effect: &Effect, who: CombatantId, item: ItemRef) {
    // An item's HP counts toward the other limbs' thresholds (R4.5) and toward going down
    // (R4.2), so moving one can switch limbs or the combatant: both bodies are compared after.
    let giver = match item {
        ItemRef::Ally(giver, _) => Some(giver),
        _ => None,
    };
    let before = body_before(ctx, who);
    let giver_before = giver.map(|g| (g, body_before(ctx, g)));
    let result = match (effect, item) {
        (Effect::Equip, ItemRef::Pack(id)) => equip_from_pack(ctx, who, id),
        (Effect::Stow, ItemRef::Worn(id)) => remove_worn(ctx, who, id)
            .map(|_| {
                ctx.f_mut(who).gear.pack.push(id);
                CombatEvent::ItemStowed { who, item: id }
            })
            .ok_or_else(|| (Some(id), "it is no longer equipped".to_string())),
        (Effect::Drop, ItemRef::Worn(id)) => remove_worn(ctx, who, id)
            .map(|_| {
                put_on_ground(ctx, id);
                CombatEvent::ItemDropped {
                    who,
                    item: id,
                    auto: false,
                }
            })
            .ok_or_else(|| (Some(id), "it is no longer equipped".to_string())),
        (Effect::PickUp, ItemRef::Ground(gid)) => pick_up(ctx, who, gid),
        (Effect::TakeFromAlly, ItemRef::Ally(giver, id)) => take(ctx, who, giver, id),
        _ => return,
    };
    match result {
        Ok(event) => ctx.emit(event),
        Err((item, reason)) => ctx.emit(CombatEvent::ItemActionFailed { who, item, reason }),
    }
    after_change(ctx, who, before);
    if let Some((giver, before)) = giver_before {
        after_change(ctx, giver, before);
    }
}

type Moved = Result<CombatEvent, (Option<ItemId>, String)>;

/// Puts `item` on free, active parts of `who` (R3.1, R3.4).
fn wear(ctx: &mut Ctx, who: CombatantId, item: ItemId) -> Result<(), (Option<ItemId>, String)> {
    let content = ctx.content;
    let kinds = &content.item(item).def.parts;
    let f = ctx.f_mut(who);
    // The reasons are written only when they are logged (`ok_or_else`): an item moved is the
    // usual case, and its reason's text cost more than the move.
    let parts = f.place(kinds).ok_or_else(|| {
        (
            Some(item),
            format!("no free, active {} for it", kinds.join(" and ")),
        )
    })?;
    f.gear.worn.push(Worn::new(content, item, parts));
    Ok(())
}

fn equip_from_pack(ctx: &mut Ctx, who: CombatantId, item: ItemId) -> Moved {
    let pack = &ctx.f(who).gear.pack;
    let pos = pack
        .iter()
        .position(|&i| i == item)
        .ok_or_else(|| (Some(item), "it is not in the pack".to_string()))?;
    wear(ctx, who, item)?;
    ctx.f_mut(who).gear.pack.remove(pos);
    Ok(CombatEvent::ItemEquipped { who, item })
}

fn pick_up(ctx: &mut Ctx, who: CombatantId, gid: u16) -> Moved {
    let Some(pos) = ctx.ground.iter().position(|g| g.id == gid) else {
        return Err((None, "it is no longer on the ground".to_string()));
    };
    let item = ctx.ground[pos].item;
    wear(ctx, who, item)?;
    ctx.ground.remove(pos);
    Ok(CombatEvent::ItemPickedUp { who, item })
}

fn take(ctx: &mut Ctx, who: CombatantId, giver: CombatantId, item: ItemId) -> Moved {
    if !ctx.f(giver).gear.worn.iter().any(|w| w.item == item) {
        return Err((Some(item), "the ally no longer has it".to_string()));
    }
    let kinds = ctx.content.item(item).def.parts.clone();
    if ctx.f(who).place(&kinds).is_none() {
        return Err((
            Some(item),
            format!("no free, active {} for it", kinds.join(" and ")),
        ));
    }
    remove_worn(ctx, giver, item);
    wear(ctx, who, item)?;
    Ok(CombatEvent::ItemHandedOver {
        from: giver,
        to: who,
        item,
    })
}
