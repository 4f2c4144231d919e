//! `aguja play --headless`: a whole fight without a window, the AI in every seat, with the
//! replay and save options: record a replay, save at a question and stop, save at every
//! question (autosave), or continue a save.

use super::commands::{library, printing, say};
use crate::ai::Strength;
use crate::combat::{
    CombatLog, Names, PendingDecision, Recording, Roster, RoundInfo, begin_combat, capture, resume,
};
use crate::content::{Content, levels_dir, load_encounter};
use crate::control::ai_seat::{AnswerBetweenUpdates, answer_now};
use crate::control::{Owner, Seats};
use crate::persist::{ReplayFile, SaveFile};
use crate::script::runner::log_line;
use bevy::prelude::*;
use std::path::PathBuf;

/// What to keep of a headless fight, and where to start it.
#[derive(clap::Args, Debug, Clone, Default)]
pub struct KeepArgs {
    /// Continue the fight saved in this file (instead of starting LEVEL).
    #[arg(long, value_name = "SAVE")]
    pub load: Option<PathBuf>,
    /// Headless: save the fight to this file and stop, at the question after --stop-after
    /// decisions.
    #[arg(long, value_name = "FILE", requires = "stop_after")]
    pub save: Option<PathBuf>,
    /// Headless, with --save: how many decisions to play before saving.
    #[arg(long, value_name = "N", requires = "save")]
    pub stop_after: Option<usize>,
    /// Headless: save the fight to this file at every question (the last one is kept if the
    /// program is stopped).
    #[arg(long, value_name = "FILE")]
    pub autosave: Option<PathBuf>,
    /// Headless: write the fight's replay to this file when it ends (or stops).
    #[arg(long, value_name = "FILE")]
    pub record: Option<PathBuf>,
}

/// Questions at most in one fight before it counts as stuck.
const MAX_QUESTIONS: usize = 100_000;

pub fn play(level: Option<PathBuf>, seed: u64, keep: KeepArgs) -> Result<i32, String> {
    let content = library()?;
    let mut app = crate::headless_app(content.clone());
    app.insert_resource(AnswerBetweenUpdates);
    let (seats, level_name) = match &keep.load {
        Some(path) => {
            let loaded = SaveFile::load(path, content.clone()).map_err(|e| e.to_string())?;
            let roster = loaded.roster();
            let file = loaded.file;
            resume(app.world_mut(), file.state, roster, loaded.log, file.combat);
            (file.seats, file.level)
        }
        None => {
            let path = level.unwrap_or_else(|| levels_dir().join("seed-example.ron"));
            let encounter = load_encounter(&path, &content).map_err(|e| e.to_string())?;
            begin_combat(app.world_mut(), &encounter, seed);
            let seats = vec![Owner::Ai(Strength::Normal); encounter.members.len()];
            (seats, Some(path.display().to_string()))
        }
    };
    // Headless, every seat is the AI: players' seats of a loaded save go to Normal.
    let played_by: Vec<Owner> = seats
        .iter()
        .map(|o| match o {
            Owner::Player(_) => Owner::Ai(Strength::Normal),
            ai => *ai,
        })
        .collect();
    app.insert_resource(Seats {
        by_combatant: played_by.iter().map(|o| o.controller()).collect(),
        default: Owner::default().controller(),
    });
    let stopped = run(&mut app, &content, &seats, &level_name, &keep)?;
    let world = app.world();
    if let Some(path) = &keep.record {
        let recording = world.resource::<Recording>().clone();
        let log = &world.resource::<CombatLog>().events;
        ReplayFile::new(recording, log, &content, level_name.clone())
            .write(path)
            .map_err(|e| format!("{}: cannot write the replay: {e}", path.display()))?;
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
        if let (true, Some(path)) = (stopped, &keep.save) {
            say(format_args!(
                "-- saved to {} after {} decisions; continue with `aguja play --headless --load {0}`",
                path.display(),
                keep.stop_after.unwrap_or(0)
            ))?;
        }
        Ok(0)
    }))
}

/// Plays to the end, answering for the AI between updates so that the fight can be saved at
/// each question. Returns whether it stopped early to save.
fn run(
    app: &mut App,
    content: &Content,
    seats: &[Owner],
    level: &Option<String>,
    keep: &KeepArgs,
) -> Result<bool, String> {
    for _ in 0..MAX_QUESTIONS {
        app.update();
        let world = app.world_mut();
        if world.resource::<RoundInfo>().outcome.is_some() {
            return Ok(false);
        }
        let pending = world.resource::<PendingDecision>();
        if pending.request.is_none() || pending.answer.is_some() {
            continue;
        }
        let decisions = world.resource::<Recording>().decisions.len();
        let stop = keep.stop_after.is_some_and(|n| decisions >= n);
        let targets = [keep.autosave.as_ref(), keep.save.as_ref().filter(|_| stop)];
        for path in targets.into_iter().flatten() {
            let save = SaveFile::new(
                capture(world),
                world.resource::<Recording>().clone(),
                seats.to_vec(),
                content,
                level.clone(),
            );
            save.write(path)
                .map_err(|e| format!("{}: cannot save: {e}", path.display()))?;
        }
        if stop {
            return Ok(true);
        }
        if !answer_now(world) {
            return Err("no seat could answer the open question".into());
        }
    }
    Err("the fight did not end".into())
}
