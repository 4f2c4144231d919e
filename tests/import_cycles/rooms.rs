//! The window's rooms keep to themselves: a file of a screen (`src/ui/screens/<room>/`) or a
//! window (`src/ui/windows/<room>/`) names another room only by what that room's `mod.rs`
//! offers (its messages, its state), never a file inside it; widgets, the app's sets and the
//! other areas are free to use. ARCHITECTURE.md's "a room per screen and per window".

use super::graph::Crate;
use std::path::Path;

/// The room a module belongs to: `ui::screens::combat::pace` → (`screens`, `combat`).
fn room(module: &[String]) -> Option<(&str, &str)> {
    match module {
        [ui, kind, room, ..] if ui == "ui" && (kind == "screens" || kind == "windows") => {
            Some((kind.as_str(), room.as_str()))
        }
        _ => None,
    }
}

/// `src/ui/screens/combat/pace.rs` → `ui::screens::combat::pace`.
fn module_of(file: &str) -> Vec<String> {
    let inner = file.trim_start_matches("src/").trim_end_matches(".rs");
    let mut segs: Vec<String> = inner.split('/').map(str::to_owned).collect();
    if segs.last().is_some_and(|s| s == "mod") {
        segs.pop();
    }
    segs
}

/// Each place where a room's file names the inside of another room.
fn trespasses(root: &Path) -> Vec<String> {
    let krate = Crate::read(root);
    let mut found = Vec::new();
    for (file, path, line) in krate.named_paths() {
        let module = module_of(file);
        let Some(home) = room(&module) else {
            continue;
        };
        // A path into another room deeper than its `mod.rs`'s items (a variant or an
        // associated item of one of those is still the room's face).
        let inside = path.len() > 4 && path[3].starts_with(|c: char| c.is_lowercase());
        if let Some(there) = room(path)
            && there != home
            && inside
        {
            found.push(format!("{file}:{line}: {}", path.join("::")));
        }
    }
    found.sort();
    found.dedup();
    found
}

#[test]
fn no_screen_or_window_names_the_inside_of_another() {
    let found = trespasses(Path::new(env!("CARGO_MANIFEST_DIR")));
    assert!(
        found.is_empty(),
        "rooms naming another room's insides (use what its mod.rs offers):\n{}",
        found.join("\n")
    );
}

#[test]
fn the_rooms_check_finds_a_trespass_and_allows_a_message() {
    let dir = super::scratch_crate(&[
        ("src/lib.rs", "pub mod ui;\n"),
        ("src/ui/mod.rs", "pub mod screens;\n"),
        ("src/ui/screens/mod.rs", "pub mod a;\npub mod b;\n"),
        (
            "src/ui/screens/a/mod.rs",
            "pub mod inside;\npub use inside::Ask;\n",
        ),
        (
            "src/ui/screens/a/inside.rs",
            "pub struct Ask;\npub struct Secret;\n",
        ),
        (
            "src/ui/screens/b/mod.rs",
            "use crate::ui::screens::a::Ask;\nfn f() { let _ = crate::ui::screens::a::inside::Secret; }\n",
        ),
    ]);
    assert_eq!(
        trespasses(&dir),
        ["src/ui/screens/b/mod.rs:2: ui::screens::a::inside::Secret"]
    );
}
