//! Content that parses but cannot work in a fight is an error of `aguja check`, each at the
//! value at fault and reported with every other error of its file: effects that need an
//! answered link outside reactions, equipment effects and item costs without an item target,
//! targets and `keeps_wait_points` on reactions, zero durations, counts and round limits,
//! `<Roll>` in a check, content files outside assets/. And the command line stops quietly when
//! its output is closed early.

use aguja::content::check::{CheckReport, check_paths};
use aguja::content::error::line_col;
use aguja::content::load::ron_files;
use aguja::content::{ContentError, assets_dir, levels_dir};
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use crate::common::{Scratch, scratch};

const MISPLACED: &str = "content files belong under assets/ (the game loads the library from there); this file would be ignored";

/// Writes `text` to a file of its own (outside assets/) and checks it; the file lasts as long
/// as the returned folder.
fn check_text(test: &str, text: &str) -> (Scratch, PathBuf, CheckReport) {
    let dir = scratch(test);
    let file = dir.join("extra.ron");
    std::fs::write(&file, text).unwrap();
    let report = check_paths(std::slice::from_ref(&file), &assets_dir(), &levels_dir());
    (dir, file, report)
}

/// 1-based line and column of the `nth` (from 0) occurrence of `needle`.
fn place(text: &str, needle: &str, nth: usize) -> (usize, usize) {
    let (offset, _) = text
        .match_indices(needle)
        .nth(nth)
        .unwrap_or_else(|| panic!("`{needle}` #{nth} not in the text"));
    line_col(text, offset)
}

/// The errors of `file` other than its being outside assets/.
fn errors_of<'a>(report: &'a CheckReport, file: &Path) -> Vec<&'a ContentError> {
    report
        .errors
        .iter()
        .filter(|e| e.path == file && e.message != MISPLACED)
        .collect()
}

/// The one error whose message contains `wanted`; asserts it is at `at`.
fn assert_error(errors: &[&ContentError], wanted: &str, at: (usize, usize)) {
    let found: Vec<_> = errors
        .iter()
        .filter(|e| e.message.contains(wanted))
        .collect();
    assert_eq!(found.len(), 1, "`{wanted}` once in {errors:#?}");
    assert_eq!((found[0].line, found[0].col), at, "{}", found[0]);
}

#[test]
fn link_effects_outside_reactions_are_errors() {
    let text = r#"(
    actions: [
        (
            id: "cursed_jab",
            name: "Cursed jab",
            cost: 4,
            target: Combatants(who: Enemy),
            check: Some("<Str>[11]<Def>"),
            effects: [Damage("1"), FailLink],
            on_failure: [WaitOnUsedLimbs("1")],
        ),
        (
            id: "shove_aside",
            name: "Shove aside",
            cost: 3,
            target: Combatants(who: Enemy),
            effects: [Redirect],
            on_actor: [WaitOnUsedLimbs("2")],
        ),
        (
            id: "stubborn_block",
            name: "Stubborn block",
            cost: 3,
            reaction: Some((answers: [Attack], concerning: Me)),
            effects: [FailLink, WaitOnUsedLimbs("S")],
            on_failure: [Redirect],
            on_actor: [WaitOnUsedLimbs("1"), FailLink],
        ),
    ],
)"#;
    let (_dir, file, report) = check_text("link", text);
    let errors = errors_of(&report, &file);
    assert_error(
        &errors,
        "`FailLink` in `effects` of `cursed_jab` does nothing: it acts on the link a reaction answers, and `cursed_jab` is not a reaction; make it one",
        place(text, "FailLink", 0),
    );
    assert_error(
        &errors,
        "`WaitOnUsedLimbs` in `on_failure` of `cursed_jab` does nothing",
        place(text, "WaitOnUsedLimbs", 0),
    );
    assert!(
        errors.iter().any(|e| e
            .message
            .contains("use `Wait(…)` for wait points on the target")),
        "{errors:#?}"
    );
    assert_error(
        &errors,
        "`Redirect` in `effects` of `shove_aside` does nothing",
        place(text, "Redirect", 0),
    );
    // In a reaction, and `WaitOnUsedLimbs` in `on_actor`, they work; not `FailLink` in
    // `on_actor`, which answers no link even in a reaction.
    assert_error(
        &errors,
        "`FailLink` in `on_actor` of `stubborn_block` does nothing: `on_actor` applies to the actor and answers no link",
        place(text, "FailLink", 2),
    );
    assert_eq!(errors.len(), 4, "{errors:#?}");
    assert!(
        report.errors.iter().any(|e| e.message == MISPLACED),
        "{:#?}",
        report.errors
    );
}

#[test]
fn equipment_effects_need_the_item_target_they_move() {
    let text = r#"(
    actions: [
        (id: "grab", name: "Grab", cost: 2, target: Combatants(who: Enemy), effects: [Equip]),
        (id: "scoop", name: "Scoop", cost: 2, target: WornItem, effects: [PickUp]),
        (id: "fling", name: "Fling", cost: 1, target: Myself, on_failure: [Drop]),
        (id: "toss", name: "Toss", target: WornItem, effects: [Drop], on_actor: [Stow]),
        (id: "gear_up", name: "Gear up", item_cost: Some(Equip), target: PackedItem, effects: [Equip]),
    ],
)"#;
    let (_dir, file, report) = check_text("equipment", text);
    let errors = errors_of(&report, &file);
    assert_error(
        &errors,
        "`Equip` in `effects` of `grab` does nothing: it moves the item the action targets, and `grab` targets combatants (no item); give it `target: PackedItem`",
        place(text, "Equip]", 0),
    );
    assert_error(
        &errors,
        "`PickUp` in `effects` of `scoop` does nothing: it moves the item the action targets, and `scoop` targets `WornItem` (another item); give it `target: GroundItem`",
        place(text, "PickUp", 0),
    );
    assert_error(
        &errors,
        "`Drop` in `on_failure` of `fling` does nothing: it moves the item the action targets, and `fling` targets `Myself` (no item); give it `target: WornItem`",
        place(text, "Drop", 0),
    );
    assert_error(
        &errors,
        "`Stow` in `on_actor` of `toss` does nothing",
        place(text, "Stow", 0),
    );
    assert_eq!(errors.len(), 4, "{errors:#?}");
}

#[test]
fn item_cost_without_an_item_target_is_an_error() {
    let text = r#"(
    actions: [
        (
            id: "quick_draw",
            name: "Quick draw",
            item_cost: Some(Equip),
            target: Myself,
            effects: [Prepare("1")],
        ),
        (id: "tidy_up", name: "Tidy up", cost: 1, item_cost: Some(Stow), target: WornItem, effects: [Stow]),
    ],
)"#;
    let (_dir, file, report) = check_text("item-cost", text);
    let errors = errors_of(&report, &file);
    assert_error(
        &errors,
        "`item_cost` of `quick_draw` takes the cost from the item the action moves, but `quick_draw` targets `Myself` and moves none (it would cost `cost`, 0 AP): remove `item_cost` and set `cost`",
        place(text, "Some(Equip)", 0),
    );
    assert_eq!(errors.len(), 1, "{errors:#?}");
}

#[test]
fn a_reaction_with_a_target_is_an_error() {
    let text = r#"(
    actions: [
        (
            id: "riposte",
            name: "Riposte",
            cost: 3,
            reaction: Some((answers: [Attack], concerning: Me, by: Enemy)),
            target: Combatants(who: Enemy),
            check: Some("<Str>[11]<Def>"),
            effects: [Damage("1")],
        ),
        (
            id: "duck",
            name: "Duck",
            cost: 2,
            reaction: Some((answers: [Attack], concerning: Me)),
            target: NoTarget,
            effects: [FailLink],
        ),
    ],
)"#;
    let (_dir, file, report) = check_text("reaction-target", text);
    let errors = errors_of(&report, &file);
    assert_error(
        &errors,
        "reaction `riposte` has a target, which is ignored: a reaction's target is the owner of the link it answers; remove `target`",
        place(text, "Combatants(who: Enemy)", 0),
    );
    assert_eq!(errors.len(), 1, "{errors:#?}");
}

#[test]
fn zero_rounds_counts_and_round_limits_are_errors() {
    let text = r#"(
    actions: [
        (
            id: "fleeting_ward",
            name: "Fleeting ward",
            cost: 2,
            target: Combatants(who: AllyOrSelf, count: 0),
            check: Some("[8]"),
            effects: [Modify(stat: Def, amount: 1, duration: Rounds(2))],
            on_failure: [Modify(stat: Def, amount: 1, duration: Rounds(0))],
        ),
    ],
)"#;
    let (_dir, file, report) = check_text("zero", text);
    let errors = errors_of(&report, &file);
    assert_error(
        &errors,
        "`count: 0` in `fleeting_ward` would be taken as 1: write `count: 1` or more",
        place(text, "0),", 0),
    );
    assert_error(
        &errors,
        "`Rounds(0)` in `fleeting_ward` would last as long as `Rounds(1)` (to the end of this round): write `Rounds(1)` or more",
        place(text, "Rounds(0)", 0),
    );
    assert_eq!(errors.len(), 2, "{errors:#?}");

    // An encounter: `max_rounds: 0`, with its other errors.
    let text = r#"(
    name: "Blink",
    level: 0,
    max_rounds: 0,
    heroes: [(kind: "squier")],
    minions: [(kind: "goblin")],
)"#;
    let dir = scratch("max-rounds");
    let file = dir.join("blink.ron");
    std::fs::write(&file, text).unwrap();
    let report = check_paths(std::slice::from_ref(&file), &assets_dir(), &levels_dir());
    let errors = errors_of(&report, &file);
    assert_error(
        &errors,
        "`max_rounds: 0` would be taken as 1 (a draw after the first round): write 1 or more, or leave it out for 30",
        place(text, "0,\n    heroes", 0),
    );
    assert_error(
        &errors,
        "unknown combatant `squier`",
        place(text, "\"squier\"", 0),
    );
    assert_eq!(errors.len(), 2, "{errors:#?}");
}

#[test]
fn roll_in_a_check_is_an_error_at_the_check_string() {
    let text = r#"(
    actions: [
        (
            id: "lucky_jab",
            name: "Lucky jab",
            cost: 3,
            target: Combatants(who: Enemy),
            check: Some("<Roll>[10]"),
            effects: [Damage("1")],
        ),
        (
            id: "lucky_dodge",
            name: "Lucky dodge",
            cost: 3,
            target: Myself,
            check: Some("[10]<roll>"),
            effects: [Prepare("1")],
            keeps_wait_points: true,
        ),
        (id: "jinx", name: "Jinx", cost: 1),
    ],
)"#;
    let (_dir, file, report) = check_text("roll", text);
    let errors = errors_of(&report, &file);
    assert_error(
        &errors,
        "column 2 of `<Roll>[10]`: `Roll` is not an attribute to check with: it is the bonus every check roll gets from modifiers (give it with `Modify(stat: Roll, …)`); use one of AP, HP, Str, Def, Per, Mag, DR",
        place(text, "\"<Roll>[10]\"", 0),
    );
    assert_error(
        &errors,
        "column 6 of `[10]<roll>`: `roll` is not an attribute to check with",
        place(text, "\"[10]<roll>\"", 0),
    );
    assert_eq!(errors.len(), 2, "{errors:#?}");
    // With the other errors of the file: every action is still parsed.
    let text = text.replace("name: \"Jinx\"", "nme: \"Jinx\"");
    std::fs::write(&file, &text).unwrap();
    let report = check_paths(std::slice::from_ref(&file), &assets_dir(), &levels_dir());
    let errors = errors_of(&report, &file);
    assert_error(&errors, "unknown field `nme`", place(&text, "nme", 0));
    assert_eq!(errors.len(), 3, "{errors:#?}");
}

#[test]
fn keeps_wait_points_on_a_reaction_is_an_error() {
    let text = r#"(
    actions: [
        (
            id: "steady",
            name: "Steady",
            cost: 2,
            reaction: Some((answers: [Spell])),
            effects: [FailLink],
            keeps_wait_points: true,
            keeps_preparation: true,
        ),
        (id: "breathe", name: "Breathe", cost: 1, effects: [Prepare("1")], keeps_wait_points: true),
    ],
)"#;
    let (_dir, file, report) = check_text("keeps-wait", text);
    let errors = errors_of(&report, &file);
    assert_error(
        &errors,
        "`keeps_wait_points` does nothing on reaction `steady`: paying for a reaction always removes wait points (R6.4, R7.4); remove it",
        place(text, "true", 0),
    );
    assert_eq!(errors.len(), 1, "{errors:#?}");
}

#[test]
fn every_semantic_error_of_a_file_is_reported_with_the_others() {
    let text = r#"(
    actions: [
        (id: "a", name: "A", cost: 2, target: Combatants(who: Enemy, count: 0), effects: [FailLink]),
        (id: "b", name: "B", cost: 2, item_cost: Some(Stow), reaction: Some((answers: [Attack])), target: Myself,
         keeps_wait_points: true, effects: [Equip]),
    ],
    items: [(id: "nothing", name: "Nothing", parts: [])],
)"#;
    let (_dir, file, report) = check_text("all", text);
    let errors = errors_of(&report, &file);
    let got: Vec<(usize, usize)> = errors.iter().map(|e| (e.line, e.col)).collect();
    let mut wanted = vec![
        place(text, "FailLink", 0),
        place(text, "0)", 0),
        place(text, "Some(Stow)", 0),
        place(text, "Myself", 0),
        place(text, "true", 0),
        place(text, "Equip", 0),
        place(text, "\"nothing\"", 0),
    ];
    let mut got_sorted = got.clone();
    got_sorted.sort();
    wanted.sort();
    assert_eq!(got_sorted, wanted, "{errors:#?}");
}

#[test]
fn content_files_outside_assets_are_errors_and_still_checked() {
    // Outside assets/: the error, at the first content field, plus the file's own errors.
    let text = r#"// A designer's new monster, saved in the wrong folder.
(
    items: [(id: "bone_club", name: "Bone club", parts: ["hand"], equip_cost: Some(2), grants: ["smahs"])],
    actions: [(id: "bash", name: "Bash", cost: 3, targte: Myself)],
)"#;
    let (_dir, file, report) = check_text("outside", text);
    let misplaced: Vec<_> = report
        .errors
        .iter()
        .filter(|e| e.path == file && e.message == MISPLACED)
        .collect();
    assert_eq!(misplaced.len(), 1, "{:#?}", report.errors);
    assert_eq!(
        (misplaced[0].line, misplaced[0].col),
        place(text, "items", 0)
    );
    let errors = errors_of(&report, &file);
    assert_error(&errors, "unknown field `targte`", place(text, "targte", 0));
    assert_eq!(errors.len(), 1, "{errors:#?}");
    // Once it parses, its references are checked too.
    let text = text.replace("targte", "target");
    std::fs::write(&file, &text).unwrap();
    let report = check_paths(std::slice::from_ref(&file), &assets_dir(), &levels_dir());
    let errors = errors_of(&report, &file);
    assert_error(
        &errors,
        "unknown action `smahs`",
        place(&text, "\"smahs\"", 0),
    );

    // In levels/: the same. And an encounter there is checked against the library the game
    // loads, without what the stray file defines.
    let levels = scratch("levels");
    let stray = levels.join("new_kind.ron");
    let stray_text = r#"(combatants: [(id: "bone_goblin", name: "Bone goblin", side: Minions, body: "humanoid",
    attributes: (ap: 7, hp: 6, str: 1))])"#;
    std::fs::write(&stray, stray_text).unwrap();
    let level = levels.join("bones.ron");
    let level_text =
        r#"(name: "Bones", heroes: [(kind: "squire")], minions: [(kind: "bone_goblin")])"#;
    std::fs::write(&level, level_text).unwrap();
    let report = check_paths(&[], &assets_dir(), &levels);
    let got: Vec<String> = report.errors.iter().map(|e| e.to_string()).collect();
    assert_eq!(got.len(), 2, "{got:#?}");
    let (line, col) = place(stray_text, "combatants", 0);
    assert!(
        got.contains(&format!("{}:{line}:{col}: {MISPLACED}", stray.display())),
        "{got:#?}"
    );
    let (line, col) = place(level_text, "\"bone_goblin\"", 0);
    assert!(
        got.iter().any(|e| e.starts_with(&format!(
            "{}:{line}:{col}: unknown combatant `bone_goblin`",
            level.display()
        ))),
        "{got:#?}"
    );
    assert_eq!(
        report.content_files,
        ron_files(&assets_dir()).unwrap().len() + 1
    );

    // The same file inside the library it is checked with: no such error.
    let library = scratch("library");
    for file in ron_files(&assets_dir()).unwrap() {
        let to = library.join(file.strip_prefix(assets_dir()).unwrap());
        std::fs::create_dir_all(to.parent().unwrap()).unwrap();
        std::fs::copy(&file, &to).unwrap();
    }
    let inside = library.join("monsters.ron");
    std::fs::write(&inside, stray_text).unwrap();
    let report = check_paths(&[inside, level.clone()], &library, &levels);
    assert!(report.errors.is_empty(), "{:#?}", report.errors);
}

/// `aguja play --headless | head`: the output closes early; the command must stop quietly,
/// not panic with a broken pipe.
#[test]
fn play_headless_into_a_closed_pipe_stops_quietly() {
    // Closed before anything is printed, and closed after the first line.
    for lines_read in [0, 1] {
        let mut child = Command::new(env!("CARGO_BIN_EXE_aguja"))
            .args(["play", "--headless", "--seed", "3"])
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let stdout = child.stdout.take().unwrap();
        let mut reader = BufReader::new(stdout);
        for _ in 0..lines_read {
            let mut line = String::new();
            reader.read_line(&mut line).unwrap();
            assert!(!line.is_empty());
        }
        drop(reader);
        let out = child.wait_with_output().unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(!stderr.contains("panicked"), "{stderr}");
        assert!(out.status.success(), "{:?}: {stderr}", out.status);
    }
}
