//! A request in words: the one place that says what the rules ask, in each of the phrasings
//! the game shows — a rejection names the kind of request, a script's run what the rules wait
//! for, and the hand-off cover what the next player is asked.

use super::chain::Link;
use super::decision::Request;
use super::describe::Names;
use super::state::CombatantId;

/// How a request is put, with what each phrasing needs to name.
#[derive(Clone, Copy)]
pub enum Phrasing<'a> {
    /// Its kind alone, for a rejection: "react-or-pass".
    Kind,
    /// What the rules wait for, by combatant names, for scripts: "Goblin to react or pass".
    Waiting(&'a [String]),
    /// What the player taking the mouse is asked, for the hand-off cover (the chain names what
    /// a reaction answers): "Goblin may react to Red Haggar's Punch".
    Cover(&'a Names<'a>, &'a [Link]),
}

/// What `request` asks, put as `phrasing` says.
pub fn in_words(request: &Request, phrasing: Phrasing) -> String {
    use Phrasing::{Cover, Kind, Waiting};
    let names = match phrasing {
        Kind => &[][..],
        Waiting(names) => names,
        Cover(names, _) => names.combatants,
    };
    let who = |id: CombatantId| names.get(id.index()).map_or("?", String::as_str);
    let all = |ids: &[CombatantId]| -> Vec<String> { ids.iter().map(|&t| who(t).into()).collect() };
    match (request, phrasing) {
        (Request::Advantage { .. }, Kind) => "pick-an-advantage".into(),
        (Request::Advantage { hero, .. }, Waiting(_)) => {
            format!("{} to pick an advantage", who(*hero))
        }
        (Request::Advantage { hero, .. }, Cover(..)) => format!("{} picks advantages", who(*hero)),
        (Request::Act { .. }, Kind) => "choose-an-action".into(),
        (Request::Act { actor, .. }, Waiting(_)) => format!("{} to act", who(*actor)),
        (Request::Act { actor, .. }, Cover(..)) => format!("{}'s turn", who(*actor)),
        (Request::React { .. }, Kind) => "react-or-pass".into(),
        (Request::React { reactor, .. }, Waiting(_)) => {
            format!("{} to react or pass", who(*reactor))
        }
        (Request::React { reactor, link, .. }, Cover(names, chain)) => match chain.get(*link) {
            Some(l) => format!(
                "{} may react to {}'s {}",
                who(*reactor),
                who(l.owner),
                names.action(l.action)
            ),
            None => format!("{} may react", who(*reactor)),
        },
        (Request::TieBreak { .. }, Kind) => "tie-break".into(),
        (Request::TieBreak { tied, .. }, Waiting(_)) => {
            format!("a tie-break among {}", all(tied).join(", "))
        }
        (Request::TieBreak { tied, .. }, Cover(..)) => {
            format!("{} are tied: who goes first?", and_list(&all(tied)))
        }
        (Request::Consent { .. }, Kind) => "hand-over consent".into(),
        (Request::Consent { giver, taker, .. }, Waiting(_)) => format!(
            "{} to agree to hand an item to {}",
            who(*giver),
            who(*taker)
        ),
        (Request::Consent { giver, taker, item }, Cover(names, _)) => format!(
            "{} asks {} for the {}",
            who(*taker),
            who(*giver),
            names.item(*item)
        ),
    }
}

/// "A", "A and B", "A, B and C".
pub fn and_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_phrasing_puts_a_tie_break_its_own_way() {
        let tie = Request::TieBreak {
            side: crate::content::Side::Heroes,
            tied: vec![CombatantId(0), CombatantId(1), CombatantId(2)],
            purpose: super::super::decision::TiePurpose::Opportunity,
        };
        let names = ["Ann".to_string(), "Bo".into(), "Cy".into()];
        assert_eq!(in_words(&tie, Phrasing::Kind), "tie-break");
        assert_eq!(
            in_words(&tie, Phrasing::Waiting(&names)),
            "a tie-break among Ann, Bo, Cy"
        );
        assert_eq!(and_list(&names), "Ann, Bo and Cy");
    }
}
