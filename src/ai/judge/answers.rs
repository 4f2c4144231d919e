//! The answers a judge scores: every way to take each action on offer, and every reaction or
//! a pass, each with its expected value and its score, best first, or the best alone (Normal
//! plays only that one: no `Decision` is built for the others, and nothing is sorted).

use super::{Judge, Scored};
use crate::combat::chain::ItemRef;
use crate::combat::decision::{ActOption, ReactOption, TargetChoices};
use crate::combat::{CombatantId, Decision, Fighter, TargetPick};
use smallvec::SmallVec;
use std::cmp::Ordering;

/// One way to take an action, before its `Decision` is built: the option by its index.
struct Taken {
    option: usize,
    /// One target inline (the usual answer): no allocation until the `Decision`.
    targets: SmallVec<[TargetPick; 1]>,
    item: Option<ItemRef>,
    value: f32,
    cost: u32,
    score: f32,
}

impl Taken {
    fn scored(self, options: &[ActOption]) -> Scored {
        let option = &options[self.option];
        Scored {
            decision: Decision::Act {
                action: option.action,
                source: option.source,
                targets: self.targets.into_vec(),
                item: self.item,
            },
            value: self.value,
            cost: self.cost,
            score: self.score,
        }
    }
}

impl Judge<'_> {
    /// Every way to take each option (each target, each limb aim, each item), best first.
    pub fn act(&self, actor: CombatantId, options: &[ActOption]) -> Vec<Scored> {
        let mut all = Vec::new();
        self.each_act(actor, options, |t| all.push(t.scored(options)));
        sort_best_first(&mut all);
        all
    }

    /// The first of `act`, the very same answer (the first among equals), without the others.
    pub fn best_act(&self, actor: CombatantId, options: &[ActOption]) -> Option<Scored> {
        let mut best: Option<Taken> = None;
        self.each_act(actor, options, |t| {
            if best
                .as_ref()
                .is_none_or(|b| before(t.score, t.cost, b.score, b.cost))
            {
                best = Some(t);
            }
        });
        best.map(|t| t.scored(options))
    }

    /// Every way to take each option, scored, in the order `act` ranks equals by.
    fn each_act(&self, actor: CombatantId, options: &[ActOption], mut visit: impl FnMut(Taken)) {
        let me = self.f(actor);
        for (index, option) in options.iter().enumerate() {
            let def = self.content.action(option.action);
            let mut take = |targets: SmallVec<[TargetPick; 1]>, item, value, cost| {
                visit(self.taken(me, index, targets, item, value, cost));
            };
            match &option.targets {
                TargetChoices::None => {
                    let value = self.landing_value(me, def, me, None, None);
                    take(SmallVec::new(), None, value, option.cost);
                }
                TargetChoices::Items(items) => {
                    for &(item, cost) in items {
                        let value = self.item_value(me, def);
                        take(SmallVec::new(), Some(item), value, cost);
                    }
                }
                TargetChoices::Combatants { max, candidates } => {
                    let mut singles: SmallVec<[(TargetPick, f32); 16]> = SmallVec::new();
                    for c in candidates {
                        self.aims_value(me, def, self.f(c.who), &c.limbs, |limb, value| {
                            singles.push((TargetPick { who: c.who, limb }, value));
                        });
                    }
                    let on_actor = self.on_actor_value(me, def);
                    for &(pick, value) in &singles {
                        let cost = option.cost + u32::from(pick.limb.is_some());
                        take(SmallVec::from_elem(pick, 1), None, value + on_actor, cost);
                    }
                    if *max > 1 {
                        // R10.3: the best distinct targets together, one check each.
                        singles.sort_by(|a, b| b.1.total_cmp(&a.1));
                        let mut picks: SmallVec<[(TargetPick, f32); 4]> = SmallVec::new();
                        for &(pick, value) in &singles {
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
                            let targets = picks.iter().map(|p| p.0).collect();
                            take(targets, None, value, cost);
                        }
                    }
                }
            }
        }
    }

    /// Value per AP, where AP beyond the current level counts half again: it becomes wait
    /// points that hold the next round back (R5.4). The AP count as they are raised to the
    /// judgement's `ap_exponent` (1, value per AP, for all but the goal judgement).
    fn taken(
        &self,
        me: &Fighter,
        option: usize,
        targets: SmallVec<[TargetPick; 1]>,
        item: Option<ItemRef>,
        value: f32,
        cost: u32,
    ) -> Taken {
        let excess = cost.saturating_sub(me.ap) as f32;
        let mut spent = (cost as f32 + 0.5 * excess).max(1.0);
        // Raised only when it changes something: the judge scores every answer of every
        // playout, and Normal's and Hard's rank by value per AP.
        if self.judgement.ap_exponent != 1.0 {
            spent = spent.powf(self.judgement.ap_exponent);
        }
        Taken {
            option,
            targets,
            item,
            value,
            cost,
            score: value / spent,
        }
    }

    /// Pass, and every reaction on offer, best first.
    pub fn react(&self, reactor: CombatantId, link: usize, options: &[ReactOption]) -> Vec<Scored> {
        let mut all = vec![pass()];
        self.each_react(reactor, link, options, |s| all.push(s));
        sort_best_first(&mut all);
        all
    }

    /// The first of `react`, the very same answer, without the others.
    pub fn best_react(&self, reactor: CombatantId, link: usize, options: &[ReactOption]) -> Scored {
        let mut best = pass();
        self.each_react(reactor, link, options, |s| {
            if before(s.score, s.cost, best.score, best.cost) {
                best = s;
            }
        });
        best
    }

    /// Every reaction on offer, scored, in the order `react` ranks equals by (after passing).
    fn each_react(
        &self,
        reactor: CombatantId,
        link: usize,
        options: &[ReactOption],
        mut visit: impl FnMut(Scored),
    ) {
        let me = self.f(reactor);
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
            visit(Scored {
                decision: Decision::React {
                    action: o.action,
                    source: o.source,
                },
                value,
                cost: o.cost,
                score: value - self.judgement.price_of(def) * lost,
            });
        }
    }
}

fn pass() -> Scored {
    Scored {
        decision: Decision::Pass,
        value: 0.0,
        cost: 0,
        score: 0.0,
    }
}

/// Best score first; among equals, the cheaper (an idle Wait before an idle Prepare).
fn rank(score: f32, cost: u32, other_score: f32, other_cost: u32) -> Ordering {
    other_score.total_cmp(&score).then(cost.cmp(&other_cost))
}

/// Whether an answer ranks strictly before another: a later one replaces the best only then,
/// so the best is the one a stable sort puts first.
fn before(score: f32, cost: u32, other_score: f32, other_cost: u32) -> bool {
    rank(score, cost, other_score, other_cost) == Ordering::Less
}

fn sort_best_first(all: &mut [Scored]) {
    all.sort_by(|a, b| rank(a.score, a.cost, b.score, b.cost));
}
