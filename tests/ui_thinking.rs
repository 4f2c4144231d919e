//! The window stays in the player's hands while Hard thinks (issue 27: "the window stays
//! responsive while Hard thinks (the turning ring, Esc opens the pause menu)"): the AI thinks
//! on the task pool, off the frame; the fight's screen says who thinks beside the turning
//! ring; Esc opens the pause menu while the answer is still coming; and the answer, once it
//! comes, lands and the fight goes on.

use crate::ui_common::Game;
use aguja::ai::Budget;
use aguja::ai::Strength;
use aguja::combat::driver::drive;
use aguja::combat::{CombatEvent, CombatLog, PendingDecision};
use aguja::content::Side;
use aguja::control::Seat;
use aguja::control::ai_seat::{
    AiBudget, HardTimePinned, ThinkInBackground, Thinking, think_in_background,
};
use aguja::ui::seating::Seating;
use bevy::prelude::{IntoScheduleConfigs, Update};
use bevy_egui::egui::{Key, Modifiers};
use std::time::{Duration, Instant};

/// The seed's example against a Hard Dark Lord, the AI thinking as in the window.
fn against_hard() -> Game {
    let mut game = Game::level(
        "seed-example.ron",
        5,
        Seating {
            hot_seat: false,
            dark_lord: Some(Seat::Ai(Strength::Hard)),
        },
    );
    // Two seconds of thinking: the screen is read and Esc pressed before the answer comes,
    // however loaded the machine (at the default 250 ms a slow frame could let it land first).
    game.app
        .insert_resource(AiBudget(Budget::default().with_ms(2000)))
        .insert_resource(HardTimePinned)
        .insert_resource(ThinkInBackground)
        .add_systems(Update, think_in_background.before(drive));
    game
}

fn thinking(game: &Game) -> bool {
    game.app.world().contains_resource::<Thinking>()
}

#[test]
fn while_hard_thinks_the_screen_says_so_and_esc_opens_the_pause_menu() {
    let mut game = against_hard();
    // The heroes play by clicks until the Dark Lord is asked.
    for _ in 0..5_000 {
        let minion_asked = game
            .snapshot()
            .state
            .pending
            .request
            .as_ref()
            .is_some_and(|r| game.snapshot().fighter(r.decider()).side == Side::Minions);
        if minion_asked && thinking(&game) {
            break;
        }
        match game.labels_for() {
            Some(labels) => game.click(&labels),
            None => game.app.update(),
        }
    }
    assert!(thinking(&game), "the Dark Lord was asked");
    let serial = game.app.world().resource::<PendingDecision>().serial;

    // Drawn while the answer is coming: who thinks, in words.
    let texts = game.texts();
    assert!(
        texts
            .iter()
            .any(|t| t.starts_with("The Dark Lord ") && t.ends_with("...")),
        "{texts:?}"
    );
    // Esc opens the pause menu on the next frame, whatever the AI is doing.
    let asked = game.press(&[(Modifiers::NONE, Key::Escape)]);
    assert!(game.overlays_mut().pause, "Esc opened the pause menu");
    // The menu is the window's own: no frame of the fight had to pass, and the AI still thinks.
    assert!(!asked && thinking(&game));
    assert!(game.texts().iter().any(|t| t == "Resume"));

    // The answer lands once the menu is closed, and it was a legal one.
    game.press(&[(Modifiers::NONE, Key::Escape)]);
    assert!(!game.overlays_mut().pause, "the second Esc closed it");
    let started = Instant::now();
    while game.app.world().resource::<PendingDecision>().serial == serial {
        assert!(
            started.elapsed() < Duration::from_secs(120),
            "Hard never answered"
        );
        game.app.update();
        std::thread::sleep(Duration::from_millis(5));
    }
    let log = &game.app.world().resource::<CombatLog>().events;
    assert!(
        !log.iter()
            .any(|e| matches!(e, CombatEvent::DecisionRejected { .. })),
        "Hard's answer was legal"
    );
}
