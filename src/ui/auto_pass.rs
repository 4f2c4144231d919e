//! "Never ask about this reaction": a player's seat passes without a prompt when every
//! reaction it could take now is one it chose never to be asked about (R7.3's window still
//! opens).

use super::intent::ReactionPolicy;
use super::screen::Screen;
use crate::combat::{Decision, PendingDecision, Request};
use crate::control::{Seat, Seats};
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ReactionPolicy>().add_systems(
        Update,
        auto_pass
            .before(crate::combat::driver::drive)
            .run_if(in_state(Screen::Combat)),
    );
}

/// A seat that chose "never ask" for every reaction it could take passes without a prompt.
pub(super) fn auto_pass(
    mut pending: ResMut<PendingDecision>,
    seats: Res<Seats>,
    policy: Res<ReactionPolicy>,
) {
    if pending.answer.is_some() {
        return;
    }
    let Some(Request::React {
        reactor, options, ..
    }) = &pending.request
    else {
        return;
    };
    let Seat::Player(player) = seats.seat(*reactor) else {
        return;
    };
    if options
        .iter()
        .all(|o| policy.never.contains(&(player, o.action)))
    {
        pending.answer = Some(Decision::Pass);
    }
}
