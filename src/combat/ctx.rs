//! The combat's whole state as one plain value, and the borrowed view the phase functions take.
//! Systems build a `Ctx` from components and resources; the AI and saves build it from a
//! `CombatState`. Either way the same functions apply the rules.

use super::chain::Chain;
use super::decision::{PendingDecision, Request};
use super::events::CombatEvent;
use super::phase::CombatPhase;
use super::rng::CombatRng;
use super::state::{CombatantId, Fighter, GroundItem};
use crate::content::{Content, Side};
use bevy::prelude::Resource;
use serde::{Deserialize, Serialize};

/// The needle (R5.2).
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Needle(pub u32);

impl Default for Needle {
    fn default() -> Self {
        Needle(NEEDLE_START)
    }
}

/// R5.2: the needle starts each round at 15; R5.1: AP levels are capped at 15.
pub const NEEDLE_START: u32 = 15;
pub const AP_CAP: u32 = 15;

/// Round bookkeeping and the encounter's fixed numbers.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundInfo {
    pub round: u32,
    pub max_rounds: u32,
    /// R10.1: advantages per hero.
    pub level: u32,
    /// Heroes whose advantages the encounter fixed.
    pub fixed_advantages: Vec<CombatantId>,
    pub next_ground_id: u16,
    /// Set when the combat ends.
    pub outcome: Option<Outcome>,
    /// What wins this encounter (`goal:`).
    #[serde(default)]
    pub goal: crate::content::Objective,
}

/// How a combat ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    pub winner: Option<Side>,
    pub rounds: u32,
    /// How it ended, as the rules decided when it did.
    pub ending: super::ending::Ending,
}

/// `Reads::active_flags`: whether each combatant is active, by index.
pub type ActiveFlags = smallvec::SmallVec<[bool; 32]>;

/// Whether each of `fighters` is active, by index (`Reads::active_flags`).
/// Pushed one by one: collected, it went through smallvec's generic `extend`, and that
/// instance changed how the window's code was inlined (1.3% more of the plain engine).
pub fn active_flags(fighters: &[Fighter], content: &Content) -> ActiveFlags {
    let mut flags = ActiveFlags::new();
    for f in fighters {
        flags.push(f.active(content));
    }
    flags
}

/// Everything the rules change, borrowed. Phase functions take this.
pub struct Ctx<'a> {
    pub content: &'a Content,
    pub fighters: &'a mut Vec<Fighter>,
    pub ground: &'a mut Vec<GroundItem>,
    pub needle: &'a mut Needle,
    pub round: &'a mut RoundInfo,
    pub chain: &'a mut Chain,
    pub pending: &'a mut PendingDecision,
    pub rng: &'a mut CombatRng,
    pub events: &'a mut Vec<CombatEvent>,
    /// The phase to go to next, if it changes.
    pub next: Option<CombatPhase>,
}

impl Ctx<'_> {
    pub fn emit(&mut self, event: CombatEvent) {
        self.events.push(event);
    }

    pub fn go(&mut self, phase: CombatPhase) {
        self.next = Some(phase);
    }

    pub fn ask(&mut self, request: Request) {
        self.pending.ask(request);
        self.go(CombatPhase::AwaitDecision);
    }

    pub fn f(&self, id: CombatantId) -> &Fighter {
        &self.fighters[id.index()]
    }

    pub fn f_mut(&mut self, id: CombatantId) -> &mut Fighter {
        &mut self.fighters[id.index()]
    }

    pub fn active(&self, id: CombatantId) -> bool {
        self.f(id).active(self.content)
    }

    pub fn active_ids(&self) -> Vec<CombatantId> {
        self.fighters
            .iter()
            .filter(|f| f.active(self.content))
            .map(|f| f.id)
            .collect()
    }
}

/// The whole combat as one value: what a save holds and what the AI plays forward on.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct CombatState {
    pub fighters: Vec<Fighter>,
    pub ground: Vec<GroundItem>,
    pub needle: Needle,
    pub round: RoundInfo,
    pub chain: Chain,
    pub pending: PendingDecision,
    pub rng: CombatRng,
    pub phase: CombatPhase,
}

impl CombatState {
    /// How the combat ended; `None` while it goes on.
    pub fn ending(&self) -> Option<super::ending::Ending> {
        self.round.outcome.as_ref().map(|o| o.ending)
    }

    /// Borrows the state for the phase functions; events go to `events`.
    pub fn ctx<'a>(
        &'a mut self,
        content: &'a Content,
        events: &'a mut Vec<CombatEvent>,
    ) -> Ctx<'a> {
        Ctx {
            content,
            fighters: &mut self.fighters,
            ground: &mut self.ground,
            needle: &mut self.needle,
            round: &mut self.round,
            chain: &mut self.chain,
            pending: &mut self.pending,
            rng: &mut self.rng,
            events,
            next: None,
        }
    }
}
