//! The network's wire format (issue 28 §2, §4): every message type makes the round trip through
//! postcard whole (postcard cannot skip a field, so a type that skips one would not read back),
//! saves still leave out what they always left out, and seeded mutants of real messages are
//! dropped as malformed, never a panic.

use crate::common::library;
use aguja::combat::rejection::Rejection;
use aguja::combat::state::Worn;
use aguja::combat::{
    CombatLog, CombatantId, Decision, PendingDecision, Recording, Roster, begin_combat, capture,
};
use aguja::content::{ItemId, Side, levels_dir, load_encounter};
use aguja::net::fuzz::fuzz_net;
use aguja::net::protocol::*;
use aguja::persist::session::{paused_app, to_question};
use aguja::sim::fuzz::mutate::mutate_bytes;
use rand::SeedableRng;

/// A real step and finale: the seed's example at its first question, and played to the end.
fn real_messages() -> Vec<ToClient> {
    let content = library();
    let encounter = load_encounter(&levels_dir().join("seed-example.ron"), &content).unwrap();
    let mut game = paused_app(content);
    begin_combat(game.world_mut(), &encounter, 77);
    to_question(&mut game);
    let world = game.world_mut();
    let state = capture(world);
    let roster = world.resource::<Roster>().clone();
    let log = world.resource::<CombatLog>().events.clone();
    let answers = state.pending.request.as_ref().map(|r| r.decider());
    let serial = world.resource::<PendingDecision>().serial;
    let (state, roster, events) = withhold(state, roster, &log);
    let step = Step {
        serial,
        first_event: 0,
        events,
        state,
        roster,
        answers,
    };
    let recording = world.resource::<Recording>().clone();
    vec![
        ToClient::Step(Box::new(step)),
        ToClient::Finale(Box::new(Finale { recording })),
    ]
}

fn every_message() -> (Vec<ToHost>, Vec<ToClient>) {
    let hello = Hello {
        game_version: GAME_VERSION.into(),
        protocol: PROTOCOL_VERSION,
        content: "0123456789abcdef".into(),
        password: Some("sesame".into()),
        rejoin: Some(Token(u64::MAX)),
        wish: SeatWish::These(vec![CombatantId(0), CombatantId(2)]),
        name: Some("Ana".into()),
    };
    let mut to_host = vec![ToHost::Hello(hello.clone())];
    for wish in [SeatWish::Open, SeatWish::Watch] {
        to_host.push(ToHost::Hello(Hello {
            wish,
            rejoin: None,
            password: None,
            name: None,
            ..hello.clone()
        }));
    }
    for decision in [
        Decision::Pass,
        Decision::Choose(CombatantId(3)),
        Decision::Consent(true),
        Decision::Concede(Side::Heroes),
    ] {
        to_host.push(ToHost::Answer(Answer {
            serial: 12,
            decision,
        }));
    }
    let mut to_client = real_messages();
    to_client.push(ToClient::Welcome(Welcome {
        seats: vec![CombatantId(1)],
        token: Some(Token(9)),
    }));
    to_client.push(ToClient::Welcome(Welcome {
        seats: vec![],
        token: None,
    }));
    for refused in [
        Refused::Version {
            host: "0.2.0".into(),
            yours: "0.1.0".into(),
        },
        Refused::Protocol { host: 2, yours: 1 },
        Refused::Library {
            host: "a".into(),
            yours: "b".into(),
        },
        Refused::Password,
        Refused::UnknownToken,
        Refused::NoSeat,
        Refused::Repeated,
    ] {
        to_client.push(ToClient::Refused(refused));
    }
    for ask in [
        LobbyAsk::Claim(CombatantId(2)),
        LobbyAsk::Release(CombatantId(0)),
        LobbyAsk::Ready(true),
        LobbyAsk::Name("Ana".into()),
    ] {
        to_host.push(ToHost::Lobby(ask));
    }
    to_host.push(ToHost::Hello(Hello {
        wish: SeatWish::Lobby,
        ..hello.clone()
    }));
    to_client.push(ToClient::Lobby(Box::new(LobbyView {
        level: "The Needle's Example".into(),
        seats: [
            Holder::Open,
            Holder::Player(1),
            Holder::Ai(aguja::ai::Strength::Hard),
        ]
        .into_iter()
        .enumerate()
        .map(|(i, holder)| SeatView {
            combatants: vec![CombatantId(i as u8)],
            name: format!("seat {i}"),
            side: if i == 2 { Side::Minions } else { Side::Heroes },
            holder,
        })
        .collect(),
        players: vec![PlayerView {
            name: "Bo".into(),
            ready: true,
            connected: false,
        }],
        you: Some(0),
        started: false,
        drop_wait: Some(102),
        when_filled: true,
    })));
    for reason in [
        AnswerRejection::NoSeat,
        AnswerRejection::NotYourSeat,
        AnswerRejection::NotYourSide,
        AnswerRejection::Stale { open: 4 },
        AnswerRejection::Illegal(Rejection::NotTied),
    ] {
        to_client.push(ToClient::Rejected(Rejected { serial: 3, reason }));
    }
    to_client.push(ToClient::Ended(Ended::ByHost));
    (to_host, to_client)
}

fn bytes_of<T: serde::Serialize + Clone>(message: &T) -> Vec<u8> {
    let mut out = Vec::new();
    encode(&Wire::of(message.clone()), &mut out).expect("every message encodes");
    out
}

#[test]
fn every_message_type_makes_the_round_trip_whole() {
    let (to_host, to_client) = every_message();
    for message in &to_host {
        let back: ToHost = decode(&bytes_of(message), MAX_TO_HOST_BYTES).unwrap();
        assert_eq!(&back, message);
    }
    for message in &to_client {
        let back: ToClient = decode(&bytes_of(message), MAX_TO_CLIENT_BYTES).unwrap();
        assert_eq!(&back, message);
    }
}

#[test]
fn fields_saves_leave_out_travel_and_saves_still_leave_them_out() {
    let worn = Worn {
        item: ItemId(0),
        parts: vec![1],
        hp: 0,
    };
    assert_eq!(decode::<Worn>(&postcard_of(&worn), 64), Ok(worn.clone()));
    assert!(
        !ron::to_string(&worn).unwrap().contains("hp"),
        "saves unchanged"
    );
    let roster = Roster {
        seed: 3,
        ..Roster::default()
    };
    assert_eq!(
        decode::<Roster>(&postcard_of(&roster), 4096),
        Ok(roster.clone())
    );
    assert!(!ron::to_string(&roster).unwrap().contains("background"));
    let worn = Worn { hp: 2, ..worn };
    assert!(ron::to_string(&worn).unwrap().contains("hp:2"));
}

fn postcard_of<T: serde::Serialize>(value: &T) -> Vec<u8> {
    bevy_replicon::postcard::to_extend(value, Vec::new()).unwrap()
}

#[test]
fn too_large_and_trailing_bytes_are_malformed() {
    let answer = bytes_of(&ToHost::Answer(Answer {
        serial: 1,
        decision: Decision::Pass,
    }));
    let mut longer = answer.clone();
    longer.push(0);
    assert_eq!(decode::<ToHost>(&longer, 64), Err(Malformed::Unreadable));
    assert_eq!(
        decode::<ToHost>(&answer, 1),
        Err(Malformed::TooLarge(answer.len()))
    );
    assert_eq!(decode::<ToHost>(&[], 64), Err(Malformed::Unreadable));
}

#[test]
fn seeded_mutants_of_real_messages_never_panic_the_decoder() {
    let (to_host, to_client) = every_message();
    let mut originals: Vec<Vec<u8>> = to_host.iter().map(bytes_of).collect();
    originals.extend(to_client.iter().map(bytes_of));
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(28);
    let (mut read, mut dropped) = (0, 0);
    for round in 0..3_000 {
        let bytes = mutate_bytes(&originals[round % originals.len()], &mut rng);
        let host = decode::<ToHost>(&bytes, MAX_TO_HOST_BYTES).is_ok();
        let client = decode::<ToClient>(&bytes, MAX_TO_CLIENT_BYTES).is_ok();
        if host || client {
            read += 1;
        } else {
            dropped += 1;
        }
    }
    assert!(
        dropped > 1_000,
        "most mutants are dropped: {dropped} of 3000 ({read} read)"
    );
}

#[test]
fn the_net_fuzz_target_gives_the_same_run_for_a_seed_and_no_panic() {
    let content = library();
    let run = |seed| {
        let r = fuzz_net(&content, seed, 3, |_, _| {}).expect("the corpus records");
        (r.messages, r.mutants, r.dropped, r.handled, r.panics.count)
    };
    let first = run(9);
    assert_eq!(first, run(9));
    assert_eq!(first.4, 0, "no panic");
    assert!(first.3 > 0, "some mutants read, and are handled: {first:?}");
}
