//! The random player: a legal answer to any request, leaning away from idling. Below the AI
//! (Easy draws from it too) and the controllers (a random seat).

use crate::combat::TargetPick;
use crate::combat::decision::{ActOption, Decision, Request, TargetChoices};
use rand::{Rng, RngExt};
use smallvec::SmallVec;

/// A legal answer to `request`, drawn from `rng`.
pub fn answer(request: &Request, rng: &mut impl Rng) -> Decision {
    match request {
        Request::Advantage { options, .. } => {
            Decision::Advantage(options[rng.random_range(0..options.len())])
        }
        Request::Act { options, .. } => act(options, rng),
        Request::React { options, .. } => {
            if options.is_empty() || rng.random_bool(0.5) {
                Decision::Pass
            } else {
                let o = &options[rng.random_range(0..options.len())];
                Decision::React {
                    action: o.action,
                    source: o.source,
                }
            }
        }
        Request::TieBreak { tied, .. } => Decision::Choose(tied[rng.random_range(0..tied.len())]),
        Request::Consent { .. } => Decision::Consent(rng.random_bool(0.5)),
    }
}

/// Options that do something to someone come first: idling (no target) is picked only a
/// fifth of the time when anything else is possible.
fn act(options: &[ActOption], rng: &mut impl Rng) -> Decision {
    // Counted and indexed rather than gathered: the same draws, without a list per answer.
    let doing = |o: &&ActOption| !matches!(o.targets, TargetChoices::None);
    let doing_count = options.iter().filter(doing).count();
    let o = if doing_count == 0 || rng.random_bool(0.2) {
        &options[rng.random_range(0..options.len())]
    } else {
        let nth = rng.random_range(0..doing_count);
        options
            .iter()
            .filter(doing)
            .nth(nth)
            .expect("counted above")
    };
    let (targets, item) = match &o.targets {
        TargetChoices::None => (Vec::new(), None),
        TargetChoices::Items(items) => {
            (Vec::new(), Some(items[rng.random_range(0..items.len())].0))
        }
        TargetChoices::Combatants { max, candidates } => {
            let count = rng.random_range(1..=(*max as usize).min(candidates.len()));
            // On the stack for any usual cast: every random answer draws from it.
            // Pushed, not collected: smallvec's generic `extend` is inlined or not as the code
            // around it changes (`combat::ctx::active_flags`).
            let mut pool: SmallVec<[usize; 16]> = SmallVec::new();
            for i in 0..candidates.len() {
                pool.push(i);
            }
            let mut picks = Vec::with_capacity(count);
            for _ in 0..count {
                let c = &candidates[pool.swap_remove(rng.random_range(0..pool.len()))];
                let limb = (!c.limbs.is_empty() && rng.random_bool(0.2))
                    .then(|| c.limbs[rng.random_range(0..c.limbs.len())]);
                picks.push(TargetPick { who: c.who, limb });
            }
            (picks, None)
        }
    };
    Decision::Act {
        action: o.action,
        source: o.source,
        targets,
        item,
    }
}
