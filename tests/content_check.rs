//! `aguja check` on the shipped files, and on copies of every shipped level with one fault
//! injected: each fault gives a non-zero exit and an error at the right line and column.

use aguja::content::check::{CheckReport, check_paths};
use aguja::content::{assets_dir, levels_dir};
use std::path::{Path, PathBuf};
use std::process::Command;

use crate::common::scratch;

fn shipped_levels() -> Vec<PathBuf> {
    let levels = aguja::content::load::ron_files(&levels_dir()).unwrap();
    assert!(levels.len() >= 9, "8 levels and the seed's example");
    levels
}

fn check(file: &Path) -> CheckReport {
    check_paths(&[file.to_path_buf()], &assets_dir(), &levels_dir())
}

/// 1-based line and column of the first occurrence of `needle` at or after byte `from`.
fn place_of(text: &str, needle: &str, from: usize) -> (usize, usize) {
    let offset = from + text[from..].find(needle).expect("needle present");
    aguja::content::error::line_col(text, offset)
}

#[test]
fn the_shipped_assets_and_levels_check_clean_from_the_command_line() {
    let out = Command::new(env!("CARGO_BIN_EXE_aguja"))
        .arg("check")
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stdout}\n{stderr}");
    assert!(stdout.starts_with("ok: "), "{stdout}");
    let report = check_paths(&[], &assets_dir(), &levels_dir());
    assert!(report.errors.is_empty(), "{:?}", report.errors);
    assert!(report.encounter_files >= 9);
}

/// Injects one fault into a copy of every shipped level and checks the error's place.
fn each_level_with_fault(
    fault: &str,
    inject: impl Fn(&str) -> Option<(String, (usize, usize), &'static str)>,
) {
    let dir = scratch(fault);
    let mut tried = 0;
    for level in shipped_levels() {
        let text = std::fs::read_to_string(&level).unwrap();
        let Some((broken, (line, col), wanted)) = inject(&text) else {
            continue;
        };
        tried += 1;
        let copy = dir.join(level.file_name().unwrap());
        std::fs::write(&copy, &broken).unwrap();
        let report = check(&copy);
        assert!(
            !report.errors.is_empty(),
            "{fault} in {} went unnoticed",
            level.display()
        );
        let e = &report.errors[0];
        assert_eq!(
            (e.path.as_path(), e.line, e.col),
            (copy.as_path(), line, col),
            "{fault} in {}: {e}",
            level.display()
        );
        assert!(e.message.contains(wanted), "{fault}: {e}");
    }
    assert!(tried >= 9, "{fault}: only {tried} levels could take it");
}

#[test]
fn an_unknown_field_is_named_with_its_place_and_a_suggestion() {
    each_level_with_fault("unknown-field", |text| {
        let at = text.find("description:")?;
        let broken = text.replacen("description:", "descripton:", 1);
        Some((
            broken,
            aguja::content::error::line_col(text, at),
            "unknown field `descripton` in the encounter; did you mean `description`?",
        ))
    });
}

#[test]
fn a_misspelled_minion_gets_a_did_you_mean() {
    each_level_with_fault("misspelled", |text| {
        let minions = text.find("minions:")?;
        let kind_at = minions + text[minions..].find("kind: \"")? + "kind: \"".len();
        let end = kind_at + text[kind_at..].find('"')?;
        let kind = &text[kind_at..end];
        // Swap two letters in the middle: "goblin" -> "gobiln".
        let mut chars: Vec<char> = kind.chars().collect();
        if chars.len() < 4 {
            return None;
        }
        let n = chars.len();
        chars.swap(n - 2, n - 3);
        let wrong: String = chars.iter().collect();
        if wrong == kind {
            return None;
        }
        let broken = format!("{}{}{}", &text[..kind_at], wrong, &text[end..]);
        let place = aguja::content::error::line_col(text, kind_at - 1);
        let wanted: &'static str = Box::leak(
            format!("unknown combatant `{wrong}`; did you mean `{kind}`?").into_boxed_str(),
        );
        Some((broken, place, wanted))
    });
}

#[test]
fn a_missing_comma_points_after_the_value_that_lacks_it() {
    each_level_with_fault("missing-comma", |text| {
        // The comma ending the `name: "…",` line.
        let name = text.find("name: \"")?;
        let comma = name + text[name..].find("\",")? + 1;
        let broken = format!("{}{}", &text[..comma], &text[comma + 1..]);
        Some((
            broken,
            aguja::content::error::line_col(text, comma),
            "missing comma",
        ))
    });
}

#[test]
fn a_string_where_a_number_belongs_is_an_error_at_the_string() {
    each_level_with_fault("string-number", |text| {
        let at = text.find("level: ")? + "level: ".len();
        let end = at + text[at..].find(',')?;
        let number = &text[at..end];
        let broken = format!("{}\"{}\"{}", &text[..at], number, &text[end..]);
        Some((
            broken,
            aguja::content::error::line_col(text, at),
            "expected a whole number",
        ))
    });
}

#[test]
fn a_fault_makes_the_command_exit_non_zero_with_path_line_and_column() {
    let dir = scratch("cli");
    let text = std::fs::read_to_string(levels_dir().join("seed-example.ron")).unwrap();
    let copy = dir.join("broken.ron");
    std::fs::write(&copy, text.replacen("\"goblin\"", "\"gobiln\"", 1)).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_aguja"))
        .arg("check")
        .arg(&copy)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&out.stderr);
    let (line, col) = place_of(&text, "\"goblin\"", 0);
    let expected = format!(
        "{}:{line}:{col}: unknown combatant `gobiln`; did you mean `goblin`?",
        copy.display()
    );
    assert!(stderr.contains(&expected), "{stderr}");
}

#[test]
fn every_error_of_a_file_is_reported_not_only_the_first() {
    let dir = scratch("many");
    let text = r#"(
    name: "Many faults",
    levle: 2,
    heroes: [
        (kind: "squire"),
        (kind: "brawler", nmae: Some("B")),
    ],
    minions: [
        (kind: "goblin", advantages: 3),
        (kind: "thrall"),
    ],
    ground: ["short_sword", 5],
)"#;
    let file = dir.join("many.ron");
    std::fs::write(&file, text).unwrap();
    let report = check(&file);
    let got: Vec<String> = report
        .errors
        .iter()
        .map(|e| format!("{}:{} {}", e.line, e.col, e.message))
        .collect();
    assert_eq!(got.len(), 4, "{got:#?}");
    assert!(got[0].starts_with("3:5 unknown field `levle`"), "{got:#?}");
    assert!(got[0].contains("did you mean `level`?"), "{got:#?}");
    assert!(got[1].starts_with("6:27 unknown field `nmae`"), "{got:#?}");
    assert!(got[2].starts_with("9:38 expected `Some(…)`"), "{got:#?}");
    assert!(got[3].starts_with("12:29 expected text"), "{got:#?}");
    // And every reference error once the file parses.
    let text = r#"(
    name: "Many references",
    heroes: [(kind: "squier"), (kind: "brawler", advantages: Some(["sped"]))],
    minions: [(kind: "goblni")],
    ground: ["short_swrod"],
    level: 1,
)"#;
    std::fs::write(&file, text).unwrap();
    let report = check(&file);
    let got: Vec<&str> = report.errors.iter().map(|e| e.message.as_str()).collect();
    assert_eq!(got.len(), 4, "{got:#?}");
    for wanted in ["`squire`?", "`speed`?", "`goblin`?", "`short_sword`?"] {
        assert!(got.iter().any(|m| m.contains(wanted)), "{wanted}: {got:#?}");
    }
}

#[test]
fn each_error_carries_the_data_path_of_the_value_at_fault_and_its_kind() {
    use aguja::content::ErrorKind::{self, Rule, Syntax, UnknownName};
    use aguja::content::locate::OwnedStep::{self, Field, Item};
    let dir = scratch("data-paths");
    let file = dir.join("two-of-a-kind.ron");
    let about = |text: &str| -> Vec<(Vec<OwnedStep>, ErrorKind)> {
        std::fs::write(&file, text).unwrap();
        let report = check(&file);
        report
            .errors
            .iter()
            .map(|e| (e.at.clone(), e.kind))
            .collect()
    };
    let field = |name: &str| Field(name.to_string());
    // Two members of one kind, the second at fault: the path names the second, though the
    // text of its fault repeats the first's.
    let got = about(
        r#"(
    name: "Two of a kind",
    level: 1,
    heroes: [
        (kind: "squire", advantages: Some(["speed"])),
        (kind: "squire", advantages: Some(["speed", "sped"])),
    ],
    minions: [(kind: "goblin"), (kind: "goblin", arrives: 99)],
)"#,
    );
    let second_hero = [field("heroes"), Item(1), field("advantages")];
    assert_eq!(
        got,
        vec![
            ([&second_hero[..], &[Item(1)]].concat(), UnknownName),
            (second_hero.to_vec(), Rule),
            (vec![field("minions"), Item(1), field("arrives")], Rule),
        ]
    );
    // Before there is data, RON's own errors: the field and list item whose text holds them.
    let got = about(
        r#"(
    name: "Two of a kind",
    levle: 1,
    heroes: [(kind: "squire")],
    minions: [(kind: "goblin"), (kind: "goblin", arrives: "soon")],
)"#,
    );
    assert_eq!(
        got,
        vec![
            (vec![field("levle")], Syntax),
            (vec![field("minions"), Item(1)], Syntax),
        ]
    );
}

#[test]
fn semantic_faults_of_encounters_are_errors() {
    let dir = scratch("semantic");
    let file = dir.join("empty.ron");
    std::fs::write(
        &file,
        r#"(name: "Lonely", heroes: [(kind: "squire")], minions: [])"#,
    )
    .unwrap();
    let e = &check(&file).errors;
    assert_eq!(e.len(), 1, "{e:?}");
    assert!(e[0].message.contains("the minions side is empty"), "{e:?}");
    std::fs::write(
        &file,
        r#"(name: "Wrong side", heroes: [(kind: "goblin")], minions: [(kind: "squire", choose_from: ["brawler"])])"#,
    )
    .unwrap();
    let e: Vec<String> = check(&file).errors.iter().map(|e| e.to_string()).collect();
    assert!(
        e.iter()
            .any(|m| m.contains("`goblin` is not one of the heroes")),
        "{e:?}"
    );
    assert!(
        e.iter().any(|m| m.contains("only heroes can be chosen")),
        "{e:?}"
    );
}

#[test]
fn semantic_faults_of_content_are_errors_with_a_place() {
    let dir = scratch("content");
    let file = dir.join("extra.ron");
    std::fs::write(
        &file,
        r#"(
    bodies: [(id: "hydra_body", parts: [
        (name: "head", kind: "head", limb: true),
        (name: "head", kind: "head", limb: true),
    ])],
    combatants: [(id: "bad_hydra", name: "Hydra", side: Minions, body: "hydra_body",
        attributes: (ap: -1, hp: 0))],
)"#,
    )
    .unwrap();
    let e: Vec<String> = check(&file).errors.iter().map(|e| e.to_string()).collect();
    assert!(
        e.iter()
            .any(|m| m.contains("extra.ron:4:16: body `hydra_body` has two parts named `head`")),
        "{e:#?}"
    );
    assert!(
        e.iter().any(
            |m| m.contains("extra.ron:6:23: `bad_hydra` needs HP above 0 and AP of at least 0")
        ),
        "{e:#?}"
    );
}
