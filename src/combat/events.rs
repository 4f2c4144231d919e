//! Combat events: every change the rules make, with its full detail and the rule that applied.
//! The log, tests, animations and replays all read this one stream.

use super::chain::{ItemRef, TargetPick};
use super::decision::Unavailable;
use super::rejection::Rejection;
use super::state::CombatantId;
use crate::content::{ActionId, AdvantageId, Content, Duration, ItemId, Side};
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
        eligible: Vec<CombatantId>,
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
    /// R5.6: the winning side, or none for a draw.
    CombatEnded {
        winner: Option<Side>,
        rounds: u32,
        reason: String,
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

/// Names for turning ids into words: combatants, their parts, and the content library.
pub struct Names<'a> {
    pub combatants: &'a [String],
    pub parts: &'a [Vec<String>],
    pub content: &'a Content,
}

impl Names<'_> {
    pub fn who(&self, id: CombatantId) -> &str {
        self.combatants.get(id.index()).map_or("?", String::as_str)
    }
    pub fn action(&self, id: ActionId) -> &str {
        &self.content.action(id).name
    }
    pub fn item(&self, id: ItemId) -> &str {
        &self.content.item(id).def.name
    }
    pub fn limb(&self, who: CombatantId, limb: u8) -> &str {
        self.parts
            .get(who.index())
            .and_then(|p| p.get(usize::from(limb)))
            .map_or("?", String::as_str)
    }
    fn target(&self, t: &TargetPick) -> String {
        match t.limb {
            Some(l) => format!("{}'s {}", self.who(t.who), self.limb(t.who, l)),
            None => self.who(t.who).to_string(),
        }
    }
    fn list(&self, ids: &[CombatantId]) -> String {
        if ids.is_empty() {
            return "nobody".into();
        }
        ids.iter()
            .map(|&i| self.who(i))
            .collect::<Vec<_>>()
            .join(", ")
    }
    fn on(&self, who: CombatantId, limb: Option<u8>) -> String {
        match limb {
            Some(l) => format!("{}'s {}", self.who(who), self.limb(who, l)),
            None => self.who(who).to_string(),
        }
    }

    /// One line of plain words for the log.
    pub fn describe(&self, event: &CombatEvent) -> String {
        use CombatEvent::*;
        match event {
            CombatStarted { encounter, seed } => {
                format!("Combat begins: {encounter} (seed {seed})")
            }
            AdvantageTaken { hero, advantage } => {
                format!(
                    "{} takes the advantage {}",
                    self.who(*hero),
                    self.content.advantage(*advantage).name
                )
            }
            RoundStarted { round } => format!("Round {round} begins; the needle is at 15"),
            ApLevelSet {
                who,
                attribute,
                wait_removed,
                level,
                capped,
            } => {
                let mut s = format!(
                    "{} starts the round at AP level {level} (AP {attribute}",
                    self.who(*who)
                );
                if *wait_removed > 0 {
                    s.push_str(&format!(" − {wait_removed} wait points"));
                }
                s.push(')');
                if *capped {
                    s.push_str(", capped at 15");
                }
                s
            }
            NeedleDropped { needle } => format!("Nobody is above the needle: it drops to {needle}"),
            Opportunity {
                who,
                ap_level,
                needle,
            } => {
                format!(
                    "{} has the opportunity (AP level {ap_level} > needle {needle})",
                    self.who(*who)
                )
            }
            TieBroken { chosen, among } => format!(
                "Tie among {}: {} goes first",
                self.list(among),
                self.who(*chosen)
            ),
            ActionDeclared {
                who,
                action,
                targets,
                item,
                cost,
                ..
            } => {
                let mut s = format!(
                    "{} uses {} ({cost} AP)",
                    self.who(*who),
                    self.action(*action)
                );
                if !targets.is_empty() {
                    let names: Vec<String> = targets.iter().map(|t| self.target(t)).collect();
                    s.push_str(&format!(" on {}", names.join(", ")));
                }
                if let Some(item) = item {
                    s.push_str(&format!(": {}", self.item_ref(item)));
                }
                s
            }
            ApPaid {
                who,
                cost,
                from_preparation,
                before,
                after,
                wait_removed,
                wait_added,
                ..
            } => {
                let mut s = format!("{} pays {cost}", self.who(*who));
                if *from_preparation > 0 {
                    s.push_str(&format!(" ({from_preparation} from preparation)"));
                }
                s.push_str(&format!(": AP level {before} → {after}"));
                if *wait_removed > 0 {
                    s.push_str(&format!(", {wait_removed} wait points removed"));
                }
                if *wait_added > 0 {
                    s.push_str(&format!(
                        ", overspent: {wait_added} wait points on the body card"
                    ));
                }
                s
            }
            CutBelowNeedle { who, from, to, .. } => {
                format!(
                    "{}'s AP level {from} is not below the needle: cut to {to}",
                    self.who(*who)
                )
            }
            PreparationLost { who, points, .. } => format!(
                "{} loses {points} unused preparation points",
                self.who(*who)
            ),
            WindowOpened {
                owner,
                action,
                eligible,
                reopened,
            } => format!(
                "{} on {}'s {}: eligible to react: {}",
                if *reopened {
                    "Window re-opens"
                } else {
                    "Window opens"
                },
                self.who(*owner),
                self.action(*action),
                self.list(eligible)
            ),
            ReactionDeclared {
                who,
                action,
                answering,
                answered_action,
                cost,
                ..
            } => format!(
                "{} reacts to {}'s {} with {} ({cost} AP)",
                self.who(*who),
                self.who(*answering),
                self.action(*answered_action),
                self.action(*action)
            ),
            Passed { who } => format!("{} does not react", self.who(*who)),
            AutoPassed { who, why } => match why {
                Some(u) => format!(
                    "{} cannot react: {} {}",
                    self.who(*who),
                    self.action(u.action),
                    u.reason
                ),
                None => format!("{} cannot react: no reactions", self.who(*who)),
            },
            WindowClosed { owner, action } => format!(
                "Nobody else reacts to {}'s {}",
                self.who(*owner),
                self.action(*action)
            ),
            LinkResolving { owner, action } => {
                format!("{}'s {} resolves", self.who(*owner), self.action(*action))
            }
            LinkFailed { owner, action } => format!(
                "{}'s {} fails: it was made to fail",
                self.who(*owner),
                self.action(*action)
            ),
            LinkFizzled {
                owner,
                action,
                reason,
            } => {
                format!(
                    "{}'s {} does nothing: {reason}",
                    self.who(*owner),
                    self.action(*action)
                )
            }
            CheckRolled {
                who,
                target,
                action,
                outcome,
            } => {
                let t = &outcome.terms;
                let mut s = format!("{} rolls for {}", self.who(*who), self.action(*action));
                if let Some(target) = target {
                    s.push_str(&format!(" against {}", self.who(*target)));
                }
                s.push_str(&format!(": {} = {}", outcome.roll, outcome.roll.total()));
                if let Some((stat, v)) = t.co {
                    s.push_str(&format!(" {v:+} {stat}"));
                }
                if t.roll_bonus != 0 {
                    s.push_str(&format!(" {:+} bonus", t.roll_bonus));
                }
                s.push_str(&format!(
                    " → {} vs difficulty {}",
                    outcome.total, outcome.difficulty
                ));
                let mut parts = vec![format!("{}", t.base)];
                if let Some((stat, v)) = t.cd {
                    parts.push(format!("{v} {stat}"));
                }
                if t.limb_aim {
                    parts.push("2 aimed at a limb".into());
                }
                if parts.len() > 1 {
                    s.push_str(&format!(" ({})", parts.join(" + ")));
                }
                if outcome.success {
                    s.push_str(&format!(": success, S = {}", outcome.s));
                } else {
                    s.push_str(": failure");
                }
                s
            }
            Damaged {
                who,
                limb,
                amount,
                dr,
                dealt,
                total,
            } => {
                if *dealt == 0 {
                    format!(
                        "{} shrugs off {} damage (DR {dr})",
                        self.on(*who, *limb),
                        amount.value
                    )
                } else {
                    format!(
                        "{} takes {dealt} damage ({} rolled{}, DR {dr}); total damage {total}",
                        self.on(*who, *limb),
                        amount.value,
                        dice_note(amount)
                    )
                }
            }
            Healed {
                who,
                limb,
                amount,
                removed,
            } => {
                format!(
                    "{} is healed of {removed} damage ({} rolled{})",
                    self.on(*who, *limb),
                    amount.value,
                    dice_note(amount)
                )
            }
            WaitAdded { who, limb, points } => {
                format!("{} gets {points} wait points", self.on(*who, *limb))
            }
            PreparationGained { who, points } => {
                format!("{} gains {points} preparation points", self.who(*who))
            }
            Modified {
                who,
                stat,
                amount,
                duration,
            } => {
                format!(
                    "{} gets {amount:+} {stat} ({})",
                    self.who(*who),
                    describe_duration(duration)
                )
            }
            ModifierExpired { who, stat, amount } => {
                format!("{}'s {amount:+} {stat} wears off", self.who(*who))
            }
            LinkInterrupted { owner, action } => {
                format!(
                    "the hit breaks {}'s {}: it will fail",
                    self.who(*owner),
                    self.action(*action)
                )
            }
            LinkMadeToFail { by, owner, action } => {
                format!(
                    "{} makes {}'s {} fail",
                    self.who(*by),
                    self.who(*owner),
                    self.action(*action)
                )
            }
            TargetRedirected {
                by,
                owner,
                action,
                from,
            } => format!(
                "{} takes {}'s place as the target of {}'s {}",
                self.who(*by),
                self.who(*from),
                self.who(*owner),
                self.action(*action)
            ),
            LimbDisabled { who, limb } => format!(
                "{}'s {} is disabled",
                self.who(*who),
                self.limb(*who, *limb)
            ),
            LimbRestored { who, limb } => format!(
                "{}'s {} works again",
                self.who(*who),
                self.limb(*who, *limb)
            ),
            CombatantDown { who } => format!("{} is down", self.who(*who)),
            ItemEquipped { who, item } => format!("{} equips {}", self.who(*who), self.item(*item)),
            ItemStowed { who, item } => format!("{} stows {}", self.who(*who), self.item(*item)),
            ItemDropped {
                who,
                item,
                auto: true,
            } => {
                format!(
                    "{} drops {}: the limbs holding it are disabled",
                    self.who(*who),
                    self.item(*item)
                )
            }
            ItemDropped { who, item, .. } => format!(
                "{} drops {} to the ground",
                self.who(*who),
                self.item(*item)
            ),
            ItemDisabled { who, item } => format!(
                "{}'s {} stops working: its limbs are disabled",
                self.who(*who),
                self.item(*item)
            ),
            ItemPickedUp { who, item } => format!(
                "{} picks up and equips {}",
                self.who(*who),
                self.item(*item)
            ),
            ItemHandedOver { from, to, item } => {
                format!(
                    "{} hands {} over to {}",
                    self.who(*from),
                    self.item(*item),
                    self.who(*to)
                )
            }
            ItemActionFailed { who, item, reason } => {
                let what = item.map_or("the item", |i| self.item(i));
                format!("{} cannot move {what}: {reason}", self.who(*who))
            }
            ConsentGiven { giver, taker, item } => {
                format!(
                    "{} agrees to give {} to {}",
                    self.who(*giver),
                    self.item(*item),
                    self.who(*taker)
                )
            }
            ConsentRefused { giver, taker, item } => {
                format!(
                    "{} refuses to give {} to {}",
                    self.who(*giver),
                    self.item(*item),
                    self.who(*taker)
                )
            }
            NothingToDo { who, reasons } => {
                let reasons: Vec<String> = reasons.iter().map(Rejection::to_string).collect();
                format!(
                    "{} can do nothing and gives up the round ({})",
                    self.who(*who),
                    reasons.join("; ")
                )
            }
            DecisionRejected { who, reason } => {
                format!("Illegal choice for {}: {reason}", self.who(*who))
            }
            RoundEnded { round } => format!("Round {round} ends"),
            CombatEnded {
                winner,
                rounds,
                reason,
            } => match winner {
                Some(Side::Heroes) => format!("The heroes win after {rounds} rounds ({reason})"),
                Some(Side::Minions) => {
                    format!("The Dark Lord's minions win after {rounds} rounds ({reason})")
                }
                None => format!("Draw after {rounds} rounds ({reason})"),
            },
        }
    }

    fn item_ref(&self, item: &ItemRef) -> String {
        match item {
            ItemRef::Pack(i) | ItemRef::Worn(i) => self.item(*i).to_string(),
            ItemRef::Ground(g) => format!("the item on the ground #{g}"),
            ItemRef::Ally(who, i) => format!("{}'s {}", self.who(*who), self.item(*i)),
        }
    }
}

fn dice_note(amount: &AmountRoll) -> String {
    if amount.roll.dice.is_empty() {
        String::new()
    } else {
        format!(": {}", amount.roll)
    }
}

fn describe_duration(d: &Duration) -> String {
    match d {
        Duration::Rounds(1) => "this round".into(),
        Duration::Rounds(n) => format!("{n} rounds"),
        Duration::NextCheck => "for the next check".into(),
        Duration::UntilNextAction => "until its next action".into(),
        Duration::Combat => "for the rest of the combat".into(),
    }
}
