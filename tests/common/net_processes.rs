//! `aguja host` and `aguja join` as separate processes over real sockets on 127.0.0.1, for the
//! network tests (`net_loopback`, `net_faults`): every wait bounded, every process killed when
//! its handle drops, so that a failing test never leaves one behind.

use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::mpsc::{Receiver, channel};
use std::time::{Duration, Instant};

pub const BIN: &str = env!("CARGO_BIN_EXE_aguja");
/// Far past a fight of the seed's example on loopback (about a second in a debug build).
pub const BOUND: Duration = Duration::from_secs(120);

/// A running `aguja`, its stdout read line by line as it comes; killed on drop.
pub struct Running {
    child: Child,
    lines: Receiver<String>,
    seen: Vec<String>,
}

impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

pub fn start(args: &[&str], dir: Option<&Path>) -> Running {
    let mut command = Command::new(BIN);
    command
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    if let Some(dir) = dir {
        command.current_dir(dir);
    } else {
        command.current_dir(env!("CARGO_MANIFEST_DIR"));
    }
    let mut child = command.spawn().expect("aguja starts");
    let stdout = child.stdout.take().unwrap();
    let (send, lines) = channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines().map_while(Result::ok) {
            if send.send(line).is_err() {
                break;
            }
        }
    });
    Running {
        child,
        lines,
        seen: Vec::new(),
    }
}

impl Running {
    /// The first line so far or to come holding `text`, within the bound.
    pub fn line_with(&mut self, text: &str) -> String {
        let deadline = Instant::now() + BOUND;
        loop {
            if let Some(line) = self.seen.iter().find(|l| l.contains(text)) {
                return line.clone();
            }
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) => self.seen.push(line),
                Err(_) => panic!("no line with {text:?}; seen {:?}", self.seen),
            }
        }
    }

    /// Exit code, stdout and stderr once it ends, within `bound`.
    pub fn finish(mut self, bound: Duration) -> (i32, Vec<String>, String) {
        let deadline = Instant::now() + bound;
        let status = loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                break status;
            }
            assert!(Instant::now() < deadline, "still running after {bound:?}");
            std::thread::sleep(Duration::from_millis(20));
        };
        self.seen.extend(self.lines.iter());
        let mut err = String::new();
        if let Some(mut stderr) = self.child.stderr.take() {
            let _ = std::io::Read::read_to_string(&mut stderr, &mut err);
        }
        (
            status.code().unwrap_or(-1),
            std::mem::take(&mut self.seen),
            err,
        )
    }
}

/// A host of the seed's example on a free port; returns it and the port.
pub fn host(extra: &[&str]) -> (Running, String) {
    let mut args = vec![
        "host",
        "levels/seed-example.ron",
        "--headless",
        "--port",
        "0",
        "--seed",
        "5",
    ];
    args.extend(extra);
    let mut host = start(&args, None);
    let note = host.line_with("on port");
    let port = note
        .split("port ")
        .nth(1)
        .and_then(|rest| rest.split(':').next())
        .expect("the note names the port")
        .to_string();
    (host, port)
}

pub fn join(port: &str, extra: &[&str], dir: Option<&Path>) -> Running {
    let addr = format!("127.0.0.1:{port}");
    let mut args = vec!["join", addr.as_str(), "--headless"];
    args.extend(extra);
    start(&args, dir)
}

/// The log without the notes in parentheses.
pub fn log(lines: &[String]) -> Vec<&String> {
    lines.iter().filter(|l| !l.starts_with('(')).collect()
}

pub fn played_alone() -> Vec<String> {
    let out = Command::new(BIN)
        .args([
            "play",
            "levels/seed-example.ron",
            "--headless",
            "--seed",
            "5",
        ])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .unwrap();
    assert!(out.status.success());
    String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(String::from)
        .collect()
}

impl Running {
    /// Its process id, to send it a signal.
    pub fn id(&self) -> u32 {
        self.child.id()
    }
}

/// The rejoin token in a client's "(Joined …; rejoin token T.)" note.
pub fn token_of(note: &str) -> String {
    note.rsplit(' ')
        .next()
        .unwrap()
        .trim_end_matches(".)")
        .to_string()
}

/// Copies a folder and everything in it.
pub fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let target = to.join(entry.file_name());
        if entry.file_type().unwrap().is_dir() {
            copy_dir(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), target).unwrap();
        }
    }
}
