//! The end of the combat (R5.6).

use super::ctx::{Ctx, Outcome};
use super::events::CombatEvent;
use super::phase::CombatPhase;
use crate::content::Side;

/// R5.6: the combat goes on while two active combatants are enemies. Returns true when over.
pub fn check_over(ctx: &mut Ctx) -> bool {
    let heroes = ctx
        .fighters
        .iter()
        .any(|f| f.side == Side::Heroes && f.active(ctx.content));
    let minions = ctx
        .fighters
        .iter()
        .any(|f| f.side == Side::Minions && f.active(ctx.content));
    if heroes && minions {
        return false;
    }
    let winner = match (heroes, minions) {
        (true, _) => Some(Side::Heroes),
        (_, true) => Some(Side::Minions),
        _ => None,
    };
    let reason = if winner.is_some() {
        "the other side is down"
    } else {
        "nobody is left standing"
    };
    finish(ctx, winner, reason);
    true
}

/// Ends the combat now.
pub fn finish(ctx: &mut Ctx, winner: Option<Side>, reason: &str) {
    let rounds = ctx.round.round;
    ctx.chain.links.clear();
    ctx.chain.window = None;
    ctx.pending.request = None;
    ctx.pending.answer = None;
    ctx.round.outcome = Some(Outcome { winner, rounds });
    ctx.emit(CombatEvent::CombatEnded {
        winner,
        rounds,
        reason: reason.to_string(),
    });
    ctx.go(CombatPhase::Over);
}
