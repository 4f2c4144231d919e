//! Round start (R5.1) and round end (R5.5), and advantage picking before the first (R10.1).

use super::ctx::{AP_CAP, Ctx, NEEDLE_START};
use super::decision::Request;
use super::end::{bring_reinforcements, check_over, check_survived, finish};
use super::events::CombatEvent;
use super::pay::report_losses;
use super::phase::CombatPhase;
use crate::content::{AdvantageId, Duration, Side};
use crate::rules::{RuleId, Stat};

/// R10.1: heroes without fixed advantages pick them one at a time before the combat.
pub fn setup_step(ctx: &mut Ctx) {
    // No advantages in the library: nothing to pick.
    let level = if ctx.content.advantages.is_empty() {
        0
    } else {
        ctx.round.level
    };
    let next = ctx.fighters.iter().find(|f| {
        f.side == Side::Heroes
            && !ctx.round.fixed_advantages.contains(&f.id)
            && (f.advantages.len() as u32) < level
    });
    match next {
        Some(hero) => {
            let request = Request::Advantage {
                hero: hero.id,
                remaining: level - hero.advantages.len() as u32,
                options: (0..ctx.content.advantages.len())
                    .map(|i| AdvantageId(i as u16))
                    .collect(),
            };
            ctx.ask(request);
        }
        None => ctx.go(CombatPhase::RoundStart),
    }
}

/// R5.1: each active combatant's AP level is its AP minus the wait points left on its body
/// card, capped at 15; that subtraction removes as many wait points (R6.4). The needle resets.
pub fn round_start(ctx: &mut Ctx) {
    ctx.round.round += 1;
    ctx.needle.0 = NEEDLE_START;
    ctx.emit(CombatEvent::RoundStarted {
        round: ctx.round.round,
    });
    bring_reinforcements(ctx);
    for i in 0..ctx.fighters.len() {
        let content = ctx.content;
        let f = &mut ctx.fighters[i];
        if !f.active(content) {
            f.ap = 0;
            continue;
        }
        let attribute = f.stat(content, Stat::AP);
        let available = attribute.max(0) as u32;
        let wait_removed = f.remove_wait(f.wait.min(available));
        let level = available - wait_removed;
        f.ap = level.min(AP_CAP);
        let event = CombatEvent::ApLevelSet {
            who: f.id,
            attribute,
            wait_removed,
            level: f.ap,
            capped: level > AP_CAP,
        };
        ctx.emit(event);
    }
    if !check_over(ctx) {
        ctx.go(CombatPhase::Opportunity);
    }
}

/// R5.5: unused preparation points are lost; round-long modifiers tick; a new round starts,
/// unless the encounter's round limit is reached (a draw, so that every combat ends).
pub fn round_end(ctx: &mut Ctx) {
    for i in 0..ctx.fighters.len() {
        let f = &mut ctx.fighters[i];
        let who = f.id;
        let lost = std::mem::take(&mut f.prep);
        let mut gone = Vec::new();
        f.mods.retain_mut(|m| {
            if let Duration::Rounds(_) = m.duration {
                m.rounds_left = m.rounds_left.saturating_sub(1);
                if m.rounds_left == 0 {
                    gone.push((m.stat, m.amount));
                    return false;
                }
            }
            true
        });
        report_losses(ctx, who, lost, RuleId(5, 5), gone);
    }
    let round = ctx.round.round;
    ctx.emit(CombatEvent::RoundEnded { round });
    if check_survived(ctx) {
        return;
    }
    if round >= ctx.round.max_rounds {
        finish(ctx, super::ending::Ending::RoundLimit);
    } else {
        ctx.go(CombatPhase::RoundStart);
    }
}
