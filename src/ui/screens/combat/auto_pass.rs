//! "Never ask about this reaction": a player's seat passes without a prompt when every
//! reaction it could take now is one it chose never to be asked about (the reaction window
//! still opens), and says so where the prompt would have been, with a way to change it.

use crate::combat::{Decision, PendingDecision, Request};
use crate::control::{Seat, Seats};
use crate::ui::screens::Screen;
use crate::ui::sets::UiSet;
use crate::ui::windows::settings::Settings;
use bevy::prelude::*;

/// Per seat: never ask about this reaction again (or ask again).
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct NeverAsk {
    pub player: u8,
    pub action: crate::content::ActionId,
    pub never: bool,
}

pub(crate) fn plugin(app: &mut App) {
    app.add_message::<NeverAsk>()
        .add_systems(PreUpdate, never_ask.in_set(UiSet::Answer))
        .add_systems(
            Update,
            auto_pass
                .in_set(UiSet::Decide)
                .run_if(in_state(Screen::Combat)),
        );
}

/// Keeps a seat's "never ask" in the settings; asking again forgets the last automatic pass.
fn never_ask(
    mut asks: MessageReader<NeverAsk>,
    content: Option<Res<crate::combat::ContentDb>>,
    mut settings: ResMut<Settings>,
    passed: Option<ResMut<AutoPassed>>,
) {
    let Some(content) = content else {
        return;
    };
    let mut forget = false;
    for ask in asks.read() {
        let id = &content.0.action(ask.action).id;
        settings.set_auto_pass(ask.player, id, ask.never);
        forget |= !ask.never;
    }
    if forget && let Some(mut passed) = passed {
        passed.0 = None;
    }
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
