//! Issue 6, acceptance 1: recorded combats (random levels, seeds and players) replay to
//! identical event logs, through the replay file's text; a save taken at a random point and
//! loaded finishes exactly like the uninterrupted combat. `AGUJA_REPLAY_COMBATS=1000 cargo test
//! --release --test integration replays:: -- --nocapture` runs the full count.

use crate::common;

use aguja::ai::{Budget, Strength};
use aguja::combat::{
    CombatEvent, CombatLog, CombatState, Decision, Recording, begin_combat, capture,
};
use aguja::content::load::ron_files;
use aguja::content::{Content, Encounter, Side, SourceText, levels_dir, load_encounter};
use aguja::control::ai_seat::AiBudget;
use aguja::control::{Seat, Seats};
use aguja::persist::error::Thing;
use aguja::persist::session::{Stand, load_into, paused_app, play_on, save_of};
use aguja::persist::{Damage, PersistError, ReplayFile, SaveFile, VERSION};
use aguja::sim::play_combat;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::path::Path;
use std::sync::Arc;

fn combats(default: usize) -> usize {
    std::env::var("AGUJA_REPLAY_COMBATS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(default)
}

fn levels(content: &Content) -> Vec<(String, Encounter)> {
    ron_files(&levels_dir())
        .unwrap()
        .into_iter()
        .map(|p| {
            let e = load_encounter(&p, content).unwrap();
            (p.display().to_string(), e)
        })
        .collect()
}

/// A combat played by random players on `encounter` with `seed`, as a replay file.
fn random_replay(content: &Arc<Content>, encounter: &Encounter, seed: u64) -> ReplayFile {
    let mut app = aguja::headless_app(content.clone());
    app.insert_resource(Seats::all(Seat::Random));
    play_combat(&mut app, encounter, seed);
    ReplayFile::of_world(app.world(), content, None)
}

/// Hard thinks briefly and without a deadline: the same answers on any machine, and quick in a
/// debug build (its code path is the same as with the full budget).
fn quick_hard() -> AiBudget {
    AiBudget(Budget {
        candidates: 3,
        playouts: 3,
        deadline: None,
        threads: 1,
        ..Budget::default()
    })
}

#[test]
fn recorded_combats_replay_to_identical_logs() {
    let content = common::library();
    let levels = levels(&content);
    let mut rng = ChaCha8Rng::seed_from_u64(6);
    let mut app = aguja::headless_app(content.clone());
    app.insert_resource(quick_hard());
    let n = combats(24);
    let mut events = 0;
    for i in 0..n {
        let (path, encounter) = &levels[rng.random_range(0..levels.len())];
        let seed = rng.random_range(0..1_000_000u64);
        let heroes = Seat::AUTOMATIC[rng.random_range(0..4)];
        let dark_lord = Seat::AUTOMATIC[rng.random_range(0..4)];
        let sides = encounter.members.iter().map(|m| match m.side {
            Side::Heroes => heroes,
            Side::Minions => dark_lord,
        });
        app.insert_resource(Seats {
            by_combatant: sides.collect(),
            default: Seat::Random,
        });
        let played = play_combat(&mut app, encounter, seed);
        assert!(played.outcome.is_some(), "combat {i} did not end");
        let world = app.world();
        let log = world.resource::<CombatLog>().events.clone();
        let recording = world.resource::<Recording>().clone();
        let file = ReplayFile::new(recording, &log, &content, Some(path.clone()));
        let text = file.to_text();
        let read = ReplayFile::parse(SourceText::new("replay.ron", text))
            .unwrap_or_else(|e| panic!("combat {i}: the replay does not read back: {e}"));
        assert_eq!(read, file, "combat {i}: the file changed on the way");
        let check = read.play(content.clone()).unwrap();
        assert!(
            check.identical && check.played.events == log,
            "combat {i} ({path}, seed {seed}, {heroes:?} vs {dark_lord:?}) replayed differently"
        );
        events += log.len();
    }
    println!("{n} recorded combats replayed to identical logs ({events} events in all)");
}

/// Plays a paused fight to the end, stopping at question `stop_at` (if given) to hand back a
/// save's text.
fn fight(
    content: &Arc<Content>,
    encounter: &Encounter,
    seed: u64,
    seats: &[Seat],
    stop_at: Option<usize>,
) -> (
    Vec<aguja::combat::CombatEvent>,
    CombatState,
    usize,
    Option<String>,
) {
    let mut app = paused_app(content.clone());
    app.insert_resource(quick_hard());
    app.insert_resource(Seats::headless(seats));
    begin_combat(app.world_mut(), encounter, seed);
    let mut questions = 0;
    let mut saved = None;
    play_on(&mut app, |world| {
        if Some(questions) == stop_at {
            saved = Some(save_of(world, seats, None).to_text());
            return false;
        }
        questions += 1;
        true
    });
    let state = capture(app.world_mut());
    let log = app.world().resource::<CombatLog>().events.clone();
    (log, state, questions, saved)
}

#[test]
fn a_save_at_a_random_point_finishes_like_the_uninterrupted_combat() {
    let content = common::library();
    let levels = levels(&content);
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let n = combats(24) / 3;
    for i in 0..n {
        let (path, encounter) = &levels[rng.random_range(0..levels.len())];
        let seed = rng.random_range(0..1_000_000u64);
        let strength = |r: &mut ChaCha8Rng| Strength::ALL[r.random_range(0..3)];
        let (heroes, dark_lord) = (strength(&mut rng), strength(&mut rng));
        let seats: Vec<Seat> = encounter
            .members
            .iter()
            .map(|m| match m.side {
                Side::Heroes => Seat::Ai(heroes),
                Side::Minions => Seat::Ai(dark_lord),
            })
            .collect();
        let (whole, end, questions, _) = fight(&content, encounter, seed, &seats, None);
        let stop = rng.random_range(0..questions.max(1));
        let (_, _, _, saved) = fight(&content, encounter, seed, &seats, Some(stop));
        let text = saved.expect("the fight reached the question to save at");
        let loaded = SaveFile::load_text(Path::new("save.ron"), &text, content.clone())
            .unwrap_or_else(|e| panic!("combat {i}: the save does not load: {e}"));
        let mut app = paused_app(content.clone());
        app.insert_resource(quick_hard());
        load_into(app.world_mut(), loaded);
        assert_eq!(play_on(&mut app, |_| true), Stand::Over);
        let log = &app.world().resource::<CombatLog>().events;
        assert!(
            *log == whole,
            "combat {i} ({path}, seed {seed}): saved at question {stop} of {questions}, the \
             loaded fight went another way"
        );
        assert_eq!(capture(app.world_mut()), end);
    }
    println!("{n} fights saved at a random question and loaded finished identically");
}

fn a_save(content: &Arc<Content>) -> String {
    let levels = levels(content);
    let seats = vec![Seat::Ai(Strength::Normal); levels[0].1.members.len()];
    let (_, _, _, saved) = fight(content, &levels[0].1, 5, &seats, Some(12));
    saved.unwrap()
}

fn load(text: &str, content: &Arc<Content>) -> Result<(), PersistError> {
    SaveFile::load_text(Path::new("save.ron"), text, content.clone()).map(|_| ())
}

#[test]
fn a_damaged_or_foreign_save_is_refused_with_the_reason() {
    let content = common::library();
    let text = a_save(&content);
    assert_eq!(load(&text, &content), Ok(()));
    let truncated = &text[..text.len() / 2];
    let e = load(truncated, &content).unwrap_err();
    assert!(
        matches!(&e, PersistError::File(f) if f.path == Path::new("save.ron")),
        "{e}"
    );
    // The state edited by hand: the needle moved (the state comes before the recording).
    let needle = text.find("needle: (").unwrap() + "needle: (".len();
    let moved = if &text[needle..needle + 1] == "0" {
        "1"
    } else {
        "0"
    };
    let edited = format!("{}{moved}{}", &text[..needle], &text[needle + 1..]);
    let e = load(&edited, &content).unwrap_err();
    assert_eq!(e.why(), &PersistError::NotWhereItLeads);
    assert!(
        e.to_string()
            .starts_with("save.ron:1:1: the save is damaged: its state is not where"),
        "{e}"
    );
    // A kind that does not exist in the library, where the recording starts.
    let start = text.find("start:").unwrap();
    let at = start + text[start..].find("kind: (").unwrap() + "kind: (".len();
    let end = at + text[at..].find(')').unwrap();
    let bad_kind = format!("{}999{}", &text[..at], &text[end..]);
    let e = load(&bad_kind, &content).unwrap_err();
    assert!(
        matches!(e.why(), PersistError::SaveStartDamaged(d) if d.root() == &Damage::UnknownKind(999)),
        "{e}"
    );
    let this = format!("version: {VERSION},");
    assert!(text.contains(&this), "a save states its format version");
    let newer = text.replacen(&this, &format!("version: {},", VERSION + 1), 1);
    let e = load(&newer, &content).unwrap_err().to_string();
    assert!(e.contains("newer Aguja"), "{e}");
    let level = std::fs::read_to_string(levels_dir().join("seed-example.ron")).unwrap();
    let e = load(&level, &content).unwrap_err().to_string();
    assert!(e.contains("not an Aguja save"), "{e}");
    let misspelt = text.replacen("seats:", "seets:", 1);
    let e = load(&misspelt, &content).unwrap_err().to_string();
    assert!(e.contains("did you mean `seats`"), "{e}");
}

#[test]
fn a_replay_or_save_made_with_other_content_says_so() {
    let content = common::library();
    let text = a_save(&content);
    let mut changed = (*content).clone();
    changed.actions[0].name.push('!');
    let changed = Arc::new(changed);
    let e = load(&text, &changed).unwrap_err();
    assert_eq!(e.why(), &PersistError::ContentChanged);
    let levels = levels(&content);
    let replay = random_replay(&content, &levels[0].1, 3);
    assert!(replay.content_matches(&content));
    assert!(!replay.content_matches(&changed));
    assert_eq!(
        replay.check_content(&changed),
        Err(PersistError::ReplayContentChanged)
    );
}

#[test]
fn a_replay_whose_decisions_were_changed_reports_the_divergence() {
    let content = common::library();
    let levels = levels(&content);
    let replay = random_replay(&content, &levels[0].1, 9);
    assert!(replay.play(content.clone()).unwrap().identical);
    // One action becomes Wait (legal whenever one may act, R8.1), every other decision as
    // recorded, none dropped. Of such changes (the last actions first), the one taken is
    // answered without a rejection and gives as many events and the same outcome as the
    // recording: only the comparison of the logs themselves can tell the two apart.
    let wait = content.action_id("wait").expect("Wait");
    let as_wait = Decision::Act {
        action: wait,
        source: None,
        targets: Vec::new(),
        item: None,
    };
    let n = replay.combat.decisions.len();
    let (changed, check) = (0..n)
        .rev()
        .filter(|&i| matches!(&replay.combat.decisions[i], Decision::Act { action, .. } if *action != wait))
        .find_map(|i| {
            let mut changed = replay.clone();
            changed.combat.decisions[i] = as_wait.clone();
            let check = changed.play(content.clone()).unwrap();
            let rejected = check
                .played
                .events
                .iter()
                .any(|e| matches!(e, CombatEvent::DecisionRejected { .. }));
            let alike = check.log.events == replay.result.events
                && check.log.outcome == replay.result.outcome;
            (alike && !rejected && check.played.unused == 0).then_some((changed, check))
        })
        .expect("an action whose change leaves the length and outcome of the log as they were");
    assert_eq!(changed.combat.decisions.len(), n, "nothing was cut");
    assert_ne!(check.log.fingerprint, replay.result.fingerprint);
    assert!(
        !check.identical,
        "the changed replay is reported as diverging"
    );
}

#[test]
fn a_replay_naming_an_item_the_library_lacks_is_refused_not_a_crash() {
    // Found by `aguja fuzz --target replays`: the check read a fighter's stats (and so its
    // items' modifiers) before checking that the items exist.
    let content = common::library();
    let levels = levels(&content);
    let mut app = aguja::headless_app(content.clone());
    app.insert_resource(Seats::all(Seat::Random));
    let armed = levels
        .iter()
        .find(|(_, e)| {
            let (state, _) = aguja::combat::new_combat(&content, e, 1);
            state.fighters.iter().any(|f| !f.gear.worn.is_empty())
        })
        .expect("a level where someone wears an item");
    play_combat(&mut app, &armed.1, 1);
    let world = app.world();
    let mut replay = ReplayFile::of_world(world, &content, None);
    let worn = replay
        .combat
        .start
        .fighters
        .iter_mut()
        .find_map(|f| f.gear.worn.first_mut())
        .unwrap();
    worn.item = aguja::content::ItemId(999);
    let e = replay.play(content.clone()).unwrap_err();
    let missing = Damage::Missing {
        what: Thing::Item,
        id: 999,
        len: content.items.len(),
    };
    assert!(
        matches!(&e, PersistError::ReplayStartDamaged(d) if d.root() == &missing),
        "{e}"
    );
}

#[test]
fn a_replay_whose_fighter_has_no_hp_is_refused_with_the_reason() {
    let content = common::library();
    let (_, seed_example) = levels(&content).into_iter().next().unwrap();
    let mut replay = random_replay(&content, &seed_example, 2);
    replay.combat.start.fighters[0].base.hp = 0;
    let e = replay.play(content.clone()).unwrap_err();
    assert!(
        matches!(&e, PersistError::ReplayStartDamaged(d) if d.root() == &Damage::Hp(0)),
        "{e}"
    );
    assert!(e.to_string().ends_with("HP 0 is out of range"), "{e}");
}
