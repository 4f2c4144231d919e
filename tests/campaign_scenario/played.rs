//! The kept campaign played with real fights (random players on both sides, as the simulator
//! plays them): each fight's recorded start holds every sent hero as the party held it.

use super::*;
use aguja::ai::Budget;
use aguja::campaign::Hero;
use aguja::control::Seat;
use aguja::sim::campaign::{CampaignWatch, FoughtFight, play_through};
use aguja::sim::players::Sides;

/// Checks each fight's start against the heroes sent, as they stood on entering.
struct StartsAsTheyStood<'c> {
    content: &'c Content,
    sent: Vec<Hero>,
    fights: usize,
    /// Fights some hero entered already hurt: the carrying was put to the test.
    hurt: usize,
}

impl CampaignWatch for StartsAsTheyStood<'_> {
    fn entering(&mut self, journey: &Journey, _node: usize, chosen: &[usize]) {
        self.sent = chosen
            .iter()
            .map(|&h| journey.party.heroes[h].clone())
            .collect();
    }

    fn fought(&mut self, fight: FoughtFight) {
        self.fights += 1;
        let start = &fight.recording.start;
        let names = &fight.recording.roster.names;
        for hero in &self.sent {
            let at = names.iter().position(|n| *n == hero.name);
            let f = &start.fighters[at.unwrap_or_else(|| panic!("{} is in the fight", hero.name))];
            let why = format!(
                "{} entering fight {} ({})",
                hero.name, fight.number, fight.node
            );
            assert_eq!(f.damage, hero.damage, "{why}");
            let limbs: Vec<u32> = f.parts.iter().map(|p| p.damage).collect();
            assert_eq!(limbs, hero.limbs, "{why}");
            assert_eq!(f.advantages, hero.advantages, "{why}");
            let mut carried: Vec<ItemId> = f.gear.worn.iter().map(|w| w.item).collect();
            carried.extend(&f.gear.pack);
            let mut owned: Vec<ItemId> = hero.worn.iter().chain(&hero.pack).copied().collect();
            carried.sort();
            owned.sort();
            assert_eq!(carried, owned, "{why}: every item it owns, worn or packed");
            let hp = f.stat(self.content, aguja::rules::Stat::HP);
            assert!((f.total_damage() as i32) < hp, "{why}: sent able to fight");
        }
        if self.sent.iter().any(|h| h.total_damage() > 0) {
            self.hurt += 1;
        }
    }
}

#[test]
fn with_real_fights_each_fight_starts_with_the_heroes_as_the_party_held_them() {
    let content = library();
    let campaign = corpus(&content);
    let sides = Sides {
        heroes: Seat::Random,
        dark_lord: Seat::Random,
        budget: Budget::default(),
    };
    let mut watch = StartsAsTheyStood {
        content: &content,
        sent: Vec::new(),
        fights: 0,
        hurt: 0,
    };
    for seed in 1..=4 {
        let mut journey = Journey::start(&content, &campaign, seed, &mut PolicyChooser);
        play_through(&content, &campaign, &mut journey, &sides, None, &mut watch);
        assert!(!journey.progress.going(), "seed {seed}: the campaign ended");
    }
    assert!(watch.fights >= 6, "{} fights", watch.fights);
    assert!(
        watch.hurt >= 2,
        "only {} fights began with a hero hurt",
        watch.hurt
    );
}
