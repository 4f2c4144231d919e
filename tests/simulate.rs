//! `aguja simulate`: the JSON the issue names, and totals that do not depend on the number of
//! threads (each combat depends on its level and seed alone), nor do Hard's searches per level.

use crate::common;

use aguja::ai::{Budget, Strength};
use aguja::content::{levels_dir, load_encounter};
use aguja::control::Seat;
use aguja::sim::simulate::{SimOptions, simulate};
use common::*;

/// The help text and the README list the weight names by hand (clap's help is a doc comment):
/// a weight added to `--hard-weights` without them would be one nobody can find.
#[test]
fn every_judgement_weight_is_named_in_simulate_help_and_the_readme() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_aguja"))
        .args(["simulate", "--help"])
        .output()
        .unwrap();
    assert!(out.status.success());
    let help = String::from_utf8(out.stdout).unwrap();
    let readme =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).unwrap();
    // The README's list: from the flag to the closing parenthesis of "(names: …)".
    let from = readme
        .find("`--hard-weights")
        .expect("README.md names --hard-weights");
    let listed = &readme[from..];
    let listed = &listed[..listed.find(").").expect("the names end with ').'")];
    let words = |text: &str| -> Vec<String> {
        text.split(|c: char| c.is_whitespace() || matches!(c, ',' | ';' | '.' | ':' | '('))
            .map(str::to_owned)
            .collect()
    };
    let (help_words, readme_words) = (words(&help), words(listed));
    let names: Vec<&str> = aguja::ai::judge::Judgement::weight_names().collect();
    assert_eq!(names.len(), 11, "{names:?}");
    for name in names {
        // Clap wraps the help at word boundaries, so a name may end a line.
        assert!(
            help_words.iter().any(|word| word == name),
            "`simulate --help` does not name the weight {name}:\n{help}"
        );
        assert!(
            readme_words.iter().any(|word| word == name),
            "README.md's list after `--hard-weights` does not name the weight {name}:\n{listed}"
        );
    }
}

#[test]
fn simulate_prints_one_json_object_with_the_documented_keys() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_aguja"))
        .args([
            "simulate",
            "-n",
            "4",
            "--heroes",
            "easy",
            "--dark-lord",
            "normal",
        ])
        .arg(levels_dir().join("seed-example.ron"))
        .args(["--json", "--threads", "2"])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).expect("one JSON object");
    let n = |key: &str| {
        json[key]
            .as_u64()
            .unwrap_or_else(|| panic!("no {key}: {json}"))
    };
    assert_eq!(n("combats"), 4);
    assert_eq!(n("hero_wins") + n("dark_lord_wins") + n("draws"), 4);
    assert_eq!(n("illegal_decisions"), 0);
    assert!(json["mean_rounds"].as_f64().unwrap() >= 1.0);
    for strength in ["easy", "normal"] {
        let times = &json["decision_ms"][strength];
        let p50 = times["p50"]
            .as_f64()
            .unwrap_or_else(|| panic!("{strength}: {json}"));
        let p95 = times["p95"].as_f64().unwrap();
        assert!(0.0 <= p50 && p50 <= p95, "{strength}: {times}");
    }
    assert!(json["decision_ms"]["hard"].is_null(), "Hard did not play");
}

#[test]
fn simulated_totals_do_not_depend_on_the_thread_count() {
    let content = library();
    let levels: Vec<_> = ["seed-example.ron", "06-wolf-moon.ron"]
        .iter()
        .map(|f| {
            (
                f.to_string(),
                load_encounter(&levels_dir().join(f), &content).unwrap(),
            )
        })
        .collect();
    let run = |threads| {
        let options = SimOptions {
            combats: 6,
            seed: 40,
            heroes: Seat::Ai(Strength::Normal),
            dark_lord: Seat::Ai(Strength::Hard),
            threads,
            budget: Budget {
                playouts: 4,
                deadline: None,
                ..Budget::default()
            },
        };
        let report = simulate(&content, &levels, &options, |_, _| {});
        assert!(report.illegal.is_empty(), "{:?}", report.illegal);
        for l in &report.levels {
            // Hard searched in every level, and its tally of changed answers is a share of them.
            assert!(l.hard.searches > 0, "{}: {:?}", l.file, l.hard);
            assert!(
                l.hard.changed <= l.hard.searches,
                "{}: {:?}",
                l.file,
                l.hard
            );
            assert!(
                l.hard.playouts >= 2 * l.hard.searches,
                "{}: {:?}",
                l.file,
                l.hard
            );
            // A cap of 4 playouts is under `FEW_PLAYOUTS` in every search.
            assert_eq!(l.hard.few, l.hard.searches, "{}: {:?}", l.file, l.hard);
        }
        // Each combat's searches are counted to its own level, whichever thread played it.
        report
            .levels
            .iter()
            .map(|l| (l.hero_wins, l.dark_lord_wins, l.draws, l.rounds, l.hard))
            .collect::<Vec<_>>()
    };
    assert_eq!(run(1), run(2));
}

#[test]
fn simulate_measures_each_hero_alternative_and_reports_per_goal_how_fights_ended() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_aguja"))
        .args(["simulate", "-n", "6", "--threads", "2"])
        .arg(levels_dir().join("bandit-chief.ron"))
        .arg(levels_dir().join("seed-example.ron"))
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{text}");
    // bandit-chief offers 2 + 2 + 1 other archetypes: one row each besides its own.
    for row in [
        "bandit-chief [hero 1 as Sellsword]",
        "bandit-chief [hero 1 as Rogue]",
        "bandit-chief [hero 2 as Crossbowman]",
        "bandit-chief [hero 2 as Priest]",
        "bandit-chief [hero 3 as Brawler]",
    ] {
        assert!(text.contains(row), "no row `{row}`:\n{text}");
    }
    let goal_row = |goal: &str| {
        text.lines()
            .find(|l| l.starts_with(goal) && l.contains(goal))
            .unwrap_or_else(|| panic!("no `{goal}` row:\n{text}"))
            .split_whitespace()
            .map(String::from)
            .collect::<Vec<_>>()
    };
    // 6 levels of 6 combats with the leader to defeat; 6 combats to defeat every foe.
    assert!(goal_row("defeat the leader").contains(&"36".to_string()));
    assert!(goal_row("defeat all").contains(&"6".to_string()));
    let ended = text
        .lines()
        .find(|l| l.starts_with("how bandit-chief ended:"))
        .unwrap_or_else(|| panic!("no endings line:\n{text}"));
    let counted: u64 = ended
        .split(", ")
        .filter_map(|part| part.rsplit(' ').next()?.parse::<u64>().ok())
        .sum();
    assert_eq!(counted, 6, "{ended}");
}

/// `simulate --json` on the Ogre Bridge, three fights from seed 5000, both sides played by `who`.
fn ogre_bridge_json(who: &str) -> serde_json::Value {
    let level = levels_dir().join("07-ogre-bridge.ron");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_aguja"))
        .args([
            "simulate",
            level.to_str().unwrap(),
            "-n",
            "3",
            "--seed",
            "5000",
        ])
        .args(["--heroes", who, "--dark-lord", who, "--json"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    serde_json::from_slice(&out.stdout).unwrap()
}

fn count(v: &serde_json::Value, key: &str) -> u64 {
    v[key].as_u64().expect(key)
}

#[test]
fn simulate_counts_the_items_allies_hand_over_and_take_back() {
    // Random players take items from their allies now and then: the count sees it, and a
    // return is one of the hand-overs.
    let json = ogre_bridge_json("random");
    let (handed, back) = (count(&json, "hand_overs"), count(&json, "taken_back"));
    assert!(handed > 0 && back <= handed, "{handed} {back}");
    let levels = json["levels"].as_array().unwrap();
    let per_level: u64 = levels.iter().map(|l| count(l, "hand_overs")).sum();
    assert_eq!(per_level, handed);
}

#[test]
fn normal_allies_no_longer_pass_a_weapon_to_and_fro() {
    // Before stop 53 Normal's heroes took their weapons from each other all fight on the Ogre
    // Bridge (docs/HARD_SEARCH.md): what one ally gains the other loses, so Normal leaves them.
    let json = ogre_bridge_json("normal");
    assert_eq!(count(&json, "hand_overs"), 0, "{json}");
}

#[test]
fn hard_search_flags_are_bounded_and_a_horizon_and_its_reading_are_said_in_the_json() {
    let run = |extra: &[&str]| {
        std::process::Command::new(env!("CARGO_BIN_EXE_aguja"))
            .arg("simulate")
            .arg(levels_dir().join("seed-example.ron"))
            .args(["-n", "2", "--dark-lord", "hard", "--hard-playouts", "40"])
            .args(["--json", "--threads", "1"])
            .args(extra)
            .output()
            .unwrap()
    };
    let out = run(&["--hard-horizon", "1"]);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["hard_horizon"], 1);
    assert_eq!(json["hard_horizon_k"], 4.0, "the default steepness");
    assert_eq!(
        json["hard_horizon_reading"], "strength",
        "the default reading"
    );
    assert_eq!(count(&json, "illegal_decisions"), 0);
    let searches = count(&json, "hard_searches");
    assert!(searches > 0, "{json}");
    assert!(count(&json, "hard_playouts") <= 40 * searches, "{json}");
    assert_eq!(
        count(&json, "hard_few_playouts"),
        searches,
        "40 playouts are few"
    );
    // Without the flag the playouts go to the fight's end, as the game's do.
    let whole: serde_json::Value = serde_json::from_slice(&run(&[]).stdout).unwrap();
    assert!(whole["hard_horizon"].is_null(), "{whole}");
    let fitted = run(&["--hard-horizon", "1", "--hard-horizon-reading", "fitted"]);
    assert_eq!(fitted.status.code(), Some(0), "{fitted:?}");
    let fitted: serde_json::Value = serde_json::from_slice(&fitted.stdout).unwrap();
    assert_eq!(fitted["hard_horizon_reading"], "fitted");
    // Out of bounds: refused with the usage error and what is wanted.
    for (flag, value, said) in [
        ("--hard-horizon", "0", "0 is not in 1..=100"),
        ("--hard-horizon-k", "0", "a number from 0.1 to 100"),
        ("--hard-confidence", "11", "a number from 0 to 10"),
        ("--hard-confidence", "NaN", "a number from 0 to 10"),
        ("--hard-race", "101", "a number from 0 to 100"),
        ("--hard-horizon-reading", "guess", "one of strength, fitted"),
    ] {
        let out = run(&[flag, value]);
        assert_eq!(out.status.code(), Some(2), "{flag} {value}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(said), "{flag} {value}: {err}");
    }
    // A steepness without a horizon would change nothing: refused, naming what is missing.
    let out = run(&["--hard-horizon-k", "8"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("--hard-horizon <ROUNDS>"));
}
