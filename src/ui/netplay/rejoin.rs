//! Rejoining from the window (issue 28 §4): a window that lost its host mid-game connects
//! again to the same address with the token the host gave it, takes its seats back and gets
//! the whole fight in one step (asked again if the open question is its own). While it tries,
//! the box says so; a refusal, or no answer within 20 s, is said and leaves the way back to the
//! title.

use super::link::NetCorner;
use super::session::Session;
use crate::combat::ContentDb;
use crate::net::join::Joiner;
use crate::net::protocol::SeatWish;
use crate::net::transport::{self, NetError};
use bevy::prelude::*;
use std::time::Duration;

/// How long a rejoin waits for the host to let this window back in before saying it cannot.
const REJOIN_WAIT: Duration = Duration::from_secs(20);

/// Connects again to the host this window lost, with the token it was given: the host gives
/// its seats back and the whole fight so far in one step, and the screen goes on from there
/// (a question of its own is asked again). Until then the box says it is trying.
pub fn rejoin(world: &mut World) -> Result<(), NetError> {
    let Some(mut session) = world.remove_non_send::<Session>() else {
        return Ok(());
    };
    let Some(token) = session.joiner.token else {
        world.insert_non_send(session);
        return Ok(());
    };
    let content = world.resource::<ContentDb>().0.clone();
    let mut net = transport::renet_app();
    if let Err(e) = transport::connect(&mut net, session.addr) {
        world.insert_non_send(session);
        return Err(e);
    }
    // The old connection says goodbye, if it still can, before it is dropped.
    super::session::say_goodbye(&mut session);
    session.net = net;
    session.joiner = Joiner::new(
        content,
        SeatWish::Lobby,
        session.password.clone(),
        Some(token),
        None,
    );
    session.shown = None;
    session.finished = false;
    session.since = std::time::Instant::now();
    let addr = session.addr;
    world.insert_non_send(session);
    let mut corner = world.resource_mut::<NetCorner>();
    corner.trouble = Some(format!("Reconnecting to {addr}…"));
    corner.rejoin = false;
    corner.reconnecting = true;
    Ok(())
}

/// A rejoin under way, each frame: the box goes once the host lets this window back in, and
/// says why when no host answered in time (a refusal is said as any ending is, `fight::show`).
pub fn follow(world: &mut World, session: &mut Session) {
    if !world.resource::<NetCorner>().reconnecting {
        return;
    }
    let mut corner = world.resource_mut::<NetCorner>();
    // The host's Welcome gives the token back: the seats are this window's again.
    if session.joiner.token.is_some() {
        corner.reconnecting = false;
        corner.trouble = None;
        return;
    }
    if !session.joiner.was_connected() && session.since.elapsed() > REJOIN_WAIT {
        corner.reconnecting = false;
        corner.trouble = Some(format!(
            "No host answered at {} within {} seconds.",
            session.addr,
            REJOIN_WAIT.as_secs()
        ));
        session.finished = true;
    }
}

/// The command that takes this window's seats back from a terminal, once it holds a token.
pub fn by_hand(session: &Session) -> Option<String> {
    let token = session.joiner.token?;
    Some(format!(
        "To rejoin from a terminal: aguja join {} --rejoin {token}",
        session.addr
    ))
}
