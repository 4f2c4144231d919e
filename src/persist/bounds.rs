//! Every number a saved fighter or goal carries, held within bounds before the rules add any of
//! them up: a hand-edited save is refused with the reason rather than overflow (a panic in a
//! build with overflow checks, a wrapped number in one without).

use super::error::Damage;
use crate::combat::ctx::{AP_CAP, RoundInfo};
use crate::combat::state::Fighter;
use crate::content::bounds::beyond_bound;
use crate::content::{Content, Objective};
use crate::rules::Stat;

/// Values this large mean a number wrapped below zero or was typed by mistake.
pub const IMPLAUSIBLE: u32 = 1_000_000;

/// A stat with everything on it (kind, overrides, advantages, items, timed modifiers) stays within
/// this. A check's margin is then within a few times it, and an amount's `S` multiplier (at most
/// `rules::amount::MAX_NUMBER`) times that margin still fits an `i32`.
pub const MAX_SAVED_STAT: i32 = 50_000;

/// The fighter's numbers are within the rules' bounds. Its items and advantages must be known to
/// the library already: its stats are summed here (in `i64`, so the sums cannot wrap).
pub fn check_fighter(f: &Fighter, content: &Content, round: &RoundInfo) -> Result<(), Damage> {
    if f.ap > AP_CAP {
        return Err(Damage::ApAbove(f.ap));
    }
    let counts = [f.damage, f.wait, f.prep, f.extra_targets];
    let parts = f.parts.iter().flat_map(|p| [p.damage, p.wait]);
    if counts.into_iter().chain(parts).any(|v| v > IMPLAUSIBLE) {
        return Err(Damage::Implausible);
    }
    if !(1..=IMPLAUSIBLE as i32).contains(&f.base.hp) {
        return Err(Damage::Hp(f.base.hp));
    }
    if f.arrives > round.max_rounds {
        return Err(Damage::Arrives {
            round: f.arrives,
            max: round.max_rounds,
        });
    }
    for m in &f.mods {
        if beyond_bound(m.amount) {
            return Err(Damage::Modifier {
                stat: m.stat,
                amount: m.amount,
            });
        }
        if m.rounds_left > IMPLAUSIBLE {
            return Err(Damage::Implausible);
        }
    }
    for w in &f.gear.worn {
        let expected = item_hp(content, w.item);
        if i64::from(w.hp) != expected {
            return Err(Damage::WornHp {
                item: content.item(w.item).def.name.clone(),
                hp: w.hp,
            });
        }
    }
    for stat in Stat::ALL {
        // Each term counted at its size, whatever its sign and whether its item is in effect:
        // every sum the rules may take of them is then within the bound too.
        let timed = f.mods.iter().filter(|m| m.stat == stat).map(|m| m.amount);
        let worn = f.gear.worn.iter().flat_map(|w| {
            let modifiers = &content.item(w.item).def.modifiers;
            modifiers
                .iter()
                .filter(|(s, _)| *s == stat)
                .map(|&(_, v)| v)
        });
        let reach: u64 = std::iter::once(f.base.get(stat))
            .chain(timed)
            .chain(worn)
            .map(|v| u64::from(v.unsigned_abs()))
            .sum();
        if reach > u64::from(MAX_SAVED_STAT.unsigned_abs()) {
            return Err(Damage::Stat {
                stat,
                reach,
                bound: MAX_SAVED_STAT,
            });
        }
    }
    Ok(())
}

/// The HP an item's modifiers give, as `Worn::new` copies it, summed without wrapping.
fn item_hp(content: &Content, item: crate::content::ItemId) -> i64 {
    content
        .item(item)
        .def
        .modifiers
        .iter()
        .filter(|(s, _)| *s == Stat::HP)
        .map(|&(_, v)| i64::from(v))
        .sum()
}

/// The goal names a combatant of the fight and a round within its limit.
pub fn check_goal(round: &RoundInfo, combatants: usize) -> Result<(), Damage> {
    match round.goal {
        Objective::DefeatLeader(index) | Objective::Protect(index) if index >= combatants => {
            Err(Damage::GoalNames { index, combatants })
        }
        Objective::Survive(rounds) if rounds == 0 || rounds > round.max_rounds => {
            Err(Damage::GoalRounds {
                rounds,
                max: round.max_rounds,
            })
        }
        _ => Ok(()),
    }
}
