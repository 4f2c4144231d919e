//! A fight's end read back into the party: each hero's wounds and gear as the fight left them,
//! who fell (and what became of them), and the spoils of a won fight.

use super::deploy::{Deployed, max_hp};
use super::party::Party;
use crate::combat::CombatState;
use crate::content::campaign::Fallen;
use crate::content::{Content, ItemId};
use serde::{Deserialize, Serialize};

/// What one fight did to the party, for the result screen and the headless line.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Aftermath {
    /// Heroes (by name) down at the fight's end.
    pub fell: Vec<String>,
    /// Of those, the ones gone for good.
    pub died: Vec<String>,
    /// Items gathered into the stash: what lay on the ground, and the gear of the dead.
    pub spoils: Vec<ItemId>,
}

/// Writes the end of the fight `end` (deployed as `deployed`) back into `party`. `won`: the
/// heroes won it, so the ground's items and the dead's gear are theirs.
pub fn read_back(
    content: &Content,
    party: &mut Party,
    deployed: &Deployed,
    end: &CombatState,
    won: bool,
    fallen: Fallen,
) -> Aftermath {
    let mut after = Aftermath::default();
    for &(h, id) in &deployed.heroes {
        let Some(f) = end.fighters.get(id.index()) else {
            continue;
        };
        let down = !f.coming() && !f.active(content);
        let hero = &mut party.heroes[h];
        hero.fights = hero.fights.saturating_add(1);
        hero.damage = f.damage;
        for (d, part) in hero.limbs.iter_mut().zip(&f.parts) {
            *d = part.damage;
        }
        hero.worn = f.gear.worn.iter().map(|w| w.item).collect();
        hero.pack = f.gear.pack.clone();
        if !down {
            continue;
        }
        after.fell.push(hero.name.clone());
        match fallen {
            Fallen::Recover => {
                let hp = u32::try_from(max_hp(content, hero)).unwrap_or(0);
                hero.cut_damage_to(hp);
            }
            Fallen::Dead => {
                hero.dead = true;
                after.died.push(hero.name.clone());
                let gear: Vec<ItemId> = hero.worn.drain(..).chain(hero.pack.drain(..)).collect();
                if won {
                    after.spoils.extend(gear);
                }
            }
        }
    }
    if won {
        after.spoils.extend(end.ground.iter().map(|g| g.item));
    }
    party.stash.extend(after.spoils.iter().copied());
    after
}
