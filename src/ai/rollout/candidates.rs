//! The answers Hard plays forward: a few from its one-step judgement's list (`Breadth` picks
//! which), its own pick first (the default that stands unless another wins more beyond the
//! noise).

use super::super::judge::Judge;
use super::super::judge::Judgement;
use super::super::normal;
use crate::combat::{CombatState, Decision, Request};
use crate::content::{AdvantageId, Content, Effect};

/// At most `k` distinct answers, in the order first offered: both lists below gather this way.
struct Distinct {
    k: usize,
    list: Vec<Decision>,
}

impl Distinct {
    fn new(k: usize) -> Self {
        Self {
            k: k.max(1),
            list: Vec::new(),
        }
    }

    fn push(&mut self, d: Decision) {
        if self.list.len() < self.k && !self.list.contains(&d) {
            self.list.push(d);
        }
    }
}

/// At most `k` distinct answers to `request`, the one-step judgement's own first. Actions come
/// with every target, limb and the idle ones (wait, prepare); reactions always with passing;
/// a hero's advantage pick with the next best by their worth. Answers the judge finds harmful
/// are left out unless nothing else is on offer. Tie-breaks and consent get the judgement's
/// answer alone.
pub fn candidates(
    state: &CombatState,
    content: &Content,
    request: &Request,
    judgement: Judgement,
    k: usize,
) -> Vec<Decision> {
    let judge = Judge::with(state, content, judgement);
    let mut found = Distinct::new(k);
    match request {
        Request::Act { actor, options, .. } => {
            let scored = judge.act(*actor, options);
            for (i, s) in scored.into_iter().enumerate() {
                if i == 0 || s.value >= 0.0 {
                    found.push(s.decision);
                }
            }
        }
        Request::React {
            reactor,
            link,
            options,
            ..
        } => {
            let scored = judge.react(*reactor, *link, options);
            for (i, s) in scored.into_iter().enumerate() {
                if i == 0 || s.value >= 0.0 {
                    found.push(s.decision);
                }
            }
            // Passing is always a candidate: keeping the AP is often what wins.
            if !found.list.contains(&Decision::Pass) {
                if found.list.len() >= found.k && found.k > 1 {
                    found.list.pop();
                }
                found.push(Decision::Pass);
            }
        }
        // The advantages a hero takes before the fight stay with it to the end: played forward
        // from the first round they gain the heroes more than any one move (docs/HARD_SEARCH.md,
        // "Hard picks the heroes' advantages").
        Request::Advantage { hero, options, .. } => {
            found.push(normal::answer_with(state, content, request, judgement));
            let hero = &state.fighters[hero.index()];
            let mut ranked: Vec<(f32, AdvantageId)> = options
                .iter()
                .map(|&a| (normal::advantage_worth(content, hero, a), a))
                .collect();
            ranked.sort_by(|x, y| y.0.total_cmp(&x.0));
            for (_, a) in ranked {
                found.push(Decision::Advantage(a));
            }
        }
        // Tie-breaks too: played forward, they lost 0.02 points a decision against the
        // judgement's own pick (`aguja search-lab`, docs/HARD_SEARCH.md), and they are half of
        // the Dark Lord's decisions: the time goes to the questions where searching gains.
        Request::TieBreak { .. } | Request::Consent { .. } => {
            found.push(normal::answer_with(state, content, request, judgement));
        }
    }
    found.list
}

/// Every answer to `request` the judge lists, the one-step judgement's own first, at most `k`:
/// `candidates` without leaving out the answers the judge finds harmful, with every tied
/// combatant of a tie-break and both answers to a consent. The search lab's ceiling plays them
/// all forward: how much any answer at all gains over the judgement's own
/// (`sim::search_ceiling`).
pub fn every_answer(
    state: &CombatState,
    content: &Content,
    request: &Request,
    judgement: Judgement,
    k: usize,
) -> Vec<Decision> {
    let judge = Judge::with(state, content, judgement);
    let mut found = Distinct::new(k);
    found.push(normal::answer_with(state, content, request, judgement));
    let mut push = |d: Decision| found.push(d);
    match request {
        Request::Act { actor, options, .. } => {
            judge
                .act(*actor, options)
                .into_iter()
                .for_each(|s| push(s.decision));
        }
        Request::React {
            reactor,
            link,
            options,
            ..
        } => {
            judge
                .react(*reactor, *link, options)
                .into_iter()
                .for_each(|s| push(s.decision));
        }
        Request::TieBreak { tied, .. } => tied.iter().for_each(|&c| push(Decision::Choose(c))),
        Request::Consent { .. } => {
            push(Decision::Consent(true));
            push(Decision::Consent(false));
        }
        Request::Advantage { .. } => {
            return candidates(state, content, request, judgement, k);
        }
    }
    found.list
}

/// Which of a longer list of answers (the judgement's order, its own first) Hard plays
/// forward: the judgement's best few alone, or a few with other kinds of move kept in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Breadth {
    /// The first `k`: the judgement's best few. The game's where every foe must fall, where
    /// `Kinds` lost (docs/HARD_SEARCH.md, "Stop 56").
    #[default]
    Best,
    /// The first `k`, the last of them given up for the best preparation when none is among
    /// them: the judgement ranks preparing low, and it is where the leader's fights turn
    /// (docs/HARD_SEARCH.md, "Stop 56").
    Prepare,
    /// The judgement's own first, then the best answer of each action not yet in, then the
    /// rest in order: several targets of one attack give way to other kinds of move. Scored
    /// against the truth it gains on the goal levels, the Dark Lord's there
    /// (`Budget::goal_breadth`); in whole fights where every foe must fall it lost 12 points
    /// (docs/HARD_SEARCH.md, "Stop 56").
    Kinds,
}

impl Breadth {
    /// The words `search-lab --try breadth=…` and `simulate --hard-breadth` take.
    pub fn parse(word: &str) -> Result<Breadth, String> {
        match word.trim() {
            "best" => Ok(Breadth::Best),
            "prepare" => Ok(Breadth::Prepare),
            "kinds" => Ok(Breadth::Kinds),
            other => Err(format!("`{other}`: best, prepare or kinds")),
        }
    }

    /// How long a list to ask the judgement for, so that `pick` has what it needs.
    pub fn wanted(self, k: usize) -> usize {
        match self {
            Breadth::Best => k,
            Breadth::Prepare | Breadth::Kinds => k.max(64),
        }
    }

    /// The indices into `list` to play forward, at most `k` (at least the first), in the order
    /// they are searched: the first stays first, the default that stands unless another wins.
    pub fn pick(self, list: &[Decision], k: usize, content: &Content) -> Vec<usize> {
        // At least the first, never past the end (none of an empty list).
        let k = k.max(1).min(list.len());
        let mut picked: Vec<usize> = (0..k).collect();
        match self {
            Breadth::Best => {}
            Breadth::Prepare => {
                let prepares = |d: &Decision| match d {
                    Decision::Act { action, .. } => content
                        .action(*action)
                        .effects
                        .iter()
                        .any(|e| matches!(e, Effect::Prepare(_))),
                    _ => false,
                };
                if k >= 2
                    && !list[..k].iter().any(prepares)
                    && let Some(j) = list[k..].iter().position(prepares)
                {
                    picked[k - 1] = k + j;
                }
            }
            Breadth::Kinds => {
                let kind = |d: &Decision| match d {
                    Decision::Act { action, source, .. } | Decision::React { action, source } => {
                        Some((*action, *source))
                    }
                    _ => None,
                };
                picked.clear();
                let mut seen = Vec::new();
                for (i, d) in list.iter().enumerate() {
                    if picked.len() == k {
                        break;
                    }
                    let key = kind(d);
                    if i == 0 || !seen.contains(&key) {
                        seen.push(key);
                        picked.push(i);
                    }
                }
                for i in 0..list.len() {
                    if picked.len() == k {
                        break;
                    }
                    if !picked.contains(&i) {
                        picked.push(i);
                    }
                }
            }
        }
        // Passing stays a candidate of a reaction, as `candidates` keeps it.
        let pass = list.iter().position(|d| *d == Decision::Pass);
        if let Some(j) = pass.filter(|j| k >= 2 && !picked.contains(j)) {
            picked[k - 1] = j;
        }
        picked
    }
}
