//! Whether an answer is one the open request allows, checked once, against the options the
//! request lists: the rules then carry out an allowed answer without asking again. Plain data in,
//! a reason out, so the AI's answers are checked the same way in tests and simulations.

use super::decision::{ActOption, Decision, Request, TargetChoices};
use super::rejection::{Asked, Rejection};

/// An answer the request allows, with what carrying it out costs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Allowed {
    /// The AP an action or reaction costs, aimed limbs (R4.4) and the item moved included;
    /// 0 for answers that cost nothing.
    pub cost: u32,
}

impl Request {
    /// Whether `decision` answers this request legally: what the rules accept without a
    /// `DecisionRejected`, and what they then pay for it.
    pub fn allows(&self, decision: &Decision) -> Result<Allowed, Rejection> {
        let free = Ok(Allowed { cost: 0 });
        match (self, decision) {
            (_, Decision::Concede(_)) => free,
            (Request::Advantage { options, .. }, Decision::Advantage(id)) => {
                if options.contains(id) {
                    free
                } else {
                    Err(Rejection::AdvantageNotOffered)
                }
            }
            (Request::Act { options, .. }, act @ Decision::Act { .. }) => {
                validate_act(options, act).map(|cost| Allowed { cost })
            }
            (Request::React { options, .. }, Decision::React { action, source }) => options
                .iter()
                .find(|o| o.action == *action && o.source == *source)
                .map(|o| Allowed { cost: o.cost })
                .ok_or(Rejection::ReactionNotAvailable),
            (Request::React { .. }, Decision::Pass) => free,
            (Request::TieBreak { tied, .. }, Decision::Choose(who)) => {
                if tied.contains(who) {
                    free
                } else {
                    Err(Rejection::NotTied)
                }
            }
            (Request::Consent { .. }, Decision::Consent(_)) => free,
            (request, _) => Err(Rejection::NotAnAnswer {
                asked: request.asked(),
            }),
        }
    }

    /// What the request asks for, to name it when an answer of another kind comes.
    pub fn asked(&self) -> Asked {
        match self {
            Request::Advantage { .. } => Asked::Advantage,
            Request::Act { .. } => Asked::Act,
            Request::React { .. } => Asked::React,
            Request::TieBreak { .. } => Asked::TieBreak,
            Request::Consent { .. } => Asked::Consent,
        }
    }
}

/// Checks an `Act` answer against the options; returns the AP it costs (R4.4: +1 per aimed
/// target).
pub fn validate_act(options: &[ActOption], decision: &Decision) -> Result<u32, Rejection> {
    let Decision::Act {
        action,
        source,
        targets,
        item,
    } = decision
    else {
        return Err(Rejection::NotAnAnswer { asked: Asked::Act });
    };
    let Some(option) = options
        .iter()
        .find(|o| o.action == *action && o.source == *source)
    else {
        return Err(Rejection::ActionNotAvailable);
    };
    match &option.targets {
        TargetChoices::None => {
            if !targets.is_empty() || item.is_some() {
                return Err(Rejection::TakesNoTarget);
            }
            Ok(option.cost)
        }
        TargetChoices::Combatants { max, candidates } => {
            if item.is_some() {
                return Err(Rejection::TargetsCombatants);
            }
            if targets.is_empty() || targets.len() > *max as usize {
                return Err(Rejection::TargetCount { max: *max });
            }
            for (i, t) in targets.iter().enumerate() {
                if targets[..i].iter().any(|o| o.who == t.who) {
                    return Err(Rejection::SameTargetTwice);
                }
                let Some(c) = candidates.iter().find(|c| c.who == t.who) else {
                    return Err(Rejection::NotATarget);
                };
                if let Some(limb) = t.limb
                    && !c.limbs.contains(&limb)
                {
                    return Err(Rejection::LimbNotAimable);
                }
            }
            Ok(option.cost + targets.iter().filter(|t| t.limb.is_some()).count() as u32)
        }
        TargetChoices::Items(items) => {
            if !targets.is_empty() {
                return Err(Rejection::TargetsItems);
            }
            let Some(chosen) = item else {
                return Err(Rejection::NoItemPicked);
            };
            items
                .iter()
                .find(|(r, _)| r == chosen)
                .map(|(_, c)| *c)
                .ok_or(Rejection::ItemNotMovable)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::combat::chain::TargetPick;
    use crate::combat::decision::{Candidate, ReactOption, TiePurpose};
    use crate::combat::state::CombatantId;
    use crate::content::{ActionId, AdvantageId, Side};

    fn punch() -> ActOption {
        ActOption {
            action: ActionId(1),
            source: None,
            cost: 5,
            targets: TargetChoices::Combatants {
                max: 1,
                candidates: vec![Candidate {
                    who: CombatantId(2),
                    limbs: smallvec::smallvec![7],
                }],
            },
        }
    }

    fn act(targets: Vec<TargetPick>) -> Decision {
        Decision::Act {
            action: ActionId(1),
            source: None,
            targets,
            item: None,
        }
    }

    fn at(who: u8, limb: Option<u8>) -> TargetPick {
        TargetPick {
            who: CombatantId(who),
            limb,
        }
    }

    #[test]
    fn r5_4_an_allowed_action_costs_its_ap_and_an_aimed_limb_one_more() {
        let request = Request::Act {
            actor: CombatantId(0),
            options: vec![punch()],
            unavailable: Vec::new(),
        };
        assert_eq!(
            request.allows(&act(vec![at(2, None)])),
            Ok(Allowed { cost: 5 })
        );
        assert_eq!(
            request.allows(&act(vec![at(2, Some(7))])),
            Ok(Allowed { cost: 6 })
        );
        assert_eq!(
            request.allows(&act(vec![at(1, None)])),
            Err(Rejection::NotATarget)
        );
        assert_eq!(
            request.allows(&act(vec![at(2, Some(3))])),
            Err(Rejection::LimbNotAimable)
        );
        assert_eq!(
            request.allows(&act(Vec::new())),
            Err(Rejection::TargetCount { max: 1 })
        );
        let kick = Decision::Act {
            action: ActionId(9),
            source: None,
            targets: Vec::new(),
            item: None,
        };
        assert_eq!(request.allows(&kick), Err(Rejection::ActionNotAvailable));
        assert_eq!(
            request.allows(&Decision::Pass),
            Err(Rejection::NotAnAnswer { asked: Asked::Act })
        );
    }

    #[test]
    fn r7_3_a_reaction_on_offer_costs_its_ap_and_passing_nothing() {
        let request = Request::React {
            reactor: CombatantId(1),
            link: 0,
            options: vec![ReactOption {
                action: ActionId(4),
                source: None,
                cost: 3,
            }],
            unavailable: Vec::new(),
        };
        let react = |action| Decision::React {
            action: ActionId(action),
            source: None,
        };
        assert_eq!(request.allows(&react(4)), Ok(Allowed { cost: 3 }));
        assert_eq!(
            request.allows(&react(5)),
            Err(Rejection::ReactionNotAvailable)
        );
        assert_eq!(request.allows(&Decision::Pass), Ok(Allowed { cost: 0 }));
    }

    #[test]
    fn r5_3_only_a_tied_combatant_may_be_chosen_and_only_by_a_choice() {
        let request = Request::TieBreak {
            side: Side::Heroes,
            tied: vec![CombatantId(0), CombatantId(1)],
            purpose: TiePurpose::Opportunity,
        };
        assert!(request.allows(&Decision::Choose(CombatantId(1))).is_ok());
        assert_eq!(
            request.allows(&Decision::Choose(CombatantId(2))),
            Err(Rejection::NotTied)
        );
        assert_eq!(
            request.allows(&Decision::Advantage(AdvantageId(0))),
            Err(Rejection::NotAnAnswer {
                asked: Asked::TieBreak
            })
        );
    }

    #[test]
    fn r10_1_only_an_advantage_on_offer_may_be_taken() {
        let request = Request::Advantage {
            hero: CombatantId(0),
            remaining: 1,
            options: vec![AdvantageId(3)],
        };
        assert!(request.allows(&Decision::Advantage(AdvantageId(3))).is_ok());
        assert_eq!(
            request.allows(&Decision::Advantage(AdvantageId(4))),
            Err(Rejection::AdvantageNotOffered)
        );
    }
}
