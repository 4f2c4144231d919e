//! Reaction windows (R7.2–R7.5): who may react to the top link, asked in priority order.

use super::chain::{Asked, Window};
use super::ctx::Ctx;
use super::decision::{Request, SpareLists, TiePurpose};
use super::events::CombatEvent;
use super::options::{any_reaction, eligible};
use super::phase::CombatPhase;
use super::priority::{Keyed, first_of_keyed, key};
use super::reactions::react_options_reusing;
use super::state::CombatantId;
use crate::rules::priority::rank;

/// Opens the window on the top link if it is not open yet, then asks the next eligible
/// combatant, passes those with nothing to answer with, or closes the window.
pub fn window_step(ctx: &mut Ctx) {
    let Some(top) = ctx.chain.links.len().checked_sub(1) else {
        ctx.go(CombatPhase::Opportunity);
        return;
    };
    // Passing changes nobody's eligibility or priority: who remains, and their keys, are judged
    // once, and each one passed leaves the rest in the order a new sort would give (stable).
    // A window just opened hands over those it judged: nothing has changed since.
    // Filled in place: the list is a few hundred bytes on the stack, not to be copied around.
    let mut remaining = Keyed::new();
    let mut chosen = None;
    match ctx.chain.window.as_ref() {
        Some(window) if window.link == top => {
            let ids = window.eligible.iter().copied();
            let ids = ids.filter(|id| !window.passed.contains(id) && eligible(ctx, *id, top));
            remaining.extend(ids.map(|id| (id, key(ctx, id))));
            chosen = window.chosen;
        }
        _ => open(ctx, top, &mut remaining),
    }
    loop {
        if remaining.is_empty() {
            close(ctx, top);
            return;
        }
        let next = match chosen.filter(|c| remaining.iter().any(|p| p.0 == *c)) {
            Some(c) => c,
            None => match first_of_keyed(ctx, &mut remaining, TiePurpose::Window) {
                Some(first) => first,
                None => return,
            },
        };
        chosen = None;
        if let Some(w) = ctx.chain.window.as_mut() {
            w.chosen = None;
        }
        // Most of those asked have nothing to answer with: they pass without a request built.
        if let Err(why) = any_reaction(ctx, next, top) {
            ctx.emit(CombatEvent::AutoPassed { who: next, why });
            ctx.chain.window.as_mut().expect("open").passed.push(next);
            remaining.retain(|p| p.0 != next);
            continue;
        }
        ask_react(ctx, next, top);
        return;
    }
}

/// Asks `reactor` to answer the link at `link` or pass, its lists built in those of answered
/// requests. Apart and not inlined: the window's loop above stays the size it was, which is
/// what the release build's inlining of its eligibility checks weighs.
#[inline(never)]
fn ask_react(ctx: &mut Ctx, reactor: CombatantId, link: usize) {
    let mut spare = std::mem::take(&mut ctx.pending.spare);
    let (options, unavailable) = react_options_reusing(ctx, reactor, link, &mut spare);
    SpareLists::put_back(&mut ctx.pending.spare, spare);
    ctx.ask(Request::React {
        reactor,
        link,
        options,
        unavailable,
    });
}

/// R7.2: the window opens with everyone eligible now, in priority order (R7.3); writes them
/// with their keys, in that order, into `ranked` (empty).
/// Plain pushes rather than smallvec's generic `extend`: an instance the release build may or
/// may not inline, as the code around it changes (outlined, it cost 4% of the plain engine).
fn open(ctx: &mut Ctx, top: usize, ranked: &mut Keyed) {
    for f in ctx.fighters.iter() {
        if eligible(ctx, f.id, top) {
            ranked.push((f.id, key(ctx, f.id)));
        }
    }
    rank(ranked, |p| p.1);
    let mut eligible = Asked::new();
    for p in ranked.iter() {
        eligible.push(p.0);
    }
    let link = &mut ctx.chain.links[top];
    let reopened = link.had_window;
    link.had_window = true;
    let (owner, action) = (link.owner, link.action);
    // The window keeps its own copy (inline, no allocation); the list goes to the log.
    let window = Window {
        link: top,
        eligible: eligible.clone(),
        passed: Asked::new(),
        chosen: None,
    };
    ctx.emit(CombatEvent::WindowOpened {
        owner,
        action,
        eligible,
        reopened,
    });
    ctx.chain.window = Some(window);
}

/// R7.5: nobody else can or will react; the top link resolves next.
fn close(ctx: &mut Ctx, top: usize) {
    let link = &mut ctx.chain.links[top];
    link.needs_window = false;
    let (owner, action) = (link.owner, link.action);
    ctx.chain.window = None;
    ctx.emit(CombatEvent::WindowClosed { owner, action });
    ctx.go(CombatPhase::Resolve);
}
