//! `aguja fuzz`: seeded mutants of every kind of file the game reads, each read the way the
//! game reads it, under a guard that counts panics. A mutant must be refused with an error or
//! accepted, and an accepted one must play; a panic is a bug.
//!
//! **Adding a file type**: write a `read` function that does with a text what
//! the game does with such a file (`Result` for refused or accepted; never catch a panic
//! yourself), name a corpus of seed files, and add one `Target` line to `TARGETS`. The harness,
//! the CLI's `--target` list, the counts and the test in `tests/check_fuzz.rs` pick it up.

pub mod campaign_targets;
pub mod keep_targets;
pub mod kind;
pub mod mutate;
pub mod targets;

pub use kind::{Refusal, Shipped, Target};

use super::guard::guarded;
use super::incidents::Incidents;
use super::parallel::{RunStats, run};
use crate::content::ContentError;
use crate::content::load::io_error;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::path::PathBuf;

/// Every target. Register a new file type here (see the module's documentation).
pub const TARGETS: &[Target] = &[
    targets::LEVELS,
    targets::ASSETS,
    targets::SCRIPTS,
    keep_targets::REPLAYS,
    keep_targets::SAVES,
    campaign_targets::CAMPAIGNS,
];

/// The target of this name.
pub fn target(name: &str) -> Option<&'static Target> {
    TARGETS.iter().find(|t| t.name == name)
}

/// What to fuzz.
#[derive(Clone, Debug)]
pub struct FuzzOptions {
    /// Mutants of each seed file.
    pub mutants: u64,
    pub seed: u64,
    pub threads: usize,
    /// Where to write each mutant that panicked, if anywhere.
    pub keep: Option<PathBuf>,
}

/// One target's counts.
#[derive(Clone, Debug, Default)]
pub struct TargetReport {
    pub name: &'static str,
    pub files: usize,
    pub mutants: u64,
    pub rejected: u64,
    pub accepted: u64,
    pub panics: Incidents,
}

impl TargetReport {
    fn merge(&mut self, other: TargetReport) {
        self.mutants += other.mutants;
        self.rejected += other.rejected;
        self.accepted += other.accepted;
        self.panics.merge(other.panics);
    }
}

/// Mutant `k` of a target's seed file number `file`: the same for the same seed, whatever
/// the threads, so that a reported panic can be made again.
pub fn mutant(target: &Target, seed: u64, file: usize, k: u64, text: &str) -> String {
    // The target's name picks its own streams: adding a target changes no other's mutants.
    let salt = target.name.bytes().fold(0xCBF2_9CE4_8422_2325u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x100_0000_01B3)
    });
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ salt);
    rng.set_stream(((file as u64) << 40) | k);
    mutate::mutate(text, target.pieces, &mut rng)
}

/// Runs `options.mutants` mutants of every seed file of every target in `targets`, spread over
/// threads; `progress(done, total)` is called by the worker thread that finished a mutant.
pub fn fuzz(
    shipped: &Shipped,
    targets: &[&'static Target],
    options: &FuzzOptions,
    progress: impl Fn(u64, u64) + Sync + Send,
) -> Result<(Vec<TargetReport>, RunStats), ContentError> {
    // Every seed file: its target's number, its own number within the target, path and text.
    let mut files: Vec<(usize, usize, PathBuf, String)> = Vec::new();
    for (t, target) in targets.iter().enumerate() {
        for (index, path) in (target.corpus)().into_iter().enumerate() {
            let text = std::fs::read_to_string(&path).map_err(|e| io_error(&path, &e))?;
            files.push((t, index, path, text));
        }
    }
    let empty = || -> Vec<TargetReport> {
        targets
            .iter()
            .enumerate()
            .map(|(t, target)| TargetReport {
                name: target.name,
                files: files.iter().filter(|f| f.0 == t).count(),
                ..Default::default()
            })
            .collect()
    };
    let total = files.len() as u64 * options.mutants;
    let (reports, stats) = run(
        total,
        options.threads,
        empty,
        || (),
        |i, reports, _| {
            let (f, k) = ((i / options.mutants) as usize, i % options.mutants);
            let (t, index, path, text) = &files[f];
            let target = targets[*t];
            let text = mutant(target, options.seed, *index, k, text);
            let report = &mut reports[*t];
            report.mutants += 1;
            match guarded(|| (target.read)(shipped, path, &text)) {
                Ok(Ok(())) => report.accepted += 1,
                Ok(Err(_)) => report.rejected += 1,
                Err(panic) => {
                    let name = path.file_name().unwrap_or_default().to_string_lossy();
                    report
                        .panics
                        .note(i, format!("{name}, mutant {k}: {panic}"));
                    if let Some(dir) = &options.keep {
                        // Best effort: failing to keep a copy must not stop the campaign.
                        let _ = std::fs::create_dir_all(dir);
                        let _ =
                            std::fs::write(dir.join(format!("{}-{k}-{name}", target.name)), &text);
                    }
                }
            }
        },
        |mut earlier, later| {
            for (mine, theirs) in earlier.iter_mut().zip(later) {
                mine.merge(theirs);
            }
            earlier
        },
        progress,
    );
    Ok((reports, stats))
}
