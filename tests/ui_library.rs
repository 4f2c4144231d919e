//! The library browser, opened from the title: every table listed with its entries, the
//! first combatant's details on opening, and a picked action's cost, check and the levels
//! that use it; a search narrows the list.

use crate::ui_common::Game;

#[test]
fn the_library_opens_from_the_title_and_shows_what_a_monster_is_and_where_it_fights() {
    let mut game = Game::new();
    game.click_view("Library");
    let texts = game.texts();
    for table in ["Combatants", "Actions", "Items", "Advantages", "Bodies"] {
        assert!(
            texts.iter().any(|t| t.starts_with(&format!("{table} ("))),
            "no {table}: {texts:?}"
        );
    }
    assert!(
        texts.iter().any(|t| t.starts_with("Used in: ")),
        "{texts:?}"
    );
    assert!(
        texts.iter().any(|t| t.starts_with("Abilities")),
        "{texts:?}"
    );
    // The cave spider: its Web, and the Spider Cellar that sends it.
    game.click_view("Cave spider");
    let texts = game.texts();
    assert!(
        texts
            .iter()
            .any(|t| t.contains("Used in: ") && t.contains("The Spider Cellar")),
        "{texts:?}"
    );
    assert!(texts.iter().any(|t| t.starts_with("Web: ")), "{texts:?}");
}

#[test]
fn an_item_or_action_given_only_by_a_members_overrides_counts_as_used() {
    use aguja::ui::windows::library::{Entry, used_in};
    let content = crate::common::library();
    let text = r#"(
        name: "Chief",
        heroes: [(kind: "red_haggar")],
        minions: [(kind: "goblin", overrides: (actions: ["slam"], pack: ["war_axe"]))],
    )"#;
    let encounter = aguja::content::load::encounter_from_text(
        std::path::Path::new("chief.ron"),
        text,
        &content,
    )
    .unwrap();
    let levels = [("Chief".to_string(), &encounter)];
    let slam = content.action_id("slam").unwrap().index();
    let axe = content.item_id("war_axe").unwrap().index();
    assert_eq!(used_in(&content, &levels, Entry::Action(slam)), ["Chief"]);
    assert_eq!(used_in(&content, &levels, Entry::Item(axe)), ["Chief"]);
    let paralysis = content.action_id("paralysis").unwrap().index();
    assert!(used_in(&content, &levels, Entry::Action(paralysis)).is_empty());
}
