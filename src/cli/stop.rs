//! Ctrl+C (SIGINT) as a flag that the headless host's loop reads, so that it tells its clients
//! the game is off before it exits instead of leaving them to netcode's timeout. The handler is
//! bevy's own `ctrlc` (re-exported by `bevy::app`): no crate more, and no bevy crate rebuilt
//! (its `termination` feature, for SIGTERM too, would rebuild every bevy crate once).

use bevy::app::ctrlc;
use std::sync::atomic::{AtomicBool, Ordering};

static ASKED: AtomicBool = AtomicBool::new(false);

/// Starts watching for Ctrl+C. Without a handler (another one was set first) Ctrl+C ends the
/// process as it always did: the clients then notice by the timeout.
pub fn watch() {
    let _ = ctrlc::try_set_handler(|| ASKED.store(true, Ordering::SeqCst));
}

/// Whether Ctrl+C was pressed since `watch`.
pub fn asked() -> bool {
    ASKED.load(Ordering::SeqCst)
}
