//! Helpers shared by the integration tests.
#![allow(dead_code)]

pub mod net_processes;

use aguja::combat::{
    CombatEvent, CombatState, CombatantId, Fighter, Rejection, Request, Roster, engine, new_combat,
};
use aguja::content::{Content, Side, assets_dir, levels_dir, load_content, load_encounter};
use aguja::script::{ScriptRun, run_script_file, run_script_text};
use std::path::Path;
use std::sync::Arc;

/// A folder of a test's own under the system's temporary one, removed with everything in it
/// when dropped (so that test runs leave nothing behind); it reads as the `Path` it is.
pub struct Scratch(tempfile::TempDir);

impl std::ops::Deref for Scratch {
    type Target = Path;
    fn deref(&self) -> &Path {
        self.0.path()
    }
}

impl AsRef<Path> for Scratch {
    fn as_ref(&self) -> &Path {
        self.0.path()
    }
}

/// A new, empty scratch folder; `name` shows in its name, for whoever looks while it runs.
pub fn scratch(name: &str) -> Scratch {
    let dir = tempfile::Builder::new()
        .prefix(&format!("aguja-{name}-"))
        .tempdir()
        .expect("a temporary folder");
    Scratch(dir)
}

pub fn library() -> Arc<Content> {
    Arc::new(load_content(&assets_dir()).expect("the shipped content loads"))
}

pub fn run_file(path: &str) -> ScriptRun {
    let full = Path::new(env!("CARGO_MANIFEST_DIR")).join(path);
    run_script_file(&full, library()).expect("the script loads")
}

pub fn run_text(text: &str) -> ScriptRun {
    let origin = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scenarios/inline.ron");
    run_script_text(&origin, text, library())
        .unwrap_or_else(|e| panic!("script does not load:\n{e}"))
}

pub fn id(run: &ScriptRun, name: &str) -> CombatantId {
    run.roster
        .id_of(name)
        .unwrap_or_else(|| panic!("no {name}"))
}

/// The state of the combatant called `who`.
pub fn fighter<'a>(run: &'a ScriptRun, who: &str) -> &'a Fighter {
    &run.state.fighters[id(run, who).index()]
}

/// The index of `who`'s part called `name`.
pub fn part(run: &ScriptRun, who: &str, name: &str) -> u8 {
    let c = id(run, who);
    run.roster.parts[c.index()]
        .iter()
        .position(|p| &**p == name)
        .unwrap_or_else(|| panic!("{who} has no {name}")) as u8
}

/// The open action or reaction request's offered ids and unavailable (id, reason).
pub fn menu(run: &ScriptRun) -> (Vec<String>, Vec<(String, Rejection)>) {
    let content = library();
    let (offered, unavailable): (Vec<_>, _) = match &run.state.pending.request {
        Some(Request::Act {
            options,
            unavailable,
            ..
        }) => (options.iter().map(|o| o.action).collect(), unavailable),
        Some(Request::React {
            options,
            unavailable,
            ..
        }) => (options.iter().map(|o| o.action).collect(), unavailable),
        other => panic!("expected an action or reaction request, got {other:?}"),
    };
    let offered = offered
        .iter()
        .map(|&a| content.action(a).id.clone())
        .collect();
    let greyed = unavailable
        .iter()
        .map(|u| (content.action(u.action).id.clone(), u.reason.clone()))
        .collect();
    (offered, greyed)
}

/// Why `action` is unavailable, from the greyed list that `menu` returns; panics if not listed.
pub fn reason<'a>(greyed: &'a [(String, Rejection)], action: &str) -> &'a Rejection {
    &greyed
        .iter()
        .find(|(a, _)| a == action)
        .unwrap_or_else(|| panic!("{action} is not listed as unavailable: {greyed:?}"))
        .1
}

/// Why `who` was passed over in a reaction window without being asked: its first reaction's id
/// and why it could not use it (`None` inside when it has no reactions at all). `None` if it was
/// never passed over.
pub fn auto_passed(run: &ScriptRun, who: CombatantId) -> Option<Option<(String, Rejection)>> {
    let content = library();
    run.events.iter().find_map(|e| match e {
        CombatEvent::AutoPassed { who: w, why } if *w == who => Some(
            why.as_ref()
                .map(|u| (content.action(u.action).id.clone(), u.reason.clone())),
        ),
        _ => None,
    })
}

pub fn names(roster: &Roster, ids: &[CombatantId]) -> Vec<String> {
    ids.iter()
        .map(|i| roster.names[i.index()].clone())
        .collect()
}

/// Every window opened: (whose link, eligible names, re-opened?).
pub fn windows(run: &ScriptRun) -> Vec<(String, Vec<String>, bool)> {
    run.events
        .iter()
        .filter_map(|e| match e {
            CombatEvent::WindowOpened {
                owner,
                eligible,
                reopened,
                ..
            } => Some((
                run.roster.names[owner.index()].clone(),
                names(&run.roster, eligible),
                *reopened,
            )),
            _ => None,
        })
        .collect()
}

pub fn print_log(run: &ScriptRun) {
    for l in &run.lines {
        println!("{l}");
    }
}

/// A hero of HP 10 with a bracer of +4 HP on one hand (the left, the first free one), as extra
/// content for `library_with`.
pub const BRACER: &str = r#"(
    items: [
        (id: "t_bracer", name: "Bracer", description: "One hand: +4 HP.",
            parts: ["hand"], modifiers: [(HP, 4)]),
    ],
    combatants: [
        (id: "t_bracer_hero", name: "Bracer hero", side: Heroes, body: "hero",
            attributes: (ap: 12, hp: 10, str: 1, def: 0, per: 0, mag: 0),
            equipment: ["t_bracer"]),
    ],
)"#;

/// The shipped library plus extra content given as RON text (a `ContentFile`).
pub fn library_with(extra: &str) -> Arc<Content> {
    use aguja::content::load::{parse_ron, read_ron, ron_files};
    use aguja::content::{ContentFile, SourceText};
    let mut files: Vec<(SourceText, ContentFile)> = ron_files(&assets_dir())
        .unwrap()
        .iter()
        .map(|p| read_ron::<ContentFile>(p).unwrap())
        .collect();
    files.push(
        parse_ron::<ContentFile>(SourceText::new("extra.ron", extra))
            .unwrap_or_else(|e| panic!("{e}")),
    );
    Arc::new(Content::build(files).unwrap_or_else(|e| panic!("{e:?}")))
}

/// Runs a script against a given library.
pub fn run_with(content: Arc<Content>, text: &str) -> ScriptRun {
    let origin = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scenarios/inline.ron");
    run_script_text(&origin, text, content).unwrap_or_else(|e| panic!("script does not load:\n{e}"))
}

/// Plays `seeds` fights of every shipped level with random players to their end, calling
/// `visit(level, seed, state, request)` at each open request first: states nobody would plan
/// for, for tests that hold something of every answer. Every fight must end.
pub fn visit_random_requests(
    content: &Content,
    seeds: std::ops::Range<u64>,
    mut visit: impl FnMut(&Path, u64, &aguja::combat::CombatState, &Request),
) {
    use aguja::combat::{CombatPhase, engine, new_combat};
    let levels = aguja::content::load::ron_files(&aguja::content::levels_dir()).unwrap();
    for path in levels {
        let encounter = aguja::content::load_encounter(&path, content).unwrap();
        for seed in seeds.clone() {
            let (mut state, _) = new_combat(content, &encounter, seed);
            let mut rng = aguja::control::ControlRng::new(seed);
            let mut events = Vec::new();
            engine::play(
                &mut state,
                content,
                &mut events,
                |s, request| {
                    visit(&path, seed, s, request);
                    aguja::ai::random::answer(request, &mut rng.0)
                },
                |_, _| false,
            );
            assert_eq!(state.phase, CombatPhase::Over, "{}", path.display());
        }
    }
}

/// Every question the Dark Lord is asked in forty fights of `level` (seeds 0–39), Normal
/// answering for both sides, shown to `visit` before Normal answers it.
pub fn minion_questions(
    content: &Content,
    level: &str,
    mut visit: impl FnMut(&CombatState, &Request),
) {
    let encounter = load_encounter(&levels_dir().join(level), content).unwrap();
    for seed in 0..40 {
        let (mut state, _) = new_combat(content, &encounter, seed);
        let mut events = Vec::new();
        engine::play(
            &mut state,
            content,
            &mut events,
            |s, r| {
                if s.fighters[r.decider().index()].side == Side::Minions {
                    visit(s, r);
                }
                aguja::ai::normal::answer(s, content, r)
            },
            |_, _| false,
        );
    }
}
