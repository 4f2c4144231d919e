//! The end of the combat (R5.6), and the encounter's goal (`goal:`), which can end it sooner.

use super::ctx::{Ctx, Outcome};
use super::events::CombatEvent;
use super::phase::CombatPhase;
use super::state::Fighter;
use crate::content::{Content, Objective, Side};

/// R5.6: the combat goes on while two active combatants are enemies, reinforcements still to
/// come counting for their side; a goal met or lost ends it sooner. Returns true when over.
pub fn check_over(ctx: &mut Ctx) -> bool {
    let standing = |side: Side| side_standing(ctx.fighters, ctx.content, side);
    let (heroes, minions) = (standing(Side::Heroes), standing(Side::Minions));
    let fallen = |i: usize| {
        ctx.fighters
            .get(i)
            .is_some_and(|f| !f.active(ctx.content) && !f.coming())
    };
    let (winner, reason) = match ctx.round.goal {
        Objective::DefeatLeader(i) if fallen(i) && heroes => {
            (Some(Side::Heroes), "the leader is down")
        }
        Objective::Protect(i) if fallen(i) && minions => (
            Some(Side::Minions),
            "the hero the others had to protect is down",
        ),
        _ if heroes && minions => return false,
        _ => match (heroes, minions) {
            (true, _) => (Some(Side::Heroes), "the other side is down"),
            (_, true) => (Some(Side::Minions), "the other side is down"),
            _ => (None, "nobody is left standing"),
        },
    };
    finish(ctx, winner, reason);
    true
}

/// Whether `side` still has someone in the fight: active, or a reinforcement still to come.
pub fn side_standing(fighters: &[Fighter], content: &Content, side: Side) -> bool {
    fighters
        .iter()
        .any(|f| f.side == side && (f.active(content) || f.coming()))
}

/// At a round's end: `Survive(rounds: n)` is won when round n ends with a hero standing.
/// Returns true when that ended the combat.
pub fn check_survived(ctx: &mut Ctx) -> bool {
    let Objective::Survive(rounds) = ctx.round.goal else {
        return false;
    };
    let standing = ctx
        .fighters
        .iter()
        .any(|f| f.side == Side::Heroes && f.active(ctx.content));
    if ctx.round.round < rounds || !standing {
        return false;
    }
    finish(ctx, Some(Side::Heroes), "the heroes held out to the end");
    true
}

/// Reinforcements whose round has come join the fight, and so do those of a side with nobody
/// left on the field (else the other side would wait out empty rounds for them).
pub fn bring_reinforcements(ctx: &mut Ctx) {
    let round = ctx.round.round;
    for side in [Side::Heroes, Side::Minions] {
        let empty = !ctx
            .fighters
            .iter()
            .any(|f| f.side == side && f.active(ctx.content));
        for i in 0..ctx.fighters.len() {
            let f = &mut ctx.fighters[i];
            if f.side == side && f.coming() && (f.arrives <= round || empty) {
                f.arrives = 0;
                let who = f.id;
                ctx.emit(CombatEvent::Arrived { who });
            }
        }
    }
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
