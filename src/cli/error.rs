//! Why a command failed: one variant per cause, printed on stderr by `cli::run` (exit code 1).
//! Errors of the layers below pass through with `?` and keep their own words.

use crate::content::{ContentError, ContentErrors};
use crate::persist::PersistError;
use std::path::PathBuf;

/// Why a command could not do its work.
#[derive(Debug, thiserror::Error)]
pub enum CliError {
    /// The content library, a level or a script has errors: `path:line:col: what`, one a line.
    #[error(transparent)]
    Content(#[from] ContentErrors),
    #[error(transparent)]
    File(#[from] ContentError),
    /// A save or replay that cannot be loaded or played.
    #[error(transparent)]
    Keep(#[from] PersistError),
    /// A save or replay could not be written: `what` is what the command was doing.
    #[error("{}: cannot {what}: {source}", .path.display())]
    Write {
        path: PathBuf,
        what: &'static str,
        source: std::io::Error,
    },
    /// The vendored icon list is missing or unreadable.
    #[error(transparent)]
    Icons(#[from] &'static crate::content::icons::IconListUnreadable),
    /// `check --watch`: the folders cannot be watched, or the watcher stopped.
    #[error(transparent)]
    Watch(#[from] crate::content::watch::WatchError),
    /// `aguja schema`: a type whose schema the field reference cannot show.
    #[error(transparent)]
    Schema(#[from] crate::content::schema::model::UnreadableSchema),
    /// `aguja schema --write-guide`: the guide has no place marked for the reference.
    #[error(transparent)]
    Guide(#[from] crate::content::schema::guide::GuideError),
    #[error("the file watcher stopped")]
    WatchStopped,
    /// `aguja play` flags that do not go together: what to change.
    #[error("{0}")]
    Flags(String),
    #[error("the fight stopped: no seat could answer")]
    Stuck,
    /// `aguja host` or `aguja join`: the network could not start.
    #[error(transparent)]
    Net(#[from] crate::net::transport::NetError),
    /// `aguja join`: the host would not let this client in, and says why.
    #[error("the host refused you: {0}")]
    Refused(#[from] crate::net::protocol::Refused),
    /// `aguja host`: the remote seats were not all taken (or a dropped player did not come
    /// back) in time.
    #[error("nobody took the open seats within {0} s: the game is off")]
    LobbyTimeout(u64),
    /// `aguja host`: a remote player held a question open too long.
    #[error("a remote player did not answer within {0} s: the game is off")]
    NoAnswer(u64),
    /// `aguja net-bench`: a fight could not be measured.
    #[error(transparent)]
    NetBench(#[from] crate::net::bench::NetBenchError),
    /// `aguja join`: the host ended the game and said so.
    #[error("{0}")]
    Ended(#[from] crate::net::protocol::Ended),
    /// `aguja join`: the connection ended before the fight did, without a word from the host
    /// (netcode's timeout, or a host stopped without its goodbye).
    #[error("the host could no longer be reached (it stopped answering): the game is off")]
    HostGone,
    /// `aguja host`: stopped by Ctrl+C (SIGINT) before the fight's end.
    #[error("stopped before the fight's end: every client was told the host ended the game")]
    Stopped,
    /// `aguja join`: the host could not be reached at all.
    #[error("no host answered at {0} within {1} s")]
    NoHost(String, u64),
    /// `aguja join`: the recording does not give the fight watched.
    #[error("the host's recording does not give the fight you watched: the host changed something")]
    Altered,
    /// Nothing to run: `-n 0`, or no level or player; says what, and why.
    #[error("nothing to {0}")]
    Nothing(&'static str),
    #[error("no fuzz target `{name}`: one of {}, or all", .known.join(", "))]
    NoFuzzTarget {
        name: String,
        known: Vec<&'static str>,
    },
}
