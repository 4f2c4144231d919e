//! A campaign under way: the party, the map's state and the fights fought, and the steps that
//! move it on (a camp, a fight's start and its end). The window and headless play both use
//! these steps; only who makes the choices differs (`Chooser`).

use super::aftermath::{Aftermath, read_back};
use super::deploy::{Deployed, can_fight, deploy};
use super::owed::Pick;
use super::party::{Hero, Party};
use super::policy;
use super::progress::{Loss, Progress, fight_seed};
use crate::combat::CombatState;
use crate::content::campaign::{Campaign, HeroStart, NodeKind, Reward};
use crate::content::{AdvantageId, Content, KindId, Side};
use serde::{Deserialize, Serialize};

/// Who makes the choices between fights: the players in the window, the policy headless.
pub trait Chooser {
    /// The advantage `hero` takes now.
    fn advantage(&mut self, content: &Content, hero: &Hero) -> Option<AdvantageId>;
    /// The option of a `Choose` the party takes.
    fn reward(&mut self, content: &Content, party: &Party, options: &[Reward]) -> usize;
    /// The players choose later, on the party screen: advantages and rewards become `Pick`s
    /// the journey keeps until they are made, and nobody's gear is moved for them.
    fn defers(&self) -> bool {
        false
    }
}

/// The players at the window: every choice waits for them as a `Pick`.
pub struct Players;

impl Chooser for Players {
    fn advantage(&mut self, _: &Content, _: &Hero) -> Option<AdvantageId> {
        None
    }
    fn reward(&mut self, _: &Content, _: &Party, _: &[Reward]) -> usize {
        0
    }
    fn defers(&self) -> bool {
        true
    }
}

/// The policy of `campaign::policy` as a chooser.
pub struct PolicyChooser;

impl Chooser for PolicyChooser {
    fn advantage(&mut self, content: &Content, hero: &Hero) -> Option<AdvantageId> {
        policy::best_advantage(content, hero)
    }
    fn reward(&mut self, content: &Content, party: &Party, options: &[Reward]) -> usize {
        policy::choose_reward(content, party, options)
    }
}

/// How one fight went.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum FightResult {
    Won,
    Lost,
    /// The round limit: a loss for the campaign.
    Draw,
}

/// One fight of the campaign, for the headless line and the end screen.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FightRecord {
    pub node: String,
    pub attempt: u32,
    pub seed: u64,
    pub result: FightResult,
    pub rounds: u32,
    pub aftermath: Aftermath,
}

/// The campaign's state between steps: all a campaign save needs besides the file.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Journey {
    pub seed: u64,
    pub party: Party,
    pub progress: Progress,
    pub fights: Vec<FightRecord>,
    /// Choices the players owe before the next fight (the window's; headless play owes none).
    #[serde(default)]
    pub pending: Vec<Pick>,
    /// Players at the screen: 1 solo, more hot-seat (each hero answers to one of them).
    #[serde(default = "one")]
    pub players: u8,
}

fn one() -> u8 {
    1
}

impl Journey {
    /// The party sets out: each hero its preselected archetype (or `kinds`' pick), its fixed
    /// advantages or `start_level` picked by `chooser`.
    pub fn start(
        content: &Content,
        campaign: &Campaign,
        seed: u64,
        chooser: &mut dyn Chooser,
    ) -> Journey {
        let kinds: Vec<_> = campaign.party.iter().map(|h| h.kind).collect();
        Journey::start_as(content, campaign, seed, &kinds, chooser)
    }

    /// The party sets out with the archetypes `kinds` (one per party hero; a kind the hero
    /// cannot be is ignored for its preselected one).
    pub fn start_as(
        content: &Content,
        campaign: &Campaign,
        seed: u64,
        kinds: &[KindId],
        chooser: &mut dyn Chooser,
    ) -> Journey {
        let mut journey = Journey {
            seed,
            party: Party::default(),
            progress: Progress::start(campaign),
            fights: Vec::new(),
            pending: Vec::new(),
            players: 1,
        };
        for (i, start) in campaign.party.iter().enumerate() {
            let kind = kinds
                .get(i)
                .copied()
                .filter(|k| *k == start.kind || start.choices.contains(k))
                .unwrap_or(start.kind);
            journey.recruit(content, start, kind, campaign.def.start_level, chooser);
        }
        journey
    }

    /// A camp: every living hero heals the camp's `heal`, and the map moves on.
    pub fn camp(&mut self, campaign: &Campaign, n: usize) {
        if let NodeKind::Camp { heal, .. } = campaign.nodes[n].kind {
            for h in self.party.living().collect::<Vec<_>>() {
                self.party.heroes[h].heal(heal);
            }
            self.progress.pass(campaign, n);
        }
    }

    /// Rests until somebody can fight (every living hero heals `resting` at a time). False if
    /// nobody ever can: the party is gone.
    pub fn rest_until_ready(&mut self, content: &Content, campaign: &Campaign) -> bool {
        let resting = campaign.def.recovery.resting;
        // Each rest heals at least 1 (checked), so damage bounded by the attributes' bound
        // is healed within this many rests.
        for _ in 0..=crate::content::bounds::MAX_ATTRIBUTE * 4 {
            let living: Vec<usize> = self.party.living().collect();
            if living.is_empty() {
                break;
            }
            if living
                .iter()
                .any(|&h| can_fight(content, &self.party.heroes[h]))
            {
                return true;
            }
            for h in living {
                self.party.heroes[h].heal(resting.max(1));
            }
        }
        self.progress.lose(Loss::PartyGone);
        false
    }

    /// The next attempt at fight `n` with heroes `chosen`: its seed and the fight built.
    pub fn begin_fight(
        &mut self,
        content: &Content,
        campaign: &Campaign,
        n: usize,
        chosen: &[usize],
    ) -> Option<(u64, Deployed)> {
        let NodeKind::Fight(node) = &campaign.nodes[n].kind else {
            return None;
        };
        self.progress.attempt(n);
        let attempt = self.progress.attempts[n];
        let seed = fight_seed(self.seed, &campaign.nodes[n].id, attempt);
        Some((seed, deploy(content, node, &self.party, chosen, seed)))
    }

    /// The fight at `n` ended as `end`: wounds and gear read back, healing, rewards if won,
    /// the map moved on or a retreat spent, and the campaign's loss conditions checked.
    #[allow(clippy::too_many_arguments)]
    pub fn end_fight(
        &mut self,
        content: &Content,
        campaign: &Campaign,
        n: usize,
        seed: u64,
        deployed: &Deployed,
        end: &CombatState,
        chooser: &mut dyn Chooser,
    ) -> &FightRecord {
        let outcome = end.round.outcome.clone();
        let result = match outcome.as_ref().and_then(|o| o.winner) {
            Some(Side::Heroes) => FightResult::Won,
            Some(Side::Minions) => FightResult::Lost,
            None => FightResult::Draw,
        };
        let won = result == FightResult::Won;
        let aftermath = read_back(
            content,
            &mut self.party,
            deployed,
            end,
            won,
            campaign.def.fallen,
        );
        let fought: Vec<usize> = deployed.heroes.iter().map(|&(h, _)| h).collect();
        let recovery = campaign.def.recovery;
        for h in self.party.living().collect::<Vec<_>>() {
            let hero = &self.party.heroes[h];
            // A hero who fell and lives is wounded (XCOM): no healing after the fight that
            // felled it, so it sits the next fight out and heals by resting.
            let heal = if aftermath.fell.contains(&hero.name) {
                0
            } else if fought.contains(&h) {
                recovery.after_fight
            } else {
                recovery.resting
            };
            self.party.heroes[h].heal(heal);
        }
        if let Some(name) = campaign
            .def
            .must_survive
            .iter()
            .find(|name| aftermath.fell.contains(name))
        {
            self.progress.lose(Loss::MustSurvive(name.clone()));
        }
        if self.party.living().next().is_none() {
            self.progress.lose(Loss::PartyGone);
        }
        if self.progress.going() {
            if won {
                let standing: Vec<usize> = fought
                    .iter()
                    .copied()
                    .filter(|h| !aftermath.fell.contains(&self.party.heroes[*h].name))
                    .collect();
                if let NodeKind::Fight(node) = &campaign.nodes[n].kind {
                    for (r, reward) in node.rewards.iter().enumerate() {
                        self.give(content, campaign, reward, (n, r), &standing, chooser);
                    }
                }
                if !chooser.defers() {
                    policy::equip_from_stash(content, &mut self.party);
                }
                self.progress.pass(campaign, n);
            } else {
                self.progress.retreat(n);
            }
        }
        self.fights.push(FightRecord {
            node: campaign.nodes[n].id.clone(),
            attempt: self.progress.attempts[n],
            seed,
            result,
            rounds: outcome.map_or(0, |o| o.rounds),
            aftermath,
        });
        // Just pushed.
        &self.fights[self.fights.len() - 1]
    }

    /// One reward of a won fight, the `at.1`th of node `at.0`; `standing`: the heroes who
    /// fought and stand at the end.
    pub(super) fn give(
        &mut self,
        content: &Content,
        campaign: &Campaign,
        reward: &Reward,
        at: (usize, usize),
        standing: &[usize],
        chooser: &mut dyn Chooser,
    ) {
        match reward {
            Reward::Advantage => {
                for &h in standing {
                    self.advance(content, h, chooser);
                }
            }
            Reward::Item(item) => self.party.stash.push(*item),
            Reward::Recruit(start) => {
                self.recruit(
                    content,
                    start,
                    start.kind,
                    campaign.def.start_level,
                    chooser,
                );
            }
            Reward::Heal(n) => {
                for h in self.party.living().collect::<Vec<_>>() {
                    self.party.heroes[h].heal(*n);
                }
            }
            Reward::Retreat => self.progress.retreats = self.progress.retreats.saturating_add(1),
            Reward::Choose(_) if chooser.defers() => self.pending.push(Pick::Reward {
                node: at.0,
                reward: at.1,
                standing: standing.to_vec(),
            }),
            Reward::Choose(options) => {
                let pick = chooser.reward(content, &self.party, options);
                if let Some(option) = options.get(pick) {
                    self.give(content, campaign, option, at, standing, chooser);
                }
            }
        }
    }

    /// Hero `h` takes one more advantage (or owes the players its pick), unless it has the
    /// most an advantage count may be.
    fn advance(&mut self, content: &Content, h: usize, chooser: &mut dyn Chooser) {
        let owed = self.owed_advantages(h);
        let hero = &self.party.heroes[h];
        if hero.advantages.len() + owed >= crate::content::bounds::MAX_LEVEL as usize {
            return;
        }
        if chooser.defers() {
            self.pending.push(Pick::Advantage(h));
        } else if let Some(a) = chooser.advantage(content, hero) {
            self.party.heroes[h].advantages.push(a);
        }
    }

    /// A hero joins as `kind`: its fixed advantages or `level` of them picked, and in hot-seat
    /// the players say who answers for it.
    fn recruit(
        &mut self,
        content: &Content,
        start: &HeroStart,
        kind: KindId,
        level: u32,
        chooser: &mut dyn Chooser,
    ) {
        let fixed = start.advantages.clone();
        // A hero the file does not name is called after the archetype the players picked,
        // numbered if another hero has that name already.
        let base = if start.named {
            start.name.clone()
        } else {
            content.kind(kind).def.name.clone()
        };
        let name = (1..)
            .map(|n| {
                if n == 1 {
                    base.clone()
                } else {
                    format!("{base} {n}")
                }
            })
            .find(|name| self.party.hero(name).is_none())
            .unwrap_or(base);
        let hero = Hero::new(
            content,
            start,
            kind,
            name,
            fixed.clone().unwrap_or_default(),
        );
        self.party.heroes.push(hero);
        let h = self.party.heroes.len() - 1;
        if fixed.is_none() {
            for _ in 0..level {
                self.advance(content, h, chooser);
            }
        }
        if chooser.defers() && self.players > 1 {
            self.pending.push(Pick::Player(h));
        }
    }
}
