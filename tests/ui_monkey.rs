//! The GUI monkey: seeded random clicks, keys and clicks anywhere on every screen the window
//! shows, from the title through fights, results, saves and replays. Nothing may panic, no
//! screen may leave a player with nothing to do, the rules' invariants hold at every step, and
//! every fight the monkey starts reaches an ending the rules decided (once automatic players
//! take over, for the one it leaves) or is left for the title on purpose. `AGUJA_MONKEY_STEPS` sets the steps per seed (CI runs
//! a short walk; the README gives the figures of a long one).

use crate::ui_common::apply;
use crate::ui_common::{Game, MonkeyMove};
use aguja::combat::invariants::InvariantCheck;
use aguja::combat::{CombatEvent, CombatLog, PendingDecision, RoundInfo};
use aguja::control::Seats;
use aguja::ui::saves::SaveAsk;
use aguja::ui::saves::{Keep, ReplayControl};
use aguja::ui::screens::Screen;
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
    /// Left for the title from the pause menu (Back to the title, confirmed).
    fights_left: usize,
    steps_checked: u64,
}

/// The fight on the result screen ended the way the rules decided, and its log says so last.
fn assert_ended(game: &Game, seed: u64, step: usize) {
    let world = game.app.world();
    let ending = world
        .resource::<RoundInfo>()
        .outcome
        .as_ref()
        .map(|o| o.ending);
    let logged = world
        .resource::<CombatLog>()
        .events
        .iter()
        .rev()
        .find_map(|e| match e {
            CombatEvent::CombatEnded { ending, .. } => Some(*ending),
            _ => None,
        });
    assert!(
        ending.is_some() && ending == logged,
        "seed {seed}, step {step}: a result without its ending ({ending:?}, logged {logged:?})"
    );
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
        apply(game.app.world_mut(), SaveAsk::Replay(ReplayControl::Play));
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
    game.app.insert_resource(InvariantCheck {
        enabled: true,
        ..Default::default()
    });
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
            assert_ended(&game, seed, step);
            tally.fights_ended += 1;
        }
        if before == Screen::Combat && after == Screen::Title {
            tally.fights_left += 1;
        }
    }
    let serial = game.app.world().resource::<PendingDecision>().serial;
    if game.screen() == Screen::Combat {
        assert!(
            finish(&mut game),
            "seed {seed}: the fight the monkey left at question {serial} never ends"
        );
        assert_ended(&game, seed, steps());
        tally.fights_ended += 1;
    }
    let check = game.app.world().resource::<InvariantCheck>();
    assert!(check.broken.is_empty(), "seed {seed}: {:?}", check.broken);
    tally.steps_checked += check.steps_checked;
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
        "monkey: {} steps ({} clicks on widgets, {} keys, {} clicks anywhere), {} fights started, {} ended, {} left for the title, {} pipeline steps checked, {:.1} s",
        tally.steps,
        tally.clicks,
        tally.keys,
        tally.clicks_anywhere,
        tally.fights_started,
        tally.fights_ended,
        tally.fights_left,
        tally.steps_checked,
        started.elapsed().as_secs_f64()
    );
    assert!(tally.fights_started >= 1, "the monkey reached a fight");
    assert!(tally.steps_checked > 0, "the invariants were checked");
    assert_eq!(
        tally.fights_started,
        tally.fights_ended + tally.fights_left,
        "every fight started reached an ending or was left for the title: {tally:?}"
    );
}
