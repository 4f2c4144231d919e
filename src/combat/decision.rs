//! Decisions: what the rules ask a controller (with every legal option) and what it answers.

use super::chain::{ItemRef, TargetPick};
use super::rejection::Rejection;
use super::state::CombatantId;
use crate::content::{ActionId, AdvantageId, ItemId, Side};
use bevy::prelude::Resource;
use serde::{Deserialize, Serialize};
use smallvec::SmallVec;
use std::fmt;

/// The limbs a target may be aimed at, inline up to sixteen: the size of a `Vec`, without
/// its allocation (`short_list`).
pub type AimableLimbs = SmallVec<[u8; 16]>;
/// The items an equipment action may move, with what each would cost: inline when one, again
/// the size of a `Vec`. (Longer inline lists would make every option larger, and a request's
/// list of options a large allocation, which costs more than the small ones it saves.)
pub type ItemChoices = SmallVec<[(ItemRef, u32); 1]>;

/// An action the combatant may take now, with what it may aim at.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ActOption {
    pub action: ActionId,
    /// The worn item granting it (R3.3).
    pub source: Option<ItemId>,
    /// AP cost before any limb aim (+1 per aimed target, R4.4).
    pub cost: u32,
    pub targets: TargetChoices,
}

/// What an option may target.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TargetChoices {
    None,
    /// Between 1 and `max` distinct candidates (R9.3, R10.3); each may be aimed at one of
    /// its listed limbs.
    Combatants {
        max: u32,
        candidates: Vec<Candidate>,
    },
    /// One of these items (R8.4), each with the cost it would take.
    Items(#[serde(with = "super::short_list")] ItemChoices),
}

/// A combatant an action may target, and the limbs it may be aimed at (R4.4).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Candidate {
    pub who: CombatantId,
    #[serde(with = "super::short_list")]
    pub limbs: AimableLimbs,
}

/// A reaction the combatant may take now.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ReactOption {
    pub action: ActionId,
    pub source: Option<ItemId>,
    pub cost: u32,
}

/// Something the combatant has but cannot use now, and why (shown greyed in the UI).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Unavailable {
    pub action: ActionId,
    pub source: Option<ItemId>,
    pub reason: Rejection,
}

/// Why a tie-break is asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TiePurpose {
    /// Who acts at this opportunity (R5.3).
    Opportunity,
    /// Who is asked first in this reaction window (R7.3).
    Window,
}

/// A question to a controller.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Request {
    /// R10.1: pick one more advantage for this hero.
    Advantage {
        hero: CombatantId,
        remaining: u32,
        options: Vec<AdvantageId>,
    },
    /// R5.4: the combatant with the opportunity picks an action.
    Act {
        actor: CombatantId,
        options: Vec<ActOption>,
        unavailable: Vec<Unavailable>,
    },
    /// R7.3: react to the link at `link`, or pass.
    React {
        reactor: CombatantId,
        link: usize,
        options: Vec<ReactOption>,
        unavailable: Vec<Unavailable>,
    },
    /// R5.3: the side's controller chooses among tied combatants.
    TieBreak {
        side: Side,
        tied: Vec<CombatantId>,
        purpose: TiePurpose,
    },
    /// R3.5: does the ally agree to hand over its item?
    Consent {
        giver: CombatantId,
        taker: CombatantId,
        item: ItemId,
    },
}

/// Whether an answer fits a request is `Request::allows`, in `validate.rs`.
impl Request {
    /// The combatant whose controller answers.
    pub fn decider(&self) -> CombatantId {
        match self {
            Request::Advantage { hero, .. } => *hero,
            Request::Act { actor, .. } => *actor,
            Request::React { reactor, .. } => *reactor,
            Request::TieBreak { tied, .. } => tied[0],
            Request::Consent { giver, .. } => *giver,
        }
    }
}

/// A controller's answer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Decision {
    Advantage(AdvantageId),
    Act {
        action: ActionId,
        source: Option<ItemId>,
        targets: Vec<TargetPick>,
        item: Option<ItemRef>,
    },
    React {
        action: ActionId,
        source: Option<ItemId>,
    },
    Pass,
    Choose(CombatantId),
    Consent(bool),
    /// This side's player gives up the fight: the other side wins now. A player's choice, not
    /// a combatant's: any request takes it, whoever it asks; the AI never makes it.
    Concede(Side),
}

/// The question waiting for an answer, and the answer once given.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PendingDecision {
    pub request: Option<Request>,
    pub answer: Option<Decision>,
    /// Counts requests, so a controller can tell a new question from an old one.
    pub serial: u64,
    /// An act waiting for the ally's consent (R3.5).
    pub suspended: Option<(CombatantId, Decision)>,
    /// Hand-overs refused during this opportunity, not offered again until it ends.
    pub refused: Vec<ItemRef>,
    /// The emptied lists of answered requests, for the next one (memory, not state).
    #[serde(skip)]
    pub spare: SpareLists,
}

impl PendingDecision {
    pub fn ask(&mut self, request: Request) {
        self.request = Some(request);
        self.answer = None;
        self.serial += 1;
    }
}

// The lists of an answered request, kept empty for the next request to fill: nearly every step
// of a combat asks a question whose options, candidates and greyed-out actions were, each, an
// allocation of its own, freed once answered. Memory only: what the lists hold is built anew
// each time, in the same order, so nothing a player or the log sees depends on it. Here, beside
// the `PendingDecision` that holds it.

/// Candidate lists kept at most: a repertoire holds a few kinds of aim.
const CANDIDATE_LISTS: usize = 8;

/// Empty lists with room, from requests answered before. Not part of the combat: it is not
/// saved, compares equal to any other, and a copied state starts without any (the AI copies
/// states by the thousand and would copy the room for nothing).
#[derive(Default)]
pub struct SpareLists {
    pub options: Vec<ActOption>,
    pub reactions: Vec<ReactOption>,
    pub unavailable: Vec<Unavailable>,
    candidates: Vec<Vec<Candidate>>,
}

impl SpareLists {
    /// Keeps the lists of an answered request, emptied.
    pub fn keep(&mut self, request: Request) {
        match request {
            Request::Act {
                mut options,
                unavailable,
                ..
            } => {
                for option in options.drain(..) {
                    if let TargetChoices::Combatants { candidates, .. } = option.targets {
                        self.keep_candidates(candidates);
                    }
                }
                self.options = options;
                self.keep_unavailable(unavailable);
            }
            Request::React {
                mut options,
                unavailable,
                ..
            } => {
                options.clear();
                self.reactions = options;
                self.keep_unavailable(unavailable);
            }
            _ => {}
        }
    }

    fn keep_unavailable(&mut self, mut unavailable: Vec<Unavailable>) {
        unavailable.clear();
        self.unavailable = unavailable;
    }

    /// Keeps a candidate list, emptied.
    pub fn keep_candidates(&mut self, mut candidates: Vec<Candidate>) {
        if self.candidates.len() < CANDIDATE_LISTS {
            candidates.clear();
            self.candidates.push(candidates);
        }
    }

    /// An empty candidate list, with room for `room` when a new one is made.
    pub fn candidates(&mut self, room: usize) -> Vec<Candidate> {
        self.candidates
            .pop()
            .unwrap_or_else(|| Vec::with_capacity(room))
    }

    /// Puts `lists`, taken from `slot` with `mem::take` for an options call, back in it. What
    /// `take` left there is empty (nothing writes the slot meanwhile) and holds no memory:
    /// forgotten rather than dropped, which walked its four empty lists at every opportunity.
    pub fn put_back(slot: &mut SpareLists, lists: SpareLists) {
        debug_assert!(
            slot.options.capacity() == 0
                && slot.reactions.capacity() == 0
                && slot.unavailable.capacity() == 0
                && slot.candidates.capacity() == 0,
            "the slot was written while its lists were out"
        );
        std::mem::forget(std::mem::replace(slot, lists));
    }
}

impl Clone for SpareLists {
    fn clone(&self) -> Self {
        SpareLists::default()
    }
}

impl PartialEq for SpareLists {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

impl Eq for SpareLists {}

impl fmt::Debug for SpareLists {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("SpareLists")
    }
}
