//! The Dark Lord's one-step judgement on a level with a goal of its own
//! (`Judgement::HARD_GOAL`): the counter-blow that does not stop an attack (the bandits' Brace
//! spear) is priced higher, so the chief's band keeps its AP for blows and Blocks in a fight
//! of two or three rounds, and an action is ranked by its value over the square root of its AP,
//! so the Pilgrim's cultist casts its bolt before it jabs; where every foe must fall the Dark
//! Lord judges by `Judgement::HARD_DARK_LORD` (`dark_lord_judgement`), Hard heroes by
//! `Judgement::HARD`.

use crate::common;

use aguja::ai::judge::Judgement;
use aguja::ai::normal::answer_with;
use aguja::ai::rollout::Budget;
use aguja::combat::{Decision, Request};
use aguja::content::{Objective, Side};

#[test]
fn the_dark_lord_judges_by_its_goal_judgement_on_the_goal_levels_alone() {
    let game = Budget::default();
    assert_eq!(
        game.judgement_for(&Objective::DefeatAll, Side::Minions),
        Judgement::HARD_DARK_LORD
    );
    assert_eq!(
        game.judgement_for(&Objective::DefeatAll, Side::Heroes),
        Judgement::HARD
    );
    for goal in [
        Objective::DefeatLeader(0),
        Objective::Survive(4),
        Objective::Protect(1),
    ] {
        assert_eq!(
            game.judgement_for(&goal, Side::Minions),
            Judgement::HARD_GOAL,
            "{goal:?}"
        );
        assert_eq!(
            game.judgement_for(&goal, Side::Heroes),
            Judgement::HARD,
            "{goal:?}"
        );
        // The playouts of the Dark Lord's searches answer for it with the same judgement.
        assert_eq!(game.policy(&goal, Side::Minions).own, Judgement::HARD_GOAL);
        assert_eq!(game.policy(&goal, Side::Heroes).own, Judgement::HARD);
        // Weights asked for by name (`simulate --hard-weights`) hold on every level.
        let tried = Judgement {
            up: 0.3,
            ..Judgement::HARD
        };
        assert_eq!(
            game.with_judgement(tried)
                .judgement_for(&goal, Side::Minions),
            tried
        );
    }
    assert_eq!(
        Judgement {
            reaction_ap: Judgement::HARD.reaction_ap,
            ap_exponent: Judgement::HARD.ap_exponent,
            ..Judgement::HARD_GOAL
        },
        Judgement::HARD,
        "only the price of a reaction that neither foils nor takes the blow, and how much an \
         action's AP count, differ"
    );
}

#[test]
fn at_the_pilgrim_the_goal_judgement_casts_the_bolt_where_value_per_ap_jabbed() {
    let content = common::library();
    let id = |name: &str| content.action_id(name).expect(name);
    let (jab, bolt) = (id("dagger_jab"), id("dark_bolt"));
    let act = |d: &Decision| match d {
        Decision::Act { action, .. } => Some(*action),
        _ => None,
    };
    // Value per AP: Hard's judgement where every foe must fall, with the goal's reaction price.
    let per_ap = Judgement {
        ap_exponent: 1.0,
        ..Judgement::HARD_GOAL
    };
    let (mut both, mut jabbed, mut bolted_instead) = (0, 0, 0);
    common::minion_questions(&content, "the-pilgrim.ron", |s, r| {
        if let Request::Act { options, .. } = r
            && [jab, bolt]
                .iter()
                .all(|a| options.iter().any(|o| o.action == *a))
        {
            both += 1;
            if act(&answer_with(s, &content, r, per_ap)) == Some(jab) {
                jabbed += 1;
                let goal = act(&answer_with(s, &content, r, Judgement::HARD_GOAL));
                bolted_instead += usize::from(goal == Some(bolt));
            }
        }
    });
    assert!(both > 20, "a cultist can jab or cast: {both}");
    assert!(jabbed > 0, "value per AP jabs somewhere ({both} choices)");
    assert!(
        bolted_instead * 2 > jabbed,
        "the goal judgement casts the bolt at most of them: {bolted_instead} of {jabbed}"
    );
}

#[test]
fn at_the_bandit_chief_the_goal_judgement_braces_the_spear_less_and_never_more() {
    let content = common::library();
    let brace = content
        .action_id("brace_spear")
        .expect("the spear's reaction");
    let braces = |d: &Decision| matches!(d, Decision::React { action, .. } if *action == brace);
    let (mut offered, mut kept, mut more) = (0, 0, 0);
    common::minion_questions(&content, "bandit-chief.ron", |s, r| {
        if let Request::React { options, .. } = r
            && options.iter().any(|o| o.action == brace)
        {
            offered += 1;
            let hard = braces(&answer_with(s, &content, r, Judgement::HARD));
            let goal = braces(&answer_with(s, &content, r, Judgement::HARD_GOAL));
            kept += usize::from(hard && !goal);
            more += usize::from(goal && !hard);
        }
    });
    assert!(offered > 20, "a bandit is offered Brace spear: {offered}");
    assert!(
        kept > 0,
        "somewhere the goal judgement keeps the AP ({offered} offers)"
    );
    assert_eq!(
        more, 0,
        "a higher price never makes it brace where Hard would not"
    );
}
