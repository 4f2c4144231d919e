//! Icons from the designer's side: `aguja icons WORD` lists names, and `aguja check` rejects
//! a misspelled `icon` in every library file at its line and column, with the right name.

use aguja::content::check::check_paths;
use aguja::content::error::line_col;
use aguja::content::{assets_dir, levels_dir};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use crate::common::scratch;

fn aguja(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_aguja"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .unwrap()
}

#[test]
fn icons_lists_every_name_holding_the_words_with_its_author() {
    let out = aguja(&["icons", "goblin"]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}");
    let names: Vec<&str> = stdout
        .lines()
        .map(|l| l.split(' ').next().unwrap())
        .collect();
    assert_eq!(names, ["goblin", "goblin-camp", "goblin-head"], "{stdout}");
    assert!(stdout.contains("by Delapouite"), "{stdout}");
    let out = aguja(&["icons", "sword", "broken"]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.lines().all(|l| l.contains("sword")), "{stdout}");
    // Without a word: all of them, one a line.
    let out = aguja(&["icons"]);
    assert!(String::from_utf8_lossy(&out.stdout).lines().count() > 4000);
}

#[test]
fn icons_without_a_match_says_so_and_offers_close_names() {
    let out = aguja(&["icons", "gobblin"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains("no icon name holds `gobblin`"), "{stderr}");
    assert!(stderr.contains("goblin"), "{stderr}");
}

/// A copy of the library's RON files, for a test to break.
fn copy_library(to: &Path) -> Vec<PathBuf> {
    let mut copies = Vec::new();
    for file in aguja::content::load::ron_files(&assets_dir()).unwrap() {
        let relative = file.strip_prefix(assets_dir()).unwrap();
        let copy = to.join(relative);
        std::fs::create_dir_all(copy.parent().unwrap()).unwrap();
        std::fs::copy(&file, &copy).unwrap();
        copies.push(copy);
    }
    copies
}

#[test]
fn check_rejects_a_misspelled_icon_in_each_library_file_at_its_place() {
    let dir = scratch("icons");
    let copies = copy_library(&dir);
    let mut tried = 0;
    for copy in &copies {
        let text = std::fs::read_to_string(copy).unwrap();
        let Some(at) = text.find("icon: \"") else {
            continue;
        };
        let quote = at + "icon: ".len();
        let name = text[quote + 1..].split('"').next().unwrap().to_string();
        // One letter doubled: a typo the suggestion must undo.
        let typo = format!("{}{}", &name[..2], &name[1..]);
        let broken = format!(
            "{}{typo}{}",
            &text[..quote + 1],
            &text[quote + 1 + name.len()..]
        );
        std::fs::write(copy, &broken).unwrap();
        let report = check_paths(&[dir.to_path_buf()], &dir, &levels_dir());
        std::fs::write(copy, &text).unwrap();
        tried += 1;
        assert_eq!(report.errors.len(), 1, "{:#?}", report.errors);
        let e = &report.errors[0];
        assert_eq!(
            (e.path.as_path(), (e.line, e.col)),
            (copy.as_path(), line_col(&text, quote)),
            "{e}"
        );
        assert!(
            e.message
                .starts_with(&format!("unknown icon `{typo}`; did you mean `{name}`?")),
            "{e}"
        );
    }
    assert!(tried >= 9, "only {tried} library files name an icon");
}

#[test]
fn check_from_the_command_line_fails_on_a_bad_icon() {
    let dir = scratch("icons-cli");
    copy_library(&dir);
    let heroes = dir.join("library/heroes.ron");
    let text = std::fs::read_to_string(&heroes).unwrap();
    let broken = text.replacen("icon: \"black-knight-helm\"", "icon: \"knight-helmet\"", 1);
    assert_ne!(broken, text, "the knight names black-knight-helm");
    std::fs::write(&heroes, &broken).unwrap();
    let dir_arg = dir.to_str().unwrap();
    let out = aguja(&["check", "--assets", dir_arg, dir_arg]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    let at = broken.find("\"knight-helmet\"").unwrap();
    let (line, col) = line_col(&broken, at);
    let wanted = format!(
        "{}:{line}:{col}: unknown icon `knight-helmet`",
        heroes.display()
    );
    assert!(stderr.contains(&wanted), "{stderr}");
}

#[test]
fn icons_do_not_change_the_content_fingerprint_of_replays_and_saves() {
    use aguja::persist::fingerprint::content_fingerprint;
    let content = crate::common::library();
    let before = content_fingerprint(&content);
    let mut changed = (*content).clone();
    let goblin = changed.kind_id("goblin").unwrap();
    changed.kinds[goblin.index()].def.icon = Some("orc-head".into());
    changed.actions[0].icon = None;
    assert_eq!(content_fingerprint(&changed), before);
    // While a change the rules read does change it.
    changed.kinds[goblin.index()].def.attributes.hp += 1;
    assert_ne!(content_fingerprint(&changed), before);
}

#[test]
fn check_rejects_a_misspelled_scenery_icon_in_a_level_at_its_place() {
    let dir = scratch("scenery");
    let level = dir.join("wolf-moon.ron");
    let text = std::fs::read_to_string(levels_dir().join("06-wolf-moon.ron")).unwrap();
    let broken = text.replacen("\"pine-tree\"", "\"pine-treee\"", 1);
    assert_ne!(broken, text, "Wolf Moon's scenery names pine-tree");
    std::fs::write(&level, &broken).unwrap();
    let report = check_paths(std::slice::from_ref(&level), &assets_dir(), &dir);
    assert_eq!(report.errors.len(), 1, "{:#?}", report.errors);
    let e = &report.errors[0];
    let at = broken.find("\"pine-treee\"").unwrap();
    assert_eq!((e.line, e.col), line_col(&broken, at), "{e}");
    assert!(
        e.message
            .starts_with("unknown icon `pine-treee`; did you mean `pine-tree`?"),
        "{e}"
    );
}

#[test]
fn a_level_without_a_background_gets_the_default_field_and_shipped_ones_their_own() {
    use aguja::content::types::Background;
    let content = crate::common::library();
    let load = |path: &Path| aguja::content::load_encounter(path, &content).unwrap();
    let seed = load(&levels_dir().join("seed-example.ron"));
    assert_eq!(seed.def.background, Background::default());
    let own = aguja::content::load::ron_files(&levels_dir())
        .unwrap()
        .iter()
        .filter(|path| load(path).def.background != Background::default())
        .count();
    assert!(own >= 10, "{own} levels have their own background");
}
