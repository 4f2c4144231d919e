//! Starting a campaign from the title's list, solo and hot-seat, and the title's summary of the
//! campaign in progress.

use super::*;
use aguja::ui::launch::Launch;
use aguja::ui::screens::campaign::CampaignLaunch;

#[test]
fn starting_the_shipped_campaign_opens_the_map_saves_it_and_owes_the_start_advantages() {
    let game = started();
    assert_eq!(game.screen(), Screen::Campaign);
    let save = game.keep().saves.join("campaigns/the-relic-road.ron");
    assert_eq!(run(&game).save_path, save);
    let file = saved(&game, &save);
    // `start_level: 2`, no advantages fixed: two picks for each hero.
    let owed = vec![
        Pick::Advantage(0),
        Pick::Advantage(0),
        Pick::Advantage(1),
        Pick::Advantage(1),
    ];
    assert_eq!(file.journey.pending, owed);
    assert_eq!(run(&game).journey.pending, owed);
    assert!(file.fight.is_none());
}

#[test]
fn the_title_sums_up_the_campaign_in_progress_for_continue() {
    let mut game = started();
    apply(game.app.world_mut(), CampaignAsk::BackToTitle);
    game.app.update();
    let entry = game
        .app
        .world()
        .resource::<Campaigns>()
        .entry(&shipped_path())
        .cloned()
        .unwrap();
    let saved = entry.saved.expect("the campaign in progress");
    assert_eq!(
        saved.path,
        game.keep().saves.join("campaigns/the-relic-road.ron")
    );
    assert!(!saved.over);
    let summary = saved.summary.expect("it can be continued");
    let fights = shipped(&game).shortest_fights();
    assert!(
        summary.starts_with(&format!("fight 1 of {fights} · 2 heroes alive · ")),
        "{summary}"
    );
}

#[test]
fn in_hot_seat_each_hero_answers_to_its_player_and_continuing_keeps_the_seats() {
    let mut game = Game::new();
    let path = shipped_path();
    let start = CampaignStart {
        path,
        kinds: shipped(&game).party.iter().map(|h| h.kind).collect(),
        owners: vec![0, 1],
        players: 2,
        dark_lord: Seat::Ai(aguja::ai::Strength::Normal),
        seed: 7,
    };
    apply(game.app.world_mut(), CampaignAsk::Start(Box::new(start)));
    game.app.update();
    let fight = make_the_picks(&mut game);
    apply(game.app.world_mut(), fight);
    game.app.update();
    let f = run(&game).fight.expect("a fight under way");
    let seats = game.seats();
    let players: Vec<Seat> = f.heroes.iter().map(|&(_, id)| seats.seat(id)).collect();
    assert_eq!(players, vec![Seat::Player(0), Seat::Player(1)]);
    until(&mut game, 50_000, human_question);
    game.app.update();
    let path = run(&game).save_path;
    apply(game.app.world_mut(), FightAsk::BackToTitle);
    game.app.update();
    apply(game.app.world_mut(), CampaignAsk::Continue(path));
    game.app.update();
    assert_eq!(game.screen(), Screen::Combat);
    assert_eq!(
        game.seats().by_combatant,
        seats.by_combatant,
        "the seats as they were"
    );
    assert_eq!(run(&game).journey.players, 2);
    // Won, the recruit's player is owed (the autopilot's picks leave it for last here).
    to_the_result(&mut game);
    let j = run(&game).journey;
    assert_eq!(
        j.fights[0].result,
        FightResult::Won,
        "seed 7's ambush is won"
    );
    let k = j.pending.iter().position(|p| *p == Pick::Player(2));
    let k = k.expect("who answers for Sister Maren is owed");
    let ask = |player| CampaignAsk::Player { pick: k, player };
    apply(game.app.world_mut(), ask(2));
    game.app.update();
    let status = run(&game).status.unwrap_or_default();
    assert_eq!(
        status, "That is not one of the choices.",
        "two players: 0 and 1"
    );
    apply(game.app.world_mut(), ask(1));
    game.app.update();
    assert_eq!(run(&game).journey.party.heroes[2].player, 1);
}

/// `aguja play --campaign FILE`, in the window: the map of FILE, a new campaign on it.
fn launched(file: &Path) -> Game {
    let mut game = Game::launched(Launch::Campaign(CampaignLaunch::File {
        path: std::fs::canonicalize(file).expect("the campaign file"),
        seed: 7,
        hot_seat: false,
        dark_lord: None,
    }));
    game.app.update();
    game
}

#[test]
fn play_campaign_opens_the_shipped_campaign_s_map() {
    let game = launched(Path::new(SHIPPED));
    assert_eq!(game.screen(), Screen::Campaign);
    assert_eq!(run(&game).file, SHIPPED);
}

#[test]
fn play_campaign_opens_a_campaign_file_from_outside_the_campaigns_folder_or_says_why_not() {
    let game = launched(Path::new("tests/corpus/campaigns/short-road.ron"));
    let note = game.app.world().resource::<Campaigns>().note.clone();
    assert!(
        game.screen() == Screen::Campaign || note.is_some(),
        "on {:?} with nothing said",
        game.screen()
    );
}
