//! Saves and replays in the window's logic, by clicks: the Save button writes a save that
//! loads (and is greyed while none can be taken), the title's list puts a saved fight back as it
//! was, a broken save shows its error there and changes nothing, and a replay watched in the
//! window gives the recorded log, Step giving exactly one decision while paused.

use crate::ui_common;
use aguja::ui::saves::SaveAsk;

use crate::ui_common::apply;
use aguja::combat::{CombatLog, Decision, PendingDecision, Recording, begin_combat};
use aguja::content::{levels_dir, load_encounter};
use aguja::control::replay_feed::ReplayFeed;
use aguja::control::{Seat, Seats};
use aguja::persist::session::{paused_app, play_on};
use aguja::persist::{RecordedLog, ReplayFile, SaveFile};
use aguja::ui::saves::{Keep, ReplayControl};
use aguja::ui::screens::Screen;
use std::path::Path;
use ui_common::{Game, keep_folder};

fn content(game: &Game) -> std::sync::Arc<aguja::content::Content> {
    game.app
        .world()
        .resource::<aguja::combat::ContentDb>()
        .0
        .clone()
}

/// A game from the title, a few decisions into the seed's example, at a human's question.
fn game_in_a_fight() -> Game {
    let mut game = Game::new();
    game.click(&["Start the fight".to_string()]);
    game.play_clicks(4);
    while game.labels_for().is_none() {
        game.app.update();
    }
    game
}

#[test]
fn the_save_button_writes_a_save_that_loads_and_is_greyed_when_none_can_be_taken() {
    let mut game = game_in_a_fight();
    assert!(game.enabled("Save (F5)"), "a human's question is open");
    let state = game.snapshot().state;
    game.click(&["Save (F5)".to_string()]);
    let keep = game.keep();
    let path = keep.saves.join("seed-example.ron");
    assert_eq!(
        keep.status.as_deref(),
        Some("Saved to saves/seed-example.ron")
    );
    let loaded = SaveFile::load(&path, content(&game)).expect("the save loads");
    assert_eq!(
        loaded.file.state, state,
        "the save holds the fight as it was"
    );
    assert_eq!(loaded.file.seats, game.seats().by_combatant);

    // Answered but not yet applied: no save can be taken, the button says why.
    game.app
        .world_mut()
        .resource_mut::<PendingDecision>()
        .answer = Some(Decision::Pass);
    assert!(!game.enabled("Save (F5)"));
}

#[test]
fn loading_a_save_from_the_title_puts_the_fight_back_as_it_was() {
    let mut first = game_in_a_fight();
    first.click(&["Save (F5)".to_string()]);
    let saved = first.snapshot();
    let seats = first.seats().by_combatant;
    let root = first.keep().saves.parent().unwrap().to_path_buf();

    let mut game = Game::new();
    game.app.insert_resource(Keep::at(&root));
    game.rescan();
    game.click(&["Continue seed-example".to_string()]);
    assert_eq!(game.screen(), Screen::Combat);
    let back = game.snapshot();
    assert_eq!(back.state, saved.state);
    assert_eq!(back.log, saved.log, "the log panel shows the fight so far");
    assert_eq!(
        game.seats().by_combatant,
        seats,
        "the seats are as they were"
    );
    assert_eq!(
        game.keep().status.as_deref(),
        Some("Loaded saves/seed-example.ron")
    );
    // And it goes on to its end by clicks.
    game.play_clicks(usize::MAX);
    assert_eq!(game.screen(), Screen::Result);
}

#[test]
fn a_broken_save_shows_its_error_in_the_list_and_changes_nothing() {
    let mut game = Game::new();
    let keep = game.keep();
    std::fs::create_dir_all(&keep.saves).unwrap();
    std::fs::write(
        keep.saves.join("broken.ron"),
        "(format: \"aguja save\", ver",
    )
    .unwrap();
    game.rescan();
    game.click(&["Continue broken".to_string()]);
    assert_eq!(game.screen(), Screen::Title, "the title stays");
    assert!(
        *game.app.world().resource::<Recording>() == Recording::default(),
        "no fight was put in"
    );
    // Checked as the title checks its lists: a sentence on screen, the parser's detail kept
    // for the hover.
    let content = content(&game);
    game.app
        .world_mut()
        .resource_mut::<Keep>()
        .check_all(&content);
    let texts = game.texts();
    let sentence = aguja::ui::screens::title::saved_fights::broken_sentence("");
    assert!(texts.iter().any(|t| t == sentence), "{texts:?}");
    assert!(texts.iter().any(|t| t == "broken.ron"), "{texts:?}");
    let path = keep.saves.join("broken.ron");
    let detail = game.keep().errors.get(&path).cloned().expect("the detail");
    assert!(detail.contains("broken.ron:1:"), "{detail}");
    // Deleted, after a confirm.
    assert!(path.exists());
    game.click(&[
        aguja::ui::screens::title::saved_fights::DELETE.to_string(),
        aguja::ui::screens::title::saved_fights::REALLY_DELETE.to_string(),
    ]);
    assert!(!path.exists(), "deleted");
    assert!(game.keep().saved.is_empty(), "and gone from the list");
}

/// The Normal AI on both sides of the seed's example, kept as a replay in `dir`.
fn recorded_replay(game: &Game, dir: &Path) -> (ReplayFile, std::path::PathBuf) {
    let content = content(game);
    let level = levels_dir().join("seed-example.ron");
    let encounter = load_encounter(&level, &content).unwrap();
    let mut app = paused_app(content.clone());
    app.insert_resource(Seats::headless(&vec![
        Seat::default();
        encounter.members.len()
    ]));
    begin_combat(app.world_mut(), &encounter, 7);
    play_on(&mut app, |_| true);
    let world = app.world();
    let file = ReplayFile::of_world(world, &content, Some(level.display().to_string()));
    let path = dir.join("seed-example-seed7-1.ron");
    file.write(&path).unwrap();
    (file, path)
}

#[test]
fn a_replay_watched_from_the_title_gives_the_recorded_log() {
    let mut game = Game::new();
    let (file, _) = recorded_replay(&game, &game.keep().replays);
    game.rescan();
    game.click(&["Watch seed-example-seed7-1".to_string()]);
    for _ in 0..100 {
        if game.screen() == Screen::Result {
            break;
        }
        game.app.update();
    }
    assert_eq!(game.screen(), Screen::Result);
    let log = game.app.world().resource::<CombatLog>().events.clone();
    let played = file.play(content(&game)).unwrap();
    assert_eq!(log, played.played.events, "the same log as `aguja replay`");
    assert_eq!(RecordedLog::of(&log, 0), file.result, "the recorded log");
    assert!(game.texts().iter().any(|t| t == "Watch again"));
    game.click(&["Watch again".to_string()]);
    assert_eq!(game.screen(), Screen::Combat);
}

#[test]
fn step_gives_exactly_one_decision_while_paused() {
    let mut game = Game::new();
    let folder = keep_folder();
    let (file, path) = recorded_replay(&game, &folder);
    let total = file.combat.decisions.len();
    // Paused before the first update, so that nothing is given yet.
    apply(game.app.world_mut(), SaveAsk::Watch(path));
    apply(game.app.world_mut(), SaveAsk::Replay(ReplayControl::Pause));
    let given = |game: &Game| game.app.world().resource::<ReplayFeed>().given;
    for _ in 0..5 {
        game.app.update();
    }
    assert_eq!(game.screen(), Screen::Combat);
    assert_eq!(given(&game), 0);
    let banner = format!("Replay — decision 0 of {total} (paused)");
    assert!(game.texts().contains(&banner), "{banner}");
    assert!(
        !game.texts().iter().any(|t| t.starts_with("Your move")),
        "nobody here is asked anything"
    );
    for step in 1..=3 {
        game.click(&["Step".to_string()]);
        for _ in 0..5 {
            game.app.update();
        }
        assert_eq!(given(&game), step, "one decision per Step");
    }
    game.click(&["Play".to_string()]);
    for _ in 0..100 {
        if game.screen() == Screen::Result {
            break;
        }
        game.app.update();
    }
    assert_eq!(game.screen(), Screen::Result);
    assert_eq!(given(&game), total);
}

#[test]
fn saved_fights_are_listed_by_encounter_round_and_party() {
    let mut first = game_in_a_fight();
    first.click(&["Save (F5)".to_string()]);
    let saved = first.snapshot();
    let root = first.keep().saves.parent().unwrap().to_path_buf();
    let mut game = Game::new();
    game.app.insert_resource(Keep::at(&root));
    game.rescan();
    let content = content(&game);
    game.app
        .world_mut()
        .resource_mut::<Keep>()
        .check_all(&content);
    let texts = game.texts();
    let title = format!(
        "Continue: {}, round {}",
        saved.roster.encounter, saved.state.round.round
    );
    assert!(texts.iter().any(|t| t == &title), "{title} in {texts:?}");
    assert!(
        texts
            .iter()
            .any(|t| t.starts_with("Red Haggar and Jade Mistress · 20")),
        "{texts:?}"
    );
}
