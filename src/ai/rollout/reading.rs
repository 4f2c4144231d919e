//! How a playout stopped at its horizon is read as a chance of winning. `Strength` is stop 60's
//! fixed form (the strength each side kept, through one steepness); `Fitted` is a logistic
//! model of who goes on to win, fitted per goal kind on fights the rollout policy plays itself
//! (`aguja fit-horizon`, docs/HARD_SEARCH.md "Stop 68"): the reading the issue asks for, "fitted
//! to who goes on to win".

use crate::combat::{CombatState, Fighter};
use crate::content::{Content, Objective, Side};
use crate::rules::Stat;

/// Which reading scores a playout stopped at its horizon (`Budget::reading`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reading {
    /// `playout::horizon_score`: the strength kept, through `Budget::horizon_k`.
    Strength,
    /// `fitted_chance` where a fit exists for the goal (the leader, survive, protect);
    /// `Strength` where every foe must fall.
    Fitted,
}

impl Reading {
    /// Every reading with the name the CLI gives it.
    pub const NAMED: [(&'static str, Reading); 2] =
        [("strength", Reading::Strength), ("fitted", Reading::Fitted)];

    /// The name the CLI gives this reading.
    pub fn name(self) -> &'static str {
        match self {
            Reading::Strength => Self::NAMED[0].0,
            Reading::Fitted => Self::NAMED[1].0,
        }
    }

    /// The reading called `name` in `NAMED`, or what the names are.
    pub fn parse(name: &str) -> Result<Reading, String> {
        super::by_name(&Self::NAMED, name)
    }
}

/// How many numbers describe a position to the fitted reading, the constant first.
pub const FEATURES: usize = 10;

/// What the fitted reading sees of a position, from the Dark Lord's side, each from 0 to 1:
/// 1; the heroes' HP kept (a share, weighed by each hero's HP); the minions' (reinforcements
/// still to come whole); the share of heroes standing; of minions standing or coming; the HP
/// share the goal's named member kept (the leader, the protected hero; 0 on other goals); the
/// share of a fight to survive still to play; the best-kept hero's HP share; and the last two
/// times the share still to play (a hero that is whole early matters less than one whole at
/// the last bell).
pub fn features(state: &CombatState, content: &Content) -> [f32; FEATURES] {
    // Per side, heroes first; a reinforcement still to come counts whole.
    let mut sides = [SideSums::default(); 2];
    let mut best_hero = 0.0f32;
    for f in &state.fighters {
        let sums = &mut sides[usize::from(f.side == Side::Minions)];
        let (hp, share) = hp_kept(f, content, true);
        sums.hp_kept += hp * share;
        sums.hp += hp;
        sums.standing += f32::from(u8::from(f.coming() || f.active(content)));
        sums.members += 1.0;
        if f.side == Side::Heroes {
            best_hero = best_hero.max(share);
        }
    }
    let named = state
        .round
        .goal
        .named()
        .and_then(|i| state.fighters.get(i))
        .map_or(0.0, |f| hp_kept(f, content, true).1);
    let to_play = match state.round.goal {
        Objective::Survive(rounds) if rounds > 0 => {
            let left = rounds.saturating_add(1).saturating_sub(state.round.round);
            (left as f32 / rounds as f32).clamp(0.0, 1.0)
        }
        _ => 0.0,
    };
    let [heroes, minions] = sides;
    [
        1.0,
        heroes.kept(),
        minions.kept(),
        heroes.standing(),
        minions.standing(),
        named,
        to_play,
        best_hero,
        best_hero * to_play,
        heroes.standing() * to_play,
    ]
}

/// One side's sums for `features`.
#[derive(Clone, Copy, Default)]
struct SideSums {
    hp_kept: f32,
    hp: f32,
    standing: f32,
    members: f32,
}

impl SideSums {
    /// The share of the side's HP kept, weighed by each member's HP.
    fn kept(self) -> f32 {
        if self.hp > 0.0 {
            self.hp_kept / self.hp
        } else {
            0.0
        }
    }

    /// The share of its members standing (or still to come).
    fn standing(self) -> f32 {
        if self.members > 0.0 {
            self.standing / self.members
        } else {
            0.0
        }
    }
}

/// The fitted weights of each goal kind's reading, in `features`' order (printed by `aguja
/// fit-horizon`; see its command in docs/HARD_SEARCH.md "Stop 68").
pub fn fitted_weights(goal: &Objective) -> Option<&'static [f32; FEATURES]> {
    match goal {
        Objective::DefeatAll => None,
        Objective::DefeatLeader(_) => Some(&LEADER),
        Objective::Survive(_) => Some(&SURVIVE),
        Objective::Protect(_) => Some(&PROTECT),
    }
}

const LEADER: [f32; FEATURES] = [
    0.3593, -4.0746, 0.3072, -2.2189, 1.1608, 4.8987, 0.0, -0.0651, 0.0, 0.0,
];
const SURVIVE: [f32; FEATURES] = [
    -1.2668, -3.5062, 1.9637, -0.9471, 1.0531, 0.0, 5.1337, -1.3503, 0.0960, -0.3896,
];
const PROTECT: [f32; FEATURES] = [
    -0.0981, 1.4418, 3.0268, -3.2661, 2.9195, -4.3032, 0.0, -0.0981, 0.0, 0.0,
];

/// The chance, by `weights`, that the Dark Lord goes on to win from a position with `x`.
pub fn chance(weights: &[f32; FEATURES], x: &[f32; FEATURES]) -> f32 {
    let z: f32 = weights.iter().zip(x).map(|(w, v)| w * v).sum();
    1.0 / (1.0 + (-z).exp())
}

/// The chance that `side` wins from `state` by its goal's fitted reading, if there is one.
pub fn fitted_chance(state: &CombatState, content: &Content, side: Side) -> Option<f32> {
    let weights = fitted_weights(&state.round.goal)?;
    let minions = chance(weights, &features(state, content));
    Some(match side {
        Side::Minions => minions,
        Side::Heroes => 1.0 - minions,
    })
}

/// `f`'s HP (at least 1) and the share of it kept, 0 to 1; with `arriving_whole`, a
/// reinforcement still to come keeps it all even if the level sends it in hurt.
pub(super) fn hp_kept(f: &Fighter, content: &Content, arriving_whole: bool) -> (f32, f32) {
    let hp = f.stat(content, Stat::HP).max(1) as f32;
    let share = if arriving_whole && f.coming() {
        1.0
    } else {
        (1.0 - f.total_damage() as f32 / hp).clamp(0.0, 1.0)
    };
    (hp, share)
}
