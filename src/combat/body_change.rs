//! What a change to a combatant's body sets off, wherever it came from (damage, healing, an item
//! moved): limbs disabled (R4.5) or restored (R4.6), items dropped or out of use (R3.7), and
//! going down (R4.2). Take `body_before`, make the change, then `after_change`.

use super::ctx::Ctx;
use super::events::CombatEvent;
use super::gear::{put_on_ground, remove_worn};
use super::state::{CombatantId, Fighter};
use crate::content::ItemId;
use smallvec::SmallVec;

type Parts = SmallVec<[bool; 32]>;

/// Which parts were active and whether the combatant was, before a change.
pub struct BodyBefore {
    /// On the stack for the usual body (a hit asks this twice).
    parts: Parts,
    active: bool,
}

pub fn body_before(ctx: &Ctx, who: CombatantId) -> BodyBefore {
    let f = ctx.f(who);
    BodyBefore {
        parts: parts_active(f),
        active: f.active(ctx.content),
    }
}

/// Whether each part is active, by index: every hit asks it twice, before and after. Parts
/// that are not limbs are always active (R2.3): only the limbs are judged.
fn parts_active(f: &Fighter) -> Parts {
    let mut parts = Parts::from_elem(true, f.parts.len());
    for i in f.limb_indices() {
        parts[i] = f.part_active(i);
    }
    parts
}

/// Reports limbs disabled (R4.5) or restored (R4.6), auto-drops (R3.7) and going down (R4.2)
/// caused by a change since `before`.
pub fn after_change(ctx: &mut Ctx, who: CombatantId, before: BodyBefore) {
    let f = ctx.f(who);
    let now = parts_active(f);
    for (i, (&was, &is)) in before.parts.iter().zip(&now).enumerate() {
        let limb = i as u8;
        if was && !is {
            ctx.emit(CombatEvent::LimbDisabled { who, limb });
        } else if !was && is {
            ctx.emit(CombatEvent::LimbRestored { who, limb });
        }
    }
    auto_drop(ctx, who, &before.parts);
    if before.active && !ctx.active(who) {
        ctx.emit(CombatEvent::CombatantDown { who });
    }
}

/// R3.7: when every limb an item needs is disabled, an item with an equip cost falls to the
/// ground; one without stays, out of use.
fn auto_drop(ctx: &mut Ctx, who: CombatantId, was_active: &[bool]) {
    let f = ctx.f(who);
    let mut drops: Vec<ItemId> = Vec::new();
    let mut disabled: Vec<ItemId> = Vec::new();
    for w in &f.gear.worn {
        // Walked again rather than gathered: every hit asks this of every worn item.
        let limbs = || {
            w.parts
                .iter()
                .map(|&p| usize::from(p))
                .filter(|&p| f.parts[p].limb)
        };
        if limbs().next().is_none() || limbs().any(|p| f.part_active(p)) {
            continue;
        }
        if ctx.content.item(w.item).def.equip_cost.is_some() {
            drops.push(w.item);
        } else if limbs().any(|p| was_active[p]) {
            disabled.push(w.item);
        }
    }
    for item in drops {
        remove_worn(ctx, who, item);
        put_on_ground(ctx, item);
        ctx.emit(CombatEvent::ItemDropped {
            who,
            item,
            auto: true,
        });
    }
    for item in disabled {
        ctx.emit(CombatEvent::ItemDisabled { who, item });
    }
}
