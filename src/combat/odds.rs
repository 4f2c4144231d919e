//! The numbers a player (or the AI) weighs before choosing: the chance a check succeeds against
//! a target, computed from the same check terms the rules will roll — once the actor has paid
//! for the action, as the rules roll it.

use super::pay::shed_on_acting;
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

/// What `def`'s check by `actor` on `target` adds up in the state `fighters` are in now: what
/// the rules roll when the action resolves.
pub fn terms(
    content: &Content,
    fighters: &[Fighter],
    actor: CombatantId,
    def: &ActionDef,
    target: Option<CombatantId>,
    aimed: bool,
) -> Option<CheckTerms> {
    let a = &fighters[actor.index()];
    let d = &fighters[target.unwrap_or(actor).index()];
    terms_between(content, a, d, def, aimed)
}

/// The terms `def`'s check by `actor` on `target` will have if `actor` pays for it now: paying
/// ends what lasts until its next action (R7.4, `pay::shed_on_acting`) before the check is
/// rolled. Menus and previews show this, not `terms` of the state before paying.
pub fn terms_once_paid(
    content: &Content,
    fighters: &[Fighter],
    actor: CombatantId,
    def: &ActionDef,
    target: Option<CombatantId>,
    aimed: bool,
) -> Option<CheckTerms> {
    def.check?;
    let mut paid = fighters[actor.index()].clone();
    shed_on_acting(&mut paid, def);
    // An action on oneself is rolled against the paid self too.
    let d = match target {
        Some(t) if t != actor => &fighters[t.index()],
        _ => &paid,
    };
    terms_between(content, &paid, d, def, aimed)
}

/// `def`'s check by `actor` against `target` (which may be the actor), as they stand.
fn terms_between(
    content: &Content,
    actor: &Fighter,
    target: &Fighter,
    def: &ActionDef,
    aimed: bool,
) -> Option<CheckTerms> {
    let spec = def.check?;
    let a = actor.stats(content);
    let d = target.stats(content);
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
