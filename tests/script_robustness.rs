//! Bad input never panics: mutated copies of a scenario script either run or fail with a
//! `path:line:col` error. (The seeded corpus makes any failure reproducible.)

mod common;

use aguja::script::run_script_text;
use common::*;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::path::Path;

const SNIPPETS: &[&str] = &[
    "999999999999",
    "-1",
    "0",
    "\"\"",
    "\"Goblin/tail\"",
    "(",
    ")",
    ",",
    "Some(",
    "None",
    "Pass(\"Nobody\")",
    "Act(who: \"Goblin\", action: \"kick\", targets: [\"Goblin\"])",
    "then: Random,",
    "dice: [0, 7, 255],",
    "\"slam\"",
    "ap_level: Some(4000000000)",
];

fn mutate(text: &str, rng: &mut ChaCha8Rng) -> String {
    let mut s = text.to_string();
    for _ in 0..rng.random_range(1..4) {
        let len = s.len();
        let mut at = rng.random_range(0..=len);
        while !s.is_char_boundary(at) {
            at -= 1;
        }
        match rng.random_range(0..4) {
            0 => {
                let mut end = (at + rng.random_range(1..20)).min(len);
                while !s.is_char_boundary(end) {
                    end -= 1;
                }
                s.replace_range(at..end, "");
            }
            1 => s.insert_str(at, SNIPPETS[rng.random_range(0..SNIPPETS.len())]),
            2 => s.insert(at, char::from(rng.random_range(32u8..127))),
            _ => {
                let lines: Vec<&str> = s.lines().collect();
                let i = rng.random_range(0..lines.len());
                let mut out = lines.clone();
                out.insert(i, lines[i]);
                s = out.join("\n");
            }
        }
    }
    s
}

#[test]
fn mutated_scripts_never_panic() {
    let base = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scenarios/seed_example.ron"),
    )
    .unwrap();
    let origin = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scenarios/mutant.ron");
    let content = library();
    let mut rng = ChaCha8Rng::seed_from_u64(2026);
    let (mut ran, mut refused) = (0, 0);
    for _ in 0..150 {
        let text = mutate(&base, &mut rng);
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
