//! `aguja play --headless`: a whole fight without a window, the AI in every seat, with the
//! replay and save options: record a replay, save at a question and stop, save at every
//! question (autosave), or continue a save.

use super::commands::{library, printing, say, write_replay};
use super::error::CliError;
use crate::ai::Strength;
use crate::combat::{CombatLog, Names, Recording, Roster, begin_combat};
use crate::content::{levels_dir, load_encounter};
use crate::control::{Seat, Seats};
use crate::persist::SaveFile;
use crate::persist::session::{Stand, load_into, paused_app, play_on, save_of};
use crate::script::runner::log_line;
use std::path::PathBuf;

/// What to keep of a headless fight, and where to start it.
#[derive(clap::Args, Debug, Clone, Default)]
pub struct KeepArgs {
    /// Continue the fight saved in this file (instead of starting LEVEL).
    #[arg(long, value_name = "SAVE")]
    pub load: Option<PathBuf>,
    /// Headless: save the fight to this file and stop, at the question after --stop-after
    /// decisions (a campaign: after --stop-after-fights fights).
    #[arg(long, value_name = "FILE", requires = "stopping")]
    pub save: Option<PathBuf>,
    /// Headless, with --save: how many decisions to play before saving.
    #[arg(long, value_name = "N", requires = "save", group = "stopping")]
    pub stop_after: Option<usize>,
    /// Headless, with --campaign and --save: how many fights to play before saving.
    #[arg(long, value_name = "N", requires = "save", group = "stopping")]
    pub stop_after_fights: Option<u32>,
    /// Headless: save the fight to this file at every question (the last one is kept if the
    /// program is stopped).
    #[arg(long, value_name = "FILE")]
    pub autosave: Option<PathBuf>,
    /// Headless: write the fight's replay to this file when it ends (or stops).
    #[arg(long, value_name = "FILE")]
    pub record: Option<PathBuf>,
}

pub fn play(level: Option<PathBuf>, seed: u64, keep: KeepArgs) -> Result<i32, CliError> {
    // What a run killed in the middle of writing one of these files left behind.
    for path in [&keep.save, &keep.autosave, &keep.record]
        .into_iter()
        .flatten()
    {
        crate::persist::atomic::remove_stale_temporaries_of(path);
    }
    let content = library()?;
    let mut app = paused_app(content.clone());
    let (seats, level_name) = match &keep.load {
        Some(path) => {
            let loaded = SaveFile::load(path, content.clone())?;
            let found = (loaded.file.seats.clone(), loaded.file.level.clone());
            load_into(app.world_mut(), loaded);
            found
        }
        None => {
            let path = level.unwrap_or_else(|| levels_dir().join("seed-example.ron"));
            let encounter = load_encounter(&path, &content)?;
            let seats = vec![Seat::Ai(Strength::Normal); encounter.members.len()];
            app.insert_resource(Seats::headless(&seats));
            begin_combat(app.world_mut(), &encounter, seed);
            (seats, Some(path.display().to_string()))
        }
    };
    let mut failed = None;
    let stand = play_on(&mut app, |world| {
        let decisions = world.resource::<Recording>().decisions.len();
        let stop = keep.stop_after.is_some_and(|n| decisions >= n);
        let targets = [keep.autosave.as_ref(), keep.save.as_ref().filter(|_| stop)];
        for path in targets.into_iter().flatten() {
            if let Err(source) = save_of(world, &seats, level_name.clone()).write(path) {
                failed = Some(CliError::Write {
                    path: path.clone(),
                    what: "save",
                    source,
                });
                return false;
            }
        }
        !stop
    });
    if let Some(error) = failed {
        return Err(error);
    }
    if stand == Stand::Stuck {
        return Err(CliError::Stuck);
    }
    let world = app.world();
    if let Some(path) = &keep.record {
        write_replay(world, &content, level_name.clone(), path)?;
    }
    let roster = world.resource::<Roster>();
    let names = Names {
        combatants: &roster.names,
        parts: &roster.parts,
        content: &content,
    };
    Ok(printing(0, || {
        say("(Headless: the AI plays every seat; `aguja play` opens the window.)\n")?;
        for event in &world.resource::<CombatLog>().events {
            say(log_line(&names, event))?;
        }
        if let (Stand::Question, Some(path)) = (stand, &keep.save) {
            say(format_args!(
                "-- saved to {} after {} decisions; continue with `aguja play --headless --load {0}`",
                path.display(),
                keep.stop_after.unwrap_or(0)
            ))?;
        }
        Ok(0)
    }))
}
