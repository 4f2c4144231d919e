//! A window at a headless host (issue 28 §4: "for a fight with stakes, play on a headless host
//! that no player controls"), in one process over 127.0.0.1. The host is the one `aguja host
//! --headless` runs (`Host::headless`): its lobby shows in the window, whose seats are taken
//! there (one named on the command line, one by a click); nobody starts it, so the fight starts
//! by itself once every open seat is taken, and the window plays it to its end with the host's
//! log, checked against the host's recording. A player who drops there is waited for on the
//! host's clock, and the window counts it down as at a window host. And the other way round: a
//! headless client at a window host is ready as it comes, so that the host can start.

use crate::common::library;
use crate::ui_common::{Game, apply};
use crate::ui_netplay::lobby_drawn;
use aguja::ai::Strength;
use aguja::combat::{CombatLog, CombatantId};
use aguja::content::levels_dir;
use aguja::control::{Seat, Seats};
use aguja::net::fuzz_corpus::host_parts;
use aguja::net::host::{Host, Phase};
use aguja::net::join::{Ending, Joiner};
use aguja::net::protocol::{Holder, LobbyAsk, SeatWish};
use aguja::net::transport;
use aguja::ui::launch::Launch;
use aguja::ui::netplay::autoplay::Autoplay;
use aguja::ui::netplay::{JoinSetup, NetAsk, NetCorner, Session};
use aguja::ui::screens::Screen;
use aguja::ui::screens::lobby::{LobbyBoard, LobbyClick};
use bevy::prelude::*;
use egui_kittest::kittest::Queryable;
use std::net::{Ipv4Addr, SocketAddr};

/// Updates (a millisecond apart) the lobby may take to show what it waits for.
const PATIENCE: usize = 3_000;
/// Updates a whole fight may take, the window answering with the Normal AI at once.
const FIGHT: usize = 200_000;

/// `aguja host levels/seed-example.ron --headless --heroes remote --dark-lord normal --seed 5`,
/// on a free port, pumped as that command pumps it.
struct Headless {
    host: Host,
    net: App,
    port: u16,
}

impl Headless {
    fn new() -> Self {
        let path = levels_dir().join("seed-example.ron");
        let (game, seats, terms) = host_parts(&library(), &path, 5).expect("the level loads");
        let mut net = transport::renet_app();
        let port = transport::listen(&mut net, 0).expect("a free port");
        Headless {
            host: Host::headless(game, seats, terms),
            net,
            port,
        }
    }

    /// One turn of `aguja host --headless`'s loop: the network, the host, the wait for a
    /// dropped player.
    fn pump(&mut self) {
        self.net.update();
        self.host.pump(self.net.world_mut());
        self.host.watch_dropped(std::time::Instant::now());
        self.net.update();
    }
}

/// `aguja join 127.0.0.1:PORT --name Bo --seats 2` (the second hero), a window answering its
/// hero with the Normal AI at once.
fn bo_for_the_second_hero(host: &Headless) -> Game {
    let join = JoinSetup {
        addr: SocketAddr::new(Ipv4Addr::LOCALHOST.into(), host.port),
        name: "Bo".into(),
        password: None,
        watch: false,
        claim: vec![CombatantId(1)],
    };
    let mut window = Game::launched(Launch::Net(NetAsk::Join(Box::new(join))));
    window.app.insert_resource(Autoplay::after(0.0));
    window
}

/// Runs the host and the window until `done` holds for the window, at most `patience` times.
fn until(
    host: &mut Headless,
    window: &mut Game,
    what: &str,
    patience: usize,
    mut done: impl FnMut(&Game) -> bool,
) {
    for _ in 0..patience {
        host.pump();
        window.app.update();
        if done(window) {
            return;
        }
        std::thread::sleep(std::time::Duration::from_millis(1));
    }
    panic!("the window never showed {what}");
}

fn board(game: &Game) -> LobbyBoard {
    game.app.world().resource::<LobbyBoard>().clone()
}

/// Whether the lobby, drawn as the window draws it, shows `label`.
fn shows(board: &LobbyBoard, label: &str) -> bool {
    lobby_drawn(board).query_by_label(label).is_some()
}

#[test]
fn a_window_takes_its_seats_at_a_headless_host_and_plays_the_fight_to_its_end_with_its_log() {
    let mut host = Headless::new();
    let mut window = bo_for_the_second_hero(&host);
    until(&mut host, &mut window, "the seat it named", PATIENCE, |g| {
        board(g)
            .view
            .is_some_and(|v| v.seats[1].holder == Holder::Player(0))
    });
    let view = board(&window).view.expect("the host's lobby");
    let holders: Vec<Holder> = view.seats.iter().map(|s| s.holder).collect();
    assert_eq!(
        holders,
        [
            Holder::Open,
            Holder::Player(0),
            Holder::Ai(Strength::Normal)
        ]
    );
    assert_eq!(view.players[0].name, "Bo");
    assert!(view.when_filled && !view.started);
    assert!(shows(
        &board(&window),
        "The fight starts once every open seat is taken."
    ));
    assert!(!shows(&board(&window), "Ready"), "nobody waits for a Ready");
    // A seat is still open: the fight waits for it, however long the window says Ready.
    for _ in 0..50 {
        host.pump();
        window.app.update();
    }
    assert!(!host.host.begun() && host.host.phase() == Phase::Waiting);
    assert_eq!(window.screen(), Screen::Lobby);

    apply(
        window.app.world_mut(),
        LobbyClick::Ask(LobbyAsk::Claim(CombatantId(0))),
    );
    until(&mut host, &mut window, "the fight", PATIENCE, |g| {
        g.screen() == Screen::Combat
    });
    let seats = window.app.world().resource::<Seats>().clone();
    assert!(matches!(seats.seat(CombatantId(0)), Seat::Player(_)));
    assert!(matches!(seats.seat(CombatantId(1)), Seat::Player(_)));
    assert_eq!(seats.seat(CombatantId(2)), Seat::Ai(Strength::Normal));

    until(&mut host, &mut window, "the fight's end", FIGHT, |g| {
        g.app.world().non_send::<Session>().finished
    });
    let session = window.app.world().non_send::<Session>();
    let Some(Ending::Finished { events, .. }) = &session.joiner.ending else {
        panic!(
            "the fight ended, its recording checked: {:?}",
            session.joiner.ending
        );
    };
    let host_log = &host.host.game.world().resource::<CombatLog>().events;
    assert_eq!(events, host_log, "the host's log");
    assert_eq!(&window.app.world().resource::<CombatLog>().events, host_log);
    assert_eq!(session.joiner.seats, [CombatantId(0), CombatantId(1)]);
    assert_eq!(host.host.phase(), Phase::Over);
}

#[test]
fn a_headless_client_at_a_window_host_is_ready_as_it_comes_and_ends_the_fight_with_its_log() {
    let mut window = crate::ui_netplay::hosting_as("Ana", Seat::Player(1));
    window.app.insert_resource(Autoplay::after(0.0));
    let port = crate::ui_netplay::port(&window);
    crate::ui_netplay::until(&mut [&mut window], "its own seat", |g| {
        board(g)
            .view
            .is_some_and(|v| v.seats[0].holder == Holder::Player(0))
    });
    // `aguja join 127.0.0.1:PORT --headless --ai normal`: every open seat, the second hero.
    let content = library();
    let mut client = Joiner::new(content, SeatWish::Open, None, None, Some(Strength::Normal));
    let mut net = transport::renet_app();
    transport::connect(&mut net, SocketAddr::new(Ipv4Addr::LOCALHOST.into(), port))
        .expect("a client socket");
    let mut ending = None;
    for _ in 0..FIGHT {
        window.app.update();
        net.update();
        ending = client.pump(net.world_mut()).cloned();
        net.update();
        if ending.is_some() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(1));
    }
    assert_eq!(client.seats, [CombatantId(1)]);
    let Some(Ending::Finished { events, .. }) = ending else {
        panic!("the fight ended, its recording checked: {ending:?}");
    };
    let session = window.app.world().non_send::<Session>();
    let hosted = session.hosted.as_ref().expect("hosts");
    let host_log = &hosted.host.game.world().resource::<CombatLog>().events;
    assert_eq!(&events, host_log, "the host's log");
}

#[test]
fn a_player_who_drops_at_a_headless_host_is_counted_down_in_the_window_then_the_ai_plays_on() {
    let mut host = Headless::new();
    // `--lobby-timeout 3`: the wait for a dropped player, on the host's clock.
    host.host.set_drop_wait(std::time::Duration::from_secs(3));
    // `aguja join 127.0.0.1:PORT --headless --seats 1 --ai normal`: the first hero.
    let mut client = Joiner::new(
        library(),
        SeatWish::These(vec![CombatantId(0)]),
        None,
        None,
        Some(Strength::Normal),
    );
    let mut net = transport::renet_app();
    transport::connect(
        &mut net,
        SocketAddr::new(Ipv4Addr::LOCALHOST.into(), host.port),
    )
    .expect("a client socket");
    let mut window = bo_for_the_second_hero(&host);
    for _ in 0..PATIENCE {
        pump_all(&mut host, &mut window, Some((&mut client, &mut net)));
        if host.host.begun() {
            break;
        }
    }
    assert!(host.host.begun(), "both seats taken: the fight starts");
    // The headless client leaves mid-fight: the host waits for it.
    transport::close(&mut net);
    let mut said = None;
    for _ in 0..FIGHT {
        pump_all(&mut host, &mut window, None);
        said = window.app.world().resource::<NetCorner>().waiting.clone();
        if said.is_some() {
            break;
        }
    }
    let said = said.expect("the window says the host waits for the player who dropped");
    assert!(
        // A headless client gives no name: it is "Player N", N by when it came.
        said.starts_with("Player ")
            && said.contains(" dropped: waiting for them to come back (0:0")
            && said.ends_with("), then the AI plays on."),
        "{said}"
    );
    // Three seconds on, the Normal AI plays the first hero, and the fight goes to its end.
    until(&mut host, &mut window, "the fight's end", FIGHT, |g| {
        g.app.world().non_send::<Session>().finished
    });
    let view = board(&window).view.expect("the host's lobby");
    assert_eq!(view.seats[0].holder, Holder::Ai(Strength::Normal));
    let notes = host.host.take_notes();
    assert!(
        notes.iter().any(|n| n.starts_with("The AI takes over ")
            && n.contains(" for Player ")
            && n.ends_with(", who left")),
        "{notes:?}"
    );
}

/// One turn of the headless host, the window and, while it is there, a headless client.
fn pump_all(host: &mut Headless, window: &mut Game, client: Option<(&mut Joiner, &mut App)>) {
    if let Some((client, net)) = client {
        net.update();
        client.pump(net.world_mut());
        net.update();
    }
    host.pump();
    window.app.update();
    std::thread::sleep(std::time::Duration::from_millis(1));
}
