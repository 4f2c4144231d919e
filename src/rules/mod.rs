//! Pure rules: plain functions over plain data, no ECS. Systems gather data, call these, write results.

pub mod amount;
pub mod check;
pub mod dice;
mod floor_lift;
pub mod priority;
pub mod rule_id;
pub mod short_list;
pub mod stats;

pub use amount::Amount;
pub use check::{CheckOutcome, CheckSpec};
pub use dice::{DiceRoll, DieRoll, DieSource};
pub use priority::PriorityKey;
pub use rule_id::RuleId;
pub use stats::{Attributes, Stat};

/// R1.1: every division rounds up. Written without `value + by - 1`, which would overflow for
/// a value near `i32::MAX` (an equip cost a fuzzed file gave).
pub fn div_ceil(value: i32, by: i32) -> i32 {
    debug_assert!(by > 0);
    value.div_euclid(by) + i32::from(value.rem_euclid(by) != 0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn r1_1_division_rounds_up() {
        assert_eq!(div_ceil(7, 2), 4);
        assert_eq!(div_ceil(8, 2), 4);
        assert_eq!(div_ceil(1, 2), 1);
        assert_eq!(div_ceil(0, 2), 0);
        assert_eq!(div_ceil(9, 3), 3);
        assert_eq!(div_ceil(10, 3), 4);
        assert_eq!(div_ceil(-3, 2), -1);
        assert_eq!(div_ceil(i32::MAX, 2), 1 << 30);
        assert_eq!(div_ceil(i32::MIN, 2), i32::MIN / 2);
    }
}
