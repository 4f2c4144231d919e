//! A small campaign played through the Journey API (issue 26, part 2): the kept file
//! `tests/corpus/campaigns/short-road.ron`, fights ended by hand with chosen wounds and winners,
//! and every check made on the next fight's start (the `Deployed` of the next `begin_fight`),
//! since that is where what a hero carries has to show; and the same file played with real
//! fights.

mod carry;
mod choices;
mod losses;
mod played;

use crate::common::library;
use aguja::campaign::deploy::{Deployed, can_fight, max_hp};
use aguja::campaign::{
    Chooser, FightResult, Journey, KitError, Loss, Pick, PickError, Place, Players, PolicyChooser,
    Standing, policy,
};
use aguja::combat::ending::Ending;
use aguja::combat::state::GroundItem;
use aguja::combat::{CombatState, Fighter, Outcome};
use aguja::content::campaign::{Campaign, LevelFolder, NodeKind, campaign_from_text};
use aguja::content::{Content, ItemId, Side, SourceText, levels_dir};

const CORPUS: &str = "tests/corpus/campaigns/short-road.ron";
const ALDRIC: usize = 0;
const WREN: usize = 1;
/// The recruit of the first fight.
const MAREN: usize = 2;

/// The kept campaign with each `from` replaced by its `to` (which must be in it).
fn corpus_with(content: &Content, changes: &[(&str, &str)]) -> Campaign {
    let mut text = std::fs::read_to_string(CORPUS).expect("the kept campaign");
    for (from, to) in changes {
        assert!(text.contains(from), "`{from}` is in {CORPUS}");
        text = text.replacen(from, to, 1);
    }
    let dir = levels_dir();
    let levels = LevelFolder { dir: &dir, content };
    campaign_from_text(SourceText::new(CORPUS, text), content, &levels)
        .unwrap_or_else(|e| panic!("{CORPUS} loads: {e}"))
}

fn corpus(content: &Content) -> Campaign {
    corpus_with(content, &[])
}

fn item(content: &Content, id: &str) -> ItemId {
    content.item_id(id).expect("an item of the library")
}

/// The fighter party hero `h` is in a deployed fight.
fn fighter(deployed: &Deployed, h: usize) -> &Fighter {
    let (_, id) = deployed
        .heroes
        .iter()
        .find(|(hero, _)| *hero == h)
        .unwrap_or_else(|| panic!("hero {h} is not in the fight"));
    &deployed.state.fighters[id.index()]
}

fn fighter_mut<'a>(end: &'a mut CombatState, deployed: &Deployed, h: usize) -> &'a mut Fighter {
    let id = fighter(deployed, h).id;
    &mut end.fighters[id.index()]
}

/// The parts of `kind` on a fighter's body.
fn parts_of(f: &Fighter, kind: &str) -> Vec<usize> {
    (0..f.parts.len())
        .filter(|&p| &*f.parts[p].kind == kind)
        .collect()
}

/// One fight of the campaign: begun at node `id` with `chosen`, its end made from its start by
/// `hurt` and given to `winner` (`None`: the round limit), read back with `chooser`.
fn fight(
    (content, campaign): (&Content, &Campaign),
    journey: &mut Journey,
    id: &str,
    chosen: &[usize],
    winner: Option<Side>,
    hurt: impl FnOnce(&mut CombatState, &Deployed),
    chooser: &mut dyn Chooser,
) -> (Deployed, FightResult) {
    let n = campaign.node(id).expect("a node of the map");
    let (seed, deployed) = journey
        .begin_fight(content, campaign, n, chosen)
        .expect("a fight");
    let mut end = deployed.state.clone();
    hurt(&mut end, &deployed);
    let ending = match winner {
        Some(Side::Heroes) => Ending::FoesDown,
        Some(Side::Minions) => Ending::HeroesDown,
        None => Ending::RoundLimit,
    };
    end.round.outcome = Some(Outcome {
        winner,
        rounds: 3,
        ending,
    });
    let result = journey
        .end_fight(content, campaign, n, seed, &deployed, &end, chooser)
        .result;
    (deployed, result)
}

/// The ambush won with Wren fallen (500 damage at its end): the tests of what a fall costs
/// all begin this way.
fn ambush_won_with_wren_fallen(
    ctx: (&Content, &Campaign),
    journey: &mut Journey,
    chooser: &mut dyn Chooser,
) {
    fight(
        ctx,
        journey,
        "ambush",
        &[ALDRIC, WREN],
        Some(Side::Heroes),
        |end, d| fighter_mut(end, d, WREN).damage = 500,
        chooser,
    );
}

/// The next fight's start, as `begin_fight` builds it (without ending it).
fn next_start(
    content: &Content,
    campaign: &Campaign,
    journey: &Journey,
    id: &str,
    chosen: &[usize],
) -> Deployed {
    let mut ahead = journey.clone();
    let n = campaign.node(id).expect("a node of the map");
    ahead
        .begin_fight(content, campaign, n, chosen)
        .expect("a fight")
        .1
}

fn nothing(_: &mut CombatState, _: &Deployed) {}
