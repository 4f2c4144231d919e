//! The host: it runs the fight (a paused headless app, as `aguja play --headless` does), lets
//! clients in by their `Hello`, sends every admitted client a `Step` at each question and at
//! the end, and takes an `Answer` only from the owner of the open question's seat, with the
//! open serial, when `Request::allows` it. Everything else gets a typed rejection and changes
//! nothing. One `pump` does one round of this; the caller loops, with a bound.

pub use super::handshake::Terms;
use super::handshake::check;
use super::lobby::{Admission, Lobby};
use super::protocol::{
    AnswerRejection, Ended, Finale, Hello, Refused, Rejected, Step, ToClient, ToHost, Token,
    Welcome, Wire, clean_name, wire_len, withhold,
};
use crate::combat::{CombatLog, CombatantId, PendingDecision, Recording, Roster, capture};
use crate::control::answer::answer_now;
use crate::control::{Seat, Seats};
use crate::persist::session::{Stand, to_question};
use bevy::prelude::*;
use bevy_replicon::prelude::*;
use rand::RngExt;
use std::collections::HashMap;

/// A client sending more bad messages than this (malformed, oversized, out of place) is
/// disconnected: a few are a bug or a bad line, a stream of them is an attack.
pub const MAX_STRIKES: u32 = 8;

/// Where the hosted game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// Waiting for remote seats to be claimed (or a dropped player to come back).
    Waiting,
    /// The fight runs.
    Playing,
    /// The fight is over and the finale sent.
    Over,
    /// The rules stopped with nothing to do (never seen; a guard).
    Stuck,
}

/// What the host counts, for the tests and the closing note.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    pub malformed: u32,
    pub rejected: u32,
    pub refused: u32,
    pub disconnected: u32,
    /// Bytes of the messages sent and received (their payloads).
    pub bytes_out: u64,
    pub bytes_in: u64,
}

/// One connected client.
#[derive(Clone, Debug, Default)]
pub(super) struct Peer {
    /// Let in (its `Hello` accepted).
    pub(super) admitted: bool,
    /// How many of the log's events it has been sent.
    events_sent: usize,
    /// The serial of the last step it was sent.
    serial_sent: Option<u64>,
    strikes: u32,
}

/// A hosted fight.
pub struct Host {
    /// The fight: a paused headless app with the encounter begun.
    pub game: App,
    /// Each combatant's seat; a remote seat is `Remote(n)` once player n claims it.
    pub(super) seats: Vec<Seat>,
    pub lobby: Lobby,
    terms: Terms,
    pub(super) peers: HashMap<Entity, Peer>,
    pub counts: Counts,
    phase: Phase,
    /// What happened to the connections since `take_notes`, in words.
    pub(super) notes: Vec<String>,
    /// A lobby held until its host starts the fight (the window's); None: the fight starts as
    /// soon as every remote seat is claimed (headless).
    pub(super) held: Option<super::lobby::Held>,
    /// What a dropped player's seats do, and since when the fight waits for one.
    pub(super) drop_watch: super::on_drop::DropWatch,
}

impl Host {
    /// Hosts the fight in `game` (begun, paused) with these seats: a `Remote` seat waits for a
    /// remote player.
    pub fn new(mut game: App, seats: Vec<Seat>, terms: Terms) -> Self {
        let open = seats
            .iter()
            .enumerate()
            .filter(|(_, s)| matches!(s, Seat::Remote(_)))
            .map(|(i, _)| CombatantId(i as u8))
            .collect();
        game.insert_resource(Seats::of(seats.clone()));
        Host {
            game,
            seats,
            lobby: Lobby::new(open),
            terms,
            peers: HashMap::new(),
            counts: Counts::default(),
            phase: Phase::Waiting,
            notes: Vec::new(),
            held: None,
            drop_watch: super::on_drop::DropWatch::default(),
        }
    }

    /// What happened to the connections since the last call, in words ("Ana joined: …").
    pub fn take_notes(&mut self) -> Vec<String> {
        std::mem::take(&mut self.notes)
    }

    /// Whether the fight has begun (its first question reached); before, the lobby waits.
    pub fn begun(&self) -> bool {
        !self.game.world().resource::<CombatLog>().events.is_empty()
    }

    /// The open question's serial (it changes at every question).
    pub fn serial(&self) -> u64 {
        self.game.world().resource::<PendingDecision>().serial
    }

    /// How many clients are connected now.
    pub fn connected(&self) -> usize {
        self.peers.len()
    }

    /// "Alric, Brena": the seats' names for a note.
    pub(super) fn names_of(&self, seats: &[CombatantId]) -> String {
        let roster = self.game.world().resource::<Roster>();
        let names: Vec<&str> = seats
            .iter()
            .filter_map(|s| roster.names.get(s.index()).map(String::as_str))
            .collect();
        names.join(", ")
    }

    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// Ends the game before the fight's end: every admitted client is told why, then every
    /// client is disconnected (replicon sends what is queued first). The caller updates the
    /// network app once more so that it goes out.
    pub fn end(&mut self, net: &mut World, why: Ended) {
        let admitted: Vec<Entity> = self.admitted().collect();
        for client in admitted {
            self.send(net, client, ToClient::Ended(why));
        }
        for &client in self.peers.keys() {
            net.write_message(DisconnectRequest { client });
        }
        self.phase = Phase::Over;
    }

    /// One round: connections seen, messages read and answered, the fight played on as far as
    /// it goes without a remote answer, steps sent.
    pub fn pump(&mut self, net: &mut World) -> Phase {
        self.track_connections(net);
        let inbox: Vec<_> = net
            .resource_mut::<Messages<FromClient<Wire<ToHost>>>>()
            .drain()
            .collect();
        for FromClient { client_id, message } in inbox {
            let Some(client) = client_id.entity() else {
                continue;
            };
            if let Ok(message) = &message.0 {
                self.counts.bytes_in += wire_len(message);
            }
            match message.0 {
                Ok(ToHost::Hello(hello)) => self.hello(net, client, &hello),
                Ok(ToHost::Answer(answer)) => self.answer(net, client, answer),
                Ok(ToHost::Lobby(ask)) => self.lobby_ask(net, client, ask),
                Err(_) => self.strike(net, client),
            }
        }
        if self.phase == Phase::Waiting && self.lobby.filled() && self.may_start() {
            self.phase = Phase::Playing;
        }
        if self.phase == Phase::Playing {
            self.play_on(net);
        }
        self.send_steps(net);
        self.send_views(net);
        self.phase
    }

    /// New connections get a peer; gone ones leave their seats waiting.
    fn track_connections(&mut self, net: &mut World) {
        let connected: Vec<Entity> = net
            .query_filtered::<Entity, With<ConnectedClient>>()
            .iter(net)
            .collect();
        for client in &connected {
            self.peers.entry(*client).or_default();
        }
        let gone: Vec<Entity> = self
            .peers
            .keys()
            .copied()
            .filter(|c| !connected.contains(c))
            .collect();
        for client in gone {
            self.peers.remove(&client);
            if let Some(n) = self.lobby.player_of(client) {
                let seated = !self.lobby.players[usize::from(n)].seats.is_empty();
                let note = if seated {
                    "left; their seats wait for them to rejoin"
                } else {
                    "left the lobby"
                };
                self.notes.push(format!("{} {note}", self.player_name(n)));
            }
            self.lobby.left(client);
            if self.phase == Phase::Playing && !self.lobby.filled() {
                // A remote seat's player is gone: its questions wait for it to rejoin.
                self.phase = Phase::Waiting;
            }
        }
    }

    pub(super) fn send(&mut self, net: &mut World, client: Entity, message: ToClient) {
        self.counts.bytes_out += wire_len(&message);
        net.write_message(ToClients {
            targets: SendTargets::Single(ClientId::Client(client)),
            message: Wire::of(message),
        });
    }

    /// A message out of place or unreadable: counted, and the client dropped past the limit.
    pub(super) fn strike(&mut self, net: &mut World, client: Entity) {
        self.counts.malformed += 1;
        let Some(peer) = self.peers.get_mut(&client) else {
            return;
        };
        peer.strikes += 1;
        if peer.strikes > MAX_STRIKES {
            self.counts.disconnected += 1;
            net.write_message(DisconnectRequest { client });
        }
    }

    /// Lets the client in, or says why not and lets it go.
    fn hello(&mut self, net: &mut World, client: Entity, hello: &Hello) {
        let admitted = self.peers.get(&client).is_some_and(|p| p.admitted);
        let token = Token(rand::rng().random());
        let admission = if admitted {
            Err(Refused::Repeated)
        } else {
            check(&self.terms, hello)
                .and_then(|()| self.lobby.admit(client, &hello.wish, hello.rejoin, token))
        };
        match admission {
            Ok(Admission {
                player,
                seats,
                token,
            }) => {
                let name = hello.name.as_deref().and_then(clean_name);
                if let (Some(n), Some(name), None) = (player, name, hello.rejoin) {
                    self.lobby.players[usize::from(n)].name = name;
                }
                let note = self.joined(player, hello.rejoin.is_some(), &seats);
                self.notes.push(note);
                if let Some(n) = player {
                    for seat in &seats {
                        self.seats[seat.index()] = Seat::Remote(n);
                    }
                    self.game.insert_resource(Seats::of(self.seats.clone()));
                }
                let peer = self.peers.entry(client).or_default();
                *peer = Peer {
                    admitted: true,
                    ..Peer::default()
                };
                net.entity_mut(client).insert(AuthorizedClient);
                self.send(net, client, ToClient::Welcome(Welcome { seats, token }));
            }
            Err(refused) => {
                self.counts.refused += 1;
                self.notes.push(format!("A client was refused: {refused}"));
                self.send(net, client, ToClient::Refused(refused));
                net.write_message(DisconnectRequest { client });
            }
        }
    }

    /// Takes the answer into the fight, or rejects it with the reason.
    fn answer(&mut self, net: &mut World, client: Entity, answer: super::protocol::Answer) {
        let verdict = self.judge(client, &answer);
        match verdict {
            Ok(()) => {
                self.game
                    .world_mut()
                    .resource_mut::<PendingDecision>()
                    .answer = Some(answer.decision);
            }
            Err(reason) => {
                self.counts.rejected += 1;
                let rejected = Rejected {
                    serial: answer.serial,
                    reason,
                };
                self.send(net, client, ToClient::Rejected(rejected));
            }
        }
    }

    fn judge(
        &mut self,
        client: Entity,
        answer: &super::protocol::Answer,
    ) -> Result<(), AnswerRejection> {
        let player = self
            .lobby
            .player_of(client)
            .ok_or(AnswerRejection::NoSeat)?;
        let pending = self.game.world().resource::<PendingDecision>();
        let open = pending.serial;
        let request = pending
            .request
            .as_ref()
            .filter(|_| {
                pending.answer.is_none() && answer.serial == open && self.phase == Phase::Playing
            })
            .cloned()
            .ok_or(AnswerRejection::Stale { open })?;
        if self.seats.get(request.decider().index()) != Some(&Seat::Remote(player)) {
            return Err(AnswerRejection::NotYourSeat);
        }
        // Any question takes a concession, so a player could concede for the other side.
        if let crate::combat::Decision::Concede(side) = answer.decision
            && Some(side) != self.side_of(request.decider())
        {
            return Err(AnswerRejection::NotYourSide);
        }
        request
            .allows(&answer.decision)
            .map(|_| ())
            .map_err(AnswerRejection::Illegal)
    }

    /// The side `who` fights on.
    fn side_of(&mut self, who: CombatantId) -> Option<crate::content::Side> {
        let world = self.game.world_mut();
        world
            .query::<(&CombatantId, &crate::combat::components::Allegiance)>()
            .iter(world)
            .find(|(id, _)| **id == who)
            .map(|(_, side)| side.0)
    }

    /// Plays on until a remote seat must answer or the fight ends.
    fn play_on(&mut self, net: &mut World) {
        loop {
            match to_question(&mut self.game) {
                Stand::Question => {
                    let world = self.game.world();
                    let pending = world.resource::<PendingDecision>();
                    let remote = pending.request.as_ref().is_some_and(|request| {
                        matches!(
                            world.resource::<Seats>().seat(request.decider()),
                            Seat::Remote(_)
                        )
                    });
                    if remote {
                        return;
                    }
                    // Everyone sees every question, the host's own AI's too.
                    self.send_steps(net);
                    if !answer_now(self.game.world_mut()) {
                        self.phase = Phase::Stuck;
                        return;
                    }
                }
                Stand::Over => {
                    self.phase = Phase::Over;
                    self.send_steps(net);
                    let recording = self.game.world().resource::<Recording>().clone();
                    let finale = ToClient::Finale(Box::new(Finale { recording }));
                    let admitted: Vec<Entity> = self.admitted().collect();
                    for client in admitted {
                        self.send(net, client, finale.clone());
                    }
                    return;
                }
                Stand::Stuck => {
                    self.phase = Phase::Stuck;
                    return;
                }
            }
        }
    }

    fn admitted(&self) -> impl Iterator<Item = Entity> + '_ {
        self.peers
            .iter()
            .filter(|(_, p)| p.admitted)
            .map(|(client, _)| *client)
    }

    /// Sends each admitted client that has not seen the current moment a step to it: the
    /// events it has not seen, the state without its dice.
    fn send_steps(&mut self, net: &mut World) {
        if self.phase == Phase::Waiting
            && self.game.world().resource::<CombatLog>().events.is_empty()
        {
            return;
        }
        let world = self.game.world_mut();
        let serial = world.resource::<PendingDecision>().serial;
        let logged = world.resource::<CombatLog>().events.len();
        // Behind: a new question, or (at the end) events after the last one.
        let stale: Vec<Entity> = self
            .peers
            .iter()
            .filter(|(_, p)| {
                p.admitted && (p.serial_sent != Some(serial) || p.events_sent < logged)
            })
            .map(|(c, _)| *c)
            .collect();
        if stale.is_empty() {
            return;
        }
        let state = capture(world);
        let answers = state
            .pending
            .request
            .as_ref()
            .filter(|_| state.pending.answer.is_none())
            .map(|r| r.decider());
        let roster = world.resource::<Roster>().clone();
        let events = &world.resource::<CombatLog>().events;
        let mut steps = Vec::new();
        for client in stale {
            let Some(peer) = self.peers.get_mut(&client) else {
                continue;
            };
            let from = peer.events_sent.min(events.len());
            let (state, roster, events) = withhold(state.clone(), roster.clone(), &events[from..]);
            peer.events_sent = from + events.len();
            peer.serial_sent = Some(serial);
            let step = Step {
                serial,
                first_event: from as u64,
                events,
                state,
                roster,
                answers,
            };
            steps.push((client, ToClient::Step(Box::new(step))));
        }
        for (client, step) in steps {
            self.send(net, client, step);
        }
    }
}
