//! Whole combats with random players: no panic, every invariant kept at every step, every
//! round and combat ends. CI plays a few hundred; `aguja soak -n 10000` plays the full count.

mod common;

use aguja::cli::commands::soak_run;
use aguja::content::{levels_dir, load_encounter};
use common::*;

#[test]
fn random_combats_keep_every_invariant() {
    let content = library();
    let encounter = load_encounter(&levels_dir().join("seed-example.ron"), &content).unwrap();
    let report = soak_run(content, &encounter, 300, 1);
    assert_eq!(report.unfinished, 0, "every combat ends");
    assert!(report.broken.is_empty(), "{:#?}", report.broken);
    assert_eq!(report.hero_wins + report.minion_wins + report.draws, 300);
    assert!(
        report.steps > 300 * 50,
        "invariants were checked at every step: {}",
        report.steps
    );
    assert!(
        report.hero_wins > 0 && report.minion_wins > 0,
        "both sides can win"
    );
}
