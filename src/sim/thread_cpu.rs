//! The calling thread's CPU time as the kernel counts it (`/proc/thread-self/schedstat`: its
//! first figure is the nanoseconds the thread ran), for the network benchmark's host CPU. Read
//! from `/proc` rather than through `libc`'s `clock_gettime`, which is `unsafe`. Elsewhere than
//! on Linux it is unknown, and says so.

use std::time::Duration;

/// This thread's CPU time so far, or None where `/proc` does not say.
pub fn thread_cpu() -> Option<Duration> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let nanos = text.split_whitespace().next()?.parse().ok()?;
    Some(Duration::from_nanos(nanos))
}
