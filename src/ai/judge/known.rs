//! What the judge reads of each combatant, worked out once per judge: the judge weighs every
//! target and limb of every option, and asking a fighter for its stats each time (items in
//! effect, limbs, modifiers) was a tenth of a Hard playout. The same functions answer, once.

use super::{Judge, Known};
use crate::combat::Fighter;
use crate::combat::usable::any_action;
use crate::rules::Stat;

impl Judge<'_> {
    /// What the judge knows of `f`, worked out at the first question.
    pub(super) fn known(&self, f: &Fighter) -> &Known {
        self.slots[f.id.index()].known.get_or_init(|| {
            let stats = f.stats(self.content);
            let dealt = f.total_damage();
            let hp = stats.get(Stat::HP);
            Known {
                stats,
                active: f.active(self.content),
                dealt,
                // Every hit on `f` starts from these two: asked once, not at every target's
                // every option.
                whole: self.condition(hp, dealt as i32),
                lost_share: (dealt as f32 / hp.max(1) as f32).min(1.0),
            }
        })
    }

    /// Whether `f` has reactions to pay for with preparation: its repertoire asked in place
    /// (`usable::any_action`), without gathering the list (gathered, it was a tenth of a Hard
    /// playout's judgement).
    pub(super) fn has_reactions(&self, f: &Fighter) -> bool {
        *self.slots[f.id.index()]
            .reactive
            .get_or_init(|| any_action(f, self.content, |a| self.content.action(a).is_reaction()))
    }
}
