//! Invariants every step of every combat must keep. When enabled (the soak command and tests
//! turn it on), they are checked after each phase function, with the events it emitted.

use super::chain::Chain;
use super::ctx::{AP_CAP, RoundInfo};
use super::events::CombatEvent;
use super::state::Fighter;
use crate::content::Content;
use bevy::prelude::Resource;

/// Turns the checks on, and collects what broke.
#[derive(Resource, Clone, Debug, Default)]
pub struct InvariantCheck {
    pub enabled: bool,
    pub steps_checked: u64,
    pub broken: Vec<String>,
}

/// Counts above this mean an unsigned value wrapped: "negative" damage, wait or preparation.
const IMPLAUSIBLE: u32 = 1_000_000;

/// Everything wrong with the state after one step that emitted `events`.
pub fn check(
    content: &Content,
    fighters: &[Fighter],
    chain: &Chain,
    round: &RoundInfo,
    events: &[CombatEvent],
) -> Vec<String> {
    let mut broken = Vec::new();
    for f in fighters {
        let id = f.id.0;
        if f.ap > AP_CAP {
            broken.push(format!("combatant {id}: AP level {} above {AP_CAP}", f.ap));
        }
        let limb_damage = f.parts.iter().map(|p| p.damage).max().unwrap_or(0);
        let limb_wait = f.parts.iter().map(|p| p.wait).max().unwrap_or(0);
        for (what, v) in [
            ("damage", f.damage),
            ("wait points", f.wait),
            ("preparation", f.prep),
            ("limb damage", limb_damage),
            ("limb wait points", limb_wait),
        ] {
            if v > IMPLAUSIBLE {
                broken.push(format!("combatant {id}: {what} wrapped below zero ({v})"));
            }
        }
    }
    let owners: Vec<_> = chain.links.iter().map(|l| l.owner).collect();
    for (i, o) in owners.iter().enumerate() {
        if owners[..i].contains(o) {
            broken.push(format!("combatant {} twice in the chain", o.0));
        }
    }
    if round.round > round.max_rounds {
        broken.push(format!(
            "round {} past the limit {}",
            round.round, round.max_rounds
        ));
    }
    // Declaring and being hurt never happen in the same step, so a declarer must be active.
    for e in events {
        if let CombatEvent::ActionDeclared { who, .. } | CombatEvent::ReactionDeclared { who, .. } =
            e
            && !fighters[who.index()].active(content)
        {
            broken.push(format!("combatant {} acted while inactive", who.0));
        }
    }
    broken
}
