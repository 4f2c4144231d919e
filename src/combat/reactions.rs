//! What a combatant may answer a link with now (R7.1–R7.2): whether it may react at all, the
//! reactions it could use and why the others not. The actions' half is `options.rs`.

use super::chain::{Link, TargetPick};
use super::decision::{ReactOption, SpareLists, Unavailable};
use super::rejection::{AnswerTags, Rejection};
use super::state::{CombatantId, Fighter};
use super::usable::{for_each_action, usable_into};
use super::view::Reads;
use crate::content::{ActionDef, ActionId, Concern, ItemId, ReactionDef, Whose};
use smallvec::SmallVec;

/// Whether `eligibility` is `Ok`, the cheap questions first: a window asks it of everyone at
/// every step, and only the answer counts there (all of them side-effect free, so their order
/// changes nothing but the time).
pub fn eligible(ctx: &impl Reads, who: CombatantId, link: usize) -> bool {
    let f = ctx.f(who);
    let l = &ctx.chain().links[link];
    f.wait == 0
        && f.ap + f.prep > ctx.f(l.owner).ap
        && !l.reacted.contains(&who)
        && !ctx.chain().contains(who)
        && f.active(ctx.content())
}

/// R7.2: may this combatant react to the link at `link` now? `Err` says why not.
pub fn eligibility(ctx: &impl Reads, who: CombatantId, link: usize) -> Result<(), Rejection> {
    let f = ctx.f(who);
    let l = &ctx.chain().links[link];
    let owner = ctx.f(l.owner);
    if !f.active(ctx.content()) {
        return Err(Rejection::Inactive);
    }
    if f.wait > 0 {
        return Err(Rejection::Waiting { wait: f.wait });
    }
    if ctx.chain().contains(who) {
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
    ctx: &impl Reads,
    who: CombatantId,
    link: usize,
) -> (Vec<ReactOption>, Vec<Unavailable>) {
    react_options_reusing(ctx, who, link, &mut SpareLists::default())
}

/// `react_options` in the emptied lists of answered requests, as a window asks it.
pub fn react_options_reusing(
    ctx: &impl Reads,
    who: CombatantId,
    link: usize,
    spare: &mut SpareLists,
) -> (Vec<ReactOption>, Vec<Unavailable>) {
    let f = ctx.f(who);
    let l = &ctx.chain().links[link];
    let mut options = std::mem::take(&mut spare.reactions);
    let mut unavailable = std::mem::take(&mut spare.unavailable);
    let mut limbs = SmallVec::new();
    for_each_action(f, ctx.content(), |action, source| {
        let def = ctx.content().action(action);
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
pub fn any_reaction(
    ctx: &impl Reads,
    who: CombatantId,
    link: usize,
) -> Result<(), Option<Unavailable>> {
    let f = ctx.f(who);
    let l = &ctx.chain().links[link];
    let mut limbs = SmallVec::new();
    let mut first = None;
    // The repertoire walked without `for_each_action`'s leaving out of repeats: a repeat is
    // judged as the entry before it was, so it can neither be the first usable reaction nor
    // the first unusable one. Stops at the first usable one. Only reactions count here, so of
    // the universal actions only the reactions are walked.
    let mut usable = |action: ActionId, source: Option<ItemId>| {
        let def = ctx.content().action(action);
        def.reaction.is_some()
            && match reaction_fits(ctx, f, l, def, source, &mut limbs) {
                Some(Ok(())) => true,
                Some(Err(reason)) => {
                    if first.is_none() {
                        first = Some(Unavailable {
                            action,
                            source,
                            reason,
                        });
                    }
                    false
                }
                None => false,
            }
    };
    for &action in f.innate.iter().chain(&ctx.content().universal_reactions) {
        if usable(action, None) {
            return Ok(());
        }
    }
    for w in &f.gear.worn {
        for &action in &ctx.content().item(w.item).grants {
            if usable(action, Some(w.item)) {
                return Ok(());
            }
        }
    }
    Err(first)
}

/// Whether the action `def` (granted by `source`) is a reaction `f` could answer the link
/// with now, and why not: `None` when it is no reaction. The link's tags, whose it is and whom
/// it concerns (R7.1), then the body (`usable`).
/// The check for "no reaction" is inline: most of a repertoire is actions, and a window walks
/// whole repertoires.
#[inline]
fn reaction_fits(
    ctx: &impl Reads,
    f: &Fighter,
    l: &Link,
    def: &ActionDef,
    source: Option<ItemId>,
    limbs: &mut SmallVec<[usize; 8]>,
) -> Option<Result<(), Rejection>> {
    let reaction = def.reaction.as_ref()?;
    Some(reaction_fits_link(
        ctx,
        f,
        l,
        (def, reaction),
        source,
        limbs,
    ))
}

/// `reaction_fits` for a reaction.
fn reaction_fits_link(
    ctx: &impl Reads,
    f: &Fighter,
    l: &Link,
    (def, reaction): (&ActionDef, &ReactionDef),
    source: Option<ItemId>,
    limbs: &mut SmallVec<[usize; 8]>,
) -> Result<(), Rejection> {
    let answered = ctx.content().action(l.action);
    if !reaction.answers.is_empty() && !reaction.answers.iter().any(|t| answered.has_tag(*t)) {
        Err(Rejection::AnswersOnly {
            tags: AnswerTags::from_slice(&reaction.answers),
        })
    } else if !whose_ok(reaction.by, f, ctx.f(l.owner)) {
        Err(Rejection::AnswersOnlyBy { by: reaction.by })
    } else if !concern_ok(reaction.concerning, f, &l.targets, ctx) {
        Err(Rejection::AnswersOnlyConcerning {
            concern: reaction.concerning,
        })
    } else {
        usable_into(f, def, source, limbs)
    }
}

fn whose_ok(by: Whose, me: &Fighter, owner: &Fighter) -> bool {
    match by {
        Whose::Anyone => true,
        Whose::Enemy => me.side != owner.side,
        Whose::Ally => me.side == owner.side && me.id != owner.id,
    }
}

fn concern_ok(concern: Concern, me: &Fighter, targets: &[TargetPick], ctx: &impl Reads) -> bool {
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
