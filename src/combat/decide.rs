//! Applying a controller's answer: checked once against the request (`Request::allows`), then
//! carried out (R5.4, R7.3).

use super::chain::{Asked, ItemRef, Link, LinkLimbs, Targets};
use super::ctx::Ctx;
use super::decision::{Decision, Request, TiePurpose};
use super::events::CombatEvent;
use super::opportunity::{ask_act, give_opportunity};
use super::pay::{pay_action, pay_reaction};
use super::phase::CombatPhase;
use super::state::CombatantId;
use super::validate::validate_act;

/// Applies the pending answer, if there is one. An illegal answer is rejected with the reason
/// and changes nothing; the same request stays open.
pub fn decide_step(ctx: &mut Ctx) {
    let Some(answer) = ctx.pending.answer.take() else {
        return;
    };
    // Taken rather than copied (a request carries every option): an answer that leaves it
    // open puts it back.
    let Some(request) = ctx.pending.request.take() else {
        return;
    };
    let still_open = match request.allows(&answer) {
        Ok(allowed) => apply(ctx, &request, answer, allowed.cost),
        Err(reason) => {
            ctx.emit(CombatEvent::DecisionRejected {
                who: request.decider(),
                reason,
            });
            true
        }
    };
    if still_open {
        ctx.pending.request = Some(request);
    } else {
        ctx.pending.spare.keep(request);
    }
}

/// Carries out an answer `Request::allows` accepted, which cost `cost` AP. Returns whether the
/// request stays open: most answers close it or ask the next question; a few leave it as it
/// was (a fight already over, a consent after which the taker has nothing to do).
fn apply(ctx: &mut Ctx, request: &Request, answer: Decision, cost: u32) -> bool {
    let serial = ctx.pending.serial;
    match (request, answer) {
        // The engine ends the fight; nothing of the request is carried out.
        (_, Decision::Concede(side)) => {
            ctx.pending.suspended = None;
            let already_over = ctx.round.outcome.is_some();
            super::end::finish(ctx, super::ending::Ending::Conceded(side));
            return already_over;
        }
        (Request::Advantage { hero, .. }, Decision::Advantage(id)) => {
            take_advantage(ctx, *hero, id);
            ctx.pending.request = None;
            ctx.go(CombatPhase::Setup);
        }
        (Request::Act { actor, .. }, decision @ Decision::Act { .. }) => {
            // Only an action that takes an ally's item is offered an ally's item (R3.5): the
            // ally's controller must agree before anything is paid.
            if let Decision::Act {
                item: Some(ItemRef::Ally(giver, item)),
                ..
            } = decision
            {
                ctx.pending.suspended = Some((*actor, decision));
                ctx.ask(Request::Consent {
                    giver,
                    taker: *actor,
                    item,
                });
                return false;
            }
            perform_act(ctx, *actor, decision, cost);
        }
        (Request::React { reactor, link, .. }, Decision::React { action, source }) => {
            perform_react(ctx, *reactor, *link, action, source, cost);
        }
        (Request::React { reactor, .. }, Decision::Pass) => {
            if let Some(w) = ctx.chain.window.as_mut() {
                w.passed.push(*reactor);
            }
            ctx.emit(CombatEvent::Passed { who: *reactor });
            ctx.pending.request = None;
            ctx.go(CombatPhase::ReactionWindow);
        }
        (Request::TieBreak { tied, purpose, .. }, Decision::Choose(chosen)) => {
            ctx.emit(CombatEvent::TieBroken {
                chosen,
                among: tied.clone(),
            });
            ctx.pending.request = None;
            match purpose {
                TiePurpose::Opportunity => give_opportunity(ctx, chosen),
                TiePurpose::Window => {
                    if let Some(w) = ctx.chain.window.as_mut() {
                        w.chosen = Some(chosen);
                    }
                    ctx.go(CombatPhase::ReactionWindow);
                }
            }
        }
        (Request::Consent { giver, taker, item }, Decision::Consent(agree)) => {
            // The rules always keep the act that asked; were it lost (a hand-made state), the
            // taker chooses again rather than the question staying open for ever.
            let Some((actor, decision)) = ctx.pending.suspended.take() else {
                ask_act(ctx, *taker);
                return ctx.pending.serial == serial;
            };
            if agree {
                ctx.emit(CombatEvent::ConsentGiven {
                    giver: *giver,
                    taker: *taker,
                    item: *item,
                });
                ctx.pending.request = None;
                // Re-checked: the options were computed before the ally was asked.
                let options = super::options::act_options(ctx, actor).0;
                match validate_act(&options, &decision) {
                    Ok(cost) => perform_act(ctx, actor, decision, cost),
                    Err(_) => ask_act(ctx, actor),
                }
            } else {
                ctx.emit(CombatEvent::ConsentRefused {
                    giver: *giver,
                    taker: *taker,
                    item: *item,
                });
                ctx.pending.refused.push(ItemRef::Ally(*giver, *item));
                ask_act(ctx, actor);
                return ctx.pending.serial == serial;
            }
        }
        // `allows` accepts no other pair.
        _ => return true,
    }
    false
}

/// R10.2: an advantage's modifiers join the hero's base attributes; Multi-attack adds targets.
pub fn take_advantage(ctx: &mut Ctx, hero: CombatantId, id: crate::content::AdvantageId) {
    let def = ctx.content.advantage(id);
    let f = ctx.f_mut(hero);
    f.advantages.push(id);
    for &(stat, amount) in &def.modifiers {
        f.base.add(stat, amount);
    }
    f.extra_targets += def.extra_attack_targets;
    ctx.emit(CombatEvent::AdvantageTaken {
        hero,
        advantage: id,
    });
}

/// R5.4: pay, put the action on the chain, open its window (R7.1).
fn perform_act(ctx: &mut Ctx, actor: CombatantId, decision: Decision, cost: u32) {
    let Decision::Act {
        action,
        source,
        targets,
        item,
    } = decision
    else {
        return;
    };
    let def = ctx.content.action(action);
    // The link keeps its own short copy; the answer's list goes to the log.
    let link_targets = Targets::from_slice(&targets);
    ctx.emit(CombatEvent::ActionDeclared {
        who: actor,
        action,
        source,
        targets,
        item,
        cost,
    });
    let limbs = used_limbs(ctx, actor, def, source);
    pay_action(ctx, actor, cost, def);
    push_link(
        ctx,
        Link {
            owner: actor,
            action,
            source,
            targets: link_targets,
            item,
            limbs,
            answers: None,
            failed: false,
            needs_window: true,
            had_window: false,
            reacted: Asked::new(),
        },
    );
}

/// R7.3–R7.4: the reaction is paid and becomes a new link on top, with its own window (R7.5).
fn perform_react(
    ctx: &mut Ctx,
    reactor: CombatantId,
    link: usize,
    action: crate::content::ActionId,
    source: Option<crate::content::ItemId>,
    cost: u32,
) {
    let def = ctx.content.action(action);
    let answered = &mut ctx.chain.links[link];
    answered.reacted.push(reactor);
    let (answering, answered_action) = (answered.owner, answered.action);
    ctx.emit(CombatEvent::ReactionDeclared {
        who: reactor,
        action,
        source,
        answering,
        answered_action,
        cost,
    });
    let limbs = used_limbs(ctx, reactor, def, source);
    pay_reaction(ctx, reactor, cost, def);
    push_link(
        ctx,
        Link {
            owner: reactor,
            action,
            source,
            targets: Targets::new(),
            item: None,
            limbs,
            answers: Some(link),
            failed: false,
            needs_window: true,
            had_window: false,
            reacted: Asked::new(),
        },
    );
}

/// The limbs the action uses, recorded on its link (checked legal before paying).
fn used_limbs(
    ctx: &Ctx,
    who: CombatantId,
    def: &crate::content::ActionDef,
    source: Option<crate::content::ItemId>,
) -> LinkLimbs {
    super::options::usable_limbs(ctx.f(who), def, source)
}

fn push_link(ctx: &mut Ctx, link: Link) {
    ctx.chain.links.push(link);
    ctx.chain.window = None;
    ctx.pending.request = None;
    ctx.go(CombatPhase::ReactionWindow);
}
