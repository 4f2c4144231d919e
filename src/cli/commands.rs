//! What each subcommand does.

use super::error::CliError;
use crate::combat::{CombatLog, Recording};
use crate::content::catalog::Catalog;
use crate::content::check::check_paths;
use crate::content::watch::FolderWatch;
use crate::content::{
    Content, ContentErrors, Encounter, assets_dir, levels_dir, load_content, load_encounter,
};
use crate::persist::ReplayFile;
use crate::script::{ScriptOutcome, run_script_file};
use crate::sim::bench::bench as run_bench;
use std::path::{Path, PathBuf};
use std::sync::Arc;

type CmdResult = Result<i32, CliError>;

/// Prints one line on stdout. `Err` once stdout is closed (`aguja play --headless | head`):
/// the caller stops printing with `?` and the command ends quietly instead of panicking.
pub(super) fn say(line: impl std::fmt::Display) -> Result<(), Closed> {
    use std::io::Write;
    writeln!(std::io::stdout().lock(), "{line}").map_err(|_| Closed)
}

/// Stdout is closed: whoever read it has all it wanted.
pub(super) struct Closed;

/// Runs a command's printing; a closed stdout ends it quietly with exit code `quiet`.
pub(super) fn printing(quiet: i32, print: impl FnOnce() -> Result<i32, Closed>) -> i32 {
    print().unwrap_or(quiet)
}

/// Writes the replay of the fight in `world` (its recording and log) to `path` (`--record`).
pub(super) fn write_replay(
    world: &bevy::prelude::World,
    content: &Content,
    level: Option<String>,
    path: &Path,
) -> Result<(), CliError> {
    let recording = world.resource::<Recording>().clone();
    let log = &world.resource::<CombatLog>().events;
    ReplayFile::new(recording, log, content, level)
        .write(path)
        .map_err(|source| CliError::Write {
            path: path.to_path_buf(),
            what: "write the replay",
            source,
        })
}

pub(super) fn library() -> Result<Arc<Content>, ContentErrors> {
    load_content(&assets_dir()).map(Arc::new)
}

fn encounter(level: Option<PathBuf>, content: &Content) -> Result<Encounter, ContentErrors> {
    let path = level.unwrap_or_else(|| levels_dir().join("seed-example.ron"));
    load_encounter(&path, content)
}

pub fn script(file: &Path) -> CmdResult {
    let content = library()?;
    let run = run_script_file(file, content)?;
    let printed = printing(0, || {
        for line in &run.lines {
            say(line)?;
        }
        if let ScriptOutcome::Waiting(what) = &run.outcome {
            say(format_args!("-- script ends; the rules wait for {what}"))?;
        }
        Ok(0)
    });
    match &run.outcome {
        ScriptOutcome::Finished(_) | ScriptOutcome::Waiting(_) => Ok(printed),
        ScriptOutcome::Rejected { index, reason } => {
            eprintln!("{}: decision {index} is illegal: {reason}", file.display());
            Ok(2)
        }
        ScriptOutcome::ScriptError { index, reason } => {
            eprintln!("{}: decision {index}: {reason}", file.display());
            Ok(2)
        }
        ScriptOutcome::Stalled => {
            eprintln!("{}: the combat did not end", file.display());
            Ok(2)
        }
    }
}

pub fn check(paths: &[PathBuf], assets: Option<PathBuf>, watch: bool) -> CmdResult {
    let assets = assets.unwrap_or_else(assets_dir);
    let code = check_once(paths, &assets);
    if !watch {
        return Ok(code);
    }
    // Watching starts before the catalog loads, so no edit falls between the two.
    let mut watch = FolderWatch::new(&[&assets, &levels_dir()])?;
    if say(format_args!(
        "watching {} and {} (Ctrl+C stops)…",
        assets.display(),
        levels_dir().display()
    ))
    .is_err()
    {
        return Ok(code);
    }
    let mut catalog = Catalog::load(&assets, &levels_dir());
    while watch.wait() {
        if !catalog.refresh().is_empty() {
            if say("\n-- files changed --").is_err() {
                return Ok(code);
            }
            check_once(paths, &assets);
        }
    }
    Err(CliError::WatchStopped)
}

/// One check run printed: errors to stderr, a summary; returns the exit code.
fn check_once(paths: &[PathBuf], assets: &Path) -> i32 {
    let report = check_paths(paths, assets, &levels_dir());
    for warning in &report.warnings {
        eprintln!("{warning}");
    }
    for e in &report.errors {
        eprintln!("{e}");
    }
    if report.errors.is_empty() {
        let _ = say(format_args!(
            "ok: {} content files and {} encounter files, {} campaign files, no errors",
            report.content_files, report.encounter_files, report.campaign_files
        ))
        .and_then(|()| match &report.library {
            Some(library) => say(format_args!("library: {library}")),
            None => Ok(()),
        });
        0
    } else {
        eprintln!(
            "{} error{} in {} content files and {} encounter files, {} campaign files",
            report.errors.len(),
            if report.errors.len() == 1 { "" } else { "s" },
            report.content_files,
            report.encounter_files,
            report.campaign_files
        );
        1
    }
}

pub fn bench(level: Option<PathBuf>, n: u64, seed: u64, rounds: u32) -> CmdResult {
    let content = library()?;
    let encounter = encounter(level, &content)?;
    let r = run_bench(content, &encounter, n, seed);
    let engine_library = library()?;
    Ok(printing(0, || {
        say(format_args!("encounter: {}", encounter.def.name))?;
        say(format_args!(
            "combats: {} in {:.3} s on one thread",
            r.combats, r.seconds
        ))?;
        say(format_args!(
            "combats per second: {:.0}",
            r.combats_per_second()
        ))?;
        say(format_args!(
            "app.update() calls per combat: {:.2}",
            r.updates_per_combat()
        ))?;
        say(format_args!(
            "events per combat: {:.1}",
            r.events_per_combat()
        ))?;
        if r.unfinished > 0 {
            say(format_args!("unfinished combats: {}", r.unfinished))?;
        }
        let p = crate::sim::preview_bench::preview_timings(&engine_library, &encounter, n.min(200));
        let e = crate::sim::bench::engine_rounds(&engine_library, &encounter, n, seed, rounds);
        say(format_args!(
            "same rules without the ECS (the AI's look-ahead engine): {:.0} combats per second (the fastest of {} rounds of {}; median {:.0})",
            e.fastest, rounds, n, e.median
        ))?;
        say(format_args!(
            "the fingerprint of those combats' logs: {}",
            crate::sim::bench::engine_fingerprint(&engine_library, &encounter, n, seed)
        ))?;
        say(format_args!(
            "a move's preview (every action, target and limb at the first action of {} fights, {} moves): mean {:.0} µs, p95 {:.0} µs, max {:.0} µs",
            n.min(200),
            p.moves,
            p.mean_us,
            p.p95_us,
            p.max_us
        ))?;
        Ok(0)
    }))
}
