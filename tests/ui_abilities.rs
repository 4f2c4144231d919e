//! Every ability in view: a card lists the combatant's actions and reactions (an enemy's too)
//! with what each reaction answers, and says which could react to the move on the table now;
//! the battlefield badges exactly those combatants.

use crate::ui_common::Game;
use aguja::content::Content;
use aguja::script::run_script_file;
use aguja::ui::launch::Launch;
use aguja::ui::seating::Seating;
use aguja::ui::snapshot::Snapshot;
use aguja::ui::widgets::abilities::{abilities, could_react_now};
use egui_kittest::Harness;

/// The reaction window's moment (`docs/scenarios/reaction-window.ron`), Jade Mistress's prompt
/// up.
pub fn reaction_window() -> Game {
    let content = aguja::content::load_content(&aguja::content::assets_dir()).unwrap();
    let run = run_script_file(
        std::path::Path::new("docs/scenarios/reaction-window.ron"),
        std::sync::Arc::<Content>::from(content),
    )
    .expect("the script runs");
    Game::launched(Launch::Script {
        run: Box::new(run),
        seating: Seating::default(),
    })
}

/// The texts of `who`'s abilities, drawn alone.
fn ability_texts(snap: &Snapshot, who: &str) -> Vec<String> {
    let id = snap.roster.id_of(who).expect(who);
    let snap = snap.clone();
    let harness = Harness::builder()
        .with_size(bevy_egui::egui::vec2(600.0, 800.0))
        .build_ui(move |ui| abilities(ui, &snap, id));
    crate::ui_common::texts(&harness)
}

#[test]
fn an_enemy_s_card_shows_its_reactions_and_what_they_answer() {
    let mut game = reaction_window();
    let snap = game.snapshot();
    let goblin = ability_texts(&snap, "Goblin");
    assert!(
        goblin
            .iter()
            .any(|t| t.starts_with("Block") && t.contains("answers attacks")),
        "{goblin:?}"
    );
    let thrall = ability_texts(&snap, "Thrall");
    assert!(
        thrall
            .iter()
            .any(|t| t.starts_with("Protect") && t.contains("aimed at an ally")),
        "{thrall:?}"
    );
    // Jade Mistress may answer the Goblin's Block now; her card says so.
    let jade = ability_texts(&snap, "Jade Mistress");
    assert!(
        jade.iter()
            .any(|t| t.starts_with("Paralysis") && t.contains("can react now")),
        "{jade:?}"
    );
}

#[test]
fn the_badge_marks_exactly_who_could_answer_the_open_move() {
    let mut game = reaction_window();
    let snap = game.snapshot();
    let id = |n: &str| snap.roster.id_of(n).unwrap();
    let paralysis = snap.content.action_id("paralysis").expect("paralysis");
    assert_eq!(could_react_now(&snap, id("Jade Mistress")), vec![paralysis]);
    // Protect answers only what targets an ally: not the Goblin's Block.
    assert!(could_react_now(&snap, id("Thrall")).is_empty());
    // Links already in the chain do not answer again.
    assert!(could_react_now(&snap, id("Goblin")).is_empty());
    assert!(could_react_now(&snap, id("Red Haggar")).is_empty());
}

#[test]
fn a_heal_on_the_card_is_weighed_on_the_most_hurt_ally_never_on_an_enemy() {
    let mut game = reaction_window();
    let mut snap = game.snapshot();
    let heal = |texts: &[String]| -> String {
        texts
            .iter()
            .find(|t| t.starts_with("Heal"))
            .cloned()
            .expect("Jade Mistress has Heal")
    };
    // Nobody hurt: the chance alone, no name.
    let line = heal(&ability_texts(&snap, "Jade Mistress"));
    assert!(line.ends_with("to work"), "{line}");
    assert!(!line.contains("Goblin") && !line.contains(" vs "), "{line}");
    // Red Haggar hurt: the heal is weighed on him.
    let haggar = snap.roster.id_of("Red Haggar").unwrap();
    snap.state.fighters[haggar.index()].damage = 3;
    let line = heal(&ability_texts(&snap, "Jade Mistress"));
    assert!(line.contains("on Red Haggar"), "{line}");
    // An attack is still weighed against a foe.
    let texts = ability_texts(&snap, "Jade Mistress");
    let punch = texts.iter().find(|t| t.starts_with("Punch")).unwrap();
    assert!(punch.contains(" vs Goblin"), "{punch}");
}
