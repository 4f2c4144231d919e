//! Writing a file so that it is either the old one or the new one, never half of each: the
//! bytes go to a temporary file beside it, are flushed to disk, and the temporary file is
//! renamed over the old one (an atomic step on every file system we run on). A crash or a kill
//! during the write leaves the previous file untouched.

use std::fs::{self, File};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

/// The temporary file a write to `path` goes through.
pub fn temporary_path(path: &Path) -> PathBuf {
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(format!(".{}.tmp", std::process::id()));
    path.with_file_name(name)
}

/// Writes `bytes` to `path` atomically, creating its folder if needed.
pub fn write_atomically(path: &Path, bytes: &[u8]) -> io::Result<()> {
    write_atomically_with(path, |file| file.write_all(bytes))
}

/// Writes to `path` atomically with `fill`, which writes the contents into the temporary file.
/// If `fill` fails, the temporary file is removed and `path` is left as it was.
pub fn write_atomically_with(
    path: &Path,
    fill: impl FnOnce(&mut File) -> io::Result<()>,
) -> io::Result<()> {
    let folder = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    };
    fs::create_dir_all(&folder)?;
    let temporary = temporary_path(path);
    let written = File::create(&temporary).and_then(|mut file| {
        fill(&mut file)?;
        // On disk before the rename, or a power cut could leave the new name on empty data.
        file.sync_all()
    });
    if let Err(e) = written.and_then(|()| fs::rename(&temporary, path)) {
        let _ = fs::remove_file(&temporary);
        return Err(e);
    }
    // The rename itself is durable once the folder is synced (ignored where unsupported).
    if let Ok(dir) = File::open(&folder) {
        let _ = dir.sync_all();
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A file's path in a folder of its own, removed with the returned guard.
    fn scratch(name: &str) -> (tempfile::TempDir, PathBuf) {
        let dir = tempfile::Builder::new()
            .prefix(&format!("aguja-atomic-{name}-"))
            .tempdir()
            .unwrap();
        let path = dir.path().join("file.ron");
        (dir, path)
    }

    #[test]
    fn a_write_replaces_the_file() {
        let (_dir, path) = scratch("replace");
        write_atomically(&path, b"old").unwrap();
        write_atomically(&path, b"new").unwrap();
        assert_eq!(fs::read(&path).unwrap(), b"new");
        assert!(!temporary_path(&path).exists());
    }

    #[test]
    fn a_write_that_fails_halfway_leaves_the_old_file_and_no_temporary() {
        let (_dir, path) = scratch("fail");
        write_atomically(&path, b"the last good save").unwrap();
        let failed = write_atomically_with(&path, |file| {
            file.write_all(b"half of a new sa")?;
            Err(io::Error::other("the disk is full"))
        });
        assert!(failed.is_err());
        assert_eq!(fs::read(&path).unwrap(), b"the last good save");
        assert!(!temporary_path(&path).exists());
    }
}
