//! Taking a worn item off and laying an item on the ground: the steps that a stow, a drop, a
//! hand-over (R3.4, R3.5) and an auto-drop (R3.7) are made of.

use super::ctx::Ctx;
use super::state::{CombatantId, GroundItem, Worn};
use crate::content::ItemId;

/// Takes `item` off `who`'s worn gear, if worn.
pub fn remove_worn(ctx: &mut Ctx, who: CombatantId, item: ItemId) -> Option<Worn> {
    let gear = &mut ctx.f_mut(who).gear;
    let i = gear.worn.iter().position(|w| w.item == item)?;
    Some(gear.worn.remove(i))
}

/// Lays `item` on the ground under a new ground id.
pub fn put_on_ground(ctx: &mut Ctx, item: ItemId) {
    let id = ctx.round.next_ground_id;
    ctx.round.next_ground_id += 1;
    ctx.ground.push(GroundItem { id, item });
}
