//! What an action does to one target, as odds: the check's chance, and each effect's amount
//! (on a success, and on a failure) as a spread (least, usual most, mean) after the target's DR, with the chance to take the target
//! out or disable the aimed limb (none for a limb already out). Exact sums over the dice's
//! distributions; nothing is rolled.

use crate::combat::odds::terms;
use crate::combat::state::{CombatantId, Fighter};
use crate::content::{ActionDef, Content, Duration, Effect};
use crate::rules::Stat;
use crate::rules::amount::Amount;
use crate::rules::check::check_distribution;
use crate::rules::dice::sum_distribution;

/// An amount's spread: the least it can be, the most it usually is (95 times in 100), whether
/// it can go beyond that (exploding sixes), and its mean.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Spread {
    pub least: i32,
    pub usual_most: i32,
    /// Some value above `usual_most` can happen: `usual_most` is not the maximum.
    pub more: bool,
    pub mean: f32,
}

/// One effect of a successful action, as a player weighs it.
#[derive(Clone, Debug, PartialEq)]
pub enum EffectPreview {
    /// Damage after DR; the chances are of the whole action (the check included).
    Damage {
        spread: Spread,
        dr: i32,
        /// The chance the target is out of the fight afterwards.
        down: f32,
        /// With a limb aimed at: the chance that limb is disabled afterwards; `None` when no
        /// limb is aimed at or it is already out.
        disable: Option<f32>,
    },
    /// Damage removed (at most what is there).
    Heal(Spread),
    /// Wait points put on the target (or its aimed limb).
    Wait(Spread),
    /// Wait points put on each limb the target used for its move (or on its body card).
    WaitOnUsedLimbs(Spread),
    /// Preparation points for the actor.
    Prepare(Spread),
    /// An attribute changed for a while.
    Modify {
        stat: Stat,
        amount: i32,
        duration: Duration,
    },
    /// The answered action will fail.
    FailLink,
    /// The reactor takes the blow in its ally's place.
    Redirect,
    /// An item changes hands or place.
    Item,
}

/// The target's side of the preview.
#[derive(Clone, Debug, PartialEq)]
pub struct TargetPreview {
    pub who: CombatantId,
    pub limb: Option<u8>,
    /// The check's chance; `None` when the action needs no roll.
    pub chance: Option<f32>,
    /// What a success does (everything, without a roll).
    pub effects: Vec<EffectPreview>,
    /// What a failure does instead; its chances are of the whole action.
    pub on_failure: Vec<EffectPreview>,
}

/// `def` by `actor` on `target` (its `limb`, if aimed).
pub fn target_preview(
    content: &Content,
    fighters: &[Fighter],
    actor: CombatantId,
    def: &ActionDef,
    target: CombatantId,
    limb: Option<u8>,
) -> TargetPreview {
    let check = terms(content, fighters, actor, def, Some(target), limb.is_some());
    let chance = check.as_ref().map(|t| t.chance());
    // The margin S given success (R9.2), or 0 for an action with no roll.
    let margins: Vec<(i32, f64)> = match &check {
        None => vec![(0, 1.0)],
        Some(t) => {
            let (offence, difficulty) = (t.offence(), t.difficulty());
            let p_success = f64::from(t.chance()).max(f64::MIN_POSITIVE);
            check_distribution()
                .iter()
                .enumerate()
                .filter_map(|(roll, &p)| {
                    let s = roll as i32 + offence - difficulty;
                    (s > 0 && p > 0.0).then_some((s, p / p_success))
                })
                .collect()
        }
    };
    let p_success = f64::from(chance.unwrap_or(1.0));
    let f = &fighters[target.index()];
    let effects = def
        .effects
        .iter()
        .filter_map(|e| effect(content, f, e, limb, &margins, p_success))
        .collect();
    // A failed check's margin is 0 (R9.2); without a check nothing fails.
    let on_failure = match check {
        Some(_) => def
            .on_failure
            .iter()
            .filter_map(|e| effect(content, f, e, limb, &[(0, 1.0)], 1.0 - p_success))
            .collect(),
        None => Vec::new(),
    };
    TargetPreview {
        who: target,
        limb,
        chance,
        effects,
        on_failure,
    }
}

/// What `def` does to `actor` itself once it is carried out, whatever its checks gave
/// (`on_actor`: recoil, reloading), with no margin.
pub fn actor_effects(
    content: &Content,
    fighters: &[Fighter],
    actor: CombatantId,
    def: &ActionDef,
) -> Vec<EffectPreview> {
    let f = &fighters[actor.index()];
    def.on_actor
        .iter()
        .filter_map(|e| effect(content, f, e, None, &[(0, 1.0)], 1.0))
        .collect()
}

/// The distribution of `amount`'s value over `margins`, as (value, probability) pairs.
fn values(amount: &Amount, margins: &[(i32, f64)]) -> Vec<(i32, f64)> {
    let dice = sum_distribution(amount.dice);
    let mut out: std::collections::BTreeMap<i32, f64> = Default::default();
    for &(s, ps) in margins {
        for (sum, &pd) in dice.iter().enumerate() {
            if pd == 0.0 {
                continue;
            }
            let raw = sum as i32 + amount.flat + amount.s_times * s;
            let value = amount.floor.map_or(raw, |floor| raw.max(floor));
            *out.entry(value).or_default() += ps * pd;
        }
    }
    out.into_iter().collect()
}

/// The spread of a distribution of (value, probability).
fn spread(dist: &[(i32, f64)]) -> Spread {
    let total: f64 = dist.iter().map(|d| d.1).sum();
    let least = dist.iter().find(|d| d.1 > 0.0).map_or(0, |d| d.0);
    let mut seen = 0.0;
    let mut usual_most = least;
    for &(v, p) in dist {
        seen += p;
        usual_most = v;
        if seen >= 0.95 * total {
            break;
        }
    }
    let mean = dist.iter().map(|&(v, p)| f64::from(v) * p).sum::<f64>() / total.max(1e-12);
    Spread {
        least,
        usual_most,
        more: dist.iter().any(|&(v, p)| v > usual_most && p > 0.0),
        mean: mean as f32,
    }
}

/// Given the damage `dealt` (after DR) lands on `target` (its `limb`, if aimed): the chance it
/// goes down, and the chance the aimed limb goes out — `None` for a limb already out. Each
/// amount is put on a copy of the target and the copy is asked the rules' own questions, so
/// the HP an item on the limb stops adding once the limb is out (R3.2, R4.5) is counted.
fn body_odds(
    content: &Content,
    target: &Fighter,
    limb: Option<u8>,
    dealt: &[(i32, f64)],
) -> (f64, Option<f64>) {
    let limb = limb.map(usize::from).filter(|&l| l < target.parts.len());
    let standing = target.active(content);
    let limb_in = limb.filter(|&l| target.part_active(l));
    let mut hit = target.clone();
    let (mut down, mut out) = (0.0, 0.0);
    for &(d, p) in dealt {
        let d = u32::try_from(d).unwrap_or(0);
        match limb {
            Some(l) => {
                hit.parts[l].damage = target.parts[l].damage.saturating_add(d);
                hit.parts_damage_changed();
            }
            None => hit.damage = target.damage.saturating_add(d),
        }
        if standing && !hit.active(content) {
            down += p;
        }
        if limb_in.is_some_and(|l| !hit.part_active(l)) {
            out += p;
        }
    }
    (down, limb_in.map(|_| out))
}

fn effect(
    content: &Content,
    target: &Fighter,
    effect: &Effect,
    limb: Option<u8>,
    margins: &[(i32, f64)],
    p_success: f64,
) -> Option<EffectPreview> {
    Some(match effect {
        Effect::Damage(amount) => {
            let dr = target.stat(content, Stat::DR);
            let dealt: Vec<(i32, f64)> = values(amount, margins)
                .into_iter()
                .map(|(v, p)| ((v - dr).max(0), p))
                .collect();
            let dealt = merge(dealt);
            let (down, disable) = body_odds(content, target, limb, &dealt);
            EffectPreview::Damage {
                spread: spread(&dealt),
                dr,
                down: (down * p_success) as f32,
                disable: disable.map(|p| (p * p_success) as f32),
            }
        }
        Effect::Heal(amount) => {
            let there = match limb {
                Some(l) => target.parts[usize::from(l)].damage,
                None => target.damage,
            } as i32;
            let removed = values(amount, margins)
                .into_iter()
                .map(|(v, p)| (v.max(0).min(there), p))
                .collect();
            EffectPreview::Heal(spread(&merge(removed)))
        }
        Effect::Wait(amount) => EffectPreview::Wait(points(amount, margins)),
        Effect::WaitOnUsedLimbs(amount) => EffectPreview::WaitOnUsedLimbs(points(amount, margins)),
        Effect::Prepare(amount) => EffectPreview::Prepare(points(amount, margins)),
        Effect::Modify {
            stat,
            amount,
            duration,
        } => EffectPreview::Modify {
            stat: *stat,
            amount: *amount,
            duration: *duration,
        },
        Effect::FailLink => EffectPreview::FailLink,
        Effect::Redirect => EffectPreview::Redirect,
        Effect::Equip | Effect::Stow | Effect::Drop | Effect::PickUp | Effect::TakeFromAlly => {
            EffectPreview::Item
        }
    })
}

/// The spread of a number of points, none below 0.
fn points(amount: &Amount, margins: &[(i32, f64)]) -> Spread {
    let points = values(amount, margins)
        .into_iter()
        .map(|(v, p)| (v.max(0), p))
        .collect();
    spread(&merge(points))
}

/// Pairs with equal values summed, in value order.
fn merge(pairs: Vec<(i32, f64)>) -> Vec<(i32, f64)> {
    let mut out: std::collections::BTreeMap<i32, f64> = Default::default();
    for (v, p) in pairs {
        *out.entry(v).or_default() += p;
    }
    out.into_iter().collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_flat_amount_has_no_spread() {
        let amount = Amount::parse("3").unwrap();
        let s = spread(&values(&amount, &[(0, 1.0)]));
        assert_eq!((s.least, s.usual_most), (3, 3));
        assert!((s.mean - 3.0).abs() < 1e-6);
    }

    #[test]
    fn one_exploding_die_floored_at_one() {
        // R1.3, R1.4: 1d-2|1 is 1 on a 1, 2 or 3, then 2, 3, and more after a six.
        let amount = Amount::parse("1d-2|1").unwrap();
        let dist = values(&amount, &[(0, 1.0)]);
        let s = spread(&dist);
        assert_eq!(s.least, 1);
        let p_one = dist.iter().find(|d| d.0 == 1).unwrap().1;
        assert!((p_one - 0.5).abs() < 1e-9, "{p_one}");
        // Mean: E[max(1, d - 2)] with d's mean 4: 4 - 2 + P(d=1)·2 + P(d=2)·1 = 2.5.
        assert!((s.mean - 2.5).abs() < 1e-3, "{}", s.mean);
    }

    #[test]
    fn the_margin_adds_to_an_amount_that_names_it() {
        let amount = Amount::parse("S").unwrap();
        let dist = values(&amount, &[(1, 0.5), (3, 0.5)]);
        assert_eq!(dist, vec![(1, 0.5), (3, 0.5)]);
    }
}
