//! The AI's choices between fights, as `simulate --campaign` and headless play make them. Simple
//! and stated, since the simulator's figures are this policy's:
//! - camp when the party's damage is at least half its HP (and a camp is open); otherwise the
//!   open fight with the lowest level, ties by file order;
//! - send the healthiest heroes (least damage for their HP);
//! - take advantages by Normal's worth (`ai::normal::advantage_worth`);
//! - put on a stash item where it raises that worth most;
//! - in a `Choose`, take the reward worth most.

use super::deploy::{can_fight, fighter_of, max_hp};
use super::party::{Hero, Party};
use crate::ai::normal::{advantage_worth, stat_worth};
use crate::combat::state::Fighter;
use crate::content::campaign::{Campaign, FightNode, NodeKind, Reward};
use crate::content::{AdvantageId, Content, ItemId};

/// The policy in one line, printed with the simulator's report.
pub const STATED: &str = "camp when the party's damage is at least half its HP, else the open fight with the lowest level; send the healthiest heroes; advantages and items by Normal's worth; in a choice, the reward worth most";

/// The node to go to among the open ones.
pub fn choose_node(
    content: &Content,
    campaign: &Campaign,
    party: &Party,
    open: &[usize],
) -> Option<usize> {
    let (damage, hp) =
        party
            .living()
            .map(|h| &party.heroes[h])
            .fold((0i64, 0i64), |(d, hp), hero| {
                (
                    d + i64::from(hero.total_damage()),
                    hp + i64::from(max_hp(content, hero).max(0)),
                )
            });
    let camp = open
        .iter()
        .copied()
        .find(|&n| matches!(campaign.nodes[n].kind, NodeKind::Camp { .. }));
    let hurt = hp > 0 && 2 * damage >= hp;
    let fight = open
        .iter()
        .copied()
        .filter_map(|n| match &campaign.nodes[n].kind {
            NodeKind::Fight(f) => Some((f.level.def.level, n)),
            NodeKind::Camp { .. } => None,
        })
        .min()
        .map(|(_, n)| n);
    match (hurt, camp, fight) {
        (true, Some(c), _) => Some(c),
        (_, _, Some(f)) => Some(f),
        (_, c, None) => c,
    }
}

/// The heroes to send: those who can fight, healthiest first (least damage for their HP),
/// ties by party order; as many as the fight takes.
pub fn choose_heroes(content: &Content, party: &Party, node: &FightNode) -> Vec<usize> {
    let mut ready: Vec<(i64, usize)> = party
        .living()
        .filter(|&h| can_fight(content, &party.heroes[h]))
        .map(|h| {
            let hero = &party.heroes[h];
            let hp = i64::from(max_hp(content, hero).max(1));
            // Damage per thousand of HP: the share of its health gone, without floats.
            (i64::from(hero.total_damage()) * 1000 / hp, h)
        })
        .collect();
    ready.sort();
    ready
        .into_iter()
        .take(node.slots.len())
        .map(|(_, h)| h)
        .collect()
}

/// The advantage worth most to `hero` now.
pub fn best_advantage(content: &Content, hero: &Hero) -> Option<AdvantageId> {
    let f = fighter_of(content, hero);
    (0..content.advantages.len())
        .map(|i| AdvantageId(i as u16))
        .max_by(|&a, &b| {
            advantage_worth(content, &f, a)
                .total_cmp(&advantage_worth(content, &f, b))
                // Ties go to the first in the library.
                .then(b.cmp(&a))
        })
}

/// What wearing `item` is worth to the hero `f`: its modifiers by Normal's weights, and 2 for
/// each action it brings that the hero lacks.
pub fn item_worth(content: &Content, f: &Fighter, item: ItemId) -> f32 {
    let def = &content.item(item).def;
    let stats: f32 = def
        .modifiers
        .iter()
        .map(|&(stat, n)| stat_worth(content, f, stat) * n as f32)
        .sum();
    let known = crate::combat::options::repertoire(f, content);
    let new_actions = content
        .item(item)
        .grants
        .iter()
        .filter(|a| !known.iter().any(|(k, _)| k == *a))
        .count();
    stats + 2.0 * new_actions as f32
}

/// Puts stash items on the heroes where they raise their worth most and fit (R3.6: outside a
/// fight any item can be put on). Returns how many were put on.
pub fn equip_from_stash(content: &Content, party: &mut Party) -> usize {
    let mut put_on = 0;
    let mut i = 0;
    while i < party.stash.len() {
        let item = party.stash[i];
        let best = party
            .living()
            .filter_map(|h| {
                let f = fighter_of(content, &party.heroes[h]);
                f.place(&content.item(item).def.parts)?;
                let worth = item_worth(content, &f, item);
                (worth > 0.0).then_some((worth, h))
            })
            .max_by(|a, b| a.0.total_cmp(&b.0).then(b.1.cmp(&a.1)));
        match best {
            Some((_, h)) => {
                party.heroes[h].worn.push(party.stash.remove(i));
                put_on += 1;
            }
            None => i += 1,
        }
    }
    put_on
}

/// The option of a `Choose` worth most to the party.
pub fn choose_reward(content: &Content, party: &Party, options: &[Reward]) -> usize {
    let worth = |r: &Reward| -> f32 {
        match r {
            Reward::Advantage => 3.0 * party.living().count() as f32,
            Reward::Item(item) => party
                .living()
                .map(|h| item_worth(content, &fighter_of(content, &party.heroes[h]), *item))
                .fold(0.0, f32::max),
            Reward::Heal(n) => {
                let hurt: u32 = party
                    .living()
                    .map(|h| party.heroes[h].total_damage().min(*n))
                    .sum();
                0.8 * hurt as f32
            }
            Reward::Retreat => 6.0,
            Reward::Recruit(_) => 12.0,
            Reward::Choose(_) => 0.0,
        }
    };
    (0..options.len())
        .max_by(|&a, &b| {
            worth(&options[a])
                .total_cmp(&worth(&options[b]))
                .then(b.cmp(&a))
        })
        .unwrap_or(0)
}
