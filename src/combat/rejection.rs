//! Why the rules refuse an answer or grey an option out: one variant per reason, so callers and
//! tests match on it, put into words for players in one place (its `Display`), with the rule it
//! comes from (`rule`) kept apart for the log's trace.

use super::part_name::PartName;
use crate::content::{Concern, Tag, Whose};
use crate::rules::RuleId;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The tags a reaction answers, inline: a reaction that does not fit a link says so at every
/// window it is asked in, and a list of its own each time was one allocation per window.
pub type AnswerTags = smallvec::SmallVec<[Tag; 16]>;

/// Why a decision is illegal now, or why an action or reaction cannot be chosen.
///
/// Each reason reads after a combatant's or an action's name ("Goblin cannot react: Block
/// {reason}", "Illegal choice for Goblin: {reason}"), so it starts in lower case.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
pub enum Rejection {
    // The answer does not fit the question.
    /// An answer of another kind than the question asks for (an action to a tie-break).
    #[error("that does not answer the question, which is to {asked}")]
    NotAnAnswer { asked: Asked },
    #[error("that advantage is not on offer")]
    AdvantageNotOffered,
    #[error("that action is not available now")]
    ActionNotAvailable,
    #[error("that reaction is not available now")]
    ReactionNotAvailable,
    #[error("choose one of the tied combatants")]
    NotTied,

    // The targets picked for an action.
    #[error("this action takes no target")]
    TakesNoTarget,
    #[error("this action targets combatants, not items")]
    TargetsCombatants,
    /// None, or more than the action's `max` targets.
    #[error("{}", target_count(*.max))]
    TargetCount { max: u32 },
    #[error("the same target is picked twice")]
    SameTargetTwice,
    #[error("not a valid target for this action")]
    NotATarget,
    #[error("this action cannot be aimed at that limb")]
    LimbNotAimable,
    #[error("this action moves an item: pick the item, not a combatant")]
    TargetsItems,
    #[error("pick the item to move")]
    NoItemPicked,
    #[error("that item cannot be moved with this action now")]
    ItemNotMovable,

    // Nothing to aim the action at.
    #[error("there is no one to target")]
    NoOneToTarget,
    /// Everything in the pack could be equipped in a fight, but not on the limbs free now.
    #[error("nothing in the pack fits on the free, working limbs")]
    NoRoom,
    /// Nothing in the pack has an equip cost.
    #[error("nothing in the pack can be equipped during a fight")]
    PackFixed,
    /// Nothing equipped has an equip cost.
    #[error("nothing equipped can be taken off during a fight")]
    WornFixed,
    /// Every equipped item that could be moved is on a limb with wait points.
    #[error("the limbs that hold what could be moved are on hold")]
    WornOnHold,
    #[error("nothing on the ground can be picked up now")]
    NothingOnGround,
    #[error("no ally has an item you could take now")]
    NothingToTake,

    // The body.
    /// Wait points on the body card: only Wait.
    #[error("{wait} wait points on the body card: only Wait is possible")]
    OnlyWait { wait: u32 },
    /// The item granting the action was stowed, dropped or handed over.
    #[error("the item is no longer equipped")]
    NotEquipped,
    /// A limb the granting item is worn on is disabled.
    #[error("{limb} is disabled")]
    ItemLimbDisabled { limb: PartName },
    /// A limb the granting item is worn on has wait points.
    #[error("{limb} is on hold")]
    ItemLimbOnHold { limb: PartName },
    /// The body has no limb of this kind.
    #[error("needs a {kind}")]
    NeedsLimb { kind: PartName },
    #[error("every {kind} is disabled")]
    LimbsDisabled { kind: PartName },
    #[error("every {kind} is on hold")]
    LimbsOnHold { kind: PartName },
    #[error("needs a free {kind}")]
    NeedsFreeLimb { kind: PartName },
    /// These limbs are on hold, and the action does not use only others.
    #[error("{} on hold: only actions that use other limbs", .limbs.join(", "))]
    OnHold { limbs: Vec<PartName> },

    // Reacting.
    #[error("is out of the fight")]
    Inactive,
    /// Wait points on the body card: no reactions.
    #[error("{wait} wait points on the body card")]
    Waiting { wait: u32 },
    #[error("already has an action or reaction in the chain")]
    InChain,
    #[error("has already reacted to it")]
    AlreadyReacted,
    /// AP level plus preparation points must be above the AP level of the link's owner.
    #[error("not enough AP: {ap} + {prep} preparation is not above {needed}")]
    NotEnoughAp { ap: u32, prep: u32, needed: u32 },
    #[error("answers only {}", tag_list(.tags))]
    AnswersOnly {
        #[serde(with = "crate::rules::short_list")]
        tags: AnswerTags,
    },
    #[error("answers only {}", whose(*.by))]
    AnswersOnlyBy { by: Whose },
    #[error("answers only {}", concerning(*.concern))]
    AnswersOnlyConcerning { concern: Concern },
}

impl Rejection {
    /// The rule of RULES.md behind the reason, if one is: for the log's trace, not the words.
    pub fn rule(&self) -> Option<RuleId> {
        use Rejection::*;
        Some(match self {
            AdvantageNotOffered => RuleId(10, 1),
            ActionNotAvailable => RuleId(5, 4),
            ReactionNotAvailable => RuleId(7, 3),
            NotTied => RuleId(5, 3),
            LimbNotAimable => RuleId(4, 4),
            NoRoom => RuleId(3, 4),
            PackFixed | WornFixed => RuleId(3, 6),
            NothingOnGround | NothingToTake => RuleId(3, 5),
            NotEquipped | ItemLimbDisabled { .. } => RuleId(3, 3),
            LimbsDisabled { .. } => RuleId(4, 5),
            NeedsFreeLimb { .. } => RuleId(3, 8),
            WornOnHold | ItemLimbOnHold { .. } | LimbsOnHold { .. } | OnHold { .. } => RuleId(6, 3),
            OnlyWait { .. } | Waiting { .. } => RuleId(6, 2),
            Inactive => RuleId(4, 2),
            InChain | AlreadyReacted | NotEnoughAp { .. } => RuleId(7, 2),
            AnswersOnly { .. } | AnswersOnlyBy { .. } | AnswersOnlyConcerning { .. } => {
                RuleId(7, 1)
            }
            NotAnAnswer { .. }
            | TakesNoTarget
            | TargetsCombatants
            | TargetCount { .. }
            | SameTargetTwice
            | NotATarget
            | TargetsItems
            | NoItemPicked
            | ItemNotMovable
            | NoOneToTarget
            | NeedsLimb { .. } => return None,
        })
    }
}

/// What a question asks for, named in a rejection of an answer of another kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Asked {
    Advantage,
    Act,
    React,
    TieBreak,
    Consent,
}

impl fmt::Display for Asked {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Asked::Advantage => "pick an advantage",
            Asked::Act => "choose an action",
            Asked::React => "react or pass",
            Asked::TieBreak => "choose who goes first among the tied",
            Asked::Consent => "agree or refuse to hand over an item",
        })
    }
}

fn target_count(max: u32) -> String {
    match max {
        1 => "pick exactly one target".into(),
        _ => format!("pick between 1 and {max} targets"),
    }
}

/// "attacks", "attacks or spells": what a reaction answers, in words.
fn tag_list(tags: &[Tag]) -> String {
    let words: Vec<&str> = tags
        .iter()
        .map(|t| match t {
            Tag::Attack => "attacks",
            Tag::Spell => "spells",
            Tag::Item => "moving items",
            Tag::Melee => "melee actions",
            Tag::Ranged => "ranged actions",
            Tag::Heal => "healing",
            Tag::Support => "support actions",
            Tag::Move => "movement",
        })
        .collect();
    words.join(" or ")
}

/// What a reaction answers, for its card: "answers attacks by an enemy, aimed at it".
pub fn answers_in_words(reaction: &crate::content::ReactionDef) -> String {
    let what = if reaction.answers.is_empty() {
        "anything".to_string()
    } else {
        tag_list(&reaction.answers)
    };
    let by = match reaction.by {
        Whose::Enemy => " by an enemy",
        Whose::Ally => " by an ally",
        Whose::Anyone => "",
    };
    let at = match reaction.concerning {
        Concern::Me => ", aimed at it",
        Concern::Ally => ", aimed at an ally",
        Concern::MeOrAlly => ", aimed at it or an ally",
        Concern::Anyone => "",
    };
    format!("answers {what}{by}{at}")
}

fn whose(by: Whose) -> &'static str {
    match by {
        Whose::Enemy => "what an enemy does",
        Whose::Ally => "what an ally does",
        Whose::Anyone => "what anyone does",
    }
}

fn concerning(concern: Concern) -> &'static str {
    match concern {
        Concern::Me => "what targets you",
        Concern::Ally => "what targets an ally",
        Concern::MeOrAlly => "what targets you or an ally",
        Concern::Anyone => "what targets anyone",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reasons_read_as_plain_words_without_rule_numbers() {
        let hold = Rejection::OnHold {
            limbs: vec!["left hand".into(), "feet".into()],
        };
        assert_eq!(
            hold.to_string(),
            "left hand, feet on hold: only actions that use other limbs"
        );
        assert_eq!(hold.rule(), Some(RuleId(6, 3)));
        let answers = Rejection::AnswersOnly {
            tags: [Tag::Attack, Tag::Spell].into_iter().collect(),
        };
        assert_eq!(answers.to_string(), "answers only attacks or spells");
        assert_eq!(
            Rejection::TargetCount { max: 1 }.to_string(),
            "pick exactly one target"
        );
        assert_eq!(
            Rejection::TargetCount { max: 3 }.to_string(),
            "pick between 1 and 3 targets"
        );
        assert_eq!(Rejection::NotATarget.rule(), None);
    }
}
