//! Who plays which side, chosen on the title screen (or with `aguja play --hot-seat`): each hero
//! belongs to a player or the AI at a strength, the minions to the Dark Lord (the AI or a
//! player).

use crate::content::{Encounter, Side};
use crate::control::{Seat, Seats};
use std::path::PathBuf;

/// Who plays what when the command line skips the title (`aguja play LEVEL` or `--script`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Seating {
    /// Each hero its own player (1, 2, …) instead of one player for all.
    pub hot_seat: bool,
    /// `--dark-lord`: who plays the minions, an AI strength or a player (the next one, when
    /// hot-seat); by default the AI at normal strength, or, hot-seat, the next player.
    pub dark_lord: Option<Seat>,
}

impl Seating {
    /// The seats of `heroes` hero slots, in order, and the Dark Lord's.
    pub fn seats(self, heroes: usize) -> (Vec<Seat>, Seat) {
        let hero_seats = hero_players(self.hot_seat, heroes);
        let dark_lord = match self.dark_lord {
            Some(Seat::Player(_)) => dark_lord_player(self.hot_seat, &hero_seats),
            Some(seat) => seat,
            None if self.hot_seat => dark_lord_player(true, &hero_seats),
            None => Seat::default(),
        };
        (hero_seats, dark_lord)
    }

    /// The seats of combatants of these sides, in order.
    pub fn table(self, sides: impl Iterator<Item = Side> + Clone) -> Seats {
        let heroes = sides.clone().filter(|s| *s == Side::Heroes).count();
        let (hero_seats, dark_lord) = self.seats(heroes);
        assign(sides, &hero_seats, dark_lord)
    }
}

/// The one hot-seat seating of the heroes, for the title and `--hot-seat` alike: each hero
/// slot its own player (1, 2, …, numbered from 0 here) when hot-seat, else all the one player.
pub fn hero_players(hot_seat: bool, heroes: usize) -> Vec<Seat> {
    (0..heroes)
        .map(|i| Seat::Player(if hot_seat { player_number(i) } else { 0 }))
        .collect()
}

/// A Dark Lord played by a player: hot-seat, the player after the heroes' last one (whoever the
/// players made the heroes' owners); alone, the one player.
pub fn dark_lord_player(hot_seat: bool, heroes: &[Seat]) -> Seat {
    let last = heroes.iter().filter_map(|s| s.player()).max();
    Seat::Player(match (hot_seat, last) {
        (true, Some(last)) => last.saturating_add(1),
        _ => 0,
    })
}

/// Player numbers stop at 255: more hero slots than that share the last.
fn player_number(i: usize) -> u8 {
    u8::try_from(i).unwrap_or(u8::MAX)
}

/// Each combatant's seat: heroes take the hero seats in order, minions the Dark Lord's.
fn assign(sides: impl Iterator<Item = Side>, heroes: &[Seat], dark_lord: Seat) -> Seats {
    let mut heroes = heroes.iter();
    Seats::of(
        sides
            .map(|side| match side {
                Side::Heroes => heroes.next().copied().unwrap_or_default(),
                Side::Minions => dark_lord,
            })
            .collect(),
    )
}

/// Everything needed to start a combat.
#[derive(Clone, Debug)]
pub struct StartSetup {
    pub path: PathBuf,
    /// With the players' archetype choices applied.
    pub encounter: Encounter,
    /// The seat of each hero slot, in encounter order.
    pub heroes: Vec<Seat>,
    pub dark_lord: Seat,
    pub seed: u64,
}

impl StartSetup {
    /// The seats of the combat it starts, by combatant.
    pub fn seats(&self) -> Seats {
        assign(
            self.encounter.members.iter().map(|m| m.side),
            &self.heroes,
            self.dark_lord,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Strength;

    #[test]
    fn hot_seat_gives_each_hero_a_player_and_the_dark_lord_the_next() {
        let sides = [Side::Heroes, Side::Minions, Side::Heroes, Side::Minions];
        let seats = Seating {
            hot_seat: true,
            dark_lord: None,
        }
        .table(sides.into_iter());
        use Seat::Player as P;
        assert_eq!(seats.by_combatant, [P(0), P(2), P(1), P(2)]);
        assert_eq!(seats.players(), 3);
        let told = Seating {
            hot_seat: true,
            dark_lord: Some(P(0)),
        };
        assert_eq!(told.table(sides.into_iter()), seats, "--dark-lord player");
    }

    #[test]
    fn ai_seats_get_their_strength_and_autoplay_hands_all_to_normal() {
        let mut seats = Seating {
            hot_seat: false,
            dark_lord: Some(Seat::Ai(Strength::Hard)),
        }
        .table([Side::Heroes, Side::Minions].into_iter());
        assert_eq!(
            seats.by_combatant,
            [Seat::Player(0), Seat::Ai(Strength::Hard)]
        );
        seats.hand_all_to_ai();
        assert_eq!(seats.players(), 0);
        assert!(
            seats
                .by_combatant
                .iter()
                .all(|s| *s == Seat::Ai(Strength::Normal))
        );
    }
}
