//! A fight continued from a save is the game being played, as a new one is: Play again starts
//! it again (it used to be greyed). A save whose level file no longer gives its start has
//! none.

use crate::ui_common;
use aguja::ui::screens::combat::FightAsk;

use crate::ui_common::apply;
use aguja::ai::Strength;
use aguja::combat::{ContentDb, Recording, Roster, new_combat};
use aguja::content::{Side, levels_dir, load_encounter};
use aguja::control::Seat;
use aguja::persist::{LoadedSave, SaveFile};
use aguja::ui::launch::{Launch, open};
use aguja::ui::screens::Screen;
use aguja::ui::screens::combat::current_game::CurrentGame;
use ui_common::Game;

/// A game that loaded the seed's example saved as it began (seed 5), the heroes a player's and
/// the minions Hard's; `level` is what the save says its level file is, and `seed` the seed
/// its recording says the fight began with.
fn loaded(level: Option<String>, seed: u64) -> Game {
    let mut game = Game::new();
    let content = game.app.world().resource::<ContentDb>().0.clone();
    let path = levels_dir().join("seed-example.ron");
    let encounter = load_encounter(&path, &content).unwrap();
    let (state, mut roster) = new_combat(&content, &encounter, 5);
    roster.seed = seed;
    let seats: Vec<Seat> = encounter
        .members
        .iter()
        .map(|m| match m.side {
            Side::Heroes => Seat::Player(0),
            Side::Minions => Seat::Ai(Strength::Hard),
        })
        .collect();
    let file = SaveFile::new(
        state.clone(),
        Recording::new(state, roster),
        seats,
        &content,
        level,
    );
    let loaded = LoadedSave {
        file,
        log: Vec::new(),
    };
    open(
        game.app.world_mut(),
        Launch::Save {
            loaded: Box::new(loaded),
            path: path.clone(),
        },
    );
    game.app.update();
    assert_eq!(game.screen(), Screen::Combat);
    game
}

#[test]
fn after_a_loaded_save_play_again_starts_it_again() {
    let path = levels_dir().join("seed-example.ron");
    let mut game = loaded(Some(path.display().to_string()), 5);
    let world = game.app.world();
    let setup = &world
        .get_resource::<CurrentGame>()
        .expect("a game to play again")
        .0;
    assert_eq!(setup.seed, 5);
    assert_eq!(setup.dark_lord, Seat::Ai(Strength::Hard));
    assert_eq!(setup.heroes, vec![Seat::Player(0); 2]);

    apply(game.app.world_mut(), FightAsk::PlayAgain);
    game.app.update();
    assert_eq!(game.screen(), Screen::Combat);
    assert_eq!(
        game.app.world().resource::<Roster>().seed,
        6,
        "the next seed"
    );
}

#[test]
fn a_save_whose_level_file_does_not_give_its_start_has_no_game_to_play_again() {
    let level = levels_dir().join("seed-example.ron").display().to_string();
    // No level file named; a start the level file does not give with the recorded seed.
    for game in [loaded(None, 5), loaded(Some(level), 9)] {
        let world = game.app.world();
        assert!(world.get_resource::<CurrentGame>().is_none());
    }
}
