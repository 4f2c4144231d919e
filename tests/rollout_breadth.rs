//! Which answers Hard plays forward (`Breadth`): the judgement's best few where every foe must
//! fall and for Hard heroes, the best of each kind of move for the Dark Lord on the levels with
//! a goal of their own; its own answer first and passing kept among a reaction's.

use crate::common;
use crate::rollout::{acting, first_reaction, first_state_where};

use aguja::ai::judge::Judgement;
use aguja::ai::rollout::{Breadth, Budget, candidates};
use aguja::combat::{Decision, new_combat};
use aguja::content::{Content, Objective, Side, levels_dir, load_encounter};

#[test]
fn the_dark_lord_plays_other_kinds_of_move_forward_on_the_goal_levels_alone() {
    let content = common::library();
    let game = Budget::default();
    let goals = [
        Objective::DefeatLeader(0),
        Objective::Survive(4),
        Objective::Protect(1),
    ];
    for side in [Side::Minions, Side::Heroes] {
        assert_eq!(game.breadth_for(&Objective::DefeatAll, side), Breadth::Best);
    }
    for goal in &goals {
        assert_eq!(
            game.breadth_for(goal, Side::Minions),
            Breadth::Kinds,
            "{goal:?}"
        );
        // Hard heroes keep the judgement's best few: the other kinds were no gain to them.
        assert_eq!(
            game.breadth_for(goal, Side::Heroes),
            Breadth::Best,
            "{goal:?}"
        );
    }
    // The shipped levels' goals reach the search as read from their files.
    let goal_of = |level: &str| {
        let encounter = load_encounter(&levels_dir().join(level), &content).unwrap();
        new_combat(&content, &encounter, 1).0.round.goal
    };
    for (level, wanted) in [
        ("bandit-chief.ron", Breadth::Kinds),
        ("hold-the-ford.ron", Breadth::Kinds),
        ("the-pilgrim.ron", Breadth::Kinds),
        ("seed-example.ron", Breadth::Best),
        ("06-wolf-moon.ron", Breadth::Best),
    ] {
        let goal = goal_of(level);
        assert_eq!(game.breadth_for(&goal, Side::Minions), wanted, "{level}");
    }
    // A breadth asked for by name (`simulate --hard-breadth`, `search-lab breadth=`) holds on
    // every level and for both sides.
    let forced = game.with_breadth(Breadth::Prepare);
    for goal in goals.iter().chain([&Objective::DefeatAll]) {
        for side in [Side::Minions, Side::Heroes] {
            assert_eq!(forced.breadth_for(goal, side), Breadth::Prepare, "{goal:?}");
        }
    }
}

/// Whether the answer is to prepare: the idle move that banks AP for reactions (R7).
fn prepares(content: &Content, d: &Decision) -> bool {
    let Decision::Act { action, .. } = d else {
        return false;
    };
    let effects = &content.action(*action).effects;
    effects
        .iter()
        .any(|e| matches!(e, aguja::content::Effect::Prepare(_)))
}

#[test]
fn a_wider_breadth_keeps_the_judgements_own_first_and_brings_in_preparing() {
    let content = common::library();
    // An action at the Bandit Chief where the judgement ranks preparing below its best six.
    let state = (5000..5020)
        .find_map(|seed| {
            first_state_where(&content, "bandit-chief.ron", seed, |s, r| {
                acting(r) && {
                    let all = candidates(s, &content, r, Judgement::HARD, 64);
                    all.len() > 6 && all[6..].iter().any(|d| prepares(&content, d))
                }
            })
        })
        .expect("the judgement ranks preparing low at some action of the Bandit Chief");
    let request = state.pending.request.as_ref().unwrap();
    let all = candidates(&state, &content, request, Judgement::HARD, 64);
    let best = Breadth::Best.pick(&all, 6, &content);
    assert_eq!(best, (0..6).collect::<Vec<_>>());
    assert!(!best.iter().any(|&i| prepares(&content, &all[i])));

    let prepare = Breadth::Prepare.pick(&all, 6, &content);
    assert_eq!(prepare.len(), 6);
    assert_eq!(&prepare[..5], &best[..5], "the best five stay, in order");
    assert!(
        prepares(&content, &all[prepare[5]]),
        "{:?}",
        all[prepare[5]]
    );

    let kinds = Breadth::Kinds.pick(&all, 6, &content);
    assert_eq!(kinds.len(), 6);
    assert_eq!(kinds[0], 0, "the judgement's own answer stays first");
    assert!(kinds.iter().any(|&i| prepares(&content, &all[i])));
    let mut unique = kinds.clone();
    unique.sort_unstable();
    unique.dedup();
    assert_eq!(unique.len(), 6, "no answer twice: {kinds:?}");
    // Fewer answers than the breadth: every one, once.
    assert_eq!(Breadth::Kinds.pick(&all[..3], 6, &content), vec![0, 1, 2]);
    assert_eq!(Breadth::Prepare.pick(&all[..3], 6, &content), vec![0, 1, 2]);
}

#[test]
fn a_wider_breadth_keeps_passing_among_a_reactions_candidates() {
    let content = common::library();
    let state = first_reaction(&content);
    let request = state.pending.request.as_ref().unwrap();
    let all = candidates(&state, &content, request, Judgement::HARD, 64);
    for breadth in [Breadth::Prepare, Breadth::Kinds] {
        let two = breadth.pick(&all, 2, &content);
        assert_eq!(two.len(), 2);
        assert_eq!(two[0], 0);
        assert!(
            two.iter().any(|&i| all[i] == Decision::Pass),
            "{breadth:?}: {two:?}"
        );
    }
}
