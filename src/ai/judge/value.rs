//! What an action landing is worth: each effect weighed by the chance of its check, on the
//! target, on the actor, and on the link a reaction answers.

use super::Judge;
use super::odds::chance;
use super::weights::{ASSUMED_S, LIMB_WAIT_POINT, PREP_POINT, modifier_worth};
use crate::combat::Fighter;
use crate::content::{ActionDef, Effect, Side, TargetDef};
use smallvec::SmallVec;

impl Judge<'_> {
    /// weighed by the chance of the check, `on_failure` by the chance it fails.
    pub(super) fn landing_value(
        &self,
        actor: &Fighter,
        def: &ActionDef,
        target: &Fighter,
        limb: Option<u8>,
        answered: Option<usize>,
    ) -> f32 {
        let p = chance(
            def,
            &self.known(actor).stats,
            &self.known(target).stats,
            limb.is_some(),
        )
        .unwrap_or(1.0);
        let s = if def.check.is_some() { ASSUMED_S } else { 0 };
        let mut value = 0.0;
        for e in &def.effects {
            value += p * self.effect_value(actor, e, target, limb, s, answered);
        }
        for e in &def.on_failure {
            value += (1.0 - p) * self.effect_value(actor, e, target, limb, 0, answered);
        }
        if lands_on_actor(def) {
            value += self.on_actor_value(actor, def);
        }
        value
    }

    /// `landing_value` of the aim at the body, then of the aim at each of `limbs`, given to
    /// `each` in that order, to the bit: the limb aims share one chance, the blow's spread, and
    /// every effect the limb does not change, weighed once for all of them (each limb weighed
    /// on its own repeated all of that: an eighth of the judgement in Hard's fight).
    pub(super) fn aims_value(
        &self,
        actor: &Fighter,
        def: &ActionDef,
        target: &Fighter,
        limbs: &[u8],
        mut each: impl FnMut(Option<u8>, f32),
    ) {
        each(None, self.landing_value(actor, def, target, None, None));
        if limbs.is_empty() {
            return;
        }
        let p = chance(
            def,
            &self.known(actor).stats,
            &self.known(target).stats,
            true,
        )
        .unwrap_or(1.0);
        let s = if def.check.is_some() { ASSUMED_S } else { 0 };
        // `landing_value`'s terms in its order, each its chance times its effect's value, added
        // to every limb's sum at once.
        let mut values: SmallVec<[f32; 16]> = SmallVec::from_elem(0.0, limbs.len());
        for e in &def.effects {
            self.add_term(actor, e, target, (p, s), limbs, &mut values);
        }
        for e in &def.on_failure {
            self.add_term(actor, e, target, (1.0 - p, 0), limbs, &mut values);
        }
        let on_actor = lands_on_actor(def).then(|| self.on_actor_value(actor, def));
        for (&limb, mut value) in limbs.iter().zip(values) {
            if let Some(on_actor) = on_actor {
                value += on_actor;
            }
            each(Some(limb), value);
        }
    }

    /// Adds one effect's term, its chance times its value at `s`, to each limb aim's sum:
    /// worked out once when the limb does not change it.
    fn add_term(
        &self,
        actor: &Fighter,
        effect: &Effect,
        target: &Fighter,
        (chance, s): (f32, i32),
        limbs: &[u8],
        values: &mut [f32],
    ) {
        let aims = values.iter_mut().zip(limbs);
        match effect {
            Effect::Damage(amount) => {
                // The blow's spread, the same at every limb (none on an inactive target).
                let hit = self
                    .known(target)
                    .active
                    .then(|| self.hit(target, amount, s));
                for (value, &limb) in aims {
                    let harm = hit.map_or(0.0, |hit| self.aimed_harm(&hit, target, Some(limb)));
                    *value += chance * self.harm_value(actor, target, harm);
                }
            }
            // The limb's own wait point or healing.
            Effect::Wait(_) | Effect::Heal(_) => {
                for (value, &limb) in aims {
                    *value +=
                        chance * self.effect_value(actor, effect, target, Some(limb), s, None);
                }
            }
            _ => {
                let term = chance * self.effect_value(actor, effect, target, None, s, None);
                for (value, _) in aims {
                    *value += term;
                }
            }
        }
    }

    pub(super) fn on_actor_value(&self, actor: &Fighter, def: &ActionDef) -> f32 {
        def.on_actor
            .iter()
            .map(|e| self.effect_value(actor, e, actor, None, 0, None))
            .sum()
    }

    /// One effect on one combatant, for the actor's side.
    pub(super) fn effect_value(
        &self,
        actor: &Fighter,
        effect: &Effect,
        target: &Fighter,
        limb: Option<u8>,
        s: i32,
        answered: Option<usize>,
    ) -> f32 {
        let sign = if target.side == actor.side { -1.0 } else { 1.0 };
        match effect {
            Effect::Damage(amount) => {
                let harm = self.harm(target, amount, s, limb);
                self.harm_value(actor, target, harm)
            }
            Effect::Heal(amount) => -sign * self.mend(target, amount, s, limb),
            Effect::Wait(amount) => {
                let per = if limb.is_some() {
                    LIMB_WAIT_POINT
                } else {
                    self.judgement.wait_point
                };
                sign * per * amount.mean(s).clamp(0.0, 6.0)
            }
            Effect::WaitOnUsedLimbs(amount) => sign * LIMB_WAIT_POINT * amount.mean(s).max(0.0),
            Effect::Prepare(amount) => {
                // The cheap test first: it spares the repertoire's walk.
                if actor.prep < 4 && self.has_reactions(actor) {
                    PREP_POINT * amount.mean(s).max(0.0)
                } else {
                    0.0
                }
            }
            Effect::Modify {
                stat,
                amount,
                duration,
            } => {
                // Renewing a modifier already carried (a stance taken again at every action)
                // adds nothing.
                let renewed = target.mods.iter().any(|m| {
                    m.stat == *stat
                        && m.duration == *duration
                        && m.amount.signum() == amount.signum()
                });
                if renewed {
                    0.0
                } else {
                    -sign * modifier_worth(*stat, *amount, *duration)
                }
            }
            Effect::FailLink => match answered {
                Some(i) => -self.link_value(i, actor.side),
                None => 0.0,
            },
            Effect::Redirect => match answered {
                Some(i) => self.redirect_value(i, actor),
                None => 0.0,
            },
            Effect::Equip | Effect::PickUp => 0.05 * self.judgement.gear,
            // What the taker gains, the ally who gave it loses: the side gains nothing. Priced
            // like picking up, allies passed a weapon to and fro all fight (27,274 hand-overs
            // in 2,760 Normal fights, nine in ten straight back; docs/HARD_SEARCH.md, stop 53).
            Effect::TakeFromAlly => 0.0,
            Effect::Stow | Effect::Drop => -0.03 * self.judgement.gear,
        }
    }

    /// `harm` done to `target`, for the actor's side: focus on the wounded and the dangerous
    /// among enemies, each weighed by what the goal makes its condition weigh.
    fn harm_value(&self, actor: &Fighter, target: &Fighter, harm: f32) -> f32 {
        let weight = self.slots[target.id.index()].stake;
        if target.side != actor.side {
            harm * (1.0 + self.judgement.focus * self.lost_share(target))
                * self.danger(target)
                * weight
        } else {
            -harm * weight
        }
    }

    /// What the link at `index` is expected to do, for `side`.
    fn link_value(&self, index: usize, side: Side) -> f32 {
        let link = &self.links[index];
        let owner = self.f(link.owner);
        let def = self.content.action(link.action);
        let for_owner: f32 = if link.failed {
            0.0
        } else if let Some(answered) = link.answers {
            // A reaction lands on the owner of the link it answers (R7.1).
            let target = self.f(self.links[answered].owner);
            self.landing_value(owner, def, target, None, Some(answered))
        } else if link.targets.is_empty() {
            self.landing_value(owner, def, owner, None, None)
        } else {
            link.targets
                .iter()
                .map(|t| self.landing_value(owner, def, self.f(t.who), t.limb, None))
                .sum()
        };
        if owner.side == side {
            for_owner
        } else {
            -for_owner
        }
    }

    /// Taking the link's blow instead of its target: good when it would hurt the ally more.
    fn redirect_value(&self, index: usize, me: &Fighter) -> f32 {
        let link = &self.links[index];
        let owner = self.f(link.owner);
        let def = self.content.action(link.action);
        let Some(first) = link.targets.first() else {
            return 0.0;
        };
        let on_them = self.landing_value(owner, def, self.f(first.who), first.limb, None);
        let on_me = self.landing_value(owner, def, me, None, None);
        // The link's owner's values: what it gains on each. Our side's gain is the difference.
        let sign = if owner.side == me.side { -1.0 } else { 1.0 };
        sign * (on_them - on_me)
    }

    /// An equipment action's worth: what its effects do for the actor, whichever the item.
    pub(super) fn item_value(&self, me: &Fighter, def: &ActionDef) -> f32 {
        def.effects
            .iter()
            .map(|e| self.effect_value(me, e, me, None, 0, None))
            .sum()
    }
}

/// Whether the actor's own effects come with the landing (`landing_value`).
fn lands_on_actor(def: &ActionDef) -> bool {
    def.target == TargetDef::NoTarget || def.target == TargetDef::Myself
}
