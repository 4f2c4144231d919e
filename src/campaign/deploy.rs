//! A campaign fight built from a level and the party: each chosen hero fills one of the level's
//! hero slots whole (kind, name, advantages, gear, wounds; the slot's `arrives` holds), the
//! guests fight as the level wrote them, and unfilled slots are left out.

use super::party::{Hero, Party};
use crate::combat::components::{CombatantId, Gear, Roster};
use crate::combat::state::{Fighter, Worn};
use crate::combat::{CombatState, new_combat};
use crate::content::campaign::FightNode;
use crate::content::{Content, Encounter, EncounterDef, Extra, Member, Objective, Side};
use crate::rules::Stat;

/// A fight ready to be installed, and which combatant each party hero is.
#[derive(Clone, Debug)]
pub struct Deployed {
    pub state: CombatState,
    pub roster: Roster,
    /// (party hero index, its combatant in the fight), in slot order.
    pub heroes: Vec<(usize, CombatantId)>,
}

/// The fight of `node` with the party heroes `chosen` (indices into `party.heroes`, at most as
/// many as the node has slots), on `seed`.
pub fn deploy(
    content: &Content,
    node: &FightNode,
    party: &Party,
    chosen: &[usize],
    seed: u64,
) -> Deployed {
    let mut encounter = node.level.clone();
    let filled = node.slots.len().min(chosen.len());
    for (&slot, &h) in node.slots.iter().zip(chosen) {
        let hero = &party.heroes[h];
        let arrives = encounter.members[slot].arrives;
        encounter.members[slot] = member_of(hero, arrives);
    }
    let unfilled: Vec<usize> = node.slots[filled..].to_vec();
    let kept = without_members(&mut encounter, &unfilled);
    let (mut state, roster) = new_combat(content, &encounter, seed);
    let mut heroes = Vec::new();
    for (&slot, &h) in node.slots.iter().zip(chosen) {
        let Some(index) = kept.iter().position(|&m| m == slot) else {
            continue;
        };
        let id = CombatantId(index as u8);
        carry_onto(content, &party.heroes[h], &mut state, id);
        heroes.push((h, id));
    }
    Deployed {
        state,
        roster,
        heroes,
    }
}

/// The hero as a level member: what `new_combat` needs; gear and wounds are written after.
fn member_of(hero: &Hero, arrives: u32) -> Member {
    Member {
        kind: hero.kind,
        side: Side::Heroes,
        name: hero.name.clone(),
        advantages: Some(hero.advantages.clone()),
        choices: Vec::new(),
        extra: Extra {
            attributes: hero.attributes.clone(),
            actions: hero.actions.clone(),
            ..Extra::default()
        },
        arrives,
    }
}

/// Leaves out the members at `remove`, keeping the goal on the same members; returns the old
/// index of each member kept.
fn without_members(encounter: &mut Encounter, remove: &[usize]) -> Vec<usize> {
    let kept: Vec<usize> = (0..encounter.members.len())
        .filter(|m| !remove.contains(m))
        .collect();
    let new_index = |old: usize| kept.iter().position(|&m| m == old);
    encounter.goal = match encounter.goal.clone() {
        Objective::DefeatLeader(m) => {
            new_index(m).map_or(Objective::DefeatAll, Objective::DefeatLeader)
        }
        // A protected hero is always a guest (the campaign check makes sure), so it is kept.
        Objective::Protect(m) => new_index(m).map_or(Objective::DefeatAll, Objective::Protect),
        other => other,
    };
    let mut index = 0;
    encounter.members.retain(|_| {
        let keep = !remove.contains(&index);
        index += 1;
        keep
    });
    kept
}

/// Writes the hero's wounds and gear onto its fighter: wounds first, so that gear for a limb
/// still out is carried in the pack instead of worn.
fn carry_onto(content: &Content, hero: &Hero, state: &mut CombatState, id: CombatantId) {
    let f = &mut state.fighters[id.index()];
    f.damage = hero.damage;
    for (part, &damage) in f.parts.iter_mut().zip(&hero.limbs) {
        part.damage = damage;
    }
    f.parts_damage_changed();
    f.gear = Gear {
        worn: Vec::new(),
        pack: hero.pack.clone(),
    };
    for &item in &hero.worn {
        match f.place(&content.item(item).def.parts) {
            Some(parts) => f.gear.worn.push(Worn::new(content, item, parts)),
            None => f.gear.pack.push(item),
        }
    }
}

/// The hero as it would start a fight, alone: its stats, gear and wounds as the rules see them
/// (for its HP, and for the policy's judgement of advantages and items).
pub fn fighter_of(content: &Content, hero: &Hero) -> Fighter {
    let encounter = Encounter {
        def: EncounterDef {
            name: String::new(),
            description: String::new(),
            level: 0,
            max_rounds: 1,
            heroes: Vec::new(),
            minions: Vec::new(),
            ground: Vec::new(),
            background: Default::default(),
            goal: Default::default(),
        },
        members: vec![member_of(hero, 0)],
        ground: Vec::new(),
        goal: Objective::DefeatAll,
    };
    let (mut state, _) = new_combat(content, &encounter, 0);
    carry_onto(content, hero, &mut state, CombatantId(0));
    state.fighters.swap_remove(0)
}

/// The hero's HP with its advantages, the file's changes and the items it would wear.
pub fn max_hp(content: &Content, hero: &Hero) -> i32 {
    fighter_of(content, hero).stat(content, Stat::HP)
}

/// Whether the hero can take part in a fight: alive, and its damage below its HP.
pub fn can_fight(content: &Content, hero: &Hero) -> bool {
    !hero.dead && i64::from(hero.total_damage()) < i64::from(max_hp(content, hero))
}
