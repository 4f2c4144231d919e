//! Replays and saves as fuzz targets. Their seed files cannot be shipped: they carry the content
//! library's fingerprint, so any edit of `assets/` would make a shipped seed refuse every mutant
//! at the first check. They are recorded afresh from shipped levels instead, into a temporary
//! folder (the same for every run), the first time a corpus is asked for.

use super::kind::{Refusal, Shipped, Target};
use crate::ai::Strength;
use crate::combat::begin_combat;
use crate::content::{SourceText, assets_dir, levels_dir, load_content, load_encounter};
use crate::control::{Seat, Seats};
use crate::persist::session::{Stand, load_into, paused_app, play_on, save_of};
use crate::persist::{ReplayFile, SaveFile};
use std::path::{Path, PathBuf};
use std::sync::{Arc, OnceLock};

/// Replay files (`aguja replay FILE`): read, then played back and compared with the recording.
/// A replay whose decisions were mutated plays to a log of its own: accepted (the command
/// reports the divergence), as long as nothing panics.
pub const REPLAYS: Target = Target {
    name: "replays",
    corpus: || corpus().0.clone(),
    pieces: &[
        "Pass,",
        "Choose((1)),",
        "Choose((200)),",
        "Consent(true),",
        "Advantage((99)),",
        "React(action: (3), source: None),",
        "(200)",
        "version: 2,",
        "format: \"aguja save\",",
        "log_start: 99999,",
        "phase: Resolve,",
    ],
    read: read_replay,
};

/// Save files (`aguja play --load FILE`): read and checked, then played on for a while.
pub const SAVES: Target = Target {
    name: "saves",
    corpus: || corpus().1.clone(),
    pieces: &[
        "Player(3)",
        "Ai(Hard)",
        "Pass,",
        "Choose((200)),",
        "(200)",
        "needle: (99),",
        "ap: 4000000000,",
        "answer: Some(Pass),",
        "request: None,",
        "version: 0,",
        "format: \"aguja replay\",",
        "phase: Over,",
    ],
    read: read_save,
};

fn read_replay(shipped: &Shipped, origin: &Path, text: &str) -> Result<(), Refusal> {
    let replay = ReplayFile::parse(SourceText::new(origin, text))?;
    replay.check_content(&shipped.content)?;
    replay.play(shipped.content.clone())?;
    Ok(())
}

/// Questions a loaded save is played on for: enough to reach the next round or two.
const PLAY_ON: u32 = 60;

fn read_save(shipped: &Shipped, origin: &Path, text: &str) -> Result<(), Refusal> {
    let loaded = SaveFile::load_text(origin, text, shipped.content.clone())?;
    let mut app = paused_app(shipped.content.clone());
    load_into(app.world_mut(), loaded);
    let mut questions = 0;
    play_on(&mut app, |_| {
        questions += 1;
        questions < PLAY_ON
    });
    Ok(())
}

/// The seed replays and saves, recorded once per process.
fn corpus() -> &'static (Vec<PathBuf>, Vec<PathBuf>) {
    static CORPUS: OnceLock<(Vec<PathBuf>, Vec<PathBuf>)> = OnceLock::new();
    CORPUS.get_or_init(|| record_corpus().unwrap_or_default())
}

/// Two fights (the seed's example and the first level), each kept as a replay of the whole
/// fight and as a save taken a dozen questions in; `None` if they cannot be (the targets then
/// have no seed files, which the fuzz test notices).
fn record_corpus() -> Option<(Vec<PathBuf>, Vec<PathBuf>)> {
    let content = Arc::new(load_content(&assets_dir()).ok()?);
    // One folder for every run rather than one per process, so that runs leave one behind at
    // most: the recording is deterministic and written atomically, so runs at the same time
    // write the same files over each other harmlessly.
    let dir = std::env::temp_dir().join("aguja-fuzz-corpus");
    std::fs::create_dir_all(&dir).ok()?;
    let (mut replays, mut saves) = (Vec::new(), Vec::new());
    for (i, level) in ["seed-example.ron", "01-roadside-ambush.ron"]
        .iter()
        .enumerate()
    {
        let encounter = load_encounter(&levels_dir().join(level), &content).ok()?;
        let seats = vec![Seat::Ai(Strength::Normal); encounter.members.len()];
        let mut app = paused_app(content.clone());
        app.insert_resource(Seats::headless(&seats));
        begin_combat(app.world_mut(), &encounter, 11 + i as u64);
        let save = dir.join(format!("save-{i}.ron"));
        let mut questions = 0;
        let mut written = Ok(());
        let stand = play_on(&mut app, |world| {
            questions += 1;
            if questions == 12 {
                written = save_of(world, &seats, None).write(&save);
            }
            true
        });
        written.ok()?;
        if stand != Stand::Over {
            return None;
        }
        let world = app.world();
        let replay = ReplayFile::of_world(world, &content, None);
        let path = dir.join(format!("replay-{i}.ron"));
        replay.write(&path).ok()?;
        replays.push(path);
        saves.push(save);
    }
    Some((replays, saves))
}
