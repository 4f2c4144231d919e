//! Hard's playouts stopped at a horizon (`Budget::horizon`, a setting for measuring that the
//! game leaves off): the strength each side kept, or the reading fitted per goal kind, read as
//! a chance of winning, and the copy stopped where the next round starts.

use crate::common;
use crate::rollout::{acting, first_state, leader, policy};

use aguja::ai::rollout::reading::{chance, features, fitted_chance, fitted_weights};
use aguja::ai::rollout::{Policy, Reading, horizon_score, play_on, playout};
use aguja::combat::{CombatState, new_combat};
use aguja::content::{Side, levels_dir, load_encounter};
use aguja::sim::alternatives::with_alternatives;
use aguja::sim::fit_horizon::{Row, gather, loss};

#[test]
fn a_playout_stopped_at_its_horizon_scores_the_strength_each_side_kept() {
    let content = common::library();
    let state = first_state(&content, "bandit-chief.ron", 1000, acting).expect("someone acts");
    let horizon = Policy {
        side: Side::Minions,
        horizon: Some(1),
        ..policy(&state)
    };
    // Nobody hurt (the level's drunk bandit healed): as likely to win as to lose.
    let encounter = load_encounter(&levels_dir().join("bandit-chief.ron"), &content).unwrap();
    let (mut fresh, _) = new_combat(&content, &encounter, 1000);
    for f in &mut fresh.fighters {
        f.damage = 0;
    }
    let score = |s: &CombatState| horizon_score(s, &content, &horizon);
    let even = score(&fresh);
    assert!((even - 0.5).abs() < 1e-6, "{even}");
    // A wound on a hero raises the Dark Lord's chance, one on a minion lowers it, and one on
    // the leader the heroes must defeat lowers it more than the same wound on another minion.
    let wounded = |i: usize| {
        let mut s = fresh.clone();
        s.fighters[i].damage += 2;
        score(&s)
    };
    let chief = leader(&fresh);
    let hero = fresh
        .fighters
        .iter()
        .position(|f| f.side == Side::Heroes)
        .unwrap();
    let minion = (0..fresh.fighters.len())
        .find(|&i| i != chief && fresh.fighters[i].side == Side::Minions)
        .unwrap();
    assert!(wounded(hero) > even);
    assert!(wounded(minion) < even);
    let per_hp = |i: usize| (even - wounded(i)) * fresh.fighters[i].hp() as f32;
    assert!(per_hp(chief) > per_hp(minion), "the leader weighs more");
    // The playout stops where the next round starts (or where the fight ended before) and
    // scores a chance strictly between a loss and a win unless the fight is over.
    let request = state.pending.request.clone().unwrap();
    let answer = aguja::ai::normal::answer(&state, &content, &request);
    let never = || false;
    let end = play_on(&state, &content, &answer, &horizon, 7, &never);
    match end.round.outcome {
        None => {
            assert_eq!(end.round.round, state.round.round + 1);
            let p = playout(&state, &content, &answer, &horizon, 7, &never).unwrap();
            assert!(p > 0.0 && p < 1.0, "{p}");
            assert_eq!(p, score(&end));
        }
        Some(_) => assert!(end.round.round <= state.round.round + 1),
    }
    // Without a horizon the same playout plays on to the end.
    let whole = play_on(&state, &content, &answer, &policy(&state), 7, &never);
    assert!(whole.round.outcome.is_some() || whole.round.round > end.round.round);
}

#[test]
fn the_fitted_reading_is_a_chance_for_the_searching_side_that_wounds_move_the_right_way() {
    let content = common::library();
    let state = first_state(&content, "bandit-chief.ron", 1000, acting).expect("someone acts");
    let x = features(&state, &content);
    assert_eq!(x[0], 1.0, "the constant comes first");
    assert!(x.iter().all(|v| (0.0..=1.0).contains(v)), "{x:?}");
    let chance = |s: &CombatState, side| fitted_chance(s, &content, side).expect("a goal level");
    let minions = chance(&state, Side::Minions);
    assert!(minions > 0.0 && minions < 1.0, "{minions}");
    assert!((minions + chance(&state, Side::Heroes) - 1.0).abs() < 1e-6);
    // A wound on a hero raises the Dark Lord's chance; one on the leader lowers it.
    let wounded = |i: usize| {
        let mut s = state.clone();
        s.fighters[i].damage += 3;
        chance(&s, Side::Minions)
    };
    let hero = state
        .fighters
        .iter()
        .position(|f| f.side == Side::Heroes && f.active(&content))
        .unwrap();
    assert!(
        wounded(hero) > minions,
        "{} against {minions}",
        wounded(hero)
    );
    assert!(wounded(leader(&state)) < minions);
    // A playout stopped at its horizon is scored by it.
    let fitted = Policy {
        side: Side::Minions,
        horizon: Some(1),
        reading: Reading::Fitted,
        ..policy(&state)
    };
    let request = state.pending.request.clone().unwrap();
    let answer = aguja::ai::normal::answer(&state, &content, &request);
    let never = || false;
    let end = play_on(&state, &content, &answer, &fitted, 7, &never);
    let scored = playout(&state, &content, &answer, &fitted, 7, &never).unwrap();
    if end.round.outcome.is_none() {
        assert_eq!(scored, chance(&end, Side::Minions));
    }
    // Where every foe must fall there is no fit: the strength kept reads the horizon there.
    let open = first_state(&content, "seed-example.ron", 1000, acting).expect("someone acts");
    assert_eq!(fitted_chance(&open, &content, Side::Minions), None);
    let strength = Policy {
        side: Side::Minions,
        horizon: Some(1),
        ..policy(&open)
    };
    assert_eq!(strength.reading, Reading::Strength, "the default reading");
    let fitted = Policy {
        reading: Reading::Fitted,
        ..strength
    };
    let request = open.pending.request.clone().unwrap();
    let answer = aguja::ai::normal::answer(&open, &content, &request);
    assert_eq!(
        playout(&open, &content, &answer, &fitted, 7, &never),
        playout(&open, &content, &answer, &strength, 7, &never)
    );
}

#[test]
fn the_kept_weights_foretell_fights_they_were_not_fitted_on_better_than_the_strength_kept() {
    // Fresh seeds, far from the fit's (20,000 on): the weights `aguja fit-horizon` printed, as
    // `reading` keeps them, against a flat chance and stop 60's strength reading.
    let content = common::library();
    for (level, fights) in [("hold-the-ford.ron", 60), ("bandit-chief.ron", 30)] {
        let encounter = load_encounter(&levels_dir().join(level), &content).unwrap();
        let levels = with_alternatives(&content, &[(level.to_string(), encounter.clone())]);
        let rows = gather(&content, &levels, fights, 90_000, 2);
        let all: Vec<&Row> = rows.iter().collect();
        let weights = fitted_weights(&encounter.goal).expect("a goal level");
        let share = all.iter().filter(|r| r.won).count() as f32 / all.len() as f32;
        let fitted = loss(&all, |r| chance(weights, &r.x));
        let flat = loss(&all, |_| share);
        let strength = loss(&all, |r| r.strength[0]);
        assert!(all.len() > 100, "{level}: {}", all.len());
        assert!(
            fitted.0 < flat.0 && fitted.1 < flat.1,
            "{level}: {fitted:?} {flat:?}"
        );
        assert!(
            fitted.0 < strength.0 && fitted.1 < strength.1,
            "{level}: {fitted:?} {strength:?}"
        );
    }
}
