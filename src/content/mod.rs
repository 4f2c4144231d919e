//! Content: the RON file types, loading with `path:line:col` errors, and the resolved library.

pub mod bounds;
pub mod build;
pub mod campaign;
pub mod catalog;
pub mod check;
pub mod coherence;
pub mod encounter;
pub mod error;
pub mod goal;
pub mod icon_check;
pub mod icon_defaults;
pub mod icons;
pub mod library;
pub mod load;
pub mod locate;
pub mod outline;
pub mod overrides;
pub mod paths;
pub mod schema;
pub mod types;
pub mod validate;
pub mod watch;

pub use encounter::{Encounter, Member};
pub use error::{ContentError, ContentErrors, ErrorKind, SourceText};
pub use goal::Objective;
pub use library::{ActionId, AdvantageId, BodyId, Content, ItemId, KindId};
pub use load::{assets_dir, levels_dir, load_content, load_encounter};
pub use overrides::Extra;
pub use types::*;
