//! The settings in the window: read from disk at start-up (a broken file gives the defaults and
//! a notice), written back a moment after they change, and applied to egui (scale, text size,
//! palette) and to the automatic players' pace.

use crate::control::ai_seat::{AiBudget, HardTimePinned};
use crate::ui::screens::combat::Pace;
use crate::ui::windows::settings::Settings;
use crate::ui::windows::settings::file::{self as settings_file, SettingsError};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

/// Seconds after the last change before the settings are written (a slider drags for a while).
const SAVE_AFTER: f64 = 0.6;

/// A problem with the settings file, shown in the Settings window until it is closed.
#[derive(Resource, Clone, Debug, Default)]
pub struct SettingsNotice(pub Option<String>);

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<SettingsNotice>()
        .add_systems(PreStartup, load_settings)
        .add_systems(Update, (follow_speed, follow_hard_time, save_when_changed))
        .add_systems(EguiPrimaryContextPass, apply_to_egui);
}

fn load_settings(mut commands: Commands) {
    let Some(path) = settings_file::settings_path() else {
        return;
    };
    let (settings, problem) = settings_file::load(&path);
    if let Some(problem) = &problem {
        eprintln!("{problem}");
    }
    commands.insert_resource(settings);
    commands.insert_resource(SettingsNotice(problem.map(|p| p.to_string())));
}

/// One speed: the speed bar changes the pace, the Settings window the setting.
fn follow_speed(mut settings: ResMut<Settings>, mut pace: ResMut<Pace>) {
    if settings.is_changed() && pace.speed != settings.speed {
        pace.speed = settings.speed;
    } else if pace.is_changed() && pace.speed != settings.speed {
        settings.speed = pace.speed;
    }
}

/// Hard's thinking time follows the setting, unless the command line gave one (`--hard-ms`).
fn follow_hard_time(
    settings: Res<Settings>,
    budget: Option<ResMut<AiBudget>>,
    pinned: Option<Res<HardTimePinned>>,
) {
    if let (true, Some(mut budget), None) = (settings.is_changed(), budget, pinned) {
        budget.0 = budget.0.with_ms(settings.hard_ms);
    }
}

fn save_when_changed(
    time: Res<Time<Real>>,
    settings: Res<Settings>,
    mut notice: ResMut<SettingsNotice>,
    mut dirty_since: Local<Option<f64>>,
    mut first: Local<bool>,
) {
    let now = time.elapsed_secs_f64();
    if settings.is_changed() {
        // The first change is the file's own settings arriving.
        if *first {
            *dirty_since = Some(now);
        }
        *first = true;
    }
    let Some(since) = *dirty_since else {
        return;
    };
    if now - since < SAVE_AFTER {
        return;
    }
    *dirty_since = None;
    if let Some(path) = settings_file::settings_path()
        && let Err(e @ SettingsError::NotSaved { .. }) = settings_file::save(&path, &settings)
    {
        notice.0 = Some(e.to_string());
    }
}

/// Scale, text size and palette, whenever they change.
fn apply_to_egui(
    mut contexts: EguiContexts,
    settings: Res<Settings>,
    mut applied: Local<Option<(f32, f32, crate::ui::widgets::palette::Palette)>>,
) -> Result {
    let wanted = (settings.ui_scale, settings.text_size, settings.palette);
    if *applied == Some(wanted) {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    ctx.set_zoom_factor(settings.ui_scale);
    crate::ui::widgets::text_sizes(ctx, settings.text_size);
    crate::ui::widgets::palette::hand_to_egui(ctx, settings.palette);
    *applied = Some(wanted);
    Ok(())
}
