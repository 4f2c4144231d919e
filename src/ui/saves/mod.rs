//! Saves and replays in the window: saving the fight (button, F5, and an autosave whenever a
//! human's question opens), loading one from the title, saving a replay, and watching one with
//! every seat answered from its recording; what a killed write left behind goes at start. A file that does not load changes nothing: its error
//! is shown beside it in the title's lists.

pub mod save_bar;

use crate::combat::{CombatLog, ContentDb, Needle, PendingDecision, Recording, Roster};
use crate::content::Content;
use crate::control::replay_feed::ReplayFeed;
use crate::control::{ControlRng, Seat, Seats};
use crate::persist::save::can_save;
use crate::persist::session::save_of;
use crate::persist::{LoadedSave, PersistError, ReplayFile, SaveFile};
use crate::ui::screens::Screen;
use crate::ui::screens::combat::current_game::{self, CurrentGame};
use crate::ui::screens::combat::fx::Fx;
use crate::ui::screens::combat::handoff::HandOff;
use bevy::prelude::*;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// The quick save every human question overwrites.
pub const AUTOSAVE: &str = "autosave.ron";

/// Where the window keeps saves and replays, what it last said about them, and the replay
/// being watched.
#[derive(Resource, Clone, Debug)]
pub struct Keep {
    pub saves: PathBuf,
    pub replays: PathBuf,
    /// Write `AUTOSAVE` whenever a human's question opens (the window does; tests opt in).
    pub autosave: bool,
    /// The level file the fight came from: it names the files and is stored in them.
    pub level: Option<String>,
    /// "Saved to saves/….ron", or why not: shown on the combat and result screens.
    pub status: Option<String>,
    pub watching: Option<Watching>,
    /// The files of the title's lists, as last scanned.
    pub saved: Vec<PathBuf>,
    pub recorded: Vec<PathBuf>,
    /// Why a listed file did not load, shown beside it.
    pub errors: HashMap<PathBuf, String>,
    /// What a listed file holds, for its line on the title.
    pub summaries: HashMap<PathBuf, FileSummary>,
}

/// A kept fight as the title lists it: "Roadside Ambush · round 3 · Ranger, Squire".
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FileSummary {
    pub encounter: String,
    pub round: u32,
    /// The heroes' names.
    pub party: Vec<String>,
    /// When the file was written, "2026-11-24 21:40" (UTC).
    pub date: String,
}

impl FileSummary {
    fn of(roster: &Roster, state: &crate::combat::CombatState, path: &Path) -> FileSummary {
        let party = state
            .fighters
            .iter()
            .filter(|f| f.side == crate::content::Side::Heroes)
            .filter_map(|f| roster.names.get(f.id.index()).cloned())
            .collect();
        FileSummary {
            encounter: roster.encounter.clone(),
            round: state.round.round,
            party,
            date: modified(path),
        }
    }
}

/// The file's last change as "YYYY-MM-DD HH:MM" (UTC), or "" when unknown.
fn modified(path: &Path) -> String {
    let Some(secs) = std::fs::metadata(path)
        .and_then(|m| m.modified())
        .ok()
        .and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok())
        .map(|d| d.as_secs() as i64)
    else {
        return String::new();
    };
    // Days to a civil date (Howard Hinnant's algorithm): no date crate for one line.
    let (days, rest) = (secs.div_euclid(86_400), secs.rem_euclid(86_400));
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}-{month:02}-{day:02} {:02}:{:02}",
        rest / 3_600,
        rest % 3_600 / 60
    )
}

/// A replay being watched.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Watching {
    pub path: PathBuf,
    /// Decisions given so far, of `total`.
    pub given: usize,
    pub total: usize,
    pub paused: bool,
}

/// Pause, play on, or give one decision while paused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReplayControl {
    Pause,
    Play,
    Step,
}

impl Default for Keep {
    /// `saves/` and `replays/` beside `levels/`, so they are found wherever the game runs from.
    fn default() -> Self {
        let levels = crate::content::levels_dir();
        let beside = levels.parent().unwrap_or(Path::new("")).to_path_buf();
        Keep::at(&beside)
    }
}

impl Keep {
    /// Saves and replays under `root`.
    pub fn at(root: &Path) -> Keep {
        Keep {
            saves: root.join("saves"),
            replays: root.join("replays"),
            autosave: false,
            level: None,
            status: None,
            watching: None,
            saved: Vec::new(),
            recorded: Vec::new(),
            errors: HashMap::new(),
            summaries: HashMap::new(),
        }
    }

    /// Lists the files of both folders again (a missing folder lists nothing).
    pub fn rescan(&mut self) {
        self.saved = ron_files(&self.saves);
        self.recorded = ron_files(&self.replays);
    }

    /// Checks every listed file as loading would, so that the title shows what is wrong with
    /// one before it is clicked (a few files, each played back once: cheap).
    pub fn check_all(&mut self, content: &Arc<Content>) {
        self.errors.clear();
        self.summaries.clear();
        for path in &self.saved {
            match SaveFile::load(path, content.clone()) {
                Ok(loaded) => {
                    let summary = FileSummary::of(&loaded.roster(), &loaded.file.state, path);
                    self.summaries.insert(path.clone(), summary);
                }
                Err(e) => {
                    self.errors.insert(path.clone(), e.to_string());
                }
            }
        }
        for path in &self.recorded {
            match replay_to_watch(path, content) {
                Ok(file) => {
                    let mut summary =
                        FileSummary::of(&file.combat.roster, &file.combat.start, path);
                    summary.round = file
                        .result
                        .outcome
                        .as_ref()
                        .map_or(summary.round, |o| o.rounds);
                    self.summaries.insert(path.clone(), summary);
                }
                Err(e) => {
                    self.errors.insert(path.clone(), e.to_string());
                }
            }
        }
    }

    /// Deletes a kept file and lists the folders again; `Err` says why it could not be.
    pub fn delete(&mut self, path: &Path) -> Result<(), String> {
        let inside = [&self.saves, &self.replays]
            .iter()
            .any(|dir| path.parent() == Some(dir.as_path()));
        if !inside {
            return Err(format!("{} is not a kept fight", path.display()));
        }
        std::fs::remove_file(path).map_err(|e| format!("{}: {e}", short(path)))?;
        self.errors.remove(path);
        self.summaries.remove(path);
        self.rescan();
        Ok(())
    }

    /// The stem that names this fight's files: the level file's, else "fight".
    fn stem(&self) -> String {
        self.level
            .as_deref()
            .and_then(|l| Path::new(l).file_stem())
            .map_or("fight".into(), |s| s.to_string_lossy().into_owned())
    }
}

fn ron_files(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .into_iter()
        .flatten()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "ron"))
        .collect();
    files.sort();
    files
}

/// "saves/roadside.ron": the folder's name and the file's, as a player finds them.
pub fn short(path: &Path) -> String {
    let folder = path.parent().and_then(Path::file_name);
    let name = path.file_name().unwrap_or_default();
    folder
        .map_or_else(|| PathBuf::from(name), |f| Path::new(f).join(name))
        .display()
        .to_string()
}

/// Rescans the title's lists whenever the title opens, the autosave, the replay's progress
/// and its end.
pub fn plugin(app: &mut App) {
    app.init_resource::<Keep>()
        .add_systems(Startup, remove_stale_writes)
        .add_systems(
            OnEnter(Screen::Title),
            |mut keep: ResMut<Keep>, content: Res<ContentDb>| {
                keep.rescan();
                keep.check_all(&content.0);
            },
        )
        .add_systems(
            Update,
            (follow_replay, autosave)
                .after(crate::combat::driver::drive)
                .run_if(in_state(Screen::Combat)),
        );
}

/// A save or replay the game was killed in the middle of writing leaves a temporary file
/// beside it (the file itself is untouched): removed when the game starts again.
pub fn remove_stale_writes(keep: Res<Keep>) {
    for folder in [&keep.saves, &keep.replays] {
        for path in crate::persist::atomic::remove_stale_temporaries(folder) {
            info!(
                "removed {}, left by a write that was cut short",
                path.display()
            );
        }
    }
}

/// Copies how far the replay has come into the banner's numbers.
fn follow_replay(feed: Option<Res<ReplayFeed>>, mut keep: ResMut<Keep>) {
    if let (Some(feed), Some(watching)) = (feed, keep.watching.as_mut())
        && watching.given != feed.given
    {
        watching.given = feed.given;
    }
}

/// Saves to `AUTOSAVE` once per question put to a human of this window.
fn autosave(world: &mut World, mut last: Local<Option<u64>>) {
    let keep = world.resource::<Keep>();
    if !keep.autosave || keep.watching.is_some() {
        return;
    }
    let pending = world.resource::<PendingDecision>();
    let human = pending
        .request
        .as_ref()
        .is_some_and(|r| world.resource::<Seats>().seat(r.decider()).is_human());
    if !human || !can_save(pending) || *last == Some(pending.serial) {
        return;
    }
    *last = Some(pending.serial);
    let path = world.resource::<Keep>().saves.join(AUTOSAVE);
    if let Err(e) = write_save(world, &path) {
        world.resource_mut::<Keep>().status = Some(format!("Autosave failed: {e}"));
    }
}

fn write_save(world: &mut World, path: &Path) -> std::io::Result<()> {
    let seats = world.resource::<Seats>().by_combatant.clone();
    let level = world.resource::<Keep>().level.clone();
    save_of(world, &seats, level).write(path)
}

/// Why the fight cannot be saved now, if it cannot.
pub fn cannot_save(pending: &PendingDecision, keep: &Keep) -> Option<&'static str> {
    if keep.watching.is_some() {
        Some("A replay is not a fight of yours: save the replay instead.")
    } else if !can_save(pending) {
        Some("A fight is saved while it waits for a decision: wait for the next one.")
    } else {
        None
    }
}

/// Saves the fight to `saves/<level>.ron` and says where, or why not.
pub fn save(world: &mut World) {
    let why_not = cannot_save(
        world.resource::<PendingDecision>(),
        world.resource::<Keep>(),
    );
    let keep = world.resource::<Keep>();
    let path = keep.saves.join(format!("{}.ron", keep.stem()));
    let status = match why_not {
        Some(why) => format!("Not saved: {why}"),
        None => match write_save(world, &path) {
            Ok(()) => format!("Saved to {}", short(&path)),
            Err(e) => format!("Not saved: {}: {e}", path.display()),
        },
    };
    world.resource_mut::<Keep>().status = Some(status);
}

/// Saves the replay of the fight so far to `replays/<level>-seed<seed>-<n>.ron`, `n` the
/// first number not taken.
pub fn save_replay(world: &mut World) {
    let (Some(recording), Some(roster)) = (
        world.get_resource::<Recording>(),
        world.get_resource::<Roster>(),
    ) else {
        return;
    };
    let keep = world.resource::<Keep>();
    let base = format!("{}-seed{}", keep.stem(), roster.seed);
    let path = (1..)
        .map(|n| keep.replays.join(format!("{base}-{n}.ron")))
        .find(|p| !p.exists())
        .unwrap_or_default();
    let content = world.resource::<ContentDb>().0.clone();
    let log = &world.resource::<CombatLog>().events;
    let file = ReplayFile::new(recording.clone(), log, &content, keep.level.clone());
    let status = match file.write(&path) {
        Ok(()) => format!("Replay saved to {}", short(&path)),
        Err(e) => format!("Replay not saved: {}: {e}", path.display()),
    };
    let mut keep = world.resource_mut::<Keep>();
    keep.status = Some(status);
    keep.rescan();
}

/// Reads and checks a save; on success the fight continues from it, else its error is shown
/// beside it in the title's list and nothing else changes.
pub fn load(world: &mut World, path: &Path) {
    let content = world.resource::<ContentDb>().0.clone();
    match SaveFile::load(path, content) {
        Ok(loaded) => {
            continue_fight(world, loaded);
            let mut keep = world.resource_mut::<Keep>();
            keep.errors.remove(path);
            keep.status = Some(format!("Loaded {}", short(path)));
        }
        Err(e) => {
            world
                .resource_mut::<Keep>()
                .errors
                .insert(path.to_path_buf(), e.to_string());
        }
    }
}

/// Puts a checked save into the window: its seats as they were (players at this screen, AI
/// strengths), its log, and a hand-off before the first human prompt.
pub fn continue_fight(world: &mut World, loaded: LoadedSave) {
    let roster = loaded.roster();
    let LoadedSave { file, log } = loaded;
    let setup = current_game::setup_of_save(&world.resource::<ContentDb>().0, &file);
    world.insert_resource(Seats::of(file.seats.clone()));
    world.insert_resource(ControlRng::new(roster.seed));
    let events = log.len();
    crate::combat::resume(world, file.state, roster, log, file.combat);
    // As after a new fight: Play again starts it again, and Hard studies the encounter. Only
    // a fight whose level file no longer gives its start (edited, moved, or a script's moment)
    // has neither, and Hard plays its own judgement.
    match setup {
        Some(setup) => current_game::adopt(world, setup),
        None => {
            world.remove_resource::<CurrentGame>();
            world.remove_resource::<crate::control::ai_seat::HardStudy>();
        }
    }
    enter_combat(world, file.level, None, events);
}

/// Reads a replay and watches it, unless it does not load or was recorded with other content
/// (then its error is shown beside it in the title's list).
pub fn watch(world: &mut World, path: &Path) {
    match replay_to_watch(path, &world.resource::<ContentDb>().0) {
        Ok(file) => start_watching(world, file, path),
        Err(e) => {
            let mut keep = world.resource_mut::<Keep>();
            keep.errors.insert(path.to_path_buf(), e.to_string());
        }
    }
}

/// A replay read and recorded with the content loaded now, or why not.
fn replay_to_watch(path: &Path, content: &Content) -> Result<ReplayFile, PersistError> {
    let file = ReplayFile::read(path)?;
    file.check_content(content).map_err(|e| e.in_file(path))?;
    Ok(file)
}

/// Watches a replay already read: every seat answers from its recording, nobody at this screen
/// is asked anything.
pub fn start_watching(world: &mut World, file: ReplayFile, path: &Path) {
    let combat = file.combat;
    let total = combat.decisions.len();
    world.insert_resource(Seats::all(Seat::Replay));
    world.insert_resource(ReplayFeed::new(combat.decisions));
    crate::combat::install(world, combat.start, combat.roster);
    world.remove_resource::<CurrentGame>();
    let watching = Watching {
        path: path.to_path_buf(),
        given: 0,
        total,
        paused: false,
    };
    world.resource_mut::<Keep>().errors.remove(path);
    enter_combat(world, file.level, Some(watching), 0);
}

/// Pauses, plays on or steps the replay being watched.
pub fn control(world: &mut World, control: ReplayControl) {
    let Some(mut feed) = world.get_resource_mut::<ReplayFeed>() else {
        return;
    };
    feed.allowed = match control {
        ReplayControl::Play => None,
        ReplayControl::Pause => Some(0),
        ReplayControl::Step => Some(feed.allowed.unwrap_or(0) + 1),
    };
    if let Some(watching) = world.resource_mut::<Keep>().watching.as_mut() {
        watching.paused = control != ReplayControl::Play;
    }
}

/// A new game from the title: no replay any more, its files named after `level`.
pub fn began(world: &mut World, level: &Path) {
    world.remove_resource::<ReplayFeed>();
    let mut keep = world.resource_mut::<Keep>();
    keep.watching = None;
    keep.status = None;
    keep.level = Some(level.display().to_string());
}

/// The combat screen over a fight put back with `events` already logged: those are not
/// animated again.
fn enter_combat(
    world: &mut World,
    level: Option<String>,
    watching: Option<Watching>,
    events: usize,
) {
    let needle = world.resource::<Needle>().0 as f32;
    world.insert_resource(Fx {
        seen: events,
        needle,
        ..default()
    });
    world.insert_resource(HandOff::default());
    world.insert_resource(crate::ui::screens::combat::move_draft::Draft::default());
    let mut keep = world.resource_mut::<Keep>();
    keep.level = level;
    keep.watching = watching;
    keep.status = None;
    world
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Combat);
}
