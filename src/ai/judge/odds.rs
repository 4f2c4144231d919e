//! A check's chance, looked up: `rules::check::chance_to_exceed` adds up the whole dice
//! distribution at each call, and that sum was a fifth of a Hard playout's time (the judge
//! weighs every target and limb of every option at every decision of every playout). The
//! table holds that very function's answers, so the judge's values do not change by a bit.

use crate::combat::Fighter;
use crate::combat::odds::terms;
use crate::content::{ActionDef, Content};
use crate::rules::check::{chance_to_exceed, check_distribution};
use std::sync::OnceLock;

/// `combat::odds::chance`, by table.
pub(super) fn chance(
    content: &Content,
    fighters: &[Fighter],
    actor: &Fighter,
    def: &ActionDef,
    target: &Fighter,
    aimed: bool,
) -> Option<f32> {
    terms(content, fighters, actor.id, def, Some(target.id), aimed)
        .map(|t| exceed(i64::from(t.difficulty()) - i64::from(t.offence())))
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
