//! The settings, the pause menu and confirm-before-commit: settings survive a round trip to
//! disk and a broken file gives the defaults with a `path:line:col` message (the file kept);
//! "never ask" passes a reaction window without a prompt, says so, and is undone from
//! Settings; Hard's thinking time is picked there under what more of it buys; the pause
//! menu's choices reach the game (a destructive one only after "Yes"); a held move waits for
//! Confirm.

use crate::common::scratch;
use crate::ui_common::Game;
use crate::ui_common::apply;
use aguja::combat::{PendingDecision, Request, RoundInfo};
use aguja::content::Side;
use aguja::script::run_script_file;
use aguja::ui::launch::Launch;
use aguja::ui::screens::Screen;
use aguja::ui::screens::combat::HeldMove;
use aguja::ui::screens::combat::auto_pass::AutoPassed;
use aguja::ui::screens::combat::pace::Speed;
use aguja::ui::screens::combat::{FightAsk, MoveAsk, NeverAsk};
use aguja::ui::seating::Seating;
use aguja::ui::widgets::palette::Palette;
use aguja::ui::windows::pause::{NO, PauseChoice, YES, pause_menu};
use aguja::ui::windows::settings::file::{SettingsError, load, save};
use aguja::ui::windows::settings::{AutoPass, Settings};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

#[test]
fn settings_survive_a_round_trip_to_disk() {
    let dir = scratch("settings");
    let path = dir.join("nested").join("settings.ron");
    let settings = Settings {
        ui_scale: 1.25,
        text_size: 19.0,
        palette: Palette::ColourBlind,
        speed: Speed::Fast,
        show_rules_detail: true,
        confirm_before_commit: true,
        auto_pass: vec![AutoPass {
            player: 1,
            reaction: "block".into(),
        }],
        hard_ms: 1000,
    };
    save(&path, &settings).expect("saved");
    let (back, problem) = load(&path);
    assert_eq!(problem, None);
    assert_eq!(back, settings);
    // No file yet: the defaults, quietly.
    let (fresh, problem) = load(&dir.join("none.ron"));
    assert_eq!((fresh, problem), (Settings::default(), None));
}

#[test]
fn a_broken_settings_file_gives_the_defaults_a_located_message_and_is_kept() {
    for (text, line, col, what) in [
        ("(ui_scale: 1.2,\n text_size: oops)", 2, 13, "float"),
        ("(ui_scale: 1.2,\n colour: Standard)", 2, 2, "colour"),
        ("(ui_scale: \"big\")", 1, 12, "float"),
    ] {
        let dir = scratch("settings");
        let path = dir.join("settings.ron");
        std::fs::write(&path, text).unwrap();
        let (settings, problem) = load(&path);
        assert_eq!(settings, Settings::default(), "{text}");
        let Some(SettingsError::Broken { error, kept }) = problem else {
            panic!("{text}: {problem:?}");
        };
        assert_eq!((error.line, error.col), (line, col), "{text}: {error}");
        let message = error.to_string();
        assert!(
            message.starts_with(&format!("{}:{line}:{col}:", path.display())),
            "{message}"
        );
        assert!(message.to_lowercase().contains(what), "{message}");
        assert_eq!(
            std::fs::read_to_string(&kept).unwrap(),
            text,
            "the file is kept"
        );
        assert!(!path.exists(), "moved aside, not overwritten");
    }
}

fn reaction_window() -> Game {
    let content = aguja::content::load_content(&aguja::content::assets_dir()).unwrap();
    let run = run_script_file(
        std::path::Path::new("docs/scenarios/reaction-window.ron"),
        content.into(),
    )
    .expect("the script runs");
    Game::launched(Launch::Script {
        run: Box::new(run),
        seating: Seating::default(),
    })
}

#[test]
fn never_ask_passes_says_so_and_is_undone_from_settings() {
    let mut game = reaction_window();
    let snap = game.snapshot();
    let Some(Request::React {
        reactor, options, ..
    }) = snap.human_request().cloned()
    else {
        panic!("the script stops at a reaction prompt");
    };
    let reaction = options[0].action;
    let id = snap.content.action(reaction).id.clone();
    apply(
        game.app.world_mut(),
        NeverAsk {
            player: 0,
            action: reaction,
            never: true,
        },
    );
    assert!(game.app.world().resource::<Settings>().auto_passes(0, &id));
    game.app.update();
    // The window passed by itself, and says so where the prompt was.
    let passed = game.app.world().resource::<AutoPassed>().0.clone();
    let passed = passed.expect("the seat passed without a prompt");
    assert_eq!(passed.reactor, reactor);
    assert_eq!(passed.reactions, vec![id.clone()]);
    // Settings lists it with its untick; unticking asks again.
    let mut settings = game.app.world().resource::<Settings>().clone();
    let name = snap.content.action(reaction).name.clone();
    let label = aguja::ui::windows::settings::view::ask_again_label(0, &name);
    let content = snap.content.clone();
    let mut harness = Harness::builder()
        .with_size(bevy_egui::egui::vec2(1280.0, 800.0))
        .build_ui_state(
            move |ui, s: &mut Settings| {
                let mut open = true;
                aguja::ui::windows::settings::view::settings_window(
                    ui.ctx(),
                    s,
                    Some(&content),
                    None,
                    &mut open,
                );
            },
            settings.clone(),
        );
    harness.run();
    harness.get_by_label(&label).click();
    harness.run();
    settings = harness.into_state();
    assert!(!settings.auto_passes(0, &id), "unticked in Settings");
}

#[test]
fn the_thinking_time_is_picked_in_settings_with_what_more_of_it_buys() {
    use aguja::ui::windows::settings::view::{THINKING_HINT, settings_window};
    let mut harness = Harness::builder()
        .with_size(bevy_egui::egui::vec2(1280.0, 800.0))
        .build_ui_state(
            |ui, s: &mut Settings| {
                let mut open = true;
                settings_window(ui.ctx(), s, None, None, &mut open);
            },
            Settings::default(),
        );
    harness.run();
    assert_eq!(harness.state().hard_ms, 250, "the default");
    // A player who asks for more time is told it buys little: measured, 1 s wins a few
    // fights in a hundred more than 0.25 s (docs/HARD_SEARCH.md).
    harness.get_by_label(THINKING_HINT);
    harness.get_by_label("1 s").click();
    harness.run();
    assert_eq!(harness.into_state().hard_ms, 1000);
}

#[test]
fn the_pause_menu_asks_before_a_destructive_choice() {
    let mut harness = Harness::new_ui_state(
        |ui, state: &mut (Option<PauseChoice>, Vec<PauseChoice>)| {
            let (confirming, chosen) = state;
            if let Some(c) = pause_menu(ui.ctx(), confirming, None, false) {
                chosen.push(c);
            }
        },
        (None, Vec::new()),
    );
    harness.run();
    harness.get_by_label("Concede").click();
    harness.run();
    assert!(harness.state().1.is_empty(), "nothing before Yes");
    harness.get_by_label(NO).click();
    harness.run();
    assert_eq!(harness.state().0, None, "No goes back to the menu");
    harness.get_by_label("Back to the title").click();
    harness.run();
    harness.get_by_label(YES).click();
    harness.run();
    harness.get_by_label("Resume").click();
    harness.run();
    assert_eq!(
        harness.state().1,
        vec![PauseChoice::BackToTitle, PauseChoice::Resume]
    );
}

fn seed_example() -> Game {
    Game::level("seed-example.ron", 5, Seating::default())
}

#[test]
fn concede_restart_and_back_to_title_reach_the_game() {
    let mut game = seed_example();
    apply(game.app.world_mut(), MoveAsk::Concede);
    for _ in 0..5 {
        game.app.update();
    }
    assert_eq!(game.screen(), Screen::Result);
    let outcome = game.app.world().resource::<RoundInfo>().outcome.clone();
    assert_eq!(outcome.and_then(|o| o.winner), Some(Side::Minions));
    assert_heroes_conceded(game.app.world());
    apply(game.app.world_mut(), FightAsk::Restart);
    game.app.update();
    assert_eq!(game.screen(), Screen::Combat, "the same fight again");
    assert!(game.app.world().resource::<RoundInfo>().outcome.is_none());
    assert_eq!(game.app.world().resource::<RoundInfo>().round, 1);
    apply(game.app.world_mut(), FightAsk::BackToTitle);
    game.app.update();
    assert_eq!(game.screen(), Screen::Title);
}

#[test]
fn a_held_move_waits_for_confirm() {
    let mut game = seed_example();
    game.app
        .world_mut()
        .resource_mut::<Settings>()
        .confirm_before_commit = true;
    let snap = game.snapshot();
    let Some(Request::Act { options, .. }) = snap.human_request().cloned() else {
        panic!("the heroes act first");
    };
    let wait = options
        .iter()
        .find(|o| snap.content.action(o.action).id == "wait")
        .expect("Wait");
    let decision = aguja::combat::Decision::Act {
        action: wait.action,
        source: None,
        targets: Vec::new(),
        item: None,
    };
    let serial = snap.state.pending.serial;
    apply(game.app.world_mut(), MoveAsk::Decide(decision.clone()));
    game.app.update();
    assert_eq!(
        game.app.world().resource::<PendingDecision>().serial,
        serial,
        "held"
    );
    assert_eq!(
        game.app.world().resource::<HeldMove>().0,
        Some((serial, decision.clone()))
    );
    apply(game.app.world_mut(), MoveAsk::TakeBack);
    assert_eq!(
        game.app.world().resource::<HeldMove>().0,
        None,
        "taken back"
    );
    apply(game.app.world_mut(), MoveAsk::Decide(decision));
    apply(game.app.world_mut(), MoveAsk::Commit);
    game.app.update();
    assert_ne!(
        game.app.world().resource::<PendingDecision>().serial,
        serial,
        "committed"
    );
}

#[test]
fn the_result_tells_the_story_of_the_fight() {
    let mut game = seed_example();
    game.app
        .world_mut()
        .resource_mut::<aguja::control::Seats>()
        .hand_all_to_ai();
    for _ in 0..20_000 {
        if game.screen() == Screen::Result {
            break;
        }
        game.app.update();
    }
    assert_eq!(game.screen(), Screen::Result);
    let snap = game.snapshot();
    let story = aguja::ui::screens::result::fight_story::story(&snap);
    assert!(story[0].starts_with("The biggest hit: "), "{story:?}");
    assert!(
        story.iter().any(|l| l.contains("fell in round")),
        "{story:?}"
    );
    let texts = game.texts();
    assert!(
        texts.iter().any(|t| t.starts_with("The biggest hit: ")),
        "on screen"
    );
}

/// Conceded in the window (Menu, Concede, Yes), saved as a replay from the result screen, the
/// fight replays with `aguja replay` to the concession, exit 0.
#[test]
fn a_fight_conceded_in_the_window_replays_to_its_concession() {
    let mut game = seed_example();
    game.play_clicks(2);
    game.click_views(&["Menu (Esc)", "Concede"]);
    game.click(&[aguja::ui::windows::pause::YES.to_string()]);
    for _ in 0..5 {
        game.app.update();
    }
    assert_eq!(game.screen(), Screen::Result);
    let texts = game.texts();
    assert!(
        texts
            .iter()
            .any(|t| t == "The heroes' side gave up the fight."),
        "{texts:?}"
    );
    game.click(&["Save replay".to_string()]);
    let replays = game.keep().replays;
    let file = std::fs::read_dir(&replays)
        .expect("a replays folder")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .find(|p| p.extension().is_some_and(|x| x == "ron"))
        .expect("a replay file");
    let stdout = crate::endings::aguja_replay(&file);
    let last_event = stdout
        .lines()
        .rev()
        .find(|l| !l.starts_with("--"))
        .unwrap_or_default();
    assert!(
        last_event.starts_with("The heroes' side gave up the fight."),
        "{stdout}"
    );
}

/// A concession while the AI thinks in the background about its own question: the answer in
/// flight is dropped, the concession answers that question, and the fight ends there.
#[test]
fn a_concession_drops_the_ai_answer_in_flight() {
    use bevy::prelude::IntoScheduleConfigs;
    let mut game = seed_example();
    // As in the window: the AI thinks on the task pool, before the pipeline runs each frame.
    game.app
        .insert_resource(aguja::control::ai_seat::ThinkInBackground)
        .add_systems(
            bevy::prelude::Update,
            aguja::control::ai_seat::think_in_background.before(aguja::combat::driver::drive),
        );
    let seats = game.seats();
    let mut thinking = false;
    for _ in 0..2_000 {
        if let Some(snap_request) = game.snapshot().state.pending.request.clone()
            && !seats.seat(snap_request.decider()).is_human()
            && game
                .app
                .world()
                .contains_resource::<aguja::control::ai_seat::Thinking>()
        {
            thinking = true;
            break;
        }
        match game.labels_for() {
            Some(labels) => game.click(&labels),
            None => game.app.update(),
        }
    }
    assert!(thinking, "the AI was asked while the fight went on");
    let serial = game
        .app
        .world()
        .resource::<aguja::combat::PendingDecision>()
        .serial;
    apply(game.app.world_mut(), MoveAsk::Concede);
    assert!(
        !game
            .app
            .world()
            .contains_resource::<aguja::control::ai_seat::Thinking>(),
        "the thinking is dropped"
    );
    for _ in 0..5 {
        game.app.update();
    }
    let world = game.app.world();
    let pending = world.resource::<aguja::combat::PendingDecision>();
    assert_eq!(pending.serial, serial, "no question asked after");
    assert!(pending.answer.is_none() && pending.request.is_none());
    assert_heroes_conceded(world);
    let decisions = &world.resource::<aguja::combat::Recording>().decisions;
    assert_eq!(
        decisions.last(),
        Some(&aguja::combat::Decision::Concede(Side::Heroes))
    );
}

/// The fight in `world` ended with the heroes' side giving up.
fn assert_heroes_conceded(world: &bevy::prelude::World) {
    let ending = world
        .resource::<RoundInfo>()
        .outcome
        .as_ref()
        .map(|o| o.ending);
    let conceded = aguja::combat::ending::Ending::Conceded(Side::Heroes);
    assert_eq!(ending, Some(conceded));
}
