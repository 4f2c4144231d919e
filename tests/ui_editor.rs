//! The encounter editor (issue 19): an encounter built by clicks and saved where `aguja check`
//! accepts it; Save refused while the draft has an error, the error shown by its member; a
//! commented file kept as `.bak` before it is rewritten; Edit on the title opening the chosen
//! level; the balance worker's rates, found on its own thread while the caller goes on.

use crate::common::scratch;
use crate::ui_common::Game;
use aguja::content::check::check_paths;
use aguja::content::{Content, assets_dir, levels_dir, load_encounter};
use aguja::ui::screens::combat::FightAsk;
use aguja::ui::windows::editor::balance::Balance;
use aguja::ui::windows::editor::model::{EditRequest, Editor};
use aguja::ui::windows::editor::save::{SaveError, backup_path, save};
use std::path::Path;
use std::time::{Duration, Instant};

/// `aguja check FILE`'s verdict: its errors, none when it passes.
fn check(file: &Path, levels: &Path) -> Vec<String> {
    let report = check_paths(&[file.to_path_buf()], &assets_dir(), levels);
    assert_eq!(report.encounter_files, 1, "{}", file.display());
    report.errors.iter().map(|e| e.to_string()).collect()
}

#[test]
fn an_encounter_built_by_clicks_is_saved_where_aguja_check_accepts_it() {
    let levels = scratch("editor-levels");
    let mut game = Game::new();
    game.click_view("New encounter");
    // The game's levels/ stays untouched: this one saves into a folder of its own.
    game.overlays_mut().edit.levels = levels.to_path_buf();
    let texts = game.texts();
    assert!(
        texts.iter().any(|t| t.starts_with("Cannot save yet")),
        "an empty encounter cannot be saved: {texts:?}"
    );
    game.type_into("Encounter name", "Goblin Den");
    game.click_view("Add a hero");
    game.click_view("Add a minion");
    game.click_view("Add a minion");
    game.click_views(&["Goal", "Defeat their leader"]);
    let texts = game.texts();
    assert!(
        texts.iter().any(|t| t == "No problems: ready to save"),
        "{texts:?}"
    );
    assert!(game.enabled("Save"));
    game.click_view("Save");
    let file = levels.join("goblin-den.ron");
    assert!(
        file.exists(),
        "{:?}",
        std::fs::read_dir(&*levels).unwrap().collect::<Vec<_>>()
    );
    assert_eq!(check(&file, &levels), Vec::<String>::new());
    let catalog = game.catalog();
    let saved = load_encounter(&file, &catalog.content).expect("it loads");
    assert_eq!(saved.def.name, "Goblin Den");
    assert_eq!(saved.def.heroes.len(), 1);
    assert_eq!(saved.def.minions.len(), 2);
    let leader = saved.goal.named().expect("a leader");
    assert_eq!(saved.members[leader].side, aguja::content::Side::Minions);
    assert!(
        game.texts().iter().any(|t| t.starts_with("Saved ")),
        "the editor says it saved"
    );
}

#[test]
fn save_is_refused_while_the_draft_has_an_error_shown_by_its_member() {
    let levels = scratch("editor-refused");
    let mut game = Game::new();
    game.click_view("New encounter");
    game.overlays_mut().edit.levels = levels.to_path_buf();
    game.click_view("Add a hero");
    game.click_view("Add a minion");
    game.overlays_mut().edit.draft.minions[0].kind = "gobiln".into();
    assert!(
        !game.enabled("Save"),
        "Save waits for the error to be fixed"
    );
    let texts = game.texts();
    assert!(
        texts
            .iter()
            .any(|t| t.starts_with("⚠ Unknown combatant `gobiln`")),
        "{texts:?}"
    );
    assert!(
        texts
            .iter()
            .any(|t| t.starts_with("Cannot save yet: 1 problem"))
    );
    let problem = &game.overlays_mut().edit.checked.problems[0];
    assert_eq!(
        problem.place,
        aguja::ui::windows::editor::check::Place::Member(aguja::content::Side::Minions, 0)
    );
    // Nor does the model write it when asked directly.
    let editor = &mut game.overlays_mut().edit;
    assert!(matches!(save(editor, true), Err(SaveError::HasProblems(1))));
    assert_eq!(std::fs::read_dir(&*levels).unwrap().count(), 0);
}

#[test]
fn an_error_shows_under_the_right_one_of_two_members_of_the_same_kind() {
    use aguja::content::Side::{Heroes, Minions};
    use aguja::ui::windows::editor::check::Place;
    let content = aguja::content::load_content(&assets_dir()).unwrap();
    let mut editor = Editor::new_encounter(&scratch("editor-two-of-a-kind"), &content);
    editor.add_member(Heroes, &content);
    editor.add_member(Heroes, &content);
    editor.add_member(Minions, &content);
    editor.add_member(Minions, &content);
    assert_eq!(editor.draft.heroes[0].kind, editor.draft.heroes[1].kind);
    // Level 1 gives each hero one advantage: the first has its one, the second two. In the
    // text, the second's list starts with the same name as the first's.
    editor.draft.level = 1;
    editor.draft.heroes[0].advantages = Some(vec!["speed".into()]);
    editor.draft.heroes[1].advantages = Some(vec!["speed".into(), "health".into()]);
    // Both minions of a kind the library lacks: one error under each.
    for m in &mut editor.draft.minions {
        m.kind = "gobiln".into();
    }
    editor.recheck(&content);
    let mut found: Vec<(Place, Option<&str>)> = editor
        .checked
        .problems
        .iter()
        .map(|p| (p.place, p.field.as_deref()))
        .collect();
    found.sort_by_key(|(place, _)| format!("{place:?}"));
    assert_eq!(
        found,
        vec![
            (Place::Member(Heroes, 1), Some("advantages")),
            (Place::Member(Minions, 0), Some("kind")),
            (Place::Member(Minions, 1), Some("kind")),
        ],
        "{:?}",
        editor.checked.problems
    );
}

#[test]
fn saving_a_file_with_comments_keeps_the_old_one_as_bak_first() {
    let levels = scratch("editor-comments");
    let file = levels.join("pass.ron");
    let original = std::fs::read_to_string(levels_dir().join("10-hobgoblin-pass.ron")).unwrap();
    assert!(original.contains("//"), "the level keeps its comments");
    std::fs::write(&file, &original).unwrap();
    let mut game = Game::new();
    let catalog = game.catalog();
    game.overlays_mut()
        .open_editor(EditRequest::Open(file.clone()), &catalog);
    let texts = game.texts();
    let warning = "This file has comments the editor cannot keep; the old file will be kept as";
    assert!(
        texts
            .iter()
            .any(|t| t.starts_with(warning) && t.ends_with("pass.ron.bak")),
        "{texts:?}"
    );
    game.type_into("Encounter name", "Hobgoblin Pass, rewritten");
    game.click_view("Save");
    let backup = backup_path(&file);
    assert_eq!(std::fs::read_to_string(&backup).unwrap(), original);
    let written = std::fs::read_to_string(&file).unwrap();
    assert!(written.contains("Hobgoblin Pass, rewritten"), "{written}");
    assert_eq!(check(&file, &levels), Vec::<String>::new());
    // Rewritten once, the file has no comments left: no second backup is announced.
    assert!(!game.texts().iter().any(|t| t.starts_with(warning)));
}

#[test]
fn edit_on_the_title_opens_the_chosen_level_in_the_editor() {
    let mut game = Game::new();
    game.click_view("Edit");
    let texts = game.texts();
    assert!(
        texts
            .iter()
            .any(|t| t == "Encounter editor: levels/seed-example.ron"),
        "{texts:?}"
    );
    let edit = &game.overlays_mut().edit;
    assert!(edit.checked.ok(), "{:?}", edit.checked.problems);
    assert!(!edit.dirty());
}

#[test]
fn a_new_encounter_never_saves_over_another_file_without_asking() {
    let levels = scratch("editor-replace");
    let content = aguja::content::load_content(&assets_dir()).unwrap();
    let mut editor = Editor::new_encounter(&levels, &content);
    editor.add_member(aguja::content::Side::Heroes, &content);
    editor.add_member(aguja::content::Side::Minions, &content);
    editor.recheck(&content);
    let target = levels.join("new-encounter.ron");
    std::fs::write(&target, "someone else's").unwrap();
    assert!(matches!(
        save(&mut editor, false),
        Err(SaveError::WouldReplace(_))
    ));
    assert_eq!(std::fs::read_to_string(&target).unwrap(), "someone else's");
    save(&mut editor, true).expect("replaced when agreed to");
    assert_eq!(check(&target, &levels), Vec::<String>::new());
}

#[test]
fn the_balance_worker_finds_the_rates_on_its_own_thread() {
    let content: std::sync::Arc<Content> = crate::common::library();
    let path = levels_dir().join("seed-example.ron");
    let encounter = load_encounter(&path, &content).unwrap();
    let mut balance = Balance {
        combats: 2,
        ..Balance::default()
    };
    balance.start(content.clone(), &encounter.def, encounter.clone());
    assert!(balance.progress().is_some(), "under way");
    // A guard against a worker that never ends, not a measure of its speed.
    let deadline = Instant::now() + Duration::from_secs(300);
    while balance.progress().is_some() {
        assert!(Instant::now() < deadline, "never finished");
        balance.poll();
        std::thread::sleep(Duration::from_millis(20));
    }
    assert_eq!(balance.rates.len(), 3, "{:?}", balance.rates);
    for rate in &balance.rates {
        assert_eq!(rate.combats, 2, "{rate:?}");
        assert!(rate.dark_lord_wins + rate.hero_wins <= 2);
        assert!((0.0..=100.0).contains(&rate.percent()));
    }
    // A run cancelled stops and keeps what it had found.
    balance.combats = 1000;
    balance.start(content, &encounter.def.clone(), encounter);
    // `start` hands the fights to the worker and returns: 3,000 of them are not all done yet.
    let (done, total) = balance.progress().expect("under way");
    assert!(done < total, "start waited for the run: {done} of {total}");
    balance.cancel();
    assert!(balance.progress().is_none());
}

#[test]
fn play_test_starts_the_draft_at_once_and_the_title_brings_the_editor_back() {
    let mut game = Game::new();
    game.click_view("Edit");
    game.overlays_mut().edit.seats.dark_lord = aguja::control::Seat::Ai(aguja::ai::Strength::Easy);
    game.look_and_click(|_| vec!["Play-test now".to_string()]);
    assert_eq!(game.screen(), aguja::ui::screens::Screen::Combat);
    let seats = game.seats();
    assert!(
        seats
            .by_combatant
            .contains(&aguja::control::Seat::Ai(aguja::ai::Strength::Easy)),
        "the Dark Lord as chosen in the editor: {seats:?}"
    );
    assert!(!game.overlays_mut().editor, "the fight is not hidden by it");
    // A frame of the fight, as the window draws one before anyone goes back.
    assert!(
        !game
            .texts()
            .iter()
            .any(|t| t.starts_with("Encounter editor"))
    );
    crate::ui_common::apply(game.app.world_mut(), FightAsk::BackToTitle);
    game.app.update();
    let texts = game.texts();
    assert!(
        texts
            .iter()
            .any(|t| t == "Encounter editor: levels/seed-example.ron"),
        "{texts:?}"
    );
}
