//! Starting a combat: an encounter becomes fighters (plain state), then entities and resources.
//! `capture` reads them back, for saves and the AI's look-ahead.

use super::chain::Chain;
use super::components::*;
use super::ctx::{CombatState, Needle, RoundInfo};
use super::decision::PendingDecision;
use super::events::CombatEvent;
use super::log::CombatLog;
use super::phase::CombatPhase;
use super::record::Recording;
use super::rng::CombatRng;
use super::state::{Fighter, GroundItem, PartState, Worn};
use super::world::{FighterData, StepProgress, fighter_from, ground_item_bundle};
use crate::content::{Content, Encounter};
use bevy::prelude::*;
use bevy::state::state::FreelyMutableState;
use std::sync::Arc;

/// A fresh combat for an encounter and seed, before advantages are picked.
pub fn new_combat(content: &Content, encounter: &Encounter, seed: u64) -> (CombatState, Roster) {
    let state = new_state(content, encounter, seed);
    let roster = Roster {
        encounter: encounter.def.name.clone(),
        seed,
        background: encounter.def.background.clone(),
        names: encounter.members.iter().map(|m| m.name.clone()).collect(),
        parts: state
            .fighters
            .iter()
            .map(|f| f.parts.iter().map(|p| String::from(&*p.name)).collect())
            .collect(),
    };
    (state, roster)
}

/// `new_combat` without the names for logs and screens: what a combat played and thrown away
/// (the plain engine's bench, the soak, the simulator's players) needs, without a string
/// copied per part.
pub fn new_state(content: &Content, encounter: &Encounter, seed: u64) -> CombatState {
    let mut fighters = Vec::new();
    let mut fixed = Vec::new();
    let mut ground = Vec::new();
    for (i, member) in encounter.members.iter().enumerate() {
        let kind = content.kind(member.kind);
        let body = content.body(kind.body);
        let parts: Vec<PartState> = body
            .def
            .parts
            .iter()
            .zip(&body.names)
            .map(|(p, (name, kind))| PartState {
                name: Arc::clone(name),
                kind: Arc::clone(kind),
                limb: p.limb,
                damage: 0,
                wait: 0,
            })
            .collect();
        let mut innate = body.actions.clone();
        innate.extend(
            kind.actions
                .iter()
                .copied()
                .filter(|a| !body.actions.contains(a)),
        );
        let mut f = Fighter {
            id: CombatantId(i as u8),
            side: member.side,
            kind: member.kind,
            base: kind.def.attributes,
            parts,
            damage: 0,
            wait: 0,
            prep: 0,
            ap: 0,
            gear: Gear {
                worn: Vec::new(),
                pack: kind.pack.clone(),
            },
            innate,
            mods: Vec::new(),
            advantages: Vec::new(),
            extra_targets: 0,
            // Round 1 is the start: only later rounds keep it off the field.
            arrives: if member.arrives > 1 {
                member.arrives
            } else {
                0
            },
            parts_memo: Default::default(),
        };
        let extra = &member.extra;
        for &(stat, amount) in &extra.attributes {
            f.base.add(stat, amount);
        }
        for &action in &extra.actions {
            if !f.innate.contains(&action) {
                f.innate.push(action);
            }
        }
        f.gear.pack.extend(extra.pack.iter().copied());
        f.damage = extra.damage;
        f.wait = extra.wait;
        for &item in kind.equipment.iter().chain(&extra.equipment) {
            // Outside combat any item can be put on (R3.6); one that does not fit is carried.
            match f.place(&content.item(item).def.parts) {
                Some(parts) => f.gear.worn.push(Worn::new(content, item, parts)),
                None => f.gear.pack.push(item),
            }
        }
        if let Some(list) = &member.advantages {
            fixed.push(f.id);
            for &a in list {
                let def = content.advantage(a);
                f.advantages.push(a);
                for &(stat, amount) in &def.modifiers {
                    f.base.add(stat, amount);
                }
                f.extra_targets += def.extra_attack_targets;
            }
        }
        fighters.push(f);
    }
    for (i, &item) in encounter.ground.iter().enumerate() {
        ground.push(GroundItem { id: i as u16, item });
    }
    CombatState {
        fighters,
        needle: Needle::default(),
        round: RoundInfo {
            round: 0,
            max_rounds: encounter.def.max_rounds.max(1),
            level: encounter.def.level,
            fixed_advantages: fixed,
            next_ground_id: ground.len() as u16,
            outcome: None,
            goal: encounter.goal.clone(),
        },
        ground,
        chain: Chain::default(),
        pending: PendingDecision::default(),
        rng: CombatRng::new(seed),
        phase: CombatPhase::Setup,
    }
}

/// Replaces whatever combat the world holds with `state`, and starts recording it from there.
pub fn install(world: &mut World, state: CombatState, roster: Roster) {
    let started = CombatEvent::CombatStarted {
        encounter: roster.encounter.clone(),
        seed: roster.seed,
    };
    let recording = Recording::new(state.clone(), roster.clone());
    put(world, state, roster, recording);
    world.write_message(started);
}

/// Puts back a combat in progress (a loaded save): its state, the log so far and its recording,
/// so that it goes on exactly as it would have, and a replay saved later still starts where the
/// combat began.
pub fn resume(
    world: &mut World,
    state: CombatState,
    roster: Roster,
    log: Vec<CombatEvent>,
    recording: Recording,
) {
    put(world, state, roster, recording);
    world.insert_resource(CombatLog { events: log });
}

fn put(world: &mut World, state: CombatState, roster: Roster, recording: Recording) {
    let old: Vec<Entity> = world
        .query_filtered::<Entity, With<InCombat>>()
        .iter(world)
        .collect();
    for e in old {
        world.despawn(e);
    }
    for f in state.fighters {
        let name = roster.names.get(f.id.index()).cloned().unwrap_or_default();
        world.spawn(fighter_bundle(name, f));
    }
    for g in state.ground {
        world.spawn(ground_item_bundle(g));
    }
    world.insert_resource(state.needle);
    world.insert_resource(state.round);
    world.insert_resource(state.chain);
    world.insert_resource(state.pending);
    world.insert_resource(state.rng);
    world.insert_resource(StepProgress::default());
    world.insert_resource(roster);
    world.insert_resource(recording);
    set_phase(world, state.phase);
}

/// Starts a new combat of `encounter` in the world.
pub fn begin_combat(world: &mut World, encounter: &Encounter, seed: u64) {
    let content = world.resource::<ContentDb>().0.clone();
    let (state, roster) = new_combat(&content, encounter, seed);
    install(world, state, roster);
}

fn set_phase<S: FreelyMutableState>(world: &mut World, phase: S) {
    world.resource_mut::<NextState<S>>().set(phase);
}

/// A combatant entity.
pub fn fighter_bundle(name: String, f: Fighter) -> impl Bundle {
    (
        Name::new(name),
        f.id,
        Allegiance(f.side),
        KindOf(f.kind),
        BaseAttributes(f.base),
        Body(f.parts),
        Damage(f.damage),
        WaitPoints(f.wait),
        Preparation(f.prep),
        ApLevel(f.ap),
        Equipment(f.gear),
        Repertoire(f.innate),
        Modifiers(f.mods),
        Advantages {
            taken: f.advantages,
            extra_targets: f.extra_targets,
        },
        (Arrival(f.arrives), InCombat),
    )
}

/// Reads the whole combat back out of the world.
pub fn capture(world: &mut World) -> CombatState {
    let mut fighters: Vec<Fighter> = world
        .query::<FighterData>()
        .iter(world)
        .map(|c| fighter_from(&c))
        .collect();
    fighters.sort_by_key(|f| f.id);
    let mut ground: Vec<GroundItem> = world
        .query::<&OnGround>()
        .iter(world)
        .map(|g| g.0.clone())
        .collect();
    ground.sort_by_key(|g| g.id);
    CombatState {
        fighters,
        ground,
        needle: *world.resource::<Needle>(),
        round: world.resource::<RoundInfo>().clone(),
        chain: world.resource::<Chain>().clone(),
        pending: world.resource::<PendingDecision>().clone(),
        rng: world.resource::<CombatRng>().clone(),
        phase: match world.resource::<NextState<CombatPhase>>() {
            NextState::Pending(p) | NextState::PendingIfNeq(p) => *p,
            NextState::Unchanged => *world.resource::<State<CombatPhase>>().get(),
        },
    }
}
