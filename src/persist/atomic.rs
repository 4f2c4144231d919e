//! Writing a file so that it is either the old one or the new one, never half of each: the
//! bytes go to a temporary file beside it, are flushed to disk, and the temporary file is
//! renamed over the old one (an atomic step on every file system we run on). A crash or a kill
//! during the write leaves the previous file untouched; the temporary file it leaves behind is
//! removed at the next start (`remove_stale_temporaries`).

use std::fs::{self, File};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// The temporary file a write to `path` goes through.
pub fn temporary_path(path: &Path) -> PathBuf {
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(format!(".{}.tmp", std::process::id()));
    path.with_file_name(name)
}

/// The file being written and the id of the process writing it, if `name` is the name of one
/// of our temporary files (`<file name>.<pid>.tmp`, as `temporary_path` makes them).
fn written_by(name: &str) -> Option<(&str, u32)> {
    let (target, pid) = name.strip_suffix(".tmp")?.rsplit_once('.')?;
    let digits = !pid.is_empty() && pid.bytes().all(|b| b.is_ascii_digit());
    if target.is_empty() || !digits {
        return None;
    }
    Some((target, pid.parse().ok()?))
}

/// How old a temporary file must be to be taken as abandoned where the system does not say
/// which processes run: no write takes anywhere near that long.
const ABANDONED_AFTER: Duration = Duration::from_secs(3600);

/// Whether the process `pid` may still be writing the temporary file `file`. Linux lists its
/// processes under /proc; elsewhere, only a file untouched for an hour is taken as abandoned.
fn may_still_be_written(pid: u32, file: &fs::Metadata) -> bool {
    if pid == std::process::id() {
        return true;
    }
    let proc = Path::new("/proc");
    if proc.join("self").exists() {
        return proc.join(pid.to_string()).exists();
    }
    file.modified()
        .ok()
        .and_then(|t| t.elapsed().ok())
        .is_none_or(|age| age < ABANDONED_AFTER)
}

/// Removes from `folder` the temporary files that writes left behind when their program was
/// killed in the middle of one: only files named as `temporary_path` names them, and none a
/// running program may still be writing. Returns the files removed; a folder that cannot be
/// read has none.
pub fn remove_stale_temporaries(folder: &Path) -> Vec<PathBuf> {
    remove_stale(folder, None)
}

/// Like `remove_stale_temporaries`, for the temporary files of writes to `path` alone (where
/// the folder holds other people's files too).
pub fn remove_stale_temporaries_of(path: &Path) -> Vec<PathBuf> {
    let folder = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    remove_stale(folder, path.file_name().and_then(|n| n.to_str()))
}

fn remove_stale(folder: &Path, target: Option<&str>) -> Vec<PathBuf> {
    let Ok(entries) = fs::read_dir(folder) else {
        return Vec::new();
    };
    let mut removed = Vec::new();
    for entry in entries.flatten() {
        let name = entry.file_name();
        let Some(name) = name.to_str() else {
            continue;
        };
        let Some((written, pid)) = written_by(name) else {
            continue;
        };
        if target.is_some_and(|t| t != written) {
            continue;
        }
        let path = entry.path();
        // Not through a link: only a file that is itself the leftover.
        let Ok(meta) = fs::symlink_metadata(&path) else {
            continue;
        };
        if meta.is_file() && !may_still_be_written(pid, &meta) && fs::remove_file(&path).is_ok() {
            removed.push(path);
        }
    }
    removed.sort();
    removed
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

    #[test]
    fn only_temporaries_of_writers_that_are_gone_are_removed() {
        let dir = tempfile::Builder::new()
            .prefix("aguja-atomic-stale-")
            .tempdir()
            .unwrap();
        let at = |name: &str| dir.path().join(name);
        // No process has an id this high (Linux allows at most 2^22).
        let stale = ["autosave.ron.999999999.tmp", "fight.ron.999999998.tmp"];
        let ours = format!("autosave.ron.{}.tmp", std::process::id());
        let kept = [
            "autosave.ron",
            "notes.tmp",
            "autosave.ron.12a.tmp",
            ".999999999.tmp",
            "autosave.ron.999999999.tmp.bak",
            "autosave.ron.999999999.TMP",
            // Process 1 always runs: it may still be writing.
            "fight.ron.1.tmp",
            &ours,
        ];
        for name in stale.iter().chain(&kept) {
            fs::write(at(name), b"x").unwrap();
        }
        fs::create_dir(at("folder.ron.999999997.tmp")).unwrap();
        let removed = remove_stale_temporaries(dir.path());
        assert_eq!(removed, stale.iter().map(|n| at(n)).collect::<Vec<_>>());
        for name in kept.iter().chain(&["folder.ron.999999997.tmp"]) {
            assert!(at(name).exists(), "{name} was removed");
        }
        assert!(remove_stale_temporaries(&at("no such folder")).is_empty());

        // For one file's writes alone: another file's leftover stays.
        for name in stale {
            fs::write(at(name), b"x").unwrap();
        }
        let removed = remove_stale_temporaries_of(&at("fight.ron"));
        assert_eq!(removed, vec![at("fight.ron.999999998.tmp")]);
        assert!(at("autosave.ron.999999999.tmp").exists());
    }
}
