//! Attributes (R2.2) and the stat names content uses to refer to them.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use std::fmt;

/// An attribute a check, a modifier or an advantage can name (R2.2).
/// `Roll` is not an attribute of the seed: it is a bonus added to every check roll, which lets
/// content express "+2 to the next check" (Assist) without new code.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, JsonSchema, PartialOrd, Ord,
)]
pub enum Stat {
    /// Action points (`ap`).
    AP,
    /// Hit points (`hp`).
    HP,
    /// Strength (`str`).
    Str,
    /// Defence (`def`).
    Def,
    /// Perception (`per`).
    Per,
    /// Magic (`mag`).
    Mag,
    /// Damage reduction (`dr`).
    DR,
    /// A bonus to every check the bearer rolls: only in modifiers, never in a check.
    Roll,
}

impl Stat {
    pub const ALL: [Stat; 8] = [
        Stat::AP,
        Stat::HP,
        Stat::Str,
        Stat::Def,
        Stat::Per,
        Stat::Mag,
        Stat::DR,
        Stat::Roll,
    ];

    fn index(self) -> usize {
        self as usize
    }

    /// The attribute's name in full, for player text ("Strength", not "Str").
    pub fn long_name(self) -> &'static str {
        match self {
            Stat::AP => "action points",
            Stat::HP => "hit points",
            Stat::Str => "Strength",
            Stat::Def => "Defence",
            Stat::Per => "Perception",
            Stat::Mag => "Magic",
            Stat::DR => "damage reduction",
            Stat::Roll => "roll bonus",
        }
    }
}

impl fmt::Display for Stat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self, f)
    }
}

/// A full set of attribute values. In content files it reads
/// `(ap: 9, hp: 8, str: 1, def: 1, per: 0, mag: 0, dr: 0)`; omitted ones are 0.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields, default)]
pub struct Attributes {
    /// Action points: the AP level at each round start (R5.1) and a tie-break (R5.3); 0 or more.
    pub ap: i32,
    /// Hit points: down when total damage reaches it (R4.2); above 0.
    pub hp: i32,
    /// Strength: usually the roll bonus of melee checks.
    pub str: i32,
    /// Defence: usually what attacks roll against.
    pub def: i32,
    /// Perception: aimed shots, tricks, resisting some spells.
    pub per: i32,
    /// Magic: spells.
    pub mag: i32,
    /// Damage reduction: taken off every damage (R4.1).
    pub dr: i32,
    #[serde(skip)]
    pub roll: i32,
}

impl Attributes {
    pub fn get(&self, stat: Stat) -> i32 {
        self.as_array()[stat.index()]
    }

    pub fn add(&mut self, stat: Stat, amount: i32) {
        let slot = match stat {
            Stat::AP => &mut self.ap,
            Stat::HP => &mut self.hp,
            Stat::Str => &mut self.str,
            Stat::Def => &mut self.def,
            Stat::Per => &mut self.per,
            Stat::Mag => &mut self.mag,
            Stat::DR => &mut self.dr,
            Stat::Roll => &mut self.roll,
        };
        *slot = slot.saturating_add(amount);
    }

    fn as_array(&self) -> [i32; 8] {
        [
            self.ap, self.hp, self.str, self.def, self.per, self.mag, self.dr, self.roll,
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn r2_2_attributes_are_integers_read_by_name() {
        let mut a = Attributes {
            ap: 9,
            hp: 8,
            str: 1,
            def: 2,
            per: 3,
            mag: 4,
            dr: 5,
            roll: 0,
        };
        assert_eq!(a.get(Stat::AP), 9);
        assert_eq!(a.get(Stat::DR), 5);
        a.add(Stat::Def, -3);
        assert_eq!(a.get(Stat::Def), -1);
        let parsed: Attributes = ron::from_str("(ap: 12, hp: 10, str: 3)").unwrap();
        assert_eq!(parsed.ap, 12);
        assert_eq!(parsed.def, 0);
        assert!(ron::from_str::<Attributes>("(ap: 1, spd: 3)").is_err());
    }
}
