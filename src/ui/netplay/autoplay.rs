//! Dev (`aguja host|join --autoplay SECONDS`): a window that plays its networked game by
//! itself, so that two windows can play a fight to its end unattended (`.ci/two-windows`). It
//! says Ready, starts as the host when it can, and answers its own seats with the Normal AI
//! once a question has been open that long (long enough for a screenshot of the prompt).

use super::session::Session;
use crate::ai::Strength;
use crate::net::protocol::{Answer, LobbyAsk};
use bevy::prelude::*;

/// How long this window's questions stay open before the AI answers them.
#[derive(Resource, Clone, Copy, Debug)]
pub struct Autoplay {
    delay: f32,
}

impl Autoplay {
    pub fn after(seconds: f32) -> Self {
        Autoplay {
            delay: seconds.max(0.0),
        }
    }
}

/// What the autoplay has done so far.
#[derive(Default)]
pub struct Done {
    ready: bool,
    /// Since when the host could start.
    startable: Option<f32>,
    /// The open question and when it was first seen.
    asked: Option<(u64, f32)>,
    /// Questions answered so far: only the first few wait the whole delay.
    answered: u32,
}

/// Questions that wait the whole delay (one for each window's prompt and the other's wait);
/// the rest are answered at once, so that a fight ends in a minute or two.
const SLOW_ANSWERS: u32 = 2;

pub fn autoplay(world: &mut World, mut done: Local<Done>) {
    let Some(auto) = world.get_resource::<Autoplay>().copied() else {
        return;
    };
    let now = world.resource::<Time<Real>>().elapsed_secs();
    let Some(mut session) = world.remove_non_send::<Session>() else {
        return;
    };
    let you = session.joiner.lobby.as_ref().and_then(|v| v.you);
    if you.is_some() && !done.ready {
        done.ready = true;
        let net = session.net.world_mut();
        session.joiner.ask(net, LobbyAsk::Ready(true));
    }
    // The host starts once it could for as long as a question waits: the lobby shows first.
    if let Some(hosted) = &mut session.hosted
        && !hosted.host.begun()
    {
        let could = hosted.host.not_ready().is_none();
        let since = *done.startable.get_or_insert(now);
        if !could {
            done.startable = None;
        } else if now - since >= auto.delay {
            let _ = hosted.host.start();
        }
    }
    let joiner = &mut session.joiner;
    match joiner.asked.filter(|_| !joiner.answer_in_flight()) {
        Some(serial) => {
            let since = match done.asked {
                Some((s, since)) if s == serial => since,
                _ => {
                    done.asked = Some((serial, now));
                    now
                }
            };
            let delay = if done.answered < SLOW_ANSWERS {
                auto.delay
            } else {
                0.0
            };
            if now - since >= delay
                && let Some(decision) = joiner.think(Strength::Normal)
            {
                done.answered += 1;
                joiner.send_answer(session.net.world_mut(), Answer { serial, decision });
            }
        }
        None => done.asked = None,
    }
    world.insert_non_send(session);
}
