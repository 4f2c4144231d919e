//! Frozen fixtures: pairs of a replay and a save kept in `tests/corpus/frozen/`, written by an
//! earlier build, that this build must play to the very log they recorded. When the format has
//! changed on purpose (`persist::VERSION` bumped), this build must refuse them with a clear
//! message about the format version, and the tests fail, saying how to re-record them. Every
//! other replay and save test compares files with the build that wrote them, so a change that
//! silently alters how old files play would pass those. The first pair is a fight of the seed's
//! example; the second (`goal-…`) of the Bandit Chief, with a goal (defeat the leader), an
//! override (the leader is a bandit made tougher) and a late arrival (a bandit due in round 3).
//!
//! Beside each fixture, `NAME.expected.ron` holds what it must come to (a `persist::RecordedLog`):
//! the length and fingerprint of the whole log, the winner and the number of rounds. For the save, that is the log once it is loaded and played on to the end
//! by the seats it was saved with.
//!
//! **Re-recording.** A change to the rules, the content library or the AI (for the save, whose
//! fight the AI finishes) changes what the fixtures play to, and these tests then fail saying
//! so. When the change is meant, record them afresh and commit the new files:
//!
//! ```text
//! AGUJA_RECORD_FIXTURES=1 cargo test --test integration frozen::
//! ```
//!
//! Several helpers are changing AI and rule details in parallel today (2026-11-24): the lead
//! re-records these fixtures once their branches are merged, not before.

use crate::common;

use aguja::combat::{CombatEvent, CombatLog, begin_combat};
use aguja::content::{Content, Objective, SourceText, levels_dir, load_encounter};
use aguja::control::{Seat, Seats};
use aguja::persist::atomic::write_atomically;
use aguja::persist::session::{Stand, load_into, paused_app, play_on, save_of};
use aguja::persist::{RecordedLog, ReplayFile, SaveFile, VERSION};
use aguja::sim::play_combat;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// A replay and a save of fights of one level: `{prefix}replay.ron`, `{prefix}save.ron` and
/// what each must come to.
struct Pair {
    level: &'static str,
    seed: u64,
    prefix: &'static str,
}

impl Pair {
    fn name(&self, file: &str) -> String {
        format!("{}{file}", self.prefix)
    }
}

const SEED_EXAMPLE: Pair = Pair {
    level: "seed-example.ron",
    seed: 16,
    prefix: "",
};
/// A goal, an override and a late arrival.
const BANDIT_CHIEF: Pair = Pair {
    level: "bandit-chief.ron",
    seed: 16,
    prefix: "goal-",
};
/// The question of the saved fight at which the save is taken.
const SAVE_AT: usize = 10;

const RERECORD: &str = "if the change is meant, re-record the fixtures: \
                        AGUJA_RECORD_FIXTURES=1 cargo test --test integration frozen::";

/// What a fixture must come to: its whole log, by length and fingerprint, and how it ended.
fn outcome(log: &[CombatEvent]) -> RecordedLog {
    RecordedLog::of(log, 0)
}

fn frozen(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/corpus/frozen")
        .join(name)
}

fn recording() -> bool {
    std::env::var_os("AGUJA_RECORD_FIXTURES").is_some_and(|v| !v.is_empty() && v != "0")
}

fn read(name: &str) -> String {
    std::fs::read_to_string(frozen(name))
        .unwrap_or_else(|e| panic!("tests/corpus/frozen/{name}: {e}; {RERECORD}"))
}

fn write(name: &str, text: &str) {
    std::fs::create_dir_all(frozen("")).unwrap();
    write_atomically(&frozen(name), text.as_bytes()).unwrap();
}

fn expected(name: &str) -> RecordedLog {
    ron::from_str(&read(name)).unwrap_or_else(|e| panic!("{name}: {e}; {RERECORD}"))
}

fn write_expected(name: &str, expected: &RecordedLog) {
    assert!(expected.outcome.is_some(), "{name}: the fight ended");
    let pretty = ron::ser::PrettyConfig::new();
    write(name, &ron::ser::to_string_pretty(expected, pretty).unwrap());
}

/// The `version` field of a replay or save, read from its text.
fn version_in(text: &str) -> u32 {
    let at = text.find("version: ").expect("a version field") + "version: ".len();
    let digits: String = text[at..]
        .chars()
        .take_while(char::is_ascii_digit)
        .collect();
    digits.parse().expect("a version number")
}

/// The text with its `version` field set to `version`.
fn with_version(text: &str, version: u32) -> String {
    let field = format!("version: {},", version_in(text));
    assert!(text.contains(&field), "{field}");
    text.replacen(&field, &format!("version: {version},"), 1)
}

/// `None` if `text` is of this build's format. A fixture of another one is stale: reading it
/// must fail with a message about the version, which is checked here, and the test then fails
/// with this message, saying how to re-record it.
fn stale(name: &str, text: &str, read: Result<(), String>) -> Option<String> {
    if version_in(text) == VERSION {
        return None;
    }
    let e = read.expect_err("a fixture of another format version must be refused");
    let age = if version_in(text) < VERSION {
        "older"
    } else {
        "newer"
    };
    let says = format!("{age} Aguja (format version {})", version_in(text));
    assert!(e.contains(&says), "{name}: {e}");
    Some(format!(
        "tests/corpus/frozen/{name} is of format version {}, and this build writes version \
         {VERSION}: it is refused ({e}). The format moved: {RERECORD}",
        version_in(text)
    ))
}

fn encounter(pair: &Pair, content: &Content) -> aguja::content::Encounter {
    load_encounter(&levels_dir().join(pair.level), content).expect("the level loads")
}

/// A fight of random players, as a replay, and the whole log it gave.
fn record_replay(pair: &Pair, content: &Arc<Content>) {
    let mut app = aguja::headless_app(content.clone());
    app.insert_resource(Seats::all(Seat::Random));
    play_combat(&mut app, &encounter(pair, content), pair.seed);
    let level = Some(format!("levels/{}", pair.level));
    let file = ReplayFile::of_world(app.world(), content, level);
    write(&pair.name("replay.ron"), &file.to_text());
    let log = &app.world().resource::<CombatLog>().events;
    write_expected(&pair.name("replay.expected.ron"), &outcome(log));
}

/// A fight of the AI on both sides, saved at question `SAVE_AT`, and the log it ends with when
/// it goes on from there.
fn record_save(pair: &Pair, content: &Arc<Content>) {
    let encounter = encounter(pair, content);
    let owners = vec![Seat::default(); encounter.members.len()];
    let mut app = paused_app(content.clone());
    app.insert_resource(Seats::headless(&owners));
    begin_combat(app.world_mut(), &encounter, pair.seed);
    let mut questions = 0;
    let mut saved = None;
    let stand = play_on(&mut app, |world| {
        if questions == SAVE_AT {
            let level = Some(format!("levels/{}", pair.level));
            saved = Some(save_of(world, &owners, level));
        }
        questions += 1;
        true
    });
    assert_eq!(stand, Stand::Over);
    let save = saved.expect("the fight asks enough questions");
    write(&pair.name("save.ron"), &save.to_text());
    let log = &app.world().resource::<CombatLog>().events;
    write_expected(&pair.name("save.expected.ron"), &outcome(log));
}

/// The pair's replay plays to its recorded log; returns that log.
fn replay_plays_to_its_log(pair: &Pair) -> Vec<CombatEvent> {
    let content = common::library();
    if recording() {
        record_replay(pair, &content);
    }
    let name = pair.name("replay.ron");
    let text = read(&name);
    let parsed = ReplayFile::parse(SourceText::new(frozen(&name), text.clone()));
    let read = parsed.as_ref().map(|_| ()).map_err(|e| e.to_string());
    if let Some(message) = stale(&name, &text, read) {
        panic!("{message}");
    }
    let file = parsed.unwrap_or_else(|e| panic!("{e}; {RERECORD}"));
    assert!(
        file.content_matches(&content),
        "the content library has changed since {name} was recorded; {RERECORD}"
    );
    let check = file
        .play(content)
        .unwrap_or_else(|e| panic!("{name} does not play: {e}; {RERECORD}"));
    let log = outcome(&check.played.events);
    assert_eq!(
        log,
        expected(&pair.name("replay.expected.ron")),
        "{name} played to another log; {RERECORD}"
    );
    assert!(check.identical && check.played.unused == 0, "{RERECORD}");
    check.played.events
}

#[test]
fn the_frozen_replay_plays_to_its_recorded_log() {
    replay_plays_to_its_log(&SEED_EXAMPLE);
}

#[test]
fn the_frozen_goal_replay_plays_to_its_recorded_log_with_a_late_arrival() {
    let log = replay_plays_to_its_log(&BANDIT_CHIEF);
    assert!(
        log.iter().any(|e| matches!(e, CombatEvent::Arrived { .. })),
        "the late bandit joins the fight; {RERECORD}"
    );
}

/// The pair's save loads and its seats play it on to its recorded end; returns the state it
/// was saved in.
fn save_plays_on_to_its_end(pair: &Pair) -> aguja::combat::CombatState {
    let content = common::library();
    if recording() {
        record_save(pair, &content);
    }
    let name = pair.name("save.ron");
    let text = read(&name);
    let path = frozen(&name);
    let loaded = SaveFile::load_text(&path, &text, content.clone()).map_err(|e| e.to_string());
    let read = loaded.as_ref().map(|_| ()).map_err(String::clone);
    if let Some(message) = stale(&name, &text, read) {
        panic!("{message}");
    }
    let loaded = loaded.unwrap_or_else(|e| panic!("{e}; {RERECORD}"));
    let state = loaded.file.state.clone();
    let mut app = paused_app(content);
    load_into(app.world_mut(), loaded);
    assert_eq!(play_on(&mut app, |_| true), Stand::Over);
    let log = outcome(&app.world().resource::<CombatLog>().events);
    assert_eq!(
        log,
        expected(&pair.name("save.expected.ron")),
        "{name} went on to another end; {RERECORD}"
    );
    state
}

#[test]
fn the_frozen_save_loads_and_plays_on_to_its_recorded_end() {
    save_plays_on_to_its_end(&SEED_EXAMPLE);
}

#[test]
fn the_frozen_goal_save_carries_a_goal_an_override_and_a_late_arrival() {
    let state = save_plays_on_to_its_end(&BANDIT_CHIEF);
    let content = common::library();
    assert!(
        matches!(state.round.goal, Objective::DefeatLeader(_)),
        "{:?}",
        state.round.goal
    );
    let vask = &state.fighters[state.round.goal.named().unwrap()];
    let bandit = content.kind(vask.kind).def.attributes;
    assert!(vask.base.hp > bandit.hp, "the leader's HP override");
    assert!(
        state.fighters.iter().any(|f| f.arrives > 1),
        "saved before the late bandit arrives; {RERECORD}"
    );
}

/// Reads a file's text as a replay or a save would be read; why not, if not.
type Opener<'a> = dyn Fn(&str) -> Result<(), String> + 'a;

#[test]
fn frozen_files_of_another_format_version_are_refused_with_a_version_message() {
    let content = common::library();
    let replay = |text: &str| {
        ReplayFile::parse(SourceText::new("replay.ron", text))
            .map(|_| ())
            .map_err(|e| e.to_string())
    };
    let save = |text: &str| {
        SaveFile::load_text(Path::new("save.ron"), text, content.clone())
            .map(|_| ())
            .map_err(|e| e.to_string())
    };
    let files: [(&str, &Opener); 4] = [
        ("replay.ron", &replay),
        ("save.ron", &save),
        ("goal-replay.ron", &replay),
        ("goal-save.ron", &save),
    ];
    for (name, open) in files {
        let text = read(name);
        let newer = open(&with_version(&text, VERSION + 1)).expect_err(name);
        assert!(
            newer.contains(&format!("newer Aguja (format version {})", VERSION + 1))
                && newer.contains(&format!("reads version {VERSION}")),
            "{name}: {newer}"
        );
        let none = open(&with_version(&text, 0)).expect_err(name);
        assert!(none.contains("has no `version`"), "{name}: {none}");
        // A fixture whose version moved fails its test, saying how to re-record it.
        let older = with_version(&text, VERSION - 1);
        let message = stale(name, &older, open(&older)).expect("a stale fixture");
        assert!(
            message.contains("AGUJA_RECORD_FIXTURES=1 cargo test --test integration frozen::"),
            "{message}"
        );
        assert_eq!(stale(name, &text, open(&text)), None, "{name} is current");
    }
}
