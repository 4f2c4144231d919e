//! Checks that a combat state read from a file only refers to what exists: every action, item,
//! kind and advantage in the content library, every combatant, limb, chain link and ground item
//! in the state. The rules index by these numbers, so a damaged or hand-edited file must be
//! refused here, with the reason, rather than crash the game later.

use super::bounds::{IMPLAUSIBLE, check_fighter, check_goal};
use super::error::{Damage, Thing};
use crate::combat::chain::Link;
use crate::combat::ctx::NEEDLE_START;
use crate::combat::decision::{TargetChoices, TiePurpose};
use crate::combat::{CombatState, CombatantId, Decision, ItemRef, Request, Roster, TargetPick};
use crate::content::{ActionId, AdvantageId, Content, ItemId};

/// Everything `state` refers to exists, and its numbers are within the rules' bounds.
pub fn check_state(state: &CombatState, roster: &Roster, content: &Content) -> Result<(), Damage> {
    let refs = Refs { state, content };
    let n = state.fighters.len();
    if n == 0 || n > usize::from(u8::MAX) {
        return Err(Damage::CombatantCount(n));
    }
    if roster.names.len() != n || roster.parts.len() != n {
        return Err(Damage::RosterSize {
            names: roster.names.len(),
            fighters: n,
        });
    }
    for (i, f) in state.fighters.iter().enumerate() {
        let at = |problem: Damage| Damage::Combatant {
            index: i,
            name: roster.names[i].clone(),
            problem: Box::new(problem),
        };
        if f.id.index() != i {
            return Err(at(Damage::Numbered(f.id.0)));
        }
        if f.kind.index() >= content.kinds.len() {
            return Err(at(Damage::UnknownKind(f.kind.0)));
        }
        if f.parts.is_empty() || f.parts.len() != roster.parts[i].len() {
            return Err(at(Damage::Parts));
        }
        for w in &f.gear.worn {
            refs.item(w.item).map_err(&at)?;
            if w.parts.is_empty() || w.parts.iter().any(|&p| usize::from(p) >= f.parts.len()) {
                return Err(at(Damage::WornOnMissingPart));
            }
        }
        f.gear
            .pack
            .iter()
            .try_for_each(|&i| refs.item(i))
            .map_err(&at)?;
        f.innate
            .iter()
            .try_for_each(|&a| refs.action(a))
            .map_err(&at)?;
        f.advantages
            .iter()
            .try_for_each(|&a| refs.advantage(a))
            .map_err(&at)?;
        // Only now that every item and advantage it wears is known can its stats be summed.
        check_fighter(f, content, &state.round).map_err(&at)?;
    }
    for g in &state.ground {
        refs.item(g.item)?;
    }
    if state.needle.0 > NEEDLE_START {
        return Err(Damage::Needle(state.needle.0));
    }
    let round = &state.round;
    if round.max_rounds == 0 || round.max_rounds > IMPLAUSIBLE || round.round > round.max_rounds {
        return Err(Damage::Rounds {
            round: round.round,
            max: round.max_rounds,
        });
    }
    if round.level > IMPLAUSIBLE {
        return Err(Damage::Level(round.level));
    }
    check_goal(round, n)?;
    round
        .fixed_advantages
        .iter()
        .try_for_each(|&w| refs.who(w))?;
    for (i, link) in state.chain.links.iter().enumerate() {
        refs.link(link, i).map_err(|e| Damage::Link {
            number: i + 1,
            problem: Box::new(e),
        })?;
    }
    if let Some(window) = &state.chain.window {
        if window.link >= state.chain.links.len() {
            return Err(Damage::WindowLink);
        }
        let asked = window.eligible.iter().chain(&window.passed);
        asked.chain(&window.chosen).try_for_each(|&w| refs.who(w))?;
    }
    let pending = &state.pending;
    if let Some(request) = &pending.request {
        refs.request(request)
            .map_err(|e| Damage::Question(Box::new(e)))?;
    }
    if let Some(answer) = &pending.answer {
        refs.decision(answer)?;
    }
    if let Some((who, act)) = &pending.suspended {
        refs.who(*who)?;
        refs.decision(act)?;
    }
    pending.refused.iter().try_for_each(|r| refs.item_ref(r))?;
    Ok(())
}

/// Every id in a decision exists (a replay's decisions are checked by the rules as they are
/// given; this is for answers stored inside a state).
pub fn check_decision(
    decision: &Decision,
    state: &CombatState,
    content: &Content,
) -> Result<(), Damage> {
    Refs { state, content }.decision(decision)
}

struct Refs<'a> {
    state: &'a CombatState,
    content: &'a Content,
}

impl Refs<'_> {
    fn action(&self, id: ActionId) -> Result<(), Damage> {
        in_range(id.index(), self.content.actions.len(), Thing::Action, id.0)
    }

    fn item(&self, id: ItemId) -> Result<(), Damage> {
        in_range(id.index(), self.content.items.len(), Thing::Item, id.0)
    }

    fn advantage(&self, id: AdvantageId) -> Result<(), Damage> {
        in_range(
            id.index(),
            self.content.advantages.len(),
            Thing::Advantage,
            id.0,
        )
    }

    fn source(&self, id: Option<ItemId>) -> Result<(), Damage> {
        id.map_or(Ok(()), |i| self.item(i))
    }

    fn who(&self, id: CombatantId) -> Result<(), Damage> {
        in_range(
            id.index(),
            self.state.fighters.len(),
            Thing::Combatant,
            u16::from(id.0),
        )
    }

    fn limb(&self, who: CombatantId, limb: u8) -> Result<(), Damage> {
        self.who(who)?;
        let parts = self.state.fighters[who.index()].parts.len();
        in_range(usize::from(limb), parts, Thing::Part, u16::from(limb))
    }

    fn pick(&self, pick: &TargetPick) -> Result<(), Damage> {
        self.who(pick.who)?;
        pick.limb.map_or(Ok(()), |l| self.limb(pick.who, l))
    }

    fn item_ref(&self, r: &ItemRef) -> Result<(), Damage> {
        match r {
            ItemRef::Pack(i) | ItemRef::Worn(i) => self.item(*i),
            ItemRef::Ally(who, i) => self.who(*who).and_then(|()| self.item(*i)),
            // A ground item that has gone is an option no longer there, which the rules handle.
            ItemRef::Ground(_) => Ok(()),
        }
    }

    fn link(&self, link: &Link, index: usize) -> Result<(), Damage> {
        self.who(link.owner)?;
        self.action(link.action)?;
        self.source(link.source)?;
        link.targets.iter().try_for_each(|t| self.pick(t))?;
        link.item.as_ref().map_or(Ok(()), |r| self.item_ref(r))?;
        link.reacted.iter().try_for_each(|&w| self.who(w))?;
        // The owner's own limbs the action uses.
        link.limbs
            .iter()
            .try_for_each(|&l| self.limb(link.owner, l))?;
        match link.answers {
            Some(answered) if answered >= index => Err(Damage::AnswersLaterLink),
            _ => Ok(()),
        }
    }

    fn decision(&self, decision: &Decision) -> Result<(), Damage> {
        match decision {
            Decision::Advantage(a) => self.advantage(*a),
            Decision::Act {
                action,
                source,
                targets,
                item,
            } => {
                self.action(*action)?;
                self.source(*source)?;
                targets.iter().try_for_each(|t| self.pick(t))?;
                item.as_ref().map_or(Ok(()), |r| self.item_ref(r))
            }
            Decision::React { action, source } => {
                self.action(*action)?;
                self.source(*source)
            }
            Decision::Choose(who) => self.who(*who),
            Decision::Pass | Decision::Consent(_) | Decision::Concede(_) => Ok(()),
        }
    }

    fn request(&self, request: &Request) -> Result<(), Damage> {
        match request {
            Request::Advantage { hero, options, .. } => {
                self.who(*hero)?;
                options.iter().try_for_each(|&a| self.advantage(a))
            }
            Request::Act {
                actor,
                options,
                unavailable,
            } => {
                self.who(*actor)?;
                for o in options {
                    self.action(o.action)?;
                    self.source(o.source)?;
                    match &o.targets {
                        TargetChoices::None => {}
                        TargetChoices::Combatants { candidates, .. } => {
                            for c in candidates {
                                c.limbs.iter().try_for_each(|&l| self.limb(c.who, l))?;
                                self.who(c.who)?;
                            }
                        }
                        TargetChoices::Items(items) => {
                            items.iter().try_for_each(|(r, _)| self.item_ref(r))?;
                        }
                    }
                }
                for u in unavailable {
                    self.action(u.action)?;
                    self.source(u.source)?;
                }
                Ok(())
            }
            Request::React {
                reactor,
                link,
                options,
                unavailable,
            } => {
                self.who(*reactor)?;
                if *link >= self.state.chain.links.len() {
                    return Err(Damage::ReactionToMissingLink);
                }
                let sources = options.iter().map(|o| (o.action, o.source));
                let greyed = unavailable.iter().map(|u| (u.action, u.source));
                for (action, source) in sources.chain(greyed) {
                    self.action(action)?;
                    self.source(source)?;
                }
                Ok(())
            }
            Request::TieBreak { tied, purpose, .. } => {
                if tied.is_empty() {
                    return Err(Damage::EmptyTieBreak);
                }
                let _: TiePurpose = *purpose;
                tied.iter().try_for_each(|&w| self.who(w))
            }
            Request::Consent {
                giver, taker, item, ..
            } => {
                self.who(*giver)?;
                self.who(*taker)?;
                self.item(*item)
            }
        }
    }
}

fn in_range(index: usize, len: usize, what: Thing, id: u16) -> Result<(), Damage> {
    if index < len {
        Ok(())
    } else {
        Err(Damage::Missing { what, id, len })
    }
}
