//! Hard studies an encounter before it fights it: it plays the whole encounter from the start,
//! many times, with each of its styles (`STYLES`, judgements that differ in one weight) against
//! Normal, and keeps the style that won most, its own `Judgement::HARD` unless another is
//! better beyond the noise of the games. Levels want different play: a Thrall's Protect is
//! wasted where its blows win the fight, and worth every AP where the Goblin it shields is the
//! Dark Lord's best fighter (README, "The AI").
//!
//! The study depends on the content and the encounter alone (its games have seeds of their own,
//! never the combat's), so it is the same every time, in the window and in `simulate`, and a
//! caller may keep it for every combat of that encounter.

use super::judge::Judgement;
use super::normal;
use super::paired::paired_gain;
use crate::combat::{CombatEvent, engine, new_state};
use crate::content::{Content, Encounter, Side};

/// The judgements Hard chooses among. The first is its own, kept unless another wins more.
pub const STYLES: [(&str, Judgement); 4] = [
    ("sharp", Judgement::HARD),
    // Hurting every foe outweighs taking one down (the Thralls' breakout).
    (
        "attrition",
        Judgement {
            up: 0.175,
            ..Judgement::HARD
        },
    ),
    // Strike the weak first: fewer foes sooner (the Necromancer's, Hobgoblin Pass).
    (
        "cull",
        Judgement {
            threat: -0.25,
            ..Judgement::HARD
        },
    ),
    // Shield and block at any price: the ally is worth more than the AP (the seed's example).
    (
        "guard",
        Judgement {
            protect_ap: 0.012,
            ..Judgement::HARD
        },
    ),
];

/// The judgement Hard plays each side with: `Judgement::HARD` until a study says otherwise.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Styles {
    pub heroes: Judgement,
    pub minions: Judgement,
}

impl Default for Styles {
    fn default() -> Self {
        Styles {
            heroes: Judgement::HARD,
            minions: Judgement::HARD,
        }
    }
}

impl Styles {
    pub fn of(&self, side: Side) -> Judgement {
        match side {
            Side::Heroes => self.heroes,
            Side::Minions => self.minions,
        }
    }

    /// These styles with `study`'s choice for its side.
    pub fn with(mut self, study: &Study) -> Self {
        match study.side {
            Side::Heroes => self.heroes = study.judgement(),
            Side::Minions => self.minions = study.judgement(),
        }
        self
    }
}

/// How long a study is.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct StudyBudget {
    /// Games played with each style at most (the same seeds for every style).
    pub games: u32,
    /// How many standard errors better than the first style another must be to be chosen.
    pub confidence: f32,
}

impl Default for StudyBudget {
    /// Where styles matter their gaps are 3 to 10 wins in 100: fewer games drown them in the
    /// dice. Styles that never play differently, or clearly worse, stop early, so most
    /// levels take far fewer games (`aguja simulate` prints each study).
    fn default() -> Self {
        StudyBudget {
            games: 1000,
            confidence: 1.5,
        }
    }
}

/// What a study found.
#[derive(Clone, Debug, PartialEq)]
pub struct Study {
    pub side: Side,
    /// Per style, its wins and the games it played.
    pub wins: Vec<(u32, u32)>,
    /// The chosen style's index in `STYLES`.
    pub chosen: usize,
}

impl Study {
    pub fn judgement(&self) -> Judgement {
        STYLES[self.chosen].1
    }

    pub fn style_name(&self) -> &'static str {
        STYLES[self.chosen].0
    }
}

/// Plays `encounter` with each style on `side` and Normal on the other, in rounds of `BATCH`
/// games; see the module doc.
pub fn study(content: &Content, encounter: &Encounter, side: Side, budget: &StudyBudget) -> Study {
    let mut results = vec![Vec::new(); STYLES.len()];
    let mut playing = vec![true; STYLES.len()];
    let mut events = Vec::new();
    let batches = budget.games.div_ceil(BATCH).max(1);
    for batch in 0..batches {
        for game in batch * BATCH..((batch + 1) * BATCH).min(budget.games.max(1)) {
            let seed = super::seed::decision_seed(STUDY_SEED, u64::from(game));
            for (i, style) in STYLES.iter().enumerate().filter(|(i, _)| playing[*i]) {
                let won = play_out(content, encounter, seed, side, style.1, &mut events);
                results[i].push(won);
            }
        }
        for i in 1..STYLES.len() {
            let (mean, se) = paired_gain(&results[i], &results[0]);
            // No game played differently yet (it likely never will), or clearly worse.
            if se == 0.0 || mean + budget.confidence * se < 0.0 {
                playing[i] = false;
            }
        }
        if !playing[1..].contains(&true) {
            break;
        }
    }
    Study {
        side,
        wins: results
            .iter()
            .map(|r| (r.iter().sum::<f32>() as u32, r.len() as u32))
            .collect(),
        chosen: choose(&results, &playing, budget.confidence),
    }
}

/// The style still playing whose gain over the first, game by game, is largest once
/// `confidence` standard errors are taken off; the first when none gains.
fn choose(results: &[Vec<f32>], playing: &[bool], confidence: f32) -> usize {
    let mut chosen = 0;
    let mut best_bound = 0.0;
    for i in (1..results.len()).filter(|&i| playing[i]) {
        let (mean, se) = paired_gain(&results[i], &results[0]);
        let bound = mean - confidence * se;
        if bound > best_bound {
            chosen = i;
            best_bound = bound;
        }
    }
    chosen
}

/// Games each style plays between two looks at the results.
const BATCH: u32 = 100;

/// The study's own seeds: none of a combat's.
const STUDY_SEED: u64 = 0x0057_D1E5;

/// One game from the start: 1 if `side` won, else 0. A draw at the round limit is no win:
/// holding on is not what a style is chosen for.
fn play_out(
    content: &Content,
    encounter: &Encounter,
    seed: u64,
    side: Side,
    style: Judgement,
    events: &mut Vec<CombatEvent>,
) -> f32 {
    let mut state = new_state(content, encounter, seed);
    let mut guard = engine::StepGuard::default();
    events.clear();
    engine::play(
        &mut state,
        content,
        events,
        |s, r| {
            let judgement = if s.fighters[r.decider().index()].side == side {
                style
            } else {
                Judgement::NORMAL
            };
            normal::answer_with(s, content, r, judgement)
        },
        |_, _| guard.spent(),
    );
    match state.round.outcome.and_then(|o| o.winner) {
        Some(winner) if winner == side => 1.0,
        _ => 0.0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Games won (1) and lost (0), `wins` of them first.
    fn games(wins: usize, of: usize) -> Vec<f32> {
        (0..of).map(|g| f32::from(u8::from(g < wins))).collect()
    }

    #[test]
    fn a_style_that_wins_clearly_more_is_chosen_over_the_first() {
        let results = [games(40, 100), games(40, 100), games(60, 100)];
        assert_eq!(choose(&results, &[true; 3], 1.5), 2);
    }

    #[test]
    fn the_first_style_stands_when_the_others_gain_within_the_noise_or_lose() {
        // One more win in 100: within 1.5 standard errors of nothing.
        let within_noise = [games(40, 100), games(41, 100), games(30, 100)];
        assert_eq!(choose(&within_noise, &[true; 3], 1.5), 0);
        // A better style that stopped playing (it was dropped) is not chosen either.
        let dropped = [games(40, 100), games(60, 100)];
        assert_eq!(choose(&dropped, &[true, false], 1.5), 0);
    }
}
