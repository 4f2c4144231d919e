//! `aguja fuzz --target net`: seeded mutants of the messages of a real fight (`fuzz_corpus`),
//! each read by the decoder of the end it goes to and, when it reads, handled there: a host
//! takes a client's message (`Host::pump`), a client takes the host's (`Joiner::receive`, then
//! its AI's answer). Half the mutants that read are aimed at the moment (an answer's serial
//! set to the open question's, a step's first event to the client's log), so that the rules
//! and the AI judge them instead of the staleness check. One host and one client carry on from
//! mutant to mutant, made anew when their fight ends or after a panic; one thread, in order, so
//! that a seed gives the same run.

use super::fuzz_corpus::{Corpus, hosted, record, test_app};
use crate::ai::Strength;
use crate::content::{Content, ContentErrors, levels_dir};
use crate::net::host::{Host, Phase};
use crate::net::join::Joiner;
use crate::net::protocol::{
    MAX_TO_CLIENT_BYTES, MAX_TO_HOST_BYTES, SeatWish, ToClient, ToHost, Wire, decode,
};
use crate::sim::fuzz::mutate::mutate_bytes;
use crate::sim::guard::guarded;
use crate::sim::incidents::Incidents;
use bevy::prelude::*;
use bevy_replicon::prelude::*;
use bevy_replicon::test_app::{ServerTestAppExt, TestClientEntity};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::path::Path;
use std::sync::Arc;

/// The recorded fight's seed (the mutants' seed is the campaign's).
const RECORDED: u64 = 5;

/// The target's counts.
#[derive(Clone, Debug, Default)]
pub struct NetReport {
    /// Messages recorded (both ways), each mutated `mutants` times.
    pub messages: usize,
    pub mutants: u64,
    /// Dropped unread by the decoder.
    pub dropped: u64,
    /// Read and handled.
    pub handled: u64,
    pub panics: Incidents,
}

/// A host with one admitted client, fed messages as if from it.
struct HostEnd {
    host: Host,
    server: App,
    /// Kept so that the connection stays.
    _client: App,
    from: Entity,
}

impl HostEnd {
    fn new(content: &Arc<Content>, level: &Path, hello: &[u8]) -> Result<Self, ContentErrors> {
        let host = hosted(content, level, RECORDED)?;
        let (mut server, mut client) = (test_app(), test_app());
        server.connect_client(&mut client);
        let from = **client.world().resource::<TestClientEntity>();
        let mut end = HostEnd {
            host,
            server,
            _client: client,
            from,
        };
        end.take(Wire(decode(hello, MAX_TO_HOST_BYTES)));
        Ok(end)
    }

    fn take(&mut self, message: Wire<ToHost>) {
        let world = self.server.world_mut();
        world.write_message(FromClient {
            client_id: ClientId::Client(self.from),
            message,
        });
        self.host.pump(world);
        // Nothing is sent: what the host would send is let go at once.
        world
            .resource_mut::<Messages<ToClients<Wire<ToClient>>>>()
            .clear();
        world.resource_mut::<Messages<DisconnectRequest>>().clear();
    }

    fn feed(&mut self, bytes: &[u8], rng: &mut ChaCha8Rng) -> bool {
        let mut read = decode::<ToHost>(bytes, MAX_TO_HOST_BYTES);
        if let Ok(ToHost::Answer(answer)) = &mut read
            && rng.random_bool(0.5)
        {
            answer.serial = self.host.serial();
        }
        let handled = read.is_ok();
        self.take(Wire(read));
        handled
    }

    fn done(&self) -> bool {
        matches!(self.host.phase(), Phase::Over | Phase::Stuck)
    }
}

/// A client admitted to the heroes' seats, answering with the Normal AI.
fn client_end(content: &Arc<Content>, welcome: &[u8]) -> Joiner {
    let ai = Some(Strength::Normal);
    let mut joiner = Joiner::new(content.clone(), SeatWish::Open, None, None, ai);
    if let Ok(welcome) = decode(welcome, MAX_TO_CLIENT_BYTES) {
        joiner.receive(welcome);
    }
    joiner
}

fn feed_client(joiner: &mut Joiner, bytes: &[u8], rng: &mut ChaCha8Rng) -> bool {
    let Ok(mut message) = decode::<ToClient>(bytes, MAX_TO_CLIENT_BYTES) else {
        return false;
    };
    if let ToClient::Step(step) = &mut message
        && rng.random_bool(0.5)
    {
        step.first_event = joiner.log.len() as u64;
    }
    joiner.receive(message);
    let _ = joiner.answer_due();
    true
}

/// Mutant `k` of message `index` going `way` (0 to the host, 1 to a client): its own stream.
fn stream(seed: u64, way: u64, index: usize, k: u64) -> ChaCha8Rng {
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x6E65_745F_6675_7A7A);
    rng.set_stream((way << 62) | ((index as u64) << 40) | k);
    rng
}

/// Runs `mutants` mutants of every recorded message; `progress(done, total)` after each.
pub fn fuzz_net(
    content: &Arc<Content>,
    seed: u64,
    mutants: u64,
    progress: impl Fn(u64, u64),
) -> Result<NetReport, ContentErrors> {
    let level = levels_dir().join("seed-example.ron");
    let Corpus { to_host, to_client } = record(content, &level, RECORDED)?;
    let mut report = NetReport {
        messages: to_host.len() + to_client.len(),
        ..NetReport::default()
    };
    let total = report.messages as u64 * mutants;
    let (hello, welcome) = (&to_host[0], &to_client[0]);
    let mut host = HostEnd::new(content, &level, hello)?;
    let mut client = client_end(content, welcome);
    for (way, corpus) in [to_host.iter(), to_client.iter()].into_iter().enumerate() {
        for (index, original) in corpus.enumerate() {
            for k in 0..mutants {
                let mut rng = stream(seed, way as u64, index, k);
                let bytes = mutate_bytes(original, &mut rng);
                let fed = guarded(|| match way {
                    0 => host.feed(&bytes, &mut rng),
                    _ => feed_client(&mut client, &bytes, &mut rng),
                });
                let panicked = fed.is_err();
                match fed {
                    Ok(true) => report.handled += 1,
                    Ok(false) => report.dropped += 1,
                    Err(panic) => {
                        let to = ["host", "client"][way];
                        let key = report.mutants;
                        report.panics.note(
                            key,
                            format!("to the {to}, message {index}, mutant {k}: {panic}"),
                        );
                    }
                }
                report.mutants += 1;
                progress(report.mutants, total);
                if panicked || host.done() {
                    host = HostEnd::new(content, &level, hello)?;
                }
                if panicked || client.ending.is_some() {
                    client = client_end(content, welcome);
                }
            }
        }
    }
    Ok(report)
}
