//! What the window opens on: the title, or straight into what the command line asked for — a
//! level, a scenario script's moment, a save or a replay, each loaded (and so checked) before
//! the window opened.

use crate::combat::CombatLog;
use crate::ui::saves::{Keep, short};
use crate::ui::screens::Screen;
use crate::ui::seating::{Seating, StartSetup};
use bevy::prelude::*;
use bevy_egui::EguiPrimaryContextPass;
use std::path::PathBuf;

/// What the command line asked the window to open on, already loaded.
#[derive(Resource, Debug, Default)]
pub enum Launch {
    /// The title screen.
    #[default]
    Title,
    /// `aguja play LEVEL`: straight into this encounter.
    Level {
        path: PathBuf,
        encounter: Box<crate::content::Encounter>,
        seed: u64,
        seating: Seating,
    },
    /// `--script`: where a scenario script left the combat.
    Script {
        run: Box<crate::script::ScriptRun>,
        seating: Seating,
    },
    /// `aguja play --load FILE`: the saved fight, checked.
    Save {
        loaded: Box<crate::persist::LoadedSave>,
        path: PathBuf,
    },
    /// `aguja replay FILE --watch`.
    Replay {
        file: Box<crate::persist::ReplayFile>,
        path: PathBuf,
    },
    /// `aguja play --campaign FILE` (or `--load` of a campaign save): its map.
    Campaign(crate::ui::screens::campaign::CampaignLaunch),
    /// `aguja host LEVEL` or `aguja join ADDR` with a window: its lobby.
    Net(crate::ui::netplay::NetAsk),
}

/// Opens the window on its `Launch`; a script's events join the log before the first snapshot.
pub(crate) fn plugin(app: &mut App) {
    app.add_systems(Startup, launch).add_systems(
        EguiPrimaryContextPass,
        show_script_log.before(crate::ui::sets::UiSet::Snapshot),
    );
}

fn launch(world: &mut World) {
    let launch = world.remove_resource::<Launch>().unwrap_or_default();
    open(world, launch);
}

/// `aguja play LEVEL` skips the title; `--script` starts from a scripted moment.
pub fn open(world: &mut World, launch: Launch) {
    match launch {
        Launch::Title => {}
        Launch::Net(ask) => {
            world.write_message(ask);
        }
        // Once the title has read the campaigns (`flow::launch_campaign`).
        Launch::Campaign(campaign) => world.insert_resource(campaign),
        Launch::Save { loaded, path } => {
            crate::ui::saves::continue_fight(world, *loaded);
            world.resource_mut::<Keep>().status = Some(format!("Loaded {}", short(&path)));
        }
        Launch::Replay { file, path } => crate::ui::saves::start_watching(world, *file, &path),
        Launch::Script { run, seating } => {
            let run = *run;
            world.insert_resource(seating.table(run.state.fighters.iter().map(|f| f.side)));
            crate::combat::install(world, run.state, run.roster);
            world.insert_resource(ScriptLog(run.events));
            world
                .resource_mut::<NextState<Screen>>()
                .set(Screen::Combat);
        }
        Launch::Level {
            path,
            encounter,
            seed,
            seating,
        } => {
            let heroes = encounter
                .members
                .iter()
                .filter(|m| m.side == crate::content::Side::Heroes)
                .count();
            let (heroes, dark_lord) = seating.seats(heroes);
            let setup = StartSetup {
                path,
                encounter: *encounter,
                heroes,
                dark_lord,
                seed,
            };
            crate::ui::screens::combat::start(world, setup);
        }
    }
}

/// The events of a script the window started from, shown in its log.
#[derive(Resource)]
struct ScriptLog(Vec<crate::combat::CombatEvent>);

fn show_script_log(world: &mut World) {
    if let Some(ScriptLog(events)) = world.remove_resource::<ScriptLog>() {
        // The script's moves happened before the window showed: not animated again.
        let mut fx = world.resource_mut::<crate::ui::screens::combat::fx::Fx>();
        fx.seen = events.len();
        fx.started = true;
        // After install's CombatStarted has cleared the log.
        world.resource_mut::<CombatLog>().events = events;
    }
}
