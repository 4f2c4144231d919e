//! Network play over real sockets on 127.0.0.1 (issue 28's acceptance and faults): `aguja host`
//! and `aguja join` as separate processes, each killed if it outlives its bound or the test.

use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::mpsc::{Receiver, channel};
use std::time::{Duration, Instant};

const BIN: &str = env!("CARGO_BIN_EXE_aguja");
/// Far past a fight of the seed's example on loopback (about a second in a debug build).
const BOUND: Duration = Duration::from_secs(120);

/// A running `aguja`, its stdout read line by line as it comes; killed on drop.
struct Running {
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

fn start(args: &[&str], dir: Option<&Path>) -> Running {
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
    fn line_with(&mut self, text: &str) -> String {
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
    fn finish(mut self, bound: Duration) -> (i32, Vec<String>, String) {
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
fn host(extra: &[&str]) -> (Running, String) {
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

fn join(port: &str, extra: &[&str], dir: Option<&Path>) -> Running {
    let addr = format!("127.0.0.1:{port}");
    let mut args = vec!["join", addr.as_str(), "--headless"];
    args.extend(extra);
    start(&args, dir)
}

/// The log without the notes in parentheses.
fn log(lines: &[String]) -> Vec<&String> {
    lines.iter().filter(|l| !l.starts_with('(')).collect()
}

fn played_alone() -> Vec<String> {
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

#[test]
fn a_host_and_a_client_with_the_normal_ai_give_the_log_of_a_fight_played_alone() {
    let (host, port) = host(&["--dark-lord", "normal", "--heroes", "remote"]);
    let client = join(&port, &["--ai", "normal"], None);
    let (client_code, client_out, client_err) = client.finish(BOUND);
    let (host_code, host_out, host_err) = host.finish(BOUND);
    assert_eq!((host_code, client_code), (0, 0), "{host_err}\n{client_err}");
    assert_eq!(host_out.last(), client_out.last(), "the same result line");
    assert!(host_out.last().unwrap().contains("win"));
    assert_eq!(log(&host_out), log(&client_out));
    let alone = played_alone();
    assert_eq!(log(&host_out), log(&alone));
}

#[test]
fn two_clients_split_the_heroes_and_the_host_s_replay_replays() {
    let record = std::env::temp_dir().join(format!("aguja-net-{}.ron", std::process::id()));
    let record_arg = record.display().to_string();
    let (host, port) = host(&["--record", &record_arg]);
    let first = join(&port, &["--ai", "normal", "--seats", "1"], None);
    let second = join(&port, &["--ai", "easy", "--seats", "2"], None);
    let (c1, out1, err1) = first.finish(BOUND);
    let (c2, out2, err2) = second.finish(BOUND);
    let (ch, host_out, err) = host.finish(BOUND);
    assert_eq!((ch, c1, c2), (0, 0, 0), "{err}\n{err1}\n{err2}");
    assert_eq!(log(&out1), log(&host_out));
    assert_eq!(log(&out2), log(&host_out));
    let replay = Command::new(BIN)
        .args(["replay", &record_arg])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .unwrap();
    let _ = std::fs::remove_file(&record);
    assert!(
        replay.status.success(),
        "{}",
        String::from_utf8_lossy(&replay.stderr)
    );
}

#[test]
fn a_client_with_another_library_is_refused_with_the_sentence() {
    let dir = crate::common::scratch("net-library");
    copy_dir(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("assets"),
        &dir.join("assets"),
    );
    let items = dir.join("assets/library/items.ron");
    let text = std::fs::read_to_string(&items).unwrap();
    std::fs::write(
        &items,
        text.replacen("Drive the shield's rim", "Drive the shield's edge", 1),
    )
    .unwrap();
    let (host, port) = host(&["--lobby-timeout", "3"]);
    let client = join(&port, &["--ai", "normal"], Some(&dir));
    let (code, _, err) = client.finish(Duration::from_secs(30));
    assert_eq!(code, 1);
    assert!(
        err.contains("your assets/ differ from the host's: fingerprint"),
        "{err}"
    );
    drop(host);
}

#[test]
fn a_client_killed_in_the_lobby_rejoins_with_its_token_and_the_log_is_unchanged() {
    let (host, port) = host(&["--dark-lord", "remote", "--heroes", "remote"]);
    let mut heroes = join(&port, &["--ai", "normal", "--seats", "1,2"], None);
    let note = heroes.line_with("rejoin token");
    let token = note
        .rsplit(' ')
        .next()
        .unwrap()
        .trim_end_matches(".)")
        .to_string();
    drop(heroes);
    let again = join(&port, &["--ai", "normal", "--rejoin", &token], None);
    let minions = join(&port, &["--ai", "normal", "--seats", "3,4"], None);
    let (c1, out1, err1) = again.finish(BOUND);
    let (c2, _, err2) = minions.finish(BOUND);
    let (ch, host_out, err) = host.finish(BOUND);
    assert_eq!((ch, c1, c2), (0, 0, 0), "{err}\n{err1}\n{err2}");
    assert_eq!(log(&out1), log(&host_out));
    assert_eq!(log(&host_out), log(&played_alone()));
}

#[test]
fn a_killed_host_ends_its_client_within_20_seconds_with_its_message() {
    let (host, port) = host(&["--dark-lord", "remote", "--heroes", "remote"]);
    let mut client = join(&port, &["--ai", "normal", "--seats", "1,2"], None);
    client.line_with("rejoin token");
    drop(host);
    let started = Instant::now();
    let (code, _, err) = client.finish(Duration::from_secs(20));
    assert_eq!(code, 1);
    assert!(err.contains("the host ended the game"), "{err}");
    assert!(started.elapsed() < Duration::from_secs(20));
}

fn copy_dir(from: &Path, to: &Path) {
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
