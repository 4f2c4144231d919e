//! Answers to the rules' questions: checked once against the request, then carried out
//! without a second check (the reasons an answer is refused are in `combat::validate`'s tests).

use crate::common;

use aguja::combat::engine;
use aguja::combat::{Decision, Request};
use common::*;

// R3.5: the act that asked for a hand-over waits with the question; a state that lost it (one
// made by hand) has the taker choose again rather than leave the question open for ever.
#[test]
fn r3_5_a_hand_over_answer_without_its_waiting_act_lets_the_taker_choose_again() {
    let run = run_text(
        r#"(
        encounter: Inline((name: "t", heroes: [(kind: "squire")], minions: [(kind: "goblin"), (kind: "goblin")])),
        setup: Some((combatants: [(name: "Squire", ap_level: Some(0)), (name: "Goblin 2", ap_level: Some(5))])),
        decisions: [Act(who: "Goblin 1", action: "take_from_ally", item: Some("goblin_shield"))],
    )"#,
    );
    let taker = id(&run, "Goblin 1");
    let mut state = run.state.clone();
    assert!(
        matches!(&state.pending.request, Some(Request::Consent { taker: t, .. }) if *t == taker),
        "{:?}",
        state.pending.request
    );
    state.pending.suspended = None;
    state.pending.answer = Some(Decision::Consent(true));
    let mut events = Vec::new();
    engine::step(&mut state, &library(), &mut events);
    assert!(
        matches!(&state.pending.request, Some(Request::Act { actor, .. }) if *actor == taker),
        "{:?}",
        state.pending.request
    );
    assert!(events.is_empty(), "nothing is handed over: {events:?}");
}
