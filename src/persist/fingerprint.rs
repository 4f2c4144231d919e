//! Fingerprints: a stable 64-bit FNV-1a hash of a value's RON form, so a replay or save can
//! tell whether the content it was made with is the content loaded now, and whether a
//! replayed log is the recorded one. Stable across runs and platforms, unlike `DefaultHasher`.

use crate::combat::CombatEvent;
use crate::content::Content;
use serde::Serialize;
use std::fmt;

/// FNV-1a, fed the RON text as it is written (no string is built).
struct Fnv(u64);

impl fmt::Write for Fnv {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        for byte in s.bytes() {
            self.0 ^= u64::from(byte);
            self.0 = self.0.wrapping_mul(0x0100_0000_01b3);
        }
        Ok(())
    }
}

/// The fingerprint of any serializable value, as 16 hex digits.
pub fn fingerprint<T: Serialize + ?Sized>(value: &T) -> String {
    let mut hash = Fnv(0xcbf2_9ce4_8422_2325);
    // Serializing plain data into a hasher cannot fail; a failure would leave a hash that
    // simply matches nothing.
    let _ = ron::ser::to_writer(&mut hash, value);
    format!("{:016x}", hash.0)
}

/// The content library's fingerprint: every definition the rules read, in id order (ids are
/// positions, so a reordering changes it too). Comments and layout of the files do not count.
pub fn content_fingerprint(content: &Content) -> String {
    let items: Vec<_> = content.items.iter().map(|i| &i.def).collect();
    let bodies: Vec<_> = content.bodies.iter().map(|b| &b.def).collect();
    let kinds: Vec<_> = content.kinds.iter().map(|k| &k.def).collect();
    fingerprint(&(
        &content.actions,
        items,
        bodies,
        kinds,
        &content.advantages,
        &content.universal,
    ))
}

/// A log's fingerprint, leaving out `CombatStarted` (a replay that begins at a scripted moment
/// starts its log with one the original did not have there).
pub fn log_fingerprint(events: &[CombatEvent]) -> (usize, String) {
    let kept: Vec<&CombatEvent> = events
        .iter()
        .filter(|e| !matches!(e, CombatEvent::CombatStarted { .. }))
        .collect();
    (kept.len(), fingerprint(&kept))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_value_gives_the_same_fingerprint_and_another_a_different_one() {
        assert_eq!(fingerprint(&(1, "a")), fingerprint(&(1, "a")));
        assert_ne!(fingerprint(&(1, "a")), fingerprint(&(2, "a")));
        // Pinned: the fingerprint must not change between builds or platforms.
        assert_eq!(fingerprint(&0u8), "af63ad4c86019caf");
    }
}
