//! The game window: egui screens over the same rules engine the tests drive headless. Screens
//! are functions of a `Snapshot` returning an `Intent`; decisions reach the rules only through
//! `PendingDecision`, exactly as the AI's and scripts' do.

pub mod about;
pub mod auto_pass;
pub mod decision_words;
pub mod draft;
pub mod draw;
pub mod editor;
pub mod fonts;
pub mod frame_report;
pub mod fx;
pub mod fx_view;
pub mod game;
pub mod glossary;
pub mod goal_words;
pub mod handoff;
pub mod hover;
pub mod icons;
pub mod intent;
pub mod keep;
pub mod keys;
pub mod launch;
pub mod library;
pub mod overlay;
pub mod pace;
pub mod palette;
pub mod panels;
pub mod proposed;
pub mod screen;
pub mod screenshot;
pub mod settings;
pub mod settings_file;
pub mod settings_store;
pub mod setup;
pub mod snapshot;
pub mod story;
pub mod theme;
pub mod tutorial;

use crate::content::catalog::Catalog;
use bevy::prelude::*;
use bevy_egui::EguiPlugin;

/// The window: the logic below, the screens drawn with egui, what the command line opened it on,
/// and the AI thinking off the main thread so that a frame never waits for it.
pub fn plugin(app: &mut App) {
    app.add_plugins((
        logic_plugin,
        draw::plugin,
        fx_view::plugin,
        about::plugin,
        overlay::plugin,
        settings_store::plugin,
        tutorial::overlay_plugin,
        launch::plugin,
    ))
    .insert_resource(crate::control::ai_seat::ThinkInBackground)
    .insert_resource(keep::Keep {
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
    app.init_state::<screen::Screen>()
        .add_plugins((
            keep::plugin,
            fx::plugin,
            pace::plugin,
            auto_pass::plugin,
            tutorial::plugin,
        ))
        .add_systems(
            Update,
            intent::hand_over_concession
                .after(crate::control::ai_seat::think_in_background)
                .before(crate::combat::driver::drive),
        )
        .init_resource::<settings::Settings>()
        .init_resource::<intent::HeldMove>()
        .init_resource::<draft::Draft>()
        .init_resource::<panels::title::TitleDraft>()
        .init_resource::<handoff::HandOff>();
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
