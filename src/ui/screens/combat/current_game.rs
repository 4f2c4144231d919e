//! The game being played in the window: the setup it started from, for Play again, and Hard's
//! study of its encounter. A new fight and a loaded save both set it up (`begin` and `saves`
//! use this module; it uses neither).

use crate::ai::Strength;
use crate::combat::{ContentDb, new_combat};
use crate::content::{Content, Side, load::project_path, load_encounter};
use crate::control::Seat;
use crate::control::ai_seat::HardStudy;
use crate::persist::SaveFile;
use crate::ui::seating::StartSetup;
use bevy::prelude::*;

/// The setup of the combat being played, to play it again.
#[derive(Resource, Clone, Debug)]
pub struct CurrentGame(pub StartSetup);

/// Takes `setup` as the game being played: Play again starts it again, and Hard studies its
/// encounter.
pub fn adopt(world: &mut World, setup: StartSetup) {
    start_studying(world, &setup);
    world.insert_resource(CurrentGame(setup));
}

/// Hard studies the encounter for each side it plays, in the background from now on. Another
/// fight of the encounter last fought ("Play again", or picked again on the title) keeps that
/// study, done or under way, instead of making the players wait for it again.
pub fn start_studying(world: &mut World, setup: &StartSetup) {
    let hard = |seat: &Seat| *seat == Seat::Ai(Strength::Hard);
    let sides = [
        (setup.heroes.iter().any(hard), Side::Heroes),
        (hard(&setup.dark_lord), Side::Minions),
    ];
    let content = world.resource::<ContentDb>().0.clone();
    let study = match world.get_resource::<HardStudy>() {
        Some(known) if known.is_of(&content, &setup.encounter) => known.clone(),
        _ => HardStudy::of(&content, &setup.encounter),
    };
    for (_, side) in sides.into_iter().filter(|(hard, _)| *hard) {
        study.start(side);
    }
    world.insert_resource(study);
}

/// The setup a saved fight began with: its level file with the archetypes the players chose,
/// its seats and its seed. Only if the level file (which may have been edited or moved since)
/// still gives exactly the fight's recorded start: then Play again and Hard's study are those
/// of the fight that was saved.
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::{assets_dir, levels_dir, load_content, load_encounter};
    use std::sync::Arc;

    fn setup(level: &str, content: &crate::content::Content) -> StartSetup {
        let path = levels_dir().join(level);
        StartSetup {
            encounter: load_encounter(&path, content).unwrap(),
            path,
            heroes: vec![Seat::Player(0)],
            dark_lord: Seat::Player(1),
            seed: 1,
        }
    }

    fn studied(world: &mut World, setup: &StartSetup) -> HardStudy {
        start_studying(world, setup);
        world.resource::<HardStudy>().clone()
    }

    #[test]
    fn another_fight_of_the_same_encounter_keeps_hard_s_study() {
        let content = Arc::new(load_content(&assets_dir()).unwrap());
        let mut world = World::new();
        world.insert_resource(ContentDb(content.clone()));
        let ambush = setup("01-roadside-ambush.ron", &content);
        let first = studied(&mut world, &ambush);
        let again = StartSetup {
            seed: 2,
            ..ambush.clone()
        };
        assert!(studied(&mut world, &again).same_as(&first), "Play again");

        let mut other_hero = ambush.clone();
        other_hero.encounter.members[0].name.push('!');
        assert!(
            !studied(&mut world, &other_hero).same_as(&first),
            "another hero"
        );
        let first = studied(&mut world, &ambush);
        let other_level = studied(&mut world, &setup("seed-example.ron", &content));
        assert!(!other_level.same_as(&first), "another encounter");

        let reloaded = Arc::new(load_content(&assets_dir()).unwrap());
        world.insert_resource(ContentDb(reloaded));
        let after_reload = studied(&mut world, &ambush);
        assert!(!after_reload.same_as(&first), "a hot reload");
        assert!(studied(&mut world, &ambush).same_as(&after_reload));
    }
}
