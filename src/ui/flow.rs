//! The window's systems: take a snapshot of the combat, draw the screen for it, carry out what
//! the player clicked, pace the automatic players so a human can follow, and move between the
//! title, combat and result screens.

use super::draft::Draft;
use super::fx::Fx;
use super::game::CurrentGame;
use super::handoff::HandOff;
use super::intent::{Intent, ReactionPolicy, apply};
use super::keep::{Keep, short};
use super::panels::combat::CombatScreen;
use super::panels::title::TitleDraft;
use super::screen::Screen;
use super::setup::{Owner, SeatPlan, Seating, StartSetup};
use super::snapshot::Snapshot;
use crate::combat::{CombatLog, PendingDecision, Request, Roster, RoundInfo, StepBudget};
use crate::hot_reload::LevelCatalog;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use std::path::PathBuf;

/// What the command line asked the window to open on, already loaded (and so checked) before
/// the window opened.
#[derive(Resource, Debug, Default)]
pub enum Launch {
    /// The title screen.
    #[default]
    Title,
    /// `aguja play LEVEL`: straight into this encounter.
    Level {
        path: PathBuf,
        encounter: crate::content::Encounter,
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
}

/// How fast the automatic players move, so that a human can follow.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Speed {
    Slow,
    #[default]
    Normal,
    Fast,
    Instant,
}

impl Speed {
    pub const ALL: [Speed; 4] = [Speed::Slow, Speed::Normal, Speed::Fast, Speed::Instant];

    fn delay(self) -> f32 {
        match self {
            Speed::Slow => 1.0,
            Speed::Normal => 0.45,
            Speed::Fast => 0.15,
            Speed::Instant => 0.0,
        }
    }
}

#[derive(Resource, Clone, Debug, Default)]
pub struct Pace {
    pub speed: Speed,
    wait: f32,
    seen: usize,
}

/// Clicks waiting to be carried out this frame.
#[derive(Resource, Default)]
pub struct PendingIntents(pub Vec<Intent>);

/// The window: the logic below plus the camera and the egui screens, and the AI thinking off
/// the main thread so that a frame never waits for it.
pub fn plugin(app: &mut App) {
    app.add_plugins(logic_plugin)
        .insert_resource(crate::control::ai_seat::ThinkInBackground)
        .insert_resource(Keep {
            autosave: true,
            ..default()
        })
        .add_systems(
            Update,
            // Before the pipeline, so that a finished answer is applied in the same frame.
            crate::control::ai_seat::think_in_background.before(crate::combat::driver::drive),
        )
        .add_systems(Startup, (spawn_camera, launch))
        .add_systems(
            EguiPrimaryContextPass,
            (refresh_snapshot, draw, apply_intents).chain(),
        );
}

/// Screens, seats, pacing and the move to the result, without rendering: what tests drive.
pub fn logic_plugin(app: &mut App) {
    app.init_state::<Screen>()
        .add_plugins(super::keep::plugin)
        .init_resource::<Draft>()
        .init_resource::<TitleDraft>()
        .init_resource::<Fx>()
        .init_resource::<ReactionPolicy>()
        .init_resource::<SeatPlan>()
        .init_resource::<HandOff>()
        .init_resource::<Pace>()
        .init_resource::<PendingIntents>()
        .insert_resource(StepBudget {
            max_decisions: 1,
            ..default()
        })
        .add_systems(
            Update,
            (pace, auto_pass)
                .before(crate::combat::driver::drive)
                .run_if(in_state(Screen::Combat)),
        )
        .add_systems(
            Update,
            (absorb_fx, to_result)
                .chain()
                .after(crate::combat::log::record)
                .run_if(in_state(Screen::Combat)),
        );
}

fn spawn_camera(mut commands: Commands) {
    commands.spawn(Camera2d);
}

fn launch(world: &mut World) {
    let launch = world.remove_resource::<Launch>().unwrap_or_default();
    open(world, launch);
}

/// `aguja play LEVEL` skips the title; `--script` starts from a scripted moment.
pub fn open(world: &mut World, launch: Launch) {
    match launch {
        Launch::Title => {}
        Launch::Save { loaded, path } => {
            super::keep::continue_fight(world, *loaded);
            world.resource_mut::<Keep>().status = Some(format!("Loaded {}", short(&path)));
        }
        Launch::Replay { file, path } => super::keep::start_watching(world, *file, &path),
        Launch::Script { run, seating } => {
            let run = *run;
            let plan = seating.plan(run.state.fighters.iter().map(|f| f.side));
            world.insert_resource(plan.seats());
            world.insert_resource(plan);
            world.insert_resource(HandOff::default());
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
            let (heroes, dark_lord) = seating.owners(heroes);
            let setup = StartSetup {
                path,
                encounter,
                heroes,
                dark_lord,
                seed,
            };
            apply(world, Intent::Start(Box::new(setup)));
        }
    }
}

/// The events of a script the window started from, shown in its log.
#[derive(Resource)]
struct ScriptLog(Vec<crate::combat::CombatEvent>);

fn refresh_snapshot(world: &mut World) {
    if let Some(ScriptLog(events)) = world.remove_resource::<ScriptLog>() {
        // After install's CombatStarted has cleared the log.
        world.resource_mut::<CombatLog>().events = events;
    }
    let screen = *world.resource::<State<Screen>>().get();
    if screen != Screen::Title && world.contains_resource::<Roster>() {
        let snapshot = Snapshot::capture(world);
        world.insert_resource(snapshot);
    }
}

#[allow(clippy::too_many_arguments)]
fn draw(
    mut contexts: EguiContexts,
    screen: Res<State<Screen>>,
    snap: Option<Res<Snapshot>>,
    catalog: Res<LevelCatalog>,
    mut title: ResMut<TitleDraft>,
    mut draft: ResMut<Draft>,
    fx: Res<Fx>,
    policy: Res<ReactionPolicy>,
    plan: Res<SeatPlan>,
    handoff: Res<HandOff>,
    mut pace: ResMut<Pace>,
    (keep, game): (Res<Keep>, Option<Res<CurrentGame>>),
    mut intents: ResMut<PendingIntents>,
    mut styled: Local<bool>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    if !*styled {
        super::panels::style(ctx);
        *styled = true;
    }
    let mut ui = egui::Ui::new(
        ctx.clone(),
        "screen".into(),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(ctx.viewport_rect()),
    );
    let intent = match (screen.get(), snap) {
        (Screen::Title, _) | (_, None) => {
            let default = crate::content::levels_dir().join("seed-example.ron");
            title.prepare(&catalog.0, Some(&default));
            // Before the title's own panels, so that it takes the right edge whole.
            let kept = super::panels::shelf::shelf(&mut ui, &keep);
            super::panels::title::title(&mut ui, &catalog.0, &mut title).or(kept)
        }
        (Screen::Combat, Some(snap)) => {
            // Not over the hand-off cover: that screen is the next player's alone.
            if handoff.due(&snap.state.pending, &plan).is_none() {
                speed_bar(ctx, &mut pace.speed);
            }
            let view = CombatScreen {
                snap: &snap,
                fx: &fx,
                policy: &policy,
                plan: &plan,
                handoff: &handoff,
                keep: &keep,
            };
            let quick_save = ctx.input(|i| i.key_pressed(egui::Key::F5));
            let clicked = super::panels::combat::combat(&mut ui, &view, &mut draft);
            clicked.or(quick_save.then_some(Intent::Save))
        }
        (Screen::Result, Some(snap)) => {
            super::panels::result::result(&mut ui, &snap, &keep, game.is_some())
        }
    };
    intents.0.extend(intent);
    Ok(())
}

/// The automatic players' speed, in the top right corner of the combat screen, clear of the
/// status line.
fn speed_bar(ctx: &egui::Context, speed: &mut Speed) {
    egui::Area::new("speed".into())
        .anchor(egui::Align2::RIGHT_TOP, egui::vec2(-10.0, 6.0))
        .show(ctx, |ui| {
            ui.horizontal(|ui| {
                ui.label("Speed:");
                for s in Speed::ALL {
                    ui.selectable_value(speed, s, format!("{s:?}"));
                }
            });
        });
}

fn apply_intents(world: &mut World) {
    let intents = std::mem::take(&mut world.resource_mut::<PendingIntents>().0);
    for intent in intents {
        if matches!(intent, Intent::Start(_) | Intent::PlayAgain) {
            *world.resource_mut::<Draft>() = Draft::default();
        }
        apply(world, intent);
    }
}

/// Holds the pipeline a moment after each change, so that moves can be followed.
fn pace(
    time: Res<Time<Real>>,
    log: Res<CombatLog>,
    fx: Res<Fx>,
    mut pace: ResMut<Pace>,
    mut budget: ResMut<StepBudget>,
) {
    let speed = pace.speed;
    if log.events.len() != pace.seen {
        pace.seen = log.events.len();
        pace.wait = speed.delay();
    }
    pace.wait = (pace.wait - time.delta_secs()).max(0.0);
    budget.max_decisions = if speed == Speed::Instant { u64::MAX } else { 1 };
    budget.hold = pace.wait > 0.0 || (speed != Speed::Instant && fx.busy(time.elapsed_secs_f64()));
}

/// A seat that chose "never ask" for every reaction it could take passes without a prompt.
fn auto_pass(
    mut pending: ResMut<PendingDecision>,
    plan: Res<SeatPlan>,
    policy: Res<ReactionPolicy>,
) {
    if pending.answer.is_some() {
        return;
    }
    let Some(Request::React {
        reactor, options, ..
    }) = &pending.request
    else {
        return;
    };
    let Owner::Player(player) = plan.owner(*reactor) else {
        return;
    };
    if options
        .iter()
        .all(|o| policy.never.contains(&(player, o.action)))
    {
        pending.answer = Some(crate::combat::Decision::Pass);
    }
}

fn absorb_fx(
    time: Res<Time<Real>>,
    log: Res<CombatLog>,
    round: Res<crate::combat::Needle>,
    mut fx: ResMut<Fx>,
) {
    let now = time.elapsed_secs_f64();
    fx.absorb(&log.events, now);
    fx.slide_needle(round.0 as f32, time.delta_secs());
}

/// The result screen, a moment after the last blow so that it can be seen.
fn to_result(
    time: Res<Time<Real>>,
    round: Res<RoundInfo>,
    pace: Res<Pace>,
    mut since: Local<Option<f64>>,
    mut next: ResMut<NextState<Screen>>,
) {
    if round.outcome.is_none() {
        *since = None;
        return;
    }
    let now = time.elapsed_secs_f64();
    let start = *since.get_or_insert(now);
    let linger = if pace.speed == Speed::Instant {
        0.0
    } else {
        1.5
    };
    if now - start >= linger {
        *since = None;
        next.set(Screen::Result);
    }
}

/// `--frame-report`: CPU time per frame of the game's own systems (the combat pipeline, the
/// screens' layout, pacing and animations) and of the whole main world (with Bevy's and egui's
/// own systems), and the peak memory, printed when the window closes.
pub fn frame_report_plugin(app: &mut App) {
    app.init_resource::<FrameTimes>()
        .add_systems(First, |mut t: ResMut<FrameTimes>| {
            t.frame_start = Some(std::time::Instant::now());
            t.ours = 0.0;
        })
        .add_systems(
            Update,
            (
                span_start
                    .before(pace)
                    .before(auto_pass)
                    .before(crate::combat::driver::drive),
                span_end.after(to_result).after(crate::combat::log::record),
                autoplay,
            ),
        )
        .add_systems(
            EguiPrimaryContextPass,
            (
                span_start.before(refresh_snapshot),
                span_end.after(apply_intents),
            ),
        )
        .add_systems(Last, frame_end);
}

fn span_start(mut t: ResMut<FrameTimes>) {
    t.span_start = Some(std::time::Instant::now());
}

fn span_end(mut t: ResMut<FrameTimes>) {
    if let Some(start) = t.span_start.take() {
        t.ours += start.elapsed().as_secs_f64() * 1000.0;
    }
}

/// For the report: the AI plays every side at the normal pace; the window closes on the result.
fn autoplay(
    mut seats: ResMut<crate::control::Seats>,
    mut plan: ResMut<SeatPlan>,
    screen: Res<State<Screen>>,
    mut frames_on_result: Local<u32>,
    mut exit: MessageWriter<AppExit>,
) {
    plan.hand_all_to_ai(&mut seats);
    if *screen.get() == Screen::Result {
        *frames_on_result += 1;
        if *frames_on_result > 30 {
            exit.write(AppExit::Success);
        }
    }
}

#[derive(Resource, Default)]
pub struct FrameTimes {
    frame_start: Option<std::time::Instant>,
    span_start: Option<std::time::Instant>,
    ours: f64,
    /// Per frame: (our systems, the whole main world), in milliseconds.
    pub millis: Vec<(f64, f64)>,
}

fn frame_end(mut times: ResMut<FrameTimes>, mut exits: MessageReader<AppExit>) {
    if let Some(start) = times.frame_start.take() {
        let all = start.elapsed().as_secs_f64() * 1000.0;
        let ours = times.ours;
        times.millis.push((ours, all));
    }
    if exits.read().next().is_some() {
        let ours: Vec<f64> = times.millis.iter().map(|m| m.0).collect();
        let all: Vec<f64> = times.millis.iter().map(|m| m.1).collect();
        println!("frames: {}", ours.len());
        println!("the game's own systems, CPU per frame: {}", stats(&ours));
        println!("the whole main world, CPU per frame:   {}", stats(&all));
        println!(
            "peak memory: {}",
            peak_memory().unwrap_or_else(|| "unknown".into())
        );
    }
}

/// "mean 1.20 ms, p50 …, p95 …, max …".
pub fn stats(millis: &[f64]) -> String {
    let mut sorted = millis.to_vec();
    sorted.sort_by(f64::total_cmp);
    let at = |q: f64| {
        sorted
            .get(((sorted.len() as f64 - 1.0) * q) as usize)
            .copied()
            .unwrap_or(0.0)
    };
    let mean = sorted.iter().sum::<f64>() / sorted.len().max(1) as f64;
    format!(
        "mean {mean:.2} ms, p50 {:.2} ms, p95 {:.2} ms, max {:.2} ms",
        at(0.5),
        at(0.95),
        at(1.0)
    )
}

/// The process's peak resident memory (Linux: VmHWM).
pub fn peak_memory() -> Option<String> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kb: f64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(format!("{:.0} MB", kb / 1024.0))
}
