//! The combat's state as plain data. The ECS holds it as components and resources; the phase
//! functions work on this form, so that the systems, the AI's look-ahead and saves share them.

use crate::content::{ActionId, AdvantageId, Content, ItemId, KindId, Side};
use crate::rules::{Attributes, Stat};
use serde::{Deserialize, Serialize};
use smallvec::SmallVec;
use std::sync::Arc;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicU64, Ordering};

/// A combatant's stable number within a combat: its index in the encounter.
#[derive(
    bevy::prelude::Component,
    Clone,
    Copy,
    Debug,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    Serialize,
    Deserialize,
)]
pub struct CombatantId(pub u8);

impl CombatantId {
    pub fn index(self) -> usize {
        usize::from(self.0)
    }
}

/// One body part and its state: damage and wait points count only on limbs (R4.4, R6.1).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PartState {
    /// Shared with the body definition: cloning a part costs no allocation.
    pub name: Arc<str>,
    pub kind: Arc<str>,
    pub limb: bool,
    pub damage: u32,
    pub wait: u32,
}

impl PartState {
    /// Whether the part is of `kind`, byte by byte: kinds are a few letters ("hand", "foot"),
    /// and the options compare the kind of every part of a body for each limb an action
    /// needs; a call to `memcmp` for each cost more than the letters compared in place.
    #[inline]
    pub fn is_kind(&self, kind: &str) -> bool {
        let mine = self.kind.as_bytes();
        mine.len() == kind.len() && mine.iter().zip(kind.as_bytes()).all(|(a, b)| a == b)
    }
}

/// An equipped item and the part indices it occupies (R3.1).
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
pub struct Worn {
    pub item: ItemId,
    pub parts: Vec<u8>,
    /// The item's HP modifier (R3.2), copied from its definition when it is put on: the limb
    /// thresholds (R4.5) count it, and they are asked where no `Content` is at hand (like the
    /// part names and kinds in `PartState`). Build with `Worn::new` so that it always matches.
    /// Saves leave it out when 0 (`Serialize` below).
    #[serde(default)]
    pub hp: i32,
}

/// Written by hand for one reason: saves (RON, human-readable) leave `hp` out when it is 0, as
/// they always have, while a compact format (postcard, the network's) writes every field,
/// since it cannot tell a missing field from the next one.
impl Serialize for Worn {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let hp = !serializer.is_human_readable() || self.hp != 0;
        let mut out = serializer.serialize_struct("Worn", 2 + usize::from(hp))?;
        out.serialize_field("item", &self.item)?;
        out.serialize_field("parts", &self.parts)?;
        if hp {
            out.serialize_field("hp", &self.hp)?;
        } else {
            out.skip_field("hp")?;
        }
        out.end()
    }
}

impl Worn {
    pub fn new(content: &Content, item: ItemId, parts: Vec<u8>) -> Self {
        let hp = content
            .item(item)
            .def
            .modifiers
            .iter()
            .filter(|(stat, _)| *stat == Stat::HP)
            .map(|(_, amount)| amount)
            .sum();
        Worn { item, parts, hp }
    }
}

/// Equipped items and the pack of stowed ones.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Gear {
    pub worn: Vec<Worn>,
    pub pack: Vec<ItemId>,
}

/// A modifier with a duration, from an effect.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TimedModifier {
    pub stat: Stat,
    pub amount: i32,
    pub duration: crate::content::Duration,
    /// Round ends left, for `Rounds(n)`.
    pub rounds_left: u32,
}

/// Everything about one combatant that the rules read or change.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Fighter {
    pub id: CombatantId,
    pub side: Side,
    pub kind: KindId,
    /// The kind's attributes plus advantages (R10.2); items and timed modifiers come on top.
    pub base: Attributes,
    pub parts: Vec<PartState>,
    /// General damage, not on a limb (R4.4).
    pub damage: u32,
    /// Wait points on the body card (R6.1).
    pub wait: u32,
    pub prep: u32,
    pub ap: u32,
    pub gear: Gear,
    /// Actions of its body and kind; universal ones and items' come on top.
    pub innate: Vec<ActionId>,
    pub mods: Vec<TimedModifier>,
    pub advantages: Vec<AdvantageId>,
    /// R10.3: one more target per Multi-attack.
    pub extra_targets: u32,
    /// Reinforcements: the round it joins the fight; 0 once on the field.
    #[serde(default)]
    pub arrives: u32,
    /// What is kept of the parts between writes: their damage summed, their limbs. Not saved;
    /// whoever writes a part's damage calls `parts_damage_changed`, whoever replaces the parts
    /// `parts_replaced`.
    #[serde(skip)]
    pub(crate) parts_memo: PartsMemo,
}

/// What the rules ask of a fighter's parts at nearly every step, kept between writes: the sum
/// of their damage (who is active), and which are limbs (which parts an action may use or aim
/// at). Summing and filtering every part each time was most of those questions.
/// Interior, so that `&Fighter` readers fill it; atomic and `OnceLock` (a plain load when
/// filled) so that a fighter stays `Sync` for the ECS. Left out of equality: it is a copy.
#[derive(Default)]
pub struct PartsMemo {
    damage: DamageSum,
    limbs: OnceLock<LimbList>,
}

/// The indices of a body's limbs, in order: inline in the size of a pointer and a length, so
/// that fighters stay small (a fighter's list of parts is asked for its limbs, never more).
pub type LimbList = SmallVec<[u16; 8]>;

/// A sum of part damage, or none kept.
struct DamageSum(AtomicU64);

impl DamageSum {
    /// No sum kept: the next read sums the parts.
    const UNKNOWN: u64 = u64::MAX;

    fn get(&self) -> Option<u32> {
        u32::try_from(self.0.load(Ordering::Relaxed)).ok()
    }

    fn set(&self, sum: u32) {
        self.0.store(u64::from(sum), Ordering::Relaxed);
    }

    fn forget(&self) {
        self.0.store(Self::UNKNOWN, Ordering::Relaxed);
    }
}

impl Default for DamageSum {
    fn default() -> Self {
        DamageSum(AtomicU64::new(Self::UNKNOWN))
    }
}

impl Clone for PartsMemo {
    fn clone(&self) -> Self {
        PartsMemo {
            damage: DamageSum(AtomicU64::new(self.damage.0.load(Ordering::Relaxed))),
            limbs: self.limbs.clone(),
        }
    }
}

impl PartialEq for PartsMemo {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

impl Eq for PartsMemo {}

impl std::fmt::Debug for PartsMemo {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("..")
    }
}

impl Fighter {
    /// The sum of the timed modifiers on `stat`.
    pub(super) fn timed(&self, stat: Stat) -> i32 {
        self.mods
            .iter()
            .filter(|m| m.stat == stat)
            .map(|m| m.amount)
            .sum()
    }

    /// R6.3: a limb with wait points is on hold.
    pub fn part_on_hold(&self, part: usize) -> bool {
        self.parts[part].limb && self.parts[part].wait > 0
    }

    pub fn any_limb_on_hold(&self) -> bool {
        self.limb_indices().any(|i| self.parts[i].wait > 0)
    }

    /// The item worn on this part, if any.
    pub fn item_on(&self, part: usize) -> Option<ItemId> {
        self.gear
            .worn
            .iter()
            .find(|w| w.parts.contains(&(part as u8)))
            .map(|w| w.item)
    }

    /// R3.2: an item's modifiers apply while all its parts are active.
    pub fn item_in_effect(&self, worn: &Worn) -> bool {
        worn.parts.iter().all(|&p| self.part_active(usize::from(p)))
    }

    /// Attributes with items (R3.2) and timed modifiers applied.
    pub fn stats(&self, content: &Content) -> Attributes {
        let mut a = self.base;
        for w in &self.gear.worn {
            if self.item_in_effect(w) {
                for &(stat, amount) in &content.item(w.item).def.modifiers {
                    a.add(stat, amount);
                }
            }
        }
        for m in &self.mods {
            a.add(m.stat, m.amount);
        }
        a
    }

    /// One attribute of `stats`: the same sums in the same order, for this stat alone. Only
    /// items with a modifier on it are asked whether they are in effect, which means judging
    /// their limbs: `active` asks this for every combatant at every step.
    pub fn stat(&self, content: &Content, stat: Stat) -> i32 {
        let mut value = self.base.get(stat);
        for w in &self.gear.worn {
            let modifiers = &content.item(w.item).def.modifiers;
            if modifiers.iter().any(|&(s, _)| s == stat) && self.item_in_effect(w) {
                for &(s, amount) in modifiers {
                    if s == stat {
                        value = value.saturating_add(amount);
                    }
                }
            }
        }
        for m in self.mods.iter().filter(|m| m.stat == stat) {
            value = value.saturating_add(m.amount);
        }
        value
    }

    /// R4.4: general damage plus the damage on every limb.
    #[inline]
    pub fn total_damage(&self) -> u32 {
        self.damage + self.damage_on_parts()
    }

    /// The damage on the parts: the sum kept, or summed and kept.
    #[inline]
    fn damage_on_parts(&self) -> u32 {
        match self.parts_memo.damage.get() {
            Some(sum) => {
                debug_assert_eq!(
                    sum,
                    self.sum_parts_damage(),
                    "a part's damage was written without `parts_damage_changed`"
                );
                sum
            }
            None => {
                let sum = self.sum_parts_damage();
                self.parts_memo.damage.set(sum);
                sum
            }
        }
    }

    fn sum_parts_damage(&self) -> u32 {
        self.parts.iter().map(|p| p.damage).sum::<u32>()
    }

    /// To call after writing a part's damage: the sum kept is summed again.
    pub fn parts_damage_changed(&self) {
        self.parts_memo.damage.forget();
    }

    /// To call after replacing the parts: all that was kept of them is judged again.
    pub fn parts_replaced(&mut self) {
        self.parts_memo = PartsMemo::default();
    }

    /// The indices of the limbs, in order: the parts an action uses or aims at (R4.4).
    #[inline]
    pub fn limb_indices(&self) -> impl Iterator<Item = usize> + Clone + '_ {
        let limbs = self.parts_memo.limbs.get_or_init(|| self.find_limbs());
        debug_assert_eq!(
            *limbs,
            self.find_limbs(),
            "the parts were replaced without `parts_replaced`"
        );
        limbs.iter().map(|&i| usize::from(i))
    }

    /// Parts past the 65,536th (no body has more than `MAX_PARTS`) are not listed.
    fn find_limbs(&self) -> LimbList {
        (0..self.parts.len().min(usize::from(u16::MAX) + 1))
            .filter(|&i| self.parts[i].limb)
            .map(|i| i as u16)
            .collect()
    }

    /// R4.2: active while HP > total damage; reinforcements not yet on the field are not.
    #[inline]
    pub fn active(&self, _content: &Content) -> bool {
        self.arrives == 0 && (self.total_damage() as i32) < self.hp()
    }

    /// `stat(HP)` from the items' HP copied into `Worn` (their modifiers' sum): no look-up of
    /// the items' definitions, and only items that change HP are judged in effect. The same
    /// value while no sum comes near `i32::MAX` (content numbers stay within ±10,000).
    /// Inline for the usual fighter, with no HP item and no timed modifier (its base): every
    /// step asks `active` of several fighters, and the call cost as much as the sum.
    #[inline]
    pub fn hp(&self) -> i32 {
        if self.mods.is_empty() && self.gear.worn.iter().all(|w| w.hp == 0) {
            return self.base.hp;
        }
        self.hp_summed()
    }

    /// `hp` with the HP items in effect and the timed modifiers summed.
    fn hp_summed(&self) -> i32 {
        let mut value = self.base.hp;
        for w in &self.gear.worn {
            if w.hp != 0 && self.item_in_effect(w) {
                value = value.saturating_add(w.hp);
            }
        }
        for m in self.mods.iter().filter(|m| m.stat == Stat::HP) {
            value = value.saturating_add(m.amount);
        }
        value
    }

    /// Still to join the fight (reinforcements): not active, but not beaten either.
    pub fn coming(&self) -> bool {
        self.arrives > 0
    }

    /// R6.4: an AP reduction of `n` removes `n` wait points from the body card and each limb.
    pub fn remove_wait(&mut self, n: u32) -> u32 {
        let removed = self.wait.min(n);
        self.wait -= removed;
        for p in &mut self.parts {
            p.wait = p.wait.saturating_sub(n);
        }
        removed
    }

    /// Parts of `kind` that are free (no item), active and not on hold: where an item can go.
    pub fn free_parts<'a>(&'a self, kind: &'a str) -> impl Iterator<Item = usize> + 'a {
        (0..self.parts.len()).filter(move |&i| {
            self.parts[i].is_kind(kind)
                && self.item_on(i).is_none()
                && self.part_active(i)
                && !self.part_on_hold(i)
        })
    }

    /// Picks parts for an item needing `kinds` (one part per entry), if there are enough.
    pub fn place(&self, kinds: &[String]) -> Option<Vec<u8>> {
        self.placed(kinds).map(SmallVec::into_vec)
    }

    /// `place`, the parts on the stack: the options ask it of every item that could be
    /// equipped, picked up or taken, at every opportunity.
    pub fn placed(&self, kinds: &[String]) -> Option<SmallVec<[u8; 8]>> {
        let mut chosen = SmallVec::new();
        for kind in kinds {
            let part = self
                .free_parts(kind)
                .find(|p| !chosen.contains(&(*p as u8)))?;
            chosen.push(part as u8);
        }
        Some(chosen)
    }
}

/// An item lying on the ground; `id` stays the same while it lies there.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GroundItem {
    pub id: u16,
    pub item: ItemId,
}
