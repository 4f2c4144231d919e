//! Ctrl+C (SIGINT) and SIGTERM as a flag that the headless host's loop reads, so that it tells
//! its clients the game is off before it exits instead of leaving them to netcode's timeout.
//! Ctrl+C's handler is bevy's own `ctrlc` (re-exported by `bevy::app`). SIGTERM is caught with
//! `nix`, the crate `ctrlc` is built on, with the very features it asks for: no crate more and
//! nothing rebuilt, where `ctrlc`'s `termination` feature would rebuild every bevy crate once.

use bevy::app::ctrlc;
use std::sync::atomic::{AtomicBool, Ordering};

static ASKED: AtomicBool = AtomicBool::new(false);

/// Starts watching for Ctrl+C. It takes SIGINT over even when the host was started ignoring it
/// (a non-interactive shell starts its background jobs so, and `kill -INT` must still stop a
/// server run that way); if this process set a handler already, Ctrl+C ends it as it always
/// did and the clients notice by the timeout.
pub fn watch() {
    let _ = ctrlc::set_handler(|| ASKED.store(true, Ordering::SeqCst));
    #[cfg(unix)]
    watch_sigterm();
}

/// SIGTERM (what `kill` and service managers send) raises the same flag.
#[cfg(unix)]
fn watch_sigterm() {
    use nix::sys::signal::{SaFlags, SigAction, SigHandler, SigSet, Signal, sigaction};
    extern "C" fn on_term(_: nix::libc::c_int) {
        ASKED.store(true, Ordering::SeqCst);
    }
    let action = SigAction::new(
        SigHandler::Handler(on_term),
        SaFlags::SA_RESTART,
        SigSet::empty(),
    );
    // SAFETY: the handler only stores to an atomic, which is async-signal-safe, and the
    // previous disposition (the default: end the process) is not needed again.
    let _ = unsafe { sigaction(Signal::SIGTERM, &action) };
}

/// Whether Ctrl+C was pressed, or SIGTERM came, since `watch`.
pub fn asked() -> bool {
    ASKED.load(Ordering::SeqCst)
}
