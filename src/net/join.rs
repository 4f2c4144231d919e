//! A client: says hello once connected, keeps the fight as the host's steps show it (the state
//! without its dice, the log so far), answers its own seats' questions with the AI, and at the
//! end replays the host's recording and checks it gives the log it watched, so a host that
//! altered a die is caught. It runs no rules of its own while the fight runs.

use super::protocol::{
    Answer, Ended, GAME_VERSION, Hello, Holder, LobbyAsk, LobbyView, PROTOCOL_VERSION, Refused,
    Rejected, SeatWish, Step, ToClient, ToHost, Token, Wire, wire_len,
};
use crate::ai::{Budget, Strength, decision_seed, think};
use crate::combat::{CombatEvent, CombatState, CombatantId, Recording, Roster};
use crate::content::Content;
use crate::persist::fingerprint::{content_fingerprint, log_fingerprint};
use crate::persist::playback::play_back;
use crate::sim::guard::guarded;
use bevy::prelude::*;
use bevy_replicon::prelude::*;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// How a client's game ended.
#[derive(Clone, Debug, PartialEq)]
pub enum Ending {
    /// The fight ended and the recording checked out: its log, replayed, is the one watched.
    Finished {
        recording: Box<Recording>,
        events: Vec<CombatEvent>,
    },
    /// The host would not let this client in.
    Refused(Refused),
    /// The recording does not give the log watched: the host altered something.
    Altered,
    /// The host ended the game before the fight's end, and said why.
    Ended(Ended),
    /// The connection ended before the fight did, without a word from the host.
    Lost,
}

/// A client's game.
pub struct Joiner {
    content: Arc<Content>,
    hello: Hello,
    /// Who answers this client's seats (None: a spectator, or answers given by the caller).
    ai: Option<Strength>,
    greeted: bool,
    pub seats: Vec<CombatantId>,
    pub token: Option<Token>,
    /// The fight as the last step showed it.
    pub state: Option<CombatState>,
    pub roster: Option<Roster>,
    /// The log so far (its seed withheld until the end).
    pub log: Vec<CombatEvent>,
    /// The serial of the open question, when it is this client's to answer.
    pub asked: Option<u64>,
    /// The open question's serial and who answers it, whoever that is.
    open: Option<(u64, CombatantId)>,
    answered: Option<u64>,
    pub rejections: Vec<Rejected>,
    /// Answers sent, taken or not.
    pub answers_sent: u32,
    pub malformed: u32,
    /// From each answer sent to the step that followed it: the decision's round trip.
    pub round_trips: Vec<Duration>,
    answered_at: Option<Instant>,
    /// Bytes of the messages received and sent (their payloads).
    pub bytes_in: u64,
    pub bytes_out: u64,
    /// Whether the host connection was ever up (a drop after it is a lost game).
    was_connected: bool,
    pub ending: Option<Ending>,
    /// The lobby as the host last showed it (a host that holds one).
    pub lobby: Option<LobbyView>,
}

impl Joiner {
    pub fn new(
        content: Arc<Content>,
        wish: SeatWish,
        password: Option<String>,
        rejoin: Option<Token>,
        ai: Option<Strength>,
    ) -> Self {
        let hello = Hello {
            game_version: GAME_VERSION.into(),
            protocol: PROTOCOL_VERSION,
            content: content_fingerprint(&content),
            password,
            rejoin,
            wish,
            name: None,
        };
        Joiner {
            content,
            hello,
            ai,
            greeted: false,
            seats: Vec::new(),
            token: None,
            state: None,
            roster: None,
            log: Vec::new(),
            asked: None,
            open: None,
            answered: None,
            rejections: Vec::new(),
            answers_sent: 0,
            malformed: 0,
            round_trips: Vec::new(),
            answered_at: None,
            bytes_in: 0,
            bytes_out: 0,
            was_connected: false,
            ending: None,
            lobby: None,
        }
    }

    /// Who answers this client's seats from now on (None: the caller, by `send_answer`).
    pub fn answer_with(&mut self, ai: Option<Strength>) {
        self.ai = ai;
    }

    /// The hello this client sends (the tests change it to be refused).
    pub fn hello_mut(&mut self) -> &mut Hello {
        &mut self.hello
    }

    /// One round: hello sent once connected, the host's messages read, an answer sent if one
    /// is due. Returns the ending once there is one.
    pub fn pump(&mut self, net: &mut World) -> Option<&Ending> {
        let connected = *net.resource::<State<ClientState>>() == ClientState::Connected;
        if connected && !self.greeted {
            self.greeted = true;
            let hello = ToHost::Hello(self.hello.clone());
            self.bytes_out += wire_len(&hello);
            net.write_message(Wire::of(hello));
        }
        self.was_connected |= connected;
        let inbox: Vec<_> = net
            .resource_mut::<Messages<Wire<ToClient>>>()
            .drain()
            .collect();
        for Wire(message) in inbox {
            match message {
                Ok(message) => {
                    self.bytes_in += wire_len(&message);
                    self.receive(message);
                }
                Err(_) => self.malformed += 1,
            }
            if self.ending.is_some() {
                break;
            }
        }
        if self.ending.is_none() && self.was_connected && !connected {
            self.ending = Some(Ending::Lost);
        }
        if self.ending.is_none()
            && let Some(answer) = self.answer_due()
        {
            self.send_answer(net, answer);
        }
        self.ending.as_ref()
    }

    /// The AI's answer to the open question, when it is this client's and not answered yet.
    pub fn answer_due(&self) -> Option<Answer> {
        let (strength, serial) = (self.ai?, self.asked?);
        if self.answered == Some(serial) {
            return None;
        }
        let decision = self.think(strength)?;
        Some(Answer { serial, decision })
    }

    /// Sends an answer to the open question (the caller's own, or the AI's).
    pub fn send_answer(&mut self, net: &mut World, answer: Answer) {
        self.answered = Some(answer.serial);
        self.answers_sent += 1;
        self.answered_at = Some(Instant::now());
        let message = ToHost::Answer(answer);
        self.bytes_out += wire_len(&message);
        net.write_message(Wire::of(message));
    }

    /// Whether the connection to the host was ever up.
    pub fn was_connected(&self) -> bool {
        self.was_connected
    }

    /// Asks something of the lobby (a seat, ready, a name).
    pub fn ask(&mut self, net: &mut World, ask: LobbyAsk) {
        let message = ToHost::Lobby(ask);
        self.bytes_out += wire_len(&message);
        net.write_message(Wire::of(message));
    }

    /// Whether an answer to the open question went out and no step or rejection followed.
    pub fn answer_in_flight(&self) -> bool {
        self.asked.is_some() && self.answered == self.asked
    }

    /// The AI's answer to the open question, from the state the host showed: no dice, so Easy
    /// and Hard draw from a seed of the serial alone (Normal draws none).
    pub fn think(&self, strength: Strength) -> Option<crate::combat::Decision> {
        let state = self.state.as_ref()?;
        let seed = decision_seed(0, state.pending.serial);
        // The state is the host's word: one the AI cannot read is not answered, never a crash.
        guarded(|| think(strength, state, &self.content, seed, &Budget::default()))
            .ok()
            .flatten()
    }

    /// Takes in one message from the host (`pump` reads them off the network; the fuzzer hands
    /// them over directly).
    pub fn receive(&mut self, message: ToClient) {
        match message {
            ToClient::Welcome(welcome) => {
                self.seats = welcome.seats;
                self.token = welcome.token;
            }
            ToClient::Refused(refused) => self.ending = Some(Ending::Refused(refused)),
            ToClient::Step(step) => self.step(*step),
            ToClient::Rejected(rejected) => {
                // Asked again: the question stays open for another answer.
                if self.answered == Some(rejected.serial) {
                    self.answered = None;
                }
                self.rejections.push(rejected);
            }
            ToClient::Finale(finale) => self.finale(finale.recording),
            ToClient::Lobby(view) => {
                // The seats it holds now: claimed in the lobby, or handed back by the host.
                if let Some(you) = view.you {
                    self.seats = view
                        .seats
                        .iter()
                        .filter(|s| s.holder == Holder::Player(you))
                        .flat_map(|s| s.combatants.iter().copied())
                        .collect();
                    self.seats.sort_unstable();
                    // The seat claimed last may be the one the fight's first step, sent just
                    // before this view, asks (a headless host starts as it is claimed).
                    self.asked = self.mine();
                }
                self.lobby = Some(*view);
            }
            ToClient::Ended(why) => self.ending = Some(Ending::Ended(why)),
        }
    }

    fn step(&mut self, step: Step) {
        if step.first_event as usize != self.log.len() {
            // A step that does not follow the log: out of place, dropped.
            self.malformed += 1;
            return;
        }
        if let Some(sent) = self.answered_at.take() {
            self.round_trips.push(sent.elapsed());
        }
        self.log.extend(step.events);
        self.open = step.answers.map(|who| (step.serial, who));
        self.asked = self.mine();
        self.state = Some(step.state);
        self.roster = Some(step.roster);
    }

    /// The open question's serial, if one of this client's seats answers it.
    fn mine(&self) -> Option<u64> {
        self.open
            .filter(|(_, who)| self.seats.contains(who))
            .map(|(serial, _)| serial)
    }

    /// Replays the recording and compares its log with the one watched.
    fn finale(&mut self, recording: Recording) {
        // A recording the rules cannot play through is as good as an altered one.
        let played = guarded(|| play_back(&recording, self.content.clone())).ok();
        self.ending = Some(match played {
            Some(played)
                if played.events.len() == self.log.len()
                    && log_fingerprint(&played.events) == log_fingerprint(&self.log) =>
            {
                Ending::Finished {
                    recording: Box::new(recording),
                    events: played.events,
                }
            }
            _ => Ending::Altered,
        });
    }
}
