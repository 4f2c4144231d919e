//! One-step judgement: what each answer to a request is expected to do, from the real odds of
//! its checks and the mean of its amounts. Normal plays the best of these; Easy draws from them
//! weighted; Hard plays the best few forward.
//!
//! Values are in "combatants": taking a fresh enemy down is worth 1, a scratch a few hundredths
//! (see `condition`). They are positive when good for the deciding side.

mod answers;
mod danger;
mod health;
mod known;
mod odds;
mod overrides;
mod stakes;
mod value;
mod weights;

pub use weights::{Judgement, LIMB_LOSS, condition, condition_with};

use crate::combat::chain::Link;
use crate::combat::{CombatState, CombatantId, Decision, Fighter};
use crate::content::Content;
use crate::rules::Attributes;
use danger::danger_table;
use smallvec::SmallVec;
pub use stakes::stake;
use std::cell::{Cell, OnceCell};

/// An answer with what it is expected to bring.
#[derive(Clone, Debug)]
pub struct Scored {
    pub decision: Decision,
    /// Expected value for the decider's side.
    pub value: f32,
    /// AP it costs (with limb aims, R4.4).
    pub cost: u32,
    /// What Normal ranks by: value per AP for actions (over the AP raised to
    /// `Judgement::ap_exponent`), value net of the AP for reactions.
    pub score: f32,
}

/// The combat as the judge reads it.
pub struct Judge<'a> {
    pub content: &'a Content,
    pub fighters: &'a [Fighter],
    pub links: &'a [Link],
    pub needle: u32,
    pub judgement: Judgement,
    /// Per combatant, its danger against its side's mean raised to `judgement.threat`; empty
    /// when `threat` is 0 (every danger 1).
    danger: Vec<f32>,
    /// Per combatant, what the encounter's goal makes its condition weigh and what the judge
    /// has read of it so far: inline for the usual few, as a judge is made for every answer
    /// of every playout (a list allocated and freed each time was 4% of the judgement).
    slots: SmallVec<[Slot; 8]>,
    /// The last blow `harm` weighed, kept for the next: the same one on the next limb.
    last_hit: Cell<Option<Hit>>,
}

impl<'a> Judge<'a> {
    /// Normal's judge.
    pub fn new(state: &'a CombatState, content: &'a Content) -> Self {
        Self::with(state, content, Judgement::NORMAL)
    }

    /// A judge with the given weights (Hard's: `Judgement::HARD` for heroes, `HARD_DARK_LORD`
    /// and `HARD_GOAL` for the Dark Lord).
    pub fn with(state: &'a CombatState, content: &'a Content, judgement: Judgement) -> Self {
        Judge {
            content,
            fighters: &state.fighters,
            links: &state.chain.links,
            needle: state.needle.0,
            judgement,
            danger: danger_table(state, content, judgement.threat),
            slots: (0..state.fighters.len())
                .map(|i| Slot::new(stake(state, i, &judgement)))
                .collect(),
            last_hit: Cell::new(None),
        }
    }

    fn condition(&self, hp: i32, damage: i32) -> f32 {
        condition_with(self.judgement.up, hp, damage)
    }

    /// `f`'s danger (see `danger`).
    fn danger(&self, f: &Fighter) -> f32 {
        self.danger.get(f.id.index()).copied().unwrap_or(1.0)
    }

    fn f(&self, id: CombatantId) -> &Fighter {
        &self.fighters[id.index()]
    }
}

/// One combatant as the judge reads it.
struct Known {
    /// `Fighter::stats`: attributes with items and modifiers.
    pub stats: Attributes,
    /// `Fighter::active`.
    pub active: bool,
    /// `Fighter::total_damage`.
    pub dealt: u32,
    /// Its `condition` now (`condition_with` the judgement's `up`).
    pub whole: f32,
    /// The share of its HP it has already lost, 0 to 1.
    pub lost_share: f32,
}

/// One blow as `harm` weighs it: on whom (by index), what `Amount::mean` reads of the amount,
/// and the margin of success assumed.
#[derive(Clone, Copy, PartialEq)]
struct Blow {
    who: usize,
    dice: u32,
    flat: i32,
    s_times: i32,
    floor: Option<i32>,
    s: i32,
}

/// A blow's damage after DR and loss of condition at each of `harm`'s spreads, before any limb.
#[derive(Clone, Copy)]
struct Hit {
    blow: Blow,
    damage: [i32; 3],
    loss: [f32; 3],
}

/// Per combatant: what the goal makes its condition weigh, and what is filled when first asked.
struct Slot {
    pub stake: f32,
    known: OnceCell<Known>,
    /// Whether it has any reaction in its repertoire.
    reactive: OnceCell<bool>,
}

impl Slot {
    fn new(stake: f32) -> Self {
        Slot {
            stake,
            known: OnceCell::new(),
            reactive: OnceCell::new(),
        }
    }
}
