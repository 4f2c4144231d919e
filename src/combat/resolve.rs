//! Resolving the chain last-in, first-out (R7.6), with checks (R9) and effects.

use super::chain::Link;
use super::ctx::Ctx;
use super::effects::{Landing, apply};
use super::end::check_over;
use super::events::CombatEvent;
use super::pay::take_expired;
use super::phase::CombatPhase;
use super::state::CombatantId;
use crate::content::{ActionDef, Duration, TargetDef};
use crate::rules::check::{CheckOutcome, CheckTerms};

/// Resolves the top link, unless its window must (re-)open first.
pub fn resolve_step(ctx: &mut Ctx) {
    let Some(top) = ctx.chain.links.last() else {
        ctx.go(CombatPhase::Opportunity);
        return;
    };
    if top.needs_window {
        ctx.go(CombatPhase::ReactionWindow);
        return;
    }
    let link = ctx.chain.links.pop().expect("checked above");
    ctx.emit(CombatEvent::LinkResolving {
        owner: link.owner,
        action: link.action,
    });
    if link.failed {
        ctx.emit(CombatEvent::LinkFailed {
            owner: link.owner,
            action: link.action,
        });
    } else if !ctx.active(link.owner) {
        let reason = "its owner is down".to_string();
        ctx.emit(CombatEvent::LinkFizzled {
            owner: link.owner,
            action: link.action,
            reason,
        });
    } else {
        carry_out(ctx, &link);
    }
    // R7.6: the link below may be answered again before it resolves.
    if let Some(next) = ctx.chain.links.last_mut() {
        next.needs_window = true;
    }
    if check_over(ctx) {
        return;
    }
    if ctx.chain.is_empty() {
        ctx.pending.refused.clear();
        ctx.go(CombatPhase::Opportunity);
    } else {
        ctx.go(CombatPhase::Resolve);
    }
}

fn carry_out(ctx: &mut Ctx, link: &Link) {
    let content = ctx.content;
    let def = content.action(link.action);
    if let Some(answered) = link.answers {
        // A reaction's target is the owner of the link it answers (R7.1).
        let target = ctx.chain.links[answered].owner;
        run(ctx, link, def, target, None, Some(answered));
        after_carrying_out(ctx, link, def);
        return;
    }
    match def.target {
        TargetDef::Combatants { .. } => {
            // R9.3: one check per target, each with its own CD.
            for t in &link.targets {
                if !ctx.active(t.who) {
                    let reason = "its target is already down".to_string();
                    ctx.emit(CombatEvent::LinkFizzled {
                        owner: link.owner,
                        action: link.action,
                        reason,
                    });
                    continue;
                }
                run(ctx, link, def, t.who, t.limb, None);
            }
        }
        _ => run(ctx, link, def, link.owner, None, None),
    }
    after_carrying_out(ctx, link, def);
}

/// An action's `on_actor` effects (recoil, reloading), once, whatever its checks gave.
fn after_carrying_out(ctx: &mut Ctx, link: &Link, def: &ActionDef) {
    if def.on_actor.is_empty() || !ctx.active(link.owner) {
        return;
    }
    let at = Landing {
        actor: link.owner,
        target: link.owner,
        limb: None,
        s: 0,
        answered: None,
        item: None,
        own_limbs: Some(link.limbs.as_slice()),
    };
    for effect in &def.on_actor {
        apply(ctx, effect, at);
    }
}

/// One check (if any) against one target, then the success or failure effects.
fn run(
    ctx: &mut Ctx,
    link: &Link,
    def: &ActionDef,
    target: CombatantId,
    limb: Option<u8>,
    answered: Option<usize>,
) {
    // The same terms the odds and the previews read (`odds::terms`).
    let terms = super::odds::terms(
        ctx.content,
        ctx.fighters,
        link.owner,
        def,
        Some(target),
        limb.is_some(),
    );
    let (success, s) = terms.map_or((true, 0), |terms| roll_check(ctx, link, target, terms));
    let effects = if success {
        &def.effects
    } else {
        &def.on_failure
    };
    let at = Landing {
        actor: link.owner,
        target,
        limb,
        s,
        answered,
        item: link.item,
        own_limbs: None,
    };
    for effect in effects {
        apply(ctx, effect, at);
    }
}

/// Rolls the check and logs it; gives whether it succeeded and by how much (R9.2). The
/// outcome itself goes to the log, not copied: only these two numbers are read after.
fn roll_check(ctx: &mut Ctx, link: &Link, target: CombatantId, terms: CheckTerms) -> (bool, i32) {
    let outcome: CheckOutcome = terms.roll(ctx.rng);
    let judged = (outcome.success, outcome.s);
    let shown_target = (target != link.owner).then_some(target);
    ctx.emit(CombatEvent::CheckRolled {
        who: link.owner,
        target: shown_target,
        action: link.action,
        outcome,
    });
    let f = ctx.f_mut(link.owner);
    let expired = take_expired(f, |d| d == Duration::NextCheck);
    for (stat, amount) in expired {
        ctx.emit(CombatEvent::ModifierExpired {
            who: link.owner,
            stat,
            amount,
        });
    }
    judged
}
