//! Issue 24, part 3: no number from a level or a save overflows. A level's overrides keep the
//! bounds kinds and items keep, checked against every archetype the players may pick; a save's
//! numbers are bounded by its integrity check, so an edited one is refused with the reason.

use crate::common::library;
use aguja::content::load::encounter_from_text;
use aguja::persist::{Damage, PersistError, SaveFile};
use aguja::rules::Stat;
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

/// A real save of the Bandit Chief (a goal, an override, a late arrival), 25 decisions in.
fn a_save(dir: &Path) -> std::path::PathBuf {
    let file = dir.join("save.ron");
    let level = Path::new(env!("CARGO_MANIFEST_DIR")).join("levels/bandit-chief.ron");
    let status = Command::new(env!("CARGO_BIN_EXE_aguja"))
        .args([
            "play",
            "--headless",
            "--seed",
            "1",
            "--stop-after",
            "25",
            "--save",
        ])
        .arg(&file)
        .arg(&level)
        .output()
        .expect("aguja runs")
        .status;
    assert!(status.success());
    file
}

/// `text` with the first `from` (in the state, which comes before the recording) made `to`.
fn edited(text: &str, from: &str, to: &str) -> String {
    assert!(text.contains(from), "the save holds `{from}`");
    text.replacen(from, to, 1)
}

/// Why the save `text` is refused, or `None` when it loads.
fn refusal(text: &str) -> Option<PersistError> {
    SaveFile::load_text(Path::new("save.ron"), text, library()).err()
}

#[test]
fn a_save_with_a_modifier_of_i32_max_is_refused_by_load_with_the_reason_and_kept() {
    let dir = crate::common::scratch("bounds-save");
    let file = a_save(&dir);
    let text = std::fs::read_to_string(&file).unwrap();
    let huge = "mods: [(stat: Str, amount: 2147483647, duration: Combat, rounds_left: 0)]";
    let bad = edited(&text, "mods: []", huge);
    std::fs::write(&file, &bad).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_aguja"))
        .args(["play", "--headless", "--load"])
        .arg(&file)
        .output()
        .expect("aguja runs");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert!(
        stderr.contains("the save is damaged: combatant 0 (")
            && stderr.contains("a modifier of 2147483647 to Str is beyond ±1000"),
        "{stderr}"
    );
    assert_eq!(
        std::fs::read_to_string(&file).unwrap(),
        bad,
        "the file is kept"
    );
}

#[test]
fn every_number_a_save_carries_is_bounded() {
    let dir = crate::common::scratch("bounds-saves");
    let text = std::fs::read_to_string(a_save(&dir)).unwrap();
    assert!(refusal(&text).is_none(), "the save itself loads");
    let damage = |bad: String| match refusal(&bad) {
        Some(PersistError::Refused { why, .. }) => match *why {
            PersistError::SaveDamaged(d) | PersistError::SaveStartDamaged(d) => d.root().clone(),
            other => panic!("refused for another reason: {other}"),
        },
        other => panic!("not refused as damaged: {other:?}"),
    };
    let max = "2147483647";
    let d = damage(edited(&text, "str: 2,", &format!("str: {max},")));
    assert!(
        matches!(
            d,
            Damage::Stat {
                stat: Stat::Str,
                ..
            }
        ),
        "{d}"
    );
    let d = damage(edited(&text, ", hp: 3)", &format!(", hp: {max})")));
    assert!(matches!(d, Damage::WornHp { hp: 2147483647, .. }), "{d}");
    let d = damage(edited(&text, "arrives: 3", &format!("arrives: {max}")));
    assert_eq!(
        d,
        Damage::Arrives {
            round: 2147483647,
            max: 12
        }
    );
    let d = damage(edited(
        &text,
        "goal: DefeatLeader(3)",
        "goal: DefeatLeader(99)",
    ));
    assert_eq!(
        d,
        Damage::GoalNames {
            index: 99,
            combatants: 8
        }
    );
    let low = "mods: [(stat: Def, amount: -2147483648, duration: Rounds(2), rounds_left: 2)]";
    let d = damage(edited(&text, "mods: []", low));
    assert_eq!(
        d,
        Damage::Modifier {
            stat: Stat::Def,
            amount: -2147483648
        }
    );
    // Many modifiers each within the bound, adding up beyond what a stat may reach.
    let many = vec!["(stat: HP, amount: 1000, duration: Combat, rounds_left: 0)"; 60].join(", ");
    let d = damage(edited(&text, "mods: []", &format!("mods: [{many}]")));
    assert!(matches!(d, Damage::Stat { stat: Stat::HP, .. }), "{d}");
    // Where the recording starts, too: the rules would play from there.
    let start = text.find("start:").unwrap();
    let (head, tail) = text.split_at(start);
    let magic = "mods: [(stat: Mag, amount: 2147483647, duration: Combat, rounds_left: 0)]";
    let d = damage(format!("{head}{}", edited(tail, "mods: []", magic)));
    assert!(
        matches!(
            d,
            Damage::Modifier {
                amount: 2147483647,
                ..
            }
        ),
        "{d}"
    );
}

// A level of millions would ask each hero millions of advantages (and log each) before the
// fight; a round limit of billions would let a stalled fight run for ever: both are refused at
// their field.
#[test]
fn a_levels_level_and_round_limit_are_bounded() {
    let level = bandit_chief();
    let huge_level = level.replacen("level: 1,", "level: 2147483647,", 1);
    assert_ne!(huge_level, level);
    let e = errors_of(&huge_level);
    assert!(
        e.iter()
            .any(|e| e.starts_with("bad.ron:7:12: `level: 2147483647`") && e.contains("at most 20")),
        "{e:?}"
    );
    let rounds = level.replacen("max_rounds: 12,", "max_rounds: 4000000000,", 1);
    let e = errors_of(&rounds);
    assert!(
        e.iter()
            .any(|e| e.contains("`max_rounds: 4000000000` is more than 1000 rounds")),
        "{e:?}"
    );
    let fine = level.replacen("max_rounds: 12,", "max_rounds: 1000,", 1);
    assert_ne!(fine, level);
    assert!(errors_of(&fine).is_empty());
}
