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
    #[error("That choice was already made.")]
    Gone,
    #[error("That is not one of the choices.")]
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::campaign::PolicyChooser;
    use crate::content::campaign::read_campaign;
    use crate::content::{assets_dir, load_content};

    fn relic_road() -> (Content, Campaign) {
        let content = load_content(&assets_dir()).unwrap();
        let file = crate::content::paths::project_path("campaigns/the-relic-road.ron");
        let campaign = read_campaign(&file, &content).unwrap();
        (content, campaign)
    }

    #[test]
    fn the_window_s_players_owe_the_start_s_advantages_and_make_them_one_by_one() {
        let (content, campaign) = relic_road();
        let mut j = Journey::start(&content, &campaign, 1, &mut Players);
        let level = campaign.def.start_level as usize;
        assert_eq!(j.pending.len(), level * campaign.party.len());
        assert!(j.party.heroes.iter().all(|h| h.advantages.is_empty()));
        let speed = AdvantageId(0);
        assert_eq!(
            j.pick_advantage(&content, 0, AdvantageId(999)),
            Err(PickError::NotAnOption)
        );
        j.pick_advantage(&content, 0, speed).unwrap();
        assert_eq!(j.party.heroes[0].advantages, vec![speed]);
        assert_eq!(j.owed_advantages(0), level - 1);
        assert_eq!(
            j.pick_player(0, 0),
            Err(PickError::Gone),
            "not a player pick"
        );
        assert_eq!(j.pick_advantage(&content, 99, speed), Err(PickError::Gone));
    }

    #[test]
    fn a_choice_of_rewards_waits_and_gives_the_option_picked() {
        let (content, campaign) = relic_road();
        let mut j = Journey::start(&content, &campaign, 1, &mut PolicyChooser);
        j.players = 2;
        let cellar = campaign.node("cellar").unwrap();
        let NodeKind::Fight(f) = &campaign.nodes[cellar].kind else {
            panic!("the cellar is a fight");
        };
        let r = f
            .rewards
            .iter()
            .position(|r| matches!(r, Reward::Choose(_)))
            .unwrap();
        j.give(
            &content,
            &campaign,
            &f.rewards[r],
            (cellar, r),
            &[0, 1],
            &mut Players,
        );
        assert_eq!(j.pending.len(), 1);
        let options = j.reward_options(&campaign, 0).unwrap().to_vec();
        let item = options
            .iter()
            .position(|o| matches!(o, Reward::Item(_)))
            .unwrap();
        let Reward::Item(id) = options[item] else {
            unreachable!()
        };
        assert_eq!(
            j.pick_reward(&content, &campaign, 0, options.len()),
            Err(PickError::NotAnOption)
        );
        j.pick_reward(&content, &campaign, 0, item).unwrap();
        assert!(j.pending.is_empty() && j.party.stash.contains(&id));
        // A recruit in hot-seat: the players say who plays it.
        let ambush = campaign.node("ambush").unwrap();
        let NodeKind::Fight(f) = &campaign.nodes[ambush].kind else {
            panic!("the ambush is a fight");
        };
        let r = f
            .rewards
            .iter()
            .position(|r| matches!(r, Reward::Recruit(_)))
            .unwrap();
        j.give(
            &content,
            &campaign,
            &f.rewards[r],
            (ambush, r),
            &[0],
            &mut Players,
        );
        let k = j
            .pending
            .iter()
            .position(|p| matches!(p, Pick::Player(_)))
            .unwrap();
        assert_eq!(j.pick_player(k, 2), Err(PickError::NotAnOption));
        j.pick_player(k, 1).unwrap();
        assert_eq!(j.party.heroes.last().unwrap().player, 1);
    }
}
