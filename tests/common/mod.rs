//! Helpers shared by the integration tests.
#![allow(dead_code)]

use aguja::combat::{CombatEvent, CombatantId, Roster};
use aguja::content::{Content, assets_dir, load_content};
use aguja::script::{ScriptRun, run_script_file, run_script_text};
use std::path::Path;
use std::sync::Arc;

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
