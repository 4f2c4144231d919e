//! Remote and hot-seat play mixed (issue 28 §3): two players at one networked window ("Ana,
//! Ben") hold its two heroes, one each. The host sees one player, "Ana & Ben"; the window's
//! lobby names them and who plays which hero; in the fight the hand-off cover comes up, naming
//! the player, when the question moves from Ana's hero to Ben's, and never between two
//! questions of the same player, across the host's steps.

use crate::ui_common::{Game, apply, texts};
use crate::ui_netplay::{board, hosting_as, lobby_drawn, until};
use aguja::ai::Strength;
use aguja::combat::{CombatantId, PendingDecision};
use aguja::control::Seat;
use aguja::net::protocol::{Holder, LobbyAsk};
use aguja::ui::netplay::Session;
use aguja::ui::screens::Screen;
use aguja::ui::screens::combat::HandOffReady;
use aguja::ui::screens::combat::MoveAsk;
use aguja::ui::screens::combat::handoff_cover::READY;
use aguja::ui::screens::lobby::LobbyClick;

/// Questions of this window's players answered by clicks before the test has seen enough.
const QUESTIONS: usize = 40;

/// The lobby's texts, drawn as the window draws it.
fn lobby_texts(game: &Game) -> Vec<String> {
    texts(&lobby_drawn(&board(game)))
}

/// Updates until the host asks this window something new (not `after`); its serial.
fn next_question(game: &mut Game, after: Option<u64>) -> Option<u64> {
    until(&mut [game], "a question of its own, or the end", |g| {
        let asked = g.app.world().non_send::<Session>().joiner.asked;
        let shown = g.app.world().resource::<PendingDecision>();
        let new = asked.is_some_and(|s| Some(s) != after && shown.serial == s);
        let over = g.app.world().non_send::<Session>().joiner.ending.is_some();
        over || (g.screen() == Screen::Combat && new && shown.request.is_some())
    });
    let over = game
        .app
        .world()
        .non_send::<Session>()
        .joiner
        .ending
        .is_some();
    (!over).then(|| game.app.world().resource::<PendingDecision>().serial)
}

#[test]
fn two_players_at_one_window_hand_the_mouse_over_between_their_heroes_only() {
    let mut game = hosting_as("Ana, Ben", Seat::Player(0));
    until(&mut [&mut game], "both heroes its own", |g| {
        board(g).view.is_some_and(|v| {
            v.seats[..2].iter().all(|s| s.holder == Holder::Player(0))
                && v.players[0].name == "Ana & Ben"
        })
    });
    let shown = board(&game);
    assert_eq!(shown.here, ["Ana", "Ben"], "the players at this screen");
    assert_eq!(
        shown.played_by(CombatantId(0)),
        0,
        "Ana plays the first hero"
    );
    assert_eq!(shown.played_by(CombatantId(1)), 1, "Ben the second");
    let texts = lobby_texts(&game);
    for said in ["Players at this screen:", "Ana, Ben", "Add a player"] {
        assert!(texts.iter().any(|t| t == said), "{said}: {texts:?}");
    }
    assert_eq!(
        shown.view.unwrap().players.len(),
        1,
        "one player to the host"
    );

    apply(game.app.world_mut(), LobbyClick::Ask(LobbyAsk::Ready(true)));
    until(&mut [&mut game], "ready", |g| board(g).not_ready.is_none());
    apply(game.app.world_mut(), LobbyClick::Start);

    let (mut handed, mut kept) = (0, 0);
    let mut serial = None;
    let mut last: Option<u8> = None;
    for _ in 0..QUESTIONS {
        serial = next_question(&mut game, serial);
        if serial.is_none() {
            break;
        }
        let decider = game
            .app
            .world()
            .resource::<PendingDecision>()
            .request
            .clone();
        let decider = decider.expect("asked").decider();
        let player = game.seats().seat(decider).player().expect("a player here");
        assert_eq!(player, decider.0, "each hero its own player's");
        let texts = game.texts();
        let covered = texts.iter().any(|t| t == READY);
        if last == Some(player) {
            assert!(!covered, "the same player keeps the mouse: {texts:?}");
            kept += 1;
        } else {
            assert!(covered, "handed over to player {player}: {texts:?}");
            let name = ["Ana", "Ben"][usize::from(player)];
            assert!(texts.iter().any(|t| t == name), "{name}: {texts:?}");
            apply(game.app.world_mut(), HandOffReady(player));
            handed += 1;
        }
        assert!(
            !game.texts().iter().any(|t| t == READY),
            "the prompt is shown"
        );
        let session = game.app.world().non_send::<Session>();
        let decision = session.joiner.think(Strength::Normal).expect("an answer");
        apply(game.app.world_mut(), MoveAsk::Decide(decision));
        last = Some(player);
        if handed >= 2 && kept >= 1 {
            break;
        }
    }
    assert!(handed >= 2, "the cover came up between Ana and Ben");
    assert!(kept >= 1, "and not between two questions of one player");
}
