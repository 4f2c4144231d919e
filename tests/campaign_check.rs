//! Campaign files checked (issue 26, part 6): the shipped one passes `aguja check`, and every
//! kind of mistake a designer can make is an error at `path:line:col`, with the nearest name
//! where one is close, and never a panic.

use crate::common::library;
use aguja::content::campaign::{LevelFolder, campaign_from_text};
use aguja::content::{SourceText, levels_dir};
use std::process::Command;

const SHIPPED: &str = "campaigns/the-relic-road.ron";

/// The errors of a campaign given as text, one line each (`path:line:col: message`).
fn errors_of(text: &str) -> Vec<String> {
    let content = library();
    let dir = levels_dir();
    let levels = LevelFolder {
        dir: &dir,
        content: &content,
    };
    match campaign_from_text(
        SourceText::new("campaigns/test.ron", text),
        &content,
        &levels,
    ) {
        Ok(_) => Vec::new(),
        Err(e) => e.0.iter().map(ToString::to_string).collect(),
    }
}

/// The shipped campaign with `from` replaced by `to` (which must be found).
fn shipped_with(from: &str, to: &str) -> String {
    let text = std::fs::read_to_string(SHIPPED).expect("the shipped campaign");
    assert!(text.contains(from), "`{from}` is in the shipped campaign");
    text.replacen(from, to, 1)
}

/// The one error expected, and where: its line and column in `text`.
fn one_error(text: &str, at: &str, says: &str) {
    let errors = errors_of(text);
    let found = errors.iter().find(|e| e.contains(says));
    let Some(found) = found else {
        panic!("no error saying `{says}` among {errors:#?}");
    };
    let offset = text
        .find(at)
        .unwrap_or_else(|| panic!("`{at}` in the text"));
    let line = text[..offset].lines().count().max(1) + usize::from(text[..offset].ends_with('\n'));
    assert!(
        found.starts_with(&format!("campaigns/test.ron:{line}:")),
        "`{found}` should point at line {line} (where `{at}` is)"
    );
}

#[test]
fn the_shipped_campaign_checks_and_check_counts_campaign_files() {
    assert_eq!(
        errors_of(&std::fs::read_to_string(SHIPPED).unwrap()),
        Vec::<String>::new()
    );
    let out = Command::new(env!("CARGO_BIN_EXE_aguja"))
        .arg("check")
        .output()
        .expect("aguja check runs");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(stdout.contains("1 campaign file"), "{stdout}");
}

#[test]
fn a_level_renamed_to_a_missing_file_is_an_error_with_a_did_you_mean() {
    let scratch = crate::common::scratch("campaign-check");
    let bad = scratch.join("the-relic-road.ron");
    let text = shipped_with("levels/02-spider-cellar.ron", "levels/02-spider-celar.ron");
    std::fs::write(&bad, &text).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_aguja"))
        .arg("check")
        .arg(&bad)
        .output()
        .expect("aguja check runs");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    let line = text[..text.find("02-spider-celar").unwrap()]
        .lines()
        .count();
    let expected = format!("{}:{line}:", bad.display());
    assert!(
        stderr.contains(&expected),
        "{stderr} should hold {expected}"
    );
    assert!(
        stderr.contains("did you mean `levels/02-spider-cellar.ron`?"),
        "{stderr}"
    );
}

#[test]
fn unknown_names_are_errors_at_their_place_with_the_nearest_name() {
    for (from, to, says) in [
        ("next: [\"inn\"]", "next: [\"inm\"]", "did you mean `inn`?"),
        (
            "guests: [\"Brother Aldo\"]",
            "guests: [\"Brother Aldi\"]",
            "did you mean `Brother Aldo`?",
        ),
        (
            "Recruit(kind: \"warden\")",
            "Recruit(kind: \"wardn\")",
            "did you mean `warden`?",
        ),
        (
            "Item(\"holy_symbol\")",
            "Item(\"holy_simbol\")",
            "did you mean `holy_symbol`?",
        ),
        (
            "must_survive: [\"Aldric\"]",
            "must_survive: [\"Aldrik\"]",
            "did you mean `Aldric`?",
        ),
    ] {
        let text = shipped_with(from, to);
        let wrong = to.split('"').nth(1).unwrap();
        one_error(&text, wrong, says);
    }
    let text = shipped_with(
        "(kind: \"squire\", choose_from",
        "(kind: \"squire\", advantages: Some([\"toughnes\"]), choose_from",
    );
    one_error(&text, "toughnes", "unknown advantage `toughnes`");
}

#[test]
fn a_duplicate_node_and_two_heroes_of_one_name_are_errors() {
    let text = shipped_with("Fight(id: \"ford\"", "Fight(id: \"bridge\"");
    one_error(
        &text,
        "id: \"bridge\", level: \"levels/hold",
        "two nodes are called `bridge`",
    );
    let text = shipped_with("name: Some(\"Sister Maren\")", "name: Some(\"Aldric\")");
    one_error(&text, "Aldric", "two heroes are called `Aldric`");
}

#[test]
fn the_maps_shape_is_checked_cycle_unreachable_and_a_camp_that_ends_it() {
    let text = shipped_with(
        "next: [\"necromancer\"]",
        "next: [\"necromancer\", \"crypt\"]",
    );
    let errors = errors_of(&text);
    assert!(
        errors
            .iter()
            .any(|e| e.contains("goes round in a circle: crypt → wolves → lodge → ogre → crypt")),
        "{errors:#?}"
    );
    let text = shipped_with("next: [\"bridge\", \"cellar\"]", "next: [\"bridge\"]");
    one_error(
        &text,
        "Fight(id: \"cellar\"",
        "no path from the first node (`ambush`) leads to `cellar`",
    );
    let text = shipped_with(
        "heal: 8, next: [\"pilgrim\", \"ford\"]",
        "heal: 8, next: []",
    );
    let errors = errors_of(&text);
    assert!(
        errors
            .iter()
            .any(|e| e.contains("the camp `inn` leads nowhere")),
        "{errors:#?}"
    );
}

#[test]
fn a_level_that_does_not_load_brings_its_own_errors() {
    let scratch = crate::common::scratch("campaign-level");
    let levels = scratch.join("levels");
    std::fs::create_dir_all(&levels).unwrap();
    std::fs::write(
        levels.join("broken.ron"),
        "(name: \"Broken\", heroes: [(kind: \"squire\")], minions: [(kind: \"goblinn\")])",
    )
    .unwrap();
    let content = library();
    let folder = LevelFolder {
        dir: &levels,
        content: &content,
    };
    let text = "(name: \"C\", party: [(kind: \"squire\")], map: [Fight(id: \"a\", level: \"levels/broken.ron\")])";
    let errors: Vec<String> = campaign_from_text(SourceText::new("c.ron", text), &content, &folder)
        .err()
        .map(|e| e.0.iter().map(ToString::to_string).collect())
        .unwrap_or_default();
    assert!(
        errors
            .iter()
            .any(|e| e.contains("does not load: its own errors follow")),
        "{errors:#?}"
    );
    assert!(
        errors
            .iter()
            .any(|e| e.contains("broken.ron") && e.contains("did you mean `goblin`")),
        "{errors:#?}"
    );
}

#[test]
fn parties_and_guests_are_checked() {
    // Every hero slot a guest: the fight takes none of the party.
    let text = shipped_with(
        "guests: [\"Brother Aldo\"]",
        "guests: [\"Brother Aldo\", \"Squire\", \"Ranger\"]",
    );
    one_error(
        &text,
        "levels/the-pilgrim.ron",
        "would take none of the party",
    );
    // The protected hero's slot filled by the party.
    let text = shipped_with("guests: [\"Brother Aldo\"],", "");
    one_error(
        &text,
        "levels/the-pilgrim.ron",
        "list \"Brother Aldo\" in `guests`",
    );
    // A recruit that is no hero.
    let text = shipped_with("Recruit(kind: \"warden\")", "Recruit(kind: \"goblin\")");
    one_error(&text, "goblin", "`goblin` is not a hero archetype");
    // An empty party.
    let text = std::fs::read_to_string(SHIPPED).unwrap();
    let start = text.find("party: [").unwrap();
    let end = start + text[start..].find("\n    ],").unwrap() + 7;
    let empty = format!("{}party: [],{}", &text[..start], &text[end..]);
    one_error(&empty, "party: []", "the party is empty");
}

#[test]
fn numbers_are_bounded_and_a_choose_in_a_choose_is_refused() {
    one_error(
        &shipped_with("start_level: 2", "start_level: 11"),
        "start_level",
        "at most 10 advantages",
    );
    one_error(&shipped_with("heal: 8", "heal: 0"), "heal: 0", "heals 0");
    one_error(
        &shipped_with("resting: 6", "resting: 0"),
        "resting: 0",
        "a fallen hero would never heal enough",
    );
    one_error(
        &shipped_with(
            "Heal(6)]), Advantage]",
            "Choose([Heal(6), Advantage])]), Advantage]",
        ),
        "Choose([Item",
        "a `Choose` inside a `Choose`",
    );
    // Large numbers are errors, not wraps.
    let errors = errors_of(&shipped_with("retreats: 3", "retreats: 4294967295"));
    assert!(errors.iter().any(|e| e.contains("retreats")), "{errors:#?}");
}

#[test]
fn a_misspelled_field_and_broken_text_are_errors_not_panics() {
    let errors = errors_of(&shipped_with("retreats: 3", "retreat: 3"));
    assert!(
        errors.iter().any(|e| e.contains("did you mean `retreats`")),
        "{errors:#?}"
    );
    let text = std::fs::read_to_string(SHIPPED).unwrap();
    // Every prefix of the file: an error each time, never a panic.
    for cut in (0..text.len()).step_by(97) {
        if text.is_char_boundary(cut) {
            assert!(!errors_of(&text[..cut]).is_empty());
        }
    }
}
