//! Every name and number a campaign save brings, checked before the campaign uses it: ids the
//! library knows, bodies of the right size, nodes the map has, numbers within bounds. A
//! hand-edited save is refused with the reason, never a panic or a wrapped number.

use crate::campaign::Journey;
use crate::content::Content;
use crate::content::bounds::{MAX_ATTRIBUTE, MAX_LEVEL};
use crate::content::campaign::Campaign;

/// Why the journey cannot be the one this campaign left, in words; `Ok` if it can be.
pub fn check_journey(j: &Journey, content: &Content, campaign: &Campaign) -> Result<(), String> {
    let nodes = campaign.nodes.len();
    let p = &j.progress;
    if p.attempts.len() != nodes || p.lost.len() != nodes {
        return Err(format!(
            "its map has {} nodes, the campaign's {nodes}",
            p.attempts.len()
        ));
    }
    let index_ok = |n: &usize| *n < nodes;
    if !(p.won.iter().all(index_ok) && p.open.iter().all(index_ok) && p.closed.iter().all(index_ok))
    {
        return Err(format!("it names a node beyond the map's {nodes}"));
    }
    if p.retreats > crate::content::campaign::resolve::MAX_RETREATS {
        return Err(format!(
            "{} retreats left is more than any campaign gives",
            p.retreats
        ));
    }
    let bound = MAX_ATTRIBUTE as u32;
    for h in &j.party.heroes {
        if h.kind.index() >= content.kinds.len() {
            return Err(format!("{}'s archetype is not in the library", h.name));
        }
        let parts = content.body(content.kind(h.kind).body).def.parts.len();
        if h.limbs.len() != parts {
            return Err(format!(
                "{} has damage on {} parts, and its body has {parts}",
                h.name,
                h.limbs.len()
            ));
        }
        if h.damage > bound || h.limbs.iter().any(|&d| d > bound) {
            return Err(format!("{}'s damage is beyond {bound}", h.name));
        }
        if h.advantages.len() > MAX_LEVEL as usize
            || h.advantages
                .iter()
                .any(|a| a.index() >= content.advantages.len())
        {
            return Err(format!(
                "{}'s advantages are not ones the library has",
                h.name
            ));
        }
        if h.actions.iter().any(|a| a.index() >= content.actions.len()) {
            return Err(format!("{} knows an action the library lacks", h.name));
        }
        if h.attributes
            .iter()
            .any(|&(_, n)| n.unsigned_abs() > MAX_ATTRIBUTE.unsigned_abs())
        {
            return Err(format!(
                "{}'s attribute changes are beyond ±{MAX_ATTRIBUTE}",
                h.name
            ));
        }
        let items = h.worn.iter().chain(&h.pack);
        if items.clone().any(|i| i.index() >= content.items.len()) || items.count() > 1000 {
            return Err(format!("{} carries an item the library lacks", h.name));
        }
    }
    if j.party
        .stash
        .iter()
        .any(|i| i.index() >= content.items.len())
        || j.party.stash.len() > 10_000
    {
        return Err("the stash holds an item the library lacks".into());
    }
    let mut names: Vec<&str> = j.party.heroes.iter().map(|h| h.name.as_str()).collect();
    names.sort();
    if names.windows(2).any(|w| w[0] == w[1]) {
        return Err("two heroes share a name".into());
    }
    Ok(())
}
