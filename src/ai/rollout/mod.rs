//! Hard: rollout search over whole fights. At a decision with more than one sensible answer it
//! takes the best few by its one-step judgement (`candidates`: actions, preparation and waiting,
//! reactions and passing; `Breadth` can pick others), plays each forward to the end of the fight on copies of
//! the combat, with the very rules the game runs (`combat::engine`), and keeps the one that
//! wins most. Rolling a base policy out and keeping the best first move is a policy-improvement
//! step: in expectation it is never worse than the policy it rolls out, unlike the partial-round
//! look-ahead it replaces, whose position score was biased (docs/HARD_SEARCH.md, "Before
//! issue 27").
//!
//! The copies roll fresh dice from the AI's own stream, seeded from the decision's seed, never
//! the combat's: the AI cannot peek at the rolls to come. Sample i uses the same dice seed for
//! every candidate (common random numbers), so the comparison measures the answers rather than
//! the luck. Successive halving (`halving`) spends the budget on the close calls. The budget is
//! a time (`Budget::deadline`) and a playout count (`Budget::playouts`); without a deadline the
//! answer depends on the state and the seed alone, whatever the thread count.

mod candidates;
mod halving;
mod playout;
pub mod reading;

pub use candidates::{Breadth, candidates, every_answer};
pub use halving::search;
pub use playout::{horizon_score, play_on, playout, sample_seed, score};
pub use reading::Reading;

use super::judge::Judgement;
use super::normal;
use crate::combat::{CombatState, Decision, Request};
use crate::content::{Content, Objective, Side};
use std::cell::Cell;
use std::time::Duration;

/// What Hard's searches on one thread did: `simulate` reads it around each combat to report,
/// per level, how many playouts a decision got and how often playing forward changed the
/// one-step judgement's own answer (where it never does, Hard plays as its judgement alone).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Decisions with two answers or more played forward.
    pub searches: u64,
    /// Whole-fight playouts they played.
    pub playouts: u64,
    /// Searches whose answer was not the one-step judgement's own.
    pub changed: u64,
    /// Searches whose clock afforded fewer than `FEW_PLAYOUTS` (or whose cap was below it):
    /// where the Dark Lord's goal searches ask `Budget::goal_confidence`.
    pub few: u64,
}

impl Tally {
    /// What was done between `earlier` and this tally.
    pub fn since(self, earlier: Tally) -> Tally {
        Tally {
            searches: self.searches.saturating_sub(earlier.searches),
            playouts: self.playouts.saturating_sub(earlier.playouts),
            changed: self.changed.saturating_sub(earlier.changed),
            few: self.few.saturating_sub(earlier.few),
        }
    }

    /// Both tallies added up.
    pub fn plus(self, other: Tally) -> Tally {
        Tally {
            searches: self.searches.saturating_add(other.searches),
            playouts: self.playouts.saturating_add(other.playouts),
            changed: self.changed.saturating_add(other.changed),
            few: self.few.saturating_add(other.few),
        }
    }
}

thread_local! {
    /// This thread's searches so far: a search answers on the thread that asked it.
    static TALLY: Cell<Tally> = const {
        Cell::new(Tally { searches: 0, playouts: 0, changed: 0, few: 0 })
    };
}

/// The searches this thread has run so far.
pub fn tally() -> Tally {
    TALLY.with(Cell::get)
}

/// How much Hard may think about one decision.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Budget {
    /// Answers at most played forward (the best by the one-step judgement).
    pub candidates: usize,
    /// Whole-fight playouts at most in one decision, all candidates together: the
    /// deterministic cap (`--hard-playouts`).
    pub playouts: usize,
    /// How many standard errors better than the one-step judgement's own answer another must
    /// be to replace it: in every search that affords `FEW_PLAYOUTS` or more, and below that
    /// where every foe must fall and for Hard heroes (`confidence_at`).
    pub confidence: f32,
    /// The Dark Lord's on a level with a goal of its own when its search can afford fewer than
    /// `FEW_PLAYOUTS` (a slow or busy machine); with more, `confidence`. There the answers lie a
    /// point or two apart, and at one standard error a search of a few hundred playouts took
    /// the dice's noise for a gain often enough to play worse than its own judgement; at two it
    /// does not (docs/HARD_SEARCH.md, "Stop 67").
    pub goal_confidence: f32,
    /// How long Hard thinks: no playout starts after 95% of it, and one still under way when
    /// it is up is abandoned (and not counted). `None` makes the answer depend on the state
    /// and the seed alone, as tests and replays want.
    pub deadline: Option<Duration>,
    /// Threads the playouts are spread over (0: every core).
    pub threads: usize,
    /// The one-step judgement Hard answers with, in its own playouts too: it ranks the
    /// candidates and keeps the first unless another wins more. Hard heroes' on every level
    /// (`judgement_for`).
    pub judgement: Judgement,
    /// The Dark Lord's where every foe must fall (`Judgement::HARD_DARK_LORD`).
    pub dark_lord_judgement: Judgement,
    /// The Dark Lord's on a level with a goal of its own (`Judgement::HARD_GOAL`).
    pub goal_judgement: Judgement,
    /// Weight of the playout's tie-break on the fight's final margin (`playout::score`): 0
    /// scores wins alone.
    pub margin: f32,
    /// Whether each playout re-keys its dice at every tick of the needle (round and needle
    /// position), so that sample i rolls the same faces at the same moment of the fight for
    /// every candidate, however many dice the answers before it rolled. Without it the
    /// candidates share only the start of the stream, and their fights drift apart on dice
    /// after the first answer that rolls a different count.
    pub tick_dice: bool,
    /// How the final comparison guards against the luck that kept a candidate in the halving.
    pub selection: Selection,
    /// For measuring only, never in the game: the playouts roll the combat's own dice to come
    /// instead of the AI's, so that Hard knows every roll before it answers
    /// (`simulate --hard-sees-dice`). What such a Dark Lord wins shows how much its answers
    /// could win on a level once the dice are known: a loose bound, not a game
    /// (docs/HARD_SEARCH.md, "Stop 50").
    pub sees_dice: bool,
    /// Which answers beyond the judgement's best few are played forward where every foe must
    /// fall (`breadth_for`).
    pub breadth: Breadth,
    /// The Dark Lord's on a level with a goal of its own (the leader, survive, protect): there
    /// the judgement's best few are mostly one attack at several targets, and the moves that
    /// turn those fights (preparing at the Bandit Chief) were never played forward. Hard heroes
    /// keep `breadth` there: with `Kinds` they won 44 of 60 goal fights against 49
    /// (docs/HARD_SEARCH.md, "Stop 56" and "Stop 61").
    pub goal_breadth: Breadth,
    /// Rounds a playout plays before it stops and is scored by `reading`, the chance its side
    /// goes on to win; `None`: every playout plays to the fight's end.
    pub horizon: Option<u32>,
    /// How sharply `horizon_score` turns the strength kept into a chance of winning.
    pub horizon_k: f32,
    /// How a playout stopped at its horizon is read (`reading::Reading`).
    pub reading: Reading,
    /// How the budget is shared among the candidates: `None` halves them (`halving`);
    /// `Some(z)` races them, every candidate still in playing every new sample, and one drops
    /// out only once the leader beats it by `z` standard errors (`halving::race`).
    pub race: Option<f32>,
}

/// How the search guards its final comparison against the luck that kept a candidate in: a
/// candidate that survives a halving did so partly on lucky samples, and the judgement's own
/// answer halved away on unlucky ones then meets the survivors on those very samples alone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Selection {
    /// Any candidate may be halved away, the judgement's own answer too, and the comparison
    /// counts every sample (Hard until stop 45).
    Open,
    /// The judgement's own answer is never halved away: it is compared with the finalists on
    /// every sample they played. +0.14 ± 0.05 points a decision over `Open` in
    /// `aguja search-lab` (docs/HARD_SEARCH.md, "Stop 45").
    KeepFirst,
    /// As `KeepFirst`, and the comparison counts only the samples played after the last
    /// halving: free of the luck, on fewer samples (+0.13 ± 0.06 over `Open`).
    AfterHalving,
}

impl Selection {
    /// Every selection with the name the CLI gives it.
    pub const NAMED: [(&'static str, Selection); 3] = [
        ("open", Selection::Open),
        ("keep-first", Selection::KeepFirst),
        ("after-halving", Selection::AfterHalving),
    ];

    /// The selection called `name` in `NAMED`, or what the names are.
    pub fn parse(name: &str) -> Result<Selection, String> {
        by_name(&Self::NAMED, name)
    }
}

/// The value called `name` (spaces around it ignored) in a setting's list of `named` values,
/// or what the names are.
fn by_name<T: Copy>(named: &[(&'static str, T)], name: &str) -> Result<T, String> {
    named
        .iter()
        .find(|(n, _)| *n == name.trim())
        .map(|&(_, v)| v)
        .ok_or_else(|| {
            let names: Vec<&str> = named.iter().map(|(n, _)| *n).collect();
            format!("`{}`: one of {}", name.trim(), names.join(", "))
        })
}

/// Below this many playouts a search (all candidates together) the Dark Lord's goal searches
/// ask `Budget::goal_confidence`. On the goal levels at 250 and 1,000 playouts two standard
/// errors won more whole fights than one (291 and 282 of 600 against 242 and 270); at the
/// game's 250 ms on this machine (some 3,800) one won more (428 of 900 against 406), so the
/// game there plays as before (docs/HARD_SEARCH.md, "Stop 67").
pub const FEW_PLAYOUTS: usize = 2000;

/// Hard's default thinking time per decision (`--hard-ms`).
pub const DEFAULT_MS: u64 = 250;

/// Hard's default cap on the playouts of one decision: about twice what its default 250 ms
/// affords on this 2-core machine, so that the clock, not the cap, ends a search.
pub const DEFAULT_PLAYOUTS: usize = 4000;

/// The cap grows with the thinking time at the default's ratio (4,000 for 250 ms): with the
/// cap fixed, 1 s and 2 s of thinking stopped at the cap after some 0.5 s and bought nothing.
const PLAYOUTS_PER_MS: usize = DEFAULT_PLAYOUTS / DEFAULT_MS as usize;

impl Default for Budget {
    fn default() -> Self {
        Budget {
            candidates: 6,
            playouts: DEFAULT_PLAYOUTS,
            confidence: 1.0,
            goal_confidence: 2.0,
            deadline: Some(Duration::from_millis(DEFAULT_MS)),
            threads: 0,
            judgement: Judgement::HARD,
            dark_lord_judgement: Judgement::HARD_DARK_LORD,
            goal_judgement: Judgement::HARD_GOAL,
            margin: 0.0,
            tick_dice: false,
            selection: Selection::KeepFirst,
            sees_dice: false,
            // `Kinds` lost 12 points where every foe must fall and gained on the goal levels
            // (docs/HARD_SEARCH.md, "Stop 56"): each kind of level keeps what plays it better.
            breadth: Breadth::Best,
            goal_breadth: Breadth::Kinds,
            horizon: None,
            horizon_k: 4.0,
            reading: Reading::Strength,
            race: None,
        }
    }
}

impl Budget {
    /// Who answers in the playouts of a search for `side` under the encounter's `goal`: that
    /// side with the judgement `judgement_for` gives it, the other as Normal does.
    pub fn policy(&self, goal: &Objective, side: Side) -> Policy {
        Policy {
            side,
            own: self.judgement_for(goal, side),
            other: Judgement::NORMAL,
            margin: self.margin,
            tick_dice: self.tick_dice,
            sees_dice: self.sees_dice,
            horizon: self.horizon,
            horizon_k: self.horizon_k,
            reading: self.reading,
        }
    }

    /// The breadth a search for `side` plays forward under the encounter's `goal`.
    pub fn breadth_for(&self, goal: &Objective, side: Side) -> Breadth {
        if Self::dark_lord_with_a_goal(goal, side) {
            self.goal_breadth
        } else {
            self.breadth
        }
    }

    /// The one-step judgement `side` answers with under the encounter's `goal`.
    pub fn judgement_for(&self, goal: &Objective, side: Side) -> Judgement {
        match side {
            Side::Heroes => self.judgement,
            Side::Minions if Self::dark_lord_with_a_goal(goal, side) => self.goal_judgement,
            Side::Minions => self.dark_lord_judgement,
        }
    }

    /// How many standard errors another answer must win by in a search for `side` under the
    /// encounter's `goal` that can afford `playouts`.
    pub fn confidence_at(&self, goal: &Objective, side: Side, playouts: usize) -> f32 {
        if playouts < FEW_PLAYOUTS && Self::dark_lord_with_a_goal(goal, side) {
            self.goal_confidence
        } else {
            self.confidence
        }
    }

    /// Whether `side` is the Dark Lord on a level with a goal of its own (the leader, survive,
    /// protect), where Hard plays its goal breadth and goal judgement.
    fn dark_lord_with_a_goal(goal: &Objective, side: Side) -> bool {
        match (goal, side) {
            (Objective::DefeatAll, _) | (_, Side::Heroes) => false,
            (
                Objective::DefeatLeader(_) | Objective::Survive(_) | Objective::Protect(_),
                Side::Minions,
            ) => true,
        }
    }

    /// The same judgement on every level and for both sides (`simulate --hard-weights`).
    pub fn with_judgement(self, judgement: Judgement) -> Self {
        Budget {
            judgement,
            dark_lord_judgement: judgement,
            goal_judgement: judgement,
            ..self
        }
    }

    /// The same confidence on every level and for both sides (`simulate --hard-confidence`,
    /// `search-lab confidence=`).
    pub fn with_confidence(self, confidence: f32) -> Self {
        Budget {
            confidence,
            goal_confidence: confidence,
            ..self
        }
    }

    /// The same breadth on every level (`simulate --hard-breadth`, `search-lab breadth=`).
    pub fn with_breadth(self, breadth: Breadth) -> Self {
        Budget {
            breadth,
            goal_breadth: breadth,
            ..self
        }
    }

    /// This budget with `ms` milliseconds of thinking and a cap on playouts that grows with
    /// them (never below the default's); 0: no deadline, this budget's cap alone.
    pub fn with_ms(self, ms: u64) -> Self {
        if ms == 0 {
            return Budget {
                deadline: None,
                ..self
            };
        }
        let cap = usize::try_from(ms)
            .unwrap_or(usize::MAX)
            .saturating_mul(PLAYOUTS_PER_MS);
        Budget {
            deadline: Some(Duration::from_millis(ms)),
            playouts: cap.max(DEFAULT_PLAYOUTS),
            ..self
        }
    }

    /// The threads a search may use.
    pub fn thread_count(&self) -> usize {
        match self.threads {
            0 => std::thread::available_parallelism().map_or(1, |n| n.get()),
            n => n,
        }
    }
}

/// Hard's answer to `request`; see the module doc.
pub fn answer(
    state: &CombatState,
    content: &Content,
    request: &Request,
    seed: u64,
    budget: &Budget,
) -> Decision {
    let side = state.fighters[request.decider().index()].side;
    let judgement = budget.judgement_for(&state.round.goal, side);
    let breadth = budget.breadth_for(&state.round.goal, side);
    let listed = candidates(
        state,
        content,
        request,
        judgement,
        breadth.wanted(budget.candidates),
    );
    let found: Vec<Decision> = breadth
        .pick(&listed, budget.candidates, content)
        .into_iter()
        .map(|i| listed[i].clone())
        .collect();
    if found.len() < 2 {
        return found
            .into_iter()
            .next()
            .unwrap_or_else(|| normal::answer_with(state, content, request, judgement));
    }
    let searched = search(
        state,
        content,
        &found,
        &budget.policy(&state.round.goal, side),
        seed,
        budget,
    );
    let chosen = searched.chosen;
    TALLY.with(|t| {
        t.set(t.get().plus(Tally {
            searches: 1,
            playouts: searched.playouts as u64,
            changed: u64::from(chosen != 0),
            few: u64::from(searched.afforded < FEW_PLAYOUTS),
        }))
    });
    found.into_iter().nth(chosen).unwrap_or(Decision::Pass)
}

/// Who answers in the playouts: the searching side with its own one-step judgement, the other
/// side as Normal does.
#[derive(Clone, Copy, Debug)]
pub struct Policy {
    pub side: Side,
    pub own: Judgement,
    pub other: Judgement,
    /// Weight of the tie-break on the final margin (`Budget::margin`).
    pub margin: f32,
    /// Whether a playout's dice are re-keyed at every tick of the needle (`Budget::tick_dice`).
    pub tick_dice: bool,
    /// Whether the playouts roll the combat's own dice to come (`Budget::sees_dice`).
    pub sees_dice: bool,
    /// Rounds before a playout stops and is scored by its horizon (`Budget::horizon`).
    pub horizon: Option<u32>,
    /// `Budget::horizon_k`.
    pub horizon_k: f32,
    /// `Budget::reading`.
    pub reading: Reading,
}

impl Policy {
    /// The judgement that answers for `side` in a playout.
    pub fn judgement_for(&self, side: Side) -> Judgement {
        if side == self.side {
            self.own
        } else {
            self.other
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn more_thinking_time_raises_the_playout_cap_with_it() {
        let at = |ms| Budget::default().with_ms(ms);
        assert_eq!(at(250).playouts, DEFAULT_PLAYOUTS);
        assert_eq!(
            at(100).playouts,
            DEFAULT_PLAYOUTS,
            "never below the default's cap"
        );
        assert_eq!(at(1000).playouts, 4 * DEFAULT_PLAYOUTS);
        assert_eq!(at(2000).deadline, Some(Duration::from_millis(2000)));
        // The window sets the time again at each change of the setting: back to 250 ms, the
        // cap comes back down with it.
        assert_eq!(at(2000).with_ms(250).playouts, DEFAULT_PLAYOUTS);
        // No deadline: the cap alone, as it was.
        let capped = Budget {
            playouts: 2000,
            ..Budget::default()
        };
        assert_eq!(capped.with_ms(0).deadline, None);
        assert_eq!(capped.with_ms(0).playouts, 2000);
        assert_eq!(at(u64::MAX).playouts, usize::MAX, "saturates, never wraps");
    }

    #[test]
    fn a_selection_is_read_by_its_name_and_a_wrong_one_lists_the_names() {
        for (name, selection) in Selection::NAMED {
            assert_eq!(Selection::parse(&format!(" {name} ")), Ok(selection));
        }
        assert_eq!(
            Selection::parse("keepfirst"),
            Err("`keepfirst`: one of open, keep-first, after-halving".to_string())
        );
    }
}
