//! Combat events: every change the rules make, with its full detail and the rule that applied.
//! The log, tests, animations and replays all read this one stream; `describe/` puts it in words.

use super::chain::{Asked, ItemRef, TargetPick};
use super::decision::Unavailable;
use super::rejection::Rejection;
use super::state::CombatantId;
use crate::content::{ActionId, AdvantageId, Duration, ItemId, Side};
use crate::rules::amount::AmountRoll;
use crate::rules::check::CheckOutcome;
use crate::rules::{RuleId, Stat};
use bevy::prelude::Message;
use serde::{Deserialize, Serialize};

/// One thing that happened in a combat.
#[derive(Message, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum CombatEvent {
    CombatStarted {
        encounter: String,
        seed: u64,
    },
    AdvantageTaken {
        hero: CombatantId,
        advantage: AdvantageId,
    },
    RoundStarted {
        round: u32,
    },
    /// Reinforcements: a combatant joins the fight at this round's start (`arrives:`).
    Arrived {
        who: CombatantId,
    },
    /// R5.1: the AP level at round start.
    ApLevelSet {
        who: CombatantId,
        attribute: i32,
        wait_removed: u32,
        level: u32,
        capped: bool,
    },
    /// R5.2: nobody is above the needle.
    NeedleDropped {
        needle: u32,
    },
    /// R5.2–R5.3: who acts now.
    Opportunity {
        who: CombatantId,
        ap_level: u32,
        needle: u32,
    },
    /// R5.3: a controller chose among tied combatants.
    TieBroken {
        chosen: CombatantId,
        among: Vec<CombatantId>,
    },
    /// No action is possible at all (content without Wait): the combatant's level drops to 0.
    NothingToDo {
        who: CombatantId,
        /// Why each action it has is unavailable.
        reasons: Vec<Rejection>,
    },
    /// R5.4: an action is taken.
    ActionDeclared {
        who: CombatantId,
        action: ActionId,
        source: Option<ItemId>,
        targets: Vec<TargetPick>,
        item: Option<ItemRef>,
        cost: u32,
    },
    /// R5.4, R6.4, R7.4: AP paid, with preparation used, wait points removed and overspend.
    ApPaid {
        who: CombatantId,
        cost: u32,
        from_preparation: u32,
        before: u32,
        after: u32,
        wait_removed: u32,
        wait_added: u32,
        rule: RuleId,
    },
    /// R7.4: a reactor's level cut to needle − 1.
    CutBelowNeedle {
        who: CombatantId,
        from: u32,
        to: u32,
        wait_removed: u32,
    },
    /// R7.4, R5.5: unused preparation points lost.
    PreparationLost {
        who: CombatantId,
        points: u32,
        rule: RuleId,
    },
    /// R7.2: a reaction window opens on a link, with who is eligible, in priority order.
    WindowOpened {
        owner: CombatantId,
        action: ActionId,
        /// Inline (a window opens at nearly every action): written as the list it was.
        #[serde(with = "super::short_list")]
        eligible: Asked,
        reopened: bool,
    },
    /// R7.3: a reaction becomes a new link.
    ReactionDeclared {
        who: CombatantId,
        action: ActionId,
        source: Option<ItemId>,
        answering: CombatantId,
        answered_action: ActionId,
        cost: u32,
    },
    Passed {
        who: CombatantId,
    },
    /// An eligible combatant with nothing it could use against this link is not asked.
    AutoPassed {
        who: CombatantId,
        /// Its first reaction and why it cannot use it now; none when it has no reactions.
        why: Option<Unavailable>,
    },
    WindowClosed {
        owner: CombatantId,
        action: ActionId,
    },
    /// R7.6: a link resolves.
    LinkResolving {
        owner: CombatantId,
        action: ActionId,
    },
    /// R7.6: a link made to fail resolves as a failure.
    LinkFailed {
        owner: CombatantId,
        action: ActionId,
    },
    /// R4.2: a link whose owner or target can no longer take part does nothing.
    LinkFizzled {
        owner: CombatantId,
        action: ActionId,
        reason: String,
    },
    /// R9: a check, with dice, modifiers, difficulty and S.
    CheckRolled {
        who: CombatantId,
        target: Option<CombatantId>,
        action: ActionId,
        outcome: CheckOutcome,
    },
    /// R4.1: damage rolled, reduced by DR, assigned (to a limb, R4.4).
    Damaged {
        who: CombatantId,
        limb: Option<u8>,
        amount: AmountRoll,
        dr: i32,
        dealt: u32,
        total: u32,
    },
    /// R4.3, R4.6: damage removed.
    Healed {
        who: CombatantId,
        limb: Option<u8>,
        amount: AmountRoll,
        removed: u32,
    },
    /// R6.1: wait points put on the body card or a limb.
    WaitAdded {
        who: CombatantId,
        limb: Option<u8>,
        points: u32,
    },
    /// R8.2
    PreparationGained {
        who: CombatantId,
        points: u32,
    },
    Modified {
        who: CombatantId,
        stat: Stat,
        amount: i32,
        duration: Duration,
    },
    ModifierExpired {
        who: CombatantId,
        stat: Stat,
        amount: i32,
    },
    /// R11: a reaction made the link fail.
    LinkMadeToFail {
        by: CombatantId,
        owner: CombatantId,
        action: ActionId,
    },
    /// A hit broke a link that `breaks_on_damage` before it resolved (R7.6: it stays, failed).
    LinkInterrupted {
        owner: CombatantId,
        action: ActionId,
    },
    /// R11: a reaction took the place of the link's target.
    TargetRedirected {
        by: CombatantId,
        owner: CombatantId,
        action: ActionId,
        from: CombatantId,
    },
    /// R4.5
    LimbDisabled {
        who: CombatantId,
        limb: u8,
    },
    /// R4.6
    LimbRestored {
        who: CombatantId,
        limb: u8,
    },
    /// R4.2
    CombatantDown {
        who: CombatantId,
    },
    ItemEquipped {
        who: CombatantId,
        item: ItemId,
    },
    ItemStowed {
        who: CombatantId,
        item: ItemId,
    },
    /// R3.4 (dropped) or R3.7 (auto-dropped).
    ItemDropped {
        who: CombatantId,
        item: ItemId,
        auto: bool,
    },
    /// R3.7: an item with no equip cost stays, out of use.
    ItemDisabled {
        who: CombatantId,
        item: ItemId,
    },
    ItemPickedUp {
        who: CombatantId,
        item: ItemId,
    },
    ItemHandedOver {
        from: CombatantId,
        to: CombatantId,
        item: ItemId,
    },
    /// An equipment action that could not be carried out when it resolved.
    ItemActionFailed {
        who: CombatantId,
        item: Option<ItemId>,
        reason: String,
    },
    /// R3.5
    ConsentGiven {
        giver: CombatantId,
        taker: CombatantId,
        item: ItemId,
    },
    ConsentRefused {
        giver: CombatantId,
        taker: CombatantId,
        item: ItemId,
    },
    /// A controller's answer was illegal; nothing was applied.
    DecisionRejected {
        who: CombatantId,
        reason: Rejection,
    },
    /// R5.5
    RoundEnded {
        round: u32,
    },
    /// R5.6: the winning side, or none for a draw, and how it came to end.
    CombatEnded {
        winner: Option<Side>,
        rounds: u32,
        ending: super::ending::Ending,
    },
}

impl CombatEvent {
    /// The rule this event applies, for the log.
    pub fn rule(&self) -> Option<RuleId> {
        use CombatEvent::*;
        Some(match self {
            AdvantageTaken { .. } => RuleId(10, 1),
            RoundStarted { .. } => RuleId(5, 1),
            ApLevelSet { .. } => RuleId(5, 1),
            NeedleDropped { .. } => RuleId(5, 2),
            Opportunity { .. } => RuleId(5, 2),
            TieBroken { .. } => RuleId(5, 3),
            ActionDeclared { .. } => RuleId(5, 4),
            ApPaid { rule, .. } | PreparationLost { rule, .. } => *rule,
            CutBelowNeedle { .. } => RuleId(7, 4),
            WindowOpened { .. } => RuleId(7, 2),
            ReactionDeclared { .. } | Passed { .. } | AutoPassed { .. } => RuleId(7, 3),
            WindowClosed { .. } => RuleId(7, 5),
            LinkResolving { .. } | LinkFailed { .. } => RuleId(7, 6),
            LinkFizzled { .. } => RuleId(4, 2),
            CheckRolled { .. } => RuleId(9, 2),
            Damaged { .. } => RuleId(4, 1),
            Healed { limb: Some(_), .. } => RuleId(4, 6),
            Healed { .. } => RuleId(4, 3),
            WaitAdded { .. } => RuleId(6, 1),
            PreparationGained { .. } => RuleId(8, 2),
            LinkMadeToFail { .. } | TargetRedirected { .. } => RuleId(11, 0),
            LinkInterrupted { .. } => RuleId(7, 6),
            LimbDisabled { .. } => RuleId(4, 5),
            LimbRestored { .. } => RuleId(4, 6),
            CombatantDown { .. } => RuleId(4, 2),
            ItemDropped { auto: true, .. } | ItemDisabled { .. } => RuleId(3, 7),
            ItemEquipped { .. } | ItemStowed { .. } | ItemDropped { .. } => RuleId(3, 4),
            ItemPickedUp { .. }
            | ItemHandedOver { .. }
            | ConsentGiven { .. }
            | ConsentRefused { .. } => RuleId(3, 5),
            RoundEnded { .. } => RuleId(5, 5),
            CombatEnded { .. } => RuleId(5, 6),
            CombatStarted { .. }
            | Arrived { .. }
            | NothingToDo { .. }
            | Modified { .. }
            | ModifierExpired { .. }
            | ItemActionFailed { .. } => {
                return None;
            }
            DecisionRejected { reason, .. } => return reason.rule(),
        })
    }
}
