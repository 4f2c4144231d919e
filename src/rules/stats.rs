//! Attributes (R2.2) and the stat names content uses to refer to them.

use serde::{Deserialize, Serialize};
use std::fmt;

/// An attribute a check, a modifier or an advantage can name (R2.2).
/// `Roll` is not an attribute of the seed: it is a bonus added to every check roll, which lets
/// content express "+2 to the next check" (Assist) without new code.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, PartialOrd, Ord)]
pub enum Stat {
    AP,
    HP,
    Str,
    Def,
    Per,
    Mag,
    DR,
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
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Attributes {
    pub ap: i32,
    pub hp: i32,
    pub str: i32,
    pub def: i32,
    pub per: i32,
    pub mag: i32,
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
