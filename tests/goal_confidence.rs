//! How sure the Dark Lord's search must be before it leaves its judgement's own answer on a
//! level with a goal of its own when it affords few playouts (`Budget::goal_confidence`,
//! `FEW_PLAYOUTS`): two standard errors there, one where every foe must fall, for Hard heroes
//! and with the game's budget. With few playouts the goal levels' searches otherwise took the
//! dice's noise for a gain and played worse than the judgement alone.

use crate::common;
use crate::rollout::{acting, first_state_where};

use aguja::ai::decision_seed;
use aguja::ai::judge::Judgement;
use aguja::ai::rollout::{Budget, FEW_PLAYOUTS, candidates, search};
use aguja::content::{Objective, Side};

#[test]
fn the_dark_lord_asks_two_standard_errors_on_the_goal_levels_when_playouts_are_few() {
    let game = Budget::default();
    let (few, enough) = (FEW_PLAYOUTS - 1, FEW_PLAYOUTS);
    for side in [Side::Minions, Side::Heroes] {
        let at = |playouts| game.confidence_at(&Objective::DefeatAll, side, playouts);
        assert_eq!((at(few), at(enough)), (1.0, 1.0));
    }
    for goal in [
        Objective::DefeatLeader(0),
        Objective::Survive(4),
        Objective::Protect(1),
    ] {
        let dark_lord = |playouts| game.confidence_at(&goal, Side::Minions, playouts);
        assert_eq!(dark_lord(few), 2.0, "{goal:?}");
        assert_eq!(dark_lord(enough), 1.0, "{goal:?}");
        assert_eq!(
            game.confidence_at(&goal, Side::Heroes, few),
            1.0,
            "{goal:?}"
        );
        // A confidence asked for by name (`simulate --hard-confidence`) holds everywhere.
        let asked = game.with_confidence(1.5);
        for playouts in [few, enough] {
            assert_eq!(asked.confidence_at(&goal, Side::Minions, playouts), 1.5);
            let elsewhere = asked.confidence_at(&Objective::DefeatAll, Side::Minions, playouts);
            assert_eq!(elsewhere, 1.5);
        }
    }
}

#[test]
fn with_few_playouts_the_goal_search_leaves_the_judgements_answer_less_often() {
    let content = common::library();
    let minions_act = |s: &aguja::combat::CombatState, r: &aguja::combat::Request| {
        acting(r) && s.fighters[r.decider().index()].side == Side::Minions
    };
    let state = first_state_where(&content, "hold-the-ford.ron", 5000, minions_act).unwrap();
    let side = Side::Minions;
    let request = state.pending.request.as_ref().unwrap();
    let found = candidates(&state, &content, request, Judgement::HARD_GOAL, 6);
    assert!(found.len() >= 3, "{found:?}");
    let budget = Budget {
        playouts: 60,
        deadline: None,
        threads: 1,
        ..Budget::default()
    };
    let changed = |budget: &Budget| {
        let policy = budget.policy(&state.round.goal, side);
        (0..24)
            .filter(|&s| {
                let seed = decision_seed(s, state.pending.serial);
                search(&state, &content, &found, &policy, seed, budget).chosen != 0
            })
            .count()
    };
    let (game, at_one) = (changed(&budget), changed(&budget.with_confidence(1.0)));
    assert!(
        game < at_one,
        "two standard errors changed {game}, one {at_one}"
    );
}
