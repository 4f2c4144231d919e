//! Whether a fighter's body lets it use an action now, and its repertoire walked in place: what
//! the actions' options (`options.rs`) and the reactions' (`reactions.rs`) both ask.

use super::part_name::PartName;
use super::rejection::Rejection;
use super::state::Fighter;
use crate::content::{ActionDef, ActionId, Content, ItemId, LimbNeed, TargetDef};
use smallvec::SmallVec;

/// `repertoire` one by one, without gathering it: the options are asked at every opportunity
/// and window, and plain loops over the lists cost a fraction of a chained iterator's steps.
/// A repeat of the entry just before is left out (as `Vec::dedup` would).
pub(super) fn for_each_action(
    f: &Fighter,
    content: &Content,
    mut visit: impl FnMut(ActionId, Option<ItemId>),
) {
    let mut last = None;
    let mut each = |entry: (ActionId, Option<ItemId>)| {
        if last.replace(entry) != Some(entry) {
            visit(entry.0, entry.1);
        }
    };
    for &action in f.innate.iter().chain(&content.universal) {
        each((action, None));
    }
    for w in &f.gear.worn {
        for &action in &content.item(w.item).grants {
            each((action, Some(w.item)));
        }
    }
}

/// Whether any action of the repertoire passes `test`: the sources `for_each_action` walks
/// (innate, universal, granted by worn items), asked in place and stopping at the first. The
/// AI's judgement asks it of every fighter in every playout (whether it has reactions to pay
/// for); a repeat left out by `for_each_action` cannot change the answer.
pub fn any_action(f: &Fighter, content: &Content, mut test: impl FnMut(ActionId) -> bool) -> bool {
    f.innate.iter().chain(&content.universal).any(|&a| test(a))
        || f.gear
            .worn
            .iter()
            .any(|w| content.item(w.item).grants.iter().any(|&a| test(a)))
}

/// `usable`, the limbs written into `used` (emptied first): the options check every action a
/// combatant has with one list.
#[inline]
pub(super) fn usable_into(
    f: &Fighter,
    def: &ActionDef,
    source: Option<ItemId>,
    used: &mut SmallVec<[usize; 8]>,
) -> Result<(), Rejection> {
    used.clear();
    if f.wait > 0 && !def.while_waiting {
        return Err(Rejection::OnlyWait { wait: f.wait });
    }
    if let Some(item) = source {
        let Some(worn) = f.gear.worn.iter().find(|w| w.item == item) else {
            return Err(Rejection::NotEquipped);
        };
        for &p in &worn.parts {
            let p = usize::from(p);
            if !f.parts[p].limb {
                continue;
            }
            if !f.part_active(p) {
                return Err(Rejection::ItemLimbDisabled {
                    limb: (&f.parts[p].name).into(),
                });
            }
            if f.part_on_hold(p) {
                return Err(Rejection::ItemLimbOnHold {
                    limb: (&f.parts[p].name).into(),
                });
            }
            used.push(p);
        }
    }
    for need in &def.limbs {
        let kind = need.kind();
        let free_needed = matches!(need, LimbNeed::Free(_));
        // Only limbs are candidates: their list is kept, not filtered from the parts.
        let limbs = f.limb_indices();
        let candidate = |i: &usize| f.parts[*i].is_kind(kind) && !used.contains(i);
        let pick = limbs.clone().filter(candidate).find(|&i| {
            f.part_active(i) && !f.part_on_hold(i) && (!free_needed || f.item_on(i).is_none())
        });
        match pick {
            Some(i) => used.push(i),
            None => {
                // Gathered only to say why.
                let candidates: SmallVec<[usize; 16]> = limbs.filter(candidate).collect();
                return Err(limb_reason(f, kind, free_needed, &candidates));
            }
        }
    }
    // Equipment actions use the parts of the item they move; their targets leave out items
    // whose parts are on hold and, while a limb is on hold, items on no limb, so they are not
    // "actions that use no limb" (R6.3; `moved_with_ready_limbs`).
    if !def.while_waiting && used.is_empty() && !is_item_action(def) && f.any_limb_on_hold() {
        let limbs = f
            .parts
            .iter()
            .filter(|p| p.limb && p.wait > 0)
            .map(|p| (&p.name).into())
            .collect();
        return Err(Rejection::OnHold { limbs });
    }
    Ok(())
}

fn limb_reason(f: &Fighter, kind: &str, free: bool, candidates: &[usize]) -> Rejection {
    // The body's own name for the kind, shared, when it has such a part.
    let Some(&first) = candidates.first() else {
        return Rejection::NeedsLimb { kind: kind.into() };
    };
    let kind = PartName::from(&f.parts[first].kind);
    if !candidates.iter().any(|&i| f.part_active(i)) {
        return Rejection::LimbsDisabled { kind };
    }
    if !candidates
        .iter()
        .any(|&i| f.part_active(i) && !f.part_on_hold(i))
    {
        return Rejection::LimbsOnHold { kind };
    }
    if free {
        return Rejection::NeedsFreeLimb { kind };
    }
    Rejection::NeedsLimb { kind }
}

pub(super) fn is_item_action(def: &ActionDef) -> bool {
    matches!(
        def.target,
        TargetDef::PackedItem | TargetDef::WornItem | TargetDef::GroundItem | TargetDef::AllyItem
    )
}
