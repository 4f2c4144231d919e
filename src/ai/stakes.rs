//! What each combatant's fall weighs under the encounter's goal: the leader the heroes must
//! defeat and the hero they must protect decide the fight, so both sides weigh them more; a
//! fight to survive makes every hero's health count for more than the minions'.

use crate::combat::CombatState;
use crate::content::{Objective, Side};

/// How much more the goal's named combatant counts than any other.
const KEY_MEMBER: f32 = 3.0;
/// How much more a hero counts when the heroes only have to hold out.
const HOLDING_OUT: f32 = 1.5;

/// The weight of the condition of the combatant at `index`.
pub fn stake(state: &CombatState, index: usize) -> f32 {
    match state.round.goal {
        Objective::DefeatLeader(key) | Objective::Protect(key) if key == index => KEY_MEMBER,
        Objective::Survive(_) if state.fighters[index].side == Side::Heroes => HOLDING_OUT,
        _ => 1.0,
    }
}
