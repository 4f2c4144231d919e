//! Why a save or a replay is refused: typed, so callers and tests can tell a damaged file from one
//! made with other content, and worded once, in the `path:line:col: what` style of content errors.

use crate::combat::ctx::{AP_CAP, NEEDLE_START};
use crate::content::ContentError;
use crate::content::bounds::MAX_ATTRIBUTE;
use crate::rules::Stat;
use std::fmt;
use std::path::PathBuf;

/// Why a save or replay cannot be loaded or played.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PersistError {
    /// Unreadable, not RON of the right shape, another kind of file or another format version:
    /// `path:line:col: what is wrong`.
    #[error(transparent)]
    File(#[from] ContentError),
    /// A file read whole but refused: `path:1:1: why`.
    #[error("{}:1:1: {why}", .path.display())]
    Refused {
        path: PathBuf,
        why: Box<PersistError>,
    },
    #[error(
        "the content library has changed since this fight was saved (its actions, items or \
         combatants may mean other things now), so it cannot be continued"
    )]
    ContentChanged,
    #[error(
        "this replay was recorded with other content (the library has changed since: its \
         actions, items or combatants may mean other things now), so it would not play out as \
         recorded; `aguja replay FILE --force` tries anyway"
    )]
    ReplayContentChanged,
    #[error("the save is damaged: its starting state: {0}")]
    SaveStartDamaged(Damage),
    #[error("the save is damaged: {0}")]
    SaveDamaged(Damage),
    #[error("the replay's starting state is damaged: {0}")]
    ReplayStartDamaged(Damage),
    #[error("the save is damaged: {seats} seats for {combatants} combatants")]
    SeatCount { seats: usize, combatants: usize },
    #[error(
        "the save is damaged: its state is not where its recorded decisions lead (was the file \
         edited?)"
    )]
    NotWhereItLeads,
}

impl PersistError {
    /// The reason itself, whichever file it was found in.
    pub fn why(&self) -> &PersistError {
        match self {
            PersistError::Refused { why, .. } => why.why(),
            other => other,
        }
    }

    /// The reason found in the file at `path`.
    pub fn in_file(self, path: impl Into<PathBuf>) -> PersistError {
        match self {
            e @ (PersistError::File(_) | PersistError::Refused { .. }) => e,
            why => PersistError::Refused {
                path: path.into(),
                why: Box::new(why),
            },
        }
    }
}

/// What a combat state read from a file refers to that does not exist, or a number outside the
/// rules' bounds (`integrity::check_state`).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Damage {
    #[error("{0} combatants (a combat has 1 to 255)")]
    CombatantCount(usize),
    #[error("the roster names {names} combatants, the state has {fighters}")]
    RosterSize { names: usize, fighters: usize },
    /// Something wrong with one combatant.
    #[error("combatant {index} ({name}): {problem}")]
    Combatant {
        index: usize,
        name: String,
        problem: Box<Damage>,
    },
    #[error("listed as number {0}")]
    Numbered(u8),
    #[error("kind #{0} is not in the library")]
    UnknownKind(u16),
    #[error("its parts do not match the roster")]
    Parts,
    #[error("AP level {0} above {AP_CAP}")]
    ApAbove(u32),
    #[error("a damage, wait or preparation count is implausibly large")]
    Implausible,
    #[error("an item is worn on a part it does not have")]
    WornOnMissingPart,
    #[error("HP {0} is out of range")]
    Hp(i32),
    #[error("a modifier of {amount} to {stat} is beyond ±{MAX_ATTRIBUTE}")]
    Modifier { stat: Stat, amount: i32 },
    #[error("its {item} gives {hp} HP, which is not what the item gives")]
    WornHp { item: String, hp: i32 },
    #[error("its {stat} with everything on it could reach {reach}, beyond ±{bound}")]
    Stat { stat: Stat, reach: u64, bound: i32 },
    #[error("it arrives in round {round}, after the last round ({max})")]
    Arrives { round: u32, max: u32 },
    #[error("the goal names combatant #{index}, and there are {combatants}")]
    GoalNames { index: usize, combatants: usize },
    #[error("the goal asks to hold out {rounds} rounds; the fight has 1 to {max}")]
    GoalRounds { rounds: u32, max: u32 },
    /// An id past the end of its list.
    #[error("{what} #{id} does not exist (there are {len})")]
    Missing { what: Thing, id: u16, len: usize },
    #[error("the needle stands at {0}, above {NEEDLE_START}")]
    Needle(u32),
    #[error("round {round} of {max}")]
    Rounds { round: u32, max: u32 },
    #[error("level {0} is out of range")]
    Level(u32),
    /// Something wrong with one link of the chain (numbered from 1).
    #[error("chain link {number}: {problem}")]
    Link { number: usize, problem: Box<Damage> },
    #[error("it answers a later link")]
    AnswersLaterLink,
    #[error("the reaction window answers a link that is not there")]
    WindowLink,
    /// Something wrong with the question waiting for an answer.
    #[error("the open question: {0}")]
    Question(Box<Damage>),
    #[error("a reaction to a link that is not there")]
    ReactionToMissingLink,
    #[error("a tie-break among nobody")]
    EmptyTieBreak,
}

impl Damage {
    /// The innermost reason, inside a combatant, a link or the open question.
    pub fn root(&self) -> &Damage {
        match self {
            Damage::Combatant { problem, .. } | Damage::Link { problem, .. } => problem.root(),
            Damage::Question(problem) => problem.root(),
            other => other,
        }
    }
}

/// The kinds of id a state refers to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Thing {
    Action,
    Item,
    Advantage,
    Combatant,
    Part,
}

impl fmt::Display for Thing {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Thing::Action => "action",
            Thing::Item => "item",
            Thing::Advantage => "advantage",
            Thing::Combatant => "combatant",
            Thing::Part => "part",
        })
    }
}
