//! `aguja play` with a window (and `aguja replay --watch`): what to open on is loaded, and so
//! checked, before any window opens; a bad level, script, save or replay is printed with the
//! exit code, and the window's own exit becomes the process's.

use crate::content::catalog::Catalog;
use crate::ui::dev::screenshot;
use crate::ui::launch::Launch;
use crate::ui::screens::title::view::TitleDraft;
use crate::ui::seating as setup;
use bevy::prelude::AppExit;
use std::path::PathBuf;

/// How `aguja play` opens the window.
#[derive(Clone, Debug, Default)]
pub struct WindowOptions {
    /// Skip the title and start this encounter.
    pub level: Option<PathBuf>,
    /// Start from the state a scenario script leaves (for screenshots of a given moment).
    pub script: Option<PathBuf>,
    pub seed: u64,
    /// Who plays what when the title is skipped (`--hot-seat`, `--dark-lord`).
    pub seating: setup::Seating,
    pub screenshot: Option<screenshot::ShotPlan>,
    /// Print the CPU time per frame and the peak memory when the window closes.
    pub frame_report: bool,
    /// The window's size.
    pub size: WindowSize,
    /// Continue this saved fight.
    pub load: Option<PathBuf>,
    /// Watch this replay.
    pub replay: Option<PathBuf>,
    /// Open on the title even with `level`, which is chosen there (a screenshot of the title).
    pub title_first: bool,
    /// Start the tutorial.
    pub tutorial: bool,
    /// Open this campaign's map (its campaign in progress if one is saved, else a new one).
    pub campaign: Option<PathBuf>,
    /// Continue the campaign saved in this file.
    pub campaign_save: Option<PathBuf>,
    /// Host or join a networked game (`aguja host` / `aguja join` with a window).
    pub net: Option<crate::ui::netplay::NetAsk>,
    /// Dev: this window's seats of a networked game answer themselves with the Normal AI
    /// after this many seconds, and it says Ready (and, hosting, starts) by itself.
    pub net_autoplay: Option<f32>,
    /// Dev: a networked game's moments saved as PNGs with this prefix (`ui::dev::net_shots`).
    pub net_shots: Option<String>,
    /// Hard's thinking time per decision in milliseconds (`--hard-ms`), over the setting's.
    pub hard_ms: Option<u64>,
}

/// A window size in pixels.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WindowSize {
    pub width: u32,
    pub height: u32,
}

impl Default for WindowSize {
    fn default() -> Self {
        WindowSize {
            width: 1280,
            height: 800,
        }
    }
}

/// "1920x1080" → 1920 by 1080; a window smaller than 640×400 cannot show the combat screen.
pub fn parse_size(text: &str) -> Result<WindowSize, String> {
    let wrong = || format!("`{text}` is not a size: write WIDTHxHEIGHT, like 1920x1080");
    let (w, h) = text.split_once(['x', 'X']).ok_or_else(wrong)?;
    let width: u32 = w.trim().parse().map_err(|_| wrong())?;
    let height: u32 = h.trim().parse().map_err(|_| wrong())?;
    if width < 640 || height < 400 || width > 8192 || height > 8192 {
        return Err(format!(
            "{width}x{height} is too small or too large: the window needs 640x400 to 8192x8192"
        ));
    }
    Ok(WindowSize { width, height })
}

/// Why the window could not open, in words that point at the headless commands.
pub fn no_display_message() -> Option<String> {
    let display = std::env::var_os("DISPLAY").filter(|d| !d.is_empty());
    if cfg!(target_os = "linux") && display.is_none() {
        return Some(
            "aguja: no display found (DISPLAY is not set), so the game window cannot open.\n\
             Without a screen you can still:\n  \
             aguja play --headless [LEVEL]   play a fight with automatic players and print the log\n  \
             aguja check                     validate the content and levels\n  \
             aguja script FILE               run a scenario script\n  \
             aguja soak / aguja bench        play thousands of fights\n\
             To see the window on a machine without a screen: \
             xvfb-run -s \"-screen 0 1280x800x24\" aguja play --screenshot shot.png"
                .into(),
        );
    }
    None
}

/// Opens the window and plays until it closes; returns the exit code.
pub fn run(options: WindowOptions) -> i32 {
    if let Some(message) = no_display_message() {
        eprintln!("{message}");
        return 2;
    }
    let catalog = Catalog::load(&crate::content::assets_dir(), &crate::content::levels_dir());
    if catalog.library_errors.is_some() && catalog.content.kinds.is_empty() {
        eprintln!(
            "The content library does not load:\n{}",
            catalog
                .library_errors
                .as_ref()
                .map(|e| e.to_string())
                .unwrap_or_default()
        );
        return 1;
    }
    let opening = match opening(&options, &catalog) {
        Ok(opening) => opening,
        Err(message) => {
            eprintln!("{message}");
            return 1;
        }
    };
    let size = (options.size.width, options.size.height);
    let mut app = crate::ui::window_app(catalog, opening.launch, size);
    if options.tutorial {
        // Checked before the window opens, like a level given on the command line.
        if let Err(message) = crate::ui::windows::tutorial::steps::load_steps(
            &crate::ui::windows::tutorial::steps::tutorial_path(),
        ) {
            eprintln!("{message}");
            return 1;
        }
        app.insert_resource(crate::ui::windows::tutorial::TutorialRequested(true));
    }
    if let Some(ms) = options.hard_ms {
        app.insert_resource(crate::control::ai_seat::AiBudget(
            crate::ai::Budget::default().with_ms(ms),
        ))
        .insert_resource(crate::control::ai_seat::HardTimePinned);
    }
    if let Some(draft) = opening.title {
        app.insert_resource(draft);
    }
    if let Some(plan) = options.screenshot {
        app.add_plugins((screenshot::plugin, crate::ui::dev::campaign_shot::plugin))
            .insert_resource(plan);
    }
    if let Some(prefix) = options.net_shots {
        app.add_plugins(crate::ui::dev::net_shots::plugin)
            .insert_resource(crate::ui::dev::net_shots::NetShots::new(prefix));
    }
    if let Some(delay) = options.net_autoplay {
        app.insert_resource(crate::ui::netplay::autoplay::Autoplay::after(delay));
    }
    if options.frame_report {
        app.add_plugins(crate::ui::dev::frame_report::plugin);
    }
    match app.run() {
        AppExit::Success => 0,
        AppExit::Error(code) => i32::from(code.get()),
    }
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
    if let Some(ask) = &options.net {
        return fight(Launch::Net(ask.clone()));
    }
    if let Some(opening) = campaign_opening(options, content)? {
        return Ok(opening);
    }
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
                encounter: Box::new(encounter),
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

/// A campaign given on the command line, checked before the window opens: its map, or the
/// title with it chosen (a screenshot of the title).
fn campaign_opening(
    options: &WindowOptions,
    content: &std::sync::Arc<crate::content::Content>,
) -> Result<Option<Opening>, String> {
    use crate::ui::screens::campaign::CampaignLaunch;
    if let Some(path) = &options.campaign_save {
        crate::ui::screens::campaign::flow::read_save(content, path)?;
        return Ok(Some(Opening {
            launch: Launch::Campaign(CampaignLaunch::Save(path.clone())),
            title: None,
        }));
    }
    let Some(path) = &options.campaign else {
        return Ok(None);
    };
    crate::content::campaign::read_campaign(path, content).map_err(|e| e.to_string())?;
    let path = path
        .canonicalize()
        .map_err(|e| format!("{}: {e}", path.display()))?;
    if options.title_first {
        let draft = TitleDraft {
            campaign: Some(path),
            hot_seat: options.seating.hot_seat,
            seed: options.seed,
            ..TitleDraft::default()
        };
        return Ok(Some(Opening {
            launch: Launch::Title,
            title: Some(draft),
        }));
    }
    Ok(Some(Opening {
        launch: Launch::Campaign(CampaignLaunch::File {
            path,
            seed: options.seed,
            hot_seat: options.seating.hot_seat,
            dark_lord: options.seating.dark_lord,
        }),
        title: None,
    }))
}
