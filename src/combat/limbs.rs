//! R4.5 limb thresholds: a limb is out at half the combatant's HP (R1.1), HP with its items,
//! except that no item's HP counts for the limb it is worn on, so no item decides whether its
//! own limb is active.
//!
//! An item's HP counts only while the item is in effect (R3.2), that is while its limbs are
//! active, and that depends on their thresholds in turn. With two HP items on two limbs each
//! would decide the other's limb, and through it its own. So the count for a limb leaves out the
//! items on that limb all the way down: when it asks whether another item is in effect, that
//! item's limbs are judged without them too. Every step leaves out at least one more item, so
//! the question always ends, after as many steps as there are HP items on limbs (usually none).

use super::state::{Fighter, Worn};
use crate::rules::{Stat, div_ceil};

/// Worn items left out of an HP count, by their index in `gear.worn`. A body has at most
/// `MAX_PARTS` (64) parts and no two items share one, so 64 bits hold every worn item.
#[derive(Clone, Copy, Default)]
struct LeftOut(u64);

impl LeftOut {
    fn has(self, index: usize) -> bool {
        index < 64 && self.0 & (1 << index) != 0
    }

    fn with(self, index: usize) -> Self {
        if index < 64 {
            LeftOut(self.0 | (1 << index))
        } else {
            self
        }
    }
}

impl Fighter {
    /// R4.5: the damage at which the limb at `part` is out: half the HP, rounded up (R1.1),
    /// counting the HP that items in effect add, except items worn on this limb.
    pub fn limb_threshold(&self, part: usize) -> u32 {
        self.threshold_leaving_out(part, LeftOut::default())
    }

    /// Non-limb parts are always active (R2.3); a limb while its damage is below its
    /// threshold (R4.5).
    pub fn part_active(&self, part: usize) -> bool {
        self.active_leaving_out(part, LeftOut::default())
    }

    fn active_leaving_out(&self, part: usize, out: LeftOut) -> bool {
        let p = &self.parts[part];
        // A threshold is at least 1 (half of at least 1 HP, rounded up): an unhurt limb is
        // active whatever the count, and most limbs are unhurt at most asks.
        !p.limb || p.damage == 0 || p.damage < self.threshold_leaving_out(part, out)
    }

    fn threshold_leaving_out(&self, part: usize, out: LeftOut) -> u32 {
        // Without an HP item (the usual body) no limb's count leaves anything out: the search
        // for the items on this limb is skipped, every step asks this of every limb.
        if self.gear.worn.iter().all(|w| w.hp == 0) {
            return div_ceil(self.hp_leaving_out(out).max(1), 2) as u32;
        }
        let on_this_limb = self
            .gear
            .worn
            .iter()
            .enumerate()
            .filter(|(_, w)| w.parts.contains(&(part as u8)))
            .fold(out, |out, (i, _)| out.with(i));
        div_ceil(self.hp_leaving_out(on_this_limb).max(1), 2) as u32
    }

    /// HP with timed modifiers and the items in effect that are not left out. Items past the
    /// 64th (only an edited save could hold them) are never counted, so the recursion ends.
    fn hp_leaving_out(&self, out: LeftOut) -> i32 {
        let items = self
            .gear
            .worn
            .iter()
            .enumerate()
            .take(64)
            .filter(|&(i, w)| w.hp != 0 && !out.has(i) && self.counts(w, out.with(i)))
            .fold(0i32, |sum, (_, w)| sum.saturating_add(w.hp));
        self.base
            .hp
            .saturating_add(self.timed(Stat::HP))
            .saturating_add(items)
    }

    /// Whether `w` is in effect (R3.2), its limbs judged with `out` left out.
    fn counts(&self, w: &Worn, out: LeftOut) -> bool {
        w.parts.iter().all(|&p| {
            let p = usize::from(p);
            p < self.parts.len() && self.active_leaving_out(p, out)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::combat::state::{CombatantId, Gear, PartState};
    use crate::content::{ItemId, KindId, Side};
    use crate::rules::Attributes;

    fn part(name: &str, limb: bool) -> PartState {
        PartState {
            name: name.into(),
            kind: name.into(),
            limb,
            damage: 0,
            wait: 0,
        }
    }

    /// HP 10; parts torso (0), left hand (1), right hand (2); items as (parts, HP).
    fn fighter(items: &[(&[u8], i32)]) -> Fighter {
        Fighter {
            id: CombatantId(0),
            side: Side::Heroes,
            kind: KindId(0),
            base: Attributes {
                hp: 10,
                ..Default::default()
            },
            parts: vec![
                part("torso", false),
                part("left hand", true),
                part("right hand", true),
            ],
            damage: 0,
            wait: 0,
            prep: 0,
            ap: 0,
            gear: Gear {
                worn: items
                    .iter()
                    .enumerate()
                    .map(|(i, (parts, hp))| Worn {
                        item: ItemId(i as u16),
                        parts: parts.to_vec(),
                        hp: *hp,
                    })
                    .collect(),
                pack: Vec::new(),
            },
            innate: Vec::new(),
            mods: Vec::new(),
            advantages: Vec::new(),
            extra_targets: 0,
            arrives: 0,
            parts_memo: Default::default(),
        }
    }

    #[test]
    fn r4_5_an_item_elsewhere_raises_the_threshold() {
        // HP 10 + 3 on the torso: half of 13 is 7 (R1.1).
        let f = fighter(&[(&[0], 3)]);
        assert_eq!(f.limb_threshold(1), 7);
        assert_eq!(f.limb_threshold(2), 7);
    }

    #[test]
    fn r4_5_an_item_does_not_count_for_its_own_limb() {
        // +4 HP on the left hand: the right hand counts it (14 → 7), the left hand not (10 → 5).
        let mut f = fighter(&[(&[1], 4)]);
        assert_eq!(f.limb_threshold(1), 5);
        assert_eq!(f.limb_threshold(2), 7);
        f.parts[1].damage = 4;
        f.parts[2].damage = 5;
        assert!(f.part_active(1) && f.part_active(2), "4 < 5 and 5 < 7");
        f.parts[1].damage = 5;
        assert!(
            !f.part_active(1),
            "5 ≥ half of 10, the hand's own item left out"
        );
    }

    #[test]
    fn r4_5_an_item_out_of_effect_counts_for_no_limb() {
        // The left hand is out, so its +4 HP item is not in effect (R3.2).
        let mut f = fighter(&[(&[1], 4)]);
        f.parts[1].damage = 5;
        assert_eq!(f.limb_threshold(2), 5);
    }

    #[test]
    fn r4_5_two_items_do_not_hold_each_others_limbs_up() {
        // +4 HP on each hand. The left hand leaves out its own item; the right item counts for
        // it if the right hand is up, judged without the left item (else the left item would
        // decide its own limb through the right one): half of 10 is 5.
        let mut f = fighter(&[(&[1], 4), (&[2], 4)]);
        f.parts[1].damage = 4;
        f.parts[2].damage = 4;
        assert_eq!((f.limb_threshold(1), f.limb_threshold(2)), (7, 7));
        // At 6 each, neither hand is up on its own HP of 10, so they cannot hold each other up.
        f.parts[1].damage = 6;
        f.parts[2].damage = 6;
        assert_eq!((f.limb_threshold(1), f.limb_threshold(2)), (5, 5));
        assert!(!f.part_active(1) && !f.part_active(2));
        // At 4 and 6, the left hand is up without either item, so it holds the right one up.
        f.parts[1].damage = 4;
        assert_eq!((f.limb_threshold(1), f.limb_threshold(2)), (5, 7));
        assert!(f.part_active(1) && f.part_active(2));
    }

    #[test]
    fn r4_5_timed_hp_and_a_floor_of_one() {
        let mut f = fighter(&[]);
        f.base.hp = 0;
        assert_eq!(f.limb_threshold(1), 1, "half of at least 1 HP");
        f.base.hp = 10;
        f.mods.push(crate::combat::state::TimedModifier {
            stat: Stat::HP,
            amount: 3,
            duration: crate::content::Duration::Rounds(1),
            rounds_left: 1,
        });
        assert_eq!(f.limb_threshold(1), 7);
    }
}
