//! The network app and renet's sockets: a bare Bevy app with replicon (custom authorization:
//! a client is let in by an accepted `Hello`, `host.rs`) over renet's netcode on UDP, in its
//! unsecure mode (no encryption, no accounts: for friends, hence `--password`). The fight
//! itself runs in another app (`persist::session::paused_app`); this one only carries messages.

use super::protocol;
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy_replicon::prelude::*;
use bevy_replicon_renet::netcode::{
    ClientAuthentication, NetcodeClientTransport, NetcodeServerTransport, ServerAuthentication,
    ServerConfig,
};
use bevy_replicon_renet::renet::ConnectionConfig;
use bevy_replicon_renet::{RenetChannelsExt, RenetClient, RenetServer, RepliconRenetPlugins};
use std::net::{IpAddr, Ipv4Addr, SocketAddr, UdpSocket};
use std::time::{Duration, SystemTime};

/// Netcode's protocol id: a client of another game (or another protocol version) is turned
/// away by netcode before it says anything.
const NETCODE_PROTOCOL: u64 = 0xA60A_0000 + protocol::PROTOCOL_VERSION as u64;
/// At most this many clients at once (players and spectators).
pub const MAX_CLIENTS: usize = 16;
/// How long the loops sleep between updates when nothing happens: short against the round trip,
/// long enough to leave the cores to the AI.
pub const IDLE: Duration = Duration::from_millis(2);

/// How long the loops sleep between updates once nothing has happened for `QUIET` rounds (a
/// lobby, a player thinking): an update costs CPU even when it finds nothing, and a player who
/// took seconds to answer does not notice 10 ms more.
pub const SLOW: Duration = Duration::from_millis(10);
/// Rounds without news (about 100 ms at `IDLE`) before the loops slow down.
const QUIET: u32 = 50;

/// How a network loop rests between updates: `IDLE` while things happen, `SLOW` once they
/// have stopped for a while.
#[derive(Clone, Debug, Default)]
pub struct Pace {
    /// Rounds in a row in which nothing happened.
    quiet: u32,
}

impl Pace {
    /// Sleeps before the next update; `busy`: something happened in this round.
    pub fn rest(&mut self, busy: bool) {
        self.quiet = if busy {
            0
        } else {
            self.quiet.saturating_add(1)
        };
        std::thread::sleep(if self.quiet > QUIET { SLOW } else { IDLE });
    }
}

/// Why the network could not start.
#[derive(Debug, thiserror::Error)]
pub enum NetError {
    #[error("cannot use port {port}: {source}")]
    Bind { port: u16, source: std::io::Error },
    #[error("cannot reach {addr}: {reason}")]
    Connect { addr: SocketAddr, reason: String },
}

/// A network app without a transport: replicon, our messages, custom authorization. The
/// in-process tests connect two of these with replicon's `ServerTestAppExt`.
pub fn bare_app() -> App {
    let mut app = App::new();
    app.add_plugins((
        MinimalPlugins,
        StatesPlugin,
        RepliconPlugins.set(RepliconSharedPlugin {
            auth_method: AuthMethod::Custom,
        }),
    ));
    protocol::register(&mut app);
    app
}

/// A network app over renet (the sockets are added by `listen` or `connect`).
pub fn renet_app() -> App {
    let mut app = bare_app();
    app.add_plugins(RepliconRenetPlugins);
    app.finish();
    app
}

fn connection_config(app: &App) -> ConnectionConfig {
    let channels = app.world().resource::<RepliconChannels>();
    ConnectionConfig {
        server_channels_config: channels.server_configs(),
        client_channels_config: channels.client_configs(),
        ..Default::default()
    }
}

fn now() -> Duration {
    SystemTime::now()
        .duration_since(SystemTime::UNIX_EPOCH)
        .unwrap_or_default()
}

/// Starts hosting on `port` (0: any free port) on every interface; returns the port. Netcode
/// lets a client in only at an address the host names: loopback, and this machine's address
/// on its default route (a friend on the LAN).
pub fn listen(app: &mut App, port: u16) -> Result<u16, NetError> {
    let socket = UdpSocket::bind((Ipv4Addr::UNSPECIFIED, port))
        .map_err(|source| NetError::Bind { port, source })?;
    let port = socket
        .local_addr()
        .map_err(|source| NetError::Bind { port, source })?
        .port();
    let mut public = vec![SocketAddr::new(Ipv4Addr::LOCALHOST.into(), port)];
    public.extend(lan_address().map(|ip| SocketAddr::new(ip, port)));
    let config = ServerConfig {
        current_time: now(),
        max_clients: MAX_CLIENTS,
        protocol_id: NETCODE_PROTOCOL,
        public_addresses: public,
        authentication: ServerAuthentication::Unsecure,
    };
    let transport = NetcodeServerTransport::new(config, socket)
        .map_err(|source| NetError::Bind { port, source })?;
    let server = RenetServer::new(connection_config(app));
    app.insert_resource(server).insert_resource(transport);
    Ok(port)
}

/// This machine's address on its default route, if it has one: "connecting" a UDP socket sends
/// nothing, it only picks the interface.
fn lan_address() -> Option<IpAddr> {
    let socket = UdpSocket::bind((Ipv4Addr::UNSPECIFIED, 0)).ok()?;
    socket.connect((Ipv4Addr::new(192, 0, 2, 1), 9)).ok()?;
    let ip = socket.local_addr().ok()?.ip();
    (!ip.is_unspecified() && !ip.is_loopback()).then_some(ip)
}

/// Starts connecting to the host at `addr`.
pub fn connect(app: &mut App, addr: SocketAddr) -> Result<(), NetError> {
    let fail = |reason: String| NetError::Connect { addr, reason };
    let local: IpAddr = if addr.ip().is_loopback() {
        Ipv4Addr::LOCALHOST.into()
    } else {
        Ipv4Addr::UNSPECIFIED.into()
    };
    let socket = UdpSocket::bind((local, 0)).map_err(|e| fail(e.to_string()))?;
    // Any number unique among the host's clients: the clock's nanoseconds and the process.
    let client_id = now().as_nanos() as u64 ^ (u64::from(std::process::id()) << 32);
    let authentication = ClientAuthentication::Unsecure {
        client_id,
        protocol_id: NETCODE_PROTOCOL,
        server_addr: addr,
        user_data: None,
    };
    let transport = NetcodeClientTransport::new(now(), authentication, socket)
        .map_err(|e| fail(e.to_string()))?;
    let client = RenetClient::new(connection_config(app));
    app.insert_resource(client).insert_resource(transport);
    Ok(())
}

/// Whether the client app is connected now.
pub fn connected(app: &App) -> bool {
    *app.world().resource::<State<ClientState>>() == ClientState::Connected
}

/// Says goodbye to every client: netcode tells each that the host ended the game, so no client
/// waits for the timeout.
pub fn close(app: &mut App) {
    let world = app.world_mut();
    if let Some(mut server) = world.remove_resource::<RenetServer>()
        && let Some(mut transport) = world.remove_resource::<NetcodeServerTransport>()
    {
        transport.disconnect_all(&mut server);
    }
}
