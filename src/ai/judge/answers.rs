//! The answers a judge scores: every way to take each action on offer, and every reaction or
//! a pass, each with its expected value and its score, best first.

use super::{Judge, Scored};
use crate::combat::decision::{ActOption, ReactOption, TargetChoices};
use crate::combat::{CombatantId, Decision, Fighter, TargetPick};

impl Judge<'_> {
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
}

/// Best score first; among equals, the cheaper (an idle Wait before an idle Prepare).
fn sort_best_first(all: &mut [Scored]) {
    all.sort_by(|a, b| b.score.total_cmp(&a.score).then(a.cost.cmp(&b.cost)));
}
