//! `aguja check` never panics, whatever the file holds: a kept corpus of nasty inputs, and
//! thousands of seeded mutations of every shipped file (assets and levels).

use aguja::content::check::check_paths;
use aguja::content::load::{parse_ron_all, ron_files};
use aguja::content::{
    Content, ContentFile, EncounterDef, SourceText, assets_dir, encounter::Encounter, levels_dir,
};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::path::{Path, PathBuf};

/// Mutants per shipped file. `AGUJA_FUZZ_MUTANTS=100000 cargo test --release --test check_fuzz`
/// runs a longer campaign.
fn mutants_per_file() -> usize {
    std::env::var("AGUJA_FUZZ_MUTANTS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(150)
}

const PIECES: &[&str] = &[
    "(",
    ")",
    "[",
    "]",
    ",",
    ":",
    "\"",
    "Some(",
    "None",
    "-",
    "99999999999",
    "0",
    "r#\"",
    "//",
    "/*",
    "\\",
    "é",
    "kind",
    "name: \"x\"",
    "limb: true",
    "Free(\"hand\")",
    "1d+S|1",
    "<Str>[",
    "\n",
];

fn mutate(text: &str, rng: &mut ChaCha8Rng) -> String {
    let mut bytes = text.as_bytes().to_vec();
    for _ in 0..rng.random_range(1..4) {
        let len = bytes.len().max(1);
        let at = rng.random_range(0..len).min(bytes.len());
        match rng.random_range(0..5) {
            0 => {
                let end = (at + rng.random_range(1..40)).min(bytes.len());
                bytes.drain(at..end);
            }
            1 => {
                let piece = PIECES[rng.random_range(0..PIECES.len())];
                bytes.splice(at..at, piece.bytes());
            }
            2 => {
                let end = (at + rng.random_range(1..200)).min(bytes.len());
                let copy = bytes[at..end].to_vec();
                let to = rng.random_range(0..len).min(bytes.len());
                bytes.splice(to..to, copy);
            }
            3 => bytes.truncate(at),
            _ => {
                if let Some(b) = bytes.get_mut(at) {
                    *b = rng.random_range(0x20..0x7f);
                }
            }
        }
    }
    // Files are read as UTF-8 text; a byte-level cut may leave invalid UTF-8, read lossily.
    String::from_utf8_lossy(&bytes).into_owned()
}

fn library_texts() -> Vec<(PathBuf, String)> {
    ron_files(&assets_dir())
        .unwrap()
        .into_iter()
        .map(|p| {
            let t = std::fs::read_to_string(&p).unwrap();
            (p, t)
        })
        .collect()
}

/// Builds the library with one file replaced by `text`: errors or a library, never a panic.
fn build_with(files: &[(PathBuf, String)], replaced: &Path, text: &str) -> Option<Content> {
    let mut parsed = Vec::new();
    for (path, original) in files {
        let t = if path == replaced { text } else { original };
        parsed.push(parse_ron_all::<ContentFile>(SourceText::new(path, t)).ok()?);
    }
    Content::build(parsed).ok()
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
fn seeded_mutations_of_every_shipped_file_never_panic() {
    let mut rng = ChaCha8Rng::seed_from_u64(0x000A_60CE);
    let library = library_texts();
    let content = aguja::content::load_content(&assets_dir()).unwrap();
    let n = mutants_per_file();
    let mut rejected = 0;
    let mut total = 0;
    for (path, text) in &library {
        for _ in 0..n {
            let mutant = mutate(text, &mut rng);
            total += 1;
            if build_with(&library, path, &mutant).is_none() {
                rejected += 1;
            }
        }
    }
    for level in ron_files(&levels_dir()).unwrap() {
        let text = std::fs::read_to_string(&level).unwrap();
        for _ in 0..n {
            let mutant = mutate(&text, &mut rng);
            total += 1;
            let parsed = parse_ron_all::<EncounterDef>(SourceText::new(&level, mutant));
            match parsed {
                Ok((src, def)) => {
                    if Encounter::resolve(&src, def, &content).is_err() {
                        rejected += 1;
                    }
                }
                Err(errors) => {
                    rejected += 1;
                    assert!(!errors.is_empty());
                }
            }
        }
    }
    println!("{total} mutants, {rejected} rejected with errors, none panicked");
    assert!(rejected > total / 2, "most mutations break something");
}
