//! Who answers a request and how: the one dispatch on `Seat`, used by the ECS pipeline's
//! controllers (here) and by the plain-data engine's players (`sim::players`).

use super::ai_seat::{self, AnswerBetweenUpdates, ThinkInBackground};
use super::{ControlRng, Seat, Seats};
use crate::ai::{Strength, random};
use crate::combat::{Decision, PendingDecision, Request};
use bevy::prelude::*;

/// How `seat` answers `request`, here and now:
/// - a random seat draws a legal answer from the controllers' stream;
/// - an AI seat thinks: `think(strength, rng)` — where and how is the caller's business
///   (inline, timed and checked, or deferred to a task);
/// - a human, a script, a replay or a remote player answers from elsewhere (the screen's
///   intents, the script's queue, the recording, the network, each through its own system), so
///   there is no answer here.
pub fn answer(
    seat: Seat,
    request: &Request,
    rng: &mut ControlRng,
    think: impl FnOnce(Strength, &mut ControlRng) -> Option<Decision>,
) -> Option<Decision> {
    match seat {
        Seat::Random => Some(random::answer(request, &mut rng.0)),
        Seat::Ai(strength) => think(strength, rng),
        Seat::Player(_) | Seat::Scripted | Seat::Replay | Seat::Remote(_) => None,
    }
}

/// Within the pipeline step (the `Control` set): the open request is answered if its seat can
/// answer on the spot. The AI thinks here too, unless it thinks elsewhere: off the main thread
/// in the window, or between updates when whoever holds the app saves at each question.
pub fn answer_in_step(world: &mut World) {
    if world.contains_resource::<ai_seat::AnsweredElsewhere>() {
        return;
    }
    let ai_inline = !world.contains_resource::<ThinkInBackground>()
        && !world.contains_resource::<AnswerBetweenUpdates>();
    answer_open_request(world, ai_inline);
}

/// Answers the open request now, AI seats included (between updates, for whoever pauses at
/// every question); returns whether it did.
pub fn answer_now(world: &mut World) -> bool {
    answer_open_request(world, true)
}

/// Answers the open request if nobody has and its seat answers on the spot (an AI seat only
/// with `ai_inline`); returns whether it did.
fn answer_open_request(world: &mut World, ai_inline: bool) -> bool {
    let mut ai = None;
    let answer = world.resource_scope(|world, mut rng: Mut<ControlRng>| {
        let pending = world.resource::<PendingDecision>();
        let request = pending
            .request
            .as_ref()
            .filter(|_| pending.answer.is_none())?;
        let seat = world.resource::<Seats>().seat(request.decider());
        answer(seat, request, &mut rng, |strength, _| {
            // Thinking reads the whole world: it waits until the request is let go.
            ai = Some(strength);
            None
        })
    });
    let answer = match (answer, ai) {
        (Some(answer), _) => Some(answer),
        (None, Some(strength)) if ai_inline => ai_seat::think_now(world, strength),
        _ => None,
    };
    let answered = answer.is_some();
    if answered {
        world.resource_mut::<PendingDecision>().answer = answer;
    }
    answered
}
