//! What the combat screen shows for a state built by a script, read the way a player (or a
//! screen reader) reads it: which actions are greyed and why, the order of the AP track, wait
//! points on the card. egui_kittest draws the real panels; the texts are what egui exposes.

use crate::common;
use crate::ui_common;

use aguja::combat::Rejection;
use aguja::ui::launch::Launch;
use aguja::ui::seating::Seating;
use ui_common::Game;

const CAST: &str = r#"encounter: Inline((name: "t", heroes: [(kind: "red_haggar"), (kind: "jade_mistress")], minions: [(kind: "goblin"), (kind: "thrall")]))"#;

/// The combat screen where the script with this `setup` leaves the seed's cast, played solo.
fn screen(setup: &str) -> (Game, Vec<String>) {
    let run = common::run_text(&format!("({CAST}, setup: Some(({setup})))"));
    let mut game = Game::launched(Launch::Script {
        run: Box::new(run),
        seating: Seating::default(),
    });
    let mut texts = game.texts();
    // A label shows as a node and again as the text run inside it: one of each will do.
    texts.dedup();
    (game, texts)
}

/// The text shown right after the one equal to `label` (a greyed action's reason follows it, a
/// limb's damage and state follow its name).
fn after<'a>(texts: &'a [String], label: &str, n: usize) -> &'a str {
    let i = texts
        .iter()
        .position(|t| t == label)
        .unwrap_or_else(|| panic!("no `{label}` on the screen: {texts:?}"));
    texts.get(i + n).map_or("", String::as_str)
}

/// Shown, and greyed out.
fn greyed(game: &mut Game, texts: &[String], label: &str) -> bool {
    texts.iter().any(|t| t == label) && !game.enabled(label)
}

// R6.3: Red Haggar's feet on hold: Kick and Prepare are greyed with the reason, Punch, Heal and
// Wait can be clicked, and his card shows the feet on hold.
#[test]
fn r6_3_the_screen_greys_what_a_limb_on_hold_bars_and_shows_the_hold() {
    let (mut game, texts) =
        screen(r#"combatants: [(name: "Red Haggar", limb_wait: [("feet", 2)])]"#);
    assert!(
        texts.iter().any(|t| t.starts_with("Red Haggar acts")),
        "{texts:?}"
    );
    for action in ["Punch · 5 AP", "Heal · 4 AP", "Wait · 1 AP"] {
        assert!(game.enabled(action), "{action}: {texts:?}");
    }
    let feet = Rejection::LimbsOnHold {
        kind: "feet".into(),
    };
    let no_limb = Rejection::OnHold {
        limbs: vec!["feet".into()],
    };
    for (action, why) in [("Kick", feet), ("Prepare", no_limb)] {
        assert!(greyed(&mut game, &texts, action), "{action}: {texts:?}");
        assert_eq!(after(&texts, action, 1), format!("({why})"), "{action}");
    }
    // The card's body: the feet on hold, the hands ready.
    game.click_view("Body and gear");
    let mut texts = game.texts();
    // A label's text and its value come twice in a row.
    texts.dedup();
    assert_eq!(after(&texts, "feet", 2), "on hold (2)", "{texts:?}");
    assert_eq!(after(&texts, "left hand", 2), "ready");
}

// R6.2: wait points on Red Haggar's body card: Wait is the only action that can be clicked, every
// other is greyed with the reason, and his card counts the wait points.
#[test]
fn r6_2_the_screen_offers_only_wait_and_shows_the_body_wait_points() {
    let (mut game, texts) = screen(r#"combatants: [(name: "Red Haggar", wait: Some(3))]"#);
    assert!(game.enabled("Wait · 1 AP"), "{texts:?}");
    for action in ["Punch", "Kick", "Heal", "Prepare"] {
        assert!(greyed(&mut game, &texts, action), "{action}: {texts:?}");
        let why = Rejection::OnlyWait { wait: 3 };
        assert_eq!(after(&texts, action, 1), format!("({why})"), "{action}");
    }
    assert!(
        texts
            .iter()
            .any(|t| t == "· 3 wait points on the body card"),
        "{texts:?}"
    );
}

// R5.2: the AP track puts the markers in the order of the AP levels, whoever acts, and says
// where the needle is.
#[test]
fn r5_2_the_ap_track_stands_the_markers_in_the_order_of_their_levels() {
    let (_, texts) = screen(
        r#"combatants: [(name: "Red Haggar", ap_level: Some(12)), (name: "Jade Mistress", ap_level: Some(13)),
            (name: "Goblin", ap_level: Some(4)), (name: "Thrall", ap_level: Some(10))]"#,
    );
    assert!(
        texts.iter().any(|t| t.starts_with("Jade Mistress acts")),
        "{texts:?}"
    );
    let track = texts
        .iter()
        .find(|t| t.starts_with("AP track"))
        .unwrap_or_else(|| panic!("no AP track: {texts:?}"));
    assert_eq!(
        track,
        "AP track, needle 12: Jade Mistress 13, Red Haggar 12, Thrall 10, Goblin 4"
    );
}

// A heal under the action bar is weighed on the most hurt ally, or says its chance to work
// while nobody is hurt; never against a foe, never "vs" the healer's own friend.
#[test]
fn the_action_bar_weighs_a_heal_on_the_most_hurt_ally_and_an_attack_against_a_foe() {
    let under = |texts: &[String], starts: &str| -> String {
        texts
            .iter()
            .find(|t| t.starts_with(starts))
            .cloned()
            .unwrap_or_else(|| panic!("no `{starts}…` on the screen: {texts:?}"))
    };
    let (_, texts) = screen(r#"combatants: [(name: "Red Haggar", ap_level: Some(12))]"#);
    let heal = under(&texts, "Magic · ");
    assert!(heal.ends_with("to work"), "{heal}");
    assert!(under(&texts, "Strength vs Defence · ").ends_with("vs Goblin"));
    let (_, texts) = screen(
        r#"combatants: [(name: "Red Haggar", ap_level: Some(12)), (name: "Jade Mistress", damage: Some(3))]"#,
    );
    let heal = under(&texts, "Magic · ");
    assert!(heal.ends_with("on Jade Mistress"), "{heal}");
}
