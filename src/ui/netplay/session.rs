//! A networked game in the window: the client every window is (its joiner and network app)
//! and, in the window that hosts, the headless `Host` itself with its own network app, pumped
//! every frame. One path for both ends: the hosting window joins its own host over 127.0.0.1
//! like any other client, so what its players see and send is exactly what a remote player's
//! window sees and sends, and the rules run only in the host's game app.

use crate::combat::{CombatantId, ContentDb, begin_combat};
use crate::control::Seat;
use crate::net::host::{Host, Terms};
use crate::net::join::Joiner;
use crate::net::protocol::SeatWish;
use crate::net::transport::{self, NetError};
use crate::persist::fingerprint::content_fingerprint;
use crate::persist::session::paused_app;
use crate::ui::seating::StartSetup;
use bevy::prelude::*;
use std::net::{Ipv4Addr, SocketAddr};

/// "Host a game": the fight, and the port and password to host it on. The seats the setup
/// gives a player are open to remote players, and those of player 1 are this window's own
/// (claimed at once; any can be let go in the lobby); AI seats stay the AI's.
#[derive(Clone, Debug)]
pub struct HostSetup {
    pub setup: StartSetup,
    pub port: u16,
    pub password: Option<String>,
    /// This window's player's name.
    pub name: String,
    /// What a player's seats do if the player drops mid-fight.
    pub on_drop: crate::net::on_drop::OnDrop,
}

/// "Join a game": where, as whom, and whether only to watch.
#[derive(Clone, Debug)]
pub struct JoinSetup {
    pub addr: SocketAddr,
    pub name: String,
    pub password: Option<String>,
    pub watch: bool,
    /// Seats to claim as soon as the lobby shows (`--seats`).
    pub claim: Vec<CombatantId>,
}

/// The host this window runs, with its network app.
pub struct Hosted {
    pub host: Host,
    pub net: App,
    pub port: u16,
}

/// The networked game of this window (a non-`Send` resource: the apps inside are not).
pub struct Session {
    pub hosted: Option<Hosted>,
    pub joiner: Joiner,
    pub net: App,
    pub addr: SocketAddr,
    pub name: String,
    /// The host's password, if it set one (said again to rejoin).
    pub password: Option<String>,
    /// The seats this window claims as soon as it is let in (the host's player 1's).
    pub claim: Vec<CombatantId>,
    /// The log length and serial last put on screen.
    pub shown: Option<(usize, u64)>,
    /// The recording was taken in (the end).
    pub finished: bool,
    /// When this window began to connect (a host never reached is given up on).
    pub since: std::time::Instant,
}

/// Starts hosting `setup` and joins it from this window; says why not if the port is taken.
pub fn start_host(world: &mut World, setup: HostSetup) -> Result<(), NetError> {
    let content = world.resource::<ContentDb>().0.clone();
    let mut game = paused_app(content.clone());
    let start = &setup.setup;
    begin_combat(game.world_mut(), &start.encounter, start.seed);
    let table = start.seats().by_combatant;
    let seats: Vec<Seat> = table
        .iter()
        .map(|seat| match seat {
            Seat::Ai(strength) => Seat::Ai(*strength),
            // A player's seat is open to remote players (and this window's own, player 1's).
            _ => Seat::Remote(0),
        })
        .collect();
    let claim = table
        .iter()
        .enumerate()
        .filter(|(_, s)| **s == Seat::Player(0))
        .map(|(i, _)| CombatantId(i as u8))
        .collect();
    let terms = Terms {
        content: content_fingerprint(&content),
        password: setup.password.clone(),
    };
    let mut host = Host::new(game, seats, terms);
    host.hold_lobby();
    host.set_on_drop(setup.on_drop);
    let mut net = transport::renet_app();
    let port = transport::listen(&mut net, setup.port)?;
    let join = JoinSetup {
        addr: SocketAddr::new(Ipv4Addr::LOCALHOST.into(), port),
        name: setup.name,
        password: setup.password,
        watch: false,
        claim,
    };
    start_join(world, join, Some(Hosted { host, net, port }))
}

/// The name a window's players go by at the host from their first message on: "Ana", or
/// "Ana & Ben" for "Ana, Ben" (two players at one screen), as the lobby then names them.
fn hello_name(typed: &str) -> String {
    let names: Vec<&str> = typed
        .split(',')
        .map(str::trim)
        .filter(|n| !n.is_empty())
        .collect();
    names.join(" & ")
}

/// Joins the game at `setup.addr` (the lobby first).
pub fn start_join(
    world: &mut World,
    setup: JoinSetup,
    hosted: Option<Hosted>,
) -> Result<(), NetError> {
    let content = world.resource::<ContentDb>().0.clone();
    let wish = if setup.watch {
        SeatWish::Watch
    } else {
        SeatWish::Lobby
    };
    let mut joiner = Joiner::new(content, wish, setup.password.clone(), None, None);
    joiner.hello_mut().name = Some(hello_name(&setup.name));
    let mut net = transport::renet_app();
    transport::connect(&mut net, setup.addr)?;
    close(world);
    let name = setup.name.clone();
    world.insert_non_send(Session {
        hosted,
        joiner,
        net,
        addr: setup.addr,
        name: setup.name,
        password: setup.password,
        claim: setup.claim,
        shown: None,
        finished: false,
        since: std::time::Instant::now(),
    });
    enter(world);
    let together = world
        .resource_mut::<crate::ui::screens::lobby::LobbyBoard>()
        .named(&name);
    world.non_send_mut::<Session>().name = together;
    Ok(())
}

/// This window's client disconnects, saying so to the host if it still can.
pub(super) fn say_goodbye(session: &mut Session) {
    if let Some(mut client) = session
        .net
        .world_mut()
        .get_resource_mut::<bevy_replicon_renet::RenetClient>()
    {
        client.disconnect();
    }
    session.net.update();
}

/// Ends this window's networked game, if it has one: the client says goodbye, and a host
/// ends the game for every client (netcode tells each at once).
pub fn close(world: &mut World) {
    let Some(mut session) = world.remove_non_send::<Session>() else {
        return;
    };
    say_goodbye(&mut session);
    if let Some(mut hosted) = session.hosted.take() {
        // Every other window hears "the host ended the game" before its connection closes.
        let Hosted { host, net, .. } = &mut hosted;
        host.end(net.world_mut(), crate::net::protocol::Ended::ByHost);
        net.update();
        transport::close(&mut hosted.net);
        hosted.net.update();
    }
    leave(world);
}

/// A networked game begins in this window: its lobby shows, and nothing here answers by itself.
pub fn enter(world: &mut World) {
    world.insert_resource(crate::ui::screens::combat::RemoteAnswers::default());
    world.insert_resource(crate::control::ai_seat::AnsweredElsewhere);
    world.insert_resource(crate::ui::screens::lobby::LobbyBoard::default());
    world.insert_resource(super::link::NetCorner::default());
    let mut keep = world.resource_mut::<crate::ui::saves::Keep>();
    keep.networked = true;
    keep.host_replay = false;
    world
        .resource_mut::<NextState<crate::ui::screens::Screen>>()
        .set(crate::ui::screens::Screen::Lobby);
}

/// The networked game is over in this window: answers go to the rules again.
pub fn leave(world: &mut World) {
    world.remove_resource::<crate::ui::screens::combat::RemoteAnswers>();
    world.remove_resource::<crate::control::ai_seat::AnsweredElsewhere>();
    if let Some(mut keep) = world.get_resource_mut::<crate::ui::saves::Keep>() {
        keep.networked = false;
    }
}
