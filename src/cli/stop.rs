//! Ctrl+C (SIGINT) as a flag that the headless host's loop reads, so that it tells its clients
//! the game is off before it exits instead of leaving them to netcode's timeout. The handler is
//! bevy's own `ctrlc` (re-exported by `bevy::app`): no crate more, and no bevy crate rebuilt
//! (its `termination` feature, for SIGTERM too, would rebuild every bevy crate once).

use bevy::app::ctrlc;
use std::sync::atomic::{AtomicBool, Ordering};

static ASKED: AtomicBool = AtomicBool::new(false);

/// Starts watching for Ctrl+C. It takes SIGINT over even when the host was started ignoring it
/// (a non-interactive shell starts its background jobs so, and `kill -INT` must still stop a
/// server run that way); if this process set a handler already, Ctrl+C ends it as it always
/// did and the clients notice by the timeout.
pub fn watch() {
    let _ = ctrlc::set_handler(|| ASKED.store(true, Ordering::SeqCst));
}

/// Whether Ctrl+C was pressed since `watch`.
pub fn asked() -> bool {
    ASKED.load(Ordering::SeqCst)
}
