//! Issue 24, part 3: no number from a level or a save overflows. A level's overrides keep the
//! bounds kinds and items keep, checked against every archetype the players may pick; a save's
//! numbers are bounded by its integrity check, so an edited one is refused with the reason.

use crate::common::library;
use aguja::content::load::encounter_from_text;
use std::path::Path;
use std::process::Command;

/// The errors `text` gives as an encounter file, each as `file:line:col: message`.
fn errors_of(text: &str) -> Vec<String> {
    match encounter_from_text(Path::new("bad.ron"), text, &library()) {
        Ok(_) => Vec::new(),
        Err(errors) => errors.0.iter().map(|e| e.to_string()).collect(),
    }
}

fn bandit_chief() -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("levels/bandit-chief.ron");
    std::fs::read_to_string(path).expect("the shipped level")
}

#[test]
fn an_override_of_i32_max_is_refused_by_check_at_its_line_and_column() {
    let level = bandit_chief();
    let edited = level.replacen("(Str, 1), (Def, 1)", "(Str, 2147483647), (Def, 1)", 1);
    assert_ne!(edited, level, "the level still has Vask's overrides");
    let dir = crate::common::scratch("bounds");
    let file = dir.join("bandit-chief.ron");
    std::fs::write(&file, &edited).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_aguja"))
        .arg("check")
        .arg(&file)
        .output()
        .expect("aguja runs");
    let text =
        String::from_utf8_lossy(&out.stderr).to_string() + &String::from_utf8_lossy(&out.stdout);
    assert!(!out.status.success(), "{text}");
    // Line 19 holds Vask's attributes; column 35 is the `(Str, 2147483647)` entry.
    let at = format!(
        "{}:19:35: Str changes by 2147483647, beyond ±1000",
        file.display()
    );
    assert!(text.contains(&at), "{text}");
}

#[test]
fn override_sums_and_wait_points_keep_the_bounds() {
    let level = bandit_chief();
    let twice = level.replacen("(Str, 1), (Def, 1)", "(Str, 600), (Str, 600)", 1);
    let e = errors_of(&twice);
    assert_eq!(e.len(), 1, "{e:?}");
    assert!(
        e[0].starts_with("bad.ron:19:47: the Str changes add up to 1200"),
        "{e:?}"
    );
    // Within the bound on its own, beyond it on top of the bandit's Str.
    let on_top = level.replacen("(Str, 1), (Def, 1)", "(Str, 1000)", 1);
    let e = errors_of(&on_top);
    assert_eq!(e.len(), 1, "{e:?}");
    assert!(e[0].contains("give bandit 1001 Str, beyond ±1000"), "{e:?}");
    let waiting = level.replacen("overrides: (damage: 3)", "overrides: (wait: 4294967295)", 1);
    let e = errors_of(&waiting);
    assert_eq!(e.len(), 1, "{e:?}");
    assert!(
        e[0].starts_with("bad.ron:25:") && e[0].contains("4294967295 wait points"),
        "{e:?}"
    );
    let lowest = level.replacen("(Str, 1), (Def, 1)", "(Def, -2147483648)", 1);
    assert!(errors_of(&lowest)[0].contains("Def changes by -2147483648"));
}

/// A hero the players may pick another archetype for: the knight has 13 HP, the pyromancer 9.
fn chosen(overrides: &str) -> String {
    format!(
        r#"(
    name: "x",
    heroes: [(kind: "knight", choose_from: ["pyromancer"], overrides: ({overrides}))],
    minions: [(kind: "goblin")],
)"#
    )
}

#[test]
fn overrides_are_checked_against_every_archetype_the_players_may_pick() {
    assert_eq!(errors_of(&chosen("damage: 8")), Vec::<String>::new());
    let e = errors_of(&chosen("damage: 10"));
    assert_eq!(e.len(), 1, "{e:?}");
    assert!(
        e[0].contains("would put pyromancer down before the fight (it has 9 HP)"),
        "{e:?}"
    );
    let e = errors_of(&chosen("attributes: [(HP, -9)]"));
    assert_eq!(e.len(), 1, "{e:?}");
    assert!(e[0].contains("leave pyromancer with 0 HP"), "{e:?}");
}
