//! The host's steps on this window's combat screen: each one put in as the fight now stands
//! (`combat::resume`, the log so far), this window's seats its players' and every other seat
//! the host's to answer; the lobby first, the combat screen from the first step, and at the end
//! the host's recording, checked, kept for the replay.

use super::link::NetCorner;
use super::session::Session;
use crate::combat::{CombatLog, CombatantId, Recording, resume};
use crate::control::{Seat, Seats};
use crate::net::join::Ending;
use crate::net::protocol::Holder;
use crate::ui::screens::Screen;
use crate::ui::screens::combat::handoff::HandOff;
use crate::ui::screens::lobby::LobbyBoard;
use bevy::prelude::*;

/// Who answers each combatant as this window sees it: its own seats its players' (each the
/// player at this screen the lobby gave it to: hot-seat among them), the rest the host's (an
/// AI shown as the AI, so the screen says it is thinking; it never thinks here).
fn seats(session: &Session, board: &LobbyBoard, fighters: usize) -> Seats {
    let joiner = &session.joiner;
    let seat_of = |i: usize| {
        joiner.lobby.as_ref().and_then(|view| {
            view.seats
                .iter()
                .find(|s| s.combatants.iter().any(|c| c.index() == i))
        })
    };
    Seats::of(
        (0..fighters)
            .map(|i| {
                let seat = seat_of(i);
                if joiner.seats.iter().any(|c| c.index() == i) {
                    let first = seat.map_or(CombatantId(i as u8), |s| s.combatants[0]);
                    return Seat::Player(board.played_by(first));
                }
                match seat.map(|s| s.holder) {
                    Some(Holder::Ai(strength)) => Seat::Ai(strength),
                    Some(Holder::Player(n)) => Seat::Remote(n),
                    _ => Seat::Remote(0),
                }
            })
            .collect(),
    )
}

/// Puts the host's last step on screen if it is new, and takes the recording in at the end.
pub fn show(world: &mut World, session: &mut Session) {
    super::rejoin::follow(world, session);
    // A joining window's, until the fight is over.
    let over = matches!(session.joiner.ending, Some(Ending::Finished { .. }));
    let by_hand = super::rejoin::by_hand(session).filter(|_| session.hosted.is_none() && !over);
    let mut corner = world.resource_mut::<NetCorner>();
    if corner.by_hand != by_hand {
        corner.by_hand = by_hand;
    }
    let joiner = &session.joiner;
    if let (Some(state), Some(roster)) = (&joiner.state, &joiner.roster) {
        let now = (joiner.log.len(), state.pending.serial);
        if session.shown != Some(now) && !session.finished {
            session.shown = Some(now);
            let board = world.resource::<LobbyBoard>();
            let seats = seats(session, board, state.fighters.len());
            let names = board.here.clone();
            world.insert_resource(seats);
            // The names of this screen's players for the hand-off cover; who had the mouse
            // stays across the host's steps.
            world.get_resource_or_insert_with(HandOff::default).names = names;
            let recording = Recording::new(state.clone(), roster.clone());
            resume(
                world,
                state.clone(),
                roster.clone(),
                joiner.log.clone(),
                recording,
            );
            let screen = *world.resource::<State<Screen>>().get();
            if screen == Screen::Lobby {
                world
                    .resource_mut::<NextState<Screen>>()
                    .set(Screen::Combat);
            }
        }
    }
    if session.finished {
        return;
    }
    let trouble = match &session.joiner.ending {
        None => return,
        Some(Ending::Finished { recording, events }) => {
            session.finished = true;
            // The log with its seed now, and the replay to keep.
            world.insert_resource(recording.as_ref().clone());
            world.resource_mut::<CombatLog>().events = events.clone();
            world.resource_mut::<crate::ui::saves::Keep>().host_replay = true;
            return;
        }
        Some(Ending::Refused(refused)) => format!("The host would not let you in: {refused}."),
        Some(Ending::Altered) => "The host's recording does not give the fight you watched: \
                                  it may have changed a die."
            .to_string(),
        Some(Ending::Lost) => "The connection to the host was lost.".to_string(),
        Some(Ending::Ended(why)) => format!(
            "{}.",
            crate::ui::widgets::plain::capitalized(&why.to_string())
        ),
    };
    session.finished = true;
    let lost = matches!(session.joiner.ending, Some(Ending::Lost));
    let running = session
        .joiner
        .state
        .as_ref()
        .is_none_or(|s| s.ending().is_none());
    let mut corner = world.resource_mut::<NetCorner>();
    corner.trouble = Some(trouble);
    corner.reconnecting = false;
    corner.rejoin = lost && running && session.joiner.token.is_some();
}
