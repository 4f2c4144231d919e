//! What each subcommand does.

use crate::combat::invariants::InvariantCheck;
use crate::combat::{CombatLog, Names, Roster};
use crate::content::{Content, Encounter, assets_dir, levels_dir, load_content, load_encounter};
use crate::control::{ControllerKind, Seats};
use crate::script::runner::log_line;
use crate::script::{ScriptOutcome, run_script_file};
use crate::sim::bench::bench as run_bench;
use crate::sim::play_combat;
use std::path::{Path, PathBuf};
use std::sync::Arc;

type CmdResult = Result<i32, String>;

fn library() -> Result<Arc<Content>, String> {
    load_content(&assets_dir())
        .map(Arc::new)
        .map_err(|e| e.to_string())
}

fn encounter(level: Option<PathBuf>, content: &Content) -> Result<Encounter, String> {
    let path = level.unwrap_or_else(|| levels_dir().join("seed-example.ron"));
    load_encounter(&path, content).map_err(|e| e.to_string())
}

pub fn play(level: Option<PathBuf>, seed: u64) -> CmdResult {
    let content = library()?;
    let encounter = encounter(level, &content)?;
    let mut app = crate::headless_app(content.clone());
    app.insert_resource(Seats::all(ControllerKind::Random));
    println!("{} — {}", encounter.def.name, encounter.def.description);
    println!("(The window comes later; random players fight it out headless.)\n");
    play_combat(&mut app, &encounter, seed);
    let world = app.world();
    let roster = world.resource::<Roster>();
    let names = Names {
        combatants: &roster.names,
        parts: &roster.parts,
        content: &content,
    };
    for event in &world.resource::<CombatLog>().events {
        println!("{}", log_line(&names, event));
    }
    Ok(0)
}

pub fn script(file: &Path) -> CmdResult {
    let content = library()?;
    let run = run_script_file(file, content).map_err(|e| e.to_string())?;
    for line in &run.lines {
        println!("{line}");
    }
    match &run.outcome {
        ScriptOutcome::Finished(_) => Ok(0),
        ScriptOutcome::Waiting(what) => {
            println!("-- script ends; the rules wait for {what}");
            Ok(0)
        }
        ScriptOutcome::Rejected { index, reason } => {
            eprintln!("{}: decision {index} is illegal: {reason}", file.display());
            Ok(2)
        }
        ScriptOutcome::ScriptError { index, reason } => {
            eprintln!("{}: decision {index}: {reason}", file.display());
            Ok(2)
        }
        ScriptOutcome::Stalled => {
            eprintln!("{}: the combat did not end", file.display());
            Ok(2)
        }
    }
}

pub fn check(paths: &[PathBuf]) -> CmdResult {
    let content = match load_content(&assets_dir()) {
        Ok(c) => c,
        Err(e) => {
            eprintln!("{e}");
            return Ok(1);
        }
    };
    let targets: Vec<PathBuf> = if paths.is_empty() {
        vec![levels_dir()]
    } else {
        paths.to_vec()
    };
    let mut errors = 0;
    let mut files = 0;
    for target in targets {
        let list = if target.is_dir() {
            crate::content::load::ron_files(&target).map_err(|e| e.to_string())?
        } else {
            vec![target]
        };
        for path in list {
            if path.starts_with(assets_dir()) {
                continue;
            }
            files += 1;
            if let Err(e) = load_encounter(&path, &content) {
                errors += e.0.len();
                eprintln!("{e}");
            }
        }
    }
    if errors > 0 {
        eprintln!("{errors} errors");
        Ok(1)
    } else {
        println!("ok: the content library and {files} encounter files are valid");
        Ok(0)
    }
}

pub fn soak(level: Option<PathBuf>, n: u64, seed: u64) -> CmdResult {
    let content = library()?;
    let encounter = encounter(level, &content)?;
    let report = soak_run(content, &encounter, n, seed);
    println!(
        "{} combats, {} pipeline steps checked: {} unfinished, {} invariant breaks; heroes won {}, minions {}, draws {}",
        report.combats,
        report.steps,
        report.unfinished,
        report.broken.len(),
        report.hero_wins,
        report.minion_wins,
        report.draws
    );
    for b in report.broken.iter().take(20) {
        println!("  {b}");
    }
    Ok(if report.broken.is_empty() && report.unfinished == 0 {
        0
    } else {
        1
    })
}

/// What a soak run found.
pub struct SoakReport {
    pub combats: u64,
    pub steps: u64,
    pub unfinished: u64,
    pub hero_wins: u64,
    pub minion_wins: u64,
    pub draws: u64,
    pub broken: Vec<String>,
}

/// Plays `n` combats with random controllers, checking invariants at every step.
pub fn soak_run(content: Arc<Content>, encounter: &Encounter, n: u64, seed: u64) -> SoakReport {
    use crate::content::Side;
    let mut app = crate::headless_app(content);
    app.insert_resource(Seats::all(ControllerKind::Random));
    app.world_mut().resource_mut::<InvariantCheck>().enabled = true;
    let mut report = SoakReport {
        combats: n,
        steps: 0,
        unfinished: 0,
        hero_wins: 0,
        minion_wins: 0,
        draws: 0,
        broken: Vec::new(),
    };
    for i in 0..n {
        let played = play_combat(&mut app, encounter, seed.wrapping_add(i));
        match played.outcome.map(|o| o.winner) {
            None => report.unfinished += 1,
            Some(Some(Side::Heroes)) => report.hero_wins += 1,
            Some(Some(Side::Minions)) => report.minion_wins += 1,
            Some(None) => report.draws += 1,
        }
        let mut inv = app.world_mut().resource_mut::<InvariantCheck>();
        for b in inv.broken.drain(..) {
            report
                .broken
                .push(format!("seed {}: {b}", seed.wrapping_add(i)));
        }
    }
    report.steps = app.world().resource::<InvariantCheck>().steps_checked;
    report
}

pub fn bench(level: Option<PathBuf>, n: u64, seed: u64) -> CmdResult {
    let content = library()?;
    let encounter = encounter(level, &content)?;
    let r = run_bench(content, &encounter, n, seed);
    println!("encounter: {}", encounter.def.name);
    println!("combats: {} in {:.3} s on one thread", r.combats, r.seconds);
    println!("combats per second: {:.0}", r.combats_per_second());
    println!(
        "app.update() calls per combat: {:.2}",
        r.updates_per_combat()
    );
    println!("events per combat: {:.1}", r.events_per_combat());
    if r.unfinished > 0 {
        println!("unfinished combats: {}", r.unfinished);
    }
    let e = crate::sim::bench::bench_engine(library()?, &encounter, n, seed);
    println!(
        "same rules without the ECS (the AI's look-ahead engine): {:.0} combats per second",
        e.combats_per_second()
    );
    Ok(0)
}
