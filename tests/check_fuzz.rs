//! Every file the game reads survives anything: a kept corpus of nasty inputs through the
//! checker, and seeded mutants of every shipped level, library file and scenario script through
//! the fuzzer of `aguja fuzz` (`aguja::sim::fuzz`): refused with an error or accepted and
//! played, never a panic.

use aguja::content::check::check_paths;
use aguja::content::load::ron_files;
use aguja::content::{assets_dir, levels_dir};
use aguja::sim::fuzz::{FuzzOptions, Shipped, TARGETS, fuzz};
use std::path::Path;

/// Mutants per seed file. `AGUJA_FUZZ_MUTANTS=5000 cargo test --release --test integration check_fuzz::`
/// runs a longer campaign (`aguja fuzz -n 5000` does the same from the command line).
fn mutants_per_file() -> u64 {
    std::env::var("AGUJA_FUZZ_MUTANTS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(40)
}

#[test]
fn the_kept_corpus_never_panics_and_every_file_gets_an_error() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/check");
    let files = ron_files(&dir).unwrap();
    assert!(files.len() >= 10);
    for file in &files {
        let report = check_paths(std::slice::from_ref(file), &assets_dir(), &levels_dir());
        assert!(
            report.errors.iter().any(|e| &e.path == file),
            "{}: no error reported",
            file.display()
        );
        for e in &report.errors {
            assert!(e.line >= 1 && e.col >= 1, "{e}");
        }
    }
}

#[test]
fn seeded_mutants_of_every_file_type_never_panic() {
    let shipped = Shipped::load().unwrap();
    let targets: Vec<_> = TARGETS.iter().collect();
    let options = FuzzOptions {
        mutants: mutants_per_file(),
        seed: 0x000A_60CE,
        threads: 2,
        keep: None,
    };
    let (reports, _) = fuzz(&shipped, &targets, &options, |_, _| {}).unwrap();
    for r in &reports {
        println!(
            "{}: {} mutants of {} files, {} rejected with errors, {} accepted, {} panics",
            r.name, r.mutants, r.files, r.rejected, r.accepted, r.panics.count
        );
        let first: Vec<&str> = r.panics.first().collect();
        assert!(r.panics.is_empty(), "{}: {first:#?}", r.name);
        assert!(r.files >= 1, "{}: a corpus", r.name);
        assert_eq!(r.mutants, r.files as u64 * options.mutants);
        assert!(
            r.rejected > r.mutants / 3,
            "{}: mutations break things",
            r.name
        );
        assert!(
            r.accepted > 0,
            "{}: some mutants are still good files",
            r.name
        );
    }
}
