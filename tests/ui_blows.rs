//! The blows as the battlefield plays them (`ui::fx`): each attack lunges, and what it does
//! (the hit, the healing, the fall) starts when it lands, halfway through the lunge; nothing
//! of it holds the pace once it has played. A check's dice never cover a player's prompt.

use aguja::ui::screens::combat::fx::{FALL, FLOAT, Fx, FxItem, FxKind, LUNGE};

use crate::common::run_file;

#[test]
fn a_blows_result_plays_when_it_lands_and_the_pace_waits_for_it() {
    let run = run_file("tests/scenarios/seed_example.ron");
    let mut fx = Fx::default();
    // The first call only starts the combat; the second plays the whole log at time 10.
    fx.absorb(&[], 0.0);
    fx.absorb(&run.events, 10.0);
    let lunges: Vec<f64> = fx
        .items
        .iter()
        .filter(|i| matches!(i.kind, FxKind::Lunge { .. }))
        .map(|i| i.start)
        .collect();
    let hits: Vec<f64> = fx
        .items
        .iter()
        .filter(|i| matches!(i.kind, FxKind::Hit { .. } | FxKind::Down { .. }))
        .map(|i| i.start)
        .collect();
    assert!(!lunges.is_empty() && !hits.is_empty(), "{:?}", fx.items);
    for hit in &hits {
        assert!(
            lunges
                .iter()
                .any(|l| (hit - (l + LUNGE / 2.0)).abs() < 1e-9),
            "a hit at {hit} lands with no lunge: lunges {lunges:?}"
        );
    }
    // Before the blow lands the pace waits; once everything has played, it goes on.
    assert!(fx.busy(10.0 + LUNGE / 4.0));
    assert!(!fx.busy(10.0 + LUNGE + FALL + FLOAT));
}

/// Where the dice of a check just rolled are drawn on a 1280×800 screen, drawn alone.
fn dice_rect(snap: &aguja::ui::snapshot::Snapshot) -> bevy_egui::egui::Rect {
    let who = snap.roster.id_of("Goblin").unwrap();
    let fx = Fx {
        items: vec![FxItem {
            kind: FxKind::Roll {
                who,
                action: snap.content.action_id("block").unwrap(),
                dice: vec![vec![3], vec![4], vec![5]],
                total: 12,
                difficulty: 10,
                success: true,
            },
            start: 0.0,
        }],
        ..Fx::default()
    };
    let snap = snap.clone();
    let mut harness = egui_kittest::Harness::builder()
        .with_size(bevy_egui::egui::vec2(1280.0, 800.0))
        .build_ui(move |ui| aguja::ui::widgets::dice::dice_overlay(ui.ctx(), &snap, &fx, 0.1));
    harness.run_steps(2);
    harness
        .ctx
        .memory(|m| m.area_rect(bevy_egui::egui::Id::new("dice")))
        .expect("the dice are drawn")
}

#[test]
fn a_roll_that_lingers_once_a_player_s_prompt_is_up_stands_over_the_battlefield_not_the_prompt() {
    let mut game = crate::ui_abilities::reaction_window();
    let mut snap = game.snapshot();
    // Jade Mistress's prompt is up: the dice stay above the decision area (the bottom 190
    // points of the screen, where her buttons are).
    assert!(snap.human_request().is_some());
    let over = dice_rect(&snap);
    assert!(over.bottom() < 800.0 - 190.0, "{over:?}");
    // While the AI answers, the decision area is empty and the dice sit there.
    snap.human = vec![false; snap.human.len()];
    let under = dice_rect(&snap);
    assert!(under.bottom() > 800.0 - 190.0, "{under:?}");
}
