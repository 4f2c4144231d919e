//! Priority (R5.3): who acts first at an opportunity and who is asked first in a reaction window.

use std::cmp::Ordering;

/// What R5.3 compares, in order. Ties after all four go to the side's controller.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PriorityKey {
    pub ap_level: u32,
    pub preparation: u32,
    pub ap_attribute: i32,
    pub hero: bool,
}

impl PriorityKey {
    /// `Less` means `self` goes first.
    pub fn order(&self, other: &Self) -> Ordering {
        other
            .ap_level
            .cmp(&self.ap_level)
            .then(other.preparation.cmp(&self.preparation))
            .then(other.ap_attribute.cmp(&self.ap_attribute))
            .then(other.hero.cmp(&self.hero))
    }
}

/// Sorts candidates by priority (stable for equal keys) and returns how many share the top
/// key: more than one means a controller must choose (R5.3, last criterion).
pub fn rank<T>(candidates: &mut [T], key: impl Fn(&T) -> PriorityKey) -> usize {
    candidates.sort_by(|a, b| key(a).order(&key(b)));
    match candidates.first() {
        None => 0,
        Some(first) => {
            let top = key(first);
            candidates
                .iter()
                .take_while(|c| key(c).order(&top) == Ordering::Equal)
                .count()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(ap_level: u32, preparation: u32, ap_attribute: i32, hero: bool) -> PriorityKey {
        PriorityKey {
            ap_level,
            preparation,
            ap_attribute,
            hero,
        }
    }

    fn winner(mut list: Vec<(&'static str, PriorityKey)>) -> (&'static str, usize) {
        let tied = rank(&mut list, |c| c.1);
        (list[0].0, tied)
    }

    #[test]
    fn r5_3_higher_ap_level_first() {
        let w = winner(vec![("a", key(8, 5, 20, true)), ("b", key(9, 0, 1, false))]);
        assert_eq!(w, ("b", 1));
    }

    #[test]
    fn r5_3_tie_broken_by_preparation_points() {
        let w = winner(vec![("a", key(9, 0, 20, true)), ("b", key(9, 2, 1, false))]);
        assert_eq!(w, ("b", 1));
    }

    #[test]
    fn r5_3_tie_broken_by_ap_attribute() {
        let w = winner(vec![
            ("a", key(9, 1, 10, true)),
            ("b", key(9, 1, 12, false)),
        ]);
        assert_eq!(w, ("b", 1));
    }

    #[test]
    fn r5_3_tie_broken_by_heroes_before_minions() {
        let w = winner(vec![
            ("minion", key(9, 1, 10, false)),
            ("hero", key(9, 1, 10, true)),
        ]);
        assert_eq!(w, ("hero", 1));
    }

    #[test]
    fn r5_3_full_tie_left_to_the_controller() {
        let w = winner(vec![
            ("h1", key(9, 1, 10, true)),
            ("m", key(9, 1, 10, false)),
            ("h2", key(9, 1, 10, true)),
        ]);
        assert_eq!(w.1, 2, "two heroes tie; the minion is behind them");
    }
}
