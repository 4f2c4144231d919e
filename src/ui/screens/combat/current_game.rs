//! The game being played in the window: the setup it started from, for Play again. A new fight
//! and a loaded save both set it up (`begin` and `saves` use this module; it uses neither).

use crate::combat::new_combat;
use crate::content::{Content, Side, load::project_path, load_encounter};
use crate::control::Seat;
use crate::persist::SaveFile;
use crate::ui::seating::StartSetup;
use bevy::prelude::*;

/// The setup of the combat being played, to play it again.
#[derive(Resource, Clone, Debug)]
pub struct CurrentGame(pub StartSetup);

/// Takes `setup` as the game being played: Play again starts it again.
pub fn adopt(world: &mut World, setup: StartSetup) {
    world.insert_resource(CurrentGame(setup));
}

/// The setup a saved fight began with: its level file with the archetypes the players chose,
/// its seats and its seed. Only if the level file (which may have been edited or moved since)
/// still gives exactly the fight's recorded start: then Play again is the fight that was saved.
pub fn setup_of_save(content: &Content, file: &SaveFile) -> Option<StartSetup> {
    let path = project_path(file.level.as_deref()?);
    let mut encounter = load_encounter(&path, content).ok()?;
    let start = &file.combat.start;
    if start.fighters.len() != encounter.members.len() {
        return None;
    }
    for (member, fighter) in encounter.members.iter_mut().zip(&start.fighters) {
        if member.choices.contains(&fighter.kind) {
            member.kind = fighter.kind;
        }
    }
    let seed = file.combat.roster.seed;
    let (state, roster) = new_combat(content, &encounter, seed);
    if state != *start || roster != file.combat.roster || file.combat.log_start != 0 {
        return None;
    }
    let owners = |side: Side| {
        encounter
            .members
            .iter()
            .zip(&file.seats)
            .filter(move |(m, _)| m.side == side)
            .map(|(_, owner)| *owner)
    };
    let heroes: Vec<Seat> = owners(Side::Heroes).collect();
    let dark_lord = owners(Side::Minions).next().unwrap_or_default();
    let setup = StartSetup {
        path,
        encounter,
        heroes,
        dark_lord,
        seed,
    };
    (setup.seats().by_combatant == file.seats).then_some(setup)
}
