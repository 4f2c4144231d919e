//! Checks `<CO>[D]<CD>` (R9): 3 exploding dice + the actor's CO against D + the target's CD.

use super::amount::{MAX_NUMBER, NotationError, notation_schema};
use super::dice::{DiceRoll, DieSource, roll_dice};
use super::stats::Stat;
use schemars::{JsonSchema, Schema, SchemaGenerator};
use serde::{Deserialize, Deserializer, Serialize, Serializer, de};
use std::borrow::Cow;
use std::fmt;

/// The dice every check rolls (R9.1).
pub const CHECK_DICE: u32 = 3;
/// The attributes a check may name as CO or CD (R9.1): every one of R2.2, not `Roll`.
const CHECK_ATTRIBUTES: &str = "AP, HP, Str, Def, Per, Mag, DR";
/// R4.4: aiming at a limb adds this to each check's difficulty.
pub const LIMB_AIM_DIFFICULTY: i32 = 2;

/// A check as content writes it: `<Str>[11]<Def>`, `<Mag>[12]`, `[10]`. Either part may be absent.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CheckSpec {
    pub co: Option<Stat>,
    pub base: i32,
    pub cd: Option<Stat>,
}

impl CheckSpec {
    pub fn parse(text: &str) -> Result<Self, NotationError> {
        let mut rest = text.trim_start();
        let offset = |rest: &str| text.len() - rest.len() + 1;
        let mut spec = CheckSpec {
            co: None,
            base: 0,
            cd: None,
        };
        if rest.starts_with('<') {
            let (stat, after) = parse_stat(text, rest)?;
            spec.co = Some(stat);
            rest = after;
        }
        if let Some(after) = rest.strip_prefix('[') {
            let close = after.find(']').ok_or_else(|| {
                NotationError::new(text, offset(rest), "`[` without a closing `]`")
            })?;
            spec.base = after[..close]
                .trim()
                .parse::<i32>()
                .ok()
                // Not `abs`: it overflows on the lowest i32.
                .filter(|b| b.unsigned_abs() <= MAX_NUMBER.unsigned_abs())
                .ok_or_else(|| {
                    NotationError::new(
                        text,
                        offset(after),
                        format!(
                            "the difficulty in `[…]` must be a whole number within ±{MAX_NUMBER}"
                        ),
                    )
                })?;
            rest = &after[close + 1..];
        }
        if rest.starts_with('<') {
            let (stat, after) = parse_stat(text, rest)?;
            spec.cd = Some(stat);
            rest = after;
        }
        if !rest.trim().is_empty() {
            return Err(NotationError::new(
                text,
                offset(rest),
                "expected `<CO>[D]<CD>`, e.g. `<Str>[11]<Def>`",
            ));
        }
        if spec.co.is_none() && spec.cd.is_none() && !text.contains('[') {
            return Err(NotationError::new(
                text,
                1,
                "empty check: expected `<CO>[D]<CD>`",
            ));
        }
        Ok(spec)
    }
}

fn parse_stat<'a>(text: &str, rest: &'a str) -> Result<(Stat, &'a str), NotationError> {
    let column = text.len() - rest.len() + 1;
    let close = rest
        .find('>')
        .ok_or_else(|| NotationError::new(text, column, "`<` without a closing `>`"))?;
    let name = rest[1..close].trim();
    // `Roll` is a bonus every check adds (Assist: `Modify(stat: Roll, …)`), not an attribute
    // to roll with or against.
    let stat = Stat::ALL
        .into_iter()
        .filter(|&s| s != Stat::Roll)
        .find(|s| s.to_string().eq_ignore_ascii_case(name));
    let Some(stat) = stat else {
        let message = if Stat::Roll.to_string().eq_ignore_ascii_case(name) {
            format!(
                "`{name}` is not an attribute to check with: it is the bonus every check roll \
                 gets from modifiers (give it with `Modify(stat: Roll, …)`); use one of {CHECK_ATTRIBUTES}"
            )
        } else {
            format!("unknown attribute `{name}`: one of {CHECK_ATTRIBUTES}")
        };
        return Err(NotationError::new(text, column + 1, message));
    };
    Ok((stat, &rest[close + 1..]))
}

impl fmt::Display for CheckSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(co) = self.co {
            write!(f, "<{co}>")?;
        }
        write!(f, "[{}]", self.base)?;
        if let Some(cd) = self.cd {
            write!(f, "<{cd}>")?;
        }
        Ok(())
    }
}

impl Serialize for CheckSpec {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.to_string())
    }
}

impl<'de> Deserialize<'de> for CheckSpec {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        CheckSpec::parse(&text).map_err(de::Error::custom)
    }
}

// Files write a check as text (`Deserialize` above), so its schema is text, not the fields.
impl JsonSchema for CheckSpec {
    fn schema_name() -> Cow<'static, str> {
        "CheckSpec".into()
    }

    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        notation_schema(
            "A check `<CO>[D]<CD>` (R9.1), as text: the actor's attribute CO and 3 dice against \
             the difficulty D plus the target's attribute CD; any part may be left out.",
            &["<Str>[11]<Def>", "<Mag>[12]", "[10]", "<Mag><Per>"],
        )
    }
}

/// Everything that goes into one check, besides the dice.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CheckTerms {
    /// The actor's CO attribute and its value (after modifiers).
    pub co: Option<(Stat, i32)>,
    /// Bonuses to the roll from modifiers (e.g. an ally's Assist).
    pub roll_bonus: i32,
    pub base: i32,
    /// The target's CD attribute and its value (after modifiers).
    pub cd: Option<(Stat, i32)>,
    /// R4.4: the action is aimed at a limb.
    pub limb_aim: bool,
}

impl CheckTerms {
    pub fn offence(&self) -> i32 {
        self.co.map_or(0, |(_, v)| v) + self.roll_bonus
    }

    pub fn difficulty(&self) -> i32 {
        self.base
            + self.cd.map_or(0, |(_, v)| v)
            + if self.limb_aim {
                LIMB_AIM_DIFFICULTY
            } else {
                0
            }
    }

    /// Rolls the check (R9.1) and judges it (R9.2).
    pub fn roll(self, source: &mut impl DieSource) -> CheckOutcome {
        let roll = roll_dice(CHECK_DICE, source);
        CheckOutcome::judge(self, roll)
    }

    /// The chance that the check succeeds, from the exact distribution of exploding dice.
    pub fn chance(&self) -> f32 {
        chance_to_exceed(self.difficulty() - self.offence())
    }
}

/// A rolled and judged check.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CheckOutcome {
    pub terms: CheckTerms,
    pub roll: DiceRoll,
    pub total: i32,
    pub difficulty: i32,
    pub success: bool,
    /// R9.2: roll − difficulty, when the check succeeds (0 otherwise).
    pub s: i32,
}

impl CheckOutcome {
    /// R9.2: success when the total is strictly greater than the difficulty.
    pub fn judge(terms: CheckTerms, roll: DiceRoll) -> Self {
        let total = roll.total() + terms.offence();
        let difficulty = terms.difficulty();
        let success = total > difficulty;
        CheckOutcome {
            s: if success { total - difficulty } else { 0 },
            terms,
            roll,
            total,
            difficulty,
            success,
        }
    }
}

/// P(3 exploding dice > threshold).
pub fn chance_to_exceed(threshold: i32) -> f32 {
    let dist = check_distribution();
    let mut p = 0.0;
    for (value, prob) in dist.iter().enumerate() {
        if value as i32 > threshold {
            p += prob;
        }
    }
    p as f32
}

/// The distribution of the sum of 3 exploding dice, index = value (truncated far in the tail).
pub fn check_distribution() -> &'static [f64] {
    use std::sync::OnceLock;
    static DIST: OnceLock<Vec<f64>> = OnceLock::new();
    DIST.get_or_init(|| super::dice::sum_distribution(CHECK_DICE))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::VecDeque;

    fn terms(co: i32, base: i32, cd: i32, limb: bool) -> CheckTerms {
        CheckTerms {
            co: Some((Stat::Str, co)),
            roll_bonus: 0,
            base,
            cd: Some((Stat::Def, cd)),
            limb_aim: limb,
        }
    }

    #[test]
    fn r9_1_notation_parses_all_forms() {
        let full = CheckSpec::parse("<Str>[11]<Def>").unwrap();
        assert_eq!(
            (full.co, full.base, full.cd),
            (Some(Stat::Str), 11, Some(Stat::Def))
        );
        let no_cd = CheckSpec::parse("<Mag>[12]").unwrap();
        assert_eq!(
            (no_cd.co, no_cd.base, no_cd.cd),
            (Some(Stat::Mag), 12, None)
        );
        let only_d = CheckSpec::parse("[10]").unwrap();
        assert_eq!((only_d.co, only_d.base, only_d.cd), (None, 10, None));
        let no_d = CheckSpec::parse("<Mag><Per>").unwrap();
        assert_eq!(
            (no_d.co, no_d.base, no_d.cd),
            (Some(Stat::Mag), 0, Some(Stat::Per))
        );
        assert_eq!(full.to_string(), "<Str>[11]<Def>");
    }

    #[test]
    fn r9_1_bad_notation_is_an_error_with_a_column() {
        let err = CheckSpec::parse("<Strength>[11]<Def>").unwrap_err();
        assert_eq!(err.column, 2);
        assert!(err.message.contains("unknown attribute"));
        // R9.1: `Roll` is a modifier bonus, not an attribute to check with.
        for text in ["<Roll>[10]", "[10]<roll>"] {
            let err = CheckSpec::parse(text).unwrap_err();
            assert!(
                err.message.contains("not an attribute to check with"),
                "{err}"
            );
            assert!(
                err.message.contains("AP, HP, Str, Def, Per, Mag, DR"),
                "{err}"
            );
        }
        assert!(CheckSpec::parse("<Str>[x]").is_err());
        for extreme in ["[-2147483648]", "[2147483647]", "[10001]", "[-10001]"] {
            let err = CheckSpec::parse(extreme).unwrap_err();
            assert!(err.message.contains("within ±10000"), "{extreme}: {err}");
        }
        assert_eq!(CheckSpec::parse("[-10000]").unwrap().base, -10000);
        assert!(CheckSpec::parse("<Str>[11").is_err());
        assert!(CheckSpec::parse("").is_err());
        assert!(CheckSpec::parse("<Str>[11]<Def> extra").is_err());
    }

    #[test]
    fn r9_1_roll_three_dice_plus_co_against_d_plus_cd() {
        let mut src: VecDeque<u8> = [3, 4, 5].into_iter().collect();
        let out = terms(2, 11, 1, false).roll(&mut src);
        assert_eq!(out.roll.dice().count(), 3);
        assert_eq!(out.total, 12 + 2);
        assert_eq!(out.difficulty, 12);
    }

    #[test]
    fn r9_2_success_only_strictly_above_and_s_is_the_margin() {
        let equal = CheckOutcome::judge(terms(0, 12, 0, false), DiceRoll::default());
        assert!(!equal.success, "0 > 12 fails");
        let roll = |faces: &[u8]| {
            let mut src: VecDeque<u8> = faces.iter().copied().collect();
            terms(0, 11, 1, false).roll(&mut src)
        };
        let tie = roll(&[4, 4, 4]);
        assert_eq!(
            (tie.total, tie.difficulty, tie.success, tie.s),
            (12, 12, false, 0)
        );
        let win = roll(&[5, 5, 5]);
        assert_eq!((win.success, win.s), (true, 3));
    }

    #[test]
    fn r4_4_limb_aim_adds_two_to_difficulty() {
        assert_eq!(terms(0, 11, 1, true).difficulty(), 14);
        assert_eq!(terms(0, 11, 1, false).difficulty(), 12);
    }

    #[test]
    fn r9_1_chance_matches_known_values() {
        // 3d6 (no explosions) > 10 is exactly 1/2; explosions only move mass upwards.
        let p = chance_to_exceed(10);
        assert!(p > 0.5 && p < 0.6, "{p}");
        assert!((chance_to_exceed(2) - 1.0).abs() < 1e-6);
        assert!(chance_to_exceed(60) < 1e-4);
        let total: f64 = check_distribution().iter().sum();
        assert!((total - 1.0).abs() < 1e-6);
    }
}
