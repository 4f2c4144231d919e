//! Rewards that grow the party, as the policy takes them and as the players pick them.

use super::*;

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
    ambush_won_with_wren_fallen((&content, &campaign), &mut journey, &mut Players);
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
fn a_hero_without_a_name_is_called_after_the_archetype_the_players_picked() {
    let content = library();
    let kind = |id: &str| content.kind_id(id).expect("an archetype");
    for (hero, named) in [
        (r#"(kind: "ranger", choose_from: ["priest"])"#, "Priest"),
        (
            r#"(kind: "ranger", choose_from: ["priest"], name: Some("Wren"))"#,
            "Wren",
        ),
    ] {
        let campaign = corpus_with(
            &content,
            &[(r#"(kind: "ranger", name: Some("Wren"))"#, hero)],
        );
        let kinds = [kind("squire"), kind("priest")];
        let journey = Journey::start_as(&content, &campaign, 3, &kinds, &mut PolicyChooser);
        assert_eq!(journey.party.heroes[WREN].kind, kind("priest"));
        assert_eq!(journey.party.heroes[WREN].name, named, "{hero}");
    }
}
