//! Who plays which side, chosen on the title screen (or with `aguja play --hot-seat`): each hero
//! belongs to a player or the AI at a strength, the minions to the Dark Lord (the AI or a
//! player).

use crate::ai::Strength;
use crate::combat::CombatantId;
use crate::content::{Encounter, Side};
use crate::control::Seats;
use bevy::prelude::*;
use std::path::PathBuf;

pub use crate::control::Owner;

/// The seats of the combat being played, by combatant.
#[derive(Resource, Clone, Debug, Default)]
pub struct SeatPlan {
    pub owners: Vec<Owner>,
}

impl SeatPlan {
    pub fn owner(&self, who: CombatantId) -> Owner {
        self.owners.get(who.index()).copied().unwrap_or_default()
    }

    /// The controllers the rules engine asks.
    pub fn seats(&self) -> Seats {
        Seats {
            by_combatant: self.owners.iter().map(|o| o.controller()).collect(),
            default: Owner::default().controller(),
        }
    }

    /// Hands every combatant to the AI at normal strength (for autoplay and the result
    /// screenshot).
    pub fn hand_all_to_ai(&mut self, seats: &mut Seats) {
        let ai = Owner::default();
        if self.owners.iter().any(|o| *o != ai)
            || seats.by_combatant.iter().any(|k| *k != ai.controller())
        {
            self.owners.iter_mut().for_each(|o| *o = ai);
            *seats = self.seats();
        }
    }

    /// How many different human players sit at this screen.
    pub fn players(&self) -> usize {
        let mut seen: Vec<u8> = self.owners.iter().filter_map(|o| o.player()).collect();
        seen.sort_unstable();
        seen.dedup();
        seen.len()
    }
}

/// Who plays what when the command line skips the title (`aguja play LEVEL` or `--script`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Seating {
    /// Each hero its own player (1, 2, …) instead of one player for all.
    pub hot_seat: bool,
    /// The Dark Lord; by default the AI at normal strength, or, hot-seat, the next player.
    pub dark_lord: Option<DarkLord>,
}

/// `--dark-lord`: who plays the minions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum DarkLord {
    Easy,
    Normal,
    Hard,
    Player,
}

impl Seating {
    /// The owners of `heroes` hero slots, in order, and the Dark Lord's.
    pub fn owners(self, heroes: usize) -> (Vec<Owner>, Owner) {
        let hero = |i: usize| Owner::Player(if self.hot_seat { player_number(i) } else { 0 });
        let owners: Vec<Owner> = (0..heroes).map(hero).collect();
        let next_player = if self.hot_seat {
            player_number(heroes)
        } else {
            0
        };
        let dark_lord = match self.dark_lord {
            Some(DarkLord::Easy) => Owner::Ai(Strength::Easy),
            Some(DarkLord::Normal) => Owner::Ai(Strength::Normal),
            Some(DarkLord::Hard) => Owner::Ai(Strength::Hard),
            Some(DarkLord::Player) => Owner::Player(next_player),
            None if self.hot_seat => Owner::Player(next_player),
            None => Owner::default(),
        };
        (owners, dark_lord)
    }

    /// The plan for combatants of these sides, in order.
    pub fn plan(self, sides: impl Iterator<Item = Side> + Clone) -> SeatPlan {
        let heroes = sides.clone().filter(|s| *s == Side::Heroes).count();
        let (hero_owners, dark_lord) = self.owners(heroes);
        SeatPlan {
            owners: assign(sides, &hero_owners, dark_lord),
        }
    }
}

/// Player numbers stop at 255: more hero slots than that share the last.
fn player_number(i: usize) -> u8 {
    u8::try_from(i).unwrap_or(u8::MAX)
}

/// Each combatant's owner: heroes take the hero owners in order, minions the Dark Lord.
fn assign(sides: impl Iterator<Item = Side>, heroes: &[Owner], dark_lord: Owner) -> Vec<Owner> {
    let mut heroes = heroes.iter();
    sides
        .map(|side| match side {
            Side::Heroes => heroes.next().copied().unwrap_or_default(),
            Side::Minions => dark_lord,
        })
        .collect()
}

/// Everything needed to start a combat.
#[derive(Clone, Debug)]
pub struct StartSetup {
    pub path: PathBuf,
    /// With the players' archetype choices applied.
    pub encounter: Encounter,
    /// Owner of each hero slot, in encounter order.
    pub heroes: Vec<Owner>,
    pub dark_lord: Owner,
    pub seed: u64,
}

impl StartSetup {
    pub fn plan(&self) -> SeatPlan {
        SeatPlan {
            owners: assign(
                self.encounter.members.iter().map(|m| m.side),
                &self.heroes,
                self.dark_lord,
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::control::ControllerKind;

    #[test]
    fn hot_seat_gives_each_hero_a_player_and_the_dark_lord_the_next() {
        let sides = [Side::Heroes, Side::Minions, Side::Heroes, Side::Minions];
        let plan = Seating {
            hot_seat: true,
            dark_lord: None,
        }
        .plan(sides.into_iter());
        use Owner::Player as P;
        assert_eq!(plan.owners, [P(0), P(2), P(1), P(2)]);
        assert_eq!(plan.players(), 3);
    }

    #[test]
    fn ai_seats_get_their_strength_and_autoplay_hands_all_to_normal() {
        let mut plan = Seating {
            hot_seat: false,
            dark_lord: Some(DarkLord::Hard),
        }
        .plan([Side::Heroes, Side::Minions].into_iter());
        let mut seats = plan.seats();
        assert_eq!(
            seats.by_combatant,
            [ControllerKind::Human, ControllerKind::Ai(Strength::Hard)]
        );
        plan.hand_all_to_ai(&mut seats);
        assert_eq!(plan.players(), 0);
        assert!(
            seats
                .by_combatant
                .iter()
                .all(|k| *k == ControllerKind::Ai(Strength::Normal))
        );
    }
}
