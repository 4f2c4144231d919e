//! The AI: every strength answers every kind of request legally, in the ECS pipeline and in
//! the plain engine alike, and the same (state, seed) gives the same answer.

use crate::common;

use aguja::ai::{Budget, Strength, decision_seed, think};
use aguja::combat::{CombatEvent, CombatLog, Request, engine, new_combat};
use aguja::content::{levels_dir, load_encounter};
use aguja::control::{Seat, Seats};
use aguja::sim::play_combat;
use common::*;

/// Hard's search, cut down so that thousands of decisions fit in a debug test (two
/// candidates, one whole-fight playout each); the code path is the one the game runs. No
/// deadline: the answer depends on the seed alone.
fn quick_hard() -> Budget {
    Budget {
        candidates: 2,
        playouts: 2,
        deadline: None,
        threads: 1,
        ..Budget::default()
    }
}

#[test]
fn every_strength_answers_thousands_of_random_states_legally() {
    let content = library();
    let budget = quick_hard();
    let mut states = 0;
    let mut kinds = std::collections::HashSet::new();
    // Random players drive the combat into states nobody would plan for; at each request
    // every strength must give an answer the rules accept.
    visit_random_requests(&content, 0..4, |path, seed, s, request| {
        states += 1;
        kinds.insert(std::mem::discriminant(request));
        // Hard plays whole fights out at each answer: every fifth state keeps the debug test
        // within minutes (`soak --players normal,hard` puts Hard to every state of its
        // combats, release-fast).
        let hard_too = states % 5 == 0;
        for strength in Strength::ALL
            .into_iter()
            .filter(|&s| s != Strength::Hard || hard_too)
        {
            let seed = decision_seed(seed, s.pending.serial);
            let answer = think(strength, s, &content, seed, &budget)
                .unwrap_or_else(|| panic!("{strength:?} gave no answer"));
            if let Err(why) = request.allows(&answer) {
                panic!("{}: {strength:?}: {why}", path.display());
            }
        }
    });
    assert!(states >= 2000, "only {states} states were tried");
    assert!(
        kinds.len() >= 4,
        "act, react, advantage and tie-break requests all came up"
    );
}

#[test]
fn the_same_state_and_seed_give_the_same_answer() {
    let content = library();
    let encounter = load_encounter(&levels_dir().join("04-harpy-cliffs.ron"), &content).unwrap();
    let (mut state, _) = new_combat(&content, &encounter, 3);
    let mut events = Vec::new();
    let asked = std::cell::Cell::new(0);
    engine::play(
        &mut state,
        &content,
        &mut events,
        |s, r| {
            asked.set(asked.get() + 1);
            for strength in Strength::ALL {
                let a = think(strength, s, &content, 11, &quick_hard());
                let b = think(strength, s, &content, 11, &quick_hard());
                assert_eq!(a, b, "{strength:?}");
            }
            aguja::ai::normal::answer(s, &content, r)
        },
        |_, _| asked.get() > 60,
    );
    assert!(asked.get() > 10);
}

/// Plays one combat in the ECS pipeline with these seats; returns its log.
fn ecs_combat(level: &str, seats: Seats, seed: u64) -> Vec<CombatEvent> {
    let content = library();
    let encounter = load_encounter(&levels_dir().join(level), &content).unwrap();
    let mut app = aguja::headless_app(content);
    app.insert_resource(seats);
    app.insert_resource(aguja::control::ai_seat::AiBudget(quick_hard()));
    let played = play_combat(&mut app, &encounter, seed);
    assert!(played.outcome.is_some(), "the combat ends");
    app.world().resource::<CombatLog>().events.clone()
}

#[test]
fn ai_seats_play_whole_combats_in_the_ecs_pipeline_without_a_rejected_answer() {
    for (i, strength) in Strength::ALL.into_iter().enumerate() {
        let seats = Seats {
            // The heroes at one strength, the Dark Lord at another.
            by_combatant: vec![Seat::Ai(strength); 2],
            default: Seat::Ai(Strength::ALL[(i + 1) % 3]),
        };
        let log = ecs_combat("seed-example.ron", seats, 5 + i as u64);
        assert!(matches!(log.last(), Some(CombatEvent::CombatEnded { .. })));
        let rejected: Vec<_> = log
            .iter()
            .filter(|e| matches!(e, CombatEvent::DecisionRejected { .. }))
            .collect();
        assert!(rejected.is_empty(), "{strength:?}: {rejected:?}");
    }
}

#[test]
fn r1_5_an_ai_combat_replays_identically_and_the_plain_engine_agrees() {
    let seats = || Seats::all(Seat::Ai(Strength::Hard));
    let a = ecs_combat("02-spider-cellar.ron", seats(), 9);
    assert_eq!(a, ecs_combat("02-spider-cellar.ron", seats(), 9));

    // The simulator's path: the same phase functions on a plain state, the same AI seeds.
    let content = library();
    let encounter = load_encounter(&levels_dir().join("02-spider-cellar.ron"), &content).unwrap();
    let (mut state, _) = new_combat(&content, &encounter, 9);
    let mut events = Vec::new();
    engine::play(
        &mut state,
        &content,
        &mut events,
        |s, _| {
            let seed = decision_seed(9, s.pending.serial);
            think(Strength::Hard, s, &content, seed, &quick_hard()).unwrap()
        },
        |_, _| false,
    );
    assert_eq!(
        &a[1..],
        &events[..],
        "the ECS log starts with CombatStarted"
    );
}

/// The seed's example with the needle at 15, the combatants set up as given, and the given
/// decisions played: the state an AI is then asked about.
fn seed_example_at_needle_15(combatants: &str, decisions: &str) -> aguja::script::ScriptRun {
    run_text(&format!(
        r#"(
            encounter: Path("../../levels/seed-example.ron"),
            seed: 1,
            setup: Some((needle: Some(15), combatants: [{combatants}])),
            decisions: [{decisions}],
        )"#
    ))
}

#[test]
fn normal_finishes_off_a_wounded_enemy_rather_than_hitting_a_fresh_one() {
    let run = seed_example_at_needle_15(
        r#"(name: "Red Haggar", ap_level: Some(15)), (name: "Goblin", damage: Some(5))"#,
        "",
    );
    let Some(request @ Request::Act { .. }) = &run.state.pending.request else {
        panic!(
            "Red Haggar should be asked to act: {:?}",
            run.state.pending.request
        );
    };
    let content = library();
    let answer = aguja::ai::normal::answer(&run.state, &content, request);
    let aguja::combat::Decision::Act { targets, .. } = &answer else {
        panic!("{answer:?}");
    };
    assert_eq!(
        targets.first().map(|t| t.who),
        Some(id(&run, "Goblin")),
        "{answer:?}"
    );
}

#[test]
fn hard_answers_with_its_own_judgement_and_looks_ahead_only_on_tie_breaks() {
    use aguja::ai::normal;
    use aguja::combat::Decision;
    let content = library();
    let encounter = load_encounter(&levels_dir().join("02-spider-cellar.ron"), &content).unwrap();
    let (mut state, _) = new_combat(&content, &encounter, 4);
    let mut events = Vec::new();
    let (mut judged, mut ties, mut unlike_normal) = (0, 0, 0);
    engine::play(
        &mut state,
        &content,
        &mut events,
        |s, r| {
            let seed = decision_seed(4, s.pending.serial);
            let hard = think(Strength::Hard, s, &content, seed, &quick_hard()).unwrap();
            if let Request::TieBreak { tied, .. } = r {
                ties += 1;
                assert!(
                    matches!(hard, Decision::Choose(c) if tied.contains(&c)),
                    "{hard:?} among {tied:?}"
                );
            } else {
                judged += 1;
                // Each side's own: `HARD_DARK_LORD` for the spiders, `HARD` for the heroes.
                let side = s.fighters[r.decider().index()].side;
                let own = quick_hard().judgement_for(&s.round.goal, side);
                let judgement = normal::answer_with(s, &content, r, own);
                assert_eq!(hard, judgement);
                unlike_normal += usize::from(hard != normal::answer(s, &content, r));
            }
            hard
        },
        |_, _| false,
    );
    assert!(state.round.outcome.is_some(), "the combat ends");
    assert!(ties > 0, "six alike spiders tie for their turns");
    assert!(
        unlike_normal > 0,
        "Hard's weights change some of its {judged} answers"
    );
}

#[test]
fn hard_keeps_a_thralls_ap_for_its_own_blows_where_normal_protects_unless_its_judgement_guards() {
    use aguja::ai::judge::Judgement;
    use aguja::ai::normal;
    let run = seed_example_at_needle_15(
        r#"(name: "Red Haggar", ap_level: Some(15)), (name: "Thrall", ap_level: Some(14)),
           (name: "Goblin", ap_level: Some(0)), (name: "Jade Mistress", ap_level: Some(0))"#,
        r#"Act(who: "Red Haggar", action: "punch", targets: ["Goblin"])"#,
    );
    print_log(&run);
    let Some(request @ Request::React { reactor, .. }) = &run.state.pending.request else {
        panic!(
            "the Thrall should be asked whether it protects the Goblin: {:?}",
            run.state.pending.request
        );
    };
    assert_eq!(*reactor, id(&run, "Thrall"));
    let content = library();
    let normal = normal::answer_with(&run.state, &content, request, Judgement::NORMAL);
    let hard = normal::answer_with(&run.state, &content, request, Judgement::HARD_DARK_LORD);
    assert!(
        matches!(normal, aguja::combat::Decision::React { .. }),
        "Normal protects: {normal:?}"
    );
    assert_eq!(hard, aguja::combat::Decision::Pass, "Hard keeps its AP");
    // Hard answers with the judgement its budget names: one that prizes a shield over the AP
    // it costs protects.
    let guarding = quick_hard().with_judgement(Judgement {
        protect_ap: 0.012,
        ..Judgement::HARD_DARK_LORD
    });
    assert_eq!(
        think(Strength::Hard, &run.state, &content, 1, &quick_hard()),
        Some(hard)
    );
    let guarded = think(Strength::Hard, &run.state, &content, 1, &guarding);
    assert!(
        matches!(guarded, Some(aguja::combat::Decision::React { .. })),
        "Hard judging as a guard protects: {guarded:?}"
    );
}
