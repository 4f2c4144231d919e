//! A headless fight that pauses at every question, so it can be saved there: the AI answers
//! between updates instead of within the pipeline. The command line and the tests drive fights
//! this way; the window pauses at questions on its own (humans, background thinking).

use super::{LoadedSave, SaveFile};
use crate::combat::run::{MAX_UPDATES, Stopped, over, run_until, waiting};
use crate::combat::{Recording, capture, resume};
use crate::content::Content;
use crate::control::ai_seat::AnswerBetweenUpdates;
use crate::control::answer::answer_now;
use crate::control::{Seat, Seats};
use bevy::prelude::*;
use std::sync::Arc;

/// Where a fight stands after `to_question`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stand {
    /// The rules wait for an answer nobody has given.
    Question,
    Over,
    /// Nothing happens any more (never seen; a guard against an endless loop).
    Stuck,
}

/// A headless app for a paused fight: the AI seats wait to be told to answer.
pub fn paused_app(content: Arc<Content>) -> App {
    let mut app = crate::nested_headless_app(content);
    app.insert_resource(AnswerBetweenUpdates);
    app
}

/// Runs until the rules ask a question nobody has answered, or the fight ends.
pub fn to_question(app: &mut App) -> Stand {
    let ran = run_until(app, MAX_UPDATES, |world| {
        if over(world) {
            Some(Stand::Over)
        } else {
            waiting(world).then_some(Stand::Question)
        }
    });
    match ran.stopped {
        Stopped::By(stand) => stand,
        Stopped::Limit => Stand::Stuck,
    }
}

/// Plays on to the end, the AI answering every question; `at_question` is called at each one
/// first (to save) and may stop the fight by returning false.
pub fn play_on(app: &mut App, mut at_question: impl FnMut(&mut World) -> bool) -> Stand {
    loop {
        match to_question(app) {
            Stand::Question => {
                let world = app.world_mut();
                if !at_question(world) {
                    return Stand::Question;
                }
                if !answer_now(world) {
                    return Stand::Stuck;
                }
            }
            end => return end,
        }
    }
}

/// The fight in `world` as a save (call it at a question).
pub fn save_of(world: &mut World, seats: &[Seat], level: Option<String>) -> SaveFile {
    let content = world.resource::<crate::combat::ContentDb>().0.clone();
    SaveFile::new(
        capture(world),
        world.resource::<Recording>().clone(),
        seats.to_vec(),
        &content,
        level,
    )
}

/// Puts a loaded save into `world`, seats included.
pub fn load_into(world: &mut World, loaded: LoadedSave) {
    let roster = loaded.roster();
    let file = loaded.file;
    world.insert_resource(Seats::headless(&file.seats));
    resume(world, file.state, roster, loaded.log, file.combat);
}
