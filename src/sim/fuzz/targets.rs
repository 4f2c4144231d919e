//! The file types the game reads, as fuzz targets: each reads a mutant the way the game reads
//! such a file and, when the file is accepted, plays a short combat with it, since the game
//! would.

use super::kind::{Refusal, Shipped, Target};
use crate::combat::CombatEvent;
use crate::content::load::{io_error, parse_ron_all, project_path, ron_files};
use crate::content::{
    Content, ContentFile, Encounter, EncounterDef, SourceText, assets_dir, levels_dir,
};
use crate::control::Seat;
use crate::script::run_script_text;
use crate::sim::players::{Sides, Watch, play};
use std::path::{Path, PathBuf};

/// Encounter files: `levels/`.
pub const LEVELS: Target = Target {
    name: "levels",
    corpus: || files(&levels_dir()),
    pieces: &[
        "kind",
        "name: \"x\"",
        "(kind: \"goblin\"),",
        "(kind: \"squire\", choose_from: [\"knight\"]),",
        "advantages: Some([\"speed\"]),",
        "max_rounds: 1,",
        "level: 40,",
        "ground: [\"short_sword\"],",
    ],
    read: read_level,
};

/// The content library: `assets/` (one file mutated, the others as shipped).
pub const ASSETS: Target = Target {
    name: "assets",
    corpus: || files(&assets_dir()),
    pieces: &[
        "kind",
        "name: \"x\"",
        "limb: true",
        "Free(\"hand\")",
        "1d+S|1",
        "1d-2|1",
        "<Str>[",
        "Damage(\"1d\")",
        "Combatants(who: Enemy, count: 2)",
        "(Def, 1)",
    ],
    read: read_assets,
};

/// Scenario scripts: `tests/scenarios/` and the seeds in `tests/corpus/scripts/`.
pub const SCRIPTS: Target = Target {
    name: "scripts",
    corpus: || {
        let mut all = files(&project_path("tests/scenarios"));
        all.extend(files(&project_path("tests/corpus/scripts")));
        all
    },
    pieces: &[
        "\"Goblin/tail\"",
        "Pass(\"Nobody\"),",
        "Act(who: \"Goblin\", action: \"kick\", targets: [\"Goblin\"]),",
        "React(who: \"Goblin\", reaction: \"block\"),",
        "Choose(who: \"Squire\", pick: \"Goblin\"),",
        "Consent(who: \"Goblin\", agree: true),",
        "Advantage(who: \"Squire\", advantage: \"speed\"),",
        "then: Random,",
        "dice: [0, 7, 255],",
        "ap_level: Some(4000000000)",
        "damage: Some(4000000000)",
        "needle: Some(99),",
    ],
    read: read_script,
};

fn files(dir: &Path) -> Vec<PathBuf> {
    ron_files(dir).unwrap_or_default()
}

fn read_level(shipped: &Shipped, origin: &Path, text: &str) -> Result<(), Refusal> {
    let (src, def) = parse_ron_all::<EncounterDef>(SourceText::new(origin, text))?;
    let encounter = Encounter::resolve(&src, def, &shipped.content)?;
    play_briefly(&shipped.content, &encounter);
    Ok(())
}

fn read_assets(shipped: &Shipped, origin: &Path, text: &str) -> Result<(), Refusal> {
    let (src, file) = parse_ron_all::<ContentFile>(SourceText::new(origin, text))?;
    let files: Vec<(SourceText, ContentFile)> = shipped
        .library
        .iter()
        .map(|(s, f)| {
            if s.path == origin {
                (src.clone(), file.clone())
            } else {
                (s.clone(), f.clone())
            }
        })
        .collect();
    let content = Content::build(files)?;
    // The game then reads every level against the library, and plays one.
    let mut playable = None;
    for path in files_of_levels() {
        let text = std::fs::read_to_string(&path).map_err(|e| io_error(&path, &e))?;
        let Ok((src, def)) = parse_ron_all::<EncounterDef>(SourceText::new(&path, text)) else {
            continue;
        };
        if let Ok(encounter) = Encounter::resolve(&src, def, &content) {
            playable.get_or_insert(encounter);
        }
    }
    if let Some(encounter) = playable {
        play_briefly(&content, &encounter);
    }
    Ok(())
}

fn files_of_levels() -> Vec<PathBuf> {
    files(&levels_dir())
}

fn read_script(shipped: &Shipped, origin: &Path, text: &str) -> Result<(), Refusal> {
    let run = run_script_text(origin, text, shipped.content.clone())?;
    if run.outcome.is_error() {
        return Err(Refusal::Script(run.outcome));
    }
    Ok(())
}

/// Steps of a brief combat: enough for a few rounds, few enough to try thousands of mutants.
const BRIEF: u32 = 3_000;

/// Plays a combat with random players on both sides for at most `BRIEF` steps.
fn play_briefly(content: &Content, encounter: &Encounter) {
    struct Brief(u32);
    impl Watch for Brief {
        fn stepped(&mut self, _: &crate::combat::CombatState, _: &[CombatEvent]) -> bool {
            self.0 += 1;
            self.0 >= BRIEF
        }
    }
    let sides = Sides {
        heroes: Seat::Random,
        dark_lord: Seat::Random,
        budget: crate::sim::soak::reduced_hard(),
    };
    play(
        content,
        encounter,
        1,
        &sides,
        &mut Vec::new(),
        &mut Brief(0),
    );
}
