//! Reaction windows (R7.2–R7.5): who may react to the top link, asked in priority order.

use super::chain::Window;
use super::ctx::Ctx;
use super::decision::{Request, TiePurpose};
use super::events::CombatEvent;
use super::options::{eligible, react_options};
use super::phase::CombatPhase;
use super::priority::{first_or_tie_break, rank_ids};
use super::state::CombatantId;
use smallvec::SmallVec;

/// Opens the window on the top link if it is not open yet, then asks the next eligible
/// combatant, passes those with nothing to answer with, or closes the window.
pub fn window_step(ctx: &mut Ctx) {
    let Some(top) = ctx.chain.links.len().checked_sub(1) else {
        ctx.go(CombatPhase::Opportunity);
        return;
    };
    if ctx.chain.window.as_ref().is_none_or(|w| w.link != top) {
        open(ctx, top);
    }
    loop {
        let window = ctx.chain.window.as_ref().expect("opened above");
        let mut remaining: SmallVec<[CombatantId; 16]> = window
            .eligible
            .iter()
            .copied()
            .filter(|id| !window.passed.contains(id) && eligible(ctx, *id, top))
            .collect();
        if remaining.is_empty() {
            close(ctx, top);
            return;
        }
        let chosen = window.chosen.filter(|c| remaining.contains(c));
        let next = match chosen {
            Some(c) => c,
            None => match first_or_tie_break(ctx, &mut remaining, TiePurpose::Window) {
                Some(first) => first,
                None => return,
            },
        };
        if let Some(w) = ctx.chain.window.as_mut() {
            w.chosen = None;
        }
        let (options, unavailable) = react_options(ctx, next, top);
        if options.is_empty() {
            let why = unavailable.into_iter().next();
            ctx.emit(CombatEvent::AutoPassed { who: next, why });
            ctx.chain.window.as_mut().expect("open").passed.push(next);
            continue;
        }
        ctx.ask(Request::React {
            reactor: next,
            link: top,
            options,
            unavailable,
        });
        return;
    }
}

/// R7.2: the window opens with everyone eligible now, in priority order (R7.3).
fn open(ctx: &mut Ctx, top: usize) {
    let mut eligible: Vec<_> = ctx
        .fighters
        .iter()
        .map(|f| f.id)
        .filter(|&id| eligible(ctx, id, top))
        .collect();
    rank_ids(ctx, &mut eligible);
    let link = &mut ctx.chain.links[top];
    let reopened = link.had_window;
    link.had_window = true;
    let (owner, action) = (link.owner, link.action);
    ctx.emit(CombatEvent::WindowOpened {
        owner,
        action,
        eligible: eligible.clone(),
        reopened,
    });
    ctx.chain.window = Some(Window {
        link: top,
        eligible,
        passed: Vec::new(),
        chosen: None,
    });
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
