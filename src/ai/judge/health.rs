//! Harm and healing in terms of `condition`: what a hit takes from a combatant and what a heal
//! gives back, limbs included.

use super::Judge;
use super::weights::LIMB_LOSS;
use crate::combat::Fighter;
use crate::rules::{Amount, Stat};

impl Judge<'_> {
    /// Expected loss of condition from `amount` of damage (after DR, R4.1), with the chance
    /// of a kill from a spread around the mean, and a limb put out of action (R4.5).
    pub(super) fn harm(&self, target: &Fighter, amount: &Amount, s: i32, limb: Option<u8>) -> f32 {
        let known = self.known(target);
        if !known.active {
            return 0.0;
        }
        let hp = known.stats.get(Stat::HP);
        let dr = known.stats.get(Stat::DR) as f32;
        let dealt = known.dealt as i32;
        let before = self.condition(hp, dealt);
        let mean = amount.mean(s);
        // The aimed limb's damage and threshold, the same at every spread.
        let aimed = limb.map(|limb| {
            let part = usize::from(limb);
            (
                target.parts[part].damage as i32,
                target.limb_threshold(part) as i32,
            )
        });
        let mut loss = 0.0;
        for spread in [0.5, 1.0, 1.6] {
            let d = (mean * spread - dr).max(0.0).round() as i32;
            let mut l = before - self.condition(hp, dealt + d);
            if let Some((damage, threshold)) = aimed
                && damage < threshold
                && damage + d >= threshold
            {
                l += LIMB_LOSS;
            }
            loss += l;
        }
        loss / 3.0
    }

    /// The share of its HP a combatant has already lost, 0 to 1.
    pub(super) fn lost_share(&self, f: &Fighter) -> f32 {
        let known = self.known(f);
        let hp = known.stats.get(Stat::HP).max(1) as f32;
        (known.dealt as f32 / hp).min(1.0)
    }

    /// Expected gain of condition from healing: general damage only, or one limb's (R4.6).
    pub(super) fn mend(&self, target: &Fighter, amount: &Amount, s: i32, limb: Option<u8>) -> f32 {
        let known = self.known(target);
        if !known.active {
            return 0.0;
        }
        let hp = known.stats.get(Stat::HP);
        let dealt = known.dealt as i32;
        let healable = match limb {
            Some(l) => target.parts[usize::from(l)].damage,
            None => target.damage,
        } as f32;
        let h = amount.mean(s).max(0.0).min(healable).round() as i32;
        let mut gain = self.condition(hp, dealt - h) - self.condition(hp, dealt);
        if let Some(l) = limb {
            let damage = target.parts[usize::from(l)].damage as i32;
            let threshold = target.limb_threshold(usize::from(l)) as i32;
            if damage >= threshold && damage - h < threshold {
                gain += LIMB_LOSS;
            }
        }
        gain
    }
}
