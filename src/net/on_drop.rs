//! What a host does with the seats of a player who dropped mid-fight: wait for them to rejoin
//! for `DROP_WAIT_SECS`, then give the seats to the Normal AI, or give them to the AI at once.
//! The window's host keeps the clock here (`watch_dropped`, every frame) and its lobby view
//! tells every client how long is left; the headless host counts its own wait
//! (`--lobby-timeout`, whose default is this same figure).

use super::host::{Host, Phase};
use super::host_notes::and_list;
use crate::ai::Strength;
use crate::control::{Seat, Seats};
use std::time::{Duration, Instant};

/// Seconds a host waits for a dropped player to come back before the AI plays on for them
/// (the window's "wait" choice; the headless host's default `--lobby-timeout`).
pub const DROP_WAIT_SECS: u64 = 120;
/// `DROP_WAIT_SECS` as a duration.
pub const DROP_WAIT: Duration = Duration::from_secs(DROP_WAIT_SECS);

/// What a dropped player's seats do (`--on-drop`, and the title's "Host a game" form).
#[derive(clap::ValueEnum, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum OnDrop {
    /// Wait `DROP_WAIT` for the player to rejoin, then the AI plays on.
    #[default]
    Wait,
    /// The AI plays on at once.
    Ai,
}

/// The host's choice and, while it waits for a dropped player, since when.
#[derive(Clone, Copy, Debug, Default)]
pub struct DropWatch {
    pub on_drop: OnDrop,
    since: Option<Instant>,
}

impl Host {
    /// Gives the seats of every player who dropped to the AI at `strength`, so the fight goes
    /// on without them (`--on-drop ai`, or once the wait for them is over); returns how many.
    pub fn hand_dropped_to(&mut self, strength: Strength) -> usize {
        let gone: Vec<String> = self
            .lobby
            .players
            .iter()
            .filter(|p| p.connection.is_none() && !p.seats.is_empty())
            .map(|p| p.name.clone())
            .collect();
        let released = self.lobby.release_dropped();
        for seat in &released {
            self.seats[seat.index()] = Seat::Ai(strength);
        }
        if !released.is_empty() {
            self.game.insert_resource(Seats::of(self.seats.clone()));
            self.notes.push(format!(
                "The AI takes over {} for {}, who left",
                self.names_of(&released),
                and_list(&gone)
            ));
        }
        released.len()
    }

    /// What this host does when a player drops mid-fight.
    pub fn set_on_drop(&mut self, on_drop: OnDrop) {
        self.drop_watch.on_drop = on_drop;
    }

    /// Whether the fight has begun and halts for a player who dropped.
    fn halted_for_dropped(&self) -> bool {
        self.begun() && self.phase() == Phase::Waiting
    }

    /// Keeps the clock of the wait for dropped players (call it after each `pump`): once it is
    /// over, or at once with `OnDrop::Ai`, the Normal AI takes their seats and the fight goes on.
    pub fn watch_dropped(&mut self, now: Instant) {
        if !self.halted_for_dropped() {
            self.drop_watch.since = None;
            return;
        }
        let since = *self.drop_watch.since.get_or_insert(now);
        let over = now.saturating_duration_since(since) >= DROP_WAIT;
        if self.drop_watch.on_drop == OnDrop::Ai || over {
            self.hand_dropped_to(Strength::Normal);
            self.drop_watch.since = None;
        }
    }

    /// How long the fight still waits for the players who dropped, before the AI plays on for
    /// them (None: it waits for nobody, or the AI takes over at once).
    pub fn drop_wait_left(&self, now: Instant) -> Option<Duration> {
        let since = self.drop_watch.since.filter(|_| self.halted_for_dropped())?;
        Some(DROP_WAIT.saturating_sub(now.saturating_duration_since(since)))
    }
}
