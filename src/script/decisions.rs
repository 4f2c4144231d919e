//! Decisions as scripts write them (by name), and their translation against the live request.

use crate::combat::decision::{Decision, Request, TargetChoices};
use crate::combat::state::GroundItem;
use crate::combat::wording::{Phrasing, in_words};
use crate::combat::{ItemRef, Roster, TargetPick};
use crate::content::Content;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// A decision in a script, naming combatants, actions and items by name or id.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum ScriptDecision {
    /// `Act(who: "Red Haggar", action: "punch", targets: ["Goblin"])`; a target may name a
    /// limb: `"Goblin/left hand"`; equipment actions name the item id: `item: Some("shield")`.
    Act {
        /// The combatant acting, by its name in the fight.
        who: String,
        /// The action's id.
        action: String,
        /// Its targets by name, a limb as `"Goblin/left hand"`.
        #[serde(default)]
        targets: Vec<String>,
        /// The item an equipment action moves, by id.
        #[serde(default)]
        item: Option<String>,
    },
    /// `React(who: "Goblin", reaction: "block")`.
    React {
        /// The combatant reacting.
        who: String,
        /// The reaction's id.
        reaction: String,
    },
    /// `Pass("Thrall")`: does not react.
    Pass(String),
    /// `Choose(who: "Red Haggar", pick: "Jade Mistress")`: a tie-break.
    Choose {
        /// The combatant the rules ask, as the question names it.
        who: String,
        /// The combatant who goes first.
        pick: String,
    },
    /// `Consent(who: "Thrall", agree: true)`: a hand-over.
    Consent {
        /// The ally asked for its item.
        who: String,
        /// Whether it hands the item over.
        agree: bool,
    },
    /// `Advantage(who: "Red Haggar", advantage: "speed")`.
    Advantage {
        /// The hero picking.
        who: String,
        /// The advantage's id.
        advantage: String,
    },
}

/// Why a scripted decision does not fit the question the rules ask (a mistake in the script,
/// as opposed to a legal-looking answer the rules then reject).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ScriptMistake {
    #[error("the script has a decision for {scripted}, but the rules ask {asked}: {question}")]
    NotAsked {
        scripted: String,
        asked: String,
        question: String,
    },
    /// An action scripted for another question, or a reaction.
    #[error("{scripted} was scripted, but the rules ask: {question}")]
    OtherQuestion {
        scripted: &'static str,
        question: String,
    },
    #[error("no combatant named `{0}`")]
    NoCombatant(String),
    #[error("no action with id `{0}`")]
    NoAction(String),
    #[error("no item with id `{0}`")]
    NoItem(String),
    #[error("no advantage `{0}`")]
    NoAdvantage(String),
    #[error("{who} has no limb `{limb}`")]
    NoLimb { who: String, limb: String },
    #[error("{who} cannot use {action} now")]
    CannotUse { who: String, action: String },
    #[error("{who} cannot react with {reaction} now")]
    CannotReact { who: String, reaction: String },
    #[error("{0} cannot be moved with this action now")]
    ItemNotMovable(String),
    #[error("this action moves no item")]
    MovesNoItem,
}

impl ScriptDecision {
    pub fn who(&self) -> &str {
        match self {
            ScriptDecision::Act { who, .. }
            | ScriptDecision::React { who, .. }
            | ScriptDecision::Pass(who)
            | ScriptDecision::Choose { who, .. }
            | ScriptDecision::Consent { who, .. }
            | ScriptDecision::Advantage { who, .. } => who,
        }
    }

    /// Translates against the request the rules are asking now.
    pub fn to_decision(
        &self,
        request: &Request,
        roster: &Roster,
        content: &Content,
        ground: &[GroundItem],
    ) -> Result<Decision, ScriptMistake> {
        let asked = roster
            .names
            .get(request.decider().index())
            .cloned()
            .unwrap_or_default();
        let expected = match request {
            Request::TieBreak { tied, .. } => {
                tied.iter().any(|t| roster.names[t.index()] == self.who())
            }
            _ => asked == self.who(),
        };
        if !expected {
            return Err(ScriptMistake::NotAsked {
                scripted: self.who().to_string(),
                asked,
                question: in_words(request, Phrasing::Waiting(&roster.names)),
            });
        }
        let id = |name: &str| {
            roster
                .id_of(name)
                .ok_or_else(|| ScriptMistake::NoCombatant(name.to_string()))
        };
        let action_id = |name: &str| {
            content
                .action_id(name)
                .ok_or_else(|| ScriptMistake::NoAction(name.to_string()))
        };
        let other_question = |scripted| ScriptMistake::OtherQuestion {
            scripted,
            question: in_words(request, Phrasing::Waiting(&roster.names)),
        };
        Ok(match self {
            ScriptDecision::Act {
                action,
                targets,
                item,
                ..
            } => {
                let action = action_id(action)?;
                let Request::Act { options, .. } = request else {
                    return Err(other_question("an action"));
                };
                let option = options.iter().find(|o| o.action == action).ok_or_else(|| {
                    ScriptMistake::CannotUse {
                        who: asked.clone(),
                        action: content.action(action).name.to_string(),
                    }
                })?;
                let mut picks = Vec::new();
                for t in targets {
                    let (name, limb) = match t.split_once('/') {
                        Some((n, l)) => (n, Some(l)),
                        None => (t.as_str(), None),
                    };
                    let who = id(name)?;
                    let limb = match limb {
                        Some(l) => Some(
                            roster.parts[who.index()]
                                .iter()
                                .position(|p| p == l)
                                .ok_or_else(|| ScriptMistake::NoLimb {
                                    who: name.to_string(),
                                    limb: l.to_string(),
                                })? as u8,
                        ),
                        None => None,
                    };
                    picks.push(TargetPick { who, limb });
                }
                let item = match (item, &option.targets) {
                    (Some(name), TargetChoices::Items(items)) => {
                        let wanted = content
                            .item_id(name)
                            .ok_or_else(|| ScriptMistake::NoItem(name.clone()))?;
                        Some(
                            find_item(items, wanted, ground)
                                .ok_or_else(|| ScriptMistake::ItemNotMovable(name.clone()))?,
                        )
                    }
                    (Some(_), _) => return Err(ScriptMistake::MovesNoItem),
                    (None, _) => None,
                };
                Decision::Act {
                    action,
                    source: option.source,
                    targets: picks,
                    item,
                }
            }
            ScriptDecision::React { reaction, .. } => {
                let action = action_id(reaction)?;
                let Request::React { options, .. } = request else {
                    return Err(other_question("a reaction"));
                };
                let option = options.iter().find(|o| o.action == action).ok_or_else(|| {
                    ScriptMistake::CannotReact {
                        who: asked.clone(),
                        reaction: content.action(action).name.to_string(),
                    }
                })?;
                Decision::React {
                    action,
                    source: option.source,
                }
            }
            ScriptDecision::Pass(_) => Decision::Pass,
            ScriptDecision::Choose { pick, .. } => Decision::Choose(id(pick)?),
            ScriptDecision::Consent { agree, .. } => Decision::Consent(*agree),
            ScriptDecision::Advantage { advantage, .. } => Decision::Advantage(
                content
                    .advantage_id(advantage)
                    .ok_or_else(|| ScriptMistake::NoAdvantage(advantage.clone()))?,
            ),
        })
    }
}

fn find_item(
    items: &[(ItemRef, u32)],
    wanted: crate::content::ItemId,
    ground: &[GroundItem],
) -> Option<ItemRef> {
    items.iter().map(|(r, _)| *r).find(|r| match r {
        ItemRef::Pack(i) | ItemRef::Worn(i) | ItemRef::Ally(_, i) => *i == wanted,
        ItemRef::Ground(g) => ground.iter().any(|o| o.id == *g && o.item == wanted),
    })
}
