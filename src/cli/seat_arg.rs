//! Seats on the command line: the words of `Seat::name` ("random", "hard", "player", "remote"),
//! offered and parsed into a `Seat`, so that `--heroes`, `--dark-lord`, `--players` and `--ai`
//! need no enums of their own.

use crate::ai::Strength;
use crate::content::Side;
use crate::control::Seat;
use clap::builder::{PossibleValuesParser, TypedValueParser};

/// `--heroes`, `--dark-lord` (simulate) and `--players` (soak): random or an AI strength.
pub fn automatic() -> impl TypedValueParser<Value = Seat> {
    words(&Seat::AUTOMATIC)
}

/// `aguja play --dark-lord`: an AI strength or a player (which one is settled with the seats).
pub fn dark_lord() -> impl TypedValueParser<Value = Seat> {
    let ai = Strength::ALL.map(Seat::Ai);
    words(&[ai[0], ai[1], ai[2], Seat::Player(0)])
}

/// `aguja host --heroes` and `--dark-lord`: an AI strength, or a remote player.
pub fn hosted() -> impl TypedValueParser<Value = Seat> {
    let ai = Strength::ALL.map(Seat::Ai);
    words(&[ai[0], ai[1], ai[2], Seat::Remote(0)])
}

/// `aguja join --ai`: the AI strength that answers the client's seats.
pub fn strength() -> impl TypedValueParser<Value = Strength> {
    let names: Vec<&'static str> = Strength::ALL.iter().map(|s| s.label()).collect();
    PossibleValuesParser::new(names).try_map(|word| {
        Strength::ALL
            .into_iter()
            .find(|s| s.label() == word)
            .ok_or_else(|| format!("`{word}` is no AI strength"))
    })
}

/// `aguja search-lab --side`: the Dark Lord's side or the heroes'.
pub fn side() -> impl TypedValueParser<Value = Side> {
    PossibleValuesParser::new(["dark-lord", "heroes"]).map(|word| match word.as_str() {
        "heroes" => Side::Heroes,
        _ => Side::Minions,
    })
}

fn words(seats: &[Seat]) -> impl TypedValueParser<Value = Seat> + use<> {
    let names: Vec<&'static str> = seats.iter().map(|s| s.name()).collect();
    PossibleValuesParser::new(names).try_map(|word| word.parse::<Seat>())
}

/// "Hard": a seat's word at the head of a report line.
pub fn capitalized(seat: Seat) -> String {
    let mut chars = seat.name().chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::Parser;

    #[derive(Parser)]
    struct Args {
        #[arg(long, value_parser = automatic(), value_delimiter = ',')]
        players: Vec<Seat>,
        #[arg(long, value_parser = dark_lord())]
        dark_lord: Option<Seat>,
        #[arg(long, value_parser = side(), default_value = "dark-lord")]
        side: Side,
    }

    #[test]
    fn seats_parse_from_their_words_and_nothing_else() {
        let args = Args::try_parse_from(["x", "--players", "random,hard", "--dark-lord", "player"])
            .unwrap();
        assert_eq!(args.players, [Seat::Random, Seat::Ai(Strength::Hard)]);
        assert_eq!(args.dark_lord, Some(Seat::Player(0)));
        assert!(Args::try_parse_from(["x", "--players", "player"]).is_err());
        assert!(Args::try_parse_from(["x", "--dark-lord", "random"]).is_err());
        assert_eq!(capitalized(Seat::Ai(Strength::Normal)), "Normal");
        assert_eq!(args.side, Side::Minions);
        let heroes = Args::try_parse_from(["x", "--side", "heroes"]).unwrap();
        assert_eq!(heroes.side, Side::Heroes);
        assert!(Args::try_parse_from(["x", "--side", "minions"]).is_err());
    }
}
