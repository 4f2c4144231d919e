//! Hot-seat by clicks: a whole combat of the seed's example with Player 1 on Red Haggar,
//! Player 2 on Jade Mistress and Player 3 as the Dark Lord. At every prompt the hand-off cover
//! shows exactly when the answering player changes, names that player and the combatant, hides
//! the prompt, and lifts onto that combatant's prompt. Tie-breaks and advantages go to their
//! owners too; and in the window's way of thinking, the AI answers off the main thread.

use crate::ui_common;

use aguja::ai::{Budget, Strength};
use aguja::combat::{CombatantId, PendingDecision, Request};
use aguja::content::{Side, assets_dir, levels_dir, load_encounter};
use aguja::control::ai_seat::{AiBudget, ThinkInBackground, Thinking, think_in_background};
use aguja::control::{Seat, Seats};
use aguja::ui::launch::Launch;
use aguja::ui::screens::Screen;
use aguja::ui::screens::combat::handoff_cover::READY;
use aguja::ui::seating::Seating;
use aguja::ui::snapshot::Snapshot;
use bevy::prelude::*;
use std::collections::BTreeMap;
use std::time::{Duration, Instant};
use ui_common::Game;

const HOT_SEAT: Seating = Seating {
    hot_seat: true,
    dark_lord: None,
};

/// What the prompt for `request` shows: a text naming the combatant who answers, and one the
/// cover never shows.
fn prompt_marks(snap: &Snapshot, request: &Request) -> (String, &'static str) {
    let name = snap.name(request.decider());
    match request {
        Request::Advantage { .. } => (format!("{name} picks —"), "to go"),
        Request::Act { .. } => (format!("{name} acts"), "pick an action"),
        Request::React { .. } => (format!("{name} may react to"), "Pass"),
        Request::TieBreak { .. } => (format!("{name} first"), "Choose who"),
        Request::Consent { .. } => (format!("asks {name} for"), "Hand it over"),
    }
}

fn shows(texts: &[String], part: &str) -> bool {
    texts.iter().any(|t| t.contains(part))
}

/// Player numbers as the screen writes them: "Player 2", "Player 3 (the Dark Lord)".
fn player_label(player: u8, side: Side) -> String {
    let dark_lord = if side == Side::Minions {
        " (the Dark Lord)"
    } else {
        ""
    };
    format!("Player {}{dark_lord}", player + 1)
}

/// What the screens must show for one human prompt.
struct Expected {
    /// "Player 3 (the Dark Lord)".
    player: String,
    combatant: String,
    /// A tie between different players' heroes: the cover names them all instead.
    tie_of_players: bool,
    /// Names the combatant on the prompt ("Goblin may react to").
    names: String,
    /// Shown only on the prompt, never on the cover ("Pass").
    only_on_prompt: &'static str,
    /// The status line ("Player 2's move: Jade Mistress").
    status: String,
    /// What the player clicks to answer.
    answer: Vec<String>,
}

impl Expected {
    fn cover(&self, texts: &[String]) -> Vec<String> {
        if !self.tie_of_players {
            assert!(
                texts.contains(&self.player),
                "the cover names {}: {texts:?}",
                self.player
            );
        }
        assert!(
            shows(texts, &self.combatant),
            "the cover names {}: {texts:?}",
            self.combatant
        );
        assert!(
            !shows(texts, self.only_on_prompt),
            "the prompt stays hidden under the cover: {texts:?}"
        );
        vec![READY.to_string()]
    }

    fn prompt(&self, texts: &[String]) -> Vec<String> {
        assert!(!shows(texts, READY), "no cover over the prompt");
        assert!(
            shows(texts, &self.names) && shows(texts, self.only_on_prompt),
            "the prompt is {}'s (`{}`, `{}`): {texts:?}",
            self.combatant,
            self.names,
            self.only_on_prompt
        );
        assert!(
            shows(texts, &self.status),
            "the screen says `{}`",
            self.status
        );
        self.answer.clone()
    }
}

/// One human prompt: checks the cover against the player who answered last, clicks Ready when
/// it shows, checks the prompt, and answers it. Returns the player who answered and whether a
/// cover was shown.
fn answer_one(game: &mut Game, last: Option<u8>) -> Option<(u8, bool)> {
    let snap = game.snapshot();
    let request = snap.human_request()?.clone();
    let decider = request.decider();
    let seats = game.seats();
    let player = seats
        .seat(decider)
        .player()
        .expect("a human request belongs to a player");
    let (names, only_on_prompt) = prompt_marks(&snap, &request);
    let expected = Expected {
        player: player_label(player, snap.fighter(decider).side),
        combatant: snap.name(decider).to_string(),
        tie_of_players: matches!(&request, Request::TieBreak { tied, .. }
            if tied.iter().any(|&t| seats.seat(t).player() != Some(player))),
        names,
        only_on_prompt,
        status: format!("Player {}'s move: {}", player + 1, snap.name(decider)),
        answer: game.labels_for().expect("a prompt"),
    };
    let mut covered = false;
    game.look_and_click(|texts| {
        covered = shows(texts, READY);
        if covered {
            expected.cover(texts)
        } else {
            expected.prompt(texts)
        }
    });
    assert_eq!(
        covered,
        last != Some(player),
        "the cover shows exactly when the answering player changes ({last:?} -> {player}) \
         for {request:?}"
    );
    if covered {
        game.look_and_click(|texts| expected.prompt(texts));
    }
    Some((player, covered))
}

#[test]
fn a_hot_seat_combat_hands_each_prompt_to_its_player() {
    let mut game = Game::new();
    game.click(&[
        "Hot-seat".to_string(),
        "a player".to_string(),
        "Start the fight".to_string(),
    ]);
    assert_eq!(game.screen(), Screen::Combat);
    let seats = game.seats();
    let snap = game.snapshot();
    let owner = |name: &str| seats.seat(snap.roster.id_of(name).expect(name));
    assert_eq!(owner("Red Haggar"), Seat::Player(0));
    assert_eq!(owner("Jade Mistress"), Seat::Player(1));
    assert_eq!(owner("Goblin"), Seat::Player(2));
    assert_eq!(owner("Thrall"), Seat::Player(2));

    let mut last = None;
    let mut prompts: BTreeMap<u8, usize> = BTreeMap::new();
    let mut handoffs: BTreeMap<u8, usize> = BTreeMap::new();
    for _ in 0..5_000 {
        if game.screen() != Screen::Combat {
            break;
        }
        match answer_one(&mut game, last) {
            Some((player, covered)) => {
                *prompts.entry(player).or_default() += 1;
                if covered {
                    *handoffs.entry(player).or_default() += 1;
                }
                last = Some(player);
            }
            // Every seat is human: nothing to wait for but the pipeline itself.
            None => game.app.update(),
        }
    }
    assert_eq!(game.screen(), Screen::Result, "the combat reached its end");
    println!("prompts per player {prompts:?}, hand-offs {handoffs:?}");
    for player in 0..3 {
        assert!(
            handoffs.get(&player).copied().unwrap_or(0) > 0,
            "Player {} was handed the mouse: {handoffs:?}",
            player + 1
        );
    }
    assert!(
        prompts.values().sum::<usize>() > handoffs.values().sum::<usize>(),
        "some prompts follow one another for the same player, without a cover"
    );
}

#[test]
fn tied_heroes_of_two_players_are_named_together_on_the_cover() {
    let text = r#"(
        encounter: Inline((name: "Twins", heroes: [(kind: "squire"), (kind: "squire")], minions: [(kind: "goblin")])),
    )"#;
    let origin =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scenarios/inline.ron");
    let content = std::sync::Arc::new(aguja::content::load_content(&assets_dir()).unwrap());
    let run = aguja::script::run_script_text(&origin, text, content).expect("the script loads");
    assert!(matches!(
        run.state.pending.request,
        Some(Request::TieBreak { .. })
    ));
    let mut game = Game::launched(Launch::Script {
        run: Box::new(run),
        seating: HOT_SEAT,
    });
    let texts = game.texts();
    assert!(texts.iter().any(|t| t == "Players 1 and 2"), "{texts:?}");
    assert!(shows(&texts, "Squire 1 and Squire 2 are tied"), "{texts:?}");
    // The first tied hero's player breaks the tie...
    let snap = game.snapshot();
    let Some(Request::TieBreak { tied, .. }) = snap.human_request().cloned() else {
        panic!("a tie-break")
    };
    let breaker = game.seats().seat(tied[0]).player();
    let (player, covered) = answer_one(&mut game, None).expect("the tie-break");
    assert_eq!((Some(player), covered), (breaker, true));
    // ...and the one it sends first acts: without a cover when it is theirs, else behind one.
    let snap = game.snapshot();
    let next = snap.human_request().expect("a prompt").decider();
    let next_player = game.seats().seat(next).player().expect("a player's squire");
    let (player, covered) = answer_one(&mut game, Some(player)).expect("a squire's turn");
    assert_eq!((player, covered), (next_player, next_player != player));
}

#[test]
fn each_hero_picks_its_advantages_behind_its_own_cover() {
    let mut game = Game::level("01-roadside-ambush.ron", 3, HOT_SEAT);
    let mut last = None;
    let mut pickers = Vec::new();
    while let Some(Request::Advantage { hero, .. }) = game.snapshot().human_request().cloned() {
        let (player, covered) = answer_one(&mut game, last).expect("an advantage");
        assert_eq!(Some(player), game.seats().seat(hero).player());
        if covered {
            pickers.push(player);
        }
        last = Some(player);
    }
    assert_eq!(
        pickers,
        [0, 1],
        "each hero's player is handed the picking once"
    );
}

/// The window's way: the AI thinks on the async compute pool; `app.update()` never waits.
#[test]
fn an_ai_seat_answers_off_the_main_thread() {
    let content = std::sync::Arc::new(aguja::content::load_content(&assets_dir()).unwrap());
    let encounter = load_encounter(&levels_dir().join("seed-example.ron"), &content).unwrap();
    let mut app = aguja::headless_app(content);
    app.insert_resource(ThinkInBackground)
        // Hard at the game's budget, thinking on the async compute pool.
        .insert_resource(AiBudget(Budget::default()))
        .add_systems(
            Update,
            think_in_background.before(aguja::combat::driver::drive),
        );
    aguja::combat::begin_combat(app.world_mut(), &encounter, 5);
    // The Goblin is the one AI seat; everyone else answers at random, inline.
    let goblin = app
        .world()
        .resource::<aguja::combat::Roster>()
        .id_of("Goblin")
        .unwrap();
    let mut seats = Seats::all(Seat::Random);
    seats.by_combatant = vec![Seat::Random; 4];
    seats.by_combatant[goblin.index()] = Seat::Ai(Strength::Hard);
    app.insert_resource(seats);

    let asked = |app: &App| -> Option<(u64, CombatantId)> {
        let pending = app.world().resource::<PendingDecision>();
        let request = pending.request.as_ref()?;
        (pending.answer.is_none()).then(|| (pending.serial, request.decider()))
    };
    let mut serial = None;
    for _ in 0..1_000 {
        app.update();
        if app.world().contains_resource::<Thinking>() {
            serial = asked(&app).map(|(s, who)| {
                assert_eq!(who, goblin);
                s
            });
            break;
        }
    }
    let serial = serial.expect("the Goblin was asked and the AI started thinking");
    // The frame that started the thinking returned without the answer: the pipeline waits for
    // it, the frame does not. (No wall-clock assertions: this machine is shared.)
    assert_eq!(
        asked(&app).map(|(s, _)| s),
        Some(serial),
        "still unanswered"
    );
    let started = Instant::now();
    while app.world().contains_resource::<Thinking>() {
        assert!(
            started.elapsed() < Duration::from_secs(60),
            "the AI never answered"
        );
        app.update();
        std::thread::sleep(Duration::from_millis(5));
    }
    let pending = app.world().resource::<PendingDecision>();
    assert!(
        pending.serial > serial,
        "the AI's answer landed and the combat moved on"
    );
    let rejected = app
        .world()
        .resource::<aguja::combat::CombatLog>()
        .events
        .iter()
        .any(|e| matches!(e, aguja::combat::CombatEvent::DecisionRejected { .. }));
    assert!(!rejected, "the AI's answer was legal");
}

/// One hot-seat seating: with 1–6 heroes and a player as the Dark Lord, the title and
/// `aguja play --hot-seat --dark-lord player` seat the same players (each hero its own player,
/// the Dark Lord the next one); they used to part ways past four heroes.
#[test]
fn the_title_and_hot_seat_seat_the_same_players_with_up_to_six_heroes() {
    for heroes in 1..=6u8 {
        let mut title = aguja::ui::screens::title::TitleDraft {
            hot_seat: true,
            dark_lord_human: true,
            ..Default::default()
        };
        title.owners_for(usize::from(heroes));
        let command_line = Seating {
            hot_seat: true,
            dark_lord: Some(aguja::control::Seat::Player(0)),
        }
        .seats(usize::from(heroes));
        assert_eq!(title.seats(), command_line, "{heroes} heroes");
        let players = (0..heroes).map(aguja::control::Seat::Player).collect();
        let dark_lord = aguja::control::Seat::Player(heroes);
        assert_eq!(command_line, (players, dark_lord), "{heroes} heroes");
    }
}
