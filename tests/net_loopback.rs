//! Network play over real sockets on 127.0.0.1 (issue 28's acceptance): `aguja host`
//! and `aguja join` as separate processes, each killed if it outlives its bound or the test.
//! The faults (kills, a stopped host, a refused library) are in `net_faults.rs`.

use crate::common::net_processes::{BIN, BOUND, host, join, log, played_alone};
use std::process::Command;

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
