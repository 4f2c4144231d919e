//! Normal: one-step judgement. The best-valued answer from the real odds of the checks: focus on
//! wounded and dangerous targets, aim at a limb when disabling it pays, react when the reaction
//! is worth its AP, prepare when there are reactions to pay for.

use super::judge::{Judge, Judgement};
use crate::combat::decision::TiePurpose;
use crate::combat::options::{act_options_among, react_options};
use crate::combat::{CombatState, CombatantId, Decision, Fighter, Reads, Request};
use crate::content::{AdvantageDef, AdvantageId, Content};
use crate::rules::Stat;
use smallvec::SmallVec;

pub fn answer(state: &CombatState, content: &Content, request: &Request) -> Decision {
    answer_with(state, content, request, Judgement::NORMAL)
}

/// Normal's way of answering, with other weights (Hard's, for its own side).
pub fn answer_with(
    state: &CombatState,
    content: &Content,
    request: &Request,
    judgement: Judgement,
) -> Decision {
    let judge = Judge::with(state, content, judgement);
    match request {
        Request::Act { actor, options, .. } => judge
            .best_act(*actor, options)
            .map_or(Decision::Pass, |s| s.decision),
        Request::React {
            reactor,
            link,
            options,
            ..
        } => judge.best_react(*reactor, *link, options).decision,
        Request::TieBreak { tied, purpose, .. } => {
            Decision::Choose(best_placed(state, content, tied, *purpose, judgement))
        }
        // Allies share the Dark Lord's (or the AI player's) mind: whoever asks needs it more.
        Request::Consent { .. } => Decision::Consent(true),
        Request::Advantage { hero, options, .. } => {
            let hero = &state.fighters[hero.index()];
            let best = options.iter().copied().max_by(|&a, &b| {
                advantage_worth(content, hero, a).total_cmp(&advantage_worth(content, hero, b))
            });
            best.map_or(Decision::Pass, Decision::Advantage)
        }
    }
}

/// R5.3: among tied combatants, the one whose best answer is worth most goes first.
fn best_placed(
    state: &CombatState,
    content: &Content,
    tied: &[CombatantId],
    purpose: TiePurpose,
    judgement: Judgement,
) -> CombatantId {
    // The options read the state: asked of it directly, with no copy to lend a `Ctx`.
    let view = state.view(content);
    let judge = Judge::with(state, content, judgement);
    // Who is active is the same for every tied one: judged once, when an action is asked.
    let active = std::cell::OnceCell::new();
    let best = |who: CombatantId| -> f32 {
        let top = match (purpose, state.chain.links.len().checked_sub(1)) {
            (TiePurpose::Window, Some(link)) => {
                Some(judge.best_react(who, link, &react_options(&view, who, link).0))
            }
            _ => {
                let active = active.get_or_init(|| view.active_flags());
                judge.best_act(who, &act_options_among(&view, who, active).0)
            }
        };
        top.map_or(0.0, |s| s.score)
    };
    // Each judged once (not at every comparison: a state's options take some finding).
    let judged: SmallVec<[(CombatantId, f32); 8]> = tied.iter().map(|&t| (t, best(t))).collect();
    judged
        .iter()
        .max_by(|a, b| a.1.total_cmp(&b.1).then(b.0.cmp(&a.0)))
        .map(|&(who, _)| who)
        .unwrap_or(tied[0])
}

/// R10.2: what an advantage is worth to this hero: AP above all (more opportunities), the
/// attributes its own checks use, and less for each copy it already has.
pub fn advantage_worth(content: &Content, hero: &Fighter, id: AdvantageId) -> f32 {
    let def: &AdvantageDef = content.advantage(id);
    let mut worth = 1.5 * def.extra_attack_targets as f32;
    for &(stat, amount) in &def.modifiers {
        worth += stat_worth(content, hero, stat) * amount as f32;
    }
    let taken = hero.advantages.iter().filter(|&&a| a == id).count() as i32;
    worth * 0.8f32.powi(taken)
}

/// What one point of `stat` is worth to this hero: AP above all, then DR, defence and rolls,
/// then the attributes its own checks use.
pub fn stat_worth(content: &Content, hero: &Fighter, stat: Stat) -> f32 {
    let uses = |stat: Stat| {
        crate::combat::options::repertoire(hero, content)
            .iter()
            .any(|(a, _)| content.action(*a).check.is_some_and(|c| c.co == Some(stat)))
    };
    match stat {
        Stat::AP => 3.0,
        Stat::HP => 0.8,
        Stat::DR => 2.6,
        Stat::Def | Stat::Roll => 2.0,
        s if uses(s) => 2.5,
        _ => 0.3,
    }
}
