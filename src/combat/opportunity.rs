//! Opportunities (R5.2–R5.3): the needle sweeps down; whoever is above it acts, by priority.

use super::ctx::ActiveFlags;
use super::ctx::Ctx;
use super::decision::{Request, SpareLists, TiePurpose};
use super::end::check_over_among;
use super::events::CombatEvent;
use super::options::act_options_reusing;
use super::phase::CombatPhase;
use super::priority::first_or_tie_break;
use super::state::CombatantId;
use super::view::Reads;
use smallvec::SmallVec;

pub fn opportunity_step(ctx: &mut Ctx) {
    // Only the needle moves while it sweeps down: who is active, and at what level, is judged
    // once, for the end check, the sweep and the options of the one who acts. Nobody is above
    // the needle while it is at or above the highest level.
    let active = ctx.active_flags();
    if check_over_among(ctx, &active) {
        return;
    }
    // Pushed one by one, not collected: smallvec's generic `extend` is inlined or not as the
    // code around it changes (`ctx::active_flags`).
    let mut above: SmallVec<[CombatantId; 16]> = SmallVec::new();
    for f in ctx.fighters.iter() {
        if f.ap > 0 && active[f.id.index()] {
            above.push(f.id);
        }
    }
    let highest = above.iter().map(|&id| ctx.f(id).ap).max().unwrap_or(0);
    loop {
        let needle = ctx.needle.0;
        if highest <= needle {
            // R5.5: when every active combatant is at AP level 0, the round ends.
            let all_spent = highest == 0;
            if all_spent || needle == 0 {
                ctx.go(CombatPhase::RoundEnd);
                return;
            }
            ctx.needle.0 -= 1;
            ctx.emit(CombatEvent::NeedleDropped {
                needle: ctx.needle.0,
            });
            continue;
        }
        above.retain(|id| ctx.f(*id).ap > needle);
        if let Some(first) = first_or_tie_break(ctx, &mut above, TiePurpose::Opportunity) {
            give_opportunity_among(ctx, first, &active);
        }
        return;
    }
}

/// The combatant acts now: announce it and ask for its action (R5.4).
pub fn give_opportunity(ctx: &mut Ctx, who: CombatantId) {
    let active = ctx.active_flags();
    give_opportunity_among(ctx, who, &active);
}

/// `give_opportunity` with who is active judged before (`Reads::active_flags`, still true).
fn give_opportunity_among(ctx: &mut Ctx, who: CombatantId, active: &ActiveFlags) {
    let ap_level = ctx.f(who).ap;
    let needle = ctx.needle.0;
    ctx.emit(CombatEvent::Opportunity {
        who,
        ap_level,
        needle,
    });
    ask_act_among(ctx, who, active);
}

pub fn ask_act(ctx: &mut Ctx, actor: CombatantId) {
    let active = ctx.active_flags();
    ask_act_among(ctx, actor, &active);
}

/// `ask_act` with who is active judged before (`Reads::active_flags`, still true).
fn ask_act_among(ctx: &mut Ctx, actor: CombatantId, active: &ActiveFlags) {
    let mut spare = std::mem::take(&mut ctx.pending.spare);
    let (options, unavailable) = act_options_reusing(ctx, actor, active, &mut spare);
    SpareLists::put_back(&mut ctx.pending.spare, spare);
    if options.is_empty() {
        // Content without a Wait could leave a combatant nothing to do: it gives up its turn
        // rather than leaving the combat stuck. (`aguja check` reports such content.)
        let reasons = unavailable.into_iter().map(|u| u.reason).collect();
        ctx.f_mut(actor).ap = 0;
        ctx.emit(CombatEvent::NothingToDo {
            who: actor,
            reasons,
        });
        ctx.go(CombatPhase::Opportunity);
        return;
    }
    ctx.ask(Request::Act {
        actor,
        options,
        unavailable,
    });
}
