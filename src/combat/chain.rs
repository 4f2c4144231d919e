//! The reaction chain (R7): a stack of links, each an action or a reaction waiting to resolve.

use super::state::CombatantId;
use crate::content::{ActionId, ItemId};
use bevy::prelude::Resource;
use serde::{Deserialize, Serialize};
use smallvec::SmallVec;

/// A link's targets: inline up to four, the size of a `Vec` (`short_list`).
pub type Targets = SmallVec<[TargetPick; 4]>;
/// A link's limbs: inline up to sixteen, the size of a `Vec`.
pub type LinkLimbs = SmallVec<[u8; 16]>;
/// The combatants a window asks or has asked, or who reacted to a link: inline up to
/// sixteen, the size of a `Vec`.
pub type Asked = SmallVec<[CombatantId; 16]>;

/// A combatant picked as a target, optionally aimed at one of its limbs (R4.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct TargetPick {
    pub who: CombatantId,
    pub limb: Option<u8>,
}

/// The item an equipment action moves (R8.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ItemRef {
    /// In the actor's pack (equip).
    Pack(ItemId),
    /// Equipped by the actor (stow, drop).
    Worn(ItemId),
    /// Lying on the ground, by ground id (pick up).
    Ground(u16),
    /// Equipped by an ally (take from a willing ally, R3.5).
    Ally(CombatantId, ItemId),
}

/// One action or reaction in the chain.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Link {
    pub owner: CombatantId,
    pub action: ActionId,
    /// The worn item that grants the action, if any (R3.3).
    pub source: Option<ItemId>,
    #[serde(with = "super::short_list")]
    pub targets: Targets,
    pub item: Option<ItemRef>,
    /// The owner's limbs the action uses (R3.3, R3.8), by part index.
    #[serde(with = "super::short_list")]
    pub limbs: LinkLimbs,
    /// For a reaction: the index of the link it answers.
    pub answers: Option<usize>,
    /// Made to fail by a reaction; it still resolves, as a failure (R7.6).
    pub failed: bool,
    /// Its window must open before it resolves: when pushed, and again whenever a link above it
    /// has resolved since (R7.5, R7.6).
    pub needs_window: bool,
    /// Whether its window has opened before (the next one is a re-opening).
    pub had_window: bool,
    /// Who has reacted to this link (R7.2: not twice to the same link). Inline: the first
    /// reaction to a link otherwise allocated, and every copy of a chain for the AI with it.
    #[serde(with = "super::short_list")]
    pub reacted: Asked,
}

/// An open reaction window on a link (R7.2, R7.3).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Window {
    pub link: usize,
    /// Eligible when the window opened, in priority order.
    #[serde(with = "super::short_list")]
    pub eligible: Asked,
    /// Already asked in this opening: they passed.
    #[serde(with = "super::short_list")]
    pub passed: Asked,
    /// Chosen by a tie-break to be asked next (R5.3).
    pub chosen: Option<CombatantId>,
}

/// The chain resource: unresolved links bottom to top, and the window open on the top one.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Chain {
    pub links: Vec<Link>,
    pub window: Option<Window>,
}

impl Chain {
    /// R7.2: combatants whose links are still unresolved are in the chain.
    pub fn contains(&self, who: CombatantId) -> bool {
        self.links.iter().any(|l| l.owner == who)
    }

    pub fn is_empty(&self) -> bool {
        self.links.is_empty()
    }
}
