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
    // Pushed, not collected: smallvec's generic `extend` is inlined or not as the code around
    // it changes (`ctx::active_flags`).
    let mut pairs: SmallVec<[(CombatantId, PriorityKey); 16]> = SmallVec::new();
    for &id in ids.iter() {
        pairs.push((id, key(ctx, id)));
    }
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
    ask_if_tied(ctx, &ids[..tied], purpose)
}

/// Combatants with their R5.3 keys, judged once.
pub type Keyed = SmallVec<[(CombatantId, PriorityKey); 16]>;

/// `first_or_tie_break` over keys judged before (and still true): sorts `keyed` (not empty)
/// the same way. A window asks one combatant after another while nothing changes their keys.
pub fn first_of_keyed(
    ctx: &mut Ctx,
    keyed: &mut Keyed,
    purpose: TiePurpose,
) -> Option<CombatantId> {
    let tied = rank(keyed, |p| p.1);
    // Nearly always one ahead: the list of the tied is gathered only for a tie-break.
    if tied < 2 {
        return keyed.first().map(|p| p.0);
    }
    let ids: SmallVec<[CombatantId; 16]> = keyed[..tied].iter().map(|p| p.0).collect();
    ask_if_tied(ctx, &ids, purpose)
}

/// The one ahead when `top` (those sharing the top key) holds one; else asks their side which
/// goes first (R5.3) and gives `None`.
fn ask_if_tied(ctx: &mut Ctx, top: &[CombatantId], purpose: TiePurpose) -> Option<CombatantId> {
    if top.len() > 1 {
        let side = ctx.f(top[0]).side;
        ctx.ask(Request::TieBreak {
            side,
            tied: top.to_vec(),
            purpose,
        });
        return None;
    }
    top.first().copied()
}
