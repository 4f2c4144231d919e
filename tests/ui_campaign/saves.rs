//! The campaign save: a fight left mid-way continued at the same question, a damaged save
//! refused and kept, and the leftovers of cut-short writes.

use super::*;

#[test]
fn quitting_mid_fight_loses_nothing_the_campaign_continues_at_the_same_question() {
    let mut game = started();
    let fight = make_the_picks(&mut game);
    apply(game.app.world_mut(), fight);
    game.app.update();
    until(&mut game, 50_000, human_question);
    // The question is saved in the frame after it opens.
    game.app.update();
    let before = game.app.world().resource::<PendingDecision>().clone();
    let path = run(&game).save_path;
    let held = saved(&game, &path).fight.expect("the save holds the fight");
    assert_eq!(held.save.state.pending.serial, before.serial);
    apply(game.app.world_mut(), FightAsk::BackToTitle);
    game.app.update();
    assert_eq!(game.screen(), Screen::Title);
    assert!(!game.app.world().contains_resource::<CampaignRun>());
    apply(game.app.world_mut(), CampaignAsk::Continue(path.clone()));
    game.app.update();
    assert_eq!(game.screen(), Screen::Combat);
    let after = game.app.world().resource::<PendingDecision>().clone();
    assert_eq!(after.serial, before.serial);
    assert_eq!(after.request, before.request);
    assert!(
        !game.app.world().contains_resource::<CurrentGame>(),
        "no Play again in a continued campaign fight"
    );
    to_the_result(&mut game);
    let run = run(&game);
    assert_eq!(run.journey.fights.len(), 1, "the fight's end read back");
    replays(&game);
    assert!(saved(&game, &path).fight.is_none());
}

#[test]
fn a_damaged_campaign_save_is_refused_on_continue_with_the_reason_and_kept() {
    let mut game = started();
    let path = run(&game).save_path;
    apply(game.app.world_mut(), CampaignAsk::BackToTitle);
    game.app.update();
    assert_eq!(game.screen(), Screen::Title);
    let text = std::fs::read_to_string(&path).unwrap();
    for (damaged, says) in [
        (
            text.replacen("damage: 0", "damage: 4000000000", 1),
            "damaged",
        ),
        (text[..text.len() / 2].to_string(), "the-relic-road.ron"),
    ] {
        std::fs::write(&path, &damaged).unwrap();
        game.app.world_mut().resource_mut::<Campaigns>().note = None;
        apply(game.app.world_mut(), CampaignAsk::Continue(path.clone()));
        game.app.update();
        assert_eq!(game.screen(), Screen::Title, "the title stays");
        let note = game.app.world().resource::<Campaigns>().note.clone();
        let note = note.expect("the title says why");
        assert!(note.contains(says), "{note} should say {says}");
        assert_eq!(std::fs::read(&path).unwrap(), damaged.as_bytes(), "kept");
    }
}

#[test]
fn stale_temporary_files_of_campaign_saves_and_replays_go_at_start() {
    let root = crate::ui_common::keep_folder();
    let keep = Keep::at(&root);
    // Named as a write by a process that no longer runs leaves them (no pid is this high).
    let left = |folder: &Path, name: &str| {
        std::fs::create_dir_all(folder).unwrap();
        let path = folder.join(format!("{name}.99999999.tmp"));
        std::fs::write(&path, "half a file").unwrap();
        path
    };
    let fight = left(&keep.saves, "seed-example.ron");
    let campaign = left(&keep.saves.join("campaigns"), "the-relic-road.ron");
    let replay = left(
        &keep.replays.join("campaigns/the-relic-road"),
        "01-ambush.ron",
    );
    let catalog = Catalog::load(&assets_dir(), &levels_dir());
    let mut app = aguja::headless_app_with(catalog.content.clone(), aguja::ui::logic_plugin);
    app.insert_resource(LevelCatalog(catalog));
    app.insert_resource(keep);
    app.update();
    assert!(!fight.exists(), "a fight save's leftover goes");
    let kept: Vec<&PathBuf> = [&campaign, &replay]
        .into_iter()
        .filter(|p| p.exists())
        .collect();
    assert!(kept.is_empty(), "left at start: {kept:?}");
}
