//! No import circles between the files of src/ (issue 16): no two files name each other's
//! items, directly or round a longer loop; nor between its top-level modules (`rules` →
//! `content` → `combat` → `ai` → `control` …, ARCHITECTURE.md). `.ci/import_cycles` runs these
//! alone and prints the report: every circle with the line that makes each of its edges.

mod graph;
mod lex;
mod net_rule;
mod rooms;
mod scan;

use graph::{Crate, Edges, circles, collapse};
use std::path::Path;

/// Circles in files other branches are changing, as the sorted files of each. Remove each one
/// once it is broken: the test fails on a listed circle that is gone, so the list stays true.
const KNOWN: &[&[&str]] = &[];

/// The same for circles between top-level modules.
const KNOWN_LAYERS: &[&[&str]] = &[];

/// Each circle, and the edges between its members with the line that makes each.
fn report(files: &[String], edges: &Edges, groups: &[Vec<usize>]) -> String {
    let mut out = String::new();
    for group in groups {
        let names: Vec<&str> = group.iter().map(|&f| files[f].as_str()).collect();
        out.push_str(&format!("circle: {}\n", names.join(", ")));
        for (&(a, b), place) in edges {
            if group.contains(&a) && group.contains(&b) {
                out.push_str(&format!("  {} → {}  ({place})\n", files[a], files[b]));
            }
        }
    }
    out
}

/// The circles of the crate under `root`, as file names (or top-level module names, with
/// `layers`), with the report.
fn circles_in(root: &Path, layers: bool) -> (Vec<Vec<String>>, String) {
    let krate = Crate::read(root);
    let (names, edges) = if layers {
        collapse(&krate.files, &krate.edges(), top_level)
    } else {
        (krate.files.clone(), krate.edges())
    };
    let groups = circles(names.len(), &edges);
    let text = report(&names, &edges, &groups);
    let found = groups
        .iter()
        .map(|g| g.iter().map(|&f| names[f].clone()).collect())
        .collect();
    (found, text)
}

/// `src/combat/events.rs` → `combat`; `src/lib.rs` → `lib`.
fn top_level(file: &str) -> String {
    let inner = file.trim_start_matches("src/");
    let first = inner.split('/').next().unwrap_or(inner);
    first.trim_end_matches(".rs").to_owned()
}

/// Fails on a circle not in `known`, and on a known one that is gone.
fn check(layers: bool, known: &[&[&str]]) {
    let (found, text) = circles_in(Path::new(env!("CARGO_MANIFEST_DIR")), layers);
    println!("{text}");
    let is_known = |g: &&Vec<String>| known.iter().any(|k| *g == k);
    let new: Vec<&Vec<String>> = found.iter().filter(|g| !is_known(g)).collect();
    let gone: Vec<&&[&str]> = known
        .iter()
        .filter(|k| !found.iter().any(|g| g == *k))
        .collect();
    assert!(new.is_empty(), "import circles in src:\n{text}");
    assert!(
        gone.is_empty(),
        "no longer circles, take them off the known list: {gone:?}"
    );
}

#[test]
fn no_import_circles_between_src_files() {
    check(false, KNOWN);
}

#[test]
fn no_import_circles_between_top_level_modules() {
    check(true, KNOWN_LAYERS);
}

/// A crate written into a scratch folder: (path under it, text) for each file.
fn scratch_crate(files: &[(&str, &str)]) -> crate::common::Scratch {
    let dir = crate::common::scratch("imports");
    for (path, text) in files {
        let path = dir.join(path);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    }
    dir
}

#[test]
fn the_check_finds_a_circle_through_uses_paths_and_re_exports() {
    let dir = scratch_crate(&[
        (
            "src/lib.rs",
            "pub mod a;\npub mod b;\npub mod c;\npub use b::B;\n",
        ),
        ("src/a.rs", "use crate::{B, c::C};\npub struct A;\n"),
        (
            "src/b.rs",
            "pub struct B;\nfn f() -> crate::c::C { crate::c::C }\n",
        ),
        (
            "src/c.rs",
            "pub struct C;\nfn g() { let _ = super::a::A; }\n",
        ),
    ]);
    let (found, text) = circles_in(&dir, false);
    // a → b through lib.rs's re-export, a → c in a use tree, b → c and c → a in code.
    assert_eq!(
        found,
        vec![vec!["src/a.rs", "src/b.rs", "src/c.rs"]],
        "{text}"
    );
}

#[test]
fn the_check_ignores_comments_strings_tables_of_contents_and_tests_own_module() {
    let dir = scratch_crate(&[
        (
            "src/lib.rs",
            "pub mod m;\npub fn make() -> m::Y {\n    m::Y\n}\n",
        ),
        (
            "src/m/mod.rs",
            "//! Uses `crate::m::x::X`.\nmod x;\nmod y;\npub use x::X;\npub use y::Y;\npub struct M;\n",
        ),
        (
            "src/m/x.rs",
            "use super::M;\npub struct X;\nfn f() -> &'static str { \"super::y::Y\" }\n",
        ),
        (
            "src/m/y.rs",
            "pub struct Y;\nfn f() { let _ = super::X; let _ = '{'; }\n\
             mod tests {\n    use super::*;\n    fn t() { let _ = super::super::Y; }\n}\n",
        ),
    ]);
    // x → m for `M`, y → x for `X`, lib → y for `Y`: no circle, unless m's re-exports counted
    // as its own uses (m → x), x's string as a path (x → y), or `super` in y's tests as
    // leaving y (y → lib).
    let (found, text) = circles_in(&dir, false);
    assert!(found.is_empty(), "{text}");
}
