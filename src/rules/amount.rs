//! Effect amounts in the seed's notation: `1d-2|1`, `2d+1`, `S`, `1d+S`, `3` (R1.2, R1.4).

use super::dice::{DiceRoll, DieSource, roll_dice};
use schemars::{JsonSchema, Schema, SchemaGenerator, json_schema};
use serde::{Deserialize, Deserializer, Serialize, Serializer, de};
use std::borrow::Cow;
use std::fmt;

/// A parsed amount: `dice`d6 (exploding) + `flat` + `s_times`·S, floored at `floor` (R1.4).
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Amount {
    pub dice: u32,
    pub flat: i32,
    pub s_times: i32,
    pub floor: Option<i32>,
    text: String,
}

/// An amount as evaluated, with the dice it rolled (for the log).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AmountRoll {
    pub roll: DiceRoll,
    pub value: i32,
}

/// Why a piece of notation does not parse; `column` counts from 1 within the notation.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("column {column} of `{text}`: {message}")]
pub struct NotationError {
    pub text: String,
    pub column: usize,
    pub message: String,
}

impl NotationError {
    pub(crate) fn new(text: &str, column: usize, message: impl Into<String>) -> Self {
        Self {
            text: text.to_string(),
            column,
            message: message.into(),
        }
    }
}

/// The mean value M of one exploding die (R1.3). Faces 1–5 count as shown; a six counts 5 and
/// rolls again, so M = (1 + 2 + 3 + 4 + 5)/6 + (5 + M)/6. Solved: 5M = 15 + 5, M = 4.
/// (Not 3.5 · 6/5 = 4.2: that would count the six as 6 before adding the next roll.)
pub const EXPLODING_DIE_MEAN: f32 = (1 + 2 + 3 + 4 + 5 + 5) as f32 / 5.0;

/// Bounds that keep every sum far from overflow, whatever a content file says.
pub const MAX_DICE: u32 = 100;
pub const MAX_NUMBER: i32 = 10_000;

/// Whether a number is beyond ±`MAX_NUMBER` (`abs` itself would overflow on `i32::MIN`).
fn beyond(n: i32) -> bool {
    n.unsigned_abs() > MAX_NUMBER.unsigned_abs()
}

impl Amount {
    /// Parses `Nd±X|M`-style notation; terms may be `Nd`, `d`, a whole number or `S`.
    pub fn parse(text: &str) -> Result<Self, NotationError> {
        let mut amount = Amount {
            text: text.to_string(),
            ..Default::default()
        };
        let (body, floor) = match text.split_once('|') {
            Some((body, floor)) => {
                let value = floor.trim().parse::<i32>().map_err(|_| {
                    NotationError::new(
                        text,
                        body.len() + 2,
                        "after `|` comes a whole number (the floor)",
                    )
                })?;
                (body, Some(value))
            }
            None => (text, None),
        };
        if floor.is_some_and(beyond) {
            return Err(NotationError::new(
                text,
                body.len() + 2,
                format!("numbers stay within ±{MAX_NUMBER}"),
            ));
        }
        amount.floor = floor;
        let bytes = body.as_bytes();
        let mut pos = 0;
        let mut sign = 1;
        let mut expect_term = true;
        let mut any_term = false;
        while pos < bytes.len() {
            let c = bytes[pos] as char;
            if c.is_whitespace() {
                pos += 1;
                continue;
            }
            if !expect_term {
                sign = match c {
                    '+' => 1,
                    '-' => -1,
                    _ => {
                        return Err(NotationError::new(
                            text,
                            pos + 1,
                            format!("expected `+`, `-` or `|`, found `{c}`"),
                        ));
                    }
                };
                expect_term = true;
                pos += 1;
                continue;
            }
            if c == '-' && !any_term {
                sign = -1;
                pos += 1;
                continue;
            }
            let start = pos;
            while pos < bytes.len() && bytes[pos].is_ascii_digit() {
                pos += 1;
            }
            let number: Option<i32> = if pos > start {
                Some(
                    body[start..pos]
                        .parse()
                        .map_err(|_| NotationError::new(text, start + 1, "number too large"))?,
                )
            } else {
                None
            };
            let next = bytes.get(pos).map(|b| *b as char);
            match (number, next) {
                (n, Some('d')) => {
                    if sign < 0 {
                        return Err(NotationError::new(
                            text,
                            start + 1,
                            "dice cannot be subtracted",
                        ));
                    }
                    amount.dice = amount
                        .dice
                        .saturating_add(n.unwrap_or(1).max(0).unsigned_abs());
                    if amount.dice > MAX_DICE {
                        return Err(NotationError::new(
                            text,
                            start + 1,
                            format!("at most {MAX_DICE} dice"),
                        ));
                    }
                    pos += 1;
                }
                (None, Some('S')) => {
                    amount.s_times += sign;
                    if beyond(amount.s_times) {
                        return Err(NotationError::new(
                            text,
                            start + 1,
                            format!("S is counted at most {MAX_NUMBER} times"),
                        ));
                    }
                    pos += 1;
                }
                (Some(n), _) => {
                    // Each number is checked before it is added, so the sum cannot wrap.
                    let flat = (!beyond(n))
                        .then(|| amount.flat.checked_add(sign * n))
                        .flatten();
                    amount.flat = flat.unwrap_or(i32::MAX);
                    if beyond(amount.flat) {
                        return Err(NotationError::new(
                            text,
                            start + 1,
                            format!("numbers stay within ±{MAX_NUMBER}"),
                        ));
                    }
                }
                (None, other) => {
                    let found = other.map_or("the end".to_string(), |c| format!("`{c}`"));
                    return Err(NotationError::new(
                        text,
                        start + 1,
                        format!("expected dice (`1d`), a number or `S`, found {found}"),
                    ));
                }
            }
            expect_term = false;
            any_term = true;
            sign = 1;
        }
        if !any_term || expect_term {
            return Err(NotationError::new(
                text,
                body.len() + 1,
                "expected dice (`1d`), a number or `S`",
            ));
        }
        Ok(amount)
    }

    /// Rolls the dice and evaluates with `s` (the check's margin, R9.2; 0 without a check).
    pub fn roll(&self, s: i32, source: &mut impl DieSource) -> AmountRoll {
        let roll = roll_dice(self.dice, source);
        let raw = roll.total() + self.flat + self.s_times * s;
        let value = match self.floor {
            Some(floor) => raw.max(floor),
            None => raw,
        };
        AmountRoll { roll, value }
    }

    /// The mean value for a margin of `s`, for previews and the AI's estimates: the mean of
    /// the floored amount, not the floor of the mean (`1d-2|1` averages 2.5, not 2).
    pub fn mean(&self, s: i32) -> f32 {
        let shift = i64::from(self.flat) + i64::from(self.s_times) * i64::from(s);
        let raw = f64::from(self.dice) * f64::from(EXPLODING_DIE_MEAN) + shift as f64;
        let Some(floor) = self.floor else {
            return raw as f32;
        };
        // E[max(floor, X + shift)] = E[X + shift] + Σ P(X = x)·(floor − shift − x) over the
        // sums x below floor − shift: the floor lifts only those, and they are few and exact.
        let lifted_below = i64::from(floor) - shift;
        if lifted_below <= i64::from(self.dice) {
            return raw as f32;
        }
        // Past the dice's largest truncated sum every sum is lifted; a longer tail adds nothing.
        let largest = 45 * u64::from(self.dice) + 1;
        let limit = lifted_below.unsigned_abs().min(largest);
        let lift = super::floor_lift::lift(self.dice, lifted_below, limit as usize);
        (raw + lift) as f32
    }
}

impl fmt::Display for Amount {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}

impl Serialize for Amount {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.text)
    }
}

impl<'de> Deserialize<'de> for Amount {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        Amount::parse(&text).map_err(de::Error::custom)
    }
}

// Files write an amount as text (`Deserialize` above), so its schema is text, not the fields.
impl JsonSchema for Amount {
    fn schema_name() -> Cow<'static, str> {
        "Amount".into()
    }

    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        notation_schema(
            "An amount in the rules' notation (R1.2–R1.4), as text: dice (`1d`, `2d`), whole \
             numbers and `S` (the check's margin) joined by `+` and `-`, with an optional floor \
             after `|`.",
            &["3", "1d", "2d+1", "1d-2|1", "S", "1d-1+S|1"],
        )
    }
}

/// The schema of a notation written as text: `description`, and examples that parse.
pub(super) fn notation_schema(description: &str, examples: &[&str]) -> Schema {
    json_schema!({ "type": "string", "description": description, "examples": examples })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::VecDeque;

    fn roll(text: &str, s: i32, faces: &[u8]) -> i32 {
        let mut src: VecDeque<u8> = faces.iter().copied().collect();
        Amount::parse(text).unwrap().roll(s, &mut src).value
    }

    #[test]
    fn r1_2_dice_plus_and_minus() {
        assert_eq!(roll("1d+2", 0, &[3]), 5);
        assert_eq!(roll("2d-1", 0, &[3, 4]), 6);
        assert_eq!(roll("d", 0, &[4]), 4);
        assert_eq!(roll("3", 0, &[]), 3);
        assert_eq!(roll("1d", 0, &[6, 2]), 7, "amounts explode too (R1.3)");
    }

    #[test]
    fn r1_4_floor_after_bar() {
        assert_eq!(roll("1d-2|1", 0, &[1]), 1);
        assert_eq!(roll("1d-2|1", 0, &[2]), 1);
        assert_eq!(roll("1d-2|1", 0, &[5]), 3);
        assert_eq!(roll("1d-1|1", 0, &[1]), 1);
    }

    // R1.4 with numbers a fuzzer (or a slip of the keyboard) writes: the extremes of i32 are
    // errors, never a wrapped sum or a panic.
    #[test]
    fn r1_4_numbers_at_the_extremes_are_errors_not_overflows() {
        for text in [
            "1d+1|-2147483648",
            "1d+1|2147483647",
            "5+2147483647",
            "9000+9000",
            "-2147483648",
            "2147483647d",
        ] {
            let error = Amount::parse(text).expect_err(text);
            assert!(!error.to_string().is_empty(), "{text}");
        }
        assert_eq!(Amount::parse("1d+9999-9999|-10000").unwrap().flat, 0);
    }

    #[test]
    fn r9_2_amounts_can_use_the_margin_s() {
        assert_eq!(roll("S", 4, &[]), 4);
        assert_eq!(roll("1d+S", 2, &[3]), 5);
        assert_eq!(roll("S-1|0", 0, &[]), 0);
    }

    #[test]
    fn r1_2_notation_errors_name_the_column() {
        let err = Amount::parse("1d-x").unwrap_err();
        assert_eq!(err.column, 4);
        assert!(Amount::parse("").is_err());
        assert!(Amount::parse("1d+").is_err());
        assert!(Amount::parse("1d|z").is_err());
        assert!(Amount::parse("-1d").is_err());
        assert!(Amount::parse("1d 2").is_err());
    }

    #[test]
    fn r1_3_mean_of_an_exploding_die_is_4() {
        // M = 15/6 + (5 + M)/6 gives M = 4: a six counts 5, not 6, before the next roll.
        let one = Amount::parse("1d").unwrap();
        assert!((one.mean(0) - 4.0).abs() < 1e-6, "{}", one.mean(0));
        let two = Amount::parse("2d+1").unwrap();
        assert!((two.mean(0) - 9.0).abs() < 1e-6, "{}", two.mean(0));
    }

    #[test]
    fn r1_4_mean_of_a_floored_amount_is_the_mean_of_its_values() {
        // 1d-2|1: a 1, 2 or 3 gives 1 (half the time); 4, 5 give 2, 3; a six 4 or more. The
        // mean of max(1, d − 2) is 4 − 2 + P(1)·2 + P(2)·1 = 2.5, where max(1, 4 − 2) said 2.
        let punch = Amount::parse("1d-2|1").unwrap();
        assert!((punch.mean(0) - 2.5).abs() < 1e-4, "{}", punch.mean(0));
        // A floor the dice always clear changes nothing; one they never reach is the value.
        let clear = Amount::parse("2d+1|2").unwrap();
        assert!((clear.mean(0) - 9.0).abs() < 1e-5, "{}", clear.mean(0));
        let never = Amount::parse("1d-50|3").unwrap();
        assert!((never.mean(0) - 3.0).abs() < 1e-3, "{}", never.mean(0));
        // The margin moves the floor's reach: S-1|0 is 0 at S = 0 and 1, then S − 1.
        let margin = Amount::parse("S-1|0").unwrap();
        assert_eq!((margin.mean(0), margin.mean(3)), (0.0, 2.0));
    }

    #[test]
    fn r1_4_mean_agrees_with_the_average_of_many_rolls() {
        // A seeded stream of faces, the rules' own roll, and the exact mean side by side.
        struct Seeded(rand_chacha::ChaCha8Rng);
        impl DieSource for Seeded {
            fn face(&mut self) -> u8 {
                rand::RngExt::random_range(&mut self.0, 1..=6)
            }
        }
        let mut rng = Seeded(rand::SeedableRng::seed_from_u64(7));
        let amount = Amount::parse("1d-3|1").unwrap();
        let n = 200_000;
        let total: i64 = (0..n)
            .map(|_| i64::from(amount.roll(0, &mut rng).value))
            .sum();
        let seen = total as f32 / n as f32;
        assert!(
            (seen - amount.mean(0)).abs() < 0.02,
            "{seen} vs {}",
            amount.mean(0)
        );
    }

    #[test]
    fn r1_3_mean_matches_the_faces_it_averages() {
        // The exact expectation by enumerating explosion chains up to a depth where the rest
        // is below 1e-9: each chain of k sixes then a face f in 1..=5 is worth 5k + f.
        let mut expected = 0.0f64;
        for k in 0..12 {
            for f in 1..=5 {
                let p = (1.0f64 / 6.0).powi(k + 1);
                expected += p * f64::from(5 * k + f);
            }
        }
        let one = Amount::parse("1d").unwrap();
        assert!(
            (f64::from(one.mean(0)) - expected).abs() < 1e-5,
            "{expected}"
        );
    }
}
