//! The blows as the battlefield plays them (`ui::fx`): each attack lunges, and what it does
//! (the hit, the healing, the fall) starts when it lands, halfway through the lunge; nothing
//! of it holds the pace once it has played.

use aguja::ui::screens::combat::fx::{FALL, FLOAT, Fx, FxKind, LUNGE};

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
