//! How a combat ended: decided once, by the rules, when it ends (`end::finish`), carried by the
//! `CombatEnded` event and kept in the round's `Outcome`. The log, the simulator, the soak and
//! the result screen all read this one value, so a goal can be seen deciding fights (or never
//! doing so) and nobody works the reason out again.

use crate::content::{Objective, Side};
use serde::{Deserialize, Serialize};

/// The way one combat ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Ending {
    /// The heroes won with every minion down.
    FoesDown,
    /// The heroes won by defeating the leader (the goal `DefeatLeader`).
    LeaderDown,
    /// The heroes won by holding out to the goal's round.
    HeldOut,
    /// The Dark Lord won with every hero down.
    HeroesDown,
    /// The Dark Lord won by defeating the hero the others had to protect.
    ProtectedDown,
    /// A draw at the round limit, someone still standing.
    RoundLimit,
    /// A draw with nobody standing.
    NobodyStanding,
    /// This side's player gave up the fight: the other side wins.
    Conceded(Side),
}

impl Ending {
    pub const ALL: [Ending; 9] = [
        Ending::FoesDown,
        Ending::LeaderDown,
        Ending::HeldOut,
        Ending::HeroesDown,
        Ending::ProtectedDown,
        Ending::RoundLimit,
        Ending::NobodyStanding,
        Ending::Conceded(Side::Heroes),
        Ending::Conceded(Side::Minions),
    ];

    /// The side that won; `None` for a draw.
    pub fn winner(self) -> Option<Side> {
        match self {
            Ending::FoesDown | Ending::LeaderDown | Ending::HeldOut => Some(Side::Heroes),
            Ending::HeroesDown | Ending::ProtectedDown => Some(Side::Minions),
            Ending::RoundLimit | Ending::NobodyStanding => None,
            Ending::Conceded(side) => Some(side.other()),
        }
    }

    /// Why the combat ended, as the log's last line says it in brackets.
    pub fn reason(self) -> &'static str {
        match self {
            Ending::FoesDown | Ending::HeroesDown => "the other side is down",
            Ending::LeaderDown => "the leader is down",
            Ending::HeldOut => "the heroes held out to the end",
            Ending::ProtectedDown => "the hero the others had to protect is down",
            Ending::RoundLimit => "the round limit is reached",
            Ending::NobodyStanding => "nobody is left standing",
            Ending::Conceded(Side::Heroes) => "the heroes' side gave up",
            Ending::Conceded(Side::Minions) => "the Dark Lord's side gave up",
        }
    }

    /// A sentence for the result screen (and, for a concession, the log).
    pub fn sentence(self) -> &'static str {
        match self {
            Ending::FoesDown => "Every foe is down.",
            Ending::LeaderDown => "The leader is down.",
            Ending::HeldOut => "The heroes held out to the end.",
            Ending::HeroesDown => "Every hero is down.",
            Ending::ProtectedDown => "The hero the others had to protect is down.",
            Ending::RoundLimit => "The round limit is reached.",
            Ending::NobodyStanding => "Nobody is left standing.",
            Ending::Conceded(Side::Heroes) => "The heroes' side gave up the fight.",
            Ending::Conceded(Side::Minions) => "The Dark Lord's side gave up the fight.",
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
            Ending::Conceded(Side::Heroes) => "heroes gave up",
            Ending::Conceded(Side::Minions) => "Dark Lord gave up",
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
