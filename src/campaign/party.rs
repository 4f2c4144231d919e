//! The party: heroes who outlive a fight, with their wounds, gear and advantages, and the
//! stash of items nobody carries. Everything here is plain data a campaign save writes.

use crate::content::campaign::HeroStart;
use crate::content::{ActionId, AdvantageId, Content, ItemId, KindId};
use crate::rules::Stat;
use serde::{Deserialize, Serialize};

/// One hero of the party.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Hero {
    pub name: String,
    pub kind: KindId,
    pub advantages: Vec<AdvantageId>,
    /// Attribute changes the campaign file gave (its `overrides`), kept for good.
    pub attributes: Vec<(Stat, i32)>,
    /// Actions the campaign file gave on top of its kind's.
    pub actions: Vec<ActionId>,
    /// General damage (R4.4).
    pub damage: u32,
    /// Damage on each part of its body, in the body's order.
    pub limbs: Vec<u32>,
    /// Items it puts on at a fight's start (those that fit; the rest go in its pack).
    pub worn: Vec<ItemId>,
    /// Items it carries stowed.
    pub pack: Vec<ItemId>,
    /// The player (from 0) who answers for it in hot-seat; 0 solo.
    pub player: u8,
    /// Gone for good (`fallen: Dead`).
    pub dead: bool,
    /// Fights it took part in.
    pub fights: u32,
}

impl Hero {
    /// A new hero from the campaign file: its kind's gear and the file's, its file damage,
    /// and `advantages` (fixed by the file or picked by the players).
    pub fn new(
        content: &Content,
        start: &HeroStart,
        kind: KindId,
        name: String,
        advantages: Vec<AdvantageId>,
    ) -> Hero {
        let def = content.kind(kind);
        let parts = content.body(def.body).def.parts.len();
        Hero {
            name,
            kind,
            advantages,
            attributes: start.extra.attributes.clone(),
            actions: start.extra.actions.clone(),
            damage: start.extra.damage,
            limbs: vec![0; parts],
            worn: def
                .equipment
                .iter()
                .chain(&start.extra.equipment)
                .copied()
                .collect(),
            pack: def.pack.iter().chain(&start.extra.pack).copied().collect(),
            player: 0,
            dead: false,
            fights: 0,
        }
    }

    /// General damage and the damage on every part.
    pub fn total_damage(&self) -> u32 {
        self.limbs
            .iter()
            .fold(self.damage, |sum, &d| sum.saturating_add(d))
    }

    /// Heals `n` damage: the limbs first, the most damaged first, then general damage.
    pub fn heal(&mut self, mut n: u32) {
        while n > 0 {
            let worst = (0..self.limbs.len())
                .filter(|&i| self.limbs[i] > 0)
                .max_by_key(|&i| (self.limbs[i], std::cmp::Reverse(i)));
            let Some(i) = worst else { break };
            self.limbs[i] -= 1;
            n -= 1;
        }
        self.damage = self.damage.saturating_sub(n);
    }

    /// Cuts its damage to `hp` (a fallen hero who lives), general damage first.
    pub fn cut_damage_to(&mut self, hp: u32) {
        let mut excess = self.total_damage().saturating_sub(hp);
        let from_general = excess.min(self.damage);
        self.damage -= from_general;
        excess -= from_general;
        for d in self.limbs.iter_mut().rev() {
            let cut = excess.min(*d);
            *d -= cut;
            excess -= cut;
        }
    }
}

/// The heroes and the stash.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Party {
    pub heroes: Vec<Hero>,
    /// Items nobody carries: rewards, spoils, the gear of the dead.
    pub stash: Vec<ItemId>,
}

impl Party {
    /// The heroes still alive, by index.
    pub fn living(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.heroes.len()).filter(|&i| !self.heroes[i].dead)
    }

    /// The hero of this name.
    pub fn hero(&self, name: &str) -> Option<usize> {
        self.heroes.iter().position(|h| h.name == name)
    }
}
