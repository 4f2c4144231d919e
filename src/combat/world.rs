//! The bridge between components and the phase functions: a system gathers the combatants'
//! components into plain `Fighter`s, runs one phase function, and writes back what changed.

use super::chain::Chain;
use super::components::*;
use super::ctx::{Ctx, Needle, RoundInfo};
use super::decision::PendingDecision;
use super::events::CombatEvent;
use super::invariants::{InvariantCheck, Now};
use super::phase::CombatPhase;
use super::rng::CombatRng;
use super::state::{Fighter, GroundItem};
use bevy::ecs::query::QueryData;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

/// Every component of a combatant the rules read or write.
#[derive(QueryData)]
#[query_data(mutable)]
pub struct FighterData {
    pub id: &'static CombatantId,
    pub side: &'static Allegiance,
    pub kind: &'static KindOf,
    pub base: &'static mut BaseAttributes,
    pub body: &'static mut Body,
    pub damage: &'static mut Damage,
    pub wait: &'static mut WaitPoints,
    pub prep: &'static mut Preparation,
    pub ap: &'static mut ApLevel,
    pub gear: &'static mut Equipment,
    pub repertoire: &'static Repertoire,
    pub mods: &'static mut Modifiers,
    pub advantages: &'static mut Advantages,
    pub arrival: &'static mut Arrival,
}

/// Set by any step that changed something, so the driver knows when to stop looping.
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct StepProgress {
    pub progressed: bool,
    pub decisions_applied: u64,
}

/// Refreshes a plain fighter from its components, reusing the fighter's allocations: this runs
/// at every pipeline step, and allocation was most of its cost.
fn refresh(f: &mut Fighter, c: &FighterDataReadOnlyItem) {
    f.id = *c.id;
    f.side = c.side.0;
    f.kind = c.kind.0;
    f.base = c.base.0;
    // Compare first: parts hold shared names, and cloning those costs atomic counts.
    if f.parts != c.body.0 {
        f.parts.clone_from(&c.body.0);
        f.parts_replaced();
    }
    f.damage = c.damage.0;
    f.wait = c.wait.0;
    f.prep = c.prep.0;
    f.ap = c.ap.0;
    if f.gear != c.gear.0 {
        f.gear.clone_from(&c.gear.0);
    }
    if f.innate != c.repertoire.0 {
        f.innate.clone_from(&c.repertoire.0);
    }
    if f.mods != c.mods.0 {
        f.mods.clone_from(&c.mods.0);
    }
    if f.advantages != c.advantages.taken {
        f.advantages.clone_from(&c.advantages.taken);
    }
    f.extra_targets = c.advantages.extra_targets;
    f.arrives = c.arrival.0;
}

/// A fighter's components as plain data.
pub fn fighter_from(c: &FighterDataReadOnlyItem) -> Fighter {
    Fighter {
        id: *c.id,
        side: c.side.0,
        kind: c.kind.0,
        base: c.base.0,
        parts: c.body.0.clone(),
        damage: c.damage.0,
        wait: c.wait.0,
        prep: c.prep.0,
        ap: c.ap.0,
        gear: c.gear.0.clone(),
        innate: c.repertoire.0.clone(),
        mods: c.mods.0.clone(),
        advantages: c.advantages.taken.clone(),
        extra_targets: c.advantages.extra_targets,
        arrives: c.arrival.0,
        parts_memo: Default::default(),
    }
}

/// Writes a plain fighter back, touching only components whose value changed (so change
/// detection tells the UI exactly what moved) and allocating only when a list grew.
fn write_back(c: &mut FighterDataItem, f: &Fighter) {
    c.base.set_if_neq(BaseAttributes(f.base));
    if c.body.0 != f.parts {
        c.body.0.clone_from(&f.parts);
    }
    c.damage.set_if_neq(Damage(f.damage));
    c.wait.set_if_neq(WaitPoints(f.wait));
    c.prep.set_if_neq(Preparation(f.prep));
    c.ap.set_if_neq(ApLevel(f.ap));
    if c.gear.0 != f.gear {
        c.gear.0.clone_from(&f.gear);
    }
    if c.mods.0 != f.mods {
        c.mods.0.clone_from(&f.mods);
    }
    if c.advantages.taken != f.advantages || c.advantages.extra_targets != f.extra_targets {
        c.advantages.taken.clone_from(&f.advantages);
        c.advantages.extra_targets = f.extra_targets;
    }
    c.arrival.set_if_neq(Arrival(f.arrives));
}

/// Buffers kept between steps, so that a step allocates nothing in the common case.
#[derive(Default)]
pub struct StepBuffers {
    fighters: Vec<Fighter>,
    events: Vec<CombatEvent>,
}

/// What a phase system needs: the combatants, the ground, and the combat's resources.
#[derive(SystemParam)]
pub struct CombatWorld<'w, 's> {
    content: Res<'w, ContentDb>,
    fighters: Query<'w, 's, FighterData>,
    ground: Query<'w, 's, (Entity, &'static OnGround)>,
    needle: ResMut<'w, Needle>,
    round: ResMut<'w, RoundInfo>,
    chain: ResMut<'w, Chain>,
    pending: ResMut<'w, PendingDecision>,
    rng: ResMut<'w, CombatRng>,
    events: MessageWriter<'w, CombatEvent>,
    next_phase: ResMut<'w, NextState<CombatPhase>>,
    progress: ResMut<'w, StepProgress>,
    ground_changes: ResMut<'w, GroundChanges>,
    invariants: ResMut<'w, InvariantCheck>,
    buffers: Local<'s, StepBuffers>,
}

impl CombatWorld<'_, '_> {
    /// The ground as it is, counting changes made earlier in this pass but not yet applied.
    fn ground_now(&self) -> Vec<GroundItem> {
        let mut g: Vec<GroundItem> = self
            .ground
            .iter()
            .filter(|(e, _)| !self.ground_changes.despawn.contains(e))
            .map(|(_, g)| g.0.clone())
            .chain(self.ground_changes.spawn.iter().cloned())
            .collect();
        g.sort_by_key(|g| g.id);
        g
    }

    /// Runs one phase function over the current state and writes the result back.
    pub fn run(&mut self, phase: impl FnOnce(&mut Ctx)) {
        let mut fighters = std::mem::take(&mut self.buffers.fighters);
        if fighters.len() == self.fighters.iter().len() {
            for c in self.fighters.iter() {
                refresh(&mut fighters[c.id.index()], &c);
            }
        } else {
            fighters = self.fighters.iter().map(|c| fighter_from(&c)).collect();
            fighters.sort_by_key(|f| f.id);
        }
        let before_ground: Vec<GroundItem> = self.ground_now();
        let mut ground = before_ground.clone();
        let mut events = std::mem::take(&mut self.buffers.events);
        let serial = self.pending.serial;
        let answered = self.pending.answer.is_some();
        let content = self.content.0.clone();
        if self.invariants.enabled {
            let now = Now::new(
                &fighters,
                &self.chain,
                &self.round,
                &self.needle,
                &self.pending,
            );
            self.invariants.memory.remember(&content, now);
        }
        let mut ctx = Ctx {
            content: &content,
            fighters: &mut fighters,
            ground: &mut ground,
            needle: &mut self.needle,
            round: &mut self.round,
            chain: &mut self.chain,
            pending: &mut self.pending,
            rng: &mut self.rng,
            events: &mut events,
            next: None,
        };
        phase(&mut ctx);
        let next = ctx.next;
        if self.invariants.enabled {
            let now = Now::new(
                &fighters,
                &self.chain,
                &self.round,
                &self.needle,
                &self.pending,
            );
            let check = &mut *self.invariants;
            let broken = check.memory.check(&content, now, &events);
            check.steps_checked += 1;
            if check.broken.len() < 100 {
                check.broken.extend(broken);
            }
        }
        let applied = answered && self.pending.answer.is_none();
        for mut c in self.fighters.iter_mut() {
            let i = c.id.index();
            write_back(&mut c, &fighters[i]);
        }
        self.buffers.fighters = fighters;
        if ground != before_ground {
            for gone in before_ground.iter().filter(|g| !ground.contains(g)) {
                // Spawned earlier in this pass and gone again: never spawn it.
                if let Some(i) = self.ground_changes.spawn.iter().position(|s| s == gone) {
                    self.ground_changes.spawn.remove(i);
                } else if let Some((entity, _)) = self.ground.iter().find(|(_, g)| &g.0 == gone) {
                    self.ground_changes.despawn.push(entity);
                }
            }
            for g in ground.iter().filter(|g| !before_ground.contains(g)) {
                self.ground_changes.spawn.push(g.clone());
            }
        }
        let changed =
            !events.is_empty() || next.is_some() || self.pending.serial != serial || applied;
        self.events.write_batch(events.drain(..));
        self.buffers.events = events;
        if let Some(phase) = next {
            self.next_phase.set(phase);
        }
        if changed {
            self.progress.progressed = true;
        }
        if applied && next.is_some() {
            self.progress.decisions_applied += 1;
        }
    }
}

/// Ground entities to add or remove, applied once after the step. Phase systems hold no
/// `Commands`: a command buffer in each would cost a sync point per system at every step.
#[derive(Resource, Debug, Default)]
pub struct GroundChanges {
    despawn: Vec<Entity>,
    spawn: Vec<GroundItem>,
}

pub fn apply_ground_changes(mut commands: Commands, mut changes: ResMut<GroundChanges>) {
    for entity in changes.despawn.drain(..) {
        commands.entity(entity).despawn();
    }
    for item in changes.spawn.drain(..) {
        commands.spawn(ground_item_bundle(item));
    }
}

pub fn ground_changed(changes: Res<GroundChanges>) -> bool {
    !changes.despawn.is_empty() || !changes.spawn.is_empty()
}

/// An item lying on the ground, as an entity.
pub fn ground_item_bundle(item: GroundItem) -> impl Bundle {
    (
        Name::new(format!("ground item #{}", item.id)),
        OnGround(item),
        InCombat,
    )
}
