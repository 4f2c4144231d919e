//! Whom a chance is weighed against, in words, for the ability card and the action bar alike:
//! a foe ("56% vs Goblin"), the most hurt ally for what only allies receive ("39% on Jade
//! Mistress"), or nobody while nobody is hurt ("39% to work"): a heal weighed against an enemy
//! says nothing a player means.

use crate::combat::CombatantId;
use crate::content::Side;
use crate::ui::snapshot::Snapshot;

/// The most hurt of `among` still in the fight; among equals the first in the roster, so that
/// the card and the bar name the same ally.
pub fn most_hurt(
    snap: &Snapshot,
    among: impl IntoIterator<Item = CombatantId>,
) -> Option<CombatantId> {
    among
        .into_iter()
        .map(|id| snap.fighter(id))
        .filter(|f| f.active(&snap.content) && f.total_damage() > 0)
        .max_by_key(|f| (f.total_damage(), std::cmp::Reverse(f.id.index())))
        .map(|f| f.id)
}

/// "56% vs Goblin" against a foe of `me`'s side, "39% on Jade Mistress" on a friend, "39% to
/// work" on nobody.
pub fn chance_words(
    snap: &Snapshot,
    me: Side,
    chance: &str,
    target: Option<CombatantId>,
) -> String {
    match target {
        Some(t) if snap.fighter(t).side == me => format!("{chance} on {}", snap.name(t)),
        Some(t) => format!("{chance} vs {}", snap.name(t)),
        None => format!("{chance} to work"),
    }
}
