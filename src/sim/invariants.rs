//! Invariants that every step of every combat must keep. Checked after each pipeline step when
//! enabled (the soak command and tests turn it on).

use crate::combat::ctx::AP_CAP;
use crate::combat::world::FighterData;
use crate::combat::{Chain, CombatSet, CombatStep, RoundInfo};
use bevy::prelude::*;

/// Turns the checks on, and collects what broke.
#[derive(Resource, Clone, Debug, Default)]
pub struct InvariantCheck {
    pub enabled: bool,
    pub steps_checked: u64,
    pub broken: Vec<String>,
}

pub fn plugin(app: &mut App) {
    app.init_resource::<InvariantCheck>().add_systems(
        CombatStep,
        check
            .in_set(CombatSet::Record)
            .run_if(|c: Res<InvariantCheck>| c.enabled),
    );
}

/// Counts above this mean an unsigned value wrapped: "negative" damage, wait or preparation.
const IMPLAUSIBLE: u32 = 100_000;

fn check(
    mut inv: ResMut<InvariantCheck>,
    fighters: Query<FighterData>,
    chain: Res<Chain>,
    round: Res<RoundInfo>,
) {
    inv.steps_checked += 1;
    let mut broken = Vec::new();
    for f in fighters.iter() {
        let id = f.id.0;
        if f.ap.0 > AP_CAP {
            broken.push(format!(
                "combatant {id}: AP level {} above {AP_CAP}",
                f.ap.0
            ));
        }
        let limb_damage = f.body.0.iter().map(|p| p.damage).max().unwrap_or(0);
        let limb_wait = f.body.0.iter().map(|p| p.wait).max().unwrap_or(0);
        for (what, v) in [
            ("damage", f.damage.0),
            ("wait points", f.wait.0),
            ("preparation", f.prep.0),
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
    if round.max_rounds > 0 && round.round > round.max_rounds {
        broken.push(format!(
            "round {} past the limit {}",
            round.round, round.max_rounds
        ));
    }
    if !broken.is_empty() && inv.broken.len() < 100 {
        inv.broken.extend(broken);
    }
}
