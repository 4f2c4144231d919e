//! The choices the players owe between fights, when the window's players make them (headless
//! play's policy never leaves one): an advantage a hero takes, one reward of a `Choose`, and
//! in hot-seat who answers for a recruit. They wait in the journey, and so in its save, until
//! made on the party screen; the next fight waits for them.

use super::journey::{Journey, Players};
use super::owed::Pick;
use crate::content::campaign::{Campaign, NodeKind, Reward};
use crate::content::{AdvantageId, Content};

/// Why a pick cannot be made as asked.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PickError {
    #[error("that choice was already made")]
    Gone,
    #[error("that is not one of the choices")]
    NotAnOption,
}

impl Journey {
    /// Advantages hero `h` is owed and has not picked yet.
    pub fn owed_advantages(&self, h: usize) -> usize {
        self.pending
            .iter()
            .filter(|p| **p == Pick::Advantage(h))
            .count()
    }

    /// The options of the reward pick `k`, if it is one.
    pub fn reward_options<'c>(&self, campaign: &'c Campaign, k: usize) -> Option<&'c [Reward]> {
        let Some(Pick::Reward { node, reward, .. }) = self.pending.get(k) else {
            return None;
        };
        match &campaign.nodes.get(*node)?.kind {
            NodeKind::Fight(f) => match f.rewards.get(*reward)? {
                Reward::Choose(options) => Some(options),
                _ => None,
            },
            NodeKind::Camp { .. } => None,
        }
    }

    /// Pick `k`, an advantage owed, is `advantage`.
    pub fn pick_advantage(
        &mut self,
        content: &Content,
        k: usize,
        advantage: AdvantageId,
    ) -> Result<(), PickError> {
        let Some(&Pick::Advantage(h)) = self.pending.get(k) else {
            return Err(PickError::Gone);
        };
        if advantage.index() >= content.advantages.len() {
            return Err(PickError::NotAnOption);
        }
        self.pending.remove(k);
        self.party.heroes[h].advantages.push(advantage);
        Ok(())
    }

    /// Pick `k`, a reward to choose, is its `option`th option; it is given at once (an
    /// `Advantage` among the options becomes advantage picks in turn).
    pub fn pick_reward(
        &mut self,
        content: &Content,
        campaign: &Campaign,
        k: usize,
        option: usize,
    ) -> Result<(), PickError> {
        let options = self.reward_options(campaign, k).ok_or(PickError::Gone)?;
        let chosen = options.get(option).ok_or(PickError::NotAnOption)?;
        let Pick::Reward {
            node,
            reward,
            standing,
        } = self.pending.remove(k)
        else {
            return Err(PickError::Gone);
        };
        self.give(
            content,
            campaign,
            chosen,
            (node, reward),
            &standing,
            &mut Players,
        );
        Ok(())
    }

    /// Pick `k`, who answers for a recruit, is `player` (from 0).
    pub fn pick_player(&mut self, k: usize, player: u8) -> Result<(), PickError> {
        let Some(&Pick::Player(h)) = self.pending.get(k) else {
            return Err(PickError::Gone);
        };
        if player >= self.players {
            return Err(PickError::NotAnOption);
        }
        self.pending.remove(k);
        self.party.heroes[h].player = player;
        Ok(())
    }
}
