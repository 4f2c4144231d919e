//! What the window opens on, from the command line: the title (with a level, seats and seed
//! chosen there), a level, a script's moment, a saved fight or a replay. Everything is loaded,
//! and so checked, before the window opens; no window is needed to work it out.

use super::flow::Launch;
use super::panels::title::TitleDraft;
use super::screenshot::ShotPlan;
use super::setup::Seating;
use crate::content::catalog::Catalog;
use std::path::PathBuf;

/// How `aguja play` opens the window.
#[derive(Clone, Debug, Default)]
pub struct WindowOptions {
    /// Skip the title and start this encounter.
    pub level: Option<PathBuf>,
    /// Start from the state a scenario script leaves (for screenshots of a given moment).
    pub script: Option<PathBuf>,
    pub seed: u64,
    /// Who plays what (`--hot-seat`, `--dark-lord`): for the fight started, or on the title.
    pub seating: Seating,
    pub screenshot: Option<ShotPlan>,
    /// Print the CPU time per frame and the peak memory when the window closes.
    pub frame_report: bool,
    /// Continue this saved fight.
    pub load: Option<PathBuf>,
    /// Watch this replay.
    pub replay: Option<PathBuf>,
    /// Open on the title even with `level`, which is chosen there (a screenshot of the title).
    pub title_first: bool,
}

/// What the window opens on, and the title's choices when it opens on the title.
pub struct Opening {
    pub launch: Launch,
    pub title: Option<TitleDraft>,
}

/// Loads what `options` name; `Err` says what does not load.
pub fn opening(options: &WindowOptions, catalog: &Catalog) -> Result<Opening, String> {
    let fight = |launch| {
        Ok(Opening {
            launch,
            title: None,
        })
    };
    let content = &catalog.content;
    if !options.title_first {
        if let Some(script) = &options.script {
            let run = crate::script::run_script_file(script, content.clone())
                .map_err(|e| format!("{}: {e}", script.display()))?;
            return fight(Launch::Script {
                run: Box::new(run),
                seating: options.seating,
            });
        }
        if let Some(level) = &options.level {
            let encounter =
                crate::content::load_encounter(level, content).map_err(|e| e.to_string())?;
            return fight(Launch::Level {
                path: level.clone(),
                encounter,
                seed: options.seed,
                seating: options.seating,
            });
        }
        if let Some(path) = &options.load {
            let loaded =
                crate::persist::SaveFile::load(path, content.clone()).map_err(|e| e.to_string())?;
            return fight(Launch::Save {
                loaded: Box::new(loaded),
                path: path.clone(),
            });
        }
        if let Some(path) = &options.replay {
            // `aguja replay` has already refused other content unless --force was given.
            let file = crate::persist::ReplayFile::read(path).map_err(|e| e.to_string())?;
            return fight(Launch::Replay {
                file: Box::new(file),
                path: path.clone(),
            });
        }
    }
    let level = options.level.as_deref();
    let draft = TitleDraft::from_command_line(catalog, level, options.seed, options.seating)?;
    Ok(Opening {
        launch: Launch::Title,
        title: Some(draft),
    })
}
