//! Network play in one process, without sockets (issue 28 §6): a host and clients connected
//! by replicon's test apps. What the host enforces (seat ownership, the open serial, legal
//! answers, spectators), the handshake's refusals, rejoining with a token, the seed kept from
//! clients until the end, bad messages counted, and a whole fight equal to the host's.

use crate::common::library;
use aguja::combat::{CombatLog, CombatantId, Decision, PendingDecision, begin_combat};
use aguja::content::{levels_dir, load_encounter};
use aguja::control::Seat;
use aguja::net::host::{Host, MAX_STRIKES, Phase, Terms};
use aguja::net::join::{Ending, Joiner};
use aguja::net::protocol::{
    Answer, AnswerRejection, Malformed, Refused, SeatWish, ToClient, ToHost, Token, Wire, encode,
};
use aguja::net::transport::bare_app;
use aguja::persist::fingerprint::content_fingerprint;
use aguja::persist::session::paused_app;
use bevy::prelude::*;
use bevy_replicon::prelude::*;
use bevy_replicon::test_app::ServerTestAppExt;

/// A seed whose bytes cannot turn up by chance in a message.
const SEED: u64 = 0x5EED_0FD1_CE7A_1E00;
/// Enough rounds for a whole fight of the seed's example (a few hundred questions).
const ROUNDS: usize = 5_000;

fn app() -> App {
    let mut app = bare_app();
    app.finish();
    app
}

/// A host of the seed's example, the heroes remote, the Dark Lord the Normal AI.
fn host(password: Option<&str>) -> (App, Host) {
    let content = library();
    let encounter =
        load_encounter(&levels_dir().join("seed-example.ron"), &content).expect("the level loads");
    let seats = encounter
        .members
        .iter()
        .map(|m| match m.side {
            aguja::content::Side::Heroes => Seat::Remote(0),
            aguja::content::Side::Minions => Seat::Ai(aguja::ai::Strength::Normal),
        })
        .collect();
    let mut game = paused_app(content.clone());
    begin_combat(game.world_mut(), &encounter, SEED);
    let terms = Terms {
        content: content_fingerprint(&content),
        password: password.map(Into::into),
    };
    (app(), Host::new(game, seats, terms))
}

struct Client {
    app: App,
    joiner: Joiner,
    /// Every message received, as it came.
    seen: Vec<ToClient>,
}

fn client(host_app: &mut App, wish: SeatWish, ai: bool, rejoin: Option<Token>) -> Client {
    let mut app = app();
    host_app.connect_client(&mut app);
    let strength = ai.then_some(aguja::ai::Strength::Normal);
    Client {
        app,
        joiner: Joiner::new(library(), wish, None, rejoin, strength),
        seen: Vec::new(),
    }
}

/// One round trip: the host's update and pump, then each client's.
fn round(host_app: &mut App, host: &mut Host, clients: &mut [&mut Client]) -> Phase {
    host_app.update();
    let phase = host.pump(host_app.world_mut());
    host_app.update();
    for c in clients.iter_mut() {
        if c.app
            .world()
            .get_resource::<bevy_replicon::test_app::TestClientEntity>()
            .is_none()
        {
            continue;
        }
        host_app.exchange_with_client(&mut c.app);
        c.app.update();
        let messages = c.app.world().resource::<Messages<Wire<ToClient>>>();
        c.seen.extend(
            messages
                .iter_current_update_messages()
                .filter_map(|m| m.0.clone().ok()),
        );
        c.joiner.pump(c.app.world_mut());
        c.app.update();
        host_app.exchange_with_client(&mut c.app);
    }
    phase
}

/// Rounds until `done` or the bound.
fn until(
    host_app: &mut App,
    host: &mut Host,
    clients: &mut [&mut Client],
    mut done: impl FnMut(&Host, &[&mut Client]) -> bool,
) {
    for _ in 0..ROUNDS {
        round(host_app, host, clients);
        if done(host, clients) {
            return;
        }
    }
    panic!("not done within {ROUNDS} rounds");
}

fn open_serial(host: &Host) -> u64 {
    host.game.world().resource::<PendingDecision>().serial
}

#[test]
fn a_whole_fight_in_process_gives_the_client_the_host_s_log() {
    let (mut server, mut host) = host(None);
    let mut c = client(&mut server, SeatWish::Open, true, None);
    until(&mut server, &mut host, &mut [&mut c], |_, c| {
        c[0].joiner.ending.is_some()
    });
    let Some(Ending::Finished { events, recording }) = &c.joiner.ending else {
        panic!("the fight did not finish: {:?}", c.joiner.ending);
    };
    assert_eq!(*events, host.game.world().resource::<CombatLog>().events);
    assert_eq!(recording.roster.seed, SEED);
    assert_eq!(host.phase(), Phase::Over);
    assert_eq!((host.counts.rejected, host.counts.malformed), (0, 0));
}

#[test]
fn the_seed_is_in_nothing_a_client_receives_before_the_end() {
    use rand::SeedableRng;
    let (mut server, mut host) = host(None);
    let mut c = client(&mut server, SeatWish::Open, true, None);
    until(&mut server, &mut host, &mut [&mut c], |_, c| {
        c[0].joiner.ending.is_some()
    });
    let chacha = rand_chacha::ChaCha8Rng::seed_from_u64(SEED).get_seed();
    let mut varint = Vec::new();
    let mut rest = SEED;
    while rest >= 0x80 {
        varint.push((rest as u8) | 0x80);
        rest >>= 7;
    }
    varint.push(rest as u8);
    let before_end: Vec<&ToClient> = c
        .seen
        .iter()
        .take_while(|m| !matches!(m, ToClient::Finale(_)))
        .collect();
    assert!(before_end.len() > 10, "a fight's worth of steps");
    for message in &before_end {
        let mut bytes = Vec::new();
        encode(&Wire::of((*message).clone()), &mut bytes).unwrap();
        let has = |needle: &[u8]| bytes.windows(needle.len()).any(|w| w == needle);
        assert!(
            !has(&chacha[..8]) && !has(&varint),
            "the seed in {message:?}"
        );
    }
    // The finale carries it: the check of the whole test is able to fail.
    let finale = c
        .seen
        .iter()
        .find(|m| matches!(m, ToClient::Finale(_)))
        .unwrap();
    let mut bytes = Vec::new();
    encode(&Wire::of(finale.clone()), &mut bytes).unwrap();
    assert!(bytes.windows(8).any(|w| w == &chacha[..8]));
}

/// A host with two clients, one seat each; runs to the first question for client `a`'s seat.
fn two_players() -> (App, Host, Client, Client) {
    let (mut server, mut host) = host(None);
    let mut a = client(
        &mut server,
        SeatWish::These(vec![CombatantId(0)]),
        false,
        None,
    );
    let mut b = client(
        &mut server,
        SeatWish::These(vec![CombatantId(1)]),
        false,
        None,
    );
    until(&mut server, &mut host, &mut [&mut a, &mut b], |_, c| {
        c[0].joiner.asked.is_some()
    });
    (server, host, a, b)
}

/// The last rejection `c` got, after a few rounds.
fn rejection_of(
    server: &mut App,
    host: &mut Host,
    c: &mut Client,
    answer: Answer,
) -> AnswerRejection {
    c.joiner.send_answer(c.app.world_mut(), answer);
    for _ in 0..4 {
        round(server, host, &mut [&mut *c]);
    }
    c.joiner
        .rejections
        .last()
        .expect("a rejection")
        .reason
        .clone()
}

#[test]
fn answers_for_another_s_seat_with_a_stale_serial_or_illegal_are_rejected_and_change_nothing() {
    let (mut server, mut host, mut a, mut b) = two_players();
    let serial = open_serial(&host);
    let decision = Decision::Pass;
    let not_mine = rejection_of(&mut server, &mut host, &mut b, Answer { serial, decision });
    assert_eq!(not_mine, AnswerRejection::NotYourSeat);
    let stale = Answer {
        serial: serial - 1,
        decision: Decision::Pass,
    };
    assert_eq!(
        rejection_of(&mut server, &mut host, &mut a, stale),
        AnswerRejection::Stale { open: serial }
    );
    let illegal = Answer {
        serial,
        decision: Decision::Choose(CombatantId(99)),
    };
    assert!(matches!(
        rejection_of(&mut server, &mut host, &mut a, illegal),
        AnswerRejection::Illegal(_)
    ));
    let other_side = aguja::content::Side::Minions;
    let concede = Answer {
        serial,
        decision: Decision::Concede(other_side),
    };
    assert_eq!(
        rejection_of(&mut server, &mut host, &mut a, concede),
        AnswerRejection::NotYourSide
    );
    assert_eq!(open_serial(&host), serial, "nothing changed");
    assert_eq!(host.counts.rejected, 4);
}

#[test]
fn after_an_answer_for_a_seat_not_owned_is_rejected_the_fight_goes_on_to_the_end() {
    let (mut server, mut host, mut a, mut b) = two_players();
    let serial = open_serial(&host);
    let decision = Decision::Pass;
    let not_mine = rejection_of(&mut server, &mut host, &mut b, Answer { serial, decision });
    assert_eq!(not_mine, AnswerRejection::NotYourSeat);
    for c in [&mut a, &mut b] {
        c.joiner.answer_with(Some(aguja::ai::Strength::Normal));
    }
    until(&mut server, &mut host, &mut [&mut a, &mut b], |_, c| {
        c.iter().all(|c| c.joiner.ending.is_some())
    });
    let log = &host.game.world().resource::<CombatLog>().events;
    for c in [&a, &b] {
        let Some(Ending::Finished { events, .. }) = &c.joiner.ending else {
            panic!("{:?}", c.joiner.ending);
        };
        assert_eq!(events, log);
    }
}

#[test]
fn a_spectator_watches_and_cannot_answer() {
    let (mut server, mut host, _a, _b) = two_players();
    let mut watcher = client(&mut server, SeatWish::Watch, false, None);
    until(&mut server, &mut host, &mut [&mut watcher], |_, c| {
        c[0].joiner.state.is_some()
    });
    assert_eq!(
        watcher.joiner.log.len(),
        host.game.world().resource::<CombatLog>().events.len()
    );
    let serial = open_serial(&host);
    let answer = Answer {
        serial,
        decision: Decision::Pass,
    };
    assert_eq!(
        rejection_of(&mut server, &mut host, &mut watcher, answer),
        AnswerRejection::NoSeat
    );
    assert_eq!(open_serial(&host), serial);
}

/// The ending of a client whose hello is changed by `change`.
fn refused_with(
    password: Option<&str>,
    change: impl FnOnce(&mut aguja::net::protocol::Hello),
) -> Refused {
    let (mut server, mut host) = host(password);
    let mut c = client(&mut server, SeatWish::Open, true, None);
    change(c.joiner.hello_mut());
    until(&mut server, &mut host, &mut [&mut c], |_, c| {
        c[0].joiner.ending.is_some()
    });
    match c.joiner.ending {
        Some(Ending::Refused(refused)) => refused,
        other => panic!("not refused: {other:?}"),
    }
}

#[test]
fn another_version_protocol_library_or_password_is_refused_with_its_sentence() {
    let version = refused_with(None, |h| h.game_version = "0.0.1".into());
    assert!(
        version.to_string().starts_with("the host runs Aguja"),
        "{version}"
    );
    assert!(version.to_string().ends_with("you run 0.0.1"), "{version}");
    let protocol = refused_with(None, |h| h.protocol += 1);
    assert!(matches!(protocol, Refused::Protocol { .. }));
    let library = refused_with(None, |h| h.content = "0000000000000000".into());
    assert!(
        library
            .to_string()
            .starts_with("your assets/ differ from the host's")
    );
    assert_eq!(refused_with(Some("sesame"), |_| {}), Refused::Password);
    assert_eq!(
        refused_with(Some("sesame"), |h| h.password = Some("open".into())),
        Refused::Password
    );
    assert_eq!(
        refused_with(None, |h| h.rejoin = Some(Token(42))),
        Refused::UnknownToken
    );
}

#[test]
fn a_dropped_player_rejoins_with_its_token_and_the_fight_finishes() {
    let (mut server, mut host) = host(None);
    let mut first = client(&mut server, SeatWish::Open, true, None);
    until(&mut server, &mut host, &mut [&mut first], |_, c| {
        c[0].joiner.log.len() > 20
    });
    let token = first.joiner.token.expect("a seated client gets a token");
    server.disconnect_client(&mut first.app);
    round(&mut server, &mut host, &mut []);
    assert_eq!(host.phase(), Phase::Waiting, "its seats wait");
    let mut again = client(&mut server, SeatWish::Open, true, Some(token));
    until(&mut server, &mut host, &mut [&mut again], |_, c| {
        c[0].joiner.ending.is_some()
    });
    assert_eq!(again.joiner.seats, first.joiner.seats);
    let Some(Ending::Finished { events, .. }) = &again.joiner.ending else {
        panic!("{:?}", again.joiner.ending);
    };
    assert_eq!(*events, host.game.world().resource::<CombatLog>().events);
}

#[test]
fn malformed_messages_are_counted_and_a_repeat_offender_is_disconnected() {
    let (mut server, mut host) = host(None);
    let mut c = client(&mut server, SeatWish::Open, true, None);
    round(&mut server, &mut host, &mut [&mut c]);
    let entity = **c
        .app
        .world()
        .resource::<bevy_replicon::test_app::TestClientEntity>();
    for _ in 0..=MAX_STRIKES {
        server.world_mut().write_message(FromClient {
            client_id: ClientId::Client(entity),
            message: Wire::<ToHost>(Err(Malformed::Unreadable)),
        });
    }
    server.update();
    host.pump(server.world_mut());
    assert_eq!(host.counts.malformed, MAX_STRIKES + 1);
    assert_eq!(host.counts.disconnected, 1);
    // The test apps have no backend to act on it: the request itself is what is checked.
    let requests = server.world().resource::<Messages<DisconnectRequest>>();
    let mut cursor = requests.get_cursor();
    assert!(cursor.read(requests).any(|r| r.client == entity));
}

#[test]
fn a_second_hello_is_out_of_place_and_refused() {
    let (mut server, mut host) = host(None);
    let mut c = client(&mut server, SeatWish::Watch, false, None);
    round(&mut server, &mut host, &mut [&mut c]);
    let hello = c.joiner.hello_mut().clone();
    c.app
        .world_mut()
        .write_message(Wire::of(ToHost::Hello(hello)));
    until(&mut server, &mut host, &mut [&mut c], |_, c| {
        c[0].joiner.ending.is_some()
    });
    assert_eq!(c.joiner.ending, Some(Ending::Refused(Refused::Repeated)));
}

/// A random answer, most of them nonsense: ids past the library, targets past the roster.
fn random_decision(rng: &mut rand_chacha::ChaCha8Rng) -> Decision {
    use aguja::combat::TargetPick;
    use aguja::content::{ActionId, AdvantageId, ItemId};
    use rand::RngExt;
    match rng.random_range(0..6) {
        0 => Decision::Pass,
        1 => Decision::Choose(CombatantId(rng.random())),
        2 => Decision::Consent(rng.random()),
        3 => Decision::Advantage(AdvantageId(rng.random_range(0..64))),
        4 => Decision::React {
            action: ActionId(rng.random_range(0..128)),
            source: rng
                .random::<bool>()
                .then(|| ItemId(rng.random_range(0..64))),
        },
        _ => Decision::Act {
            action: ActionId(rng.random_range(0..128)),
            source: rng
                .random::<bool>()
                .then(|| ItemId(rng.random_range(0..64))),
            targets: (0..rng.random_range(0..3))
                .map(|_| TargetPick {
                    who: CombatantId(rng.random_range(0..6)),
                    limb: rng.random::<bool>().then(|| rng.random_range(0..8)),
                })
                .collect(),
            item: None,
        },
    }
}

#[test]
fn random_answers_for_the_open_question_never_panic_the_host_and_the_fight_finishes() {
    use rand::{RngExt, SeedableRng};
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(28);
    let mut sent = 0;
    let (mut server, mut host) = host(None);
    let mut c = client(&mut server, SeatWish::Open, true, None);
    for _ in 0..ROUNDS {
        if c.joiner.ending.is_some() {
            break;
        }
        if let Some(serial) = c.joiner.asked
            && rng.random_range(0..3) == 0
        {
            let decision = random_decision(&mut rng);
            let wire = Wire::of(ToHost::Answer(Answer { serial, decision }));
            c.app.world_mut().write_message(wire);
            sent += 1;
        }
        round(&mut server, &mut host, &mut [&mut c]);
    }
    assert!(sent > 20, "{sent} random answers");
    assert!(host.counts.rejected > 0);
    let Some(Ending::Finished { events, .. }) = &c.joiner.ending else {
        panic!("{:?}", c.joiner.ending);
    };
    assert_eq!(*events, host.game.world().resource::<CombatLog>().events);
}

#[test]
fn a_dropped_player_s_seats_go_to_the_ai_and_the_log_is_the_all_normal_fight() {
    use aguja::control::Seats;
    use aguja::persist::session::play_on;
    let (mut server, mut host) = host(None);
    let mut c = client(&mut server, SeatWish::Open, true, None);
    until(&mut server, &mut host, &mut [&mut c], |_, c| {
        c[0].joiner.log.len() > 20
    });
    server.disconnect_client(&mut c.app);
    round(&mut server, &mut host, &mut []);
    assert_eq!(host.phase(), Phase::Waiting);
    assert_eq!(host.hand_dropped_to(aguja::ai::Strength::Normal), 2);
    until(&mut server, &mut host, &mut [], |host, _| {
        host.phase() != Phase::Playing && host.phase() != Phase::Waiting
    });
    assert_eq!(host.phase(), Phase::Over);
    // The same fight with the Normal AI in every seat from the start, at one screen.
    let content = library();
    let encounter = load_encounter(&levels_dir().join("seed-example.ron"), &content).unwrap();
    let mut alone = paused_app(content);
    alone.insert_resource(Seats::all(Seat::Ai(aguja::ai::Strength::Normal)));
    begin_combat(alone.world_mut(), &encounter, SEED);
    play_on(&mut alone, |_| true);
    assert_eq!(
        host.game.world().resource::<CombatLog>().events,
        alone.world().resource::<CombatLog>().events
    );
}
