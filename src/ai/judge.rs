//! One-step judgement: what each answer to a request is expected to do, from the real odds of
//! its checks and the mean of its amounts. Normal plays the best of these; Easy draws from them
//! weighted; Hard plays the best few forward.
//!
//! Values are in "combatants": taking a fresh enemy down is worth 1, a scratch a few hundredths
//! (see `condition`). They are positive when good for the deciding side.

use crate::combat::chain::Link;
use crate::combat::decision::{ActOption, ReactOption, TargetChoices};
use crate::combat::odds::chance;
use crate::combat::{CombatState, CombatantId, Decision, Fighter, TargetPick};
use crate::content::{ActionDef, Content, Duration, Effect, Side};
use crate::rules::{Amount, Stat};

/// The margin S assumed for a success (the mean margin of a check near even odds).
const ASSUMED_S: i32 = 3;
/// What an inactive limb costs its owner, on top of the damage.
pub const LIMB_LOSS: f32 = 0.15;
/// What one wait point on a limb costs (that limb is on hold).
const LIMB_WAIT_POINT: f32 = 0.03;
/// What a preparation point is worth to a combatant with reactions to pay for.
const PREP_POINT: f32 = 0.01;

/// The weights in which Normal and Hard judge differently.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Judgement {
    /// What being up is worth in `condition`, the rest being health.
    pub up: f32,
    /// What one wait point on the body card costs (it delays actions and blocks reactions).
    pub wait_point: f32,
    /// What one AP of the reactor's level is worth when it pays for a reaction, for reactions
    /// that neither foil nor take the blow (Brace, Web, Ink cloud…).
    pub reaction_ap: f32,
    /// The same for a reaction that makes the link fail (Block, Dodge, Counterspell…).
    pub foil_ap: f32,
    /// The same for a reaction that takes the blow in an ally's place (Protect).
    pub protect_ap: f32,
    /// How much more harm on a foe is worth per share of its HP it has already lost: finishing
    /// what was started.
    pub focus: f32,
    /// How much equipment actions (pick up, equip, take from an ally, stow) weigh.
    pub gear: f32,
    /// How much harm on a foe is scaled by its danger (its best damage per AP times its AP,
    /// against its side's mean), as `danger^threat`: above 0 strikes the dangerous first,
    /// below 0 wears the weak down. 0 ignores danger.
    pub threat: f32,
}

impl Judgement {
    /// Normal's: a kill weighs heavily, wait points put on a foe are worth an attack's damage
    /// or so, and every reaction is worth about what an attack does per AP.
    pub const NORMAL: Judgement = Judgement {
        up: 0.4,
        wait_point: 0.05,
        reaction_ap: 0.012,
        foil_ap: 0.012,
        protect_ap: 0.012,
        focus: 0.0,
        gear: 1.0,
        threat: 0.0,
    };
    /// Hard's, for its own side's answers. Found with Normal playing the heroes and the Dark
    /// Lord playing this judgement, changing one weight at a time, on seeds 1000–1499 (500
    /// combats a level, away from the seeds `simulate` reports on), then checked on seeds
    /// 2000–2499 and on 1000 combats a level. Dark Lord wins out of 5,500 (about ±36 from the
    /// dice alone):
    ///
    /// | weights | wins |
    /// |---|---|
    /// | Normal's | 2,121 |
    /// | up 0.1 / 0.25 / 0.6 | 2,274 / 2,496 / 1,177 |
    /// | up 0.25, wait point 0.01 | 2,502 |
    /// | and every reaction's AP at 0.07 (Hard until now) | 2,609 |
    /// | reactions by what they do: others 0.012, foiling 0.03, Protect 0.15 | 2,749 |
    /// | and focus 0.1 | 2,772 |
    /// | and gear 0.5 | 2,791 |
    ///
    /// On seeds 2000–2499 the last row wins 2,769 against 2,596 for Hard until now. One
    /// reaction price for all was the compromise of opposite needs: Protect is nearly never
    /// worth a Thrall's AP (its blows and the Necromancer's spells are), while a Goblin's Block
    /// or a Harpy's Take wing is, and a Spider's Web is worth taking cheaply. Limb loss, wait on
    /// limbs, preparation, the margin assumed for a success, AP beyond the level, value per AP,
    /// a foe's danger, the chance a foe's reaction foils an attack, and a reactor's own best
    /// action as the price of its AP were best where Normal has them, or within the noise.
    pub const HARD: Judgement = Judgement {
        up: 0.25,
        wait_point: 0.01,
        reaction_ap: 0.012,
        foil_ap: 0.03,
        protect_ap: 0.15,
        focus: 0.1,
        gear: 0.5,
        threat: 0.0,
    };

    /// What one AP paid for the reaction `def` is worth.
    fn price_of(&self, def: &ActionDef) -> f32 {
        let does = |f: fn(&Effect) -> bool| def.effects.iter().any(f);
        if does(|e| matches!(e, Effect::Redirect)) {
            self.protect_ap
        } else if does(|e| matches!(e, Effect::FailLink)) {
            self.foil_ap
        } else {
            self.reaction_ap
        }
    }
}

/// How whole a combatant is, 0 (down) to 1 (unhurt): being up counts for 0.4, health for 0.6.
/// The position evaluation and Normal's estimates use it, so they agree on what a hit is worth.
pub fn condition(hp: i32, damage: i32) -> f32 {
    condition_with(Judgement::NORMAL.up, hp, damage)
}

/// `condition` with being up worth `up`.
pub fn condition_with(up: f32, hp: i32, damage: i32) -> f32 {
    let hp = hp.max(1);
    if damage >= hp {
        0.0
    } else {
        up + (1.0 - up) * (hp - damage) as f32 / hp as f32
    }
}

/// An answer with what it is expected to bring.
#[derive(Clone, Debug)]
pub struct Scored {
    pub decision: Decision,
    /// Expected value for the decider's side.
    pub value: f32,
    /// AP it costs (with limb aims, R4.4).
    pub cost: u32,
    /// What Normal ranks by: value per AP for actions, value net of the AP for reactions.
    pub score: f32,
}

/// The combat as the judge reads it.
pub struct Judge<'a> {
    pub content: &'a Content,
    pub fighters: &'a [Fighter],
    pub links: &'a [Link],
    pub needle: u32,
    pub judgement: Judgement,
    /// Per combatant, its danger against its side's mean raised to `judgement.threat`.
    danger: Vec<f32>,
}

impl<'a> Judge<'a> {
    /// Normal's judge.
    pub fn new(state: &'a CombatState, content: &'a Content) -> Self {
        Self::with(state, content, Judgement::NORMAL)
    }

    /// A judge with the given weights (Hard's own side uses `Judgement::HARD`).
    pub fn with(state: &'a CombatState, content: &'a Content, judgement: Judgement) -> Self {
        Judge {
            content,
            fighters: &state.fighters,
            links: &state.chain.links,
            needle: state.needle.0,
            judgement,
            danger: danger_table(state, content, judgement.threat),
        }
    }

    fn condition(&self, hp: i32, damage: i32) -> f32 {
        condition_with(self.judgement.up, hp, damage)
    }

    fn f(&self, id: CombatantId) -> &Fighter {
        &self.fighters[id.index()]
    }

    /// Every way to take each option (each target, each limb aim, each item), best first.
    pub fn act(&self, actor: CombatantId, options: &[ActOption]) -> Vec<Scored> {
        let me = self.f(actor);
        let mut all = Vec::new();
        for option in options {
            let def = self.content.action(option.action);
            let act = |targets: Vec<TargetPick>, item| Decision::Act {
                action: option.action,
                source: option.source,
                targets,
                item,
            };
            match &option.targets {
                TargetChoices::None => {
                    let value = self.landing_value(me, def, me, None, None);
                    all.push(self.scored_act(me, act(Vec::new(), None), value, option.cost));
                }
                TargetChoices::Items(items) => {
                    for &(item, cost) in items {
                        let value = self.item_value(me, def);
                        all.push(self.scored_act(me, act(Vec::new(), Some(item)), value, cost));
                    }
                }
                TargetChoices::Combatants { max, candidates } => {
                    let mut singles: Vec<(TargetPick, f32)> = Vec::new();
                    for c in candidates {
                        let target = self.f(c.who);
                        let aims = std::iter::once(None).chain(c.limbs.iter().copied().map(Some));
                        for limb in aims {
                            let value = self.landing_value(me, def, target, limb, None);
                            singles.push((TargetPick { who: c.who, limb }, value));
                        }
                    }
                    let on_actor = self.on_actor_value(me, def);
                    for &(pick, value) in &singles {
                        let cost = option.cost + u32::from(pick.limb.is_some());
                        all.push(self.scored_act(
                            me,
                            act(vec![pick], None),
                            value + on_actor,
                            cost,
                        ));
                    }
                    if *max > 1 {
                        // R10.3: the best distinct targets together, one check each.
                        let mut best = singles.clone();
                        best.sort_by(|a, b| b.1.total_cmp(&a.1));
                        let mut picks: Vec<(TargetPick, f32)> = Vec::new();
                        for (pick, value) in best {
                            if value > 0.0
                                && picks.len() < *max as usize
                                && !picks.iter().any(|(p, _)| p.who == pick.who)
                            {
                                picks.push((pick, value));
                            }
                        }
                        if picks.len() > 1 {
                            let value = picks.iter().map(|p| p.1).sum::<f32>() + on_actor;
                            let cost = option.cost
                                + picks.iter().filter(|p| p.0.limb.is_some()).count() as u32;
                            let targets = picks.into_iter().map(|p| p.0).collect();
                            all.push(self.scored_act(me, act(targets, None), value, cost));
                        }
                    }
                }
            }
        }
        sort_best_first(&mut all);
        all
    }

    /// Value per AP, where AP beyond the current level counts half again: it becomes wait
    /// points that hold the next round back (R5.4).
    fn scored_act(&self, me: &Fighter, decision: Decision, value: f32, cost: u32) -> Scored {
        let excess = cost.saturating_sub(me.ap) as f32;
        let spent = (cost as f32 + 0.5 * excess).max(1.0);
        Scored {
            decision,
            value,
            cost,
            score: value / spent,
        }
    }

    /// Pass, and every reaction on offer, best first.
    pub fn react(&self, reactor: CombatantId, link: usize, options: &[ReactOption]) -> Vec<Scored> {
        let me = self.f(reactor);
        let mut all = vec![Scored {
            decision: Decision::Pass,
            value: 0.0,
            cost: 0,
            score: 0.0,
        }];
        let owner = self.f(self.links[link].owner);
        for o in options {
            let def = self.content.action(o.action);
            let value = self.landing_value(me, def, owner, None, Some(link));
            // R7.4: preparation pays first; the level then drops below the needle.
            let mut after = me.ap.saturating_sub(o.cost.saturating_sub(me.prep));
            if after >= self.needle {
                after = self.needle.saturating_sub(1);
            }
            let lost = me.ap.saturating_sub(after) as f32;
            all.push(Scored {
                decision: Decision::React {
                    action: o.action,
                    source: o.source,
                },
                value,
                cost: o.cost,
                score: value - self.judgement.price_of(def) * lost,
            });
        }
        sort_best_first(&mut all);
        all
    }

    /// What `actor`'s `def` landing on `target` is worth to the actor's side: each effect
    /// weighed by the chance of the check, `on_failure` by the chance it fails.
    fn landing_value(
        &self,
        actor: &Fighter,
        def: &ActionDef,
        target: &Fighter,
        limb: Option<u8>,
        answered: Option<usize>,
    ) -> f32 {
        let p = chance(
            self.content,
            self.fighters,
            actor.id,
            def,
            Some(target.id),
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
        if def.target == crate::content::TargetDef::NoTarget
            || def.target == crate::content::TargetDef::Myself
        {
            value += self.on_actor_value(actor, def);
        }
        value
    }

    fn on_actor_value(&self, actor: &Fighter, def: &ActionDef) -> f32 {
        def.on_actor
            .iter()
            .map(|e| self.effect_value(actor, e, actor, None, 0, None))
            .sum()
    }

    /// One effect on one combatant, for the actor's side.
    fn effect_value(
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
                if sign > 0.0 {
                    harm * (1.0 + self.judgement.focus * self.lost_share(target))
                        * self.danger[target.id.index()]
                } else {
                    -harm
                }
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
                if self.has_reactions(actor) && actor.prep < 4 {
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
            Effect::Equip | Effect::PickUp | Effect::TakeFromAlly => 0.05 * self.judgement.gear,
            Effect::Stow | Effect::Drop => -0.03 * self.judgement.gear,
        }
    }

    /// Expected loss of condition from `amount` of damage (after DR, R4.1), with the chance
    /// of a kill from a spread around the mean, and a limb put out of action (R4.5).
    fn harm(&self, target: &Fighter, amount: &Amount, s: i32, limb: Option<u8>) -> f32 {
        if !target.active(self.content) {
            return 0.0;
        }
        let hp = target.stat(self.content, Stat::HP);
        let dr = target.stat(self.content, Stat::DR) as f32;
        let dealt = target.total_damage() as i32;
        let before = self.condition(hp, dealt);
        let mean = amount.mean(s);
        let mut loss = 0.0;
        for spread in [0.5, 1.0, 1.6] {
            let d = (mean * spread - dr).max(0.0).round() as i32;
            let mut l = before - self.condition(hp, dealt + d);
            if let Some(limb) = limb {
                let part = &target.parts[usize::from(limb)];
                let threshold = target.limb_threshold(usize::from(limb)) as i32;
                if (part.damage as i32) < threshold && part.damage as i32 + d >= threshold {
                    l += LIMB_LOSS;
                }
            }
            loss += l;
        }
        loss / 3.0
    }

    /// The share of its HP a combatant has already lost, 0 to 1.
    fn lost_share(&self, f: &Fighter) -> f32 {
        let hp = f.stat(self.content, Stat::HP).max(1) as f32;
        (f.total_damage() as f32 / hp).min(1.0)
    }

    /// Expected gain of condition from healing: general damage only, or one limb's (R4.6).
    fn mend(&self, target: &Fighter, amount: &Amount, s: i32, limb: Option<u8>) -> f32 {
        if !target.active(self.content) {
            return 0.0;
        }
        let hp = target.stat(self.content, Stat::HP);
        let dealt = target.total_damage() as i32;
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
    fn item_value(&self, me: &Fighter, def: &ActionDef) -> f32 {
        def.effects
            .iter()
            .map(|e| self.effect_value(me, e, me, None, 0, None))
            .sum()
    }

    fn has_reactions(&self, f: &Fighter) -> bool {
        crate::combat::options::repertoire(f, self.content)
            .iter()
            .any(|(a, _)| self.content.action(*a).is_reaction())
    }
}

/// What a modifier is worth to whoever carries it. Defence only counts when someone attacks,
/// and a short one often lapses unused, so it weighs less than the hit it might stop.
fn modifier_worth(stat: Stat, amount: i32, duration: Duration) -> f32 {
    let per_point = match stat {
        Stat::AP => 0.04,
        Stat::HP | Stat::Roll => 0.03,
        Stat::Def | Stat::DR => 0.015,
        _ => 0.02,
    };
    let lasting = match duration {
        Duration::NextCheck => 0.5,
        Duration::UntilNextAction => 0.25,
        Duration::Rounds(n) => 0.4 * n.min(4) as f32,
        Duration::Combat => 1.5,
    };
    per_point * amount as f32 * lasting
}

/// Best score first; among equals, the cheaper (an idle Wait before an idle Prepare).
fn sort_best_first(all: &mut [Scored]) {
    all.sort_by(|a, b| b.score.total_cmp(&a.score).then(a.cost.cmp(&b.cost)));
}

/// Each combatant's danger (its best damage per AP times its AP) against the mean of its side's
/// active combatants, raised to `threat`; all 1 when `threat` is 0 or nobody can hurt.
fn danger_table(state: &CombatState, content: &Content, threat: f32) -> Vec<f32> {
    if threat == 0.0 {
        return vec![1.0; state.fighters.len()];
    }
    let raw: Vec<f32> = state
        .fighters
        .iter()
        .map(|f| {
            if f.active(content) {
                damage_rate(f, content)
            } else {
                0.0
            }
        })
        .collect();
    let side_mean = |side: Side| {
        let (sum, n) = state
            .fighters
            .iter()
            .zip(&raw)
            .filter(|(f, _)| f.side == side && f.active(content))
            .fold((0.0, 0), |(sum, n), (_, &r)| (sum + r, n + 1));
        sum / n.max(1) as f32
    };
    let means = [side_mean(Side::Heroes), side_mean(Side::Minions)];
    state
        .fighters
        .iter()
        .zip(&raw)
        .map(|(f, &mine)| {
            let mean = means[usize::from(f.side == Side::Minions)];
            if mean > 0.0 && mine > 0.0 {
                (mine / mean).powf(threat)
            } else {
                1.0
            }
        })
        .collect()
}

/// The mean damage a combatant's best attack does per AP, times its AP level.
fn damage_rate(f: &Fighter, content: &Content) -> f32 {
    let best = crate::combat::options::repertoire(f, content)
        .iter()
        .map(|(a, _)| {
            let def = content.action(*a);
            let damage: f32 = def
                .effects
                .iter()
                .map(|e| match e {
                    Effect::Damage(amount) => amount.mean(ASSUMED_S).max(0.0),
                    _ => 0.0,
                })
                .sum();
            damage / def.cost.max(1) as f32
        })
        .fold(0.0, f32::max);
    best * f.stat(content, Stat::AP).max(1) as f32
}
