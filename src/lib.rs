//! Aguja: a turn-based tactical combat game where a needle sweeping down the AP track decides
//! who acts. The rules engine runs headless; the window, the AI and the tools drive it.

pub mod ai;
pub mod art;
pub mod campaign;
pub mod cli;
pub mod combat;
pub mod content;
pub mod control;
pub mod hot_reload;
pub mod net;
pub mod persist;
pub mod rules;
pub mod script;
pub mod sim;
pub mod ui;

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use std::sync::Arc;

/// A windowless app with the rules engine and the controllers: for tests, scripts, the
/// simulator and the CLI. Drive it with `app.update()`.
pub fn headless_app(content: Arc<content::Content>) -> App {
    headless_app_with(content, |_: &mut App| {})
}

/// A headless app that runs its systems on the calling thread only: for an app run from inside
/// another app's system (a save or replay played back to check it when the title opens).
/// Nested multi-threaded executors share one task pool, and with few threads the outer
/// scope and the inner one can each wait for the other for ever.
pub fn nested_headless_app(content: Arc<content::Content>) -> App {
    let mut app = headless_app(content);
    let mut schedules = app.world_mut().resource_mut::<Schedules>();
    for (_, schedule) in schedules.iter_mut() {
        schedule.set_executor(bevy::ecs::schedule::SingleThreadedExecutor::new());
    }
    app
}

/// `headless_app` with more plugins (the screens' logic, in the UI tests).
pub fn headless_app_with<M>(
    content: Arc<content::Content>,
    more: impl bevy::app::Plugins<M>,
) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin))
        .insert_resource(combat::ContentDb(content))
        .add_plugins((combat::plugin, control::plugin))
        .add_plugins(more);
    app.finish();
    app.cleanup();
    app
}
