//! The GUI monkey: seeded random clicks, keys and clicks anywhere on every screen the window
//! shows, from the title through fights, results, saves and replays. Nothing may panic, no
//! screen may leave a player with nothing to do, and every fight the monkey started must still
//! end once automatic players take over. `AGUJA_MONKEY_STEPS` sets the steps per seed (CI runs
//! a short walk; the README gives the figures of a long one).

use crate::ui_common::{Game, MonkeyMove};
use aguja::combat::PendingDecision;
use aguja::control::Seats;
use aguja::ui::intent::{Intent, apply};
use aguja::ui::keep::{Keep, ReplayControl};
use aguja::ui::screen::Screen;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::time::Instant;

/// Steps per seed: short by default, longer from the environment.
fn steps() -> usize {
    std::env::var("AGUJA_MONKEY_STEPS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(250)
}

#[derive(Debug, Default)]
struct Tally {
    steps: usize,
    clicks: usize,
    keys: usize,
    clicks_anywhere: usize,
    fights_started: usize,
    fights_ended: usize,
}

/// Lets the automatic players finish the fight on screen; `false` if it never ends.
fn finish(game: &mut Game) -> bool {
    if game.screen() != Screen::Combat {
        return true;
    }
    game.app
        .world_mut()
        .resource_mut::<Seats>()
        .hand_all_to_ai();
    if game.app.world().resource::<Keep>().watching.is_some() {
        apply(game.app.world_mut(), Intent::Replay(ReplayControl::Play));
    }
    for _ in 0..50_000 {
        if game.screen() != Screen::Combat {
            return true;
        }
        game.app.update();
    }
    false
}

fn walk(seed: u64, tally: &mut Tally) {
    let started = Instant::now();
    let mut game = Game::new();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut on_title = 0;
    for step in 0..steps() {
        let before = game.screen();
        // A monkey that never finds "Start the fight" would test only the title.
        if before == Screen::Title && on_title > 30 {
            game.close_windows();
            game.click(&["Start the fight".to_string()]);
            on_title = 0;
        } else {
            let human = before == Screen::Combat && game.snapshot().human_request().is_some();
            let (step_move, offered) = game.monkey_step(&mut rng);
            // No dead end: a human's open question always has something to click.
            assert!(
                !human || offered > 0,
                "seed {seed}, step {step}: a prompt with nothing to click"
            );
            match step_move {
                MonkeyMove::Click(_) => tally.clicks += 1,
                MonkeyMove::Key(_) => tally.keys += 1,
                MonkeyMove::ClickAt(..) => tally.clicks_anywhere += 1,
            }
        }
        tally.steps += 1;
        let after = game.screen();
        on_title = if after == Screen::Title {
            on_title + 1
        } else {
            0
        };
        if before != Screen::Combat && after == Screen::Combat {
            tally.fights_started += 1;
        }
        if before == Screen::Combat && after == Screen::Result {
            tally.fights_ended += 1;
        }
    }
    let serial = game.app.world().resource::<PendingDecision>().serial;
    if game.screen() == Screen::Combat {
        assert!(
            finish(&mut game),
            "seed {seed}: the fight the monkey left at question {serial} never ends"
        );
        tally.fights_ended += 1;
    }
    eprintln!(
        "monkey seed {seed}: {:.1} s",
        started.elapsed().as_secs_f64()
    );
}

#[test]
fn the_monkey_breaks_nothing_and_every_fight_still_ends() {
    let started = Instant::now();
    let mut tally = Tally::default();
    for seed in 0..4 {
        walk(seed, &mut tally);
    }
    eprintln!(
        "monkey: {} steps ({} clicks on widgets, {} keys, {} clicks anywhere), {} fights started, {} ended, {:.1} s",
        tally.steps,
        tally.clicks,
        tally.keys,
        tally.clicks_anywhere,
        tally.fights_started,
        tally.fights_ended,
        started.elapsed().as_secs_f64()
    );
    assert!(tally.fights_started >= 1, "the monkey reached a fight");
    assert!(tally.fights_ended >= tally.fights_started.min(1));
}
