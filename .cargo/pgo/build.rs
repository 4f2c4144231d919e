//! Builds the game's crate again when the release build's profile changes: the rustc wrapper
//! that reads it (.cargo/pgo/rustc-wrapper) is not something cargo tracks.

fn main() {
    println!("cargo::rerun-if-changed=.cargo/pgo/aguja.profdata");
}
