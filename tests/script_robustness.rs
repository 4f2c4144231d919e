//! Bad input never panics: mutated copies of a scenario script either run or fail with a
//! `path:line:col` error. (The fuzzer's seeded mutants make any failure reproducible; `aguja fuzz
//! --target scripts` runs many more.)

use crate::common;

use aguja::script::run_script_text;
use aguja::sim::fuzz::{mutant, targets::SCRIPTS};
use common::*;
use std::path::Path;

#[test]
fn mutated_scripts_never_panic() {
    let base = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scenarios/seed_example.ron"),
    )
    .unwrap();
    let origin = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scenarios/mutant.ron");
    let content = library();
    let (mut ran, mut refused) = (0, 0);
    for k in 0..150 {
        let text = mutant(&SCRIPTS, 2026, 0, k, &base);
        match run_script_text(&origin, &text, content.clone()) {
            Ok(_) => ran += 1,
            Err(e) => {
                refused += 1;
                let message = e.to_string();
                assert!(has_line_col(&message), "no path:line:col in: {message}");
            }
        }
    }
    assert!(
        ran > 0 && refused > 0,
        "the corpus exercises both paths: {ran} ran, {refused} refused"
    );
}

/// Whether every line reads `path:line:col: message`.
fn has_line_col(message: &str) -> bool {
    message.lines().all(|line| {
        let parts: Vec<&str> = line.splitn(4, ':').collect();
        parts.len() == 4 && parts[1].parse::<usize>().is_ok() && parts[2].parse::<usize>().is_ok()
    })
}
