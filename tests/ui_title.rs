//! The title screen by clicks: choosing an encounter, hot-seat seats, a human Dark Lord or the
//! AI's strength, an AI hero and another archetype for a hero slot all reach the combat that
//! starts.

use aguja::ai::Strength;
use aguja::content::catalog::Catalog;
use aguja::content::{Side, assets_dir, levels_dir};
use aguja::control::Seat;
use aguja::ui::screens::combat::FightAsk;
use aguja::ui::screens::title::title;
use aguja::ui::screens::title::view::TitleDraft;
use bevy_egui::egui;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

struct Title {
    catalog: Catalog,
    draft: TitleDraft,
    intent: Option<FightAsk>,
}

fn harness() -> Harness<'static, Title> {
    let catalog = Catalog::load(&assets_dir(), &levels_dir());
    let mut draft = TitleDraft::default();
    draft.prepare(&catalog, Some(&levels_dir().join("seed-example.ron")));
    let state = Title {
        catalog,
        draft,
        intent: None,
    };
    let mut h = Harness::builder()
        .with_size(egui::vec2(1280.0, 800.0))
        .build_ui_state(
            |ui, t: &mut Title| {
                if let Some(i) = title(ui, &t.catalog, &Default::default(), &mut t.draft) {
                    t.intent = i.take::<FightAsk>().ok();
                }
            },
            state,
        );
    h.run_steps(2);
    h
}

fn click(h: &mut Harness<'static, Title>, label: &str) {
    h.query_by_label(label)
        .or_else(|| h.query_by_label_contains(label))
        .unwrap_or_else(|| panic!("no `{label}`"))
        .click();
    h.run_steps(2);
}

#[test]
fn hot_seat_with_a_human_dark_lord_gives_each_player_a_seat() {
    let mut h = harness();
    click(&mut h, "Hot-seat");
    click(&mut h, "a player");
    click(&mut h, "Start the fight");
    let Some(FightAsk::Start(setup)) = h.state_mut().intent.take() else {
        panic!("no start")
    };
    assert_eq!(setup.encounter.def.name, "The Needle's Example");
    assert_eq!(setup.heroes, vec![Seat::Player(0), Seat::Player(1)]);
    assert_eq!(setup.dark_lord, Seat::Player(2));
    let seats = setup.seats();
    assert_eq!(seats.players(), 3);
    for (m, seat) in setup.encounter.members.iter().zip(&seats.by_combatant) {
        if m.side == Side::Minions {
            assert_eq!(*seat, Seat::Player(2));
        }
    }
}

#[test]
fn another_level_and_another_archetype_can_be_chosen() {
    let mut h = harness();
    click(&mut h, "Roadside Ambush");
    assert!(
        h.query_by_label_contains("The king's road narrows")
            .is_some(),
        "the description of the chosen level is shown"
    );
    // The Squire's slot offers other archetypes: take the Knight.
    click(&mut h, "Knight");
    click(&mut h, "Start the fight");
    let Some(FightAsk::Start(setup)) = h.state_mut().intent.take() else {
        panic!("no start")
    };
    let heroes: Vec<&str> = setup
        .encounter
        .members
        .iter()
        .filter(|m| m.side == Side::Heroes)
        .map(|m| m.name.as_str())
        .collect();
    assert_eq!(heroes, ["Knight", "Ranger"]);
    assert_eq!(setup.dark_lord, Seat::Ai(Strength::Normal), "the default");
}

fn start(h: &mut Harness<'static, Title>) -> aguja::ui::seating::StartSetup {
    click(h, "Start the fight");
    match h.state_mut().intent.take() {
        Some(FightAsk::Start(setup)) => *setup,
        other => panic!("no start: {other:?}"),
    }
}

#[test]
fn a_hard_dark_lord_reaches_the_start() {
    let mut h = harness();
    click(&mut h, "Hard");
    let setup = start(&mut h);
    assert_eq!(setup.dark_lord, Seat::Ai(Strength::Hard));
    let seats = setup.seats();
    for (i, m) in setup.encounter.members.iter().enumerate() {
        let seat = seats.by_combatant[i];
        match m.side {
            Side::Minions => assert_eq!(seat, Seat::Ai(Strength::Hard)),
            Side::Heroes => assert_eq!(seat, Seat::Player(0)),
        }
    }
}

#[test]
fn a_hero_can_be_given_to_the_ai_at_a_strength() {
    let mut h = harness();
    // The first hero slot's owner box, then the AI at easy in its list.
    h.query_all_by_value("You")
        .next()
        .expect("an owner box")
        .click();
    h.run_steps(2);
    for strength in ["AI (easy)", "AI (normal)", "AI (hard)"] {
        assert!(
            h.query_by_label(strength).is_some(),
            "{strength} is offered"
        );
    }
    click(&mut h, "AI (easy)");
    let setup = start(&mut h);
    assert_eq!(
        setup.heroes,
        vec![Seat::Ai(Strength::Easy), Seat::Player(0)]
    );
    assert_eq!(setup.seats().by_combatant[0], Seat::Ai(Strength::Easy));
}
