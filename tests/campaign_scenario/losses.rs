//! What ends a hero or the campaign: `fallen` Dead and Recover, retreats, `must_survive`.

use super::*;

#[test]
fn fallen_dead_takes_a_hero_out_of_the_party_and_its_gear_to_the_stash() {
    let content = library();
    let campaign = corpus_with(&content, &[("fallen: Recover", "fallen: Dead")]);
    let mut journey = Journey::start(&content, &campaign, 3, &mut Players);
    let longbow = item(&content, "longbow");
    ambush_won_with_wren_fallen((&content, &campaign), &mut journey, &mut Players);
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
fn fallen_recover_sits_a_hero_out_of_the_next_fight_and_it_rests() {
    let content = library();
    let campaign = corpus(&content);
    let mut journey = Journey::start(&content, &campaign, 3, &mut PolicyChooser);
    ambush_won_with_wren_fallen((&content, &campaign), &mut journey, &mut PolicyChooser);
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
    // Rested (and the cellar's reward may heal every hero besides).
    assert!(
        wren.total_damage() <= hp - campaign.def.recovery.resting,
        "it rested: damage {} of {hp} HP",
        wren.total_damage()
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

#[test]
fn with_fallen_dead_and_nobody_who_must_survive_the_last_heroes_falling_lose_it() {
    let content = library();
    let campaign = corpus_with(
        &content,
        &[
            ("fallen: Recover", "fallen: Dead"),
            (r#"must_survive: ["Aldric"]"#, "must_survive: []"),
        ],
    );
    let mut journey = Journey::start(&content, &campaign, 3, &mut PolicyChooser);
    fight(
        (&content, &campaign),
        &mut journey,
        "ambush",
        &[ALDRIC, WREN],
        Some(Side::Minions),
        |end, d| {
            fighter_mut(end, d, ALDRIC).damage = 500;
            fighter_mut(end, d, WREN).damage = 500;
        },
        &mut PolicyChooser,
    );
    assert_eq!(journey.party.living().count(), 0);
    assert_eq!(journey.progress.standing, Standing::Lost(Loss::PartyGone));
    assert_eq!(
        journey.progress.retreats, 1,
        "no retreat is spent on a lost campaign"
    );
}
