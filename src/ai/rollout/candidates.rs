//! The answers Hard plays forward: the best few by its one-step judgement, its own pick first
//! (the default that stands unless another wins more beyond the noise).

use super::super::judge::Judge;
use super::super::judge::Judgement;
use super::super::normal;
use crate::combat::{CombatState, Decision, Request};
use crate::content::{AdvantageId, Content};

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
