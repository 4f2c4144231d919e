//! Who sits where before and during a networked fight: the seats open to remote players, the
//! players who claimed them (numbered 0, 1, … in the order they came), their rejoin tokens and
//! whether each is connected now. Plain data, no network: the host asks it and acts.

use super::protocol::{Refused, SeatWish, Token};
use crate::combat::CombatantId;
use bevy::prelude::Entity;

/// One remote player: the seats it holds, its token, and its connection if it has one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Player {
    pub seats: Vec<CombatantId>,
    pub token: Token,
    pub connection: Option<Entity>,
}

/// What a client was let in as.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Admission {
    /// The player it is (None: a spectator).
    pub player: Option<u8>,
    pub seats: Vec<CombatantId>,
    pub token: Option<Token>,
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
        if seats.is_empty() || self.players.len() >= usize::from(u8::MAX) {
            return Err(Refused::NoSeat);
        }
        self.players.push(Player {
            seats: seats.clone(),
            token,
            connection: Some(connection),
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
    fn a_spectator_holds_no_seat() {
        let mut lobby = lobby();
        let a = Entity::from_raw_u32(1).unwrap();
        let watching = lobby.admit(a, &SeatWish::Watch, None, Token(7)).unwrap();
        assert_eq!((watching.player, watching.token), (None, None));
        assert_eq!(lobby.player_of(a), None);
    }
}
