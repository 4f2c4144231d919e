//! Effects applied when a link succeeds: damage, healing, wait points, modifiers, and what
//! reactions do to the link they answer.

use super::body_change::{after_change, body_before};
use super::chain::ItemRef;
use super::ctx::Ctx;
use super::events::CombatEvent;
use super::state::{CombatantId, TimedModifier};
use crate::content::{Duration, Effect};
use crate::rules::Stat;
use smallvec::SmallVec;

/// Who an effect lands on, and the link a reaction answers.
#[derive(Clone, Copy, Debug)]
pub struct Landing<'a> {
    pub actor: CombatantId,
    pub target: CombatantId,
    pub limb: Option<u8>,
    pub s: i32,
    pub answered: Option<usize>,
    pub item: Option<ItemRef>,
    /// For an action's `on_actor` effects: the limbs the action itself used.
    pub own_limbs: Option<&'a [u8]>,
}

pub fn apply(ctx: &mut Ctx, effect: &Effect, at: Landing) {
    match effect {
        Effect::Damage(amount) => {
            let roll = amount.roll(at.s, ctx.rng);
            deal_damage(ctx, at.target, at.limb, roll);
        }
        Effect::Heal(amount) => {
            let roll = amount.roll(at.s, ctx.rng);
            heal(ctx, at.target, at.limb, roll);
        }
        Effect::Wait(amount) => {
            let points = amount.roll(at.s, ctx.rng).value.max(0) as u32;
            if points > 0 {
                let f = ctx.f_mut(at.target);
                match at.limb {
                    Some(l) => f.parts[usize::from(l)].wait += points,
                    None => f.wait += points,
                }
                ctx.emit(CombatEvent::WaitAdded {
                    who: at.target,
                    limb: at.limb,
                    points,
                });
            }
        }
        Effect::WaitOnUsedLimbs(amount) => {
            let points = amount.roll(at.s, ctx.rng).value.max(0) as u32;
            let (owner, limbs) = match (at.answered, at.own_limbs) {
                (Some(i), _) => (
                    ctx.chain.links[i].owner,
                    SmallVec::<[u8; 8]>::from_slice(&ctx.chain.links[i].limbs),
                ),
                (None, Some(own)) => (at.actor, SmallVec::from_slice(own)),
                (None, None) => return,
            };
            if points == 0 {
                return;
            }
            if limbs.is_empty() {
                ctx.f_mut(owner).wait += points;
                ctx.emit(CombatEvent::WaitAdded {
                    who: owner,
                    limb: None,
                    points,
                });
            }
            for limb in limbs {
                ctx.f_mut(owner).parts[usize::from(limb)].wait += points;
                ctx.emit(CombatEvent::WaitAdded {
                    who: owner,
                    limb: Some(limb),
                    points,
                });
            }
        }
        Effect::Prepare(amount) => {
            let points = amount.roll(at.s, ctx.rng).value.max(0) as u32;
            ctx.f_mut(at.actor).prep += points;
            ctx.emit(CombatEvent::PreparationGained {
                who: at.actor,
                points,
            });
        }
        Effect::Modify {
            stat,
            amount,
            duration,
        } => {
            let before = body_before(ctx, at.target);
            let rounds_left = match duration {
                Duration::Rounds(n) => *n,
                _ => 0,
            };
            ctx.f_mut(at.target).mods.push(TimedModifier {
                stat: *stat,
                amount: *amount,
                duration: *duration,
                rounds_left,
            });
            ctx.emit(CombatEvent::Modified {
                who: at.target,
                stat: *stat,
                amount: *amount,
                duration: *duration,
            });
            // An HP change moves the limb threshold and can switch limbs or the combatant.
            after_change(ctx, at.target, before);
        }
        Effect::FailLink => {
            if let Some(i) = at.answered {
                let link = &mut ctx.chain.links[i];
                link.failed = true;
                let (owner, action) = (link.owner, link.action);
                ctx.emit(CombatEvent::LinkMadeToFail {
                    by: at.actor,
                    owner,
                    action,
                });
            }
        }
        Effect::Redirect => {
            if let Some(i) = at.answered {
                redirect(ctx, i, at.actor);
            }
        }
        Effect::Equip | Effect::Stow | Effect::Drop | Effect::PickUp | Effect::TakeFromAlly => {
            if let Some(item) = at.item {
                super::equipment::move_item(ctx, effect, at.actor, item);
            }
        }
    }
}

/// R4.1: damage minus DR; nothing when 0 or less. On a limb (R4.4) it counts toward the total.
fn deal_damage(
    ctx: &mut Ctx,
    who: CombatantId,
    limb: Option<u8>,
    amount: crate::rules::amount::AmountRoll,
) {
    let dr = ctx.f(who).stat(ctx.content, Stat::DR);
    let before = body_before(ctx, who);
    let dealt = (amount.value - dr).max(0) as u32;
    let f = ctx.f_mut(who);
    match (dealt, limb) {
        (0, _) => {}
        (_, Some(l)) => {
            f.parts[usize::from(l)].damage += dealt;
            f.parts_damage_changed();
        }
        (_, None) => f.damage += dealt,
    }
    let total = f.total_damage();
    ctx.emit(CombatEvent::Damaged {
        who,
        limb,
        amount,
        dr,
        dealt,
        total,
    });
    if dealt > 0 {
        interrupt_fragile_links(ctx, who);
    }
    after_change(ctx, who, before);
}

/// A hit breaks the victim's unresolved links that `breaks_on_damage` (a spell being cast).
fn interrupt_fragile_links(ctx: &mut Ctx, who: CombatantId) {
    let content = ctx.content;
    for i in 0..ctx.chain.links.len() {
        let link = &mut ctx.chain.links[i];
        if link.owner == who && !link.failed && content.action(link.action).breaks_on_damage {
            link.failed = true;
            let action = link.action;
            ctx.emit(CombatEvent::LinkInterrupted { owner: who, action });
        }
    }
}

/// R4.3, R4.6: healing removes at most the damage there; a limb heals only itself.
fn heal(
    ctx: &mut Ctx,
    who: CombatantId,
    limb: Option<u8>,
    amount: crate::rules::amount::AmountRoll,
) {
    let value = amount.value.max(0) as u32;
    let before = body_before(ctx, who);
    let f = ctx.f_mut(who);
    let slot = match limb {
        Some(l) => &mut f.parts[usize::from(l)].damage,
        None => &mut f.damage,
    };
    let removed = value.min(*slot);
    *slot -= removed;
    f.parts_damage_changed();
    ctx.emit(CombatEvent::Healed {
        who,
        limb,
        amount,
        removed,
    });
    after_change(ctx, who, before);
}

/// R11 Protect: the reactor takes the place of its ally among the link's targets.
fn redirect(ctx: &mut Ctx, link: usize, protector: CombatantId) {
    let side = ctx.f(protector).side;
    let targets = ctx.chain.links[link].targets.clone();
    let Some(pos) = targets
        .iter()
        .position(|t| t.who != protector && ctx.f(t.who).side == side)
    else {
        return;
    };
    let from = targets[pos].who;
    let link_ref = &mut ctx.chain.links[link];
    if targets.iter().any(|t| t.who == protector) {
        link_ref.targets.remove(pos);
    } else {
        // The protector steps in front: the blow meets its body, not the ally's limb.
        link_ref.targets[pos] = super::chain::TargetPick {
            who: protector,
            limb: None,
        };
    }
    let (owner, action) = (link_ref.owner, link_ref.action);
    ctx.emit(CombatEvent::TargetRedirected {
        by: protector,
        owner,
        action,
        from,
    });
}
