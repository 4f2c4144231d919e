//! Where the party is on the map: the nodes won, open and closed, attempts and retreats, and
//! whether the campaign is finished or lost (and why).

use crate::content::campaign::{Campaign, NodeKind};
use serde::{Deserialize, Serialize};

/// Why a campaign was lost.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Loss {
    /// A fight lost with no retreat left.
    Retreats,
    /// A hero the campaign names in `must_survive` fell.
    MustSurvive(String),
    /// No hero is left alive.
    PartyGone,
}

impl Loss {
    /// The report's key for it.
    pub fn key(&self) -> &'static str {
        match self {
            Loss::Retreats => "retreats",
            Loss::MustSurvive(_) => "must_survive",
            Loss::PartyGone => "party_gone",
        }
    }

    /// In plain words.
    pub fn words(&self) -> String {
        match self {
            Loss::Retreats => "a fight was lost with no retreat left".into(),
            Loss::MustSurvive(name) => format!("{name} fell, and the campaign needed them"),
            Loss::PartyGone => "no hero is left alive".into(),
        }
    }
}

/// How the campaign stands.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Standing {
    #[default]
    Going,
    Finished,
    Lost(Loss),
}

/// The map's state.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Progress {
    /// Nodes won (or camps passed), in order.
    pub won: Vec<usize>,
    /// Nodes the party may go to now.
    pub open: Vec<usize>,
    /// Nodes closed by taking a sibling.
    pub closed: Vec<usize>,
    /// Attempts at each node (lost and won).
    pub attempts: Vec<u32>,
    /// Lost attempts at each node.
    pub lost: Vec<u32>,
    pub retreats: u32,
    /// Fights fought so far.
    pub fights: u32,
    pub standing: Standing,
}

impl Progress {
    /// A campaign about to start: the first node open.
    pub fn start(campaign: &Campaign) -> Progress {
        let n = campaign.nodes.len();
        Progress {
            open: if n > 0 { vec![0] } else { Vec::new() },
            attempts: vec![0; n],
            lost: vec![0; n],
            retreats: campaign.def.retreats,
            ..Progress::default()
        }
    }

    pub fn going(&self) -> bool {
        self.standing == Standing::Going
    }

    /// The node `n` was won (or the camp passed): its siblings close and its `next` open; with
    /// no `next` the campaign is finished.
    pub fn pass(&mut self, campaign: &Campaign, n: usize) {
        self.won.push(n);
        self.closed
            .extend(self.open.iter().copied().filter(|&m| m != n));
        self.open = campaign.nodes[n].next.clone();
        if self.open.is_empty() {
            self.standing = Standing::Finished;
        }
    }

    /// An attempt at fight `n` begins.
    pub fn attempt(&mut self, n: usize) {
        if let Some(a) = self.attempts.get_mut(n) {
            *a = a.saturating_add(1);
        }
        self.fights = self.fights.saturating_add(1);
    }

    /// The fight at `n` was lost: one retreat spent, the choice left as it was; with none left
    /// the campaign is lost.
    pub fn retreat(&mut self, n: usize) {
        if let Some(l) = self.lost.get_mut(n) {
            *l = l.saturating_add(1);
        }
        match self.retreats.checked_sub(1) {
            Some(left) => self.retreats = left,
            None => self.standing = Standing::Lost(Loss::Retreats),
        }
    }

    /// Ends the campaign as lost, unless it already ended.
    pub fn lose(&mut self, loss: Loss) {
        if self.going() {
            self.standing = Standing::Lost(loss);
        }
    }

    /// The node's number of fights from the start on the path taken (for "fight 4 of 9").
    pub fn fights_won(&self, campaign: &Campaign) -> usize {
        self.won
            .iter()
            .filter(|&&n| matches!(campaign.nodes[n].kind, NodeKind::Fight(_)))
            .count()
    }
}

/// The seed of attempt `attempt` (from 1) at node `node`: a stable mix of the campaign's seed,
/// the node's id and the attempt, so that a campaign depends on its file, seed and choices.
pub fn fight_seed(campaign_seed: u64, node_id: &str, attempt: u32) -> u64 {
    // FNV-1a over the id: stable across platforms and releases, unlike the std hasher.
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in node_id.bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    splitmix(campaign_seed ^ splitmix(h ^ u64::from(attempt)))
}

fn splitmix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seeds_differ_by_node_and_attempt_and_repeat_for_the_same() {
        let a = fight_seed(7, "ambush", 1);
        assert_eq!(a, fight_seed(7, "ambush", 1));
        assert_ne!(a, fight_seed(7, "ambush", 2));
        assert_ne!(a, fight_seed(7, "bridge", 1));
        assert_ne!(a, fight_seed(8, "ambush", 1));
    }
}
