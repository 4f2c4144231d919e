//! The encounter's goal where the player sees it: on the title beside the chosen encounter,
//! with its reinforcements, and in the combat's header.

use crate::ui_common::Game;
use aguja::ui::launch::Launch;
use aguja::ui::seating::Seating;

fn launched(level: &str) -> Game {
    let seating = Seating {
        hot_seat: false,
        dark_lord: None,
    };
    let mut game = Game::level(level, 1, seating);
    // The heroes' advantages first: Speed for each pick, until the fight is on.
    for _ in 0..12 {
        let texts = game.texts();
        if !texts.iter().any(|t| t.starts_with("Before the fight")) {
            break;
        }
        let speed = texts.iter().find(|t| t.starts_with("Speed")).cloned();
        game.click(&[speed.expect("Speed is offered")]);
        game.app.update();
    }
    game
}

#[test]
fn the_combat_header_names_the_leader_to_defeat() {
    let mut game = launched("bandit-chief.ron");
    let texts = game.texts();
    assert!(
        texts
            .iter()
            .any(|t| t.contains("Goal: defeat Vask the Red")),
        "{texts:?}"
    );
}

#[test]
fn the_combat_header_counts_the_rounds_to_hold_out() {
    let mut game = launched("hold-the-ford.ron");
    let texts = game.texts();
    assert!(
        texts
            .iter()
            .any(|t| t.contains("until round 4 ends") && t.contains("to go")),
        "{texts:?}"
    );
}

#[test]
fn the_title_shows_the_goal_and_the_reinforcements_of_the_chosen_encounter() {
    let mut game = Game::new();
    game.click_view("Hold the Ford  ·  2 advantages per hero");
    let texts = game.texts();
    assert!(
        texts.iter().any(|t| t.contains("keep a hero standing")),
        "{texts:?}"
    );
    assert!(
        texts
            .iter()
            .any(|t| t == "Reinforcements: 1 foe in round 2, 2 foes in round 3"),
        "{texts:?}"
    );
}

#[test]
fn the_result_says_the_heroes_held_out() {
    let run = crate::common::run_file("tests/scenarios/goal_survive.ron");
    let mut game = Game::launched(Launch::Script {
        run: Box::new(run),
        seating: Seating::default(),
    });
    for _ in 0..5 {
        game.app.update();
    }
    let texts = game.texts();
    assert!(
        texts.iter().any(|t| t == "The heroes held out to the end."),
        "{texts:?}"
    );
}
