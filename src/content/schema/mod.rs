//! The field reference (`aguja schema`): the JSON Schema of every file type designers write,
//! derived from the types themselves (`schemars`), read back and written as Markdown.

pub mod guide;
pub mod markdown;
pub mod model;

use schemars::{JsonSchema, schema_for};
use serde_json::Value;

/// A kind of file designers write, and the schema of its top-level type.
#[derive(Clone, Debug)]
pub struct FileKind {
    /// What the guide calls it: "Encounter files".
    pub title: &'static str,
    /// Where such files live: `levels/*.ron`.
    pub place: &'static str,
    /// One sentence on what the file is for, under the section's title.
    pub about: &'static str,
    pub schema: Value,
}

impl FileKind {
    /// The kind whose files hold one `T`.
    pub fn of<T: JsonSchema>(
        title: &'static str,
        place: &'static str,
        about: &'static str,
    ) -> Self {
        FileKind {
            title,
            place,
            about,
            // A schema is a JSON object by construction: `to_value` cannot fail on it.
            schema: schema_for!(T).to_value(),
        }
    }
}
