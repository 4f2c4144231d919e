//! Screenshot mode: render a screen, save it as PNG and exit. For CI, for docs/, for us.

use super::flow::{Pace, Speed};
use super::screen::Screen;
use super::setup::SeatPlan;
use crate::combat::{PendingDecision, Request};
use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured, save_to_disk};
use std::path::PathBuf;

/// Which screen to capture.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum ShotScreen {
    Title,
    Advantages,
    Combat,
    Result,
}

/// Where and when to take the picture.
#[derive(Resource, Clone, Debug)]
pub struct ShotPlan {
    pub path: PathBuf,
    /// Frames to wait once the screen is reached (layout and fonts settle in a few).
    pub frames: u32,
    pub screen: ShotScreen,
}

#[derive(Resource, Default)]
struct ShotProgress {
    frames_on_screen: u32,
    requested: bool,
    waited: u32,
    /// Distinct colours among sampled pixels, once captured: a blank frame has one or two.
    colours: Option<usize>,
}

/// Counts the distinct colours of a grid of pixels of the captured frame.
fn measure(captured: On<ScreenshotCaptured>, mut progress: ResMut<ShotProgress>) {
    let image = &captured.image;
    let (w, h) = (image.width() as usize, image.height() as usize);
    let Some(data) = image.data.as_ref() else {
        progress.colours = Some(0);
        return;
    };
    let mut seen = std::collections::HashSet::new();
    for y in (0..h).step_by(7) {
        for x in (0..w).step_by(7) {
            let i = (y * w + x) * 4;
            if let Some(px) = data.get(i..i + 3) {
                seen.insert([px[0], px[1], px[2]]);
            }
        }
    }
    progress.colours = Some(seen.len());
}

pub fn plugin(app: &mut App) {
    app.init_resource::<ShotProgress>()
        .add_systems(Startup, prepare)
        .add_systems(Update, (play_to_the_screen, shoot).chain());
}

fn prepare(plan: Res<ShotPlan>, mut pace: ResMut<Pace>) {
    if plan.screen == ShotScreen::Result {
        pace.speed = Speed::Instant;
    }
}

/// Gets the game to the wanted screen: the AI plays the heroes' advantages (and, for the
/// result, the whole fight).
fn play_to_the_screen(
    plan: Res<ShotPlan>,
    mut pending: ResMut<PendingDecision>,
    mut seats: ResMut<crate::control::Seats>,
    mut sp: ResMut<SeatPlan>,
) {
    match plan.screen {
        ShotScreen::Result => {
            sp.hand_all_to_ai(&mut seats);
        }
        ShotScreen::Combat => {
            if pending.answer.is_none()
                && let Some(Request::Advantage { options, .. }) = &pending.request
            {
                let first = options[0];
                pending.answer = Some(crate::combat::Decision::Advantage(first));
            }
        }
        ShotScreen::Title | ShotScreen::Advantages => {}
    }
}

fn on_screen(plan: &ShotPlan, screen: Screen, pending: &PendingDecision) -> bool {
    match plan.screen {
        ShotScreen::Title => screen == Screen::Title,
        ShotScreen::Advantages => matches!(pending.request, Some(Request::Advantage { .. })),
        ShotScreen::Combat => {
            screen == Screen::Combat
                && !matches!(pending.request, Some(Request::Advantage { .. }) | None)
        }
        ShotScreen::Result => screen == Screen::Result,
    }
}

fn shoot(
    mut commands: Commands,
    plan: Res<ShotPlan>,
    screen: Res<State<Screen>>,
    pending: Res<PendingDecision>,
    mut progress: ResMut<ShotProgress>,
    mut exit: MessageWriter<AppExit>,
) {
    if progress.requested {
        progress.waited += 1;
        // The capture arrives a few frames later, then is written.
        match progress.colours {
            Some(colours) if colours < 8 => {
                eprintln!("the screenshot is blank ({colours} colours): nothing was drawn");
                exit.write(AppExit::error());
            }
            Some(colours) if plan.path.exists() => {
                println!(
                    "screenshot saved: {} ({colours} colours)",
                    plan.path.display()
                );
                exit.write(AppExit::Success);
            }
            _ if progress.waited > 600 => {
                eprintln!("the screenshot was never written");
                exit.write(AppExit::error());
            }
            _ => {}
        }
        return;
    }
    if !on_screen(&plan, *screen.get(), &pending) {
        progress.frames_on_screen = 0;
        return;
    }
    progress.frames_on_screen += 1;
    if progress.frames_on_screen >= plan.frames {
        let _ = std::fs::remove_file(&plan.path);
        commands
            .spawn(Screenshot::primary_window())
            .observe(save_to_disk(plan.path.clone()))
            .observe(measure);
        progress.requested = true;
    }
}
