//! `aguja schema`: the field reference of every file designers write, from the types
//! themselves: Markdown (the default), JSON Schema (`--json`), or written into the designer's
//! guide (`--write-guide`), whose test fails when the guide's copy is stale.

use super::commands::{Closed, say};
use super::error::CliError;
use crate::content::schema::markdown::reference;
use crate::content::schema::{FileKind, guide};
use crate::content::{ContentFile, EncounterDef, levels_dir};
use crate::script::ScriptFile;
use std::path::PathBuf;

#[derive(clap::Args, Debug)]
pub struct Args {
    /// Print the JSON Schemas (one object, by file kind) instead of Markdown.
    #[arg(long, conflicts_with_all = ["markdown", "write_guide"])]
    pub json: bool,
    /// Print Markdown, as the guide's field reference has it (the default).
    #[arg(long)]
    pub markdown: bool,
    /// Write the reference into levels/README.md, between its marker lines.
    #[arg(long, conflicts_with = "markdown")]
    pub write_guide: bool,
}

/// Every kind of file the designer's guide documents and the game reads with these types.
/// (The tutorial's steps, section 7, are read by `ui::tutorial::steps`, whose types the
/// field reference does not derive from: the guide's test parses its example instead.)
pub fn file_kinds() -> Vec<FileKind> {
    vec![
        FileKind::of::<EncounterDef>(
            "Encounter files",
            "levels/*.ron",
            "One fight: who fights whom, and what wins it (section 2).",
        ),
        FileKind::of::<ContentFile>(
            "Content files",
            "assets/**/*.ron",
            "The content library, merged from every file (section 3).",
        ),
        FileKind::of::<crate::content::campaign::CampaignDef>(
            "Campaign files",
            "campaigns/*.ron",
            "Fights strung on a map, played by one party that carries its wounds (section 9).",
        ),
        FileKind::of::<ScriptFile>(
            "Scenario scripts",
            "tests/scenarios/*.ron",
            "One exchange played out with forced decisions and dice (section 1.6).",
        ),
    ]
}

/// The field reference in Markdown, as `aguja schema` prints it and the guide holds it.
pub fn reference_markdown() -> Result<String, CliError> {
    Ok(reference(&file_kinds())?)
}

/// The designer's guide.
pub fn guide_path() -> PathBuf {
    levels_dir().join("README.md")
}

pub fn run(args: Args) -> Result<i32, CliError> {
    if args.write_guide {
        return write_guide();
    }
    let text = if args.json {
        let by_kind: serde_json::Map<String, serde_json::Value> = file_kinds()
            .into_iter()
            .map(|kind| (kind.place.to_string(), kind.schema))
            .collect();
        // A map of JSON values always serialises.
        serde_json::to_string_pretty(&by_kind).unwrap_or_default()
    } else {
        reference_markdown()?
    };
    Ok(print(text.trim_end()).unwrap_or(0))
}

fn print(text: &str) -> Result<i32, Closed> {
    say(text)?;
    Ok(0)
}

/// Rewrites the guide's generated part; says whether it changed.
fn write_guide() -> Result<i32, CliError> {
    let path = guide_path();
    let failed = |what, source| CliError::Write {
        path: path.clone(),
        what,
        source,
    };
    let old = std::fs::read_to_string(&path).map_err(|e| failed("read the guide", e))?;
    let new = guide::with_reference(&old, &reference_markdown()?)?;
    if new == old {
        eprintln!("{}: the field reference is up to date", path.display());
    } else {
        std::fs::write(&path, &new).map_err(|e| failed("write the guide", e))?;
        eprintln!("{}: the field reference is written anew", path.display());
    }
    Ok(0)
}
