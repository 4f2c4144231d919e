//! What the judge reads of each combatant, worked out once per judge: the judge weighs every
//! target and limb of every option, and asking a fighter for its stats each time (items in
//! effect, limbs, modifiers) was a tenth of a Hard playout. The same functions answer, once.

use super::{Judge, Known};
use crate::combat::Fighter;

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
