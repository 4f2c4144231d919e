//! How a finished combat ended, read from its final state: the simulator and the soak count
//! these per level, so a goal can be seen deciding fights (or never doing so), and the result
//! screen says it.

use super::ctx::CombatState;
use super::end::side_standing;
use crate::content::{Content, Objective, Side};

/// The way one combat ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Ending {
    /// The heroes won with every minion down.
    FoesDown,
    /// The heroes won by defeating the leader, others still standing.
    LeaderDown,
    /// The heroes won by holding out to the goal's round, foes still standing.
    HeldOut,
    /// The Dark Lord won with every hero down.
    HeroesDown,
    /// The Dark Lord won by defeating the hero the others had to protect.
    ProtectedDown,
    /// A draw at the round limit.
    RoundLimit,
    /// A draw with nobody standing.
    NobodyStanding,
}

impl Ending {
    pub const ALL: [Ending; 7] = [
        Ending::FoesDown,
        Ending::LeaderDown,
        Ending::HeldOut,
        Ending::HeroesDown,
        Ending::ProtectedDown,
        Ending::RoundLimit,
        Ending::NobodyStanding,
    ];

    /// How a finished state ended; `None` while it goes on.
    pub fn of(state: &CombatState, content: &Content) -> Option<Ending> {
        let outcome = state.round.outcome.as_ref()?;
        let standing = |side: Side| side_standing(&state.fighters, content, side);
        Some(match (outcome.winner, &state.round.goal) {
            (Some(Side::Heroes), Objective::DefeatLeader(_)) if standing(Side::Minions) => {
                Ending::LeaderDown
            }
            (Some(Side::Heroes), Objective::Survive(_)) if standing(Side::Minions) => {
                Ending::HeldOut
            }
            (Some(Side::Heroes), _) => Ending::FoesDown,
            (Some(Side::Minions), Objective::Protect(_)) if standing(Side::Heroes) => {
                Ending::ProtectedDown
            }
            (Some(Side::Minions), _) => Ending::HeroesDown,
            (None, _) if outcome.rounds >= state.round.max_rounds => Ending::RoundLimit,
            (None, _) => Ending::NobodyStanding,
        })
    }

    /// A sentence for the result screen.
    pub fn sentence(self) -> &'static str {
        match self {
            Ending::FoesDown => "Every foe is down.",
            Ending::LeaderDown => "The leader is down.",
            Ending::HeldOut => "The heroes held out to the end.",
            Ending::HeroesDown => "Every hero is down.",
            Ending::ProtectedDown => "The hero the others had to protect is down.",
            Ending::RoundLimit => "The round limit is reached.",
            Ending::NobodyStanding => "Nobody is left standing.",
        }
    }

    /// Short words for reports.
    pub fn words(self) -> &'static str {
        match self {
            Ending::FoesDown => "foes down",
            Ending::LeaderDown => "leader down",
            Ending::HeldOut => "held out",
            Ending::HeroesDown => "heroes down",
            Ending::ProtectedDown => "protected hero down",
            Ending::RoundLimit => "round limit",
            Ending::NobodyStanding => "nobody standing",
        }
    }
}

/// A goal in the simulator's words.
pub fn goal_words(goal: &Objective) -> &'static str {
    match goal {
        Objective::DefeatAll => "defeat all",
        Objective::DefeatLeader(_) => "defeat the leader",
        Objective::Survive(_) => "survive",
        Objective::Protect(_) => "protect",
    }
}
