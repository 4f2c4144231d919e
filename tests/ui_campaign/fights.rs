//! A campaign's fights in the window: refused while choices are owed, played to the result and
//! read back with their replays, and lost by a concession.

use super::*;
use aguja::ui::saves::Keep;
use aguja::ui::screens::result::view::result;
use aguja::ui::snapshot::Snapshot;
use bevy_egui::egui;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

#[test]
fn a_fight_waits_for_the_picks_then_plays_to_its_result_its_replay_and_a_save_with_no_fight() {
    let mut game = started();
    apply(
        game.app.world_mut(),
        CampaignAsk::Fight {
            node: 0,
            heroes: vec![0, 1],
        },
    );
    game.app.update();
    assert_eq!(
        game.screen(),
        Screen::Campaign,
        "refused while picks are owed"
    );
    let status = run(&game).status.unwrap_or_default();
    assert!(status.contains("choices first"), "{status}");
    let fight = make_the_picks(&mut game);
    assert!(run(&game).journey.pending.is_empty());
    apply(game.app.world_mut(), fight);
    game.app.update();
    assert_eq!(game.screen(), Screen::Combat);
    assert!(
        !game.app.world().contains_resource::<CurrentGame>(),
        "no Play again in a campaign"
    );
    to_the_result(&mut game);
    let run = run(&game);
    assert_eq!(run.journey.fights.len(), 1);
    assert_eq!(run.journey.fights[0].node, "ambush");
    replays(&game);
    assert!(
        saved(&game, &run.save_path).fight.is_none(),
        "no fight under way"
    );
    assert_eq!(saved(&game, &run.save_path).journey, run.journey);
}

#[test]
fn a_conceded_fight_is_lost_a_retreat_spent_and_tried_again_on_a_new_seed_with_its_own_replay() {
    let mut game = started();
    let retreats = run(&game).journey.progress.retreats;
    for attempt in 1..=2 {
        let fight = make_the_picks(&mut game);
        apply(game.app.world_mut(), fight);
        game.app.update();
        assert_eq!(game.screen(), Screen::Combat, "attempt {attempt}");
        until(&mut game, 50_000, human_question);
        apply(game.app.world_mut(), MoveAsk::Concede);
        until(&mut game, 100, |g| g.screen() == Screen::Result);
        apply(game.app.world_mut(), CampaignAsk::ToMap);
        game.app.update();
        assert_eq!(game.screen(), Screen::Campaign);
    }
    let j = run(&game).journey;
    let results: Vec<_> = j
        .fights
        .iter()
        .map(|f| (f.node.as_str(), f.attempt, f.result))
        .collect();
    assert_eq!(
        results,
        vec![
            ("ambush", 1, FightResult::Lost),
            ("ambush", 2, FightResult::Lost)
        ]
    );
    assert_ne!(
        j.fights[0].seed, j.fights[1].seed,
        "a new attempt, a new seed"
    );
    assert_eq!(j.progress.retreats, retreats - 2);
    assert_eq!(j.progress.open, vec![0], "the choice stays as it was");
    let folder = game.keep().replays.join("campaigns/the-relic-road");
    for name in ["01-ambush.ron", "02-ambush.ron"] {
        assert!(folder.join(name).is_file(), "{name}");
    }
}

/// The result screen of a campaign's fight as the window draws it, and what a click asked.
struct ResultScreen {
    snap: Snapshot,
    keep: Keep,
    run: CampaignRun,
    ask: Option<CampaignAsk>,
}

#[test]
fn the_result_of_a_campaign_fight_shows_what_it_did_to_the_party_and_leads_to_the_map() {
    let mut game = started();
    let fight = make_the_picks(&mut game);
    apply(game.app.world_mut(), fight);
    game.app.update();
    to_the_result(&mut game);
    let state = ResultScreen {
        snap: game.snapshot(),
        keep: game.keep(),
        run: run(&game),
        ask: None,
    };
    let mut harness = Harness::builder()
        .with_size(egui::vec2(1280.0, 800.0))
        .build_ui_state(
            |ui, s: &mut ResultScreen| {
                if let Some(ask) = result(ui, &s.snap, &s.keep, false, Some(&s.run)) {
                    s.ask = ask.take::<CampaignAsk>().ok();
                }
            },
            state,
        );
    harness.run_steps(2);
    let texts = crate::ui_common::texts(&harness);
    assert!(texts.iter().any(|t| t == "For the party"), "{texts:?}");
    for gone in ["Play again", "Save replay"] {
        assert!(!texts.iter().any(|t| t == gone), "no {gone} in a campaign");
    }
    harness.get_by_label("To the map").click();
    harness.run_steps(2);
    let ask = harness.state_mut().ask.take().expect("To the map asks");
    apply(game.app.world_mut(), ask);
    game.app.update();
    assert_eq!(game.screen(), Screen::Campaign);
}
