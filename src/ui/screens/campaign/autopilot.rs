//! The campaign moved on without a player, by the policy headless play uses: the next choice
//! owed, else the next node with the healthiest heroes. The screenshot tool takes a campaign to
//! a fight's aftermath with it, and the tests play a campaign through the window's steps.

use super::flow::CampaignAsk;
use super::run::CampaignRun;
use crate::campaign::{Pick, policy};
use crate::content::Content;
use crate::content::campaign::NodeKind;

/// What the policy asks next, or nothing when the campaign is over.
pub fn next_ask(content: &Content, run: &CampaignRun) -> Option<CampaignAsk> {
    let j = &run.journey;
    if let Some(pick) = j.pending.first() {
        return Some(match pick {
            Pick::Advantage(h) => CampaignAsk::Advantage {
                pick: 0,
                advantage: policy::best_advantage(content, &j.party.heroes[*h])?,
            },
            Pick::Reward { .. } => CampaignAsk::Reward {
                pick: 0,
                option: policy::choose_reward(
                    content,
                    &j.party,
                    j.reward_options(&run.campaign, 0)?,
                ),
            },
            Pick::Player(_) => CampaignAsk::Player { pick: 0, player: 0 },
        });
    }
    if !j.progress.going() {
        return None;
    }
    let anyone = j
        .party
        .living()
        .any(|h| crate::campaign::deploy::can_fight(content, &j.party.heroes[h]));
    if !anyone {
        return Some(CampaignAsk::Rest);
    }
    let n = policy::choose_node(content, &run.campaign, &j.party, &j.progress.open)?;
    Some(match &run.campaign.nodes[n].kind {
        NodeKind::Camp { .. } => CampaignAsk::Camp(n),
        NodeKind::Fight(f) => CampaignAsk::Fight {
            node: n,
            heroes: policy::choose_heroes(content, &j.party, f),
        },
    })
}
