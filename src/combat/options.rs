//! What a combatant may do now: the legal actions and reactions, and why others are not.

use super::chain::{ItemRef, LinkLimbs};
use super::decision::SpareLists;
use super::decision::{ActOption, Candidate, ItemChoices, TargetChoices, Unavailable};
use super::rejection::Rejection;
use super::state::{CombatantId, Fighter};
use super::view::Reads;
use crate::content::{ActionDef, ActionId, Content, Effect, ItemCost, ItemId, Tag, TargetDef, Who};
use smallvec::SmallVec;

// Reactions live in `reactions.rs`; callers (the AI, previews, the screens) keep asking here.
pub use super::reactions::{any_reaction, eligibility, eligible, react_options};
use super::usable::{for_each_action, is_item_action, usable_into};

/// Every action and reaction a fighter has: its body's and kind's, the universal ones, and
/// those of its worn items (R3.3), each with the item that grants it.
pub fn repertoire(f: &Fighter, content: &Content) -> Vec<(ActionId, Option<ItemId>)> {
    let mut all = Vec::new();
    for_each_action(f, content, |action, source| all.push((action, source)));
    all
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
    let mut limbs = LinkLimbs::new();
    // Pushed, not collected: smallvec's generic `extend` is inlined or not as the code around
    // it changes (`ctx::active_flags`).
    if usable_into(f, def, source, &mut used).is_ok() {
        for &p in &used {
            limbs.push(p as u8);
        }
    }
    limbs
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

/// The kinds of aim at combatants judged so far in one options call (who, at limbs, heals
/// only), each with the option that lists its candidates (none when nobody): most repertoires
/// hold several actions aimed alike, and the candidates depend only on the aim.
type AimsSeen = SmallVec<[((Who, bool, bool), Option<usize>); 4]>;

/// Who may be aimed at, and at which limbs, into `candidates` (empty). Plain loops: asked at
/// every opportunity, where chained iterators and their collects cost several times the pushes.
fn gather_candidates(
    ctx: &impl Reads,
    actor: &Fighter,
    (who, limbs, heal): (Who, bool, bool),
    active: &[bool],
    mut candidates: Vec<Candidate>,
) -> Vec<Candidate> {
    for o in ctx.fighters().iter() {
        if !active[o.id.index()] || !who_matches(who, actor, o) {
            continue;
        }
        let mut aims = SmallVec::new();
        if limbs {
            for i in o.limb_indices() {
                if !heal || o.parts[i].damage > 0 {
                    aims.push(i as u8);
                }
            }
        }
        candidates.push(Candidate {
            who: o.id,
            limbs: aims,
        });
    }
    candidates
}

/// The candidates of an option aimed alike, copied into `copy` (empty).
fn copy_candidates(targets: &TargetChoices, mut copy: Vec<Candidate>) -> Vec<Candidate> {
    if let TargetChoices::Combatants { candidates, .. } = targets {
        for c in candidates {
            copy.push(Candidate {
                who: c.who,
                limbs: SmallVec::from_slice(&c.limbs),
            });
        }
    }
    copy
}

/// Everything the actor could aim this action at, or why nothing.
fn target_choices(
    ctx: &impl Reads,
    actor: &Fighter,
    def: &ActionDef,
    active: &[bool],
    (aims, options): (&mut AimsSeen, &[ActOption]),
    spare: &mut SpareLists,
) -> Result<TargetChoices, Rejection> {
    let content = ctx.content();
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
            let aim = (*who, *limbs, heals_only(def));
            let candidates = match aims.iter().find(|(seen, _)| *seen == aim) {
                Some((_, Some(option))) => {
                    let room = ctx.fighters().len();
                    copy_candidates(&options[*option].targets, spare.candidates(room))
                }
                Some((_, None)) => return Err(Rejection::NoOneToTarget),
                None => {
                    let room = spare.candidates(ctx.fighters().len());
                    let candidates = gather_candidates(ctx, actor, aim, active, room);
                    // Not empty, the option is the next one pushed (this one returns `Ok`).
                    let at = (!candidates.is_empty()).then_some(options.len());
                    aims.push((aim, at));
                    candidates
                }
            };
            if candidates.is_empty() {
                spare.keep_candidates(candidates);
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
                .ground()
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
                .fighters()
                .iter()
                .filter(|o| o.side == actor.side && o.id != actor.id && active[o.id.index()])
            {
                for w in &ally.gear.worn {
                    let r = ItemRef::Ally(ally.id, w.item);
                    let held = w.parts.iter().any(|&p| ally.part_on_hold(usize::from(p)));
                    if let Some(c) = equip_cost(w.item).filter(|_| {
                        !held && placeable(actor, w.item) && !ctx.refused().contains(&r)
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
/// Asked of a `Ctx` or of a `CombatState`'s `view` alike.
pub fn act_options(ctx: &impl Reads, who: CombatantId) -> (Vec<ActOption>, Vec<Unavailable>) {
    act_options_among(ctx, who, &ctx.active_flags())
}

/// `act_options` with who is active judged before (`Reads::active_flags`, still true): those
/// who ask several combatants' options of one state judge it once.
pub fn act_options_among(
    ctx: &impl Reads,
    who: CombatantId,
    active: &[bool],
) -> (Vec<ActOption>, Vec<Unavailable>) {
    act_options_reusing(ctx, who, active, &mut SpareLists::default())
}

/// `act_options_among` in the emptied lists of answered requests, as the engine asks it at
/// every opportunity.
pub fn act_options_reusing(
    ctx: &impl Reads,
    who: CombatantId,
    active: &[bool],
    spare: &mut SpareLists,
) -> (Vec<ActOption>, Vec<Unavailable>) {
    let actor = ctx.f(who);
    let mut options = std::mem::take(&mut spare.options);
    // Most repertoires offer more than four actions: one allocation rather than two.
    options.reserve(8);
    let mut lists = ActLists {
        options,
        unavailable: std::mem::take(&mut spare.unavailable),
        limbs: SmallVec::new(),
        aims: AimsSeen::new(),
        spare,
    };
    for_each_action(actor, ctx.content(), |action, source| {
        let def = ctx.content().action(action);
        // Equipment actions with nothing to move are left out whatever the body says (their
        // targets would be none): judged first, they skip the limb and target checks, and
        // about half the repertoire visits are such actions. Reactions are not actions. Both
        // are passed here, before the call that judges the rest and its large frame.
        if def.is_reaction() || (is_item_action(def) && nothing_to_move(ctx, actor, def)) {
            return;
        }
        lists.judge(ctx, actor, active, (action, source, def));
    });
    (lists.options, lists.unavailable)
}

/// What one options call gathers as it judges a repertoire's actions one by one.
struct ActLists<'s> {
    options: Vec<ActOption>,
    unavailable: Vec<Unavailable>,
    /// The limbs the action judged now would use (`usable_into`'s list, reused).
    limbs: SmallVec<[usize; 8]>,
    aims: AimsSeen,
    /// Where candidate lists come from.
    spare: &'s mut SpareLists,
}

impl ActLists<'_> {
    /// Judges one action the actor could take: an option with its targets, or why not.
    #[inline(never)]
    fn judge(
        &mut self,
        ctx: &impl Reads,
        actor: &Fighter,
        active: &[bool],
        (action, source, def): (ActionId, Option<ItemId>, &ActionDef),
    ) {
        let checked = usable_into(actor, def, source, &mut self.limbs).and_then(|()| {
            let seen = (&mut self.aims, self.options.as_slice());
            target_choices(ctx, actor, def, active, seen, self.spare)
        });
        match checked {
            Ok(targets) => self.options.push(ActOption {
                action,
                source,
                cost: def.cost,
                targets,
            }),
            Err(reason) => self.unavailable.push(Unavailable {
                action,
                source,
                reason,
            }),
        }
    }
}

/// R6.3: moving an item uses the parts it is on, or goes on. None may be on hold, and while any
/// limb is on hold one must be a limb: moving an item on no limb would be an action using no limb.
fn moved_with_ready_limbs(f: &Fighter, parts: &[u8]) -> bool {
    let part = |p: &u8| usize::from(*p);
    !parts.iter().any(|p| f.part_on_hold(part(p)))
        && (!f.any_limb_on_hold() || parts.iter().any(|p| f.parts[part(p)].limb))
}

/// Equipment actions with nothing at all to act on are left out instead of greyed: a combatant
/// with an empty pack does not need to be told it cannot equip anything.
fn nothing_to_move(ctx: &impl Reads, actor: &Fighter, def: &ActionDef) -> bool {
    match def.target {
        TargetDef::PackedItem => actor.gear.pack.is_empty(),
        TargetDef::WornItem => actor.gear.worn.is_empty(),
        TargetDef::GroundItem => ctx.ground().is_empty(),
        TargetDef::AllyItem => !ctx
            .fighters()
            .iter()
            .any(|o| o.side == actor.side && o.id != actor.id && !o.gear.worn.is_empty()),
        _ => false,
    }
}
