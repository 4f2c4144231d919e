//! Invariants every step of every combat must keep, read from the state the step left and the
//! events it emitted, against what the checker remembers of the state before it: the AP cap,
//! one link per combatant, the round limit, only active combatants acting, the chain resolving
//! last-in first-out (R7.6), every reaction eligible by R7.2's numbers and cut below the needle
//! (R7.4), only Wait with wait points on the body card (R6.2), damage less DR (R4.1), healing
//! no more than the damage there (R4.3). The soak, the property tests and, when enabled, the
//! game's own pipeline check them after every step. Every message starts with its rule ID.

use super::chain::Chain;
use super::ctx::{AP_CAP, CombatState, Needle, RoundInfo};
use super::decision::{PendingDecision, Request};
use super::events::CombatEvent;
use super::state::{CombatantId, Fighter};
use crate::content::{ActionId, Content};
use bevy::prelude::Resource;

/// Turns the checks on in the pipeline, and collects what broke.
#[derive(Resource, Clone, Debug, Default)]
pub struct InvariantCheck {
    pub enabled: bool,
    pub steps_checked: u64,
    pub broken: Vec<String>,
    /// The state before the step under way.
    pub memory: Invariants,
}

/// The state a step left, as the checks read it.
#[derive(Clone, Copy)]
pub struct Now<'a> {
    pub fighters: &'a [Fighter],
    pub chain: &'a Chain,
    pub round: &'a RoundInfo,
    pub needle: u32,
    /// The question the rules ask next, if any.
    pub request: Option<&'a Request>,
}

impl<'a> Now<'a> {
    pub fn new(
        fighters: &'a [Fighter],
        chain: &'a Chain,
        round: &'a RoundInfo,
        needle: &Needle,
        pending: &'a PendingDecision,
    ) -> Self {
        Now {
            fighters,
            chain,
            round,
            needle: needle.0,
            request: pending.request.as_ref(),
        }
    }

    pub fn of(state: &'a CombatState) -> Self {
        Self::new(
            &state.fighters,
            &state.chain,
            &state.round,
            &state.needle,
            &state.pending,
        )
    }
}

/// One combatant as it stood before the step.
#[derive(Clone, Debug, Default)]
struct Before {
    ap: u32,
    prep: u32,
    wait: u32,
    active: bool,
    /// General damage, then each part's.
    damage: u32,
    part_damage: Vec<u32>,
}

/// What the checks remember of the state before the step under way. A fresh one (for each new
/// combat) knows nothing yet: its first step is checked only against the state it left.
#[derive(Clone, Debug, Default)]
pub struct Invariants {
    before: Vec<Before>,
    /// The chain's links, bottom to top.
    chain: Vec<(CombatantId, ActionId)>,
    primed: bool,
}

impl Invariants {
    /// Takes note of `now` as the state before the next step. `check` does it after each step;
    /// the pipeline also does it before each, since a script may change the state in between.
    pub fn remember(&mut self, content: &Content, now: Now) {
        self.before.resize_with(now.fighters.len(), Before::default);
        for (b, f) in self.before.iter_mut().zip(now.fighters) {
            b.ap = f.ap;
            b.prep = f.prep;
            b.wait = f.wait;
            b.active = f.active(content);
            b.damage = f.damage;
            b.part_damage.clear();
            b.part_damage.extend(f.parts.iter().map(|p| p.damage));
        }
        self.chain.clear();
        self.chain
            .extend(now.chain.links.iter().map(|l| (l.owner, l.action)));
        self.primed = true;
    }

    /// Everything wrong with the step that led from the remembered state to `now`, emitting
    /// `events`; then remembers `now` for the next step.
    pub fn check(&mut self, content: &Content, now: Now, events: &[CombatEvent]) -> Vec<String> {
        let mut broken = Vec::new();
        state_limits(content, now, &mut broken);
        reactors_below_the_needle(now, events, &mut broken);
        damage_less_dr(events, &mut broken);
        if self.primed && self.before.len() == now.fighters.len() {
            only_the_active_act(content, &self.before, now, events, &mut broken);
            last_in_first_out(&self.chain, now, events, &mut broken);
            reactors_were_eligible(&self.before, events, &mut broken);
            only_wait_while_waiting(content, &self.before, events, &mut broken);
            healing_at_most_the_damage(&self.before, events, &mut broken);
        }
        self.remember(content, now);
        broken
    }
}

/// R5.1, R7.2, R5.6: the AP cap, one link per combatant, the round limit; and nobody out of
/// the fight is asked to act or react.
fn state_limits(content: &Content, now: Now, broken: &mut Vec<String>) {
    for f in now.fighters {
        if f.ap > AP_CAP {
            broken.push(format!(
                "R5.1: combatant {}: AP level {} above {AP_CAP}",
                f.id.0, f.ap
            ));
        }
    }
    let owners: Vec<_> = now.chain.links.iter().map(|l| l.owner).collect();
    for (i, o) in owners.iter().enumerate() {
        if owners[..i].contains(o) {
            broken.push(format!("R7.2: combatant {} twice in the chain", o.0));
        }
    }
    if now.round.round > now.round.max_rounds {
        broken.push(format!(
            "R5.6: round {} past the limit {}",
            now.round.round, now.round.max_rounds
        ));
    }
    if let Some(Request::Act { actor: who, .. } | Request::React { reactor: who, .. }) = now.request
        && !now.fighters[who.index()].active(content)
    {
        broken.push(format!("R4.2: combatant {} asked to act while out", who.0));
    }
}

/// R4.2: whoever declares an action or reaction was active before the step and still is.
fn only_the_active_act(
    content: &Content,
    before: &[Before],
    now: Now,
    events: &[CombatEvent],
    broken: &mut Vec<String>,
) {
    for e in events {
        if let CombatEvent::ActionDeclared { who, .. } | CombatEvent::ReactionDeclared { who, .. } =
            e
            && !(before[who.index()].active && now.fighters[who.index()].active(content))
        {
            broken.push(format!("R4.2: combatant {} acted while out: {e:?}", who.0));
        }
    }
}

/// R7.6: each link that resolves is the top one. The chain before the step, plus the links the
/// step declared, less those it resolved, is the chain after it.
fn last_in_first_out(
    before: &[(CombatantId, ActionId)],
    now: Now,
    events: &[CombatEvent],
    broken: &mut Vec<String>,
) {
    let mut chain = before.to_vec();
    for e in events {
        match e {
            CombatEvent::ActionDeclared { who, action, .. }
            | CombatEvent::ReactionDeclared { who, action, .. } => chain.push((*who, *action)),
            CombatEvent::LinkResolving { owner, action } => match chain.pop() {
                Some(top) if top == (*owner, *action) => {}
                top => broken.push(format!(
                    "R7.6: combatant {}'s link {} resolved while the top of the chain was {top:?}",
                    owner.0, action.0
                )),
            },
            // R5.6: the combat ends with whatever is left unresolved.
            CombatEvent::CombatEnded { .. } => chain.clear(),
            _ => {}
        }
    }
    let after: Vec<_> = now
        .chain
        .links
        .iter()
        .map(|l| (l.owner, l.action))
        .collect();
    if after != chain {
        broken.push(format!(
            "R7.6: the chain holds {after:?}, but its events leave {chain:?}"
        ));
    }
}

/// R7.2, R6.2: a reactor had no wait points on its body card, and its AP level plus preparation
/// was above the AP level of the combatant whose link it answers.
fn reactors_were_eligible(before: &[Before], events: &[CombatEvent], broken: &mut Vec<String>) {
    for e in events {
        let CombatEvent::ReactionDeclared { who, answering, .. } = e else {
            continue;
        };
        let (me, owner) = (&before[who.index()], &before[answering.index()]);
        if me.ap + me.prep <= owner.ap {
            broken.push(format!(
                "R7.2: combatant {} reacted at {} + {} preparation, not above {}'s {}",
                who.0, me.ap, me.prep, answering.0, owner.ap
            ));
        }
        if me.wait > 0 {
            broken.push(format!(
                "R6.2: combatant {} reacted with {} wait points on its body card",
                who.0, me.wait
            ));
        }
    }
}

/// R7.4: after paying for a reaction, the reactor's AP level is below the needle (or 0).
fn reactors_below_the_needle(now: Now, events: &[CombatEvent], broken: &mut Vec<String>) {
    for e in events {
        if let CombatEvent::ReactionDeclared { who, .. } = e {
            let ap = now.fighters[who.index()].ap;
            if ap >= now.needle && ap > 0 {
                broken.push(format!(
                    "R7.4: combatant {} reacted and stays at AP level {ap}, not below the needle {}",
                    who.0, now.needle
                ));
            }
        }
    }
}

/// R6.2: with wait points on its body card, a combatant's only action is Wait.
fn only_wait_while_waiting(
    content: &Content,
    before: &[Before],
    events: &[CombatEvent],
    broken: &mut Vec<String>,
) {
    for e in events {
        if let CombatEvent::ActionDeclared { who, action, .. } = e {
            let wait = before[who.index()].wait;
            let def = content.action(*action);
            if wait > 0 && !def.while_waiting {
                broken.push(format!(
                    "R6.2: combatant {} used {} with {wait} wait points on its body card",
                    who.0, def.id
                ));
            }
        }
    }
}

/// R4.1: the damage dealt is the amount less DR, or nothing when that is 0 or less.
fn damage_less_dr(events: &[CombatEvent], broken: &mut Vec<String>) {
    for e in events {
        if let CombatEvent::Damaged {
            who,
            amount,
            dr,
            dealt,
            ..
        } = e
        {
            let due = (i64::from(amount.value) - i64::from(*dr)).max(0);
            if i64::from(*dealt) != due {
                broken.push(format!(
                    "R4.1: combatant {} was dealt {dealt} of {} less DR {dr}",
                    who.0, amount.value
                ));
            }
        }
    }
}

/// R4.3, R4.6: healing removes no more than it rolled, nor than the damage where it lands
/// (general damage, or the aimed limb's) as the step's earlier events left it.
fn healing_at_most_the_damage(before: &[Before], events: &[CombatEvent], broken: &mut Vec<String>) {
    let heals = |e: &CombatEvent| matches!(e, CombatEvent::Healed { .. });
    if !events.iter().any(heals) {
        return;
    }
    let mut damage: Vec<Before> = before.to_vec();
    for e in events {
        match e {
            CombatEvent::Damaged {
                who, limb, dealt, ..
            } => {
                if let Some(slot) = slot(&mut damage, *who, *limb) {
                    *slot += dealt;
                }
            }
            CombatEvent::Healed {
                who,
                limb,
                amount,
                removed,
            } => {
                let Some(slot) = slot(&mut damage, *who, *limb) else {
                    continue;
                };
                if *removed > *slot || i64::from(*removed) > i64::from(amount.value).max(0) {
                    broken.push(format!(
                        "R4.3: combatant {} was healed of {removed} (rolled {}) with {} damage there",
                        who.0, amount.value, *slot
                    ));
                }
                *slot = slot.saturating_sub(*removed);
            }
            _ => {}
        }
    }
}

/// Where damage on `who` (on `limb`, if given) is counted.
fn slot(damage: &mut [Before], who: CombatantId, limb: Option<u8>) -> Option<&mut u32> {
    let b = damage.get_mut(who.index())?;
    match limb {
        Some(l) => b.part_damage.get_mut(usize::from(l)),
        None => Some(&mut b.damage),
    }
}
