//! How fights end, owned by the engine: a concession is a decision any request takes, recorded,
//! replayed and saved like any other, ending the fight once and for good; the `CombatEnded`
//! event carries the typed ending every reader uses; a draw with nobody standing is said as
//! such, and holding out to the round limit wins.

use crate::common::{library, run_text};
use aguja::combat::end::{check_over, finish};
use aguja::combat::ending::Ending;
use aguja::combat::{
    CombatEvent, CombatLog, Decision, Names, PendingDecision, Recording, RoundInfo,
};
use aguja::combat::{Request, begin_combat};
use aguja::content::{Side, levels_dir, load_encounter};
use aguja::control::{Seat, Seats};
use aguja::persist::session::{Stand, load_into, paused_app, save_of, to_question};
use aguja::persist::{ReplayFile, SaveFile};
use aguja::script::runner::log_line;
use bevy::prelude::*;
use std::process::Command;
use std::sync::Arc;

/// The seed's example, paused at its first question with every seat left to the test.
fn at_first_question() -> App {
    let content = library();
    let path = levels_dir().join("seed-example.ron");
    let encounter = load_encounter(&path, &content).expect("the level loads");
    let mut app = paused_app(content);
    app.insert_resource(Seats::all(Seat::Scripted));
    begin_combat(app.world_mut(), &encounter, 3);
    assert_eq!(to_question(&mut app), Stand::Question);
    app
}

/// The log's lines, as `aguja replay` prints them.
fn lines(world: &World, events: &[CombatEvent]) -> Vec<String> {
    let roster = world.resource::<aguja::combat::Roster>();
    let content = library();
    let names = Names {
        combatants: &roster.names,
        parts: &roster.parts,
        content: &content,
    };
    events.iter().map(|e| log_line(&names, e)).collect()
}

/// Answers the open question with the heroes' concession and runs the pipeline on.
fn concede(app: &mut App) {
    app.world_mut().resource_mut::<PendingDecision>().answer =
        Some(Decision::Concede(Side::Heroes));
    assert_eq!(to_question(app), Stand::Over);
}

#[test]
fn r5_6_a_concession_ends_the_fight_for_the_other_side_with_its_own_event() {
    let mut app = at_first_question();
    concede(&mut app);
    let world = app.world();
    let outcome = world.resource::<RoundInfo>().outcome.clone().expect("over");
    assert_eq!(outcome.winner, Some(Side::Minions));
    assert_eq!(outcome.ending, Ending::Conceded(Side::Heroes));
    assert!(world.resource::<PendingDecision>().request.is_none());
    let log = &world.resource::<CombatLog>().events;
    let last = log.last().expect("a log");
    assert!(
        matches!(
            last,
            CombatEvent::CombatEnded {
                winner: Some(Side::Minions),
                ending: Ending::Conceded(Side::Heroes),
                ..
            }
        ),
        "{last:?}"
    );
    let text = lines(world, log);
    assert_eq!(
        text.last().map(String::as_str),
        Some("The heroes' side gave up the fight. [R5.6]"),
        "{text:?}"
    );
    assert_eq!(
        world.resource::<Recording>().decisions.last(),
        Some(&Decision::Concede(Side::Heroes)),
        "the concession is recorded"
    );
}

#[test]
fn r5_6_a_concession_is_an_answer_to_any_question_whoever_it_asks() {
    let hero = aguja::combat::CombatantId(0);
    let requests = [
        Request::Advantage {
            hero,
            remaining: 1,
            options: Vec::new(),
        },
        Request::Act {
            actor: hero,
            options: Vec::new(),
            unavailable: Vec::new(),
        },
        Request::React {
            reactor: hero,
            link: 0,
            options: Vec::new(),
            unavailable: Vec::new(),
        },
        Request::TieBreak {
            side: Side::Minions,
            tied: vec![hero],
            purpose: aguja::combat::decision::TiePurpose::Opportunity,
        },
        Request::Consent {
            giver: hero,
            taker: hero,
            item: aguja::content::ItemId(0),
        },
    ];
    for request in &requests {
        for side in [Side::Heroes, Side::Minions] {
            let allowed = request.allows(&Decision::Concede(side));
            assert_eq!(allowed.map(|a| a.cost), Ok(0), "{request:?}");
        }
    }
}

#[test]
fn r5_6_a_conceded_fight_replays_and_loads_to_its_concession() {
    let mut app = at_first_question();
    concede(&mut app);
    let content = library();
    let replay = ReplayFile::of_world(app.world(), &content, None);
    let check = replay.play(content.clone()).expect("it plays");
    assert!(check.identical, "{:?} vs {:?}", check.log, replay.result);
    assert_eq!(check.played.unused, 0);
    assert_eq!(
        check.played.state.ending(),
        Some(Ending::Conceded(Side::Heroes))
    );
    // A save of it loads to the same end.
    let save = save_of(app.world_mut(), &[Seat::Scripted; 4], None);
    let dir = crate::common::scratch("conceded-save");
    let path = dir.join("conceded.ron");
    let loaded = SaveFile::load_text(&path, &save.to_text(), content.clone()).expect("it loads");
    let mut again = paused_app(content);
    load_into(again.world_mut(), loaded);
    assert_eq!(to_question(&mut again), Stand::Over);
    let ending = again
        .world()
        .resource::<RoundInfo>()
        .outcome
        .clone()
        .map(|o| o.ending);
    assert_eq!(ending, Some(Ending::Conceded(Side::Heroes)));
    // And `aguja replay` plays it to the concession, with exit 0.
    let file = dir.join("conceded-replay.ron");
    replay.write(&file).expect("written");
    let stdout = aguja_replay(&file);
    assert!(
        stdout.contains("The heroes' side gave up the fight."),
        "{stdout}"
    );
}

/// What `aguja replay FILE` prints, once it exited 0.
pub fn aguja_replay(file: &std::path::Path) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_aguja"))
        .arg("replay")
        .arg(file)
        .output()
        .expect("aguja runs");
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    assert_eq!(out.status.code(), Some(0), "{stdout}");
    stdout
}

/// Red Haggar against a Thrall, fought by `run_text` with these extra encounter fields.
fn duel(extra: &str) -> aguja::script::ScriptRun {
    run_text(&format!(
        r#"(encounter: Inline((name: "t", heroes: [(kind: "red_haggar")], minions: [(kind: "thrall")]{extra})))"#
    ))
}

#[test]
fn r5_6_an_ended_fight_keeps_its_first_ending() {
    let content = library();
    let mut state = duel("").state;
    let mut events = Vec::new();
    let mut ctx = state.ctx(&content, &mut events);
    finish(&mut ctx, Ending::Conceded(Side::Minions));
    finish(&mut ctx, Ending::RoundLimit);
    assert_eq!(state.ending(), Some(Ending::Conceded(Side::Minions)));
    assert_eq!(
        state.round.outcome.as_ref().map(|o| o.winner),
        Some(Some(Side::Heroes))
    );
    let ended = events
        .iter()
        .filter(|e| matches!(e, CombatEvent::CombatEnded { .. }))
        .count();
    assert_eq!(ended, 1, "{events:?}");
}

#[test]
fn r5_6_a_draw_with_nobody_standing_at_the_last_round_is_not_the_round_limit() {
    let run = duel(", max_rounds: 1");
    let content = library();
    let mut state = run.state.clone();
    state.round.round = state.round.max_rounds;
    for f in &mut state.fighters {
        f.damage = f.base.hp.unsigned_abs() + 50;
        assert!(!f.active(&content));
    }
    let mut events = Vec::new();
    let mut ctx = state.ctx(&content, &mut events);
    assert!(check_over(&mut ctx));
    assert_eq!(state.ending(), Some(Ending::NobodyStanding));
    let line = lines_of(&run, &events);
    assert_eq!(line, "Draw after 1 round (nobody is left standing) [R5.6]");
}

fn lines_of(run: &aguja::script::ScriptRun, events: &[CombatEvent]) -> String {
    let content = library();
    let names = Names {
        combatants: &run.roster.names,
        parts: &run.roster.parts,
        content: &content,
    };
    log_line(&names, events.last().expect("an event"))
}

#[test]
fn r5_6_holding_out_to_the_round_limit_is_a_win_not_a_draw() {
    let run = run_text(
        r#"(
    encounter: Inline((
        name: "Hold out to the end",
        heroes: [(kind: "red_haggar")],
        minions: [(kind: "thrall")],
        goal: Survive(rounds: 1),
        max_rounds: 1,
    )),
    setup: Some((combatants: [
        (name: "Red Haggar", ap_level: Some(0)),
        (name: "Thrall", ap_level: Some(0)),
    ])),
)"#,
    );
    assert_eq!(run.state.round.max_rounds, 1);
    assert_eq!(run.state.ending(), Some(Ending::HeldOut));
    let outcome = run.state.round.outcome.clone().expect("over");
    assert_eq!((outcome.winner, outcome.rounds), (Some(Side::Heroes), 1));
    assert_eq!(
        run.lines.last().map(String::as_str),
        Some("The heroes win after 1 round (the heroes held out to the end) [R5.6]"),
        "{:?}",
        run.lines
    );
}

/// The AI seats of every strength and the random player answer a whole fight without ever
/// giving up: a concession is only ever a player's.
#[test]
fn no_automatic_player_ever_concedes() {
    let content: Arc<_> = library();
    let path = levels_dir().join("seed-example.ron");
    let encounter = load_encounter(&path, &content).expect("the level loads");
    for seat in [
        Seat::Random,
        Seat::Ai(aguja::ai::Strength::Easy),
        Seat::Ai(aguja::ai::Strength::Normal),
    ] {
        let mut app = aguja::headless_app(content.clone());
        app.insert_resource(Seats::all(seat));
        aguja::sim::play_combat(&mut app, &encounter, 2);
        let recording = app.world().resource::<Recording>();
        assert!(!recording.decisions.is_empty());
        assert!(
            !recording
                .decisions
                .iter()
                .any(|d| matches!(d, Decision::Concede(_))),
            "{seat:?} conceded"
        );
        let ending = app
            .world()
            .resource::<RoundInfo>()
            .outcome
            .clone()
            .map(|o| o.ending);
        assert!(
            !matches!(ending, Some(Ending::Conceded(_)) | None),
            "{ending:?}"
        );
    }
}
