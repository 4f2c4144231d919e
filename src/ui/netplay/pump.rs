//! Every frame of a networked game: the host (in the window that hosts) and this window's client
//! take their messages; the lobby's clicks and the players' answers go out; the lobby board,
//! the corner and the combat screen follow what came in.

use super::link::NetCorner;
use super::session::Session;
use crate::net::host_notes::and_list;
use crate::net::join::Ending;
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
        // A player who dropped: the host's choice, waiting for them or the AI at once.
        hosted.host.watch_dropped(Instant::now());
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
    let names = joiner
        .lobby
        .as_ref()
        .map(|v| v.players.iter().map(|p| p.name.clone()));
    let names: Vec<String> = names.into_iter().flatten().collect();
    if remote.names != names {
        remote.names = names;
    }
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
    let waiting = view.as_ref().and_then(waiting_for_dropped);
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
        // Not connected: not yet, or no longer (the box above says why and what next).
        (_, None) => match &session.joiner.ending {
            None => format!("Connecting to {}...", session.addr),
            Some(Ending::Lost) => format!("Lost the connection to {}", session.addr),
            Some(_) => format!("Disconnected from {}", session.addr),
        },
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
    if corner.waiting != waiting {
        corner.waiting = waiting;
    }
    if corner.line != line {
        corner.line = line;
    }
}

/// "Ana dropped: waiting for them to come back (1:42), then the AI plays on.", while the host
/// waits for the players who dropped (those not connected who hold a seat).
fn waiting_for_dropped(view: &LobbyView) -> Option<String> {
    let left = view.drop_wait?;
    let gone: Vec<String> = view
        .players
        .iter()
        .enumerate()
        .filter(|(n, p)| {
            !p.connected
                && view
                    .seats
                    .iter()
                    .any(|s| s.holder == crate::net::protocol::Holder::Player(*n as u8))
        })
        .map(|(_, p)| p.name.clone())
        .collect();
    let who = if gone.is_empty() {
        "A player".to_string()
    } else {
        and_list(&gone)
    };
    Some(format!(
        "{who} dropped: waiting for them to come back ({}:{:02}), then the AI plays on.",
        left / 60,
        left % 60
    ))
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::combat::CombatantId;
    use crate::content::Side;
    use crate::net::protocol::{Holder, PlayerView, SeatView};

    fn view(drop_wait: Option<u32>, connected: [bool; 3]) -> LobbyView {
        let names = ["Ana", "Bo", "Cy"];
        LobbyView {
            level: "The Needle's Example".into(),
            // Cy holds no seat: a player who leaves with nothing is not waited for.
            seats: (0..2)
                .map(|n| SeatView {
                    combatants: vec![CombatantId(n)],
                    name: format!("hero {n}"),
                    side: Side::Heroes,
                    holder: Holder::Player(n),
                })
                .collect(),
            players: names
                .iter()
                .zip(connected)
                .map(|(name, connected)| PlayerView {
                    name: (*name).into(),
                    ready: true,
                    connected,
                })
                .collect(),
            you: Some(0),
            started: true,
            when_filled: false,
            drop_wait,
        }
    }

    #[test]
    fn the_wait_for_dropped_players_names_them_and_counts_down_in_minutes() {
        assert_eq!(
            waiting_for_dropped(&view(Some(102), [true, false, false])).as_deref(),
            Some("Bo dropped: waiting for them to come back (1:42), then the AI plays on.")
        );
        assert_eq!(
            waiting_for_dropped(&view(Some(120), [false, false, true])).as_deref(),
            Some("Ana and Bo dropped: waiting for them to come back (2:00), then the AI plays on.")
        );
        assert_eq!(waiting_for_dropped(&view(None, [true, false, true])), None);
    }
}
