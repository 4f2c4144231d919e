//! The hosting window's save: the fight as its host runs it (the true state, dice included, not
//! the copy this window is shown), with every remote player made a player at this screen, so
//! that the file loads as an ordinary hot-seat fight; and its replay, the host's recording. A
//! joining window has no dice to save.

use crate::combat::{CombatEvent, CombatLog, PendingDecision, Recording};
use crate::control::Seats;
use crate::persist::save::can_save;
use crate::persist::session::save_of;
use crate::ui::netplay::Session;
use bevy::prelude::*;
use std::path::Path;

/// Why the hosting window's fight was not saved.
#[derive(Debug, thiserror::Error)]
pub enum HostedSaveError {
    #[error("this window hosts no game")]
    NotHosting,
    #[error("a fight is saved while it waits for a decision: wait for the next one")]
    Busy,
    #[error("{0}")]
    Write(#[from] std::io::Error),
}

/// Writes the fight this window hosts to `path` as a hot-seat fight.
pub fn write_hosted_save(
    world: &mut World,
    path: &Path,
    level: Option<String>,
) -> Result<(), HostedSaveError> {
    let mut session = world
        .get_non_send_mut::<Session>()
        .ok_or(HostedSaveError::NotHosting)?;
    let hosted = session.hosted.as_mut().ok_or(HostedSaveError::NotHosting)?;
    let begun = hosted.host.begun();
    let game = hosted.host.game.world_mut();
    if !begun || !can_save(game.resource::<PendingDecision>()) {
        return Err(HostedSaveError::Busy);
    }
    // `SaveFile::new` makes each remote seat a player's at this screen.
    let seats = game.resource::<Seats>().by_combatant.clone();
    save_of(game, &seats, level).write(path)?;
    Ok(())
}

/// The hosting window's replay: its host's recording (from the fight's start, with its seed)
/// and log. None when this window hosts no game.
pub fn hosted_replay(world: &mut World) -> Option<(Recording, Vec<CombatEvent>)> {
    let session = world.get_non_send::<Session>()?;
    let game = session.hosted.as_ref()?.host.game.world();
    let recording = game.get_resource::<Recording>()?.clone();
    Some((recording, game.resource::<CombatLog>().events.clone()))
}
