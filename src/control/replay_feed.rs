//! The replay seat: answers every request with the next decision a recording holds, so the
//! rules, fed the same answers from the same start, give the same combat again.

use super::{Seat, Seats};
use crate::combat::{Decision, PendingDecision};
use bevy::prelude::*;
use std::collections::VecDeque;

/// The recorded decisions still to give.
#[derive(Resource, Clone, Debug, Default)]
pub struct ReplayFeed {
    pub decisions: VecDeque<Decision>,
    /// Decisions given so far.
    pub given: usize,
    /// How many more it may give before it waits (a paused replay in the window: `Some(0)`;
    /// one step: `Some(1)`); `None` gives them as they are asked for.
    pub allowed: Option<usize>,
}

impl ReplayFeed {
    pub fn new(decisions: impl IntoIterator<Item = Decision>) -> Self {
        ReplayFeed {
            decisions: decisions.into_iter().collect(),
            given: 0,
            allowed: None,
        }
    }
}

pub fn answer_from_replay(
    mut pending: ResMut<PendingDecision>,
    seats: Res<Seats>,
    feed: Option<ResMut<ReplayFeed>>,
) {
    let Some(mut feed) = feed else {
        return;
    };
    let Some(request) = &pending.request else {
        return;
    };
    if pending.answer.is_some() || seats.seat(request.decider()) != Seat::Replay {
        return;
    }
    if feed.allowed == Some(0) {
        return;
    }
    if let Some(decision) = feed.decisions.pop_front() {
        feed.given += 1;
        feed.allowed = feed.allowed.map(|n| n - 1);
        pending.answer = Some(decision);
    }
}
