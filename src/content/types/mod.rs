//! The RON file types, one file per kind of file: the content library's (assets/) in
//! `library`, an encounter's (levels/) in `encounter`. A scenario script's are the script
//! module's own (`crate::script::ScriptFile`): they name its decisions, which the content
//! layer below it must not know.

mod encounter;
mod library;

pub use encounter::*;
pub use library::*;
