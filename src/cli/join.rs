//! `aguja join ADDR --headless`: joins a hosted fight, answers its seats with the AI (or only
//! watches), and once the fight is over and the host's recording checks out, prints the log as
//! `aguja play --headless` does: connection notes in parentheses, then the log, the result last.

use super::commands::{library, printing, say};
use super::error::CliError;
use crate::ai::Strength;
use crate::combat::{CombatantId, Names};
use crate::net::join::{Ending, Joiner};
use crate::net::protocol::{SeatWish, Token};
use crate::net::transport::{self, IDLE, Pace};
use crate::script::runner::log_line;
use bevy_replicon_renet::RenetClient;
use std::net::{SocketAddr, ToSocketAddrs};
use std::time::{Duration, Instant};

/// How long a client tries to reach the host before giving up.
const REACH: Duration = Duration::from_secs(20);

#[derive(clap::Args, Debug, Clone)]
pub struct Args {
    /// The host's address: IP:PORT (or NAME:PORT).
    pub addr: String,
    /// Without a window (without it, the window opens on the lobby).
    #[arg(long)]
    pub headless: bool,
    /// With --headless: who answers this client's seats: easy, normal or hard.
    #[arg(long, value_parser = super::seat_arg::strength())]
    pub ai: Option<Strength>,
    #[command(flatten)]
    pub window: super::net_flags::WindowFlags,
    /// The seats to claim, by the members' order in the level (1 is the first); without it,
    /// every open seat.
    #[arg(long, value_delimiter = ',', conflicts_with = "watch")]
    pub seats: Vec<u8>,
    /// Take back the seats of a dropped connection, with the token the host gave it.
    #[arg(long, value_name = "TOKEN")]
    pub rejoin: Option<Token>,
    /// Watch only, with no seat.
    #[arg(long)]
    pub watch: bool,
    /// The host's password, if it set one.
    #[arg(long)]
    pub password: Option<String>,
    /// For the fault tests: after this many answers, stop reading and answering (the
    /// connection stays up) and say so in a note, so that a test kills it mid-fight.
    #[arg(long, hide = true, value_name = "N")]
    pub stall_after: Option<u32>,
}

fn wish(args: &Args) -> Result<SeatWish, CliError> {
    if args.watch {
        return Ok(SeatWish::Watch);
    }
    if args.seats.is_empty() {
        return Ok(SeatWish::Open);
    }
    let seats = args
        .seats
        .iter()
        .map(|&n| {
            n.checked_sub(1)
                .map(CombatantId)
                .ok_or_else(|| CliError::Flags("--seats counts from 1".into()))
        })
        .collect::<Result<_, _>>()?;
    Ok(SeatWish::These(seats))
}

/// The seats `--seats` names (none without it: the window claims in the lobby).
pub(super) fn wish_seats(args: &Args) -> Result<Vec<CombatantId>, CliError> {
    match wish(args)? {
        SeatWish::These(seats) => Ok(seats),
        _ => Ok(Vec::new()),
    }
}

pub(super) fn address(text: &str) -> Result<SocketAddr, CliError> {
    text.to_socket_addrs()
        .ok()
        .and_then(|mut found| found.next())
        .ok_or_else(|| CliError::Flags(format!("`{text}` is no address: write IP:PORT")))
}

/// Joins headless (`cli::net_window` opens the window's lobby without `--headless`).
pub fn run(args: Args) -> Result<i32, CliError> {
    let addr = address(&args.addr)?;
    if args.ai.is_none() && !args.watch {
        return Err(CliError::Flags(
            "--headless needs --ai easy|normal|hard (who answers your seats) or --watch".into(),
        ));
    }
    let content = library()?;
    let ai = (!args.watch).then_some(args.ai).flatten();
    let mut joiner = Joiner::new(
        content.clone(),
        wish(&args)?,
        args.password.clone(),
        args.rejoin,
        ai,
    );
    let mut net = transport::renet_app();
    transport::connect(&mut net, addr)?;
    let started = Instant::now();
    let mut welcomed = false;
    let mut stalled = false;
    let mut pace = Pace::default();
    let ending = loop {
        net.update();
        if args.stall_after.is_some_and(|n| joiner.answers_sent >= n) {
            if !stalled && say("(Stalled, as --stall-after asks.)").is_err() {
                return Ok(0);
            }
            stalled = true;
            if !transport::connected(&net) {
                break Ending::Lost;
            }
            std::thread::sleep(IDLE);
            continue;
        }
        let seen = (joiner.log.len(), joiner.answers_sent);
        if let Some(ending) = joiner.pump(net.world_mut()) {
            break ending.clone();
        }
        let busy = (joiner.log.len(), joiner.answers_sent) != seen;
        if !welcomed && (joiner.token.is_some() || (args.watch && joiner.state.is_some())) {
            welcomed = true;
            let note = match joiner.token {
                Some(token) => format!(
                    "(Joined {addr}: seats {}; rejoin token {token}.)",
                    seat_numbers(&joiner.seats)
                ),
                None => format!("(Watching {addr}.)"),
            };
            if say(note).is_err() {
                return Ok(0);
            }
        }
        if !transport::connected(&net) && started.elapsed() > REACH && joiner.state.is_none() {
            return Err(CliError::NoHost(addr.to_string(), REACH.as_secs()));
        }
        pace.rest(busy);
    };
    if let Some(mut client) = net.world_mut().get_resource_mut::<RenetClient>() {
        client.disconnect();
    }
    net.update();
    match ending {
        Ending::Finished { recording, events } => {
            let names = Names {
                combatants: &recording.roster.names,
                parts: &recording.roster.parts,
                content: &content,
            };
            Ok(printing(0, || {
                say(format_args!(
                    "(The fight is over; the host's recording gives the log watched. {})\n",
                    traffic(&joiner)
                ))?;
                for event in &events {
                    say(log_line(&names, event))?;
                }
                Ok(0)
            }))
        }
        Ending::Refused(refused) => Err(refused.into()),
        Ending::Altered => Err(CliError::Altered),
        Ending::Ended(why) => Err(why.into()),
        Ending::Lost => Err(CliError::HostGone),
    }
}

/// "41 answers, round trip p50 1.3 ms, p95 2.9 ms; 50123 bytes received, 2301 sent."
fn traffic(joiner: &Joiner) -> String {
    let mut trips = joiner.round_trips.clone();
    trips.sort_unstable();
    let at = |q: usize| {
        trips
            .get((trips.len() * q / 100).min(trips.len().saturating_sub(1)))
            .map_or(0.0, |d| d.as_secs_f64() * 1000.0)
    };
    format!(
        "{} answers, round trip p50 {:.1} ms, p95 {:.1} ms; {} bytes received, {} sent.",
        trips.len(),
        at(50),
        at(95),
        joiner.bytes_in,
        joiner.bytes_out
    )
}

/// "1, 3": seats as people count them.
fn seat_numbers(seats: &[CombatantId]) -> String {
    let numbers: Vec<String> = seats.iter().map(|s| (s.index() + 1).to_string()).collect();
    numbers.join(", ")
}
