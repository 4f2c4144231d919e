//! The host's side of a dropped player: the Normal AI takes the seats of the players who left,
//! at once or once the wait is over, as the host chose (`on_drop`). The window's host keeps the
//! clock every frame (`watch_dropped`) and its lobby view tells every client how long is left.

use super::host::{Host, Phase};
use super::host_notes::and_list;
use super::on_drop::OnDrop;
use crate::ai::Strength;
use crate::control::{Seat, Seats};
use std::time::{Duration, Instant};

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

    /// How long this host waits for a dropped player (`DROP_WAIT` unless set: the headless
    /// host's `--lobby-timeout`).
    pub fn set_drop_wait(&mut self, wait: Duration) {
        self.drop_watch.wait = wait;
    }

    /// Whether the fight has begun and halts for a player who dropped.
    fn halted_for_dropped(&self) -> bool {
        self.begun() && self.phase() == Phase::Waiting
    }

    /// Keeps the clock of the wait for dropped players (call it after each `pump`): once it is
    /// over, or at once with `OnDrop::Ai`, the Normal AI takes their seats and the fight goes on.
    /// Returns whether it just did.
    pub fn watch_dropped(&mut self, now: Instant) -> bool {
        if !self.halted_for_dropped() {
            self.drop_watch.since = None;
            return false;
        }
        let since = *self.drop_watch.since.get_or_insert(now);
        let over = now.saturating_duration_since(since) >= self.drop_watch.wait;
        if self.drop_watch.on_drop == OnDrop::Ai || over {
            self.hand_dropped_to(Strength::Normal);
            self.drop_watch.since = None;
            return true;
        }
        false
    }

    /// How long the fight still waits for the players who dropped, before the AI plays on for
    /// them (None: it waits for nobody, or the AI takes over at once).
    pub fn drop_wait_left(&self, now: Instant) -> Option<Duration> {
        let since = self
            .drop_watch
            .since
            .filter(|_| self.halted_for_dropped())?;
        Some(
            self.drop_watch
                .wait
                .saturating_sub(now.saturating_duration_since(since)),
        )
    }
}
