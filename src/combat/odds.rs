//! The numbers a player (or the AI) weighs before choosing: the chance a check succeeds against
//! a target, computed from the same check terms the rules will roll.

use super::state::{CombatantId, Fighter};
use crate::content::{ActionDef, Content};
use crate::rules::Stat;
use crate::rules::check::CheckTerms;

/// The chance (0–1) that `def`'s check by `actor` succeeds against `target`; `None` without a
/// check (it always works).
pub fn chance(
    content: &Content,
    fighters: &[Fighter],
    actor: CombatantId,
    def: &ActionDef,
    target: Option<CombatantId>,
    aimed: bool,
) -> Option<f32> {
    terms(content, fighters, actor, def, target, aimed).map(|t| t.chance())
}

/// What `def`'s check by `actor` on `target` would add up, as the rules will roll it; `None`
/// without a check.
pub fn terms(
    content: &Content,
    fighters: &[Fighter],
    actor: CombatantId,
    def: &ActionDef,
    target: Option<CombatantId>,
    aimed: bool,
) -> Option<CheckTerms> {
    let spec = def.check?;
    let a = fighters[actor.index()].stats(content);
    let d = fighters[target.unwrap_or(actor).index()].stats(content);
    Some(CheckTerms {
        co: spec.co.map(|s| (s, a.get(s))),
        roll_bonus: a.get(Stat::Roll),
        base: spec.base,
        cd: spec.cd.map(|s| (s, d.get(s))),
        limb_aim: aimed,
    })
}

/// "73%" — or "sure" when the rules need no roll.
pub fn percent(chance: Option<f32>) -> String {
    match chance {
        None => "sure".into(),
        Some(p) => format!("{:.0}%", (p * 100.0).clamp(0.0, 100.0)),
    }
}
