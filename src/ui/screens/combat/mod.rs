//! The combat screen: the fight being played or watched, with its AP track, battlefield, cards,
//! log and the decision at the bottom; its effects, pace, keys, hand-off cover and the move the
//! player is building all live here, and all of them belong to one fight.

pub mod act_menu;
pub mod auto_pass;
pub mod battlefield;
pub mod begin;
pub mod blows;
pub mod current_game;
pub mod decide;
pub mod decision_words;
pub mod draw;
pub mod fx;
pub mod fx_view;
pub mod handoff;
pub mod handoff_cover;
pub mod keys;
pub mod log;
pub mod log_words;
pub mod move_draft;
pub mod pace;
pub mod preview;
pub mod prompts;
pub mod react_menu;
pub mod remote;
pub mod scenery;
pub mod view;
pub mod weighed_move;

pub use auto_pass::NeverAsk;
pub use begin::{FightAsk, start};
pub use current_game::{CurrentGame, adopt, setup_of_save};
pub use decide::{Conceding, HeldMove, MoveAsk};
pub use decision_words::in_words;
pub use handoff::HandOffReady;
pub use pace::{Pace, Speed};
pub use remote::RemoteAnswers;

use bevy::prelude::*;

/// The combat screen and everything that lives for one fight.
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((
        begin::plugin,
        decide::plugin,
        handoff::plugin,
        auto_pass::plugin,
        fx::plugin,
        pace::plugin,
        draw::plugin,
    ));
}
