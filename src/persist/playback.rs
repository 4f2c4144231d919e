//! Playing a recording again, headless: the real pipeline in a `MinimalPlugins` app, every
//! request answered by the next recorded decision, until the decisions run out or the combat
//! ends. Replays, loading a save and the tests all go through here.

use crate::combat::run::{MAX_UPDATES, over, run_until, waiting};
use crate::combat::{CombatEvent, CombatLog, CombatState, Recording, capture, install};
use crate::content::Content;
use crate::control::replay_feed::ReplayFeed;
use crate::control::{Seat, Seats};
use std::sync::Arc;

/// Where a recording's decisions led.
#[derive(Clone, Debug)]
pub struct PlayedBack {
    /// The log from the recording's start (a `CombatStarted` first).
    pub events: Vec<CombatEvent>,
    /// The state once the decisions ran out (at the next question) or the combat ended.
    pub state: CombatState,
    /// Recorded decisions never asked for (the combat ended or stalled before them).
    pub unused: usize,
}

/// Plays `recording` from its start with its decisions.
pub fn play_back(recording: &Recording, content: Arc<Content>) -> PlayedBack {
    let mut app = crate::nested_headless_app(content);
    app.insert_resource(Seats::all(Seat::Replay));
    app.insert_resource(ReplayFeed::new(recording.decisions.iter().cloned()));
    install(
        app.world_mut(),
        recording.start.clone(),
        recording.roster.clone(),
    );
    run_until(&mut app, MAX_UPDATES, |world| {
        let fed_out = world.resource::<ReplayFeed>().decisions.is_empty();
        (over(world) || (waiting(world) && fed_out)).then_some(())
    });
    let state = capture(app.world_mut());
    let world = app.world();
    PlayedBack {
        events: world.resource::<CombatLog>().events.clone(),
        state,
        unused: world.resource::<ReplayFeed>().decisions.len(),
    }
}
