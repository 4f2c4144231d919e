//! What each combatant's fall weighs under the encounter's goal: the leader the heroes must
//! defeat and the hero they must protect decide the fight, so both sides weigh them more; a
//! fight to survive makes every hero's health count for more than the minions'. How much more
//! is the judgement's (`Judgement::key_member`, `Judgement::holding_out`).

use super::Judgement;
use crate::combat::CombatState;
use crate::content::{Objective, Side};

/// The weight of the condition of the combatant at `index` in judgements by `judgement`.
pub fn stake(state: &CombatState, index: usize, judgement: &Judgement) -> f32 {
    match state.round.goal {
        Objective::DefeatLeader(key) | Objective::Protect(key) if key == index => {
            judgement.key_member
        }
        Objective::Survive(_) if state.fighters[index].side == Side::Heroes => {
            judgement.holding_out
        }
        _ => 1.0,
    }
}
