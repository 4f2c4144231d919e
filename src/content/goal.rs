//! An encounter's `goal:` checked and resolved to the members it names.

use super::error::{ContentError, SourceText, suggest};
use super::locate::Step;
use super::types::{Goal, Side};
use serde::{Deserialize, Serialize};

/// A goal with members named by their place in the encounter (their combatant id).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Objective {
    #[default]
    DefeatAll,
    DefeatLeader(usize),
    Survive(u32),
    Protect(usize),
}

impl Objective {
    /// The member whose fall decides the fight, if the goal names one.
    pub fn named(&self) -> Option<usize> {
        match *self {
            Objective::DefeatLeader(i) | Objective::Protect(i) => Some(i),
            _ => None,
        }
    }
}

/// `goal` resolved against the members (each one's name and side, in order); a name that fits
/// no member of the right side is an error at the goal, with the nearest name offered.
pub fn resolve_goal(
    src: &SourceText,
    goal: &Goal,
    members: &[(&str, Side)],
    max_rounds: u32,
    errors: &mut Vec<ContentError>,
) -> Objective {
    let at = [Step::Field("goal")];
    let find = |name: &str, side: Side, errors: &mut Vec<ContentError>| {
        let on_side = members.iter().enumerate().filter(|(_, m)| m.1 == side);
        if let Some((i, _)) = on_side.clone().find(|(_, m)| m.0 == name) {
            return Some(i);
        }
        let (who, other) = match side {
            Side::Minions => ("minion", "a leader is one of the Dark Lord's minions"),
            Side::Heroes => ("hero", "the one to protect is one of the heroes"),
        };
        let mut message = if members.iter().any(|m| m.0 == name) {
            format!("`{name}` is not a {who}: {other}")
        } else {
            format!("no {who} is called `{name}`")
        };
        if let Some(best) = suggest(name, on_side.map(|(_, m)| m.0)) {
            message.push_str(&format!("; did you mean `{best}`?"));
        }
        errors.push(src.error_at_path(&at, name, message));
        None
    };
    match goal {
        Goal::DefeatAll => Objective::DefeatAll,
        Goal::DefeatLeader { name } => {
            find(name, Side::Minions, errors).map_or(Objective::DefeatAll, Objective::DefeatLeader)
        }
        Goal::Protect { name } => {
            find(name, Side::Heroes, errors).map_or(Objective::DefeatAll, Objective::Protect)
        }
        Goal::Survive { rounds } => {
            let last = max_rounds.max(1);
            if *rounds == 0 || *rounds > last {
                errors.push(src.error_at_path(
                    &at,
                    "Survive",
                    format!(
                        "`Survive(rounds: {rounds})` cannot be met: give a round count from 1 to the round limit ({last})"
                    ),
                ));
            }
            Objective::Survive((*rounds).clamp(1, last))
        }
    }
}
