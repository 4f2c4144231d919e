//! Whole combats over every level with every pairing of players: no panic, every invariant
//! kept at every step, every round and combat ends. CI plays a few hundred; `aguja soak -n
//! 100000` plays the full count.

use crate::common;

use aguja::combat::invariants::InvariantCheck;
use aguja::content::{Encounter, levels_dir, load::ron_files, load_encounter};
use aguja::control::{Seat, Seats};
use aguja::sim::soak::{SoakOptions, reduced_hard, soak};
use common::*;

fn every_level(content: &aguja::content::Content) -> Vec<(String, Encounter)> {
    ron_files(&levels_dir())
        .unwrap()
        .into_iter()
        .map(|p| {
            let name = p.file_stem().unwrap().to_string_lossy().into_owned();
            (name, load_encounter(&p, content).unwrap())
        })
        .collect()
}

#[test]
fn random_combats_on_every_level_keep_every_invariant() {
    let content = library();
    let levels = every_level(&content);
    let n = levels.len() as u64 * 20;
    let options = SoakOptions {
        threads: 2,
        ..SoakOptions::random(n, 1)
    };
    let report = soak(&content, &levels, &options, |_, _| {});
    assert!(report.clean(), "{report:#?}");
    assert_eq!(report.combats(), n);
    for level in &report.levels {
        assert_eq!(level.combats, 20, "{}", level.file);
        assert_eq!(level.hero_wins + level.dark_lord_wins + level.draws, 20);
    }
    assert!(
        report.steps > n * 50,
        "invariants were checked at every step: {}",
        report.steps
    );
    let total =
        |f: fn(&aguja::sim::simulate::LevelResult) -> u64| report.levels.iter().map(f).sum::<u64>();
    assert!(
        total(|l| l.hero_wins) > 0 && total(|l| l.dark_lord_wins) > 0,
        "both sides can win"
    );
}

#[test]
fn every_pairing_of_players_takes_its_turn_and_keeps_every_invariant() {
    let content = library();
    let levels: Vec<_> = every_level(&content)
        .into_iter()
        .filter(|(name, _)| name == "seed-example")
        .collect();
    let options = SoakOptions {
        combats: 16,
        seed: 3,
        players: Seat::AUTOMATIC.to_vec(),
        threads: 2,
        budget: reduced_hard(),
    };
    let report = soak(&content, &levels, &options, |_, _| {});
    assert!(report.clean(), "{report:#?}");
    assert_eq!(report.pairings.len(), 16);
    for (pairing, result) in &report.pairings {
        assert_eq!(result.combats, 1, "{pairing:?}");
    }
}

/// The game's own pipeline (the ECS) checks the same invariants when asked to.
#[test]
fn the_ecs_pipeline_checks_the_invariants_at_every_step() {
    let content = library();
    let encounter = load_encounter(&levels_dir().join("seed-example.ron"), &content).unwrap();
    let mut app = aguja::headless_app(content);
    app.insert_resource(Seats::all(Seat::Random));
    app.world_mut().resource_mut::<InvariantCheck>().enabled = true;
    for seed in 0..30 {
        let played = aguja::sim::play_combat(&mut app, &encounter, seed);
        assert!(played.outcome.is_some(), "seed {seed} ends");
    }
    let check = app.world().resource::<InvariantCheck>();
    assert!(check.broken.is_empty(), "{:#?}", check.broken);
    assert!(check.steps_checked > 30 * 50, "{}", check.steps_checked);
}
