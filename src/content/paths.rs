//! Where the project's folders are: from the working directory when run from the project, else
//! from the folder the binary was built in. Apart from loading, so that modules the loader uses
//! (the icon list) can find assets/ too.

use std::path::{Path, PathBuf};

/// The folder holding the content library: `./assets` when run from the project, else the one
/// the binary was built from.
pub fn assets_dir() -> PathBuf {
    project_dir("assets")
}

/// The folder holding encounters: `./levels`, else the one the binary was built from.
pub fn levels_dir() -> PathBuf {
    project_dir("levels")
}

/// A path as given, else relative to the project the binary was built from.
pub fn project_path(path: &str) -> PathBuf {
    let local = PathBuf::from(path);
    if local.exists() {
        local
    } else {
        Path::new(env!("CARGO_MANIFEST_DIR")).join(path)
    }
}

pub fn project_dir(name: &str) -> PathBuf {
    let local = PathBuf::from(name);
    if local.is_dir() {
        local
    } else {
        Path::new(env!("CARGO_MANIFEST_DIR")).join(name)
    }
}
