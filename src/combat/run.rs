//! Running a headless app until the fight ends, waits, or the caller says stop: the one loop
//! behind the simulator's ECS combats, playback, fights paused at every question and scripts,
//! with one guard against a fight that never ends.

use super::{PendingDecision, RoundInfo};
use bevy::prelude::*;

/// Updates after which a headless run counts as stuck (never seen; a guard against an endless
/// loop). Headless, one update runs the pipeline to the next question nobody answers, or to the
/// end: a combat answered within the pipeline takes one or two, one paused at every question
/// one per question, a few hundred at most.
pub const MAX_UPDATES: u64 = 100_000;

/// Why `run_until` returned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stopped<T> {
    /// The caller's `stop` said so, and why.
    By(T),
    /// The limit of updates came first.
    Limit,
}

/// How a run went: why it stopped, after how many updates.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ran<T> {
    pub stopped: Stopped<T>,
    pub updates: u64,
}

/// Updates `app` until `stop`, asked after every update, gives a reason, or `limit` updates
/// have run.
pub fn run_until<T>(
    app: &mut App,
    limit: u64,
    mut stop: impl FnMut(&mut World) -> Option<T>,
) -> Ran<T> {
    for updates in 1..=limit {
        app.update();
        if let Some(why) = stop(app.world_mut()) {
            return Ran {
                stopped: Stopped::By(why),
                updates,
            };
        }
    }
    Ran {
        stopped: Stopped::Limit,
        updates: limit,
    }
}

/// Whether the fight is over.
pub fn over(world: &World) -> bool {
    world.resource::<RoundInfo>().outcome.is_some()
}

/// Whether the rules wait for an answer nobody has given.
pub fn waiting(world: &World) -> bool {
    let pending = world.resource::<PendingDecision>();
    pending.request.is_some() && pending.answer.is_none()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_run_stops_when_told_with_the_reason_or_at_the_limit() {
        let mut app = App::new();
        let mut asked = 0;
        let ran = run_until(&mut app, 10, |_| {
            asked += 1;
            (asked == 3).then_some("three")
        });
        assert_eq!(
            ran,
            Ran {
                stopped: Stopped::By("three"),
                updates: 3
            }
        );
        let ran = run_until(&mut app, 5, |_| None::<()>);
        assert_eq!(
            ran,
            Ran {
                stopped: Stopped::Limit,
                updates: 5
            }
        );
    }
}
