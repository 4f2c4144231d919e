//! `aguja play`'s flags: every combination is carried out or refused at once with the reason,
//! never left waiting. Run without a display: a combination the game accepts gets as far as
//! opening the window (and says there is no display), one it refuses never gets there. A
//! screenshot of the title with a LEVEL opens the title with that level chosen.

use crate::common::scratch;
use aguja::ai::Strength;
use aguja::cli::window::{WindowOptions, opening};
use aguja::content::catalog::Catalog;
use aguja::content::{assets_dir, levels_dir};
use aguja::control::Seat;
use aguja::ui::launch::Launch;
use aguja::ui::screens::title::view::TitleDraft;
use aguja::ui::seating::Seating;
use std::path::Path;
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

/// Runs `aguja ARGS` with no display; fails if it is still running after a minute.
fn without_display(args: &[&str]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_aguja"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the game starts");
    let start = Instant::now();
    while child.try_wait().expect("the game runs").is_none() {
        if start.elapsed() > Duration::from_secs(60) {
            let _ = child.kill();
            panic!("aguja {} was still running after a minute", args.join(" "));
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    child.wait_with_output().expect("the game's output")
}

#[test]
fn a_title_screenshot_with_a_level_is_accepted_and_a_screen_out_of_reach_is_refused() {
    let dir = scratch("play-flags");
    let shot = dir.join("t.png");
    let shot = shot.to_str().unwrap();
    // Accepted: it goes as far as the window, which cannot open here.
    let out = without_display(&[
        "play",
        "levels/03-breaking-out.ron",
        "--screen",
        "title",
        "--screenshot",
        shot,
    ]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("no display found"), "{stderr}");
    // Refused before any window: the combat screen with no fight to show.
    let out = without_display(&["play", "--screen", "combat", "--screenshot", shot]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.contains("--screen combat shows a fight: give LEVEL, --script or --load"),
        "{stderr}"
    );
    assert!(!stderr.contains("no display found"), "{stderr}");
    assert!(!Path::new(shot).exists());
}

// `aguja play LEVEL --screen title --screenshot F` opens the title with LEVEL chosen; it used
// to start LEVEL and wait for a title that never came.
#[test]
fn a_title_screenshot_with_a_level_opens_the_title_with_the_level_chosen() {
    let catalog = Catalog::load(&assets_dir(), &levels_dir());
    let options = WindowOptions {
        level: Some(levels_dir().join("03-breaking-out.ron")),
        seed: 1,
        title_first: true,
        ..Default::default()
    };
    let title = opening(&options, &catalog).unwrap();
    assert!(matches!(title.launch, Launch::Title));
    let chosen = title.title.expect("the title's choices").level.unwrap();
    assert!(chosen.ends_with("03-breaking-out.ron"), "{chosen:?}");
    // Without it, the level starts.
    let started = WindowOptions {
        title_first: false,
        ..options
    };
    let fight = opening(&started, &catalog).unwrap();
    assert!(matches!(fight.launch, Launch::Level { .. }));
    assert!(fight.title.is_none());
}

#[test]
fn the_title_chooses_the_level_the_command_line_names() {
    let catalog = Catalog::load(&assets_dir(), &levels_dir());
    let named = Path::new(env!("CARGO_MANIFEST_DIR")).join("levels/../levels/03-breaking-out.ron");
    let seating = Seating {
        hot_seat: true,
        dark_lord: None,
    };
    let mut draft = TitleDraft::from_command_line(&catalog, Some(&named), 9, seating).unwrap();
    let listed = catalog
        .playable()
        .map(|(p, _)| p)
        .find(|p| p.ends_with("03-breaking-out.ron"))
        .unwrap();
    assert_eq!(draft.level.as_deref(), Some(listed));
    assert!(
        draft.hot_seat && draft.dark_lord_human,
        "hot-seat: the Dark Lord a player too"
    );
    assert_eq!(draft.seed, 9);
    // The title keeps it rather than its default.
    draft.prepare(&catalog, Some(&levels_dir().join("seed-example.ron")));
    assert_eq!(draft.level.as_deref(), Some(listed));

    let hard = Seating {
        hot_seat: false,
        dark_lord: Some(Seat::Ai(Strength::Hard)),
    };
    let draft = TitleDraft::from_command_line(&catalog, None, 1, hard).unwrap();
    assert_eq!(draft.level, None);
    assert!(!draft.dark_lord_human);
    assert_eq!(draft.dark_lord_strength, aguja::ai::Strength::Hard);
}

#[test]
fn the_title_refuses_a_level_it_does_not_list() {
    let catalog = Catalog::load(&assets_dir(), &levels_dir());
    let dir = scratch("play-flags");
    let outside = dir.join("03-breaking-out.ron");
    std::fs::copy(levels_dir().join("03-breaking-out.ron"), &outside).unwrap();
    let refused =
        TitleDraft::from_command_line(&catalog, Some(&outside), 1, Seating::default()).unwrap_err();
    assert!(refused.contains("is not one of them"), "{refused}");
    let missing = dir.join("missing.ron");
    assert!(
        TitleDraft::from_command_line(&catalog, Some(&missing), 1, Seating::default()).is_err()
    );
}
