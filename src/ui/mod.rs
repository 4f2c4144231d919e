//! The game window: egui screens over the same rules engine the tests drive headless. It is a
//! house of rooms: `screens/` (title, combat, result), `windows/` over them (pause, settings,
//! help, library, editor, about, tutorial), `widgets/` they share, `dev/` tools, and the areas
//! `saves/` and `seating`. Panels are functions of a `Snapshot` returning an `Ask`, one area's
//! message; decisions reach the rules only through `PendingDecision`, exactly as the AI's and
//! scripts' do. The order of a frame is `sets::UiSet`.

pub mod ask;
pub mod dev;
pub mod launch;
pub mod netplay;
pub mod saves;
pub mod screens;
pub mod seating;
pub mod sets;
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
        snapshot::plugin,
        widgets::plugin,
        windows::plugin,
        launch::plugin,
    ))
    .insert_resource(crate::control::ai_seat::ThinkInBackground)
    .insert_resource(saves::Keep {
        autosave: true,
        ..default()
    })
    .add_systems(Startup, |mut commands: Commands| {
        commands.spawn(Camera2d);
    })
    .add_systems(
        Update,
        crate::control::ai_seat::think_in_background.in_set(sets::UiSet::Think),
    );
}

/// Screens, seats, pacing and the move to the result, without rendering: what tests drive.
pub fn logic_plugin(app: &mut App) {
    app.add_plugins((
        sets::plugin,
        ask::plugin,
        screens::plugin,
        saves::plugin,
        windows::logic_plugin,
        netplay::plugin,
    ));
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
