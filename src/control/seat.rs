//! Who answers a combatant: one `Seat` for the title screen, the command line, the rules' table
//! and the save files alike. Saves store seats by these variant names (`Player(0)`,
//! `Ai(Normal)`), so keep them.

use crate::ai::Strength;
use crate::combat::CombatantId;
use bevy::prelude::*;
use serde::{Deserialize, Serialize};

/// Who answers for a combatant.
///
/// The variants are ordered so that the automatic ones sort as the command line lists them:
/// random, then the AI from easy to hard.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Seat {
    /// A human at this screen: player 1, 2, … (numbered from 0 here), answered from the UI;
    /// the pipeline waits.
    Player(u8),
    /// A legal option at random, from the controllers' own seeded stream.
    Random,
    /// The AI at this strength (`crate::ai`).
    Ai(Strength),
    /// Answered by a scenario script.
    Scripted,
    /// Answered from a replay's recorded decisions (`replay_feed`).
    Replay,
    /// A player on another machine, numbered from 0 like `Player`: answered from the network
    /// (`crate::net::host`), so the pipeline waits here as it does for a human.
    Remote(u8),
}

impl Default for Seat {
    /// The Dark Lord unless told otherwise: the AI at normal strength.
    fn default() -> Self {
        Seat::Ai(Strength::Normal)
    }
}

impl Seat {
    /// The seats that answer on their own, as the simulator and the soak pair them.
    pub const AUTOMATIC: [Seat; 4] = [
        Seat::Random,
        Seat::Ai(Strength::Easy),
        Seat::Ai(Strength::Normal),
        Seat::Ai(Strength::Hard),
    ];

    /// For people: "Player 2", "AI (hard)".
    pub fn label(self) -> String {
        match self {
            Seat::Player(n) => format!("Player {}", u32::from(n) + 1),
            Seat::Ai(strength) => format!("AI ({})", strength.label()),
            Seat::Remote(n) => format!("Player {} (remote)", u32::from(n) + 1),
            other => other.name().into(),
        }
    }

    /// The command line's word for it: "random", "hard", "player".
    pub fn name(self) -> &'static str {
        match self {
            Seat::Player(_) => "player",
            Seat::Random => "random",
            Seat::Ai(strength) => strength.label(),
            Seat::Scripted => "scripted",
            Seat::Replay => "replay",
            Seat::Remote(_) => "remote",
        }
    }

    /// The human player at this seat, if a human sits there.
    pub fn player(self) -> Option<u8> {
        match self {
            Seat::Player(n) => Some(n),
            _ => None,
        }
    }

    /// The seat as it is kept when the fight continues at one screen (a save): a remote
    /// player becomes the player with its number here.
    pub fn at_this_screen(self) -> Seat {
        match self {
            Seat::Remote(n) => Seat::Player(n),
            other => other,
        }
    }

    pub fn is_human(self) -> bool {
        self.player().is_some()
    }
}

impl std::str::FromStr for Seat {
    type Err = String;

    /// The command line's words (`name`); "player" is player 1 until seats are handed out.
    fn from_str(word: &str) -> Result<Self, Self::Err> {
        let strength = Strength::ALL.into_iter().find(|s| s.label() == word);
        match (word, strength) {
            (_, Some(strength)) => Ok(Seat::Ai(strength)),
            ("random", _) => Ok(Seat::Random),
            ("player", _) => Ok(Seat::Player(0)),
            ("scripted", _) => Ok(Seat::Scripted),
            ("replay", _) => Ok(Seat::Replay),
            ("remote", _) => Ok(Seat::Remote(0)),
            _ => Err(format!(
                "`{word}` is no seat: random, easy, normal, hard or player"
            )),
        }
    }
}

/// The seat of each combatant, by `CombatantId`, `default` for the rest: the table the
/// controllers ask, the screens read, and a save keeps.
#[derive(Resource, Clone, Debug, PartialEq, Eq)]
pub struct Seats {
    pub by_combatant: Vec<Seat>,
    pub default: Seat,
}

impl Default for Seats {
    /// Headless without seats given: random players everywhere.
    fn default() -> Self {
        Seats::all(Seat::Random)
    }
}

impl Seats {
    pub fn all(seat: Seat) -> Self {
        Self {
            by_combatant: Vec::new(),
            default: seat,
        }
    }

    /// These seats, by combatant; anyone else is the AI at normal strength.
    pub fn of(by_combatant: Vec<Seat>) -> Self {
        Self {
            by_combatant,
            default: Seat::default(),
        }
    }

    /// The seats as they are played headless, where nobody sits at a screen: a player's seat
    /// is the AI at normal strength.
    pub fn headless(seats: &[Seat]) -> Self {
        Seats::of(
            seats
                .iter()
                .map(|&s| if s.is_human() { Seat::default() } else { s })
                .collect(),
        )
    }

    pub fn seat(&self, who: CombatantId) -> Seat {
        self.by_combatant
            .get(who.index())
            .copied()
            .unwrap_or(self.default)
    }

    /// How many different human players sit at this screen.
    pub fn players(&self) -> usize {
        let mut seen: Vec<u8> = self
            .by_combatant
            .iter()
            .filter_map(|s| s.player())
            .collect();
        seen.sort_unstable();
        seen.dedup();
        seen.len()
    }

    /// Hands every human's combatant to the AI at normal strength; the AI's seats keep their
    /// strength (the frame report measures a Hard Dark Lord's thinking so).
    pub fn hand_players_to_ai(&mut self) {
        let ai = Seat::default();
        if self.by_combatant.iter().any(|s| s.is_human()) || self.default.is_human() {
            for seat in self.by_combatant.iter_mut().filter(|s| s.is_human()) {
                *seat = ai;
            }
            if self.default.is_human() {
                self.default = ai;
            }
        }
    }

    /// Hands every combatant to the AI at normal strength (for autoplay and the result
    /// screenshot); leaves the table untouched when that is done already.
    pub fn hand_all_to_ai(&mut self) {
        let ai = Seat::default();
        if self.by_combatant.iter().any(|s| *s != ai) || self.default != ai {
            self.by_combatant.iter_mut().for_each(|s| *s = ai);
            self.default = ai;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn handing_the_players_to_the_ai_keeps_the_ai_seats_strength() {
        let mut seats = Seats::of(vec![
            Seat::Player(0),
            Seat::Player(1),
            Seat::Ai(Strength::Hard),
            Seat::Random,
        ]);
        seats.hand_players_to_ai();
        assert_eq!(
            seats.by_combatant,
            vec![
                Seat::default(),
                Seat::default(),
                Seat::Ai(Strength::Hard),
                Seat::Random
            ]
        );
    }

    #[test]
    fn the_command_line_words_name_each_seat_both_ways() {
        for seat in Seat::AUTOMATIC.into_iter().chain([
            Seat::Player(0),
            Seat::Scripted,
            Seat::Replay,
            Seat::Remote(0),
        ]) {
            assert_eq!(seat.name().parse::<Seat>(), Ok(seat));
        }
        assert!("wizard".parse::<Seat>().is_err());
    }

    #[test]
    fn saves_keep_reading_seats_as_they_were_written() {
        let seats: Vec<Seat> = ron::from_str("[Player(0), Ai(Normal), Ai(Hard)]").unwrap();
        assert_eq!(
            seats,
            [
                Seat::Player(0),
                Seat::Ai(Strength::Normal),
                Seat::Ai(Strength::Hard)
            ]
        );
        assert_eq!(ron::to_string(&Seat::Player(2)).unwrap(), "Player(2)");
    }

    #[test]
    fn a_remote_seat_is_kept_as_a_player_at_this_screen() {
        assert_eq!(Seat::Remote(1).at_this_screen(), Seat::Player(1));
        assert_eq!(Seat::Random.at_this_screen(), Seat::Random);
    }

    #[test]
    fn player_text_stays_as_it_was() {
        assert_eq!(Seat::Player(1).label(), "Player 2");
        assert_eq!(Seat::Ai(Strength::Hard).label(), "AI (hard)");
        assert_eq!(Seat::Remote(1).label(), "Player 2 (remote)");
    }

    #[test]
    fn headless_a_player_s_seat_goes_to_the_normal_ai() {
        let seats = Seats::headless(&[Seat::Player(0), Seat::Ai(Strength::Easy)]);
        assert_eq!(
            seats.by_combatant,
            [Seat::Ai(Strength::Normal), Seat::Ai(Strength::Easy)]
        );
        assert_eq!(seats.players(), 0);
    }
}
