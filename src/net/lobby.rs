//! Who sits where before and during a networked fight: the seats open to remote players, the
//! players who claimed them (numbered 0, 1, … in the order they came), their rejoin tokens and
//! whether each is connected now; before the fight, their names, the seats they claim and let
//! go and whether they are ready. Plain data, no network: the host asks it and acts.

use super::protocol::{LobbyView, Refused, SeatWish, Token};
use crate::combat::CombatantId;
use bevy::prelude::Entity;
use std::collections::HashMap;

/// One remote player: the seats it holds, its token, and its connection if it has one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Player {
    pub seats: Vec<CombatantId>,
    pub token: Token,
    pub connection: Option<Entity>,
    /// What the others see it as: "Player 2" until it says otherwise.
    pub name: String,
    pub ready: bool,
}

/// Why the fight cannot start yet, in the words the host's Start button shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotReady {
    /// This seat has nobody.
    OpenSeat(CombatantId),
    /// Player n has not said it is ready.
    Player(u8),
    /// Player n holds seats and is gone.
    Gone(u8),
}

/// What a client was let in as.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Admission {
    /// The player it is (None: a spectator).
    pub player: Option<u8>,
    pub seats: Vec<CombatantId>,
    pub token: Option<Token>,
}

/// A lobby held for the host's start.
#[derive(Debug, Default)]
pub struct Held {
    /// The encounter's name.
    pub level: String,
    /// The seats as players see them: each hero, then the Dark Lord.
    pub groups: Vec<(String, crate::content::Side, Vec<CombatantId>)>,
    /// The host asked to start and the lobby was ready.
    pub started: bool,
    /// Nobody starts it: the fight starts once every open seat is taken (a headless host).
    pub when_filled: bool,
    /// The last view each client was sent.
    pub sent: HashMap<Entity, LobbyView>,
}

/// The seats open to remote players and who holds them.
#[derive(Clone, Debug, Default)]
pub struct Lobby {
    open: Vec<CombatantId>,
    pub players: Vec<Player>,
}

impl Lobby {
    /// A lobby with these seats open to remote players.
    pub fn new(open: Vec<CombatantId>) -> Self {
        Lobby {
            open,
            players: Vec::new(),
        }
    }

    /// Every open seat has a player, and every player is connected: the fight can go on.
    pub fn filled(&self) -> bool {
        self.unclaimed().next().is_none()
            && self
                .players
                .iter()
                .all(|p| p.connection.is_some() || p.seats.is_empty())
    }

    /// Seats still waiting for a player.
    fn unclaimed(&self) -> impl Iterator<Item = CombatantId> + '_ {
        self.open
            .iter()
            .copied()
            .filter(|seat| !self.players.iter().any(|p| p.seats.contains(seat)))
    }

    /// Lets `connection` in as `wish` says, or with the seats `rejoin` was given for;
    /// `token` is the token a new player gets (drawn by the caller, off the rules' streams).
    pub fn admit(
        &mut self,
        connection: Entity,
        wish: &SeatWish,
        rejoin: Option<Token>,
        token: Token,
    ) -> Result<Admission, Refused> {
        if let Some(rejoin) = rejoin {
            let (n, player) = self
                .players
                .iter_mut()
                .enumerate()
                .find(|(_, p)| p.token == rejoin)
                .ok_or(Refused::UnknownToken)?;
            player.connection = Some(connection);
            return Ok(Admission {
                player: Some(n as u8),
                seats: player.seats.clone(),
                token: Some(rejoin),
            });
        }
        let seats: Vec<CombatantId> = match wish {
            SeatWish::Lobby => Vec::new(),
            SeatWish::Watch => {
                return Ok(Admission {
                    player: None,
                    seats: Vec::new(),
                    token: None,
                });
            }
            SeatWish::Open => self.unclaimed().collect(),
            SeatWish::These(wanted) => {
                let free: Vec<CombatantId> = self.unclaimed().collect();
                if wanted.is_empty() || wanted.iter().any(|seat| !free.contains(seat)) {
                    return Err(Refused::NoSeat);
                }
                let mut wanted = wanted.clone();
                wanted.sort_unstable();
                wanted.dedup();
                wanted
            }
        };
        let lobby = *wish == SeatWish::Lobby;
        if (seats.is_empty() && !lobby) || self.players.len() >= usize::from(u8::MAX) {
            return Err(Refused::NoSeat);
        }
        self.players.push(Player {
            seats: seats.clone(),
            token,
            connection: Some(connection),
            name: format!("Player {}", self.players.len() + 1),
            // A client that named its seats in its hello (`aguja join --headless`) says
            // nothing in a lobby: it is ready as it comes, or a window host could never start.
            ready: !lobby,
        });
        Ok(Admission {
            player: Some((self.players.len() - 1) as u8),
            seats,
            token: Some(token),
        })
    }

    /// The player connected as `connection`, if it is one.
    pub fn player_of(&self, connection: Entity) -> Option<u8> {
        self.players
            .iter()
            .position(|p| p.connection == Some(connection))
            .map(|n| n as u8)
    }

    /// `connection` is gone: its player's seats wait for it to rejoin.
    pub fn left(&mut self, connection: Entity) {
        for player in &mut self.players {
            if player.connection == Some(connection) {
                player.connection = None;
            }
        }
    }

    /// Takes the seats of every player not connected now, to be given to someone else (the
    /// AI): they are no longer open to remote players, and the player's token takes back none.
    pub fn release_dropped(&mut self) -> Vec<CombatantId> {
        let mut released = Vec::new();
        for player in self.players.iter_mut().filter(|p| p.connection.is_none()) {
            released.append(&mut player.seats);
        }
        self.open.retain(|seat| !released.contains(seat));
        released
    }

    /// Player `n` takes `seats`, if every one is open and nobody's; returns whether it did.
    pub fn claim(&mut self, n: u8, seats: &[CombatantId]) -> bool {
        let free: Vec<CombatantId> = self.unclaimed().collect();
        let Some(player) = self.players.get_mut(usize::from(n)) else {
            return false;
        };
        if seats.is_empty() || seats.iter().any(|s| !free.contains(s)) {
            return false;
        }
        player.seats.extend_from_slice(seats);
        player.seats.sort_unstable();
        player.ready = false;
        true
    }

    /// Player `n` lets `seats` go (those of them it holds).
    pub fn release(&mut self, n: u8, seats: &[CombatantId]) {
        if let Some(player) = self.players.get_mut(usize::from(n)) {
            player.seats.retain(|s| !seats.contains(s));
            player.ready = false;
        }
    }

    /// `seats` are open to remote players (the host freed them).
    pub fn open_seats(&mut self, seats: &[CombatantId]) {
        for seat in seats {
            if !self.open.contains(seat) {
                self.open.push(*seat);
            }
        }
    }

    /// `seats` are no longer open (the host gave them to the AI): whoever held them lets go.
    pub fn close_seats(&mut self, seats: &[CombatantId]) {
        self.open.retain(|s| !seats.contains(s));
        for player in &mut self.players {
            player.seats.retain(|s| !seats.contains(s));
        }
    }

    /// Whether `seat` is open to remote players (held or not).
    pub fn is_open(&self, seat: CombatantId) -> bool {
        self.open.contains(&seat)
    }

    /// The first reason the fight cannot start: a seat with nobody, a player gone or not ready.
    pub fn not_ready(&self) -> Option<NotReady> {
        if let Some(seat) = self.unclaimed().next() {
            return Some(NotReady::OpenSeat(seat));
        }
        self.players.iter().enumerate().find_map(|(n, p)| {
            let n = n as u8;
            match (p.connection.is_some(), p.ready) {
                (false, _) if !p.seats.is_empty() => Some(NotReady::Gone(n)),
                (true, false) => Some(NotReady::Player(n)),
                _ => None,
            }
        })
    }

    /// The seat `seat` belongs to player `n` (for the seats table once the fight starts).
    pub fn holder(&self, seat: CombatantId) -> Option<u8> {
        self.players
            .iter()
            .position(|p| p.seats.contains(&seat))
            .map(|n| n as u8)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lobby() -> Lobby {
        Lobby::new(vec![CombatantId(0), CombatantId(1)])
    }

    #[test]
    fn a_client_claims_the_seats_it_names_and_another_the_rest() {
        let mut lobby = lobby();
        let (a, b) = (
            Entity::from_raw_u32(1).unwrap(),
            Entity::from_raw_u32(2).unwrap(),
        );
        let first = lobby
            .admit(a, &SeatWish::These(vec![CombatantId(1)]), None, Token(7))
            .unwrap();
        assert_eq!(
            (first.player, first.seats.clone()),
            (Some(0), vec![CombatantId(1)])
        );
        assert!(!lobby.filled());
        let second = lobby.admit(b, &SeatWish::Open, None, Token(8)).unwrap();
        assert_eq!(second.seats, vec![CombatantId(0)]);
        assert!(lobby.filled());
        assert_eq!(
            lobby.admit(b, &SeatWish::Open, None, Token(9)),
            Err(Refused::NoSeat)
        );
    }

    #[test]
    fn a_dropped_player_rejoins_with_its_token_and_a_wrong_token_is_refused() {
        let mut lobby = lobby();
        let (a, b) = (
            Entity::from_raw_u32(1).unwrap(),
            Entity::from_raw_u32(2).unwrap(),
        );
        lobby.admit(a, &SeatWish::Open, None, Token(7)).unwrap();
        lobby.left(a);
        assert!(!lobby.filled());
        assert_eq!(
            lobby.admit(b, &SeatWish::Open, Some(Token(6)), Token(1)),
            Err(Refused::UnknownToken)
        );
        let back = lobby
            .admit(b, &SeatWish::Open, Some(Token(7)), Token(1))
            .unwrap();
        assert_eq!(back.seats.len(), 2);
        assert_eq!(lobby.player_of(b), Some(0));
        assert!(lobby.filled());
    }

    #[test]
    fn a_dropped_player_s_seats_can_be_released_and_the_rest_play_on() {
        let mut lobby = lobby();
        let (a, b) = (
            Entity::from_raw_u32(1).unwrap(),
            Entity::from_raw_u32(2).unwrap(),
        );
        let seat = |n| SeatWish::These(vec![CombatantId(n)]);
        lobby.admit(a, &seat(0), None, Token(7)).unwrap();
        lobby.admit(b, &seat(1), None, Token(8)).unwrap();
        lobby.left(a);
        assert!(!lobby.filled());
        assert_eq!(lobby.release_dropped(), vec![CombatantId(0)]);
        assert!(lobby.filled());
        assert_eq!(lobby.release_dropped(), vec![]);
    }

    #[test]
    fn lobby_players_claim_and_release_and_the_start_waits_for_every_one_ready() {
        let mut lobby = lobby();
        let (a, b) = (
            Entity::from_raw_u32(1).unwrap(),
            Entity::from_raw_u32(2).unwrap(),
        );
        lobby.admit(a, &SeatWish::Lobby, None, Token(7)).unwrap();
        lobby.admit(b, &SeatWish::Lobby, None, Token(8)).unwrap();
        assert_eq!(lobby.not_ready(), Some(NotReady::OpenSeat(CombatantId(0))));
        assert!(lobby.claim(0, &[CombatantId(0), CombatantId(1)]));
        assert!(!lobby.claim(1, &[CombatantId(1)]), "taken");
        lobby.release(0, &[CombatantId(1)]);
        assert!(lobby.claim(1, &[CombatantId(1)]));
        assert_eq!(lobby.not_ready(), Some(NotReady::Player(0)));
        lobby.players[0].ready = true;
        lobby.players[1].ready = true;
        assert_eq!(lobby.not_ready(), None);
        lobby.close_seats(&[CombatantId(1)]);
        assert!(!lobby.claim(1, &[CombatantId(1)]), "given to the AI");
        assert_eq!(lobby.players[1].seats, vec![]);
        lobby.open_seats(&[CombatantId(1)]);
        assert_eq!(lobby.not_ready(), Some(NotReady::OpenSeat(CombatantId(1))));
    }

    #[test]
    fn a_client_that_named_its_seats_is_ready_and_one_that_claims_in_the_lobby_is_not() {
        let mut lobby = lobby();
        let (a, b) = (
            Entity::from_raw_u32(1).unwrap(),
            Entity::from_raw_u32(2).unwrap(),
        );
        lobby.admit(a, &SeatWish::Lobby, None, Token(7)).unwrap();
        assert!(lobby.claim(0, &[CombatantId(0)]));
        lobby.admit(b, &SeatWish::Open, None, Token(8)).unwrap();
        assert_eq!(lobby.not_ready(), Some(NotReady::Player(0)));
        lobby.players[0].ready = true;
        assert_eq!(lobby.not_ready(), None);
    }

    #[test]
    fn a_spectator_holds_no_seat() {
        let mut lobby = lobby();
        let a = Entity::from_raw_u32(1).unwrap();
        let watching = lobby.admit(a, &SeatWish::Watch, None, Token(7)).unwrap();
        assert_eq!((watching.player, watching.token), (None, None));
        assert_eq!(lobby.player_of(a), None);
    }
}
