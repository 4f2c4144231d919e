//! What a floor adds to the mean of an amount (`Amount::mean`), remembered per thread: the AI
//! asks the same few amounts thousands of times in one search (every option of every playout),
//! and each answer is a convolution of the dice's distribution, with its lists. The same
//! numbers come back, bit for bit, so no decision changes.

use super::dice::sum_distribution_below;
use std::cell::RefCell;

/// Lifts remembered at most per thread: a library has a few dozen floored amounts.
const REMEMBERED: usize = 256;

thread_local! {
    /// (dice, sums lifted below) → lift, in the order first asked.
    static LIFTS: RefCell<Vec<((u32, i64), f64)>> = const { RefCell::new(Vec::new()) };
}

/// Σ P(X = x)·(`lifted_below` − x) over the sums x of `dice` exploding dice below
/// `lifted_below`, the sums past `limit` left out (`Amount::mean` says which).
pub fn lift(dice: u32, lifted_below: i64, limit: usize) -> f64 {
    let key = (dice, lifted_below);
    let known = LIFTS.with(|lifts| {
        lifts
            .borrow()
            .iter()
            .find(|(k, _)| *k == key)
            .map(|&(_, lift)| lift)
    });
    if let Some(lift) = known {
        return lift;
    }
    let lift: f64 = sum_distribution_below(dice, limit)
        .iter()
        .enumerate()
        .map(|(x, p)| p * (lifted_below - x as i64) as f64)
        .sum();
    LIFTS.with(|lifts| {
        let mut lifts = lifts.borrow_mut();
        if lifts.len() < REMEMBERED {
            lifts.push((key, lift));
        }
    });
    lift
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_remembered_lift_is_the_one_worked_out() {
        let worked_out = |dice: u32, below: i64| -> f64 {
            sum_distribution_below(dice, below as usize)
                .iter()
                .enumerate()
                .map(|(x, p)| p * (below - x as i64) as f64)
                .sum()
        };
        for _ in 0..2 {
            assert_eq!(lift(1, 3, 3), worked_out(1, 3));
            assert_eq!(lift(2, 7, 7), worked_out(2, 7));
        }
        assert!(lift(1, 3, 3) > 0.0);
    }
}
