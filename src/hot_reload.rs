//! Hot reload: the game watches the content and level folders and swaps in what changed, so a
//! designer sees an edit without a restart. A broken edit keeps the last good version and its
//! errors wait in the catalog for the screens to show.

use crate::content::catalog::{Catalog, Change};
use crate::content::watch::FolderWatch;
use bevy::prelude::*;

/// The library and the encounter list the game plays from.
#[derive(Resource, Debug)]
pub struct LevelCatalog(pub Catalog);

/// Something changed on disk and was reloaded (or refused): for toasts and the title screen.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct ContentChanged(pub Change);

/// Reloads the folders of the `LevelCatalog` resource, which the app inserts, when they change.
pub fn plugin(app: &mut App) {
    app.add_message::<ContentChanged>()
        .add_systems(Update, reload.run_if(resource_exists::<LevelCatalog>));
}

/// The watch on the catalog's folders: started at the first update with a catalog, or off if
/// the platform refused one (the game goes on without hot reload).
#[derive(Default)]
enum Watch {
    #[default]
    NotYet,
    On(FolderWatch),
    Off,
}

fn reload(
    mut watch: Local<Watch>,
    mut catalog: ResMut<LevelCatalog>,
    mut changed: MessageWriter<ContentChanged>,
) {
    match &mut *watch {
        Watch::NotYet => {
            let folders = [catalog.0.assets.as_path(), catalog.0.levels.as_path()];
            *watch = match FolderWatch::new(&folders) {
                Ok(started) => Watch::On(started),
                Err(e) => {
                    warn!("hot reload is off: {e}");
                    Watch::Off
                }
            };
            // Edits made between the catalog's loading and the watch's start are caught now.
        }
        Watch::On(folders) => {
            if !folders.settled_change() {
                return;
            }
        }
        Watch::Off => return,
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
