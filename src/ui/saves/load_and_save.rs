//! Keeping fights, asked for with `SaveAsk`: saving (the button, F5, and the autosave whenever
//! a human's question opens), saving the replay, deleting a kept file, continuing a saved
//! fight and watching a replay with every seat answered from its recording.

use super::{AUTOSAVE, Keep, ReplayControl, Watching, replay_to_watch, short};
use crate::combat::{CombatLog, ContentDb, PendingDecision, Recording};
use crate::control::replay_feed::ReplayFeed;
use crate::control::{ControlRng, Seat, Seats};
use crate::persist::save::can_save;
use crate::persist::session::save_of;
use crate::persist::{LoadedSave, ReplayFile, SaveFile};
use crate::ui::screens::Screen;
use crate::ui::screens::combat::CurrentGame;
use crate::ui::sets::UiSet;
use bevy::prelude::*;
use std::path::{Path, PathBuf};

/// What the players ask of their kept fights.
#[derive(Message, Clone, Debug)]
pub enum SaveAsk {
    /// Save the fight (`saves/<level>.ron`).
    Save,
    /// Save the fight's replay (`replays/`).
    SaveReplay,
    /// Delete this saved fight or replay (asked to confirm on the title first).
    Delete(PathBuf),
    /// Continue the fight saved in this file.
    Load(PathBuf),
    /// Watch this replay.
    Watch(PathBuf),
    /// Pause, play on or step the replay being watched.
    Replay(ReplayControl),
}

/// Rescans the title's lists whenever the title opens, the autosave, the replay's progress
/// and its end.
pub fn plugin(app: &mut App) {
    app.init_resource::<Keep>()
        .add_message::<SaveAsk>()
        .add_systems(PreUpdate, answer.in_set(UiSet::Answer))
        .add_systems(Startup, super::remove_stale_writes)
        .add_systems(
            OnEnter(Screen::Title),
            |mut keep: ResMut<Keep>, content: Res<ContentDb>| {
                keep.rescan();
                keep.check_all(&content.0);
            },
        )
        .add_systems(
            Update,
            (super::follow_replay, autosave)
                .in_set(UiSet::Follow)
                .run_if(in_state(Screen::Combat)),
        );
}

fn answer(mut asks: MessageReader<SaveAsk>, mut commands: Commands) {
    for ask in asks.read().cloned() {
        commands.queue(move |world: &mut World| carry_out(world, ask));
    }
}

fn carry_out(world: &mut World, ask: SaveAsk) {
    match ask {
        SaveAsk::Save => save(world),
        SaveAsk::SaveReplay => save_replay(world),
        SaveAsk::Delete(path) => {
            let mut keep = world.resource_mut::<Keep>();
            let result = keep.delete(&path);
            keep.status = Some(match result {
                Ok(()) => format!("Deleted {}", short(&path)),
                Err(why) => format!("Not deleted: {why}"),
            });
        }
        SaveAsk::Load(path) => load(world, &path),
        SaveAsk::Watch(path) => watch(world, &path),
        SaveAsk::Replay(control) => self::control(world, control),
    }
}

/// Saves to `AUTOSAVE` once per question put to a human of this window.
pub(crate) fn autosave(world: &mut World, mut last: Local<Option<u64>>) {
    let keep = world.resource::<Keep>();
    if !keep.autosave || keep.watching.is_some() || keep.in_campaign || keep.networked {
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
    if keep.in_campaign {
        Some("A campaign's fight is saved with the campaign at every decision.")
    } else if keep.watching.is_some() {
        Some("A replay is not a fight of yours: save the replay instead.")
    } else if keep.networked && !keep.hosting {
        Some("A network game is kept by its host, who rolls its dice.")
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
        None if keep.networked => {
            let level = keep.level.clone();
            match super::hosted::write_hosted_save(world, &path, level) {
                Ok(()) => format!(
                    "Saved to {}: it loads with every player at this screen",
                    short(&path)
                ),
                Err(e) => format!("Not saved: {e}"),
            }
        }
        None => match write_save(world, &path) {
            Ok(()) => format!("Saved to {}", short(&path)),
            Err(e) => format!("Not saved: {}: {e}", path.display()),
        },
    };
    world.resource_mut::<Keep>().status = Some(status);
}

/// Why "Save replay" is greyed, if it is: a joining window has no dice to replay the fight
/// with until its host sends the recording, at the fight's end.
pub fn cannot_save_replay(keep: &Keep) -> Option<&'static str> {
    (keep.networked && !keep.hosting && !keep.host_replay)
        .then_some("A network game's replay comes from its host when the fight ends.")
}

/// Saves the replay of the fight so far to `replays/<level>-seed<seed>-<n>.ron`, `n` the
/// first number not taken. The hosting window saves its host's fight, dice and seed included.
pub fn save_replay(world: &mut World) {
    if let Some(why) = cannot_save_replay(world.resource::<Keep>()) {
        world.resource_mut::<Keep>().status = Some(format!("Replay not saved: {why}"));
        return;
    }
    let hosted = world
        .resource::<Keep>()
        .hosting
        .then(|| super::hosted::hosted_replay(world))
        .flatten();
    let (recording, log) = match hosted {
        Some(hosted) => hosted,
        None => {
            let Some(recording) = world.get_resource::<Recording>() else {
                return;
            };
            let log = world.resource::<CombatLog>().events.clone();
            (recording.clone(), log)
        }
    };
    let keep = world.resource::<Keep>();
    let base = format!("{}-seed{}", keep.stem(), recording.roster.seed);
    let path = (1..)
        .map(|n| keep.replays.join(format!("{base}-{n}.ron")))
        .find(|p| !p.exists())
        .unwrap_or_default();
    let content = world.resource::<ContentDb>().0.clone();
    let file = ReplayFile::new(recording, &log, &content, keep.level.clone());
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
    let setup = crate::ui::screens::combat::setup_of_save(&world.resource::<ContentDb>().0, &file);
    world.insert_resource(Seats::of(file.seats.clone()));
    world.insert_resource(ControlRng::new(roster.seed));
    crate::combat::resume(world, file.state, roster, log, file.combat);
    // As after a new fight: Play again starts it again. Only a fight whose level file no
    // longer gives its start (edited, moved, or a script's moment) has none.
    match setup {
        Some(setup) => crate::ui::screens::combat::adopt(world, setup),
        None => {
            world.remove_resource::<CurrentGame>();
        }
    }
    enter_combat(world, file.level, None);
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
    enter_combat(world, file.level, Some(watching));
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

/// The combat screen over a fight put back (its screen's own state is made on entering it).
fn enter_combat(world: &mut World, level: Option<String>, watching: Option<Watching>) {
    let mut keep = world.resource_mut::<Keep>();
    keep.level = level;
    keep.watching = watching;
    keep.status = None;
    world
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Combat);
}
