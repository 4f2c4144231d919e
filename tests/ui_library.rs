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
