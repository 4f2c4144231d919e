//! The connection as the screens show it, kept by `pump` for them to draw.

use bevy::prelude::*;

/// The connection as the corner shows it, kept by `pump` for the screens to draw.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct NetCorner {
    /// "Connected to 127.0.0.1:7420, round trip 2 ms".
    pub line: String,
    /// The game cannot go on, in plain words (a refusal, a lost connection).
    pub trouble: Option<String>,
    /// The last thing that happened to the connections ("Ana left; …").
    pub note: Option<String>,
    /// The host waits for a player who dropped, and how long it still will.
    pub waiting: Option<String>,
    /// The trouble's box offers "Rejoin": the connection was lost mid-game and this window
    /// holds the token that takes its seats back.
    pub rejoin: bool,
    /// A rejoin is under way: the trouble says so until the host lets this window back in,
    /// refuses it, or does not answer.
    pub reconnecting: bool,
    /// The command that rejoins from a terminal, shown over the corner: "aguja join ADDR
    /// --rejoin TOKEN" (a joining window that holds a token).
    pub by_hand: Option<String>,
}
