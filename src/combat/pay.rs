//! Paying AP: actions (R5.4), reactions (R7.4), and the wait points each reduction removes (R6.4).

use super::ctx::Ctx;
use super::events::CombatEvent;
use super::state::{CombatantId, Fighter};
use crate::content::{ActionDef, Duration};
use crate::rules::{RuleId, Stat};

/// R5.4 + R6.4: pay for an action; overspending drops the level to 0 and the excess becomes
/// wait points. The reduction removes wait points first, so the new ones stay.
pub fn pay_action(ctx: &mut Ctx, who: CombatantId, cost: u32, action: &ActionDef) {
    let f = ctx.f_mut(who);
    let before = f.ap;
    let reduction = cost.min(f.ap);
    let excess = cost - reduction;
    f.ap -= reduction;
    let wait_removed = if action.keeps_wait_points {
        0
    } else {
        f.remove_wait(reduction)
    };
    f.wait += excess;
    let after = f.ap;
    ctx.emit(CombatEvent::ApPaid {
        who,
        cost,
        from_preparation: 0,
        before,
        after,
        wait_removed,
        wait_added: excess,
        rule: if excess > 0 {
            RuleId(5, 4)
        } else {
            RuleId(6, 4)
        },
    });
    after_acting(ctx, who, action);
}

/// R7.4: a reactor spends preparation points first, then AP (overspending as R5.4); then, if
/// its level is not below the needle, it drops to needle − 1 (not below 0).
pub fn pay_reaction(ctx: &mut Ctx, who: CombatantId, cost: u32, action: &ActionDef) {
    let needle = ctx.needle.0;
    let f = ctx.f_mut(who);
    let before = f.ap;
    let from_prep = f.prep.min(cost);
    f.prep -= from_prep;
    let rest = cost - from_prep;
    let reduction = rest.min(f.ap);
    let excess = rest - reduction;
    f.ap -= reduction;
    let wait_removed = f.remove_wait(reduction);
    f.wait += excess;
    let after = f.ap;
    ctx.emit(CombatEvent::ApPaid {
        who,
        cost,
        from_preparation: from_prep,
        before,
        after,
        wait_removed,
        wait_added: excess,
        rule: RuleId(7, 4),
    });
    after_acting(ctx, who, action);
    let f = ctx.f_mut(who);
    let to = needle.saturating_sub(1);
    // At needle 0 a level of 0 is already as low as it goes: no cut, and nothing to log.
    if f.ap >= needle && f.ap > to {
        let from = f.ap;
        f.ap = to;
        let wait_removed = f.remove_wait(from - to);
        ctx.emit(CombatEvent::CutBelowNeedle {
            who,
            from,
            to,
            wait_removed,
        });
    }
}

/// R7.4: paying for an action logs what acting took from the payer (`shed_on_acting`).
fn after_acting(ctx: &mut Ctx, who: CombatantId, action: &ActionDef) {
    let (lost, expired) = shed_on_acting(ctx.f_mut(who), action);
    report_losses(ctx, who, lost, RuleId(7, 4), expired);
}

/// R7.4: any action or reaction other than Prepare clears unused preparation points, and the
/// modifiers that last until the next action wear off — before its check is rolled. Returns
/// the points lost and the modifiers gone. Paying calls it, and so does every chance shown
/// before paying (`odds::terms_once_paid`), so the two cannot disagree.
pub fn shed_on_acting(f: &mut Fighter, action: &ActionDef) -> (u32, Vec<(Stat, i32)>) {
    if action.keeps_preparation {
        return (0, Vec::new());
    }
    let lost = std::mem::take(&mut f.prep);
    let expired = take_expired(f, |d| d == Duration::UntilNextAction);
    (lost, expired)
}

/// Removes the modifiers whose duration matches, returning them for the log.
pub fn take_expired(f: &mut Fighter, matches: impl Fn(Duration) -> bool) -> Vec<(Stat, i32)> {
    let mut gone = Vec::new();
    f.mods.retain(|m| {
        if matches(m.duration) {
            gone.push((m.stat, m.amount));
            false
        } else {
            true
        }
    });
    gone
}

/// Logs preparation points lost (under `rule`) and modifiers that wore off.
pub fn report_losses(
    ctx: &mut Ctx,
    who: CombatantId,
    lost: u32,
    rule: RuleId,
    expired: Vec<(Stat, i32)>,
) {
    if lost > 0 {
        ctx.emit(CombatEvent::PreparationLost {
            who,
            points: lost,
            rule,
        });
    }
    for (stat, amount) in expired {
        ctx.emit(CombatEvent::ModifierExpired { who, stat, amount });
    }
}
