//! Ranking combatants by R5.3 priority, from their current state.

use super::ctx::Ctx;
use super::decision::{Request, TiePurpose};
use super::state::CombatantId;
use crate::content::Side;
use crate::rules::Stat;
use crate::rules::priority::{PriorityKey, rank};
use smallvec::SmallVec;

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
    // One or none: nothing to sort, and nobody to tie with.
    if ids.len() < 2 {
        return ids.len();
    }
    let mut pairs: SmallVec<[(CombatantId, PriorityKey); 16]> =
        ids.iter().map(|&id| (id, key(ctx, id))).collect();
    let tied = rank(&mut pairs, |p| p.1);
    for (slot, (id, _)) in ids.iter_mut().zip(pairs) {
        *slot = id;
    }
    tied
}

/// Sorts `ids` (not empty) by priority and gives the one ahead; when several share the top
/// key, asks their side which of them goes first (for `purpose`) and gives `None`.
pub fn first_or_tie_break(
    ctx: &mut Ctx,
    ids: &mut [CombatantId],
    purpose: TiePurpose,
) -> Option<CombatantId> {
    let tied = rank_ids(ctx, ids);
    if tied > 1 {
        let side = ctx.f(ids[0]).side;
        ctx.ask(Request::TieBreak {
            side,
            tied: ids[..tied].to_vec(),
            purpose,
        });
        return None;
    }
    ids.first().copied()
}
