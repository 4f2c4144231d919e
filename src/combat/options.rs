//! What a combatant may do now: the legal actions and reactions, and why others are not.

use super::chain::{ItemRef, TargetPick};
use super::chain::{Link, LinkLimbs};
use super::ctx::Ctx;
use super::decision::{ActOption, Candidate, ItemChoices, ReactOption, TargetChoices, Unavailable};
use super::part_name::PartName;
use super::rejection::Rejection;
use super::state::{CombatantId, Fighter};
use crate::content::{
    ActionDef, ActionId, Concern, Content, Effect, ItemCost, ItemId, LimbNeed, Tag, TargetDef, Who,
    Whose,
};
use smallvec::SmallVec;

/// Every action and reaction a fighter has: its body's and kind's, the universal ones, and
/// those of its worn items (R3.3), each with the item that grants it.
pub fn repertoire(f: &Fighter, content: &Content) -> Vec<(ActionId, Option<ItemId>)> {
    let mut all = Vec::new();
    for_each_action(f, content, |action, source| all.push((action, source)));
    all
}

/// `repertoire` one by one, without gathering it: the options are asked at every opportunity
/// and window, and plain loops over the lists cost a fraction of a chained iterator's steps.
/// A repeat of the entry just before is left out (as `Vec::dedup` would).
fn for_each_action(
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

/// Whether the fighter's body lets it use the action now: wait points (R6.2), limbs on hold
/// (R6.3), the item's limbs (R3.3) and free limbs (R3.8). Returns the limbs it would use.
pub fn usable(
    f: &Fighter,
    def: &ActionDef,
    source: Option<ItemId>,
) -> Result<Vec<usize>, Rejection> {
    let mut used: SmallVec<[usize; 8]> = SmallVec::new();
    usable_into(f, def, source, &mut used).map(|()| used.into_vec())
}

/// The limbs `usable` would give, as a link records them (none when it is not usable): one
/// list, with no list of indices first.
pub fn usable_limbs(f: &Fighter, def: &ActionDef, source: Option<ItemId>) -> LinkLimbs {
    let mut used: SmallVec<[usize; 8]> = SmallVec::new();
    match usable_into(f, def, source, &mut used) {
        Ok(()) => used.iter().map(|&p| p as u8).collect(),
        Err(_) => LinkLimbs::new(),
    }
}

/// `usable`, the limbs written into `used` (emptied first): the options check every action a
/// combatant has with one list.
fn usable_into(
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
        let candidate =
            |i: &usize| f.parts[*i].limb && &*f.parts[*i].kind == kind && !used.contains(i);
        let pick = (0..f.parts.len()).filter(candidate).find(|&i| {
            f.part_active(i) && !f.part_on_hold(i) && (!free_needed || f.item_on(i).is_none())
        });
        match pick {
            Some(i) => used.push(i),
            None => {
                // Gathered only to say why.
                let candidates: SmallVec<[usize; 16]> =
                    (0..f.parts.len()).filter(candidate).collect();
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

/// R4.4: what the action's cost is for an item (R3.4), before any limb aim.
fn item_cost(def: &ActionDef, equip_cost: u32) -> u32 {
    match def.item_cost {
        Some(ItemCost::Equip) => equip_cost,
        // R1.1 in whole AP: no cast to `i32` that a large cost could wrap.
        Some(ItemCost::Stow) => equip_cost.div_ceil(2),
        None => def.cost,
    }
}

fn heals_only(def: &ActionDef) -> bool {
    def.effects.iter().any(|e| matches!(e, Effect::Heal(_)))
        && !def.effects.iter().any(|e| matches!(e, Effect::Damage(_)))
}

fn who_matches(who: Who, actor: &Fighter, other: &Fighter) -> bool {
    let same = actor.side == other.side;
    let me = actor.id == other.id;
    match who {
        Who::Enemy => !same,
        Who::Ally => same && !me,
        Who::AllyOrSelf => same,
        Who::AnyOther => !me,
        Who::Anyone => true,
    }
}

/// Everything the actor could aim this action at, or why nothing.
fn target_choices(
    ctx: &Ctx,
    actor: &Fighter,
    def: &ActionDef,
    active: &[bool],
) -> Result<TargetChoices, Rejection> {
    let content = ctx.content;
    let placeable = |f: &Fighter, item: ItemId| {
        f.placed(&content.item(item).def.parts)
            .is_some_and(|parts| moved_with_ready_limbs(f, &parts))
    };
    let equip_cost = |item: ItemId| content.item(item).def.equip_cost;
    let none_if_empty = |items: ItemChoices, why: Rejection| {
        if items.is_empty() {
            Err(why)
        } else {
            Ok(TargetChoices::Items(items))
        }
    };
    match &def.target {
        TargetDef::NoTarget | TargetDef::Myself => Ok(TargetChoices::None),
        TargetDef::Combatants { who, count, limbs } => {
            let heal = heals_only(def);
            let candidates: Vec<Candidate> = ctx
                .fighters
                .iter()
                .filter(|o| active[o.id.index()] && who_matches(*who, actor, o))
                .map(|o| Candidate {
                    who: o.id,
                    limbs: if *limbs {
                        (0..o.parts.len())
                            .filter(|&i| o.parts[i].limb && (!heal || o.parts[i].damage > 0))
                            .map(|i| i as u8)
                            .collect()
                    } else {
                        SmallVec::new()
                    },
                })
                .collect();
            if candidates.is_empty() {
                return Err(Rejection::NoOneToTarget);
            }
            let extra = if def.has_tag(Tag::Attack) {
                actor.extra_targets
            } else {
                0
            };
            Ok(TargetChoices::Combatants {
                max: (*count + extra).max(1),
                candidates,
            })
        }
        TargetDef::PackedItem => {
            let items = actor
                .gear
                .pack
                .iter()
                .filter_map(|&i| {
                    Some((ItemRef::Pack(i), item_cost(def, equip_cost(i)?)))
                        .filter(|_| placeable(actor, i))
                })
                .collect();
            // Which of the two reasons: nothing could be equipped in a fight (R3.6), or
            // nothing fits on the limbs free now (R3.4).
            let movable = actor.gear.pack.iter().any(|&i| equip_cost(i).is_some());
            let why = if movable {
                Rejection::NoRoom
            } else {
                Rejection::PackFixed
            };
            none_if_empty(items, why)
        }
        TargetDef::WornItem => {
            let items = actor
                .gear
                .worn
                .iter()
                .filter(|w| moved_with_ready_limbs(actor, &w.parts))
                .filter_map(|w| Some((ItemRef::Worn(w.item), item_cost(def, equip_cost(w.item)?))))
                .collect();
            // Which of the two reasons: nothing worn could be moved in a fight (R3.6), or
            // what could is on a limb on hold (R6.3).
            let movable = actor.gear.worn.iter().any(|w| equip_cost(w.item).is_some());
            let why = if movable {
                Rejection::WornOnHold
            } else {
                Rejection::WornFixed
            };
            none_if_empty(items, why)
        }
        TargetDef::GroundItem => {
            let items = ctx
                .ground
                .iter()
                .filter_map(|g| {
                    Some((ItemRef::Ground(g.id), item_cost(def, equip_cost(g.item)?)))
                        .filter(|_| placeable(actor, g.item))
                })
                .collect();
            none_if_empty(items, Rejection::NothingOnGround)
        }
        TargetDef::AllyItem => {
            let mut items = ItemChoices::new();
            for ally in ctx
                .fighters
                .iter()
                .filter(|o| o.side == actor.side && o.id != actor.id && active[o.id.index()])
            {
                for w in &ally.gear.worn {
                    let r = ItemRef::Ally(ally.id, w.item);
                    let held = w.parts.iter().any(|&p| ally.part_on_hold(usize::from(p)));
                    if let Some(c) = equip_cost(w.item).filter(|_| {
                        !held && placeable(actor, w.item) && !ctx.pending.refused.contains(&r)
                    }) {
                        items.push((r, item_cost(def, c)));
                    }
                }
            }
            none_if_empty(items, Rejection::NothingToTake)
        }
    }
}

/// R5.4: the actions the actor may take at its opportunity, and the ones it may not, with why.
pub fn act_options(ctx: &Ctx, who: CombatantId) -> (Vec<ActOption>, Vec<Unavailable>) {
    let actor = ctx.f(who);
    // Most repertoires offer more than four actions: one allocation rather than two.
    let mut options = Vec::with_capacity(8);
    let mut unavailable = Vec::new();
    let mut limbs = SmallVec::new();
    // Judged once for every action that aims at combatants.
    let active: SmallVec<[bool; 32]> = ctx.fighters.iter().map(|f| f.active(ctx.content)).collect();
    for_each_action(actor, ctx.content, |action, source| {
        let def = ctx.content.action(action);
        if def.is_reaction() {
            return;
        }
        let checked = usable_into(actor, def, source, &mut limbs)
            .and_then(|()| target_choices(ctx, actor, def, &active));
        match checked {
            Ok(targets) => options.push(ActOption {
                action,
                source,
                cost: def.cost,
                targets,
            }),
            Err(reason) => {
                let silent = is_item_action(def) && nothing_to_move(ctx, actor, def);
                if !silent {
                    unavailable.push(Unavailable {
                        action,
                        source,
                        reason,
                    });
                }
            }
        }
    });
    (options, unavailable)
}

/// R6.3: moving an item uses the parts it is on, or goes on. None may be on hold, and while any
/// limb is on hold one must be a limb: moving an item on no limb would be an action using no limb.
fn moved_with_ready_limbs(f: &Fighter, parts: &[u8]) -> bool {
    let part = |p: &u8| usize::from(*p);
    !parts.iter().any(|p| f.part_on_hold(part(p)))
        && (!f.any_limb_on_hold() || parts.iter().any(|p| f.parts[part(p)].limb))
}

fn is_item_action(def: &ActionDef) -> bool {
    matches!(
        def.target,
        TargetDef::PackedItem | TargetDef::WornItem | TargetDef::GroundItem | TargetDef::AllyItem
    )
}

/// Equipment actions with nothing at all to act on are left out instead of greyed: a combatant
/// with an empty pack does not need to be told it cannot equip anything.
fn nothing_to_move(ctx: &Ctx, actor: &Fighter, def: &ActionDef) -> bool {
    match def.target {
        TargetDef::PackedItem => actor.gear.pack.is_empty(),
        TargetDef::WornItem => actor.gear.worn.is_empty(),
        TargetDef::GroundItem => ctx.ground.is_empty(),
        TargetDef::AllyItem => !ctx
            .fighters
            .iter()
            .any(|o| o.side == actor.side && o.id != actor.id && !o.gear.worn.is_empty()),
        _ => false,
    }
}

/// Whether `eligibility` is `Ok`, the cheap questions first: a window asks it of everyone at
/// every step, and only the answer counts there (all of them side-effect free, so their order
/// changes nothing but the time).
pub fn eligible(ctx: &Ctx, who: CombatantId, link: usize) -> bool {
    let f = ctx.f(who);
    let l = &ctx.chain.links[link];
    f.wait == 0
        && f.ap + f.prep > ctx.f(l.owner).ap
        && !l.reacted.contains(&who)
        && !ctx.chain.contains(who)
        && f.active(ctx.content)
}

/// R7.2: may this combatant react to the link at `link` now? `Err` says why not.
pub fn eligibility(ctx: &Ctx, who: CombatantId, link: usize) -> Result<(), Rejection> {
    let f = ctx.f(who);
    let l = &ctx.chain.links[link];
    let owner = ctx.f(l.owner);
    if !f.active(ctx.content) {
        return Err(Rejection::Inactive);
    }
    if f.wait > 0 {
        return Err(Rejection::Waiting { wait: f.wait });
    }
    if ctx.chain.contains(who) {
        return Err(Rejection::InChain);
    }
    if l.reacted.contains(&who) {
        return Err(Rejection::AlreadyReacted);
    }
    if f.ap + f.prep <= owner.ap {
        return Err(Rejection::NotEnoughAp {
            ap: f.ap,
            prep: f.prep,
            needed: owner.ap,
        });
    }
    Ok(())
}

/// The reactions this combatant could answer the link with, and the ones it could not.
pub fn react_options(
    ctx: &Ctx,
    who: CombatantId,
    link: usize,
) -> (Vec<ReactOption>, Vec<Unavailable>) {
    let f = ctx.f(who);
    let l = &ctx.chain.links[link];
    let mut options = Vec::new();
    let mut unavailable = Vec::new();
    let mut limbs = SmallVec::new();
    for_each_action(f, ctx.content, |action, source| {
        let def = ctx.content.action(action);
        match reaction_fits(ctx, f, l, def, source, &mut limbs) {
            None => {}
            Some(Ok(())) => options.push(ReactOption {
                action,
                source,
                cost: def.cost,
            }),
            Some(Err(reason)) => unavailable.push(Unavailable {
                action,
                source,
                reason,
            }),
        }
    });
    (options, unavailable)
}

/// What a window asks before it asks anyone: `Ok` when `who` has a reaction it could answer
/// the link with (`react_options` then lists them); otherwise its first reaction and why it
/// cannot use it, none when it has no reaction: the first of `react_options`' unavailable, as
/// `AutoPassed` logs it, without listing the others.
pub fn any_reaction(ctx: &Ctx, who: CombatantId, link: usize) -> Result<(), Option<Unavailable>> {
    let f = ctx.f(who);
    let l = &ctx.chain.links[link];
    let mut limbs = SmallVec::new();
    let mut first = None;
    let mut usable = false;
    for_each_action(f, ctx.content, |action, source| {
        if usable {
            return;
        }
        let def = ctx.content.action(action);
        match reaction_fits(ctx, f, l, def, source, &mut limbs) {
            Some(Ok(())) => usable = true,
            Some(Err(reason)) if first.is_none() => {
                first = Some(Unavailable {
                    action,
                    source,
                    reason,
                });
            }
            _ => {}
        }
    });
    if usable { Ok(()) } else { Err(first) }
}

/// Whether the action `def` (granted by `source`) is a reaction `f` could answer the link
/// with now, and why not: `None` when it is no reaction. The link's tags, whose it is and whom
/// it concerns (R7.1), then the body (`usable`).
#[inline]
fn reaction_fits(
    ctx: &Ctx,
    f: &Fighter,
    l: &Link,
    def: &ActionDef,
    source: Option<ItemId>,
    limbs: &mut SmallVec<[usize; 8]>,
) -> Option<Result<(), Rejection>> {
    let reaction = def.reaction.as_ref()?;
    let answered = ctx.content.action(l.action);
    Some(
        if !reaction.answers.is_empty() && !reaction.answers.iter().any(|t| answered.has_tag(*t)) {
            Err(Rejection::AnswersOnly {
                tags: reaction.answers.clone(),
            })
        } else if !whose_ok(reaction.by, f, ctx.f(l.owner)) {
            Err(Rejection::AnswersOnlyBy { by: reaction.by })
        } else if !concern_ok(reaction.concerning, f, &l.targets, ctx) {
            Err(Rejection::AnswersOnlyConcerning {
                concern: reaction.concerning,
            })
        } else {
            usable_into(f, def, source, limbs)
        },
    )
}

fn whose_ok(by: Whose, me: &Fighter, owner: &Fighter) -> bool {
    match by {
        Whose::Anyone => true,
        Whose::Enemy => me.side != owner.side,
        Whose::Ally => me.side == owner.side && me.id != owner.id,
    }
}

fn concern_ok(concern: Concern, me: &Fighter, targets: &[TargetPick], ctx: &Ctx) -> bool {
    let targets_me = targets.iter().any(|t| t.who == me.id);
    let targets_ally = targets
        .iter()
        .any(|t| t.who != me.id && ctx.f(t.who).side == me.side);
    match concern {
        Concern::Anyone => true,
        Concern::Me => targets_me,
        Concern::Ally => targets_ally,
        Concern::MeOrAlly => targets_me || targets_ally,
    }
}
