//! The window's side of network play (issue 28 §3), in one process over 127.0.0.1: a window
//! that hosts runs the host itself and joins it like any client. Its lobby starts only when
//! every seat is filled and every player ready; an answer from the combat screen goes out to
//! the host as an `Answer` and is never decided here; a refused answer is said in plain words
//! with the prompt left open; a spectator's window cannot answer.

use crate::ui_common::{Game, apply};
use aguja::ai::Strength;
use aguja::combat::{CombatantId, Decision, PendingDecision};
use aguja::content::{Side, levels_dir, load_encounter};
use aguja::control::Seat;
use aguja::net::protocol::{Holder, LobbyAsk};
use aguja::ui::launch::Launch;
use aguja::ui::netplay::{HostSetup, JoinSetup, NetAsk, NetCorner, Session};
use aguja::ui::screens::Screen;
use aguja::ui::screens::combat::{MoveAsk, RemoteAnswers};
use aguja::ui::screens::lobby::view::lobby;
use aguja::ui::screens::lobby::{LobbyBoard, LobbyClick};
use aguja::ui::seating::StartSetup;
use bevy::prelude::*;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use std::net::{Ipv4Addr, SocketAddr};

/// Updates (a millisecond apart) a window may take to see what it waits for.
const PATIENCE: usize = 3_000;

/// Updates `games` until `done` holds for the first, at most `PATIENCE` times.
pub(crate) fn until(games: &mut [&mut Game], what: &str, done: impl FnMut(&mut Game) -> bool) {
    until_within(games, what, PATIENCE, done);
}

/// Updates `games` until `done` holds for the first, at most `patience` times.
pub(crate) fn until_within(
    games: &mut [&mut Game],
    what: &str,
    patience: usize,
    mut done: impl FnMut(&mut Game) -> bool,
) {
    for _ in 0..patience {
        for game in games.iter_mut() {
            game.app.update();
        }
        if done(games[0]) {
            return;
        }
        std::thread::sleep(std::time::Duration::from_millis(1));
    }
    panic!("the window never showed {what}");
}

/// A window hosting the seed's example on a free port: the first hero its own, the second open
/// to a remote player, the Dark Lord the Normal AI.
pub(crate) fn hosting() -> Game {
    hosting_as("Ana", Seat::Player(1))
}

/// A window hosting the seed's example on a free port as `name` ("Ana, Ben": two players at
/// this screen): the first hero its own, the second `second`'s (`Player(0)`: its own too;
/// `Player(1)`: open to a remote player), the Dark Lord the Normal AI.
pub(crate) fn hosting_as(name: &str, second: Seat) -> Game {
    let content = crate::common::library();
    let path = levels_dir().join("seed-example.ron");
    let encounter = load_encounter(&path, &content).expect("the level loads");
    let heroes = encounter
        .members
        .iter()
        .filter(|m| m.side == Side::Heroes)
        .count();
    assert_eq!(heroes, 2, "the seed's example has two heroes");
    let setup = HostSetup {
        setup: StartSetup {
            path,
            encounter,
            heroes: vec![Seat::Player(0), second],
            dark_lord: Seat::Ai(Strength::Normal),
            seed: 5,
        },
        port: 0,
        password: None,
        name: name.into(),
        on_drop: aguja::net::on_drop::OnDrop::Wait,
    };
    Game::launched(Launch::Net(NetAsk::Host(Box::new(setup))))
}

pub(crate) fn board(game: &Game) -> LobbyBoard {
    game.app.world().resource::<LobbyBoard>().clone()
}

pub(crate) fn port(game: &Game) -> u16 {
    let session = game.app.world().non_send::<Session>();
    session.hosted.as_ref().expect("this window hosts").port
}

/// The lobby drawn as the window draws it, in a harness to query.
pub(crate) fn lobby_drawn(board: &LobbyBoard) -> Harness<'static, LobbyBoard> {
    let mut harness = Harness::builder()
        .with_size(egui::vec2(1280.0, 800.0))
        .build_ui_state(
            |ui, board: &mut LobbyBoard| {
                lobby(ui, board);
            },
            board.clone(),
        );
    harness.run_steps(2);
    harness
}

/// The lobby drawn as the window draws it: whether "Start the fight" may be clicked.
fn start_enabled(board: &LobbyBoard) -> bool {
    lobby_drawn(board)
        .query_by_label("Start the fight")
        .is_some_and(|n| !n.accesskit_node().is_disabled())
}

use bevy_egui::egui;

/// The host's window past its lobby: the open hero given to the AI, Ready said, started.
fn started() -> Game {
    let mut game = hosting();
    until(&mut [&mut game], "its own seat", |g| {
        board(g)
            .view
            .is_some_and(|v| v.seats[0].holder == Holder::Player(0))
    });
    apply(
        game.app.world_mut(),
        LobbyClick::GiveToAi(CombatantId(1), Strength::Normal),
    );
    apply(game.app.world_mut(), LobbyClick::Ask(LobbyAsk::Ready(true)));
    until(&mut [&mut game], "a lobby ready to start", |g| {
        board(g).not_ready.is_none()
    });
    apply(game.app.world_mut(), LobbyClick::Start);
    game
}

/// Updates until the host asks this window's own hero something.
pub(crate) fn to_own_question(game: &mut Game) -> u64 {
    until(&mut [game], "its own question", |g| {
        g.screen() == Screen::Combat
            && g.app.world().non_send::<Session>().joiner.asked.is_some()
            && g.app
                .world()
                .resource::<PendingDecision>()
                .request
                .is_some()
    });
    game.app.world().resource::<PendingDecision>().serial
}

#[test]
fn the_lobby_starts_only_when_every_seat_is_filled_and_every_player_is_ready() {
    let mut game = hosting();
    assert_eq!(game.screen(), Screen::Lobby);
    until(&mut [&mut game], "its own seat", |g| {
        board(g)
            .view
            .is_some_and(|v| v.seats[0].holder == Holder::Player(0))
    });
    let shown = board(&game);
    assert_eq!(shown.not_ready.as_deref(), Some("Jade Mistress has nobody"));
    assert!(!start_enabled(&shown), "greyed out with a seat open");

    apply(
        game.app.world_mut(),
        LobbyClick::GiveToAi(CombatantId(1), Strength::Hard),
    );
    until(&mut [&mut game], "the seat given to the AI", |g| {
        board(g)
            .view
            .is_some_and(|v| v.seats[1].holder == Holder::Ai(Strength::Hard))
    });
    assert_eq!(board(&game).not_ready.as_deref(), Some("Ana is not ready"));
    assert!(!start_enabled(&board(&game)), "greyed out until ready");

    apply(game.app.world_mut(), LobbyClick::Ask(LobbyAsk::Ready(true)));
    until(&mut [&mut game], "everyone ready", |g| {
        board(g).not_ready.is_none()
    });
    assert!(start_enabled(&board(&game)));
    apply(game.app.world_mut(), LobbyClick::Start);
    until(&mut [&mut game], "the fight", |g| {
        g.screen() == Screen::Combat
    });
}

#[test]
fn an_answer_from_the_window_goes_out_to_the_host_and_is_not_decided_here() {
    let mut game = started();
    let serial = to_own_question(&mut game);
    let request = game
        .app
        .world()
        .resource::<PendingDecision>()
        .request
        .clone()
        .expect("a question");
    let decision = aguja::ai::random::answer(&request, &mut rand::rng());
    apply(game.app.world_mut(), MoveAsk::Decide(decision.clone()));
    let world = game.app.world();
    assert_eq!(
        world.resource::<PendingDecision>().answer,
        None,
        "never decided in the window"
    );
    assert_eq!(
        world.resource::<RemoteAnswers>().outbox,
        vec![(serial, decision)],
        "on its way to the host"
    );
    until(&mut [&mut game], "the host taking the answer", |g| {
        let session = g.app.world().non_send::<Session>();
        session.hosted.as_ref().expect("hosts").host.serial() != serial
    });
    let session = game.app.world().non_send::<Session>();
    assert_eq!(
        session.hosted.as_ref().expect("hosts").host.counts.rejected,
        0
    );
}

#[test]
fn a_refused_answer_is_said_in_plain_words_and_the_prompt_stays_open() {
    let mut game = started();
    let serial = to_own_question(&mut game);
    // Nobody is combatant 99: the host refuses it.
    let illegal = Decision::Choose(CombatantId(99));
    apply(game.app.world_mut(), MoveAsk::Decide(illegal));
    until(&mut [&mut game], "the refusal", |g| {
        g.app.world().resource::<RemoteAnswers>().refused.is_some()
    });
    let world = game.app.world();
    let refused = world.resource::<RemoteAnswers>().refused.clone().unwrap();
    assert!(
        refused.starts_with("The host refused that move: "),
        "{refused}"
    );
    assert!(
        !refused.contains("R7") && !refused.contains("Rejection"),
        "{refused}"
    );
    let pending = world.resource::<PendingDecision>();
    assert_eq!(pending.serial, serial, "the same question");
    assert!(
        pending.request.is_some() && pending.answer.is_none(),
        "still open"
    );
    assert!(
        !world.resource::<RemoteAnswers>().in_flight,
        "may answer again"
    );
}

/// A hosting window and a window watching it, both in the lobby.
fn hosting_and_watching() -> (Game, Game) {
    let mut host = hosting();
    let addr = SocketAddr::new(Ipv4Addr::LOCALHOST.into(), port(&host));
    let watch = JoinSetup {
        addr,
        name: "Cy".into(),
        password: None,
        watch: true,
        claim: Vec::new(),
    };
    let mut watcher = Game::launched(Launch::Net(NetAsk::Join(Box::new(watch))));
    until(&mut [&mut watcher, &mut host], "the lobby", |g| {
        board(g).view.is_some()
    });
    (host, watcher)
}

#[test]
fn a_spectator_s_window_has_no_seat_and_cannot_answer() {
    let (mut host, mut watcher) = hosting_and_watching();
    assert_eq!(board(&watcher).view.unwrap().you, None, "a spectator");
    apply(
        host.app.world_mut(),
        LobbyClick::GiveToAi(CombatantId(1), Strength::Normal),
    );
    apply(host.app.world_mut(), LobbyClick::Ask(LobbyAsk::Ready(true)));
    until(&mut [&mut host, &mut watcher], "ready", |g| {
        board(g).not_ready.is_none()
    });
    apply(host.app.world_mut(), LobbyClick::Start);
    until(&mut [&mut watcher, &mut host], "the fight", |g| {
        g.screen() == Screen::Combat
    });
    assert!(
        watcher.seats().by_combatant.iter().all(|s| !s.is_human()),
        "no seat of the watcher's is a player's: no prompt shows"
    );
    let serial = watcher.app.world().resource::<PendingDecision>().serial;
    apply(watcher.app.world_mut(), MoveAsk::Decide(Decision::Pass));
    for _ in 0..50 {
        watcher.app.update();
        host.app.update();
    }
    let session = host.app.world().non_send::<Session>();
    let counts = session.hosted.as_ref().expect("hosts").host.counts;
    assert_eq!(counts.rejected, 0, "nothing was even sent");
    assert!(
        watcher
            .app
            .world()
            .non_send::<Session>()
            .joiner
            .asked
            .is_none()
    );
    assert!(serial > 0);
}

#[test]
fn a_host_window_that_leaves_ends_the_game_for_every_client_in_plain_words() {
    let (mut host, mut watcher) = hosting_and_watching();
    apply(host.app.world_mut(), LobbyClick::Leave);
    until(&mut [&mut watcher, &mut host], "the host's leaving", |g| {
        g.app.world().resource::<NetCorner>().trouble.is_some()
    });
    assert_eq!(
        watcher
            .app
            .world()
            .resource::<NetCorner>()
            .trouble
            .as_deref(),
        Some("The host ended the game."),
        "said at once, not after the connection's timeout"
    );
}
