//! `aguja search-lab`: decisions gathered and their truth played the same on any thread count,
//! a stricter confidence leaves the one-step answer at fewer decisions, the heroes' side gathers
//! only their decisions, Hard can play the fights the spots come from, the ceiling counts every
//! decision of every fight with every answer, and a setting written wrong is refused with what
//! to write.

use crate::common;

use aguja::ai::Budget;
use aguja::combat::ending::goal_words;
use aguja::combat::{Decision, Request};
use aguja::content::{Content, Encounter, Side, levels_dir, load_encounter};
use aguja::sim::lab_answers::COLUMNS;
use aguja::sim::search_ceiling::ceiling;
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
        every_answer: false,
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
        deadline: None,
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
fn a_timed_setting_searches_by_the_clock_as_the_game_does() {
    let content = library();
    let spots = gather(&content, &seed_example(&content), &options(2));
    // A cap far above what 200 ms afford: the clock ends each search, not the cap. (Long
    // enough that a loaded machine still finishes some playouts of a debug build.)
    let timed = Budget {
        playouts: 100_000,
        ..Budget::default().with_ms(200)
    };
    let scored = score(&content, &spots, &timed, 2);
    assert_eq!(scored.gains.len(), spots.len());
    assert!(scored.playouts > 0, "{scored:?}");
    assert!(
        scored.playouts < 100_000 * spots.len(),
        "the clock, not the cap, ended the searches: {scored:?}"
    );
    for gain in &scored.gains {
        assert!((-1.0..=1.0).contains(gain), "{gain}");
    }
}

/// What `search-lab --try SETTING` says on its way out, having refused the setting with the
/// usage error's exit code.
fn refusal(setting: &str) -> String {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_aguja"))
        .args(["search-lab", "--try", setting])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2), "{setting}");
    String::from_utf8_lossy(&out.stderr).into_owned()
}

#[test]
fn a_setting_written_wrong_is_refused_with_what_to_write() {
    for (setting, said) in [
        (
            "playouts=300,patience=2",
            "unknown key `patience`: use playouts, ms, candidates, confidence, margin, \
             selection, breadth, tick_dice, horizon, horizon_k, reading or race",
        ),
        ("horizon=0", "horizon=0: a number from 1 to 100"),
        (
            "horizon=2,horizon_k=0",
            "horizon_k=0: a number from 0.1 to 100",
        ),
        ("breadth=wide", "breadth=`wide`: best, prepare or kinds"),
        (
            "horizon=1,reading=guess",
            "reading=`guess`: one of strength, fitted",
        ),
        (
            "reading=fitted",
            "reading= reads a playout stopped at its horizon: give horizon=R too",
        ),
        ("ms=0", "ms=0: a number from 1 to 10000"),
        ("race=-1", "race=-1: a number from 0 to 100"),
        ("playouts=1e9", "a number from 2 to 100000"),
    ] {
        let err = refusal(setting);
        assert!(err.contains(said), "{setting}: {err}");
    }
}

#[test]
fn the_ceiling_counts_every_decision_of_every_fight_with_every_answer() {
    let content = library();
    // A pack of wolves: their turns tie, and the Dark Lord says who goes first.
    let levels = vec![(
        "hold-the-ford".to_string(),
        load_encounter(&levels_dir().join("hold-the-ford.ron"), &content).unwrap(),
    )];
    let every = LabOptions {
        every: 1,
        spots: usize::MAX,
        candidates: 64,
        every_answer: true,
        ..options(1)
    };
    let all = gather(&content, &levels, &every);
    let hard_would = gather(
        &content,
        &levels,
        &LabOptions {
            every_answer: false,
            ..every
        },
    );
    // Tie-breaks join with every tied combatant, and the actions keep the answers the judge
    // finds harmful: more decisions have a choice, and none has fewer answers.
    assert!(
        all.len() > hard_would.len(),
        "{} {}",
        all.len(),
        hard_would.len()
    );
    let tie_breaks = all.iter().filter(|s| s.kind() == "tie-break").count();
    assert!(tie_breaks > 0);
    for spot in &all {
        assert!(spot.found.len() >= 2);
        if let Some(Request::TieBreak { tied, .. }) = &spot.state.pending.request {
            assert_eq!(spot.found.len(), tied.len(), "{:?}", spot.found);
            assert!(spot.found.iter().all(|d| matches!(d, Decision::Choose(_))));
        }
    }
    for spot in &hard_would {
        let same = all
            .iter()
            .find(|s| s.fight == spot.fight && s.state.pending.serial == spot.state.pending.serial)
            .expect("every decision Hard searches is in the ceiling's");
        assert!(same.found.len() >= spot.found.len());
        assert_eq!(
            same.found[0], spot.found[0],
            "the judgement's own answer first"
        );
    }
    // What Hard may play forward is a part of the ceiling's answers: the judgement's own first,
    // each once, none the judge finds harmful (Drop, Stow), one answer at a tie-break.
    let mut narrower = 0;
    for spot in &all {
        let searchable = spot.searchable(&content);
        assert_eq!(searchable[0], 0, "{searchable:?}");
        assert!(searchable.iter().all(|&i| i < spot.found.len()));
        let mut unique = searchable.clone();
        unique.sort_unstable();
        unique.dedup();
        assert_eq!(unique.len(), searchable.len(), "{searchable:?}");
        if spot.kind() == "tie-break" {
            assert_eq!(searchable, vec![0]);
        }
        for &i in &searchable[1..] {
            if let Decision::Act { action, .. } = spot.found[i] {
                let name = &content.action(action).id;
                assert!(name != "drop" && name != "stow", "{name}");
            }
        }
        narrower += usize::from(searchable.len() < spot.found.len());
        // With the one-step answer alone to pick from, nothing is gained.
        assert_eq!(spot.picked_on_half_among(0, [0]), 0.0);
    }
    assert!(narrower > 0, "some answers are left out of Hard's search");
    let goals = [goal_words(&levels[0].1.goal)];
    let rows = ceiling(&all, &goals, every.fights, &content);
    assert_eq!(rows.len(), 1);
    let row = &rows[0];
    assert_eq!(
        (row.goal, row.fights, row.decisions),
        ("survive", 2, all.len())
    );
    // The best by the whole truth is never below the judgement's own answer.
    assert!(row.most.0 >= 0.0, "{row:?}");
    // The room among what Hard may search is a figure with its error, like the others.
    assert!(
        row.searchable.0.is_finite() && row.searchable.1 >= 0.0,
        "{row:?}"
    );
    let counted: usize = row.by_kind.iter().map(|(_, n, _)| n).sum();
    assert_eq!(counted, all.len());
    // Spots of a fight beyond the ones named count nowhere, rather than panicking.
    assert_eq!(ceiling(&all, &goals, 1, &content)[0].fights, 1);
}

#[test]
fn the_ceiling_is_reported_per_goal_and_the_better_answers_are_shown() {
    let level = levels_dir().join("the-pilgrim.ron");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_aguja"))
        .args(["search-lab", level.to_str().unwrap()])
        .args(["-n", "1", "--ceiling", "--candidates", "64", "--truth", "6"])
        .args(["--threads", "2", "--show-best", "--json"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let rows = json["ceiling"].as_array().unwrap();
    assert_eq!(rows.len(), 1, "{json}");
    assert_eq!(rows[0]["goal"], "protect");
    // One fight for each of the level's five variants.
    assert_eq!(rows[0]["fights"], 5);
    assert!(rows[0]["most_points"].as_f64().unwrap() >= 0.0);
    // And the room among the answers Hard may play forward, with its error.
    assert!(rows[0]["searchable_points"].as_f64().is_some(), "{json}");
    assert!(rows[0]["searchable_se"].as_f64().unwrap() >= 0.0, "{json}");
    // No setting was asked for: the ceiling alone.
    assert!(json["settings"].as_array().unwrap().is_empty());
    let shown = String::from_utf8_lossy(&out.stderr);
    assert!(!shown.trim().is_empty());
    assert!(
        shown.lines().all(|l| l.contains("by the judgement")),
        "{shown}"
    );
}

#[test]
fn every_answer_is_written_with_its_truth_and_the_judgements_own_first() {
    let dir = scratch("lab-answers");
    let file = dir.join("answers.tsv");
    let level = levels_dir().join("the-pilgrim.ron");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_aguja"))
        .args(["search-lab", level.to_str().unwrap()])
        .args(["-n", "1", "--ceiling", "--candidates", "64", "--truth", "6"])
        .args(["--threads", "2", "--json", "--answers"])
        .arg(&file)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let text = std::fs::read_to_string(&file).unwrap();
    let mut lines = text.lines();
    assert_eq!(lines.next(), Some(COLUMNS.join("\t").as_str()));
    let column = |name: &str| COLUMNS.iter().position(|c| *c == name).unwrap();
    let (rank, truth, own, gain, kind) = (
        column("rank"),
        column("truth"),
        column("own_truth"),
        column("gain_points"),
        column("kind"),
    );
    let halves = (column("first_half"), column("second_half"));
    let mut decisions = 0;
    let mut next_rank = 0;
    let mut kinds = std::collections::BTreeSet::new();
    for line in lines {
        let cells: Vec<&str> = line.split('\t').collect();
        assert_eq!(cells.len(), COLUMNS.len(), "{line}");
        let number = |i: usize| cells[i].parse::<f64>().unwrap();
        let this_rank: usize = cells[rank].parse().unwrap();
        if this_rank == 0 {
            // A new decision: its first row is the judgement's own answer, which gains nothing
            // over itself.
            decisions += 1;
            assert_eq!(cells[truth], cells[own], "{line}");
            assert_eq!(cells[gain], "+0.00", "{line}");
        } else {
            assert_eq!(this_rank, next_rank, "ranks in order: {line}");
            let points = 100.0 * (number(truth) - number(own));
            assert!((points - number(gain)).abs() < 0.011, "{line}");
        }
        assert!((0.0..=1.0).contains(&number(truth)), "{line}");
        // The truth is the mean of its two halves (each written to four places).
        let mean = (number(halves.0) + number(halves.1)) / 2.0;
        assert!((mean - number(truth)).abs() < 0.0002, "{line}");
        kinds.insert(cells[kind].to_string());
        next_rank = this_rank + 1;
    }
    assert_eq!(
        decisions,
        json["spots"].as_u64().unwrap(),
        "one decision a spot"
    );
    assert!(kinds.contains("action"), "{kinds:?}");

    // A file that cannot be written is said, with its path, and the command fails.
    let nowhere = dir.join("no such folder").join("answers.tsv");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_aguja"))
        .args(["search-lab", level.to_str().unwrap()])
        .args([
            "-n",
            "1",
            "--truth",
            "2",
            "--candidates",
            "2",
            "--spots",
            "1",
        ])
        .args(["--threads", "1", "--answers"])
        .arg(&nowhere)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(
        said.contains("cannot write the answers") && said.contains("no such folder"),
        "{said}"
    );
}
