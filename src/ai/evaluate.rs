//! How good a position is for one side: `condition` with Hard's weights (the ones its judge
//! weighs hits with), summed over each side, plus disabled limbs and wait points. Hard scores
//! its look-ahead with it.

use super::judge::{Judgement, LIMB_LOSS, condition_with};
use super::stakes::stakes;
use crate::combat::{CombatState, Fighter};
use crate::content::{Content, Side};
use crate::rules::Stat;

/// A won combat outweighs any difference of health.
const VICTORY: f32 = 4.0;
/// What an AP (or preparation point) not yet spent this round is worth.
const AP_LEFT: f32 = 0.01;

/// The position for `side`: its combatants' condition minus the enemies', ±`VICTORY` once over.
pub fn evaluate(state: &CombatState, content: &Content, side: Side) -> f32 {
    if let Some(outcome) = &state.round.outcome {
        return match outcome.winner {
            Some(w) if w == side => VICTORY,
            Some(_) => -VICTORY,
            None => 0.0,
        };
    }
    let stakes = stakes(state);
    state
        .fighters
        .iter()
        .zip(stakes)
        .map(|(f, weight)| {
            let worth = standing(f, content) * weight;
            if f.side == side { worth } else { -worth }
        })
        .sum()
}

/// One combatant's standing: its condition, less what its disabled limbs and waiting cost.
fn standing(f: &Fighter, content: &Content) -> f32 {
    if !f.active(content) {
        return 0.0;
    }
    let hp = f.stat(content, Stat::HP);
    let disabled = (0..f.parts.len())
        .filter(|&i| f.parts[i].limb && !f.part_active(i))
        .count() as f32;
    let waiting = f.wait as f32 * Judgement::HARD.wait_point;
    // Within a round, AP still to spend and preparation are turns and reactions to come.
    let tempo = AP_LEFT * (f.ap + f.prep) as f32;
    condition_with(Judgement::HARD.up, hp, f.total_damage() as i32) - LIMB_LOSS * disabled - waiting
        + tempo
}
