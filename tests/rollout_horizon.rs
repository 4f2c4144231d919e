//! Hard's playouts stopped at a horizon (`Budget::horizon`, a setting for measuring that the
//! game leaves off): the strength each side kept read as a chance of winning, and the copy
//! stopped where the next round starts.

use crate::common;
use crate::rollout::{acting, first_state, leader, policy};

use aguja::ai::rollout::{Policy, horizon_score, play_on, playout};
use aguja::combat::{CombatState, new_combat};
use aguja::content::{Side, levels_dir, load_encounter};

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
