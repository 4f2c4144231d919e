//! The net fuzz target's corpus: the messages of a real fight, recorded as they travel. A host
//! of the seed's example (the heroes remote, the Dark Lord the Normal AI) and a client answering
//! with the Normal AI, joined in one process by replicon's test backend (no sockets), play to
//! the end; every message each way is kept as its bytes on the wire.

use crate::ai::Strength;
use crate::combat::begin_combat;
use crate::content::{Content, ContentErrors, Side, load_encounter};
use crate::control::Seat;
use crate::net::host::{Host, Terms};
use crate::net::join::Joiner;
use crate::net::protocol::{Ended, SeatWish, ToClient, ToHost, Token, Welcome, Wire, encode};
use crate::net::transport::bare_app;
use crate::persist::fingerprint::content_fingerprint;
use crate::persist::session::paused_app;
use bevy::prelude::*;
use bevy_replicon::prelude::FromClient;
use bevy_replicon::test_app::ServerTestAppExt;
use std::path::Path;
use std::sync::Arc;

/// Far more rounds than a fight of the seed's example takes (a few hundred).
const ROUNDS: usize = 20_000;

/// Every message of one fight, as bytes on the wire.
#[derive(Clone, Debug, Default)]
pub struct Corpus {
    /// The client's hello, then its answers.
    pub to_host: Vec<Vec<u8>>,
    /// The welcome, every step, the recording, and (never sent in a fight that ends) the host's
    /// goodbye.
    pub to_client: Vec<Vec<u8>>,
}

/// A network app with nothing but replicon and the messages, ready to be joined by the test
/// backend.
pub fn test_app() -> App {
    let mut app = bare_app();
    app.finish();
    app
}

/// A host of `level` at `seed`: the heroes remote (for player 0), the Dark Lord the Normal AI.
pub fn hosted(content: &Arc<Content>, level: &Path, seed: u64) -> Result<Host, ContentErrors> {
    let (game, seats, terms) = host_parts(content, level, seed)?;
    Ok(Host::new(game, seats, terms))
}

/// What a host of `level` at `seed` is made of (the fight begun, the heroes' seats remote for
/// player 0, the Dark Lord's the Normal AI, no password), for `Host::new` or `Host::headless`.
pub fn host_parts(
    content: &Arc<Content>,
    level: &Path,
    seed: u64,
) -> Result<(App, Vec<Seat>, Terms), ContentErrors> {
    let encounter = load_encounter(level, content)?;
    let seats = encounter
        .members
        .iter()
        .map(|m| match m.side {
            Side::Heroes => Seat::Remote(0),
            Side::Minions => Seat::Ai(Strength::Normal),
        })
        .collect();
    let mut game = paused_app(content.clone());
    begin_combat(game.world_mut(), &encounter, seed);
    let terms = Terms {
        content: content_fingerprint(content),
        password: None,
    };
    Ok((game, seats, terms))
}

fn bytes<T: serde::Serialize + Clone>(message: &Wire<T>) -> Option<Vec<u8>> {
    let mut out = Vec::new();
    encode(message, &mut out).ok().map(|()| out)
}

/// Copies the messages of type `M` waiting in `world`, as bytes, into `out` and leaves them
/// waiting. Drained and written back, so that each is kept once whenever bevy turns its
/// message buffers over (which depends on the clock).
fn keep<M: Message>(
    world: &mut World,
    out: &mut Vec<Vec<u8>>,
    wire: impl Fn(&M) -> Option<Vec<u8>>,
) {
    let mut messages = world.resource_mut::<Messages<M>>();
    let waiting: Vec<M> = messages.drain().collect();
    out.extend(waiting.iter().filter_map(wire));
    for message in waiting {
        messages.write(message);
    }
}

/// A message to a client as bytes; the welcome's token (drawn at random) made a constant, so
/// that a seed gives the same corpus.
fn to_client(message: &Wire<ToClient>) -> Option<Vec<u8>> {
    match &message.0 {
        Ok(ToClient::Welcome(welcome)) => bytes(&Wire::of(ToClient::Welcome(Welcome {
            token: welcome.token.map(|_| Token(0x0123_4567_89AB_CDEF)),
            ..welcome.clone()
        }))),
        _ => bytes(message),
    }
}

/// Plays `level` at `seed` between a host and one client and keeps every message.
pub fn record(content: &Arc<Content>, level: &Path, seed: u64) -> Result<Corpus, ContentErrors> {
    let mut host = hosted(content, level, seed)?;
    let (mut server, mut client) = (test_app(), test_app());
    server.connect_client(&mut client);
    let ai = Some(Strength::Normal);
    let mut joiner = Joiner::new(content.clone(), SeatWish::Open, None, None, ai);
    let mut corpus = Corpus::default();
    for _ in 0..ROUNDS {
        server.update();
        keep(
            server.world_mut(),
            &mut corpus.to_host,
            |m: &FromClient<Wire<ToHost>>| bytes(&m.message),
        );
        host.pump(server.world_mut());
        server.update();
        server.exchange_with_client(&mut client);
        client.update();
        keep(client.world_mut(), &mut corpus.to_client, to_client);
        let over = joiner.pump(client.world_mut()).is_some();
        client.update();
        server.exchange_with_client(&mut client);
        if over {
            break;
        }
    }
    corpus
        .to_client
        .extend(bytes(&Wire::of(ToClient::Ended(Ended::ByHost))));
    Ok(corpus)
}
