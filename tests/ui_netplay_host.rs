//! The hosting window's part of network play (issue 28 §3, §4), two windows over 127.0.0.1:
//! players are called by the names they gave; the host saves its fight at any question, and
//! the file loads as an ordinary hot-seat fight with the same state; a joining window cannot
//! save; the host's replay is its fight from the start with its seed, while a joining window
//! saves the replay only once the host has sent it at the end; when a player drops, the host waits for them (every window says how long) and then
//! the AI plays on, or the AI plays on at once if the host chose so.

use crate::ui_common::{Game, apply};
use crate::ui_netplay::{board, hosting, port, until, until_within};
use aguja::ai::Strength;
use aguja::combat::{CombatLog, CombatantId, PendingDecision, Recording, capture};
use aguja::control::Seat;
use aguja::net::host::Host;
use aguja::net::on_drop::{DROP_WAIT, OnDrop};
use aguja::net::protocol::{Holder, LobbyAsk};
use aguja::persist::{RecordedLog, ReplayFile, SaveFile};
use aguja::ui::launch::Launch;
use aguja::ui::netplay::autoplay::Autoplay;
use aguja::ui::netplay::{JoinSetup, NetAsk, NetCorner, Session};
use aguja::ui::saves::SaveAsk;
use aguja::ui::screens::Screen;
use aguja::ui::screens::combat::RemoteAnswers;
use aguja::ui::screens::lobby::LobbyClick;
use std::net::{Ipv4Addr, SocketAddr};
use std::time::Instant;

/// Ana hosts the seed's example with its first hero; Bo joins from another window for the
/// second (Jade Mistress); both say Ready and Ana starts. Returns (Ana's window, Bo's) at the
/// first question for Ana's hero.
fn two_windows() -> (Game, Game) {
    let mut ana = hosting();
    let bo = JoinSetup {
        addr: SocketAddr::new(Ipv4Addr::LOCALHOST.into(), port(&ana)),
        name: "Bo".into(),
        password: None,
        watch: false,
        claim: vec![CombatantId(1)],
    };
    let mut bo = Game::launched(Launch::Net(NetAsk::Join(Box::new(bo))));
    until(&mut [&mut ana, &mut bo], "Bo in the second seat", |g| {
        board(g)
            .view
            .is_some_and(|v| v.seats[1].holder == Holder::Player(1))
    });
    for window in [&mut ana, &mut bo] {
        apply(
            window.app.world_mut(),
            LobbyClick::Ask(LobbyAsk::Ready(true)),
        );
    }
    until(&mut [&mut ana, &mut bo], "both ready", |g| {
        board(g).not_ready.is_none()
    });
    apply(ana.app.world_mut(), LobbyClick::Start);
    until(&mut [&mut ana, &mut bo], "Ana's question", |g| {
        g.screen() == Screen::Combat && g.app.world().non_send::<Session>().joiner.asked.is_some()
    });
    until(&mut [&mut bo, &mut ana], "Bo's combat screen", |g| {
        g.screen() == Screen::Combat
    });
    (ana, bo)
}

/// Runs `f` on the host the window runs.
fn with_host<R>(game: &mut Game, f: impl FnOnce(&mut Host) -> R) -> R {
    let mut session = game.app.world_mut().non_send_mut::<Session>();
    f(&mut session.hosted.as_mut().expect("this window hosts").host)
}

fn waiting(game: &Game) -> Option<String> {
    game.app.world().resource::<NetCorner>().waiting.clone()
}

/// The lobby as the host last sent it gives Jade Mistress (Bo's hero) to the Normal AI.
fn ai_holds_jade(game: &Game) -> bool {
    board(game)
        .view
        .is_some_and(|v| v.seats[1].holder == Holder::Ai(Strength::Normal))
}

#[test]
fn players_are_called_by_the_names_they_gave() {
    let (ana, bo) = two_windows();
    let notes = board(&ana).notes;
    assert!(
        notes.contains(&"Bo joined the lobby".to_string()),
        "{notes:?}"
    );
    for window in [&ana, &bo] {
        assert_eq!(
            window.app.world().resource::<RemoteAnswers>().names,
            ["Ana", "Bo"],
            "the waiting line's names, by player"
        );
    }
    // Bo's window sees Ana's hero as a remote player's: "Waiting for Ana (remote): …".
    assert_eq!(bo.seats().by_combatant[0], Seat::Remote(0));
}

#[test]
fn the_host_saves_its_fight_and_it_loads_as_a_hot_seat_fight_with_the_same_state() {
    let (mut ana, mut bo) = two_windows();
    apply(ana.app.world_mut(), SaveAsk::Save);
    let keep = ana.keep();
    assert_eq!(
        keep.status.as_deref(),
        Some("Saved to saves/seed-example.ron: it loads with every player at this screen")
    );
    let path = keep.saves.join("seed-example.ron");
    let content = crate::common::library();
    let loaded = SaveFile::load(&path, content).expect("the host's save loads");
    let file = &loaded.file;
    assert!(
        file.seats.iter().all(|s| !matches!(s, Seat::Remote(_))),
        "{:?}",
        file.seats
    );
    assert_eq!(file.seats[..2], [Seat::Player(0), Seat::Player(1)]);
    let truth = with_host(&mut ana, |host| capture(host.game.world_mut()));
    assert_eq!(file.state, truth, "the host's state, dice included");

    let mut again = Game::new();
    apply(again.app.world_mut(), SaveAsk::Load(path.clone()));
    again.app.update();
    assert_eq!(again.screen(), Screen::Combat);
    assert_eq!(again.seats().by_combatant, file.seats);
    assert_eq!(capture(again.app.world_mut()), truth);
    let pending = again.app.world().resource::<PendingDecision>();
    assert!(pending.request.is_some() && pending.answer.is_none());

    // Bo's window has no dice to save: greyed, with the reason.
    apply(bo.app.world_mut(), SaveAsk::Save);
    assert_eq!(
        bo.keep().status.as_deref(),
        Some("Not saved: A network game is kept by its host, who rolls its dice.")
    );
    assert!(!bo.keep().saves.join("seed-example.ron").exists());
}

#[test]
fn a_dropped_player_is_waited_for_in_every_window_then_the_ai_plays_on() {
    let (mut ana, mut bo) = two_windows();
    let watch = JoinSetup {
        addr: SocketAddr::new(Ipv4Addr::LOCALHOST.into(), port(&ana)),
        name: "Cy".into(),
        password: None,
        watch: true,
        claim: Vec::new(),
    };
    let mut cy = Game::launched(Launch::Net(NetAsk::Join(Box::new(watch))));
    until(&mut [&mut cy, &mut ana, &mut bo], "Cy watching", |g| {
        g.screen() == Screen::Combat
    });
    apply(bo.app.world_mut(), LobbyClick::Leave);
    until(&mut [&mut ana, &mut bo, &mut cy], "the wait for Bo", |g| {
        waiting(g).is_some()
    });
    until(&mut [&mut cy, &mut ana], "the wait for Bo, watching", |g| {
        waiting(g).is_some()
    });
    let said = waiting(&ana).unwrap();
    let watched = waiting(&cy).unwrap();
    // The same words in the host's window and a client's (the seconds may tick between).
    let words = |text: &str| text.replace(|c: char| c.is_ascii_digit(), "");
    assert_eq!(words(&said), words(&watched));
    assert!(
        said.starts_with("Bo dropped: waiting for them to come back (")
            && said.ends_with("), then the AI plays on."),
        "{said}"
    );
    assert!(said.contains("(2:00)") || said.contains("(1:5"), "{said}");
    let notes = board(&ana).notes;
    assert!(
        notes.contains(&"Bo left; their seats wait for them to rejoin".to_string()),
        "{notes:?}"
    );
    // The two minutes over: the Normal AI takes Bo's hero, and the wait is no longer said.
    let later = Instant::now() + DROP_WAIT;
    with_host(&mut ana, |host| {
        assert!(host.drop_wait_left(Instant::now()).is_some());
        host.watch_dropped(later);
    });
    until(&mut [&mut ana], "the AI for Bo", |g| {
        waiting(g).is_none() && ai_holds_jade(g)
    });
    let notes = board(&ana).notes;
    assert!(
        notes.contains(&"The AI takes over Jade Mistress for Bo, who left".to_string()),
        "{notes:?}"
    );
}

#[test]
fn with_the_ai_at_once_a_dropped_player_s_seats_go_to_the_ai_without_a_wait() {
    let (mut ana, mut bo) = two_windows();
    with_host(&mut ana, |host| host.set_on_drop(OnDrop::Ai));
    apply(bo.app.world_mut(), LobbyClick::Leave);
    until(&mut [&mut ana, &mut bo], "the AI for Bo", |g| {
        ai_holds_jade(g)
    });
    assert_eq!(waiting(&ana), None, "never waited");
    let notes = board(&ana).notes;
    assert!(
        notes.contains(&"The AI takes over Jade Mistress for Bo, who left".to_string()),
        "{notes:?}"
    );
}

#[test]
fn the_host_saves_the_replay_from_the_start_and_a_joining_window_once_the_host_sent_it() {
    let (mut ana, mut bo) = two_windows();
    apply(ana.app.world_mut(), SaveAsk::SaveReplay);
    let (truth, log) = with_host(&mut ana, |host| {
        let world = host.game.world();
        (
            world.resource::<Recording>().clone(),
            world.resource::<CombatLog>().events.clone(),
        )
    });
    let name = format!("seed-example-seed{}-1.ron", truth.roster.seed);
    assert_eq!(
        ana.keep().status,
        Some(format!("Replay saved to replays/{name}"))
    );
    let file = ReplayFile::read(&ana.keep().replays.join(&name)).expect("the replay reads");
    assert_eq!(file.combat, truth, "the host's recording, seed included");
    let so_far = RecordedLog::of(&log, truth.log_start);
    assert_eq!(
        file.result.fingerprint, so_far.fingerprint,
        "the host's log so far"
    );

    // Bo's window has no dice to replay the fight with until the host sends its recording.
    apply(bo.app.world_mut(), SaveAsk::SaveReplay);
    assert_eq!(
        bo.keep().status.as_deref(),
        Some("Replay not saved: A network game's replay comes from its host when the fight ends.")
    );
    assert!(bo.keep().recorded.is_empty());
    for window in [&mut ana, &mut bo] {
        window.app.insert_resource(Autoplay::after(0.0));
    }
    until_within(&mut [&mut bo, &mut ana], "the fight's end", 200_000, |g| {
        g.screen() == Screen::Result && g.keep().host_replay
    });
    apply(bo.app.world_mut(), SaveAsk::SaveReplay);
    let status = bo.keep().status.unwrap_or_default();
    assert!(status.starts_with("Replay saved to replays/"), "{status}");
    let path = bo.keep().recorded[0].clone();
    let file = ReplayFile::read(&path).expect("the replay reads");
    let host = with_host(&mut ana, |host| {
        host.game.world().resource::<Recording>().clone()
    });
    assert_eq!(file.combat, host, "the host's recording");
}
