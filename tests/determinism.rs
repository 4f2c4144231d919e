//! R1.5: a combat is reproducible from (encounter, seed, decisions), and the plain-data engine
//! the AI looks ahead with plays exactly like the ECS pipeline.

use crate::common;

use aguja::ai::random;
use aguja::combat::{CombatEvent, CombatLog, CombatPhase, engine, new_combat};
use aguja::content::{levels_dir, load_encounter};
use aguja::control::{ControlRng, Seat, Seats};
use aguja::sim::play_combat;
use common::*;

fn ecs_events(seed: u64) -> Vec<CombatEvent> {
    let content = library();
    let encounter = load_encounter(&levels_dir().join("seed-example.ron"), &content).unwrap();
    let mut app = aguja::headless_app(content);
    app.insert_resource(Seats::all(Seat::Random));
    play_combat(&mut app, &encounter, seed);
    app.world().resource::<CombatLog>().events.clone()
}

#[test]
fn r1_5_same_seed_same_combat() {
    for seed in [1, 2, 99] {
        let a = ecs_events(seed);
        assert_eq!(a, ecs_events(seed), "seed {seed}");
        assert!(matches!(a.last(), Some(CombatEvent::CombatEnded { .. })));
    }
    assert_ne!(ecs_events(1), ecs_events(2));
}

#[test]
fn r1_5_plain_engine_matches_the_ecs_pipeline() {
    let content = library();
    let encounter = load_encounter(&levels_dir().join("seed-example.ron"), &content).unwrap();
    for seed in 0..20 {
        let (mut state, _) = new_combat(&content, &encounter, seed);
        let mut rng = ControlRng::new(seed);
        let mut events = Vec::new();
        for _ in 0..100_000 {
            if state.phase == CombatPhase::AwaitDecision && state.pending.answer.is_none() {
                let request = state.pending.request.clone().expect("a request is open");
                state.pending.answer = Some(random::answer(&request, &mut rng.0));
            }
            if !engine::step(&mut state, &content, &mut events) && state.phase == CombatPhase::Over
            {
                break;
            }
        }
        let ecs = ecs_events(seed);
        assert_eq!(
            &ecs[1..],
            &events[..],
            "seed {seed}: the ECS log starts with CombatStarted"
        );
    }
}
