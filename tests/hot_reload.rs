//! Hot reload as the game runs it: a level edited on disk is picked up once the file watcher
//! tells, a broken edit shows its error and keeps the last good version, the fix replaces it.

use aguja::content::catalog::{Catalog, Change};
use aguja::hot_reload::{ContentChanged, LevelCatalog};
use bevy::prelude::*;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

#[derive(Resource, Default)]
struct Seen(Vec<Change>);

fn remember(mut reader: MessageReader<ContentChanged>, mut seen: ResMut<Seen>) {
    seen.0.extend(reader.read().map(|m| m.0.clone()));
}

fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap().flatten() {
        let target = to.join(entry.file_name());
        if entry.path().is_dir() {
            copy_dir(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), target).unwrap();
        }
    }
}

struct Game {
    app: App,
    level: PathBuf,
    assets: PathBuf,
    /// Holds the game's folder until the game is done with it.
    _root: crate::common::Scratch,
}

impl Game {
    /// A game over a fresh copy of the library and one level, in a folder of its own.
    fn new(test: &str) -> Game {
        let root = crate::common::scratch(&format!("reload-{test}"));
        let assets = root.join("assets");
        copy_dir(&aguja::content::assets_dir(), &assets);
        let levels = root.join("levels");
        std::fs::create_dir_all(&levels).unwrap();
        let level = levels.join("arena.ron");
        write_level(&level, "The Arena");
        let mut app = App::new();
        app.add_plugins(MinimalPlugins)
            .add_plugins(aguja::hot_reload::plugin)
            .insert_resource(LevelCatalog(Catalog::load(&assets, &levels)))
            .init_resource::<Seen>()
            .add_systems(PostUpdate, remember);
        Game {
            app,
            level,
            assets,
            _root: root,
        }
    }

    /// One frame; what was reloaded in it.
    fn frame(&mut self) -> Vec<Change> {
        self.app.update();
        std::mem::take(&mut self.app.world_mut().resource_mut::<Seen>().0)
    }

    /// Frames until one reloads something (the watcher tells from a thread of its own, a
    /// little later on a loaded machine); what it reloaded. Fails after a generous wait.
    fn next_change(&mut self) -> Vec<Change> {
        let started = Instant::now();
        while started.elapsed() < Duration::from_secs(60) {
            let changes = self.frame();
            if !changes.is_empty() {
                return changes;
            }
            std::thread::sleep(Duration::from_millis(5));
        }
        panic!("no reload within a minute of an edit");
    }

    fn catalog(&self) -> &Catalog {
        &self.app.world().resource::<LevelCatalog>().0
    }

    /// The name of the level as the title screen lists it, and the error it shows.
    fn listed(&self) -> (Option<String>, Option<String>) {
        let entry = self.catalog().entry(&self.level).expect("listed");
        (
            entry.encounter.as_ref().map(|e| e.def.name.clone()),
            entry.errors.as_ref().map(|e| e.to_string()),
        )
    }
}

fn write_level(path: &Path, name: &str) {
    let text = format!(
        "(\n    name: \"{name}\",\n    level: 1,\n    heroes: [(kind: \"red_haggar\")],\n    minions: [(kind: \"goblin\")],\n)\n"
    );
    std::fs::write(path, text).unwrap();
}

#[test]
fn an_edit_shows_a_broken_edit_keeps_the_last_good_version_and_a_fix_updates() {
    let mut game = Game::new("edit");
    assert_eq!(game.listed(), (Some("The Arena".into()), None));
    assert!(game.frame().is_empty(), "nothing changed yet");

    // Edit: the new name is listed on the next frame.
    write_level(&game.level, "The Blood Arena");
    assert_eq!(
        game.next_change(),
        vec![Change::LevelLoaded(game.level.clone())]
    );
    assert_eq!(game.listed(), (Some("The Blood Arena".into()), None));

    // A broken edit: the error is shown, with its place; the last good version stays.
    let text = std::fs::read_to_string(&game.level).unwrap();
    std::fs::write(&game.level, text.replace("level: 1,", "level: 1")).unwrap();
    let changes = game.next_change();
    assert!(matches!(&changes[..], [Change::LevelBroken(p, _)] if *p == game.level));
    let (name, error) = game.listed();
    assert_eq!(name.as_deref(), Some("The Blood Arena"));
    let error = error.expect("the error is shown");
    assert!(
        error.ends_with("arena.ron:3:13: missing comma after this value"),
        "{error}"
    );
    assert_eq!(game.catalog().playable().count(), 1, "still playable");

    // The fix: updated, the error gone.
    write_level(&game.level, "The Sand Arena");
    assert_eq!(
        game.next_change(),
        vec![Change::LevelLoaded(game.level.clone())]
    );
    assert_eq!(game.listed(), (Some("The Sand Arena".into()), None));
}

#[test]
fn new_and_removed_levels_and_a_broken_library_are_picked_up() {
    let mut game = Game::new("list");
    let other = game.level.with_file_name("pit.ron");
    write_level(&other, "The Pit");
    assert_eq!(game.next_change(), vec![Change::LevelLoaded(other.clone())]);
    assert_eq!(game.catalog().playable().count(), 2);
    std::fs::remove_file(&other).unwrap();
    assert_eq!(
        game.next_change(),
        vec![Change::LevelRemoved(other.clone())]
    );
    assert_eq!(game.catalog().playable().count(), 1);

    // A broken library keeps the last good one; levels still resolve against it.
    let cast = game.assets.join("seed/cast.ron");
    let good = std::fs::read_to_string(&cast).unwrap();
    std::fs::write(&cast, good.replacen("cost: 3,", "cots: 3,", 1)).unwrap();
    let changes = game.next_change();
    assert!(
        matches!(&changes[0], Change::LibraryBroken(e) if e.contains("did you mean `cost`?")),
        "{changes:?}"
    );
    assert!(game.catalog().library_errors.is_some());
    assert!(game.catalog().content.kind_id("goblin").is_some());
    assert_eq!(game.listed(), (Some("The Arena".into()), None));
    std::fs::write(&cast, good).unwrap();
    let changes = game.next_change();
    assert_eq!(changes[0], Change::LibraryReloaded);
    assert!(game.catalog().library_errors.is_none());
}
