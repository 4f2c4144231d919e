//! Ranking combatants by R5.3 priority, from their current state.

use super::ctx::Ctx;
use super::state::CombatantId;
use crate::content::Side;
use crate::rules::Stat;
use crate::rules::priority::{PriorityKey, rank};

/// The R5.3 key of a combatant now.
pub fn key(ctx: &Ctx, id: CombatantId) -> PriorityKey {
    let f = ctx.f(id);
    PriorityKey {
        ap_level: f.ap,
        preparation: f.prep,
        ap_attribute: f.stat(ctx.content, Stat::AP),
        hero: f.side == Side::Heroes,
    }
}

/// Sorts by priority; returns how many share the top key.
pub fn rank_ids(ctx: &Ctx, ids: &mut [CombatantId]) -> usize {
    let keys: Vec<(CombatantId, PriorityKey)> = ids.iter().map(|&id| (id, key(ctx, id))).collect();
    let mut pairs = keys;
    let tied = rank(&mut pairs, |p| p.1);
    for (slot, (id, _)) in ids.iter_mut().zip(pairs) {
        *slot = id;
    }
    tied
}
