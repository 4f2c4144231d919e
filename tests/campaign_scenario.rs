//! A small campaign played through the Journey API (issue 26, part 2): the kept file
//! `tests/corpus/campaigns/short-road.ron`, fights ended by hand with chosen wounds and winners,
//! and every check made on the next fight's start (the `Deployed` of the next `begin_fight`),
//! since that is where what a hero carries has to show.

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

/// The kept campaign with `from` replaced by `to` (which must be in it).
fn corpus_with(content: &Content, from: &str, to: &str) -> Campaign {
    let text = std::fs::read_to_string(CORPUS).expect("the kept campaign");
    assert!(text.contains(from), "`{from}` is in {CORPUS}");
    let dir = levels_dir();
    let levels = LevelFolder { dir: &dir, content };
    campaign_from_text(
        SourceText::new(CORPUS, text.replacen(from, to, 1)),
        content,
        &levels,
    )
    .unwrap_or_else(|e| panic!("{CORPUS} loads: {e}"))
}

fn corpus(content: &Content) -> Campaign {
    corpus_with(content, "", "")
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

#[test]
fn damage_and_a_limb_at_half_hp_carry_into_the_next_fight_less_recovery_and_start_it_out() {
    let content = library();
    let campaign = corpus(&content);
    let mut journey = Journey::start(&content, &campaign, 3, &mut PolicyChooser);
    let hp = max_hp(&content, &journey.party.heroes[ALDRIC]) as u32;
    let after_fight = campaign.def.recovery.after_fight;
    fight(
        (&content, &campaign),
        &mut journey,
        "ambush",
        &[ALDRIC, WREN],
        Some(Side::Minions),
        |end, d| {
            let aldric = fighter_mut(end, d, ALDRIC);
            aldric.damage = 3;
            let hand = parts_of(aldric, "hand")[0];
            // Recovery heals the limbs first: after it, the hand is still at half the HP.
            aldric.parts[hand].damage = hp.div_ceil(2) + after_fight;
            aldric.wait = 4;
            let wren = fighter_mut(end, d, WREN);
            wren.damage = 5;
            let head = parts_of(wren, "head")[0];
            wren.parts[head].damage = 1;
        },
        &mut PolicyChooser,
    );
    // The lost fight is tried again, with the wounds.
    let again = next_start(&content, &campaign, &journey, "ambush", &[ALDRIC, WREN]);
    assert_eq!(
        journey.progress.open,
        vec![0],
        "the lost fight is open again"
    );
    let aldric = fighter(&again, ALDRIC);
    let hand = parts_of(aldric, "hand")[0];
    assert_eq!(aldric.damage, 3, "general damage is carried");
    assert_eq!(aldric.parts[hand].damage, hp.div_ceil(2));
    assert!(!aldric.part_active(hand), "the hand starts the fight out");
    assert!(aldric.part_active(parts_of(aldric, "hand")[1]));
    assert_eq!(aldric.wait, 0, "wait points do not carry");
    let wren = fighter(&again, WREN);
    // 2 healed: the head's 1 first, then 1 of the general damage.
    assert_eq!(wren.damage, 4);
    assert_eq!(wren.parts[parts_of(wren, "head")[0]].damage, 0);
}

#[test]
fn an_item_picked_up_is_kept_one_dropped_is_a_spoil_and_a_reward_item_is_put_on_from_the_stash() {
    let content = library();
    let campaign = corpus(&content);
    let mut journey = Journey::start(&content, &campaign, 3, &mut Players);
    let (sword, cap, shield) = (
        item(&content, "arming_sword"),
        item(&content, "leather_cap"),
        item(&content, "heater_shield"),
    );
    fight(
        (&content, &campaign),
        &mut journey,
        "ambush",
        &[ALDRIC, WREN],
        Some(Side::Heroes),
        |end, d| {
            let aldric = fighter_mut(end, d, ALDRIC);
            aldric.gear.pack.push(sword);
            aldric.gear.worn.retain(|w| w.item != cap);
            end.ground.push(GroundItem { id: 7, item: cap });
        },
        &mut Players,
    );
    assert_eq!(
        journey.party.stash,
        vec![cap, shield],
        "the spoil, the reward"
    );
    let at = |stash: &[ItemId], wanted| stash.iter().position(|&i| i == wanted).unwrap();
    journey
        .party
        .move_item(
            &content,
            Place::Stash,
            at(&journey.party.stash, shield),
            Place::Worn(ALDRIC),
        )
        .expect("a squire has a free hand for a shield");
    let next = next_start(&content, &campaign, &journey, "cellar", &[ALDRIC, WREN]);
    let aldric = fighter(&next, ALDRIC);
    assert!(
        aldric.gear.pack.contains(&sword),
        "a sword picked up is kept"
    );
    let worn: Vec<ItemId> = aldric.gear.worn.iter().map(|w| w.item).collect();
    assert!(worn.contains(&shield), "the reward is worn: {worn:?}");
    assert!(!worn.contains(&cap) && !aldric.gear.pack.contains(&cap));
    assert_eq!(journey.party.stash, vec![cap], "the cap waits in the stash");
}

#[test]
fn an_advantage_reward_and_a_recruit_join_the_next_fight() {
    let content = library();
    let campaign = corpus(&content);
    let mut journey = Journey::start(&content, &campaign, 3, &mut PolicyChooser);
    assert_eq!(
        journey.party.heroes[WREN].advantages.len(),
        1,
        "start_level"
    );
    fight(
        (&content, &campaign),
        &mut journey,
        "ambush",
        &[ALDRIC, WREN],
        Some(Side::Heroes),
        nothing,
        &mut PolicyChooser,
    );
    let party = &journey.party;
    assert_eq!(party.heroes.len(), 3);
    assert_eq!(party.heroes[ALDRIC].advantages.len(), 2);
    assert_eq!(party.heroes[WREN].advantages.len(), 2);
    let maren = &party.heroes[MAREN];
    assert_eq!(maren.name, "Sister Maren");
    assert_eq!(
        maren.advantages.len(),
        1,
        "a recruit comes with start_level"
    );
    let next = next_start(&content, &campaign, &journey, "cellar", &[ALDRIC, MAREN]);
    assert_eq!(
        fighter(&next, ALDRIC).advantages,
        party.heroes[ALDRIC].advantages
    );
    let f = fighter(&next, MAREN);
    assert_eq!(next.roster.names[f.id.index()], "Sister Maren");
    assert_eq!(f.advantages, maren.advantages);
    assert_eq!(f.total_damage(), 0, "a recruit joins at full health");
    let worn: Vec<&str> = f
        .gear
        .worn
        .iter()
        .map(|w| content.item(w.item).def.id.as_str())
        .collect();
    assert!(
        worn.contains(&"holy_symbol") && worn.contains(&"mace"),
        "{worn:?}"
    );
    assert!(
        next.heroes.iter().all(|&(h, _)| h != WREN),
        "Wren sits it out"
    );
}

#[test]
fn with_the_players_choosing_advantages_recruits_and_rewards_are_owed_then_made() {
    let content = library();
    let campaign = corpus(&content);
    let mut journey = Journey::start(&content, &campaign, 3, &mut Players);
    journey.players = 2;
    let a = |id: &str| content.advantage_id(id).expect("an advantage");
    assert_eq!(
        journey.pending,
        vec![Pick::Advantage(WREN)],
        "Aldric's are fixed"
    );
    journey.pick_advantage(&content, 0, a("speed")).unwrap();
    // Wren falls: only Aldric stands, so only he grows.
    fight(
        (&content, &campaign),
        &mut journey,
        "ambush",
        &[ALDRIC, WREN],
        Some(Side::Heroes),
        |end, d| fighter_mut(end, d, WREN).damage = 500,
        &mut Players,
    );
    assert_eq!(
        journey.pending,
        vec![
            Pick::Advantage(ALDRIC),
            Pick::Advantage(MAREN),
            Pick::Player(MAREN)
        ]
    );
    assert_eq!(
        journey.pick_player(0, 1),
        Err(PickError::Gone),
        "not a player's pick"
    );
    assert_eq!(
        journey.pick_player(2, 2),
        Err(PickError::NotAnOption),
        "two players"
    );
    journey.pick_advantage(&content, 0, a("dodge")).unwrap();
    journey.pick_advantage(&content, 0, a("mystic")).unwrap();
    journey.pick_player(0, 1).unwrap();
    assert!(journey.pending.is_empty());
    assert_eq!(journey.party.heroes[MAREN].player, 1);
    let next = next_start(&content, &campaign, &journey, "cellar", &[ALDRIC, MAREN]);
    assert_eq!(
        fighter(&next, ALDRIC).advantages,
        vec![a("health"), a("dodge")]
    );
    assert_eq!(fighter(&next, MAREN).advantages, vec![a("mystic")]);
    // The cellar's reward is a choice: owed, refused out of range, then given.
    fight(
        (&content, &campaign),
        &mut journey,
        "cellar",
        &[ALDRIC, MAREN],
        Some(Side::Heroes),
        nothing,
        &mut Players,
    );
    assert!(matches!(journey.pending[..], [Pick::Reward { .. }]));
    assert_eq!(
        journey.reward_options(&campaign, 0).map(<[_]>::len),
        Some(2)
    );
    let err = journey.pick_reward(&content, &campaign, 0, 2);
    assert_eq!(err, Err(PickError::NotAnOption));
    let stash = journey.party.stash.len();
    journey.pick_reward(&content, &campaign, 0, 0).unwrap();
    assert_eq!(journey.party.stash.len(), stash + 1);
    assert_eq!(
        journey.party.stash.last(),
        Some(&item(&content, "chainmail"))
    );
    assert!(journey.pending.is_empty());
}

#[test]
fn fallen_dead_takes_a_hero_out_of_the_party_and_its_gear_to_the_stash() {
    let content = library();
    let campaign = corpus_with(&content, "fallen: Recover", "fallen: Dead");
    let mut journey = Journey::start(&content, &campaign, 3, &mut Players);
    let longbow = item(&content, "longbow");
    fight(
        (&content, &campaign),
        &mut journey,
        "ambush",
        &[ALDRIC, WREN],
        Some(Side::Heroes),
        |end, d| fighter_mut(end, d, WREN).damage = 500,
        &mut Players,
    );
    let party = &journey.party;
    assert!(party.heroes[WREN].dead);
    assert!(!party.living().any(|h| h == WREN));
    assert!(!can_fight(&content, &party.heroes[WREN]));
    assert!(
        party.stash.contains(&longbow),
        "a won fight keeps the dead's gear"
    );
    let NodeKind::Fight(cellar) = &campaign.nodes[campaign.node("cellar").unwrap()].kind else {
        panic!("the cellar is a fight")
    };
    let chosen = policy::choose_heroes(&content, party, cellar);
    assert_eq!(chosen, vec![ALDRIC, MAREN], "the dead are not sent");
    let next = next_start(&content, &campaign, &journey, "cellar", &chosen);
    assert!(!next.roster.names.iter().any(|n| n == "Wren"));
    let at = party.stash.iter().position(|&i| i == longbow).unwrap();
    assert_eq!(
        journey
            .party
            .move_item(&content, Place::Stash, at, Place::Pack(WREN)),
        Err(KitError::Dead("Wren".into()))
    );
}

#[test]
#[ignore = "BUG: a hero down at a fight's end heals `after_fight` with those who stood, so \
            `fallen: Recover` never sits anyone out (src/campaign/journey.rs end_fight)"]
fn fallen_recover_sits_a_hero_out_of_the_next_fight_and_it_rests() {
    let content = library();
    let campaign = corpus(&content);
    let mut journey = Journey::start(&content, &campaign, 3, &mut PolicyChooser);
    fight(
        (&content, &campaign),
        &mut journey,
        "ambush",
        &[ALDRIC, WREN],
        Some(Side::Heroes),
        |end, d| fighter_mut(end, d, WREN).damage = 500,
        &mut PolicyChooser,
    );
    let wren = &journey.party.heroes[WREN];
    assert!(!wren.dead);
    let hp = max_hp(&content, wren) as u32;
    assert!(
        !can_fight(&content, wren),
        "Wren fell: damage {} of {hp} HP, and may fight at once",
        wren.total_damage()
    );
    let NodeKind::Fight(cellar) = &campaign.nodes[campaign.node("cellar").unwrap()].kind else {
        panic!("the cellar is a fight")
    };
    let chosen = policy::choose_heroes(&content, &journey.party, cellar);
    assert_eq!(chosen, vec![ALDRIC, MAREN], "the wounded sit it out");
    fight(
        (&content, &campaign),
        &mut journey,
        "cellar",
        &chosen,
        Some(Side::Heroes),
        nothing,
        &mut PolicyChooser,
    );
    let wren = &journey.party.heroes[WREN];
    assert_eq!(
        wren.total_damage(),
        hp - campaign.def.recovery.resting,
        "it rested"
    );
    assert!(can_fight(&content, wren));
}

#[test]
fn a_loss_spends_a_retreat_a_retreat_reward_gives_one_back_and_a_loss_with_none_left_ends_it() {
    let content = library();
    let campaign = corpus(&content);
    let mut journey = Journey::start(&content, &campaign, 3, &mut PolicyChooser);
    let node = |id: &str| campaign.node(id).unwrap();
    let both = [ALDRIC, WREN];
    let won = Some(Side::Heroes);
    let play = |journey: &mut Journey, id, winner| {
        fight(
            (&content, &campaign),
            journey,
            id,
            &both,
            winner,
            nothing,
            &mut PolicyChooser,
        )
        .1
    };
    assert_eq!(play(&mut journey, "ambush", won), FightResult::Won);
    assert_eq!(
        play(&mut journey, "cellar", Some(Side::Minions)),
        FightResult::Lost
    );
    assert_eq!(journey.progress.retreats, 0);
    assert_eq!(
        journey.progress.open,
        vec![node("cellar"), node("ford")],
        "choice kept"
    );
    assert!(journey.progress.going());
    assert_eq!(play(&mut journey, "ford", won), FightResult::Won);
    assert_eq!(journey.progress.retreats, 1, "the ford's Retreat");
    assert!(journey.progress.closed.contains(&node("cellar")));
    journey.party.heroes[ALDRIC].damage = 6;
    journey.camp(&campaign, node("barn"));
    assert_eq!(journey.party.heroes[ALDRIC].damage, 2, "the barn heals 4");
    assert_eq!(play(&mut journey, "pilgrim", None), FightResult::Draw);
    assert!(journey.progress.going(), "a draw spends the last retreat");
    assert_eq!(
        play(&mut journey, "pilgrim", Some(Side::Minions)),
        FightResult::Lost
    );
    assert_eq!(journey.progress.standing, Standing::Lost(Loss::Retreats));
    assert_eq!(journey.progress.attempts[node("pilgrim")], 2);
}

#[test]
fn a_must_survive_hero_falling_loses_the_campaign_even_in_a_won_fight() {
    let content = library();
    let campaign = corpus(&content);
    let mut journey = Journey::start(&content, &campaign, 3, &mut PolicyChooser);
    let (_, result) = fight(
        (&content, &campaign),
        &mut journey,
        "ambush",
        &[ALDRIC, WREN],
        Some(Side::Heroes),
        |end, d| fighter_mut(end, d, ALDRIC).damage = 500,
        &mut PolicyChooser,
    );
    assert_eq!(result, FightResult::Won);
    assert_eq!(
        journey.progress.standing,
        Standing::Lost(Loss::MustSurvive("Aldric".into()))
    );
    assert_eq!(
        journey.party.heroes.len(),
        2,
        "no recruit after the campaign is lost"
    );
    assert!(journey.progress.won.is_empty(), "the map does not move on");
}
