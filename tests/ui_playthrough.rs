//! A whole solo combat of the seed's example played with the mouse alone, from the title
//! screen to the result screen and back: the game's own screens are drawn by egui_kittest
//! (no window) and every decision is a click on a label, carried out by the same
//! `apply` the window's frame uses. The rules engine runs as in the game.

use crate::ui_common;

use aguja::combat::{CombatEvent, CombatLog, PendingDecision, RoundInfo};
use aguja::ui::screens::Screen;
use ui_common::Game;

/// Counts the questions the rules have asked so far.
fn serial(game: &Game) -> u64 {
    game.app.world().resource::<PendingDecision>().serial
}

#[test]
fn a_solo_combat_is_played_with_the_mouse_from_title_to_result() {
    let mut game = Game::new();
    assert_eq!(game.screen(), Screen::Title);
    game.click(&["Start the fight".to_string()]);
    assert_eq!(game.screen(), Screen::Combat);
    let mut decisions = 0;
    for _ in 0..5_000 {
        if game.screen() != Screen::Combat {
            break;
        }
        match game.labels_for() {
            Some(labels) => {
                let asked = serial(&game);
                game.click(&labels);
                // The clicks answered the question: the rules went on to another one, or the
                // fight is decided (an answer they rejected would leave the same question open).
                let over = game.app.world().resource::<RoundInfo>().outcome.is_some();
                assert!(
                    serial(&game) != asked || over,
                    "clicking {labels:?} did not answer the question"
                );
                decisions += 1;
            }
            None => {
                // The Dark Lord (the AI) is deciding.
                game.app.update();
            }
        }
    }
    assert_eq!(game.screen(), Screen::Result, "the combat reached its end");
    let outcome = game.app.world().resource::<RoundInfo>().outcome.clone();
    assert!(outcome.is_some());
    assert!(
        decisions >= 5,
        "the heroes were played by clicks: {decisions}"
    );
    let log = &game.app.world().resource::<CombatLog>().events;
    let rejected: Vec<_> = log
        .iter()
        .filter(|e| matches!(e, CombatEvent::DecisionRejected { .. }))
        .collect();
    assert!(
        rejected.is_empty(),
        "every click was a legal answer: {rejected:?}"
    );
    let pending = game.app.world().resource::<PendingDecision>();
    assert!(pending.answer.is_none());
    // The result screen offers the way back.
    game.click(&["Back to title".to_string()]);
    assert_eq!(game.screen(), Screen::Title);
    println!(
        "{decisions} decisions, {} clicks, outcome {outcome:?}",
        game.clicks
    );
}
