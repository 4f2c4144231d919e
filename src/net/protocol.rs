//! Everything that travels between a host and its clients, and the one place both ends register
//! it, in one order. The host's world is the truth: it sends `Step`s (what happened, the state
//! with its dice withheld, who answers) and, at the end, the recording; clients send `Hello`
//! once and `Answer`s. Messages are postcard, which cannot skip a field: every type here writes
//! all of its fields (`Worn` and `Roster` write theirs in full for a compact format).

use crate::combat::rejection::Rejection;
use crate::combat::{CombatEvent, CombatState, CombatantId, Decision, Recording, Roster};
use bevy::prelude::*;
use bevy_replicon::bytes::Bytes;
use bevy_replicon::postcard;
use bevy_replicon::prelude::*;
use bevy_replicon::shared::message::ctx::{
    ClientReceiveCtx, ClientSendCtx, ServerReceiveCtx, ServerSendCtx,
};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::fmt;

/// Raised whenever a message below changes shape: a client and a host of one game version
/// built from different sources must not misread each other.
pub const PROTOCOL_VERSION: u32 = 3;
/// The game's version as people read it ("0.1.0"), compared at the handshake.
pub const GAME_VERSION: &str = env!("CARGO_PKG_VERSION");
/// Larger than any hello or answer: a client's message past it is dropped unread.
pub const MAX_TO_HOST_BYTES: usize = 16 * 1024;
/// Larger than any step or recording (a fight's recording is tens of kilobytes).
pub const MAX_TO_CLIENT_BYTES: usize = 4 * 1024 * 1024;

/// A message as it came off the wire: read, or dropped as malformed (and counted by whoever
/// receives it). Replicon drops what its deserializer refuses without a word; reading into
/// this instead lets the host count a client's bad messages and disconnect a repeat offender.
#[derive(Message, Clone, Debug, PartialEq)]
pub struct Wire<T>(pub Result<T, Malformed>);

impl<T> Wire<T> {
    pub fn of(message: T) -> Self {
        Wire(Ok(message))
    }
}

/// Why a message was dropped unread.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Malformed {
    #[error("a message of {0} bytes, over the limit")]
    TooLarge(usize),
    #[error("a message that does not read as one")]
    Unreadable,
    #[error("a message that was never meant to be sent")]
    NotSendable,
}

/// From a client to the host.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum ToHost {
    Hello(Hello),
    Answer(Answer),
    /// Before the fight: a seat claimed or let go, ready or not, the player's name.
    Lobby(LobbyAsk),
}

/// The first message of a client: who it is and what it wants.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Hello {
    pub game_version: String,
    pub protocol: u32,
    /// The content library's fingerprint, as saves compute it.
    pub content: String,
    pub password: Option<String>,
    /// Given back by a client that lost its connection, to take its seats again.
    pub rejoin: Option<Token>,
    pub wish: SeatWish,
    /// What the others see the player as (None: "Player N"; a headless client gives none).
    pub name: Option<String>,
}

/// The seats a client asks for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SeatWish {
    /// Every seat still open to remote players.
    Open,
    /// These combatants (by their number in the encounter).
    These(Vec<CombatantId>),
    /// None: a spectator, who watches.
    Watch,
    /// None yet: a player who claims seats in the lobby (`LobbyAsk`).
    Lobby,
}

/// What a seated client keeps to take its seats back after a lost connection.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Token(pub u64);

impl fmt::Display for Token {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:016x}", self.0)
    }
}

impl std::str::FromStr for Token {
    type Err = String;
    fn from_str(text: &str) -> Result<Self, String> {
        u64::from_str_radix(text.trim(), 16)
            .map(Token)
            .map_err(|_| format!("`{text}` is no rejoin token: it is 16 hex digits"))
    }
}

/// An answer to the open question, for one of the sender's seats.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Answer {
    pub serial: u64,
    pub decision: Decision,
}

/// From the host to a client.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum ToClient {
    Welcome(Welcome),
    Refused(Refused),
    Step(Box<Step>),
    Rejected(Rejected),
    Finale(Box<Finale>),
    /// Who is here and who sits where, sent whenever it changes (by a host that holds a lobby).
    Lobby(Box<LobbyView>),
    /// The game is off before the fight's end; the client is then disconnected.
    Ended(Ended),
}

/// A client let in: its seats, and the token to take them back.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Welcome {
    pub seats: Vec<CombatantId>,
    /// None for a spectator, who has nothing to take back.
    pub token: Option<Token>,
}

/// Why the host would not let a client in; said to the client, who then exits with it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
pub enum Refused {
    #[error("the host runs Aguja {host}, you run {yours}")]
    Version { host: String, yours: String },
    #[error("the host speaks network protocol {host}, you speak {yours}: update one of you")]
    Protocol { host: u32, yours: u32 },
    #[error("your assets/ differ from the host's: fingerprint {yours}, the host's {host}")]
    Library { host: String, yours: String },
    #[error("wrong password")]
    Password,
    #[error("that rejoin token is not one this host gave")]
    UnknownToken,
    #[error("no seat is open for you: the seats are taken or were never open to remote players")]
    NoSeat,
    #[error("you said hello twice")]
    Repeated,
}

/// Why the host ended the game before the fight did; said to every client, who exits with it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
pub enum Ended {
    /// The host quit: its window closed, or its headless process was stopped.
    #[error("the host ended the game")]
    ByHost,
}

/// What the host sends at every question and at the end.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Step {
    /// The open question's serial (`PendingDecision::serial`).
    pub serial: u64,
    /// Where `events` start in the fight's log: the events since the client's last step (the
    /// whole log for a client that just came in).
    pub first_event: u64,
    pub events: Vec<CombatEvent>,
    /// The fight as it stands, its dice withheld (`withhold`).
    pub state: CombatState,
    /// The names, its seed withheld.
    pub roster: Roster,
    /// Who must answer the open question; None at the end.
    pub answers: Option<CombatantId>,
}

/// An answer the host would not take, and why; nothing changed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rejected {
    pub serial: u64,
    pub reason: AnswerRejection,
}

/// Why the host refused an answer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
pub enum AnswerRejection {
    /// A spectator, or a client the host has not let in.
    #[error("you hold no seat")]
    NoSeat,
    #[error("the question is for a seat that is not yours")]
    NotYourSeat,
    #[error("you can concede only for your own side")]
    NotYourSide,
    /// Late, repeated, or for a question already answered.
    #[error("that question is closed (the open one is number {open})")]
    Stale { open: u64 },
    #[error("{0}")]
    Illegal(Rejection),
}

/// What a player asks of the lobby before the fight.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum LobbyAsk {
    /// The seat of this combatant (a hero, or any minion for the Dark Lord).
    Claim(CombatantId),
    Release(CombatantId),
    Ready(bool),
    /// What the others see the player as (at most `MAX_NAME` characters are kept).
    Name(String),
}

/// The longest name a player keeps.
pub const MAX_NAME: usize = 24;

/// A name as a player gives it, kept: no control characters, at most `MAX_NAME` characters,
/// trimmed; None if nothing is left.
pub fn clean_name(name: &str) -> Option<String> {
    let name: String = name
        .chars()
        .filter(|c| !c.is_control())
        .take(MAX_NAME)
        .collect();
    let name = name.trim();
    (!name.is_empty()).then(|| name.to_string())
}

/// The lobby as one client sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LobbyView {
    /// The encounter's name.
    pub level: String,
    pub seats: Vec<SeatView>,
    pub players: Vec<PlayerView>,
    /// The player this client is (None: a spectator).
    pub you: Option<u8>,
    /// Whether the fight has begun.
    pub started: bool,
    /// The fight starts by itself once every open seat is taken (a headless host, which
    /// nobody starts); false: the host's window starts it once every player is ready.
    pub when_filled: bool,
    /// Seconds left before the AI takes the seats of the players who dropped (those not
    /// connected who hold seats); None while nobody is waited for.
    pub drop_wait: Option<u32>,
}

/// One seat: a hero, or the Dark Lord (every minion).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatView {
    pub combatants: Vec<CombatantId>,
    /// The hero's name, or "The Dark Lord".
    pub name: String,
    pub side: crate::content::Side,
    pub holder: Holder,
}

/// Who holds a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Holder {
    /// Open to remote players, nobody yet.
    Open,
    Player(u8),
    Ai(crate::ai::Strength),
}

/// One player in the lobby.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerView {
    pub name: String,
    pub ready: bool,
    pub connected: bool,
}

/// The end: the recording, seed included, for every client to replay and check.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Finale {
    pub recording: Recording,
}

/// The state, roster and events as a client may see them while the fight runs: the dice's
/// seed and position replaced (the stream a fresh `CombatRng` of seed 0 has), the roster's
/// seed and the one in `CombatStarted` set to 0. Only the finale carries them.
pub fn withhold(
    mut state: CombatState,
    mut roster: Roster,
    events: &[CombatEvent],
) -> (CombatState, Roster, Vec<CombatEvent>) {
    state.rng = crate::combat::rng::CombatRng::default();
    roster.seed = 0;
    let events = events
        .iter()
        .map(|event| match event {
            CombatEvent::CombatStarted { encounter, .. } => CombatEvent::CombatStarted {
                encounter: encounter.clone(),
                seed: 0,
            },
            other => other.clone(),
        })
        .collect();
    (state, roster, events)
}

/// Reads one message, all of its bytes, no more than `limit` of them.
pub fn decode<T: DeserializeOwned>(bytes: &[u8], limit: usize) -> Result<T, Malformed> {
    if bytes.len() > limit {
        return Err(Malformed::TooLarge(bytes.len()));
    }
    match postcard::take_from_bytes(bytes) {
        Ok((message, [])) => Ok(message),
        _ => Err(Malformed::Unreadable),
    }
}

/// A message's size on the wire (its payload: renet's and netcode's headers aside).
pub fn wire_len<T: serde::Serialize>(message: &T) -> u64 {
    bevy_replicon::postcard::to_extend(message, Vec::new()).map_or(0, |b| b.len() as u64)
}

/// Writes one message.
pub fn encode<T: Serialize>(message: &Wire<T>, out: &mut Vec<u8>) -> Result<(), BevyError> {
    let Ok(message) = &message.0 else {
        return Err(Malformed::NotSendable.into());
    };
    let written = postcard::to_extend(message, std::mem::take(out))?;
    *out = written;
    Ok(())
}

fn write_to_host(_: &mut ClientSendCtx, message: &Wire<ToHost>, out: &mut Vec<u8>) -> Result {
    encode(message, out)
}

fn read_on_host(_: &mut ServerReceiveCtx, bytes: &mut Bytes) -> Result<Wire<ToHost>> {
    Ok(Wire(decode(bytes, MAX_TO_HOST_BYTES)))
}

fn write_to_client(_: &mut ServerSendCtx, message: &Wire<ToClient>, out: &mut Vec<u8>) -> Result {
    encode(message, out)
}

fn read_on_client(_: &mut ClientReceiveCtx, bytes: &mut Bytes) -> Result<Wire<ToClient>> {
    Ok(Wire(decode(bytes, MAX_TO_CLIENT_BYTES)))
}

/// Registers the messages, in this order at both ends (replicon numbers channels by order).
/// The host's messages go out at once (`independent`): nothing is replicated, so nothing waits
/// for a replication tick.
pub fn register(app: &mut App) {
    app.add_client_message_with(Channel::Ordered, write_to_host, read_on_host)
        .add_server_message_with(Channel::Ordered, write_to_client, read_on_client)
        .make_message_independent::<Wire<ToClient>>();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_is_kept_without_control_characters_trimmed_and_at_most_max_name_long() {
        assert_eq!(clean_name("  Ana\u{7}\n ").as_deref(), Some("Ana"));
        assert_eq!(clean_name(" \t\n"), None);
        let long = "x".repeat(MAX_NAME + 10);
        assert_eq!(clean_name(&long).map(|n| n.chars().count()), Some(MAX_NAME));
    }
}
