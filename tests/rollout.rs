//! Hard's rollout search (`ai::rollout`): it weighs reactions and passing as well as actions,
//! every candidate meets the same dice in a sample, and without a deadline its answer is the
//! same on every run and every thread count. On a "defeat the leader" level a playout ends
//! at the leader's fall, scored as the heroes' win, and Hard heroes weigh striking him.
//! A hero's advantage picks before the fight are searched too.

use crate::common;

use aguja::ai::rollout::{Budget, Policy, candidates, play_on, playout, score, search};
use aguja::ai::{Strength, decision_seed, judge::Judgement, think};
use aguja::combat::decision::TargetChoices;
use aguja::combat::ending::Ending;
use aguja::combat::{CombatState, Decision, Request, engine, new_combat};
use aguja::content::{Content, Objective, Side, levels_dir, load_encounter};

/// The first state of `level`'s combat (seed `seed`, Normal on both sides) whose open request
/// `wanted` accepts.
pub(crate) fn first_state(
    content: &Content,
    level: &str,
    seed: u64,
    wanted: impl Fn(&Request) -> bool,
) -> Option<CombatState> {
    first_state_where(content, level, seed, |_, r| wanted(r))
}

/// The first state of `level`'s combat (seed `seed`, Normal on both sides) that `wanted`
/// accepts, with its open request.
pub(crate) fn first_state_where(
    content: &Content,
    level: &str,
    seed: u64,
    wanted: impl Fn(&CombatState, &Request) -> bool,
) -> Option<CombatState> {
    let encounter = load_encounter(&levels_dir().join(level), content).unwrap();
    let (mut state, _) = new_combat(content, &encounter, seed);
    let mut events = Vec::new();
    let found = std::cell::RefCell::new(None);
    engine::play(
        &mut state,
        content,
        &mut events,
        |s, r| {
            if found.borrow().is_none() && wanted(s, r) {
                *found.borrow_mut() = Some(s.clone());
            }
            aguja::ai::normal::answer(s, content, r)
        },
        |_, _| found.borrow().is_some(),
    );
    found.into_inner()
}

fn reacting(r: &Request) -> bool {
    matches!(r, Request::React { options, .. } if !options.is_empty())
}

/// The first reaction offered in the seed's example (seeds 0–19), with its request open.
pub(crate) fn first_reaction(content: &Content) -> CombatState {
    (0..20)
        .find_map(|seed| first_state(content, "seed-example.ron", seed, reacting))
        .expect("a reaction is offered in the seed's example")
}

pub(crate) fn acting(r: &Request) -> bool {
    matches!(r, Request::Act { options, .. } if options.len() > 1)
}

/// A search with a deterministic cap and no deadline.
fn capped(playouts: usize, threads: usize) -> Budget {
    Budget {
        candidates: 4,
        playouts,
        deadline: None,
        threads,
        ..Budget::default()
    }
}

pub(crate) fn policy(state: &CombatState) -> Policy {
    let decider = state.pending.request.as_ref().unwrap().decider();
    Budget::default().policy(&state.round.goal, state.fighters[decider.index()].side)
}

#[test]
fn reactions_and_passing_are_among_the_candidates() {
    let content = common::library();
    let state = first_reaction(&content);
    let request = state.pending.request.as_ref().unwrap();
    let found = candidates(&state, &content, request, Judgement::HARD, 6);
    assert!(found.contains(&Decision::Pass), "{found:?}");
    assert!(
        found.iter().any(|d| matches!(d, Decision::React { .. })),
        "{found:?}"
    );
    // Even when only two may be played forward, passing stays one of them.
    let two = candidates(&state, &content, request, Judgement::HARD, 2);
    assert_eq!(two.len(), 2);
    assert!(two.contains(&Decision::Pass), "{two:?}");
}

#[test]
fn every_candidate_meets_the_same_dice_in_a_sample() {
    let content = common::library();
    let state = first_state(&content, "seed-example.ron", 3, acting).unwrap();
    let request = state.pending.request.as_ref().unwrap();
    let first = candidates(&state, &content, request, Judgement::HARD, 1).remove(0);
    // The same answer twice: with the same dice in each sample, they win and lose together;
    // with dice of their own they would part somewhere in 24 samples of an open fight.
    let twins = [first.clone(), first];
    let searched = search(&state, &content, &twins, &policy(&state), 9, &capped(48, 2));
    let (a, b) = (&searched.results[0], &searched.results[1]);
    assert_eq!(a.len(), 24);
    assert_eq!(a, b);
    let wins = a.iter().flatten().sum::<f32>();
    assert!(
        wins > 0.0 && wins < 24.0,
        "an open fight: {wins} wins of 24"
    );
    assert_eq!(searched.chosen, 0);
}

/// An action at the Harpy Cliffs (seed 5) with Hard's best four answers (three or more), and
/// its decision seed.
fn harpy_action(content: &Content) -> (CombatState, Vec<Decision>, u64) {
    let state = first_state(content, "04-harpy-cliffs.ron", 5, acting).unwrap();
    let request = state.pending.request.as_ref().unwrap();
    let found = candidates(&state, content, request, Judgement::HARD, 4);
    assert!(found.len() >= 3, "{found:?}");
    let seed = decision_seed(5, state.pending.serial);
    (state, found, seed)
}

#[test]
fn a_capped_search_gives_the_same_answer_on_every_run_and_thread_count() {
    let content = common::library();
    let (state, found, seed) = harpy_action(&content);
    // With the dice re-keyed at each tick of the needle too, and with the candidates raced.
    for (tick_dice, race) in [(false, None), (true, None), (false, Some(2.0))] {
        let budget = |threads| Budget {
            tick_dice,
            race,
            ..capped(40, threads)
        };
        let policy = budget(1).policy(&state.round.goal, policy(&state).side);
        let one = search(&state, &content, &found, &policy, seed, &budget(1));
        let two = search(&state, &content, &found, &policy, seed, &budget(2));
        assert_eq!(one, two);
        assert!(one.playouts >= 30 && one.playouts <= 40, "{}", one.playouts);
        let answer = |threads| think(Strength::Hard, &state, &content, seed, &budget(threads));
        assert_eq!(answer(1), answer(2));
        assert_eq!(answer(1), Some(found[one.chosen].clone()));
    }
}

#[test]
fn a_race_no_one_leaves_plays_every_candidate_on_every_sample_within_the_cap() {
    let content = common::library();
    let (state, found, seed) = harpy_action(&content);
    let budget = Budget {
        race: Some(100.0),
        ..capped(400, 2)
    };
    let searched = search(&state, &content, &found, &policy(&state), seed, &budget);
    let samples = searched.results[0].len();
    assert!(searched.playouts <= 400, "{}", searched.playouts);
    assert_eq!(searched.playouts, samples * found.len());
    for played in &searched.results {
        assert_eq!(played.len(), samples);
        assert!(played.iter().all(Option::is_some), "{played:?}");
    }
    // Halving the same budget leaves some candidates with fewer samples than the finalists.
    let halved = search(
        &state,
        &content,
        &found,
        &policy(&state),
        seed,
        &capped(400, 2),
    );
    let counts: Vec<usize> = halved
        .results
        .iter()
        .map(|r| r.iter().flatten().count())
        .collect();
    assert!(counts.iter().min() < counts.iter().max(), "{counts:?}");
}

#[test]
fn the_margin_ranks_wins_by_the_hp_kept_and_never_above_a_win() {
    let content = common::library();
    let encounter = load_encounter(&levels_dir().join("seed-example.ron"), &content).unwrap();
    let (mut state, _) = new_combat(&content, &encounter, 3);
    engine::play(
        &mut state,
        &content,
        &mut Vec::new(),
        |s, r| aguja::ai::normal::answer(s, &content, r),
        |_, _| false,
    );
    let winner = state
        .round
        .outcome
        .as_ref()
        .and_then(|o| o.winner)
        .expect("a winner");
    let loser = [Side::Heroes, Side::Minions]
        .into_iter()
        .find(|&s| s != winner)
        .unwrap();
    // Wins alone without a margin.
    assert_eq!(score(&state, &content, winner, 0.0), 1.0);
    assert_eq!(score(&state, &content, loser, 0.0), 0.0);
    // With one, a win stays above every loss, and what one side's margin gains the other's
    // loses.
    let (won, lost) = (
        score(&state, &content, winner, 0.05),
        score(&state, &content, loser, 0.05),
    );
    assert!(
        won > 0.95 && won <= 1.05 && (-0.05..0.05).contains(&lost),
        "{won} {lost}"
    );
    assert!((won - 1.0 + lost).abs() < 1e-6, "{won} {lost}");
    // A wound on a winner still standing lowers the win's score.
    let standing = state
        .fighters
        .iter()
        .position(|f| f.side == winner && f.active(&content))
        .expect("a winner stands");
    let mut wounded = state.clone();
    wounded.fighters[standing].damage += 1;
    assert!(score(&wounded, &content, winner, 0.05) < won);
}

/// The leader's index in a "defeat the leader" level's combat.
pub(crate) fn leader(state: &CombatState) -> usize {
    match state.round.goal {
        Objective::DefeatLeader(i) => i,
        ref other => panic!("not a leader level: {other:?}"),
    }
}

/// Whether `d` aims an action at the leader.
fn strikes_leader(state: &CombatState, d: &Decision) -> bool {
    match d {
        Decision::Act { targets, .. } => targets.iter().any(|t| t.who.index() == leader(state)),
        _ => false,
    }
}

#[test]
fn a_playout_ends_at_the_leaders_fall_and_scores_it_as_the_heroes_win() {
    let content = common::library();
    let hero_acting = |s: &CombatState, r: &Request| {
        acting(r) && s.fighters[r.decider().index()].side == Side::Heroes
    };
    let mut state =
        first_state_where(&content, "bandit-chief.ron", 1, hero_acting).expect("a hero acts");
    // An answer that leaves the chief alone, then the chief falls: the other minions still
    // stand, so only the goal can end the fight.
    let request = state.pending.request.clone().unwrap();
    let answer = candidates(&state, &content, &request, Judgement::NORMAL, 8)
        .into_iter()
        .find(|d| !strikes_leader(&state, d))
        .expect("an answer that spares the chief");
    let chief = leader(&state);
    let hp = state.fighters[chief].hp();
    state.fighters[chief].damage = hp.max(1) as u32;
    assert!(
        state
            .fighters
            .iter()
            .any(|f| f.side == Side::Minions && f.active(&content))
    );
    let minions = Policy {
        side: Side::Minions,
        ..policy(&state)
    };
    let heroes = Policy {
        side: Side::Heroes,
        ..minions
    };
    let never = || false;
    for (p, expected) in [(&minions, 0.0), (&heroes, 1.0)] {
        let scored = playout(&state, &content, &answer, p, 7, &never);
        assert_eq!(scored, Some(expected));
    }
    let ended = play_on(&state, &content, &answer, &heroes, 7, &never).ending();
    assert_eq!(ended, Some(Ending::LeaderDown));
}

#[test]
fn hard_heroes_weigh_attacking_the_leader() {
    let content = common::library();
    // A hero's turn with the chief among the targets of its options.
    let targets_chief = |s: &CombatState, r: &Request| -> bool {
        let Request::Act { actor, options, .. } = r else {
            return false;
        };
        s.fighters[actor.index()].side == Side::Heroes
            && options.iter().any(|o| match &o.targets {
                TargetChoices::Combatants { candidates, .. } => {
                    candidates.iter().any(|c| c.who.index() == leader(s))
                }
                _ => false,
            })
    };
    let state = first_state_where(&content, "bandit-chief.ron", 1, targets_chief)
        .expect("a hero may strike the chief");
    let request = state.pending.request.clone().unwrap();
    let found = candidates(&state, &content, &request, Judgement::HARD, 6);
    assert!(found.len() > 1, "{found:?}");
    assert!(found.iter().any(|d| strikes_leader(&state, d)), "{found:?}");
}

#[test]
fn hard_heroes_play_their_advantage_picks_forward() {
    let content = common::library();
    // Wolf Moon is a level-4 fight: each hero picks four advantages before the first round.
    let state = first_state(&content, "06-wolf-moon.ron", 2, |r| {
        matches!(r, Request::Advantage { .. })
    })
    .expect("the heroes pick advantages");
    let request = state.pending.request.clone().unwrap();
    let Request::Advantage { options, .. } = &request else {
        unreachable!()
    };
    let found = candidates(&state, &content, &request, Judgement::HARD, 6);
    assert_eq!(found.len(), 6.min(options.len()), "{found:?}");
    // The judgement's own pick stands first, the default unless another wins more.
    let own = aguja::ai::normal::answer_with(&state, &content, &request, Judgement::HARD);
    assert_eq!(found[0], own);
    assert!(
        found
            .iter()
            .all(|d| matches!(d, Decision::Advantage(a) if options.contains(a))),
        "{found:?}"
    );
    // Each is played to the end of the fight, on the same dice for every pick.
    let seed = decision_seed(2, state.pending.serial);
    let budget = Budget {
        candidates: 6,
        ..capped(60, 2)
    };
    let searched = search(&state, &content, &found, &policy(&state), seed, &budget);
    assert!(searched.playouts >= 40, "{}", searched.playouts);
    assert!(searched.chosen < found.len());
    let answer = think(Strength::Hard, &state, &content, seed, &budget);
    assert_eq!(answer, Some(found[searched.chosen].clone()));
}

#[test]
fn a_dark_lord_that_sees_the_dice_plays_out_the_very_fight_to_come() {
    // `--hard-sees-dice`, for measuring what any Dark Lord could win: its playouts roll the
    // combat's own dice, so a playout is the real fight as it will go if both sides answer as
    // the playout's policies do. Without it, the same answer meets other dice.
    let content = common::library();
    let minion_acting = |s: &CombatState, r: &Request| {
        acting(r) && s.fighters[r.decider().index()].side == Side::Minions
    };
    let state =
        first_state_where(&content, "hold-the-ford.ron", 3, minion_acting).expect("a minion acts");
    let request = state.pending.request.clone().unwrap();
    let seeing = Budget {
        sees_dice: true,
        ..Budget::default()
    }
    .policy(&state.round.goal, Side::Minions);
    let answer = candidates(&state, &content, &request, seeing.own, 6)
        .into_iter()
        .next()
        .unwrap();
    // The fight to come, its first answer given and the rest by the playout's policies.
    let mut real = state.clone();
    let mut first = Some(answer.clone());
    engine::play(
        &mut real,
        &content,
        &mut Vec::new(),
        |s, r| {
            if let Some(d) = first.take() {
                return d;
            }
            let judgement = seeing.judgement_for(s.fighters[r.decider().index()].side);
            aguja::ai::normal::answer_with(s, &content, r, judgement)
        },
        |_, _| false,
    );
    assert!(real.round.outcome.is_some(), "the fight ends");
    let never = || false;
    let seen = play_on(&state, &content, &answer, &seeing, 12345, &never);
    assert_eq!(seen.round.outcome, real.round.outcome);
    assert_eq!(seen.fighters, real.fighters, "every wound as it will be");
    // Whatever the sample's seed: the dice are the combat's.
    let again = play_on(&state, &content, &answer, &seeing, 99, &never);
    assert_eq!(again.fighters, real.fighters);
    // Dice re-keyed at every tick (`--hard-tick-dice true`) would be other dice: seeing wins.
    let ticking = Policy {
        tick_dice: true,
        ..seeing
    };
    let ticked = play_on(&state, &content, &answer, &ticking, 99, &never);
    assert_eq!(
        ticked.fighters, real.fighters,
        "the combat's dice, not re-keyed"
    );
    let blind = Policy {
        sees_dice: false,
        ..seeing
    };
    let differ = [1u64, 2, 3, 4, 5, 6, 7, 8]
        .iter()
        .any(|&d| play_on(&state, &content, &answer, &blind, d, &never).fighters != real.fighters);
    assert!(differ, "the AI's own dice make other fights");
}
