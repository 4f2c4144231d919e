//! Easy: a legal answer at random, weighted towards sensible ones: actions that help count
//! three times, idling once, and harmful ones (healing an enemy) hardly at all.

use super::judge::{Judge, Scored};
use crate::combat::{CombatState, Decision, Request};
use crate::content::Content;
use rand::{Rng, RngExt};

pub fn answer(
    state: &CombatState,
    content: &Content,
    request: &Request,
    rng: &mut impl Rng,
) -> Decision {
    let judge = Judge::new(state, content);
    match request {
        Request::Act { actor, options, .. } => weighted(&judge.act(*actor, options), rng),
        Request::React {
            reactor,
            link,
            options,
            ..
        } => {
            let scored = judge.react(*reactor, *link, options);
            let helpful: Vec<&Scored> = scored.iter().filter(|s| s.value > 0.0).collect();
            // It reacts now and then, and not always with the right reaction.
            if !helpful.is_empty() && rng.random_bool(0.35) {
                helpful[rng.random_range(0..helpful.len())].decision.clone()
            } else {
                Decision::Pass
            }
        }
        other => super::random::answer(other, rng),
    }
}

fn weighted(scored: &[Scored], rng: &mut impl Rng) -> Decision {
    let weight = |s: &Scored| {
        if s.value > 0.0 {
            3.0
        } else if s.value == 0.0 {
            1.0
        } else {
            0.1
        }
    };
    let total: f64 = scored.iter().map(weight).sum();
    let mut pick = rng.random_range(0.0..total);
    for s in scored {
        pick -= weight(s);
        if pick < 0.0 {
            return s.decision.clone();
        }
    }
    scored[scored.len() - 1].decision.clone()
}
