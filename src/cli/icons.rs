//! `aguja icons [WORD…]`: the icon names a designer may give an `icon` field, with who drew
//! each: those holding every word given, or all of them.

use super::commands::{Closed, say};
use super::error::CliError;
use crate::content::icons::{IconIndex, icon_index};

#[derive(clap::Args, Debug)]
pub struct Args {
    /// Words every name listed must hold, e.g. `goblin`, or `sword broken` (none: every name).
    pub words: Vec<String>,
}

pub fn run(args: Args) -> Result<i32, CliError> {
    let index = icon_index()?;
    let words: Vec<&str> = args.words.iter().map(String::as_str).collect();
    Ok(list(index, &words).unwrap_or(0))
}

/// Prints the matches (or the closest names when there are none); exit code 1 for none.
fn list(index: &IconIndex, words: &[&str]) -> Result<i32, Closed> {
    let found = index.search(words);
    let asked = words.join(" ");
    if found.is_empty() {
        let close = index.closest(&asked, 8);
        eprintln!("no icon name holds `{asked}`");
        if !close.is_empty() {
            eprintln!("close names: {}", close.join(", "));
        }
        return Ok(1);
    }
    for name in &found {
        match index.author(name).filter(|a| !a.is_empty()) {
            Some(author) => say(format_args!("{name:<36} by {author}"))?,
            None => say(name)?,
        }
    }
    let what = if words.is_empty() {
        "in the set".to_string()
    } else {
        format!("holding `{asked}`")
    };
    eprintln!(
        "{} icon{} {what}; use one as `icon: \"{}\"`",
        found.len(),
        if found.len() == 1 { "" } else { "s" },
        found[0]
    );
    Ok(0)
}
