//! Issue 6, acceptance 2: killing the game while it saves leaves the previous save loadable.
//! The game autosaves at every question of a headless fight; the test kills it at random
//! moments, many times, and checks after each kill that the save file loads. A temporary file
//! left behind shows that a kill landed in the middle of a write.

use crate::common;

use aguja::persist::SaveFile;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::Duration;

fn temporaries(dir: &Path) -> usize {
    std::fs::read_dir(dir)
        .unwrap()
        .filter(|e| {
            let name = e.as_ref().unwrap().file_name();
            name.to_string_lossy().ends_with(".tmp")
        })
        .count()
}

#[test]
fn killing_the_game_while_it_saves_leaves_the_previous_save_loadable() {
    let content = common::library();
    let dir = common::scratch("kill");
    let save = dir.join("autosave.ron");
    let level = Path::new(env!("CARGO_MANIFEST_DIR")).join("levels/10-hobgoblin-pass.ron");
    let mut rng = ChaCha8Rng::seed_from_u64(2);
    let (mut kills, mut mid_write, mut loaded) = (0, 0, 0);
    for round in 0..200u64 {
        let mut child = Command::new(env!("CARGO_BIN_EXE_aguja"))
            .args([
                "play",
                "--headless",
                "--seed",
                &round.to_string(),
                "--autosave",
            ])
            .arg(&save)
            .arg(&level)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("the game starts");
        std::thread::sleep(Duration::from_millis(rng.random_range(30..400)));
        let running = child.try_wait().unwrap().is_none();
        child.kill().unwrap();
        child.wait().unwrap();
        if running {
            kills += 1;
        }
        let left = temporaries(&dir);
        if left > 0 {
            mid_write += 1;
            for e in std::fs::read_dir(&dir).unwrap() {
                let path = e.unwrap().path();
                if path.to_string_lossy().ends_with(".tmp") {
                    std::fs::remove_file(path).unwrap();
                }
            }
        }
        if save.exists() {
            SaveFile::load(&save, content.clone()).unwrap_or_else(|e| {
                panic!("after kill {kills} the save does not load: {e}");
            });
            loaded += 1;
        }
        if mid_write >= 3 && round >= 20 {
            break;
        }
    }
    println!("{kills} kills, {mid_write} in the middle of a write, the save loaded {loaded} times");
    assert!(kills > 0 && loaded > 0);
    assert!(mid_write > 0, "no kill landed in the middle of a write");
}

/// Puts in `dir` what killed writes left behind, and files that only look like it; returns
/// the names of both.
fn leftovers(dir: &Path) -> ([&'static str; 2], [&'static str; 3]) {
    // No process has an id this high (Linux allows at most 2^22).
    let stale = [
        "autosave.ron.999999999.tmp",
        "seed-example.ron.999999998.tmp",
    ];
    let others = ["notes.tmp", "autosave.ron.12a.tmp", "seed-example.ron"];
    std::fs::create_dir_all(dir).unwrap();
    for name in stale.iter().chain(&others) {
        std::fs::write(dir.join(name), "x").unwrap();
    }
    (stale, others)
}

// The window, when it starts, removes the temporary files of writes cut short in saves/ (and
// replays/), and nothing else.
#[test]
fn the_window_removes_what_a_killed_write_left_in_saves_at_start() {
    let root = common::scratch("leftovers");
    let saves = root.join("saves");
    let (stale, others) = leftovers(&saves);
    let mut app = aguja::headless_app_with(common::library(), aguja::ui::logic_plugin);
    app.insert_resource(aguja::ui::saves::Keep::at(&root));
    app.update();
    for name in stale {
        assert!(!saves.join(name).exists(), "{name}");
    }
    for name in others {
        assert!(saves.join(name).exists(), "{name}");
    }
}

// `aguja play --headless --autosave FILE` removes what a killed write of FILE left; another
// file's leftovers in the same folder are not its business.
#[test]
fn a_headless_fight_removes_what_a_killed_write_of_its_save_left() {
    let dir = common::scratch("leftovers");
    let (stale, others) = leftovers(&dir);
    let level = Path::new(env!("CARGO_MANIFEST_DIR")).join("levels/seed-example.ron");
    let out = Command::new(env!("CARGO_BIN_EXE_aguja"))
        .args(["play", "--headless", "--autosave"])
        .arg(dir.join("autosave.ron"))
        .arg(&level)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(!dir.join(stale[0]).exists());
    assert!(dir.join(stale[1]).exists());
    for name in others {
        assert!(dir.join(name).exists(), "{name}");
    }
}
