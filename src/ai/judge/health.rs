//! Harm and healing in terms of `condition`: what a hit takes from a combatant and what a heal
//! gives back, limbs included.

use super::weights::LIMB_LOSS;
use super::{Blow, Hit, Judge};
use crate::combat::Fighter;
use crate::rules::{Amount, Stat};

impl Judge<'_> {
    /// Expected loss of condition from `amount` of damage (after DR, R4.1), with the chance
    /// of a kill from a spread around the mean, and a limb put out of action (R4.5).
    pub(super) fn harm(&self, target: &Fighter, amount: &Amount, s: i32, limb: Option<u8>) -> f32 {
        if !self.known(target).active {
            return 0.0;
        }
        self.aimed_harm(&self.hit(target, amount, s), target, limb)
    }

    /// `harm` of a blow at the body or at a limb, from the blow's `hit` on an active target.
    pub(super) fn aimed_harm(&self, hit: &Hit, target: &Fighter, limb: Option<u8>) -> f32 {
        // The aimed limb's damage and threshold, the same at every spread.
        let aimed = limb.map(|limb| {
            let part = usize::from(limb);
            (
                target.parts[part].damage as i32,
                target.limb_threshold(part) as i32,
            )
        });
        let mut loss = 0.0;
        for (d, mut l) in hit.damage.into_iter().zip(hit.loss) {
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

    /// `harm`'s damage and loss at each spread, before any limb: the last blow's again when
    /// it is the same blow, as the judge weighs a target's body and then its limbs with one
    /// action (`aims_value`), or a link's blow again for each reaction to it.
    pub(super) fn hit(&self, target: &Fighter, amount: &Amount, s: i32) -> Hit {
        let blow = Blow {
            who: target.id.index(),
            dice: amount.dice,
            flat: amount.flat,
            s_times: amount.s_times,
            floor: amount.floor,
            s,
        };
        if let Some(last) = self.last_hit.get()
            && last.blow == blow
        {
            return last;
        }
        let known = self.known(target);
        let hp = known.stats.get(Stat::HP);
        let dr = known.stats.get(Stat::DR) as f32;
        let dealt = known.dealt as i32;
        let mean = amount.mean(s);
        let mut hit = Hit {
            blow,
            damage: [0; 3],
            loss: [0.0; 3],
        };
        for (i, spread) in [0.5, 1.0, 1.6].into_iter().enumerate() {
            let d = round_non_negative((mean * spread - dr).max(0.0));
            hit.damage[i] = d;
            hit.loss[i] = known.whole - self.condition(hp, dealt + d);
        }
        self.last_hit.set(Some(hit));
        hit
    }

    /// The share of its HP a combatant has already lost, 0 to 1.
    pub(super) fn lost_share(&self, f: &Fighter) -> f32 {
        self.known(f).lost_share
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
        let h = round_non_negative(amount.mean(s).max(0.0).min(healable));
        let mut gain = self.condition(hp, dealt - h) - known.whole;
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

/// `x.round() as i32` for an `x` of 0 or more, the very same integer (halves away from zero,
/// saturating), without the `roundf` call: x86-64 has no instruction rounding halves away from
/// zero, and that call was a sixteenth of the judgement. The cast truncates, and below 2^24
/// the fraction `x - whole` is exact; from there on every `f32` is whole.
fn round_non_negative(x: f32) -> i32 {
    let whole = x as i32;
    if x - whole as f32 >= 0.5 {
        whole.saturating_add(1)
    } else {
        whole
    }
}

#[cfg(test)]
mod tests {
    use super::round_non_negative;

    #[test]
    fn rounds_as_round_does_to_the_integer() {
        let mut xs = vec![
            0.0,
            -0.0,
            0.49999997,
            0.5,
            1.5,
            2.5,
            8_388_607.5,
            16_777_216.0,
            2_147_483_520.0,
            2_147_483_648.0,
            1e30,
            f32::MAX,
            f32::INFINITY,
        ];
        xs.extend((0..20_000).map(|i| i as f32 * 0.0625));
        xs.extend((0..20_000).map(|i| i as f32 * 0.1 + 0.05));
        for x in xs {
            assert_eq!(round_non_negative(x), x.round() as i32, "{x}");
        }
    }
}
