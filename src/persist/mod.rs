//! Keeping a combat: replays (how it started and every decision, to watch it again or send a
//! reproducible bug) and saves (the whole state, to stop and come back), both RON files with a
//! format version and the fingerprint of the content they were made with, written atomically.

pub mod atomic;
pub mod bounds;
pub mod campaign_bounds;
pub mod campaign_save;
pub mod envelope;
pub mod error;
pub mod fingerprint;
pub mod integrity;
pub mod playback;
pub mod replay;
pub mod save;
pub mod session;

pub use envelope::{FileKind, VERSION};
pub use error::{Damage, PersistError};
pub use replay::{RecordedLog, ReplayCheck, ReplayFile};
pub use save::{LoadedSave, SaveFile};

use serde::Serialize;

/// A file's text: pretty RON, one decision or fighter per line and no deeper, so that files
/// stay readable and diffable without growing to thousands of lines.
fn to_text<T: Serialize>(value: &T) -> String {
    let pretty = ron::ser::PrettyConfig::new().depth_limit(3);
    // Plain data always serializes; an empty string would be refused on reading, never loaded.
    ron::ser::to_string_pretty(value, pretty).unwrap_or_default()
}
