//! What the judge reads of each combatant, worked out once per judge: the judge weighs every
//! target and limb of every option, and asking a fighter for its stats each time (items in
//! effect, limbs, modifiers) was a tenth of a Hard playout. The same functions answer, once.

use super::Judge;
use crate::combat::Fighter;
use crate::rules::Attributes;
use std::cell::OnceCell;

/// One combatant as the judge reads it.
pub(super) struct Known {
    /// `Fighter::stats`: attributes with items and modifiers.
    pub stats: Attributes,
    /// `Fighter::active`.
    pub active: bool,
    /// `Fighter::total_damage`.
    pub dealt: u32,
}

/// Per combatant: what the goal makes its condition weigh, and what is filled when first asked.
pub(super) struct Slot {
    pub stake: f32,
    known: OnceCell<Known>,
    /// Whether it has any reaction in its repertoire.
    reactive: OnceCell<bool>,
}

impl Slot {
    pub fn new(stake: f32) -> Self {
        Slot {
            stake,
            known: OnceCell::new(),
            reactive: OnceCell::new(),
        }
    }
}

impl Judge<'_> {
    /// What the judge knows of `f`, worked out at the first question.
    pub(super) fn known(&self, f: &Fighter) -> &Known {
        self.slots[f.id.index()].known.get_or_init(|| Known {
            stats: f.stats(self.content),
            active: f.active(self.content),
            dealt: f.total_damage(),
        })
    }

    /// Whether `f` has reactions to pay for with preparation.
    pub(super) fn has_reactions(&self, f: &Fighter) -> bool {
        *self.slots[f.id.index()].reactive.get_or_init(|| {
            crate::combat::options::repertoire(f, self.content)
                .iter()
                .any(|(a, _)| self.content.action(*a).is_reaction())
        })
    }
}
