//! Keyboard-only play: a whole fight of the seed's example played with the arrows, Tab, Enter
//! and Esc alone (the AI as the Dark Lord), and Esc backing out one step at a time.

use crate::ui_common::Game;
use aguja::combat::decision::TargetChoices;
use aguja::combat::{PendingDecision, Request};
use aguja::ui::screens::Screen;
use aguja::ui::seating::Seating;
use bevy_egui::egui::{Key, Modifiers};

const N: Modifiers = Modifiers::NONE;

fn seed_example() -> Game {
    Game::level("seed-example.ron", 3, Seating::default())
}

/// `n` presses of `key`.
fn times(n: usize, key: Key) -> Vec<(Modifiers, Key)> {
    vec![(N, key); n]
}

/// The keys a player presses for the open request: attack a foe when an action can, else the
/// first choice; Pass on reactions now and then react.
fn keys_for(game: &mut Game) -> Option<Vec<(Modifiers, Key)>> {
    let snap = game.snapshot();
    let request = snap.human_request()?.clone();
    let me = snap.fighter(request.decider()).side;
    Some(match &request {
        Request::Act { options, .. } => {
            let attack = options
                .iter()
                .enumerate()
                .find_map(|(i, o)| match &o.targets {
                    TargetChoices::Combatants { candidates, .. } => candidates
                        .iter()
                        .position(|c| snap.fighter(c.who).side != me)
                        .map(|t| (i, t)),
                    _ => None,
                });
            match attack {
                // Focus the action, take it, Tab to the foe, confirm.
                Some((i, t)) => [
                    times(i + 1, Key::ArrowRight),
                    times(1, Key::Enter),
                    times(t + 1, Key::Tab),
                    times(1, Key::Enter),
                ]
                .concat(),
                None => {
                    let wait = options
                        .iter()
                        .position(|o| o.targets == TargetChoices::None)
                        .expect("Wait is always there");
                    [times(wait + 1, Key::ArrowRight), times(1, Key::Enter)].concat()
                }
            }
        }
        // Left from nothing lands on the last choice: Pass.
        Request::React { .. } => vec![(N, Key::ArrowLeft), (N, Key::Enter)],
        _ => vec![(N, Key::ArrowRight), (N, Key::Enter)],
    })
}

#[test]
fn a_whole_fight_is_played_with_the_keyboard_alone() {
    let mut game = seed_example();
    let mut answered = 0;
    for _ in 0..3_000 {
        if game.screen() != Screen::Combat {
            break;
        }
        match keys_for(&mut game) {
            Some(keys) => {
                let serial = game.app.world().resource::<PendingDecision>().serial;
                let asked = game.snapshot().human_request().cloned();
                assert!(game.press(&keys), "the keys {keys:?} answered nothing");
                // The pipeline may hold a moment for the blow's animation.
                let taken = (0..200).any(|_| {
                    let now = game.app.world().resource::<PendingDecision>();
                    // A new question, or none: the blow ended the fight.
                    now.serial != serial || now.request.is_none() || {
                        game.app.update();
                        false
                    }
                });
                assert!(taken, "the answer to {asked:?} by {keys:?} was taken");
                answered += 1;
            }
            None => game.app.update(),
        }
    }
    assert_eq!(game.screen(), Screen::Result, "the fight ends");
    assert!(answered >= 3, "the heroes answered {answered} prompts");
}

#[test]
fn esc_backs_out_one_step_at_a_time_and_enter_alone_commits_nothing() {
    let mut game = seed_example();
    // Red Haggar acts first in the seed's example.
    let snap = game.snapshot();
    let Some(Request::Act { options, .. }) = snap.human_request().cloned() else {
        panic!("the heroes act first");
    };
    let punch = options
        .iter()
        .position(|o| matches!(o.targets, TargetChoices::Combatants { .. }))
        .expect("an attack");
    // Enter with nothing focused does nothing.
    assert!(!game.press(&[(N, Key::Enter)]));
    let keys = [
        times(punch + 1, Key::ArrowRight),
        times(1, Key::Enter),
        times(1, Key::Tab),
    ]
    .concat();
    assert!(!game.press(&keys), "picking and aiming commit nothing");
    assert_eq!(game.draft().action, Some(punch));
    assert_eq!(game.draft().targets.len(), 1, "Tab chose a target");
    assert!(!game.press(&[(N, Key::Escape)]));
    assert!(
        game.draft().targets.is_empty(),
        "the first Esc drops the target"
    );
    assert_eq!(game.draft().action, Some(punch));
    assert!(!game.press(&[(N, Key::Escape)]));
    assert_eq!(game.draft().action, None, "the second drops the action");
    assert_eq!(
        game.draft().keys.choice,
        Some(punch),
        "and keeps it focused"
    );
    // Back in, Tab to a target, and Enter commits the attack.
    assert!(game.press(&[(N, Key::Enter), (N, Key::Tab), (N, Key::Enter)]));
    let pending = game.app.world().resource::<PendingDecision>();
    assert!(pending.serial > snap.state.pending.serial || pending.answer.is_some());
}
