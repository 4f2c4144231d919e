//! How sure the Dark Lord's search must be before it leaves its judgement's own answer on a
//! level with a goal of its own when it affords few playouts (`Budget::goal_confidence`,
//! `FEW_PLAYOUTS`): two standard errors there, one where every foe must fall, for Hard heroes
//! and with the game's budget. With few playouts the goal levels' searches otherwise took the
//! dice's noise for a gain and played worse than the judgement alone.

use crate::common;
use crate::rollout::{acting, first_state_where};

use aguja::ai::decision_seed;
use aguja::ai::judge::Judgement;
use aguja::ai::rollout::{Budget, FEW_PLAYOUTS, answer, candidates, search, tally};
use aguja::combat::{CombatState, Decision, Request};
use aguja::content::{Content, Objective, Side};

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
    let (state, found) = first_wolf_action(&content);
    let side = Side::Minions;
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

#[test]
fn a_search_says_what_it_afforded_and_the_tally_counts_the_searches_under_few_playouts() {
    // `simulate` reports how many searches could afford fewer than `FEW_PLAYOUTS`, the ones
    // where the Dark Lord's goal searches ask two standard errors.
    let content = common::library();
    let (state, found) = first_wolf_action(&content);
    let request = state.pending.request.as_ref().unwrap();
    let seed = decision_seed(1, state.pending.serial);
    for playouts in [60, FEW_PLAYOUTS] {
        let budget = Budget {
            playouts,
            deadline: None,
            threads: 1,
            ..Budget::default()
        };
        let policy = budget.policy(&state.round.goal, Side::Minions);
        let searched = search(&state, &content, &found, &policy, seed, &budget);
        assert_eq!(searched.afforded, playouts, "no clock: the cap");
        assert!(searched.playouts <= playouts);
        let before = tally();
        answer(&state, &content, request, seed, &budget);
        let counted = tally().since(before);
        assert_eq!(counted.searches, 1, "{counted:?}");
        assert_eq!(
            counted.few,
            u64::from(playouts < FEW_PLAYOUTS),
            "{counted:?}"
        );
    }
}

/// The first action of a wolf at the Ford (seed 5000, Normal on both sides) and the six
/// answers the goal judgement ranks first there.
fn first_wolf_action(content: &Content) -> (CombatState, Vec<Decision>) {
    let minions_act = |s: &CombatState, r: &Request| {
        acting(r) && s.fighters[r.decider().index()].side == Side::Minions
    };
    let state = first_state_where(content, "hold-the-ford.ron", 5000, minions_act).unwrap();
    let request = state.pending.request.as_ref().unwrap();
    let found = candidates(&state, content, request, Judgement::HARD_GOAL, 6);
    (state, found)
}
