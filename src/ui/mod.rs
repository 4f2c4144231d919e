//! The game window: egui screens over the same rules engine the tests drive headless. Screens
//! are functions of a `Snapshot` returning an `Intent`; decisions reach the rules only through
//! `PendingDecision`, exactly as the AI's and scripts' do.

pub mod draft;
pub mod flow;
pub mod fx;
pub mod game;
pub mod handoff;
pub mod intent;
pub mod keep;
pub mod launch;
pub mod panels;
pub mod screen;
pub mod screenshot;
pub mod setup;
pub mod snapshot;

use crate::content::catalog::Catalog;
use bevy::prelude::*;
use bevy_egui::EguiPlugin;

pub use launch::WindowOptions;

/// Why the window could not open, in words that point at the headless commands.
pub fn no_display_message() -> Option<String> {
    let display = std::env::var_os("DISPLAY").filter(|d| !d.is_empty());
    if cfg!(target_os = "linux") && display.is_none() {
        return Some(
            "aguja: no display found (DISPLAY is not set), so the game window cannot open.\n\
             Without a screen you can still:\n  \
             aguja play --headless [LEVEL]   play a fight with automatic players and print the log\n  \
             aguja check                     validate the content and levels\n  \
             aguja script FILE               run a scenario script\n  \
             aguja soak / aguja bench        play thousands of fights\n\
             To see the window on a machine without a screen: \
             xvfb-run -s \"-screen 0 1280x800x24\" aguja play --screenshot shot.png"
                .into(),
        );
    }
    None
}

/// Opens the window and plays until it closes; returns the exit code.
pub fn run(options: WindowOptions) -> i32 {
    if let Some(message) = no_display_message() {
        eprintln!("{message}");
        return 2;
    }
    let catalog = Catalog::load(&crate::content::assets_dir(), &crate::content::levels_dir());
    if catalog.library_errors.is_some() && catalog.content.kinds.is_empty() {
        eprintln!(
            "The content library does not load:\n{}",
            catalog
                .library_errors
                .as_ref()
                .map(|e| e.to_string())
                .unwrap_or_default()
        );
        return 1;
    }
    // A bad level or script is reported before any window opens; what loads is handed over.
    let opening = match launch::opening(&options, &catalog) {
        Ok(opening) => opening,
        Err(message) => {
            eprintln!("{message}");
            return 1;
        }
    };
    let mut app = App::new();
    app.add_plugins(DefaultPlugins.set(WindowPlugin {
        primary_window: Some(Window {
            title: "Aguja".into(),
            resolution: (1280, 800).into(),
            ..default()
        }),
        ..default()
    }))
    .add_plugins(EguiPlugin::default())
    .insert_resource(ClearColor(Color::srgb(0.09, 0.1, 0.09)))
    .insert_resource(crate::combat::ContentDb(catalog.content.clone()))
    .add_plugins((
        crate::combat::plugin,
        crate::control::plugin,
        crate::hot_reload::plugin,
    ))
    .insert_resource(crate::hot_reload::LevelCatalog(catalog))
    .add_plugins(flow::plugin)
    .insert_resource(opening.launch);
    if let Some(draft) = opening.title {
        app.insert_resource(draft);
    }
    if let Some(plan) = options.screenshot.clone() {
        app.add_plugins(screenshot::plugin).insert_resource(plan);
    }
    if options.frame_report {
        app.add_plugins(flow::frame_report_plugin);
    }
    match app.run() {
        AppExit::Success => 0,
        AppExit::Error(code) => i32::from(code.get()),
    }
}
