//! `aguja host LEVEL --headless`: hosts one fight for remote players. It waits for every remote
//! seat to be claimed (at most `--lobby-timeout` seconds), plays the fight, rolling every die
//! itself, then prints the log as `aguja play --headless` does, its notes in parentheses first.

use super::commands::{library, printing, say, write_replay};
use super::error::CliError;
use super::play::DEFAULT_SEED;
use crate::combat::{CombatLog, Names, Roster, begin_combat};
use crate::content::{Side, load_encounter};
use crate::control::Seat;
use crate::net::host::{Host, Phase, Terms};
use crate::net::on_drop::DROP_WAIT_SECS;
use crate::net::on_drop::OnDrop;
use crate::net::protocol::Ended;
use crate::net::transport::{self, IDLE, Pace};
use crate::persist::fingerprint::content_fingerprint;
use crate::persist::session::paused_app;
use crate::script::runner::log_line;
use std::path::PathBuf;
use std::time::{Duration, Instant};

/// How long the host keeps the line open after the end, for the clients to take the recording
/// and say goodbye.
const FAREWELL: Duration = Duration::from_secs(5);

#[derive(clap::Args, Debug, Clone)]
pub struct Args {
    /// The encounter to host.
    pub level: PathBuf,
    /// Without a window (without it, the window opens on the lobby).
    #[arg(long)]
    pub headless: bool,
    /// With a window: the seats this window takes at once, by the members' order in the level
    /// (1 is the first; a minion's number takes the Dark Lord).
    #[arg(long, value_delimiter = ',')]
    pub seats: Vec<u8>,
    #[command(flatten)]
    pub window: super::net_flags::WindowFlags,
    /// The UDP port to listen on; 0 picks a free one, said in the first note.
    #[arg(long, default_value_t = 7420)]
    pub port: u16,
    /// The combat's seed [default: 1].
    #[arg(long)]
    pub seed: Option<u64>,
    /// Who plays the minions: easy, normal, hard, or remote (a remote player).
    #[arg(long, value_parser = super::seat_arg::hosted(), default_value = "normal")]
    pub dark_lord: Seat,
    /// Who plays the heroes: remote (remote players), or easy, normal, hard.
    #[arg(long, value_parser = super::seat_arg::hosted(), default_value = "remote")]
    pub heroes: Seat,
    /// Milliseconds a Hard AI thinks about each decision [default: 250].
    #[arg(long, value_name = "MS")]
    pub hard_ms: Option<u64>,
    /// Write the fight's replay to this file when it ends.
    #[arg(long, value_name = "FILE")]
    pub record: Option<PathBuf>,
    /// Let in only clients that give this password.
    #[arg(long)]
    pub password: Option<String>,
    /// What happens to a player's seats when it drops mid-fight: wait for it to rejoin (for
    /// --lobby-timeout seconds, then the AI takes them), or the AI takes them at once.
    #[arg(long, value_enum, default_value = "wait")]
    pub on_drop: OnDrop,
    /// Seconds to wait for the remote seats to be taken, for a dropped player to rejoin, or for
    /// a remote player's answer, before giving up (the window's wait for a dropped player).
    #[arg(long, default_value_t = DROP_WAIT_SECS)]
    pub lobby_timeout: u64,
}

/// Hosts headless (`cli::net_window` opens the window's lobby without `--headless`).
pub fn run(args: Args) -> Result<i32, CliError> {
    let content = library()?;
    let encounter = load_encounter(&args.level, &content)?;
    let seats: Vec<Seat> = encounter
        .members
        .iter()
        .map(|m| match m.side {
            Side::Heroes => args.heroes,
            Side::Minions => args.dark_lord,
        })
        .collect();
    let mut game = paused_app(content.clone());
    if let Some(ms) = args.hard_ms {
        game.insert_resource(crate::control::ai_seat::AiBudget(
            crate::ai::Budget::default().with_ms(ms),
        ));
    }
    begin_combat(
        game.world_mut(),
        &encounter,
        args.seed.unwrap_or(DEFAULT_SEED),
    );
    let terms = Terms {
        content: content_fingerprint(&content),
        password: args.password.clone(),
    };
    let open = seats
        .iter()
        .filter(|s| matches!(s, Seat::Remote(_)))
        .count();
    let mut host = Host::headless(game, seats, terms);
    // The wait for a dropped player is the host's own clock, as in the window, so that the
    // clients' corners count it down.
    host.set_on_drop(args.on_drop);
    host.set_drop_wait(Duration::from_secs(args.lobby_timeout));
    super::stop::watch();
    let mut net = transport::renet_app();
    let port = transport::listen(&mut net, args.port)?;
    if say(format_args!(
        "(Hosting {} on port {port}: waiting for {open} remote seat{}.)",
        args.level.display(),
        if open == 1 { "" } else { "s" }
    ))
    .is_err()
    {
        return Ok(0);
    }
    // Every wait is bounded: for seats to be taken, for a dropped player, for an answer.
    let timeout = Duration::from_secs(args.lobby_timeout);
    let mut moment = (Phase::Waiting, host.serial());
    let mut since = Instant::now();
    let mut pace = Pace::default();
    loop {
        net.update();
        let phase = host.pump(net.world_mut());
        for note in host.take_notes() {
            if say(format_args!("({note})")).is_err() {
                return Ok(0);
            }
        }
        let handed = host.watch_dropped(Instant::now());
        let busy = handed || (phase, host.serial()) != moment;
        if busy {
            moment = (phase, host.serial());
            since = Instant::now();
        }
        let waited = since.elapsed() > timeout;
        if super::stop::asked() {
            hang_up(&mut net, &mut host);
            return Err(CliError::Stopped);
        }
        match phase {
            Phase::Over => break,
            Phase::Stuck => return Err(CliError::Stuck),
            // A player dropped mid-fight: `watch_dropped` gives the AI its seats, at once or
            // once the wait is over.
            Phase::Waiting if host.begun() && !waited => {}
            _ if waited => {
                hang_up(&mut net, &mut host);
                return Err(match phase {
                    Phase::Waiting => CliError::LobbyTimeout(args.lobby_timeout),
                    _ => CliError::NoAnswer(args.lobby_timeout),
                });
            }
            Phase::Waiting | Phase::Playing => {}
        }
        pace.rest(busy);
    }
    farewell(&mut net, &mut host);
    finish(&args, &host, &content)
}

/// Ends the game before the fight's end: every client is told the host ended it, then let go.
fn hang_up(net: &mut bevy::app::App, host: &mut Host) {
    host.end(net.world_mut(), Ended::ByHost);
    net.update();
    transport::close(net);
    net.update();
}

/// Keeps the line open until every client has left with the recording, or for `FAREWELL`.
fn farewell(net: &mut bevy::app::App, host: &mut Host) {
    let started = Instant::now();
    while started.elapsed() < FAREWELL {
        net.update();
        host.pump(net.world_mut());
        if host.connected() == 0 || super::stop::asked() {
            break;
        }
        std::thread::sleep(IDLE);
    }
    transport::close(net);
    net.update();
}

/// The replay written if asked, the log printed.
fn finish(
    args: &Args,
    host: &Host,
    content: &std::sync::Arc<crate::content::Content>,
) -> Result<i32, CliError> {
    let world = host.game.world();
    let events = &world.resource::<CombatLog>().events;
    if let Some(path) = &args.record {
        let level = Some(args.level.display().to_string());
        write_replay(world, content, level, path)?;
    }
    let roster = world.resource::<Roster>();
    let names = Names {
        combatants: &roster.names,
        parts: &roster.parts,
        content,
    };
    let counts = host.counts;
    Ok(printing(0, || {
        say(format_args!(
            "(The fight is over: {} answer{} rejected, {} bad message{} dropped, {} client{} \
             refused; {} bytes sent, {} received.)\n",
            counts.rejected,
            plural(counts.rejected),
            counts.malformed,
            plural(counts.malformed),
            counts.refused,
            plural(counts.refused),
            counts.bytes_out,
            counts.bytes_in,
        ))?;
        for event in events {
            say(log_line(&names, event))?;
        }
        Ok(0)
    }))
}

fn plural(n: u32) -> &'static str {
    if n == 1 { "" } else { "s" }
}
