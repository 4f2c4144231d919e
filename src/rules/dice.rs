//! Six-sided dice that explode on a six (R1.3). Faces come from a `DieSource`, which in a combat
//! is the seeded stream of R1.5 (with any faces a script forces first).

use serde::{Deserialize, Serialize};
use smallvec::SmallVec;
use std::fmt;

/// Where die faces come from: the combat's RNG, or a fixed list in tests.
pub trait DieSource {
    /// One face, 1 to 6.
    fn face(&mut self) -> u8;
}

/// A fixed list of faces, then ones. For tests and previews.
impl DieSource for std::collections::VecDeque<u8> {
    fn face(&mut self) -> u8 {
        self.pop_front().unwrap_or(1)
    }
}

/// A die's faces, kept inline: sixteen fit in the room of a `Vec` (no allocation per die
/// rolled); a longer chain of sixes, which a script can force, spills to the heap.
pub type Faces = SmallVec<[u8; 16]>;

/// One die as rolled: every face it showed, explosions included (`[6, 6, 2]` is worth 12).
/// Saves, replays and messages write the faces as the list they always were.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DieRoll {
    #[serde(with = "super::short_list")]
    pub faces: Faces,
}

impl DieRoll {
    /// R1.3: a six counts 5 and rolls again.
    pub fn value(&self) -> i32 {
        self.faces
            .iter()
            .map(|&f| if f == 6 { 5 } else { i32::from(f) })
            .sum()
    }

    pub fn exploded(&self) -> bool {
        self.faces.len() > 1
    }
}

/// How many times a die's explosions are followed: the chance of more is 6⁻⁹, far below any
/// figure a preview shows.
const MAX_EXPLOSIONS: usize = 8;

/// The distribution of the sum of `n` exploding dice (R1.3), index = value, truncated after
/// eight sixes in a row on one die. For odds and previews; the rules roll, they never read it.
pub fn sum_distribution(n: u32) -> Vec<f64> {
    sum_distribution_below(n, usize::MAX)
}

/// `sum_distribution(n)` for the sums below `limit` only: the low end, exact however many
/// sixes the dice could chain, at a cost that grows with `limit` (a floor lifts only sums this
/// low, `Amount::mean`).
pub fn sum_distribution_below(n: u32, limit: usize) -> Vec<f64> {
    let mut die = vec![0.0f64; 5 * (MAX_EXPLOSIONS + 1) + 1];
    for k in 0..=MAX_EXPLOSIONS {
        for r in 1..=5 {
            die[5 * k + r] += (1.0 / 6.0f64).powi(k as i32 + 1);
        }
    }
    let mut sum = vec![1.0f64];
    for _ in 0..n {
        let mut next = vec![0.0f64; (sum.len() + die.len() - 1).min(limit)];
        for (a, pa) in sum.iter().enumerate() {
            for (b, pb) in die.iter().enumerate().take(next.len().saturating_sub(a)) {
                next[a + b] += pa * pb;
            }
        }
        sum = next;
    }
    sum.truncate(limit);
    sum
}

/// Several dice rolled together.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct DiceRoll {
    pub dice: Vec<DieRoll>,
}

impl DiceRoll {
    pub fn total(&self) -> i32 {
        self.dice.iter().map(DieRoll::value).sum()
    }
}

impl fmt::Display for DiceRoll {
    /// `[4] [6+6+2] [1]`: each die with its explosion chain.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, die) in self.dice.iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            let faces: Vec<String> = die.faces.iter().map(u8::to_string).collect();
            write!(f, "[{}]", faces.join("+"))?;
        }
        Ok(())
    }
}

/// The longest explosion chain we follow. A real stream never gets near it (6^-64); it only
/// guards against a script that forces endless sixes.
const MAX_FACES_PER_DIE: usize = 64;

/// Rolls one exploding die (R1.3). Inline: a few steps, asked once per die of every roll.
#[inline]
pub fn roll_die(source: &mut impl DieSource) -> DieRoll {
    let mut faces = Faces::new();
    loop {
        let face = source.face().clamp(1, 6);
        faces.push(face);
        if face != 6 || faces.len() >= MAX_FACES_PER_DIE {
            return DieRoll { faces };
        }
    }
}

/// Rolls `count` exploding dice (R1.2, R1.3).
pub fn roll_dice(count: u32, source: &mut impl DieSource) -> DiceRoll {
    DiceRoll {
        dice: (0..count).map(|_| roll_die(source)).collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::VecDeque;

    fn faces(list: &[u8]) -> VecDeque<u8> {
        list.iter().copied().collect()
    }

    #[test]
    fn r1_3_a_six_counts_five_and_rolls_again() {
        let mut src = faces(&[6, 3]);
        let die = roll_die(&mut src);
        assert_eq!(die.faces.as_slice(), [6, 3]);
        assert_eq!(die.value(), 8);
        assert!(die.exploded());
    }

    #[test]
    fn r1_3_exploding_chain_of_sixes() {
        let mut src = faces(&[6, 6, 6, 6, 2]);
        let die = roll_die(&mut src);
        assert_eq!(die.value(), 5 * 4 + 2);
        assert_eq!(die.faces.len(), 5);
    }

    #[test]
    fn r1_3_one_die_yields_1_to_5_then_6_to_10_after_one_six() {
        for first in 1..=6u8 {
            for second in 1..=5u8 {
                let v = roll_die(&mut faces(&[first, second])).value();
                if first == 6 {
                    assert_eq!(v, 5 + i32::from(second));
                } else {
                    assert_eq!(v, i32::from(first));
                }
            }
        }
    }

    #[test]
    fn r1_2_several_dice_sum() {
        let roll = roll_dice(3, &mut faces(&[1, 6, 4, 5]));
        assert_eq!(roll.total(), 1 + 9 + 5);
        assert_eq!(roll.to_string(), "[1] [6+4] [5]");
    }

    #[test]
    fn r1_3_endless_forced_sixes_still_end() {
        struct Sixes;
        impl DieSource for Sixes {
            fn face(&mut self) -> u8 {
                6
            }
        }
        let die = roll_die(&mut Sixes);
        assert_eq!(die.faces.len(), MAX_FACES_PER_DIE);
    }
}
