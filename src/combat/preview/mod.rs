//! What a move would do, before it is made: for each target the chance and the effects (see
//! `outcome`), where the mover will stand on the AP track and who acts next, the wait points an
//! overspent cost leaves, and who may answer it with which reactions. The track and the answers
//! come from the engine itself: the move is applied to a copy of the combat by the same
//! `decide_step` that will apply it, and the copy is asked the same eligibility questions
//! (R7.2) its reaction windows will ask. The odds are read from that paid copy, and each
//! answer's with what its own payment would end already ended (R7.4). Nothing is rolled.

pub mod outcome;

pub use outcome::{EffectPreview, Spread, TargetPreview};

use super::ctx::CombatState;
use super::decide::decide_step;
use super::decision::Decision;
use super::events::CombatEvent;
use super::odds::terms_once_paid;
use super::options::{eligibility, react_options};
use super::state::{CombatantId, Fighter};
use crate::content::{ActionId, Content, TargetDef};

/// A move, weighed.
#[derive(Clone, Debug, PartialEq)]
pub struct Preview {
    pub mover: CombatantId,
    pub action: ActionId,
    /// What it costs, aims included.
    pub cost: u32,
    /// Each target's chance and effects; an action on oneself (or on nobody) with a roll or
    /// effects shows the mover here, as the engine rolls it against the mover.
    pub targets: Vec<TargetPreview>,
    /// What carrying it out does to the mover itself, whatever the checks give (`on_actor`).
    pub on_actor: Vec<EffectPreview>,
    pub track: Track,
    /// Who could answer it, at once, with what.
    pub answers: Vec<Answer>,
}

/// The AP track after the move is paid for.
#[derive(Clone, Debug, PartialEq)]
pub struct Track {
    pub needle: u32,
    /// The mover's AP level before and after paying.
    pub ap_before: u32,
    pub ap_after: u32,
    /// Wait points the cost leaves on the mover's body card (an overspent cost, R5.4).
    pub wait_added: u32,
    /// A reaction that left its payer at or above the needle drops it to needle − 1 (R7.4).
    pub cut: bool,
    /// Who holds the opportunities that follow, best first, with their AP levels (the mover
    /// included, where it then stands): the order if nobody answers.
    pub next: Vec<(CombatantId, u32)>,
}

/// One combatant that could answer the move.
#[derive(Clone, Debug, PartialEq)]
pub struct Answer {
    pub who: CombatantId,
    /// Each reaction it could use: the reaction, its cost, and its chance against the mover.
    pub reactions: Vec<(ActionId, u32, Option<f32>)>,
}

/// `decision`, as an answer to `state`'s open request, weighed; `None` when it is not an
/// answer the rules would take (or not an action or a reaction).
pub fn preview(content: &Content, state: &CombatState, decision: &Decision) -> Option<Preview> {
    let (action, picks) = match decision {
        Decision::Act {
            action, targets, ..
        } => (*action, targets.clone()),
        Decision::React { action, .. } => (*action, Vec::new()),
        _ => return None,
    };
    let request = state.pending.request.as_ref()?;
    let mover = request.decider();
    let cost = request.allows(decision).ok()?.cost;
    let def = content.action(action);
    // A reaction's target is the owner of the link it answers.
    let picks: Vec<(CombatantId, Option<u8>)> = match (decision, &state.chain.window) {
        (Decision::React { .. }, Some(w)) => vec![(state.chain.links[w.link].owner, None)],
        // An action on oneself or on nobody is rolled, and lands, on its mover (R9).
        _ if picks.is_empty() && !matches!(def.target, TargetDef::Combatants { .. }) => {
            let shown = def.check.is_some() || !def.effects.is_empty();
            if shown {
                vec![(mover, None)]
            } else {
                Vec::new()
            }
        }
        _ => picks.iter().map(|t| (t.who, t.limb)).collect(),
    };
    let (track, answers, paid) = after_paying(content, state, decision, mover)?;
    // The check is rolled once the move is paid for, which may have ended the mover's
    // modifiers (R7.4): the odds are read from the paid copy.
    let targets = picks
        .iter()
        .map(|&(who, limb)| outcome::target_preview(content, &paid, mover, def, who, limb))
        .collect();
    let on_actor = outcome::actor_effects(content, &paid, mover, def);
    Some(Preview {
        mover,
        action,
        cost,
        targets,
        on_actor,
        track,
        answers,
    })
}

/// The move paid for on a copy of the combat: the track, who could react to its link, and the
/// combatants as the payment left them.
fn after_paying(
    content: &Content,
    state: &CombatState,
    decision: &Decision,
    mover: CombatantId,
) -> Option<(Track, Vec<Answer>, Vec<Fighter>)> {
    let mut copy = state.clone();
    copy.pending.answer = Some(decision.clone());
    let mut events = Vec::new();
    let mut ctx = copy.ctx(content, &mut events);
    decide_step(&mut ctx);
    if ctx
        .events
        .iter()
        .any(|e| matches!(e, CombatEvent::DecisionRejected { .. }))
    {
        return None;
    }
    let before = &state.fighters[mover.index()];
    let after = ctx.f(mover);
    let link = ctx.chain.links.len().checked_sub(1)?;
    let cut = ctx
        .events
        .iter()
        .any(|e| matches!(e, CombatEvent::CutBelowNeedle { .. }));
    let answers = state
        .fighters
        .iter()
        .map(|f| f.id)
        .filter(|&who| who != mover && eligibility(&ctx, who, link).is_ok())
        .filter_map(|who| {
            let (options, _) = react_options(&ctx, who, link);
            let reactions: Vec<_> = options
                .iter()
                .map(|o| {
                    let def = content.action(o.action);
                    // Its own payment comes before its check, too.
                    let odds = terms_once_paid(content, ctx.fighters, who, def, Some(mover), false)
                        .map(|t| t.chance());
                    (o.action, o.cost, odds)
                })
                .collect();
            (!reactions.is_empty()).then_some(Answer { who, reactions })
        })
        .collect();
    let mut next: Vec<CombatantId> = ctx
        .fighters
        .iter()
        .filter(|f| f.active(content) && f.ap > 0)
        .map(|f| f.id)
        .collect();
    super::priority::rank_ids(&ctx, &mut next);
    let track = Track {
        needle: ctx.needle.0,
        ap_before: before.ap,
        ap_after: after.ap,
        wait_added: after.wait.saturating_sub(before.wait),
        cut,
        next: next.iter().map(|&id| (id, ctx.f(id).ap)).collect(),
    };
    Some((track, answers, ctx.fighters.clone()))
}
