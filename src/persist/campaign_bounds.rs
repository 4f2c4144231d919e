//! Every name and number a campaign save brings, checked before the campaign uses it: ids the
//! library knows, bodies of the right size, nodes the map has, numbers within bounds. A
//! hand-edited save is refused with the reason, never a panic or a wrapped number.

use crate::campaign::{Journey, Pick};
use crate::content::Content;
use crate::content::bounds::{MAX_ATTRIBUTE, MAX_LEVEL};
use crate::content::campaign::Campaign;
use crate::content::campaign::NodeKind;

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
    check_picks(j, campaign)
}

/// Why a fight a campaign save holds, at node `at` with `heroes` among `combatants`, cannot be
/// one of this journey's, if it cannot be.
pub fn check_fight(
    at: usize,
    heroes: &[(usize, crate::combat::CombatantId)],
    combatants: usize,
    j: &Journey,
    campaign: &Campaign,
) -> Result<(), String> {
    let Some(NodeKind::Fight(node)) = campaign.nodes.get(at).map(|n| &n.kind) else {
        return Err(format!("its fight is at node {at}, not a fight of the map"));
    };
    if heroes.len() > node.slots.len() {
        return Err("its fight has more heroes than the level has places".into());
    }
    for &(h, id) in heroes {
        if h >= j.party.heroes.len() || id.index() >= combatants {
            return Err("its fight names a hero it does not have".into());
        }
    }
    Ok(())
}

/// Why the journey's pending choices cannot be this campaign's, if they cannot be.
pub fn check_picks(j: &Journey, campaign: &Campaign) -> Result<(), String> {
    if j.players == 0 || j.players > MAX_PLAYERS {
        return Err(format!("{} players is not 1 to {MAX_PLAYERS}", j.players));
    }
    let heroes = j.party.heroes.len();
    if j.pending.len() > 1000 {
        return Err(format!(
            "{} choices to make is more than any campaign gives",
            j.pending.len()
        ));
    }
    if let Some(h) = j.party.heroes.iter().find(|h| h.player >= j.players) {
        return Err(format!("{} answers to a player who is not there", h.name));
    }
    for (k, pick) in j.pending.iter().enumerate() {
        let fine = match pick {
            Pick::Advantage(h) => {
                *h < heroes
                    && j.party.heroes[*h].advantages.len() + j.owed_advantages(*h)
                        <= MAX_LEVEL as usize
            }
            Pick::Player(h) => *h < heroes,
            Pick::Reward { standing, .. } => {
                j.reward_options(campaign, k).is_some() && standing.iter().all(|&h| h < heroes)
            }
        };
        if !fine {
            return Err(format!(
                "its choice {} to make is not one this campaign offers",
                k + 1
            ));
        }
    }
    Ok(())
}

/// The most players a hot-seat campaign seats.
pub const MAX_PLAYERS: u8 = 8;
