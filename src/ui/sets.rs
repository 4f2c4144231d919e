//! The window's order of work in a frame, in one place: rooms put their systems into these sets
//! and never name another room's function (bevy_new_2d's `AppSystems`). Only this file names
//! the rules engine's step, `combat::driver::drive`.

use bevy::prelude::*;
use bevy_egui::EguiPrimaryContextPass;

/// The window's sets, in the order they run each frame.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum UiSet {
    /// `PreUpdate`: what the players asked for while the last frame was drawn (the areas'
    /// messages) is carried out, before the states change for this frame.
    Answer,
    /// `Update`, before the engine's step: the AI's thinking off the main thread, so that a
    /// finished answer is applied in the same frame.
    Think,
    /// `Update`, before the engine's step: answers that come by themselves (a concession,
    /// "never ask" passes).
    Decide,
    /// `Update`, before the engine's step: whether the step waits (the pace, the pause). One
    /// system writes `StepBudget`.
    Hold,
    /// `Update`, after the engine's step and its log: what follows the log (effects, the
    /// tutorial, the replay's progress, the autosave).
    Follow,
    /// `Update`, last: moves between screens that wait on what `Follow` saw.
    Leave,
    /// `EguiPrimaryContextPass`: the snapshot the screens draw from.
    Snapshot,
    /// `EguiPrimaryContextPass`: the screen itself.
    Screen,
    /// `EguiPrimaryContextPass`: what floats over the screen (windows, the tutorial's box, the
    /// dice).
    Windows,
    /// `EguiPrimaryContextPass`: the clicks of the frame sent as messages.
    Send,
}

/// Orders the sets around the engine's step.
pub fn plugin(app: &mut App) {
    let drive = crate::combat::driver::drive;
    let record = crate::combat::log::record;
    app.configure_sets(
        Update,
        (
            (UiSet::Think, UiSet::Decide, UiSet::Hold)
                .chain()
                .before(drive),
            (UiSet::Follow, UiSet::Leave).chain().after(record),
        ),
    )
    .configure_sets(
        EguiPrimaryContextPass,
        (UiSet::Snapshot, UiSet::Screen, UiSet::Windows, UiSet::Send).chain(),
    );
}
