//! The bound every attribute and attribute change of content keeps, in one place: kinds, items,
//! advantages, effects and a level's overrides all read it, and saves build on it.

/// Attribute values and modifiers stay within this: a kind's attributes, an item's or an
/// advantage's modifiers, a `Modify` effect's change, a level's overrides (each, their sums, and
/// the kind's value with them), its starting wait points and AP costs. Small enough that the
/// engine's sums of them (a stat with its items and advantages, plus dice and a difficulty) stay
/// far inside `i32`, and saves bound what the fight piles up on top (`persist::bounds`).
pub const MAX_ATTRIBUTE: i32 = 1_000;

/// Whether `v` is beyond ±`MAX_ATTRIBUTE` (`abs` itself would overflow on `i32::MIN`).
pub fn beyond_bound(v: i32) -> bool {
    v.unsigned_abs() > MAX_ATTRIBUTE.unsigned_abs()
}

/// An encounter's round limit at most: a fight the fuzzer or a hand-edited level makes
/// endless would still end, and every round count stays small.
pub const MAX_ROUNDS: u32 = 1_000;

/// An encounter's level at most (advantages per hero, R10.1): each is asked for and logged
/// one by one, so a level of millions would ask millions of questions before the fight.
pub const MAX_LEVEL: u32 = 20;
