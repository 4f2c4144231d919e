//! How dangerous each combatant is against its side's mean, for judgements that strike the
//! dangerous first (or wear the weak down).

use super::weights::ASSUMED_S;
use crate::combat::{CombatState, Fighter};
use crate::content::{Content, Effect, Side};
use crate::rules::Stat;

/// Each combatant's danger (its best damage per AP times its AP) against the mean of its side's
/// active combatants, raised to `threat`; all 1 when nobody can hurt, and none at all (read as
/// all 1, without an allocation per judge) when `threat` is 0.
pub(super) fn danger_table(state: &CombatState, content: &Content, threat: f32) -> Vec<f32> {
    if threat == 0.0 {
        return Vec::new();
    }
    let raw: Vec<f32> = state
        .fighters
        .iter()
        .map(|f| {
            if f.active(content) {
                damage_rate(f, content)
            } else {
                0.0
            }
        })
        .collect();
    let side_mean = |side: Side| {
        let (sum, n) = state
            .fighters
            .iter()
            .zip(&raw)
            .filter(|(f, _)| f.side == side && f.active(content))
            .fold((0.0, 0), |(sum, n), (_, &r)| (sum + r, n + 1));
        sum / n.max(1) as f32
    };
    let means = [side_mean(Side::Heroes), side_mean(Side::Minions)];
    state
        .fighters
        .iter()
        .zip(&raw)
        .map(|(f, &mine)| {
            let mean = means[usize::from(f.side == Side::Minions)];
            if mean > 0.0 && mine > 0.0 {
                (mine / mean).powf(threat)
            } else {
                1.0
            }
        })
        .collect()
}

/// The mean damage a combatant's best attack does per AP, times its AP level.
fn damage_rate(f: &Fighter, content: &Content) -> f32 {
    let best = crate::combat::options::repertoire(f, content)
        .iter()
        .map(|(a, _)| {
            let def = content.action(*a);
            let damage: f32 = def
                .effects
                .iter()
                .map(|e| match e {
                    Effect::Damage(amount) => amount.mean(ASSUMED_S).max(0.0),
                    _ => 0.0,
                })
                .sum();
            damage / def.cost.max(1) as f32
        })
        .fold(0.0, f32::max);
    best * f.stat(content, Stat::AP).max(1) as f32
}
