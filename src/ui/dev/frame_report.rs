//! `--frame-report`: the AI plays every side at the normal pace while the CPU time of each
//! frame is measured, and the figures and the peak memory are printed when the window closes.
//! The time between frames while the AI thinks says whether the window stays responsive then
//! (the thinking ring turns, Esc is read): the AI thinks off the main thread.

use crate::control::Seats;
use crate::control::ai_seat::Thinking;
use crate::ui::screens::Screen;
use crate::ui::sets::UiSet;
use bevy::prelude::*;
use bevy_egui::EguiPrimaryContextPass;

/// `--frame-report`: CPU time per frame of the game's own systems (the combat pipeline, the
/// screens' layout, pacing and animations) and of the whole main world (with Bevy's and egui's
/// own systems), and the peak memory, printed when the window closes.
pub fn plugin(app: &mut App) {
    app.init_resource::<FrameTimes>()
        .add_systems(First, |mut t: ResMut<FrameTimes>| {
            t.frame_start = Some(std::time::Instant::now());
            t.ours = 0.0;
        })
        .add_systems(
            Update,
            (
                span_start.before(UiSet::Think),
                span_end.after(UiSet::Leave),
                autoplay,
            ),
        )
        .add_systems(
            EguiPrimaryContextPass,
            (
                span_start.before(UiSet::Snapshot),
                span_end.after(UiSet::Send),
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

/// For the report: the AI plays every side at the normal pace (the players' seats at normal
/// strength, the AI's at theirs: `--dark-lord hard` measures Hard's thinking); the window closes
/// on the result.
fn autoplay(
    mut seats: ResMut<Seats>,
    screen: Res<State<Screen>>,
    mut frames_on_result: Local<u32>,
    mut exit: MessageWriter<AppExit>,
) {
    seats.hand_players_to_ai();
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
    last_end: Option<std::time::Instant>,
    /// Per frame ended while the AI was thinking: the time since the previous frame ended, in
    /// milliseconds (rendering included: what a player waits between two pictures).
    pub thinking_gaps: Vec<f64>,
}

fn frame_end(
    mut times: ResMut<FrameTimes>,
    thinking: Option<Res<Thinking>>,
    mut exits: MessageReader<AppExit>,
) {
    let now = std::time::Instant::now();
    if let Some(start) = times.frame_start.take() {
        let all = now.duration_since(start).as_secs_f64() * 1000.0;
        let ours = times.ours;
        times.millis.push((ours, all));
    }
    if let (Some(last), true) = (times.last_end, thinking.is_some()) {
        let gap = now.duration_since(last).as_secs_f64() * 1000.0;
        times.thinking_gaps.push(gap);
    }
    times.last_end = Some(now);
    if exits.read().next().is_some() {
        let ours: Vec<f64> = times.millis.iter().map(|m| m.0).collect();
        let all: Vec<f64> = times.millis.iter().map(|m| m.1).collect();
        println!("frames: {}", ours.len());
        println!("the game's own systems, CPU per frame: {}", stats(&ours));
        println!("the whole main world, CPU per frame:   {}", stats(&all));
        println!(
            "while the AI thought ({} frames), time between frames: {}",
            times.thinking_gaps.len(),
            stats(&times.thinking_gaps)
        );
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
