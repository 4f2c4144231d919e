//! What a click on a screen means, and the one place where it reaches the game: screens return
//! an `Intent`; `apply` hands decisions to the rules engine, which alone changes the combat.

use super::handoff::HandOff;
use super::keep::{self, ReplayControl};
use super::screen::Screen;
use super::setup::StartSetup;
use crate::ai::Strength;
use crate::combat::{ContentDb, Decision, PendingDecision, begin_combat};
use crate::content::{ActionId, Side};
use crate::control::ai_seat::HardStudy;
use crate::control::{Seat, Seats};
use bevy::prelude::*;
use std::collections::HashSet;
use std::path::PathBuf;

/// A player's wish, from any screen.
#[derive(Clone, Debug)]
pub enum Intent {
    Start(Box<StartSetup>),
    /// The answer to the open request.
    Decide(Decision),
    /// Hot-seat: this player (numbered from 0) took the mouse on the hand-off cover.
    Ready(u8),
    /// Per seat: never ask about this reaction again (or ask again).
    Never {
        player: u8,
        action: ActionId,
        never: bool,
    },
    PlayAgain,
    BackToTitle,
    /// Save the fight (`saves/<level>.ron`).
    Save,
    /// Save the fight's replay (`replays/`).
    SaveReplay,
    /// Continue the fight saved in this file.
    Load(PathBuf),
    /// Watch this replay.
    Watch(PathBuf),
    /// Pause, play on or step the replay being watched.
    Replay(ReplayControl),
}

/// Reactions a player chose never to be asked about (R7.3's windows still open; the seat
/// passes without a prompt).
#[derive(Resource, Clone, Debug, Default)]
pub struct ReactionPolicy {
    pub never: HashSet<(u8, ActionId)>,
}

/// The setup of the combat being played, to play it again.
#[derive(Resource, Clone, Debug)]
pub struct CurrentGame(pub StartSetup);

/// Carries an intent out on the world.
pub fn apply(world: &mut World, intent: Intent) {
    match intent {
        Intent::Start(setup) => start(world, *setup),
        Intent::Decide(decision) => {
            let mut pending = world.resource_mut::<PendingDecision>();
            let Some(decider) = pending.request.as_ref().map(|r| r.decider()) else {
                return;
            };
            if pending.answer.is_some() {
                return;
            }
            pending.answer = Some(decision);
            // Whoever answers has the mouse: the next prompt of theirs needs no cover.
            let player = world
                .get_resource::<Seats>()
                .and_then(|seats| seats.seat(decider).player());
            if let (Some(player), Some(mut handoff)) = (player, world.get_resource_mut::<HandOff>())
            {
                handoff.last_player = Some(player);
            }
        }
        Intent::Ready(player) => {
            world.insert_resource(HandOff {
                last_player: Some(player),
            });
        }
        Intent::Never {
            player,
            action,
            never,
        } => {
            let mut policy = world.resource_mut::<ReactionPolicy>();
            if never {
                policy.never.insert((player, action));
            } else {
                policy.never.remove(&(player, action));
            }
        }
        Intent::PlayAgain => {
            if let Some(game) = world.get_resource::<CurrentGame>() {
                let mut setup = game.0.clone();
                setup.seed = setup.seed.wrapping_add(1);
                start(world, setup);
            }
        }
        Intent::BackToTitle => {
            world.resource_mut::<NextState<Screen>>().set(Screen::Title);
        }
        Intent::Save => keep::save(world),
        Intent::SaveReplay => keep::save_replay(world),
        Intent::Load(path) => keep::load(world, &path),
        Intent::Watch(path) => keep::watch(world, &path),
        Intent::Replay(control) => keep::control(world, control),
    }
}

/// Hard studies the encounter for each side it plays, in the background from now on. Another
/// fight of the encounter last fought ("Play again", or picked again on the title) keeps that
/// study, done or under way, instead of making the players wait for it again.
fn start_studying(world: &mut World, setup: &StartSetup) {
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

fn start(world: &mut World, setup: StartSetup) {
    keep::began(world, &setup.path);
    world.insert_resource(setup.seats());
    world.insert_resource(crate::control::ControlRng::new(setup.seed));
    begin_combat(world, &setup.encounter, setup.seed);
    start_studying(world, &setup);
    // A new game hands its first human prompt over too.
    world.insert_resource(HandOff::default());
    world.insert_resource(CurrentGame(setup));
    world
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Combat);
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
