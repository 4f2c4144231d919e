//! Every frame of a networked game: the host (in the window that hosts) and this window's client
//! take their messages; the lobby's clicks and the players' answers go out; the lobby board,
//! the corner and the combat screen follow what came in.

use super::link::NetCorner;
use super::session::Session;
use crate::ai::Strength;
use crate::net::host::{Host, Phase};
use crate::net::lobby::NotReady;
use crate::net::protocol::{Answer, LobbyAsk, LobbyView};
use crate::ui::screens::Screen;
use crate::ui::screens::combat::RemoteAnswers;
use crate::ui::screens::lobby::{LobbyBoard, LobbyClick};
use bevy::prelude::*;
use bevy_replicon_renet::RenetClient;
use std::time::{Duration, Instant};

/// How long a window tries to reach a host before saying it cannot.
const REACH: Duration = Duration::from_secs(20);
/// How long a hosted fight waits for a player who left before the Normal AI takes its seats.
const DROP_WAIT: Duration = Duration::from_secs(60);

/// A hosted fight waiting for a player who left: after `DROP_WAIT`, the AI plays on for it.
fn hand_over_the_dropped(host: &mut Host, since: Option<Instant>) -> Option<Instant> {
    if !host.begun() || host.phase() != Phase::Waiting {
        return None;
    }
    let since = since.unwrap_or_else(Instant::now);
    if since.elapsed() > DROP_WAIT {
        host.hand_dropped_to(Strength::Normal);
        return None;
    }
    Some(since)
}

/// One frame of the networked game, if this window has one.
pub fn pump(world: &mut World) {
    let Some(mut session) = world.remove_non_send::<Session>() else {
        return;
    };
    let mut notes = Vec::new();
    let mut begun = false;
    if let Some(hosted) = &mut session.hosted {
        hosted.net.update();
        hosted.host.pump(hosted.net.world_mut());
        // Sent now rather than a frame later: a frame is long on a slow machine.
        hosted.net.update();
        notes = hosted.host.take_notes();
        begun = hosted.host.begun();
        session.dropped = hand_over_the_dropped(&mut hosted.host, session.dropped);
    }
    session.net.update();
    session.joiner.pump(session.net.world_mut());
    let unreached = !session.joiner.was_connected() && session.since.elapsed() > REACH;
    if unreached && world.resource::<NetCorner>().trouble.is_none() && !session.finished {
        session.finished = true;
        world.resource_mut::<NetCorner>().trouble = Some(format!(
            "No host answered at {} within {} seconds.",
            session.addr,
            REACH.as_secs()
        ));
    }
    let leave = clicks(world, &mut session);
    answers(world, &mut session);
    session.net.update();
    board(world, &session, notes, begun);
    super::fight::show(world, &mut session);
    world.insert_non_send(session);
    if leave {
        world.resource_mut::<NextState<Screen>>().set(Screen::Title);
    }
}

/// The lobby's clicks: a player's ask to the host, the host's own done at once. Returns
/// whether the players asked to leave.
fn clicks(world: &mut World, session: &mut Session) -> bool {
    // Let in and shown the lobby: this window's name, and the seats it came for.
    if session.joiner.lobby.is_some() && !session.name.is_empty() {
        let name = std::mem::take(&mut session.name);
        let net = session.net.world_mut();
        session.joiner.ask(net, LobbyAsk::Name(name));
        for seat in std::mem::take(&mut session.claim) {
            session.joiner.ask(net, LobbyAsk::Claim(seat));
        }
    }
    let clicks: Vec<LobbyClick> = world
        .resource_mut::<Messages<LobbyClick>>()
        .drain()
        .collect();
    let mut leave = false;
    for click in clicks {
        let host = session.hosted.as_mut().map(|h| &mut h.host);
        match (click, host) {
            (LobbyClick::Ask(ask), _) => session.joiner.ask(session.net.world_mut(), ask),
            (LobbyClick::GiveToAi(who, strength), Some(host)) => host.give_to_ai(who, strength),
            (LobbyClick::Free(who), Some(host)) => host.free(who),
            (LobbyClick::Start, Some(host)) => {
                // Greyed out unless it may start; a click that crossed a change does nothing.
                let _ = host.start();
            }
            (LobbyClick::Leave, _) => leave = true,
            // Only the host's window offers the host's clicks.
            (_, None) => {}
        }
    }
    leave
}

/// The players' answers out to the host, one per question; the host's refusals in words.
fn answers(world: &mut World, session: &mut Session) {
    let Some(mut remote) = world.get_resource_mut::<RemoteAnswers>() else {
        return;
    };
    let joiner = &mut session.joiner;
    for (serial, decision) in std::mem::take(&mut remote.outbox) {
        if joiner.asked == Some(serial) && !joiner.answer_in_flight() {
            joiner.send_answer(session.net.world_mut(), Answer { serial, decision });
        }
    }
    remote.in_flight = joiner.answer_in_flight();
    let asked = joiner.asked;
    remote.refused = joiner
        .rejections
        .last()
        .filter(|r| Some(r.serial) == asked)
        .map(|r| format!("The host refused that move: {}. Choose again.", r.reason));
}

/// The lobby board and the corner, from what the host said last (and, hosting, its notes).
fn board(world: &mut World, session: &Session, notes: Vec<String>, begun: bool) {
    let view = session.joiner.lobby.clone();
    let hosted = session.hosted.as_ref();
    let not_ready = hosted.and_then(|h| h.host.not_ready());
    let connected = session
        .net
        .world()
        .get_resource::<RenetClient>()
        .filter(|c| c.is_connected());
    let line = match (hosted, connected) {
        (Some(h), Some(c)) => format!(
            "Hosting on port {}; round trip {:.0} ms",
            h.port,
            c.rtt() * 1000.0
        ),
        (None, Some(c)) => format!(
            "Connected to {}; round trip {:.0} ms",
            session.addr,
            c.rtt() * 1000.0
        ),
        (_, None) => format!("Connecting to {}...", session.addr),
    };
    let mut board = world.resource_mut::<LobbyBoard>();
    board.not_ready = not_ready.map(|why| words(view.as_ref(), why));
    if board.view != view {
        board.view = view;
    }
    board.hosting = hosted.is_some();
    board.line.clone_from(&line);
    // In the fight's corner, what happens to the players once it has begun.
    let last = notes.last().cloned().filter(|_| begun);
    board.notes.extend(notes);
    let mut corner = world.resource_mut::<NetCorner>();
    if last.is_some() {
        corner.note = last;
    }
    if corner.line != line {
        corner.line = line;
    }
}

/// Why the fight cannot start, in words: "Brena has nobody", "Ana is not ready".
fn words(view: Option<&LobbyView>, why: NotReady) -> String {
    let player = |n: u8| {
        view.and_then(|v| v.players.get(usize::from(n)))
            .map_or_else(
                || format!("Player {}", u32::from(n) + 1),
                |p| p.name.clone(),
            )
    };
    match why {
        NotReady::OpenSeat(seat) => {
            let name = view
                .and_then(|v| v.seats.iter().find(|s| s.combatants.contains(&seat)))
                .map_or("a seat", |s| s.name.as_str())
                .to_string();
            format!("{name} has nobody")
        }
        NotReady::Player(n) => format!("{} is not ready", player(n)),
        NotReady::Gone(n) => format!("{} has left", player(n)),
    }
}
