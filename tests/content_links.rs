//! Links under levels/ or assets/: followed, but each real folder is read once. A link back up
//! (a loop) used to be followed as deep as paths go, reading the same level hundreds of times;
//! now it is skipped, and `aguja check` says so in a warning line.

use crate::common::scratch;
use aguja::content::check::check_paths;
use aguja::content::load::find_ron_files;
use aguja::content::{assets_dir, levels_dir};
use std::os::unix::fs::symlink;
use std::process::Command;

/// A scratch folder holding `deeper/seed-example.ron`.
fn one_level() -> crate::common::Scratch {
    let dir = scratch("links");
    std::fs::create_dir(dir.join("deeper")).unwrap();
    std::fs::copy(
        levels_dir().join("seed-example.ron"),
        dir.join("deeper/seed-example.ron"),
    )
    .unwrap();
    dir
}

#[test]
fn a_link_back_up_is_skipped_with_a_warning_and_each_level_read_once() {
    let dir = one_level();
    symlink("..", dir.join("deeper/back")).unwrap();

    let found = find_ron_files(&dir).unwrap();
    assert_eq!(found.files, vec![dir.join("deeper/seed-example.ron")]);
    assert_eq!(found.skipped, vec![dir.join("deeper/back")]);

    let report = check_paths(&[dir.to_path_buf()], &assets_dir(), &levels_dir());
    assert!(report.errors.is_empty(), "{:?}", report.errors);
    assert_eq!(report.encounter_files, 1);
    assert_eq!(report.warnings.len(), 1, "{:?}", report.warnings);

    let out = Command::new(env!("CARGO_BIN_EXE_aguja"))
        .arg("check")
        .arg(&*dir)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stdout}\n{stderr}");
    assert!(stdout.contains("and 1 encounter files"), "{stdout}");
    let warning = format!(
        "warning: {}: leads to a folder already read",
        dir.join("deeper/back").display()
    );
    assert!(stderr.contains(&warning), "{stderr}");
}

// A second link to a folder is skipped too, and the folder is read under its own path, whatever
// the names' order ("again" comes before "deeper").
#[test]
fn a_second_way_into_a_folder_is_skipped_and_the_real_path_kept() {
    let dir = one_level();
    symlink("deeper", dir.join("again")).unwrap();
    let found = find_ron_files(&dir).unwrap();
    assert_eq!(found.files, vec![dir.join("deeper/seed-example.ron")]);
    assert_eq!(found.skipped, vec![dir.join("again")]);
}
