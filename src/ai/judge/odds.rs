//! A check's chance, looked up: `rules::check::chance_to_exceed` adds up the whole dice
//! distribution at each call, and that sum was a fifth of a Hard playout's time (the judge
//! weighs every target and limb of every option at every decision of every playout). The
//! table holds that very function's answers, so the judge's values do not change by a bit.

use crate::content::ActionDef;
use crate::rules::check::{CheckTerms, chance_to_exceed, check_distribution};
use crate::rules::{Attributes, Stat};
use std::sync::OnceLock;

/// `combat::odds::chance`, by table, from the actor's and the target's `Fighter::stats` (which
/// the judge reads once per combatant): the terms `combat::odds::terms` gives.
pub(super) fn chance(
    def: &ActionDef,
    actor: &Attributes,
    target: &Attributes,
    aimed: bool,
) -> Option<f32> {
    let spec = def.check?;
    let terms = CheckTerms {
        co: spec.co.map(|s| (s, actor.get(s))),
        roll_bonus: actor.get(Stat::Roll),
        base: spec.base,
        cd: spec.cd.map(|s| (s, target.get(s))),
        limb_aim: aimed,
    };
    Some(exceed(
        i64::from(terms.difficulty()) - i64::from(terms.offence()),
    ))
}

/// `chance_to_exceed(threshold)`: every threshold below 0 lets every value through as −1 does,
/// and every one from the distribution's last value on lets none through.
fn exceed(threshold: i64) -> f32 {
    static TABLE: OnceLock<Vec<f32>> = OnceLock::new();
    let table = TABLE.get_or_init(|| {
        let last = check_distribution().len() as i32 - 1;
        (-1..=last).map(chance_to_exceed).collect()
    });
    let index = (threshold + 1).clamp(0, table.len() as i64 - 1);
    table[index as usize]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_gives_the_rules_answer_to_the_bit() {
        let len = check_distribution().len() as i32;
        for t in (-40..len + 40).chain([i32::MIN, i32::MAX]) {
            assert_eq!(
                exceed(i64::from(t)).to_bits(),
                chance_to_exceed(t).to_bits(),
                "threshold {t}"
            );
        }
    }
}
