//! Running work that might panic (a soak combat, a fuzz mutant) so that a panic is caught and
//! reported as a message, and the run goes on. The default panic hook would print every caught
//! panic, flooding a long run; a guarded thread's panics are kept quiet instead, while every
//! other thread (a failing test next to a soak) still reports its own as usual.

use std::cell::{Cell, RefCell};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::Once;

thread_local! {
    /// True while this thread runs guarded work.
    static GUARDED: Cell<bool> = const { Cell::new(false) };
    /// The last guarded panic's message and place, as the hook saw it.
    static LAST: RefCell<Option<String>> = const { RefCell::new(None) };
}

static HOOK: Once = Once::new();

/// Runs `work`; a panic becomes `Err("message at file:line:col")`.
pub fn guarded<R>(work: impl FnOnce() -> R) -> Result<R, String> {
    HOOK.call_once(|| {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            if GUARDED.get() {
                let place = info
                    .location()
                    .map_or_else(String::new, |l| format!(" at {l}"));
                let message = info.payload_as_str().unwrap_or("(no message)");
                LAST.set(Some(format!("{message}{place}")));
            } else {
                previous(info);
            }
        }));
    });
    let was = GUARDED.replace(true);
    // Whatever `work` borrowed is dropped or abandoned with it: nothing reads it after a panic.
    let result = catch_unwind(AssertUnwindSafe(work));
    GUARDED.set(was);
    result.map_err(|_| {
        LAST.take()
            .unwrap_or_else(|| "panicked (no message)".into())
    })
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_panic_becomes_its_message_and_place() {
        assert_eq!(super::guarded(|| 2 + 2), Ok(4));
        let err = super::guarded(|| -> u32 { panic!("boom {}", 7) }).unwrap_err();
        assert!(err.starts_with("boom 7 at src/sim/guard.rs:"), "{err}");
    }
}
