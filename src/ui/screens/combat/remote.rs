//! A fight run by a host elsewhere, as the combat screen sees it: the players' answers go out
//! to the host instead of into the rules (`decide`), and what the host said back about them.
//! The network area (`ui::netplay`) puts this in and carries the answers.

use crate::combat::Decision;
use bevy::prelude::*;

/// Present while the fight on screen is a networked one.
#[derive(Resource, Clone, Debug, Default)]
pub struct RemoteAnswers {
    /// Answers to send, each with the serial of the question it answers.
    pub outbox: Vec<(u64, Decision)>,
    /// An answer is on its way and nothing came back yet: the prompt waits.
    pub in_flight: bool,
    /// The host's last word on an answer it refused, in plain words.
    pub refused: Option<String>,
    /// The players' names by number (`Seat::Remote(n)`), as the lobby last said them.
    pub names: Vec<String>,
}
