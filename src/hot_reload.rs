//! Hot reload: the game polls the content and level folders and swaps in what changed, so a
//! designer sees an edit without a restart. A broken edit keeps the last good version and its
//! errors wait in the catalog for the screens to show.

use crate::content::catalog::{Catalog, Change};
use bevy::prelude::*;
use std::time::Duration;

/// The library and the encounter list the game plays from.
#[derive(Resource, Debug)]
pub struct LevelCatalog(pub Catalog);

/// How often the folders are polled. Polling a few dozen small files is cheap, needs no
/// platform file watcher, and behaves the same headless.
#[derive(Resource, Debug)]
pub struct ReloadPoll(pub Timer);

impl Default for ReloadPoll {
    fn default() -> Self {
        ReloadPoll(Timer::new(Duration::from_millis(500), TimerMode::Repeating))
    }
}

/// Something changed on disk and was reloaded (or refused): for toasts and the title screen.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct ContentChanged(pub Change);

/// Polls the folders of the `LevelCatalog` resource, which the app inserts.
pub fn plugin(app: &mut App) {
    app.init_resource::<ReloadPoll>()
        .add_message::<ContentChanged>()
        .add_systems(Update, poll.run_if(resource_exists::<LevelCatalog>));
}

fn poll(
    time: Res<Time<Real>>,
    mut timer: ResMut<ReloadPoll>,
    mut catalog: ResMut<LevelCatalog>,
    mut changed: MessageWriter<ContentChanged>,
) {
    timer.0.tick(time.delta());
    if !timer.0.just_finished() && !timer.0.duration().is_zero() {
        return;
    }
    for change in catalog.0.refresh() {
        match &change {
            Change::LibraryBroken(e) | Change::LevelBroken(_, e) => {
                warn!("content edit refused, keeping the last good version:\n{e}")
            }
            other => info!("reloaded: {other:?}"),
        }
        changed.write(ContentChanged(change));
    }
}
