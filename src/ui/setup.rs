//! Who plays which side, chosen on the title screen: each hero belongs to a player or the AI,
//! the minions to the Dark Lord (the AI or a player).

use crate::combat::CombatantId;
use crate::content::{Encounter, Side};
use crate::control::{ControllerKind, Seats};
use bevy::prelude::*;
use std::path::PathBuf;

/// Who answers for a group of combatants.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Owner {
    /// A human at this screen: player 1, 2, …
    Player(u8),
    Ai,
}

impl Owner {
    pub fn label(self) -> String {
        match self {
            Owner::Player(n) => format!("Player {}", n + 1),
            Owner::Ai => "AI".into(),
        }
    }
}

/// The seats of the combat being played, by combatant.
#[derive(Resource, Clone, Debug, Default)]
pub struct SeatPlan {
    pub owners: Vec<Owner>,
}

impl SeatPlan {
    pub fn owner(&self, who: CombatantId) -> Owner {
        self.owners.get(who.index()).copied().unwrap_or(Owner::Ai)
    }

    /// The controllers the rules engine asks. The AI seats play with the random controller
    /// until the Dark Lord's AI arrives.
    pub fn seats(&self) -> Seats {
        Seats {
            by_combatant: self
                .owners
                .iter()
                .map(|o| match o {
                    Owner::Player(_) => ControllerKind::Human,
                    Owner::Ai => ControllerKind::Random,
                })
                .collect(),
            default: ControllerKind::Random,
        }
    }

    /// Hands every combatant to the AI (for autoplay and the result screenshot).
    pub fn hand_all_to_ai(&mut self, seats: &mut Seats) {
        if seats
            .by_combatant
            .iter()
            .any(|k| *k != ControllerKind::Random)
        {
            seats
                .by_combatant
                .iter_mut()
                .for_each(|k| *k = ControllerKind::Random);
            self.owners.iter_mut().for_each(|o| *o = Owner::Ai);
        }
    }

    /// How many different human players sit at this screen.
    pub fn players(&self) -> usize {
        let mut seen: Vec<u8> = self
            .owners
            .iter()
            .filter_map(|o| match o {
                Owner::Player(n) => Some(*n),
                Owner::Ai => None,
            })
            .collect();
        seen.sort_unstable();
        seen.dedup();
        seen.len()
    }
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
        let mut heroes = self.heroes.iter();
        SeatPlan {
            owners: self
                .encounter
                .members
                .iter()
                .map(|m| match m.side {
                    Side::Heroes => heroes.next().copied().unwrap_or(Owner::Ai),
                    Side::Minions => self.dark_lord,
                })
                .collect(),
        }
    }
}
