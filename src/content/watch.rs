//! Tells when anything under the content folders changed, from the platform's file watcher
//! (`notify`: inotify on Linux), so that the game's hot reload and `aguja check --watch` read
//! the disk only after something did change. It says only that something changed: the catalog
//! compares the files' texts itself, so a spurious or repeated signal costs one refresh.

use notify::event::{AccessKind, AccessMode};
use notify::{Event, EventKind, RecommendedWatcher, RecursiveMode, Watcher};
use std::path::Path;
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::{Duration, Instant};

/// How long the folders must stay quiet after a change before it counts: an editor's save may
/// take several steps (truncate, write, rename), and a file read between them looks broken.
pub const SETTLE: Duration = Duration::from_millis(100);

/// Why the folders cannot be watched: the platform refused the watcher or one folder.
#[derive(Debug, thiserror::Error)]
pub enum WatchError {
    #[error("cannot watch for file changes: {0}")]
    Watcher(notify::Error),
    #[error("cannot watch {}: {source}", .folder.display())]
    Folder {
        folder: std::path::PathBuf,
        source: notify::Error,
    },
}

/// A watch on some folders and everything under them; it stops when dropped.
pub struct FolderWatch {
    _watcher: RecommendedWatcher,
    /// When each change was seen, from the watcher's thread.
    changes: Receiver<Instant>,
    /// The latest change not yet reported.
    pending: Option<Instant>,
}

impl FolderWatch {
    /// Watches every folder in `folders`; an error if the platform cannot watch one.
    pub fn new(folders: &[&Path]) -> Result<FolderWatch, WatchError> {
        let (tx, changes) = channel();
        let mut watcher = notify::recommended_watcher(move |event| {
            if is_change(&event) {
                // The receiver is gone only when the watch is being dropped.
                let _ = tx.send(Instant::now());
            }
        })
        .map_err(WatchError::Watcher)?;
        for folder in folders {
            watcher
                .watch(folder, RecursiveMode::Recursive)
                .map_err(|source| WatchError::Folder {
                    folder: folder.to_path_buf(),
                    source,
                })?;
        }
        Ok(FolderWatch {
            _watcher: watcher,
            changes,
            pending: None,
        })
    }

    /// Whether something changed and the folders have been quiet for `SETTLE` since. Never
    /// waits: the game asks at every frame.
    pub fn settled_change(&mut self) -> bool {
        while let Ok(at) = self.changes.try_recv() {
            self.pending = Some(at);
        }
        self.take_if_settled()
    }

    /// Waits until something changes and the folders settle; `false` if the watch stopped.
    pub fn wait(&mut self) -> bool {
        if self.pending.take().is_none() && self.changes.recv().is_err() {
            return false;
        }
        loop {
            match self.changes.recv_timeout(SETTLE) {
                Ok(_) => {}
                Err(RecvTimeoutError::Timeout) => return true,
                Err(RecvTimeoutError::Disconnected) => return false,
            }
        }
    }

    fn take_if_settled(&mut self) -> bool {
        let settled = self.pending.is_some_and(|at| at.elapsed() >= SETTLE);
        if settled {
            self.pending = None;
        }
        settled
    }
}

/// Whether an event may mean a changed file. Opening or reading one is no change: the
/// catalog's own refresh reads every file, and would otherwise wake itself again and again.
/// An error (the kernel's queue overflowed, say) may hide a change, so it counts as one.
fn is_change(event: &notify::Result<Event>) -> bool {
    match event {
        Ok(event) => match event.kind {
            EventKind::Access(kind) => kind == AccessKind::Close(AccessMode::Write),
            _ => true,
        },
        Err(_) => true,
    }
}

#[cfg(test)]
mod tests {
    use super::{FolderWatch, WatchError, is_change};
    use notify::event::{AccessKind, AccessMode, CreateKind, DataChange, ModifyKind};
    use notify::{Event, EventKind};
    use std::time::{Duration, Instant};

    #[test]
    fn opening_a_file_is_no_change_closing_it_after_writing_is_one() {
        let event = |kind| Ok(Event::new(kind));
        let open = EventKind::Access(AccessKind::Open(AccessMode::Any));
        assert!(!is_change(&event(open)));
        let read = EventKind::Access(AccessKind::Close(AccessMode::Read));
        assert!(!is_change(&event(read)));
        let written = EventKind::Access(AccessKind::Close(AccessMode::Write));
        assert!(is_change(&event(written)));
        assert!(is_change(&event(EventKind::Modify(ModifyKind::Data(
            DataChange::Any
        )))));
        assert!(is_change(&event(EventKind::Create(CreateKind::File))));
        assert!(is_change(&Err(notify::Error::generic("queue overflow"))));
    }

    /// Asks the watch every few milliseconds until it reports a change, for at most `limit`.
    fn changed_within(watch: &mut FolderWatch, limit: Duration) -> bool {
        let started = Instant::now();
        while started.elapsed() < limit {
            if watch.settled_change() {
                return true;
            }
            std::thread::sleep(Duration::from_millis(5));
        }
        false
    }

    #[test]
    fn a_write_is_reported_once_the_folder_settles_and_only_once() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("level.ron");
        std::fs::write(&file, "()").unwrap();
        let mut watch = FolderWatch::new(&[dir.path()]).unwrap();
        let _ = std::fs::read_to_string(&file).unwrap();
        assert!(
            !changed_within(&mut watch, Duration::from_millis(300)),
            "a read is no change"
        );
        let written = Instant::now();
        std::fs::write(&file, "(name: \"x\")").unwrap();
        assert!(
            changed_within(&mut watch, Duration::from_secs(60)),
            "a write is seen"
        );
        assert!(
            written.elapsed() >= super::SETTLE,
            "after the folder settled"
        );
        assert!(!watch.settled_change(), "and reported once");
    }

    #[test]
    fn waiting_sees_a_new_file_in_a_subfolder() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir(dir.path().join("seed")).unwrap();
        let mut watch = FolderWatch::new(&[dir.path()]).unwrap();
        let (tx, rx) = std::sync::mpsc::channel();
        // `wait` blocks until a change: on a thread, so that a missed one fails the test
        // instead of hanging it.
        std::thread::spawn(move || tx.send(watch.wait()));
        std::fs::write(dir.path().join("seed/cast.ron"), "[]").unwrap();
        assert_eq!(rx.recv_timeout(Duration::from_secs(60)), Ok(true));
    }

    #[test]
    fn a_missing_folder_is_an_error_not_a_panic() {
        let dir = tempfile::tempdir().unwrap();
        let missing = dir.path().join("nowhere");
        let error = FolderWatch::new(&[&missing]).err().expect("an error");
        assert!(
            matches!(&error, WatchError::Folder { folder, .. } if folder == &missing),
            "{error}"
        );
        assert!(error.to_string().contains("nowhere"), "{error}");
    }
}
