//! The game window: egui screens over the same rules engine the tests drive headless. Screens
//! are functions of a `Snapshot` returning an `Intent`; decisions reach the rules only through
//! `PendingDecision`, exactly as the AI's and scripts' do.

pub mod dev;
pub mod draw;
pub mod intent;
pub mod launch;
pub mod saves;
pub mod screens;
pub mod seating;
pub mod snapshot;
pub mod widgets;
pub mod windows;

use crate::content::catalog::Catalog;
use bevy::prelude::*;
use bevy_egui::EguiPlugin;

/// The window: the logic below, the screens drawn with egui, what the command line opened it on,
/// and the AI thinking off the main thread so that a frame never waits for it.
pub fn plugin(app: &mut App) {
    app.add_plugins((
        logic_plugin,
        draw::plugin,
        screens::combat::fx_view::plugin,
        windows::about::plugin,
        windows::plugin,
        windows::settings::store::plugin,
        windows::tutorial::overlay_plugin,
        launch::plugin,
    ))
    .insert_resource(crate::control::ai_seat::ThinkInBackground)
    .insert_resource(saves::Keep {
        autosave: true,
        ..default()
    })
    .add_systems(
        Update,
        // Before the pipeline, so that a finished answer is applied in the same frame.
        crate::control::ai_seat::think_in_background.before(crate::combat::driver::drive),
    );
}

/// Screens, seats, pacing and the move to the result, without rendering: what tests drive.
pub fn logic_plugin(app: &mut App) {
    app.init_state::<screens::Screen>()
        .add_plugins((
            saves::plugin,
            screens::combat::fx::plugin,
            screens::combat::pace::plugin,
            screens::combat::auto_pass::plugin,
            windows::tutorial::plugin,
        ))
        .add_systems(
            Update,
            intent::hand_over_concession
                .after(crate::control::ai_seat::think_in_background)
                .before(crate::combat::driver::drive),
        )
        .init_resource::<windows::settings::Settings>()
        .init_resource::<intent::HeldMove>()
        .init_resource::<screens::combat::move_draft::Draft>()
        .init_resource::<screens::title::view::TitleDraft>()
        .init_resource::<screens::combat::handoff::HandOff>();
}

/// The game's window over `catalog`, opening on `launch`, `size` pixels wide and high; run it
/// with `app.run()`.
pub fn window_app(catalog: Catalog, launch: launch::Launch, size: (u32, u32)) -> App {
    let mut app = App::new();
    app.add_plugins(DefaultPlugins.set(WindowPlugin {
        primary_window: Some(Window {
            title: "Aguja".into(),
            resolution: size.into(),
            ..default()
        }),
        ..default()
    }))
    .add_plugins(EguiPlugin::default())
    .insert_resource(ClearColor(Color::srgb(0.08, 0.075, 0.07)))
    .insert_resource(crate::combat::ContentDb(catalog.content.clone()))
    .add_plugins((
        crate::combat::plugin,
        crate::control::plugin,
        crate::hot_reload::plugin,
    ))
    .insert_resource(crate::hot_reload::LevelCatalog(catalog))
    .add_plugins(plugin)
    .insert_resource(launch);
    app
}
