//! `aguja replay FILE`: plays a replay again headless, prints its log and says whether it is the
//! recorded one; `--watch` opens it in the window, step by step.

use super::commands::{library, printing, say};
use super::error::CliError;
use crate::combat::Names;
use crate::persist::ReplayFile;
use crate::script::runner::log_line;
use std::path::PathBuf;

#[derive(clap::Args, Debug)]
pub struct Args {
    /// The replay file.
    pub file: PathBuf,
    /// Play it even if the content library has changed since it was recorded.
    #[arg(long)]
    pub force: bool,
    /// Print only the verdict, not the log.
    #[arg(long, short)]
    pub quiet: bool,
    /// Watch it in the game window instead.
    #[arg(long)]
    pub watch: bool,
    /// Watch it, save a picture a few decisions in to this PNG and exit (for docs and CI).
    #[arg(long, value_name = "F.png")]
    pub screenshot: Option<PathBuf>,
}

/// Exit code when a replay does not give its recorded log.
pub const DIVERGED: i32 = 3;

pub fn run(args: Args) -> Result<i32, CliError> {
    let content = library()?;
    let replay = ReplayFile::read(&args.file)?;
    let changed = !replay.content_matches(&content);
    if changed && !args.force {
        replay
            .check_content(&content)
            .map_err(|e| e.in_file(&args.file))?;
    }
    if args.watch || args.screenshot.is_some() {
        let shot = args
            .screenshot
            .map(|path| crate::ui::dev::screenshot::ShotPlan {
                hover: None,
                path,
                frames: 5,
                screen: crate::ui::dev::screenshot::ShotScreen::Replay,
            });
        return Ok(super::window::run(super::window::WindowOptions {
            replay: Some(args.file.clone()),
            screenshot: shot,
            ..Default::default()
        }));
    }
    let check = replay
        .play(content.clone())
        .map_err(|e| e.in_file(&args.file))?;
    let roster = &replay.combat.roster;
    let names = Names {
        combatants: &roster.names,
        parts: &roster.parts,
        content: &content,
    };
    let code = if check.identical { 0 } else { DIVERGED };
    Ok(printing(code, || {
        if !args.quiet {
            for event in &check.played.events {
                say(log_line(&names, event))?;
            }
        }
        let recorded = &replay.result;
        if check.identical {
            say(format_args!(
                "-- the replay gives the recorded log: {} events, {} decisions (fingerprint {})",
                recorded.events,
                replay.combat.decisions.len(),
                recorded.fingerprint
            ))?;
        } else {
            say(format_args!(
                "-- the replay DIVERGED from the recording: {} events (fingerprint {}) where {} \
                 were recorded (fingerprint {}){}",
                check.log.events,
                check.log.fingerprint,
                recorded.events,
                recorded.fingerprint,
                if changed {
                    "; the content has changed since it was recorded"
                } else {
                    ""
                }
            ))?;
        }
        Ok(code)
    }))
}
