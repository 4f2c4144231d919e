//! The answers Hard plays forward: the best few by its one-step judgement, its own pick first
//! (the default that stands unless another wins more beyond the noise).

use super::super::judge::Judge;
use super::super::judge::Judgement;
use super::super::normal;
use crate::combat::{CombatState, Decision, Request};
use crate::content::{AdvantageId, Content};

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
    let k = k.max(1);
    let judge = Judge::with(state, content, judgement);
    let mut found: Vec<Decision> = Vec::new();
    let push = |d: Decision, found: &mut Vec<Decision>| {
        if found.len() < k && !found.contains(&d) {
            found.push(d);
        }
    };
    match request {
        Request::Act { actor, options, .. } => {
            let scored = judge.act(*actor, options);
            for (i, s) in scored.into_iter().enumerate() {
                if i == 0 || s.value >= 0.0 {
                    push(s.decision, &mut found);
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
                    push(s.decision, &mut found);
                }
            }
            // Passing is always a candidate: keeping the AP is often what wins.
            if !found.contains(&Decision::Pass) {
                if found.len() >= k && k > 1 {
                    found.pop();
                }
                push(Decision::Pass, &mut found);
            }
        }
        // The advantages a hero takes before the fight stay with it to the end: played forward
        // from the first round they gain the heroes more than any one move (docs/HARD_SEARCH.md,
        // "Hard picks the heroes' advantages").
        Request::Advantage { hero, options, .. } => {
            push(
                normal::answer_with(state, content, request, judgement),
                &mut found,
            );
            let hero = &state.fighters[hero.index()];
            let mut ranked: Vec<(f32, AdvantageId)> = options
                .iter()
                .map(|&a| (normal::advantage_worth(content, hero, a), a))
                .collect();
            ranked.sort_by(|x, y| y.0.total_cmp(&x.0));
            for (_, a) in ranked {
                push(Decision::Advantage(a), &mut found);
            }
        }
        // Tie-breaks too: played forward, they lost 0.02 points a decision against the
        // judgement's own pick (`aguja search-lab`, docs/HARD_SEARCH.md), and they are half of
        // the Dark Lord's decisions: the time goes to the questions where searching gains.
        Request::TieBreak { .. } | Request::Consent { .. } => {
            push(
                normal::answer_with(state, content, request, judgement),
                &mut found,
            );
        }
    }
    found
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
    let k = k.max(1);
    let judge = Judge::with(state, content, judgement);
    let own = normal::answer_with(state, content, request, judgement);
    let mut found: Vec<Decision> = vec![own];
    let mut push = |d: Decision| {
        if found.len() < k && !found.contains(&d) {
            found.push(d);
        }
    };
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
    found
}
