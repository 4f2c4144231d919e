//! `aguja net-bench`: network play measured. A host and a client in one process, each on its
//! own thread, over real sockets on 127.0.0.1 (renet's netcode on UDP, as `aguja host` and
//! `aguja join` use): N fights of the seed's example, the heroes answered by the client's
//! Normal AI, the Dark Lord the host's. It reports the decision round trip (an answer sent to
//! the step that follows it, the host's engine included), the bytes each way and the host
//! thread's CPU per fight. Each loop runs as the commands' do (`transport::Pace`).

use super::fuzz_corpus::hosted;
use crate::ai::Strength;
use crate::content::{Content, ContentErrors};
use crate::net::host::Phase;
use crate::net::join::{Ending, Joiner};
use crate::net::protocol::SeatWish;
use crate::net::transport::{self, NetError, Pace};
use crate::sim::thread_cpu::thread_cpu;
use std::net::{Ipv4Addr, SocketAddr};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::mpsc::channel;
use std::time::{Duration, Instant};

/// Far past a fight of the seed's example on loopback (about a second in a debug build).
const BOUND: Duration = Duration::from_secs(60);

/// What went wrong.
#[derive(Debug, thiserror::Error)]
pub enum NetBenchError {
    #[error(transparent)]
    Content(#[from] ContentErrors),
    #[error(transparent)]
    Net(#[from] NetError),
    #[error("fight {0} did not finish within {1} s on loopback")]
    Unfinished(u64, u64),
    #[error("the client's fight {0} ended without the finale: {1:?}")]
    Ended(u64, Ending),
}

/// The figures of N fights.
#[derive(Clone, Debug, Default)]
pub struct NetFigures {
    pub fights: u64,
    /// Every decision's round trip, sorted.
    pub round_trips: Vec<Duration>,
    /// Payload bytes (renet's and netcode's headers aside), all fights together.
    pub to_client: u64,
    pub to_host: u64,
    /// The host thread's CPU time over every fight (None where `/proc` does not say).
    pub host_cpu: Option<Duration>,
    /// Wall time from the host's listening to the fight's end, every fight together.
    pub wall: Duration,
}

impl NetFigures {
    /// The round trip below which `q` of them fall (0.5: the median), in milliseconds.
    pub fn round_trip_ms(&self, q: f64) -> f64 {
        let last = self.round_trips.len().saturating_sub(1);
        let at = ((self.round_trips.len() as f64 * q) as usize).min(last);
        self.round_trips
            .get(at)
            .map_or(0.0, |d| d.as_secs_f64() * 1000.0)
    }
}

/// One fight's host, on the host thread: listens on a free port (sent to the client), plays
/// until the end and the client's goodbye; returns its CPU time and wall time.
fn host_fight(
    content: &Arc<Content>,
    level: &Path,
    seed: u64,
    port: &std::sync::mpsc::Sender<u16>,
) -> Result<(Option<Duration>, Duration), NetBenchError> {
    let mut host = hosted(content, level, seed)?;
    let mut net = transport::renet_app();
    let listening = transport::listen(&mut net, 0)?;
    let (cpu, started) = (thread_cpu(), Instant::now());
    let _ = port.send(listening);
    let mut pace = Pace::default();
    while host.phase() != Phase::Over || host.connected() > 0 {
        if started.elapsed() > BOUND {
            return Err(NetBenchError::Unfinished(seed, BOUND.as_secs()));
        }
        net.update();
        let serial = (host.phase(), host.serial());
        host.pump(net.world_mut());
        pace.rest((host.phase(), host.serial()) != serial);
    }
    transport::close(&mut net);
    net.update();
    let cpu = thread_cpu().zip(cpu).map(|(end, start)| end - start);
    Ok((cpu, started.elapsed()))
}

/// One fight's client, on the client thread: joins, answers with the Normal AI, leaves at the
/// end; returns it for its figures.
fn client_fight(content: &Arc<Content>, port: u16, fight: u64) -> Result<Joiner, NetBenchError> {
    let mut net = transport::renet_app();
    transport::connect(&mut net, SocketAddr::new(Ipv4Addr::LOCALHOST.into(), port))?;
    let ai = Some(Strength::Normal);
    let mut joiner = Joiner::new(content.clone(), SeatWish::Open, None, None, ai);
    let started = Instant::now();
    let mut pace = Pace::default();
    loop {
        net.update();
        let seen = joiner.log.len();
        if let Some(ending) = joiner.pump(net.world_mut()) {
            if !matches!(ending, Ending::Finished { .. }) {
                return Err(NetBenchError::Ended(fight, ending.clone()));
            }
            break;
        }
        if started.elapsed() > BOUND {
            return Err(NetBenchError::Unfinished(fight, BOUND.as_secs()));
        }
        pace.rest(joiner.log.len() != seen);
    }
    if let Some(mut client) = net
        .world_mut()
        .get_resource_mut::<bevy_replicon_renet::RenetClient>()
    {
        client.disconnect();
    }
    net.update();
    Ok(joiner)
}

/// Plays `fights` fights of `level` from `seed` (the next fight the next seed); `progress`
/// after each.
pub fn measure(
    content: &Arc<Content>,
    level: PathBuf,
    fights: u64,
    seed: u64,
    progress: impl Fn(u64, u64),
) -> Result<NetFigures, NetBenchError> {
    let (ports, port) = channel();
    let host_content = content.clone();
    let host = std::thread::spawn(move || {
        let mut spent = (Some(Duration::ZERO), Duration::ZERO);
        for fight in 0..fights {
            let (cpu, wall) = host_fight(&host_content, &level, seed + fight, &ports)?;
            spent.0 = spent.0.zip(cpu).map(|(a, b)| a + b);
            spent.1 += wall;
        }
        Ok::<_, NetBenchError>(spent)
    });
    let mut figures = NetFigures {
        fights,
        ..NetFigures::default()
    };
    for fight in 0..fights {
        // The host thread says its port, or ends with the reason it could not.
        let Ok(port) = port.recv() else { break };
        let joiner = client_fight(content, port, seed + fight)?;
        figures.round_trips.extend(&joiner.round_trips);
        figures.to_client += joiner.bytes_in;
        figures.to_host += joiner.bytes_out;
        progress(fight + 1, fights);
    }
    let (cpu, wall) = host
        .join()
        .unwrap_or_else(|panic| std::panic::resume_unwind(panic))?;
    figures.host_cpu = cpu;
    figures.wall = wall;
    figures.round_trips.sort_unstable();
    Ok(figures)
}
