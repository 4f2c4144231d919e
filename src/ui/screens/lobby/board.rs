//! What the lobby screen draws from and what its clicks ask.

use crate::ai::Strength;
use crate::combat::CombatantId;
use crate::net::protocol::{LobbyAsk, LobbyView};
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
