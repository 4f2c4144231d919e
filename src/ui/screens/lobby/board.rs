//! What the lobby screen draws from and what its clicks ask.

use crate::ai::Strength;
use crate::combat::CombatantId;
use crate::net::protocol::{Holder, LobbyAsk, LobbyView};
use bevy::prelude::*;

/// What the lobby screen shows.
#[derive(Resource, Clone, Debug, Default)]
pub struct LobbyBoard {
    /// The lobby as the host last showed it (None: not yet).
    pub view: Option<LobbyView>,
    /// This window hosts: it gives seats to the AI, frees them and starts.
    pub hosting: bool,
    /// Why the fight cannot start yet, in words (None: it can).
    pub not_ready: Option<String>,
    /// The connection in words: "Hosting on port 7420", "Connecting to 127.0.0.1:7420".
    pub line: String,
    /// What happened to the connections, newest last.
    pub notes: Vec<String>,
    /// The name being typed.
    pub name: String,
    /// The players at this screen, by number (`Seat::Player(k)`), when more than one plays
    /// here: this window's first, then those added. The host sees them as one player, "Ana &
    /// Ben"; at this screen they hand the mouse over as in hot-seat.
    pub here: Vec<String>,
    /// The name of the player being added to this screen.
    pub adding: String,
    /// Who of `here` plays each seat this window holds, by the seat's first combatant; the
    /// seats not listed go to them in turn.
    pub plays: Vec<(CombatantId, u8)>,
}

impl LobbyBoard {
    /// The player at this screen who plays the seat whose first combatant is `seat`.
    pub fn played_by(&self, seat: CombatantId) -> u8 {
        let players = self.here.len().max(1);
        let chosen = self.plays.iter().find(|(s, _)| *s == seat).map(|(_, k)| *k);
        let in_turn = || {
            let view = self.view.as_ref()?;
            let you = Holder::Player(view.you?);
            let held = view.seats.iter().filter(|s| s.holder == you);
            let nth = held
                .take_while(|s| s.combatants.first() != Some(&seat))
                .count();
            Some((nth % players) as u8)
        };
        chosen.or_else(in_turn).unwrap_or(0).min(players as u8 - 1)
    }

    /// Adds a player at this screen (`first`: the name this window goes by until now); returns
    /// the name the host is to show for them all, or None for a name already there or blank.
    pub fn add_here(&mut self, first: &str, name: &str) -> Option<String> {
        let name = name.trim();
        if name.is_empty() || self.here.iter().any(|n| n == name) {
            return None;
        }
        if self.here.is_empty() {
            self.here.push(first.trim().to_string());
        }
        self.here.push(name.to_string());
        Some(self.together())
    }

    /// This window's players from the name typed to host or join: "Ana", or "Ana, Ben" for
    /// several at this screen. Returns the name the host is to show for them.
    pub fn named(&mut self, typed: &str) -> String {
        let mut names = typed.split(',').map(str::trim);
        self.name = names.next().unwrap_or_default().to_string();
        let first = self.name.clone();
        for other in names {
            self.add_here(&first, other);
        }
        if self.here.is_empty() {
            first
        } else {
            self.together()
        }
    }

    /// This window's players as one name for the host: "Ana & Ben".
    pub fn together(&self) -> String {
        self.here.join(" & ")
    }
}

/// A click in the lobby.
#[derive(Message, Clone, Debug, PartialEq)]
pub enum LobbyClick {
    /// Asked of the host like any player's ask.
    Ask(LobbyAsk),
    /// The host's own: the seat of this combatant to the AI.
    GiveToAi(CombatantId, Strength),
    /// The host's own: the seat open to players again.
    Free(CombatantId),
    /// The host's own: the fight begins.
    Start,
    /// Back to the title (the game ends for everyone if this window hosts).
    Leave,
}
