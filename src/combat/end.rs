//! The end of the combat (R5.6), and the encounter's goal (`goal:`), which can end it sooner.

use super::ctx::{Ctx, Outcome};
use super::ending::Ending;
use super::events::CombatEvent;
use super::phase::CombatPhase;
use super::state::Fighter;
use crate::content::{Content, Objective, Side};

/// R5.6: the combat goes on while two active combatants are enemies, reinforcements still to
/// come counting for their side; a goal met or lost ends it sooner. Returns true when over.
pub fn check_over(ctx: &mut Ctx) -> bool {
    let content = ctx.content;
    over_when(ctx, |f| f.active(content))
}

/// `check_over` with who is active judged before (`Reads::active_flags`, still true).
pub fn check_over_among(ctx: &mut Ctx, active: &[bool]) -> bool {
    over_when(ctx, |f| active[f.id.index()])
}

/// `check_over`, `active` saying whether a combatant is: asked of each one at most twice.
fn over_when(ctx: &mut Ctx, active: impl Fn(&Fighter) -> bool) -> bool {
    // `side_standing` for both sides in one pass: asked after every opportunity and link.
    let (mut heroes, mut minions) = (false, false);
    for f in ctx.fighters.iter() {
        let standing = match f.side {
            Side::Heroes => &mut heroes,
            Side::Minions => &mut minions,
        };
        if !*standing && (f.coming() || active(f)) {
            *standing = true;
            if heroes && minions {
                break;
            }
        }
    }
    let fallen = |i: usize| {
        ctx.fighters
            .get(i)
            .is_some_and(|f| !active(f) && !f.coming())
    };
    let ending = match ctx.round.goal {
        Objective::DefeatLeader(i) if fallen(i) && heroes => Ending::LeaderDown,
        Objective::Protect(i) if fallen(i) && minions => Ending::ProtectedDown,
        _ if heroes && minions => return false,
        _ => match (heroes, minions) {
            (true, _) => Ending::FoesDown,
            (_, true) => Ending::HeroesDown,
            _ => Ending::NobodyStanding,
        },
    };
    finish(ctx, ending);
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
    finish(ctx, Ending::HeldOut);
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

/// Ends the combat now, the way `ending` says. A combat already over stays as it ended: the
/// first ending (a concession among them) is the one that counts.
pub fn finish(ctx: &mut Ctx, ending: Ending) {
    if ctx.round.outcome.is_some() {
        return;
    }
    let (winner, rounds) = (ending.winner(), ctx.round.round);
    ctx.chain.links.clear();
    ctx.chain.window = None;
    ctx.pending.request = None;
    ctx.pending.answer = None;
    ctx.round.outcome = Some(Outcome {
        winner,
        rounds,
        ending,
    });
    ctx.emit(CombatEvent::CombatEnded {
        winner,
        rounds,
        ending,
    });
    ctx.go(CombatPhase::Over);
}
