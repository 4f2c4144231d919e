//! Rule IDs of RULES.md, carried by combat events so the log can say which rule applied.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A rule of RULES.md, e.g. `RuleId(7, 4)` is R7.4.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct RuleId(pub u8, pub u8);

impl fmt::Display for RuleId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Section-wide rules (R11 names content, not numbered points) print without a point.
        if self.1 == 0 {
            write!(f, "R{}", self.0)
        } else {
            write!(f, "R{}.{}", self.0, self.1)
        }
    }
}

/// Shorthand for building a rule ID: `rule!(7, 4)`.
#[macro_export]
macro_rules! rule {
    ($section:literal, $number:literal) => {
        $crate::rules::RuleId($section, $number)
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn displays_like_rules_md() {
        assert_eq!(RuleId(7, 4).to_string(), "R7.4");
        assert_eq!(RuleId(11, 0).to_string(), "R11");
    }
}
