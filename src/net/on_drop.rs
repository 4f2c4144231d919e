//! What a host does with the seats of a player who dropped mid-fight: wait for them to rejoin
//! for `DROP_WAIT_SECS`, then give the seats to the Normal AI, or give them to the AI at once
//! (the choice, and the clock of the wait; the host acts on them in `host_drop`). The headless
//! host waits `--lobby-timeout`, whose default is this same figure, on the same clock, so its
//! clients see the countdown as a window host's do.

use std::time::{Duration, Instant};

/// Seconds a host waits for a dropped player to come back before the AI plays on for them
/// (the window's "wait" choice; the headless host's default `--lobby-timeout`).
pub const DROP_WAIT_SECS: u64 = 120;
/// `DROP_WAIT_SECS` as a duration.
pub const DROP_WAIT: Duration = Duration::from_secs(DROP_WAIT_SECS);

/// What a dropped player's seats do (`--on-drop`, and the title's "Host a game" form).
#[derive(clap::ValueEnum, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum OnDrop {
    /// Wait for the player to rejoin (`DROP_WAIT` in the window), then the AI plays on.
    #[default]
    Wait,
    /// The AI plays on at once.
    Ai,
}

/// The host's choice, how long it waits, and, while it waits for a dropped player, since when.
#[derive(Clone, Copy, Debug)]
pub struct DropWatch {
    pub on_drop: OnDrop,
    /// How long a dropped player is waited for: `DROP_WAIT`, or the headless host's
    /// `--lobby-timeout`.
    pub wait: Duration,
    /// Since when the fight has waited (None: it waits for nobody).
    pub since: Option<Instant>,
}

impl Default for DropWatch {
    fn default() -> Self {
        DropWatch {
            on_drop: OnDrop::default(),
            wait: DROP_WAIT,
            since: None,
        }
    }
}
