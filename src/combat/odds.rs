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
    let spec = def.check?;
    let a = fighters[actor.index()].stats(content);
    let d = fighters[target.unwrap_or(actor).index()].stats(content);
    let terms = CheckTerms {
        co: spec.co.map(|s| (s, a.get(s))),
        roll_bonus: a.get(Stat::Roll),
        base: spec.base,
        cd: spec.cd.map(|s| (s, d.get(s))),
        limb_aim: aimed,
    };
    Some(terms.chance())
}

/// "73%" — or "sure" when the rules need no roll.
pub fn percent(chance: Option<f32>) -> String {
    match chance {
        None => "sure".into(),
        Some(p) => format!("{:.0}%", (p * 100.0).clamp(0.0, 100.0)),
    }
}
