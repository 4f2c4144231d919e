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
        self.faces.iter().map(|&f| face_value(f)).sum()
    }

    pub fn exploded(&self) -> bool {
        exploded(&self.faces)
    }
}

/// R1.3: a die showed more than one face only when a six made it roll again.
pub fn exploded(faces: &[u8]) -> bool {
    faces.len() > 1
}

/// R1.3: what one face counts, a six 5.
fn face_value(face: u8) -> i32 {
    if face == 6 { 5 } else { i32::from(face) }
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

/// Several dice rolled together: all their faces in a row, inline, each die ending at its
/// first face other than a six (R1.3) or at `MAX_FACES_PER_DIE`, as `roll_die` ends it. A list
/// of dice each with its own faces was an allocation for every check and every damage roll.
/// Saves, replays and messages write the list of dice they always wrote (`WrittenRoll`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "WrittenRoll", into = "WrittenRoll")]
pub struct DiceRoll {
    faces: Faces,
}

/// A `DiceRoll` as written: a list of dice, each with its faces.
#[derive(Clone, Serialize, Deserialize)]
#[serde(rename = "DiceRoll")]
struct WrittenRoll {
    dice: Vec<DieRoll>,
}

impl From<WrittenRoll> for DiceRoll {
    fn from(written: WrittenRoll) -> Self {
        DiceRoll::from_dice(written.dice)
    }
}

impl From<DiceRoll> for WrittenRoll {
    fn from(roll: DiceRoll) -> Self {
        let dice = roll.dice().map(|faces| DieRoll {
            faces: Faces::from_slice(faces),
        });
        WrittenRoll {
            dice: dice.collect(),
        }
    }
}

impl DiceRoll {
    /// The roll of these dice, as `roll_die` rolled each.
    pub fn from_dice(dice: impl IntoIterator<Item = DieRoll>) -> Self {
        let mut faces = Faces::new();
        for die in dice {
            faces.extend_from_slice(&die.faces);
        }
        DiceRoll { faces }
    }

    /// Each die's faces, explosions included, in the order rolled.
    pub fn dice(&self) -> impl Iterator<Item = &[u8]> + '_ {
        let mut rest = self.faces.as_slice();
        std::iter::from_fn(move || {
            let len = die_length(rest)?;
            let (die, after) = rest.split_at(len);
            rest = after;
            Some(die)
        })
    }

    /// No dice at all (a flat amount).
    pub fn is_empty(&self) -> bool {
        self.faces.is_empty()
    }

    /// R1.3: every six counts 5, whichever die it is on.
    pub fn total(&self) -> i32 {
        self.faces.iter().map(|&f| face_value(f)).sum()
    }
}

/// How many of `faces` the first die's are: up to its first face other than a six, or
/// `MAX_FACES_PER_DIE` sixes. None when no face is left.
fn die_length(faces: &[u8]) -> Option<usize> {
    if faces.is_empty() {
        return None;
    }
    let end = faces
        .iter()
        .take(MAX_FACES_PER_DIE)
        .position(|&f| f != 6)
        .map_or(faces.len().min(MAX_FACES_PER_DIE), |i| i + 1);
    Some(end)
}

impl fmt::Display for DiceRoll {
    /// `[4] [6+6+2] [1]`: each die with its explosion chain.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, die) in self.dice().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            f.write_str("[")?;
            for (j, face) in die.iter().enumerate() {
                if j > 0 {
                    f.write_str("+")?;
                }
                write!(f, "{face}")?;
            }
            f.write_str("]")?;
        }
        Ok(())
    }
}

/// The longest explosion chain we follow. A real stream never gets near it (6^-64); it only
/// guards against a script that forces endless sixes.
const MAX_FACES_PER_DIE: usize = 64;

/// Rolls one exploding die (R1.3).
pub fn roll_die(source: &mut impl DieSource) -> DieRoll {
    let mut faces = Faces::new();
    roll_die_into(source, &mut faces);
    DieRoll { faces }
}

/// Rolls one exploding die (R1.3), its faces pushed onto `faces`. Inline: a few steps, asked
/// once per die of every roll.
#[inline]
fn roll_die_into(source: &mut impl DieSource, faces: &mut Faces) {
    let mut rolled = 0;
    loop {
        let face = source.face().clamp(1, 6);
        faces.push(face);
        rolled += 1;
        if face != 6 || rolled >= MAX_FACES_PER_DIE {
            return;
        }
    }
}

/// Rolls `count` exploding dice (R1.2, R1.3).
pub fn roll_dice(count: u32, source: &mut impl DieSource) -> DiceRoll {
    let mut faces = Faces::new();
    for _ in 0..count {
        roll_die_into(source, &mut faces);
    }
    DiceRoll { faces }
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

    /// The roll as it was kept before its faces went in a row: a list of dice.
    #[derive(Serialize)]
    #[serde(rename = "DiceRoll")]
    struct ListOfDice {
        dice: Vec<Die>,
    }

    #[derive(Serialize)]
    #[serde(rename = "DieRoll")]
    struct Die {
        faces: Vec<u8>,
    }

    #[test]
    fn r1_3_a_roll_keeps_each_die_and_is_written_as_the_list_of_dice_it_was() {
        let mut src = faces(&[6, 2, 3, 6, 6, 1]);
        let roll = roll_dice(3, &mut src);
        let dice: Vec<&[u8]> = roll.dice().collect();
        assert_eq!(dice, [&[6, 2][..], &[3], &[6, 6, 1]]);
        assert_eq!(roll.total(), 7 + 3 + 11);
        assert_eq!(roll.to_string(), "[6+2] [3] [6+6+1]");
        let written = ron::to_string(&roll).expect("writes");
        let list = ListOfDice {
            dice: [vec![6, 2], vec![3], vec![6, 6, 1]]
                .into_iter()
                .map(|faces| Die { faces })
                .collect(),
        };
        assert_eq!(written, ron::to_string(&list).expect("writes"));
        assert_eq!(ron::from_str::<DiceRoll>(&written).expect("reads"), roll);
    }

    #[test]
    fn r1_3_a_die_cut_at_the_longest_chain_ends_there() {
        let mut row = vec![6; MAX_FACES_PER_DIE + 2];
        row.push(4);
        let roll = roll_dice(2, &mut faces(&row));
        let lengths: Vec<usize> = roll.dice().map(<[u8]>::len).collect();
        assert_eq!(lengths, [MAX_FACES_PER_DIE, 3]);
    }
}
