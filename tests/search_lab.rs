//! `aguja search-lab`: decisions gathered and their truth played the same on any thread count,
//! a stricter confidence leaves the one-step answer at fewer decisions, the heroes' side gathers
//! only their decisions, Hard can play the fights the spots come from, and a setting written
//! wrong is refused with what to write.

use crate::common;

use aguja::ai::Budget;
use aguja::combat::ending::goal_words;
use aguja::content::{Content, Encounter, Side, levels_dir, load_encounter};
use aguja::sim::search_lab::{LabOptions, gather, half_truth_pick, score};
use common::*;

fn options(threads: usize) -> LabOptions {
    LabOptions {
        fights: 2,
        seed: 5000,
        every: 2,
        spots: 5,
        candidates: 4,
        truth: 8,
        threads,
        side: Side::Minions,
        gather_playouts: 0,
    }
}

/// The seed's example, the one level the lab plays here.
fn seed_example(content: &Content) -> Vec<(String, Encounter)> {
    vec![(
        "seed-example".to_string(),
        load_encounter(&levels_dir().join("seed-example.ron"), content).unwrap(),
    )]
}

#[test]
fn the_spots_and_their_truth_do_not_depend_on_the_thread_count() {
    let content = library();
    let levels = seed_example(&content);
    let one = gather(&content, &levels, &options(1));
    let two = gather(&content, &levels, &options(2));
    assert!(!one.is_empty() && one.len() <= 5, "{} spots", one.len());
    let key = |spots: &[aguja::sim::search_lab::Spot]| {
        spots
            .iter()
            .map(|s| {
                (
                    s.seed,
                    s.state.pending.serial,
                    s.found.clone(),
                    s.halves.clone(),
                )
            })
            .collect::<Vec<_>>()
    };
    assert_eq!(key(&one), key(&two));
    for spot in &one {
        assert!(spot.found.len() >= 2 && spot.found.len() <= 4);
        for half in spot.halves.iter().flatten() {
            assert!((0.0..=1.0).contains(half), "{half}");
        }
    }
    let budget = Budget {
        playouts: 8,
        ..Budget::default()
    };
    assert_eq!(
        score(&content, &one, &budget, 1),
        score(&content, &one, &budget, 2)
    );
    // The same playouts, judged more strictly: the one-step answer is left at a subset of the
    // spots, and where it is never left nothing is gained or lost.
    let at = |confidence: f32| {
        score(
            &content,
            &one,
            &Budget {
                confidence,
                ..budget
            },
            1,
        )
    };
    let (loose, strict) = (at(0.0), at(10.0));
    assert!(strict.changed <= loose.changed, "{strict:?} {loose:?}");
    // Every decision is counted under one kind of question.
    let counted: usize = loose.by_kind.iter().map(|(_, n, _)| n).sum();
    assert_eq!(counted, one.len(), "{:?}", loose.by_kind);
    // And under its level's goal: the seed's example is a fight to the last.
    let goals: Vec<_> = loose.by_goal.iter().map(|(g, n, _)| (*g, *n)).collect();
    assert_eq!(goals, [(goal_words(&levels[0].1.goal), one.len())]);
    assert_eq!(goals[0].0, "defeat all");
    assert_eq!(strict.playouts, loose.playouts);
    // Compared spot by spot: a setting gains nothing over itself, and the difference of two is
    // the difference of their mean gains.
    assert_eq!(loose.over(&loose).0, 0.0);
    let (more, _) = strict.over(&loose);
    assert!(
        (more - (strict.gain.0 - loose.gain.0)).abs() < 1e-5,
        "{more}"
    );
    if strict.changed == 0 {
        assert_eq!(strict.gain.0, 0.0, "{strict:?}");
    }
    let (most, _) = half_truth_pick(&one, 4);
    assert!((-1.0..=1.0).contains(&most), "{most}");
}

#[test]
fn the_heroes_side_gathers_the_heroes_decisions_only() {
    let content = library();
    let levels = seed_example(&content);
    let heroes = LabOptions {
        side: Side::Heroes,
        ..options(1)
    };
    let spots = gather(&content, &levels, &heroes);
    assert!(!spots.is_empty());
    for spot in &spots {
        let request = spot.state.pending.request.as_ref().unwrap();
        assert_eq!(
            spot.state.fighters[request.decider().index()].side,
            Side::Heroes
        );
    }
    let minions = gather(&content, &levels, &options(1));
    assert_ne!(
        spots.iter().map(|s| s.seed).collect::<Vec<_>>(),
        minions.iter().map(|s| s.seed).collect::<Vec<_>>()
    );
}

#[test]
fn hard_can_play_the_fights_the_spots_come_from_the_same_on_any_thread_count() {
    let content = library();
    let levels = seed_example(&content);
    // One fight at a handful of playouts: a debug build's Hard is slow.
    let by_hard = |threads| LabOptions {
        fights: 1,
        gather_playouts: 6,
        ..options(threads)
    };
    let one = gather(&content, &levels, &by_hard(1));
    let two = gather(&content, &levels, &by_hard(2));
    assert!(!one.is_empty());
    let states = |spots: &[aguja::sim::search_lab::Spot]| {
        spots.iter().map(|s| s.state.clone()).collect::<Vec<_>>()
    };
    assert_eq!(states(&one), states(&two));
    // Hard answers otherwise than Normal somewhere in these fights, so its play reaches other
    // positions.
    let by_normal = LabOptions {
        gather_playouts: 0,
        ..by_hard(1)
    };
    let by_normal = gather(&content, &levels, &by_normal);
    assert_ne!(states(&one), states(&by_normal));
}

#[test]
fn a_setting_written_wrong_is_refused_with_what_to_write() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_aguja"))
        .args(["search-lab", "--try", "playouts=300,patience=2"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains(
            "unknown key `patience`: use playouts, candidates, confidence, margin, selection or \
             tick_dice"
        ),
        "{err}"
    );
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_aguja"))
        .args(["search-lab", "--try", "playouts=1e9"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("a number from 2 to 100000"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}
