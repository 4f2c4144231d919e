//! The rules know nothing of the network (issue 28): no file under `rules`, `content` or
//! `combat` names anything in `net`. A remote player is one more `Seat`, answered from outside
//! the rules as a script or a replay is; the host drives the engine, never the reverse.

use super::graph::Crate;
use std::path::Path;

/// The layers that must not know the network.
const BELOW_NET: [&str; 3] = ["rules", "content", "combat"];

/// Each place where a file of those layers names `crate::net`.
fn reaches_into_net(root: &Path) -> Vec<String> {
    let krate = Crate::read(root);
    let mut found: Vec<String> = krate
        .named_paths()
        .into_iter()
        .filter(|(file, path, _)| {
            let layer = file
                .trim_start_matches("src/")
                .split('/')
                .next()
                .unwrap_or("");
            BELOW_NET.contains(&layer.trim_end_matches(".rs"))
                && path.first().is_some_and(|first| first == "net")
        })
        .map(|(file, path, line)| format!("{file}:{line}: {}", path.join("::")))
        .collect();
    found.sort();
    found.dedup();
    found
}

#[test]
fn rules_content_and_combat_never_name_net() {
    let found = reaches_into_net(Path::new(env!("CARGO_MANIFEST_DIR")));
    assert!(
        found.is_empty(),
        "the rules' layers naming the network:\n{}",
        found.join("\n")
    );
}

#[test]
fn the_net_check_finds_a_combat_file_that_names_net() {
    let dir = super::scratch_crate(&[
        (
            "src/lib.rs",
            "pub mod combat;\npub mod net;\npub mod cli;\n",
        ),
        ("src/net.rs", "pub struct Step;\n"),
        ("src/cli.rs", "use crate::net::Step;\n"),
        ("src/combat.rs", "fn f() { let _ = crate::net::Step; }\n"),
    ]);
    assert_eq!(reaches_into_net(&dir), ["src/combat.rs:1: net::Step"]);
}
