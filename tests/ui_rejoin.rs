//! Rejoining from the window (issue 28 §4): a joining window whose connection drops mid-fight
//! offers "Rejoin" (and the terminal's command over its corner), says it is reconnecting, takes
//! its seat back with its token and plays the fight to its end with the host's log; a host that
//! no longer answers is said within the bound, with the way back to the title only.

use crate::ui_common::{Game, apply};
use crate::ui_netplay::{hosting_as, port, until, until_within};
use aguja::combat::{CombatEvent, CombatLog, CombatantId};
use aguja::control::Seat;
use aguja::net::join::Ending;
use aguja::net::protocol::LobbyAsk;
use aguja::ui::launch::Launch;
use aguja::ui::netplay::autoplay::Autoplay;
use aguja::ui::netplay::corner::view;
use aguja::ui::netplay::{JoinSetup, NetAsk, NetCorner, Session};
use aguja::ui::screens::Screen;
use aguja::ui::screens::lobby::LobbyClick;
use bevy_replicon_renet::RenetClient;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use std::net::{Ipv4Addr, SocketAddr};

/// Updates a whole fight may take, both windows answering with the Normal AI at once.
const FIGHT: usize = 200_000;

fn corner(game: &Game) -> NetCorner {
    game.app.world().resource::<NetCorner>().clone()
}

/// The buttons of the corner's box, drawn as the window draws it.
fn buttons(corner: &NetCorner) -> Vec<&'static str> {
    let mut harness = Harness::new_ui(|ui| {
        view(ui.ctx(), corner, None);
    });
    harness.run_steps(2);
    ["Rejoin", "Back to the title"]
        .into_iter()
        .filter(|label| harness.query_by_label(label).is_some())
        .collect()
}

/// The events a window ended with, once its fight ended and the recording checked out.
fn finished(game: &Game) -> Option<Vec<CombatEvent>> {
    match &game.app.world().non_send::<Session>().joiner.ending {
        Some(Ending::Finished { events, .. }) => Some(events.clone()),
        _ => None,
    }
}

/// A host window (Ana, the first hero) and a joining one (Bo, the second), in the lobby.
fn host_and_guest() -> (Game, Game, SocketAddr) {
    let host = hosting_as("Ana", Seat::Player(1));
    let addr = SocketAddr::new(Ipv4Addr::LOCALHOST.into(), port(&host));
    let join = JoinSetup {
        addr,
        name: "Bo".into(),
        password: None,
        watch: false,
        claim: vec![CombatantId(1)],
    };
    let guest = Game::launched(Launch::Net(NetAsk::Join(Box::new(join))));
    (host, guest, addr)
}

/// A host window (Ana, the first hero) and a joining one (Bo, the second), started, both
/// answering with the Normal AI.
fn two_windows() -> (Game, Game, SocketAddr) {
    let (mut host, mut guest, addr) = host_and_guest();
    for game in [&mut host, &mut guest] {
        game.app.insert_resource(Autoplay::after(0.0));
    }
    until(&mut [&mut guest, &mut host], "the fight", |g| {
        g.screen() == Screen::Combat
    });
    (host, guest, addr)
}

/// The guest's connection closes under it, as a network that fails would close it.
fn drop_connection(guest: &mut Game) {
    let mut session = guest.app.world_mut().non_send_mut::<Session>();
    session
        .net
        .world_mut()
        .resource_mut::<RenetClient>()
        .disconnect();
}

#[test]
fn a_window_that_lost_its_host_rejoins_with_its_token_and_the_fight_ends_with_the_host_s_log() {
    let (mut host, mut guest, addr) = two_windows();
    until(&mut [&mut guest, &mut host], "a few answers", |g| {
        g.app.world().non_send::<Session>().joiner.answers_sent >= 2
    });
    let token = guest.app.world().non_send::<Session>().joiner.token;
    let token = token.expect("a seated window holds a token");
    let hint = corner(&guest).by_hand.expect("the terminal's command");
    assert_eq!(
        hint,
        format!("To rejoin from a terminal: aguja join {addr} --rejoin {token}")
    );

    drop_connection(&mut guest);
    until(&mut [&mut guest, &mut host], "the lost connection", |g| {
        corner(g).trouble.is_some()
    });
    let lost = corner(&guest);
    assert_eq!(
        lost.trouble.as_deref(),
        Some("The connection to the host was lost.")
    );
    assert_eq!(buttons(&lost), ["Rejoin", "Back to the title"]);
    assert_eq!(lost.line, format!("Lost the connection to {addr}"));

    apply(guest.app.world_mut(), NetAsk::Rejoin);
    guest.app.update();
    let trying = corner(&guest);
    assert_eq!(
        trying.trouble.as_deref(),
        Some(format!("Reconnecting to {addr}…").as_str())
    );
    assert_eq!(buttons(&trying), ["Back to the title"]);
    until(&mut [&mut guest, &mut host], "the seat taken back", |g| {
        corner(g).trouble.is_none()
    });
    let session = guest.app.world().non_send::<Session>();
    assert_eq!(session.joiner.token, Some(token), "the same token");
    assert_eq!(session.joiner.seats, vec![CombatantId(1)], "its seat back");
    assert_eq!(guest.screen(), Screen::Combat);

    until_within(
        &mut [&mut guest, &mut host],
        "the fight's end",
        FIGHT,
        |g| finished(g).is_some(),
    );
    until(&mut [&mut host, &mut guest], "the host's end", |g| {
        finished(g).is_some()
    });
    let session = host.app.world().non_send::<Session>();
    let hosted = session.hosted.as_ref().expect("hosts");
    let host_log = &hosted.host.game.world().resource::<CombatLog>().events;
    assert_eq!(finished(&guest).as_ref(), Some(host_log), "the host's log");
    assert_eq!(finished(&host).as_ref(), Some(host_log));
    assert_eq!(corner(&guest).by_hand, None, "nothing to rejoin once over");
}

#[test]
fn a_rejoin_that_no_host_answers_is_said_and_leaves_the_way_back_to_the_title() {
    let (mut host, mut guest, addr) = two_windows();
    drop_connection(&mut guest);
    until(&mut [&mut guest, &mut host], "the lost connection", |g| {
        corner(g).rejoin
    });
    // The host is gone for good: its window left the game.
    apply(host.app.world_mut(), LobbyClick::Leave);
    host.app.update();
    drop(host);
    apply(guest.app.world_mut(), NetAsk::Rejoin);
    // Past the 20 s bound, as the window's clock sees it.
    guest.app.world_mut().non_send_mut::<Session>().since -= std::time::Duration::from_secs(21);
    until(&mut [&mut guest], "the host not answering", |g| {
        !corner(g).reconnecting
    });
    let said = corner(&guest);
    assert_eq!(
        said.trouble,
        Some(format!("No host answered at {addr} within 20 seconds."))
    );
    assert_eq!(buttons(&said), ["Back to the title"]);
}

#[test]
fn a_window_seated_in_the_lobby_that_lost_its_host_is_offered_rejoin_before_the_fight() {
    let (mut host, mut guest, _) = host_and_guest();
    until(&mut [&mut guest, &mut host], "its seat", |g| {
        g.app.world().non_send::<Session>().joiner.seats == [CombatantId(1)]
    });
    apply(
        guest.app.world_mut(),
        LobbyClick::Ask(LobbyAsk::Ready(true)),
    );
    drop_connection(&mut guest);
    until(&mut [&mut guest, &mut host], "the lost connection", |g| {
        corner(g).trouble.is_some()
    });
    assert!(corner(&guest).rejoin);
    apply(guest.app.world_mut(), NetAsk::Rejoin);
    until(&mut [&mut guest, &mut host], "the seat taken back", |g| {
        corner(g).trouble.is_none() && !corner(g).reconnecting
    });
    until(&mut [&mut guest, &mut host], "the lobby", |g| {
        g.app.world().non_send::<Session>().joiner.seats == [CombatantId(1)]
    });
    assert_eq!(guest.screen(), Screen::Lobby);
}
