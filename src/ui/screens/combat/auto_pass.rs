//! "Never ask about this reaction": a player's seat passes without a prompt when every
//! reaction it could take now is one it chose never to be asked about (the reaction window
//! still opens), and says so where the prompt would have been, with a way to change it.

use crate::combat::{Decision, PendingDecision, Request};
use crate::control::{Seat, Seats};
use crate::ui::screens::Screen;
use crate::ui::windows::settings::Settings;
use bevy::prelude::*;

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<AutoPassed>().add_systems(
        Update,
        auto_pass
            .before(crate::combat::driver::drive)
            .run_if(in_state(Screen::Combat)),
    );
}

/// A seat that chose "never ask" for every reaction it could take passes without a prompt.
pub(crate) fn auto_pass(
    mut pending: ResMut<PendingDecision>,
    seats: Res<Seats>,
    settings: Res<Settings>,
    content: Res<crate::combat::ContentDb>,
    mut passed: ResMut<AutoPassed>,
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
    let ids = |o: &crate::combat::decision::ReactOption| content.0.action(o.action).id.clone();
    if options
        .iter()
        .all(|o| settings.auto_passes(player, &ids(o)))
    {
        *passed = AutoPassed(Some(Passed {
            reactor: *reactor,
            player,
            reactions: options.iter().map(ids).collect(),
        }));
        pending.answer = Some(Decision::Pass);
    }
}

/// The last reaction window a seat passed without a prompt: shown where the prompt would have
/// been ("Block passed automatically — ask again"), so that "never ask" is never a trap.
#[derive(Resource, Clone, Debug, Default)]
pub struct AutoPassed(pub Option<Passed>);

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Passed {
    pub reactor: crate::combat::CombatantId,
    pub player: u8,
    /// The reactions' ids.
    pub reactions: Vec<String>,
}
