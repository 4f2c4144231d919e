//! Property tests: random encounters built from the content library (random hero archetypes and
//! minion kinds, counts, level, advantages fixed or chosen, items on the ground, round limit,
//! a goal, minions with overrides or arriving late),
//! played to the end by random players (or Easy and Normal), every step checked against the
//! invariants the soak checks (`combat::invariants`).
//!
//! Each `prop_…` test plays `PROPTEST_CASES` combats (default 64, a few seconds in a debug
//! build); for a longer run: `PROPTEST_CASES=2000 cargo test --release --test integration properties::`.

use crate::common;

use aguja::ai::Strength;
use aguja::combat::invariants::{Invariants, Now};
use aguja::combat::options::{eligibility, eligible};
use aguja::combat::{CombatEvent, CombatPhase, CombatState};
use aguja::content::{
    Content, Encounter, EncounterDef, Goal, MemberDef, Overrides, Side, SourceText,
};
use aguja::control::Seat;
use aguja::rules::Stat;
use aguja::sim::players::{Sides, Watch, play};
use aguja::sim::soak::reduced_hard;
use proptest::prelude::*;
use proptest::sample::Index;
use std::sync::{Arc, OnceLock};

fn library() -> Arc<Content> {
    static LIBRARY: OnceLock<Arc<Content>> = OnceLock::new();
    LIBRARY.get_or_init(common::library).clone()
}

fn config() -> ProptestConfig {
    let cases = std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(64);
    ProptestConfig {
        cases,
        // A failing case is kept in proptest-regressions/ and tried first next time.
        ..ProptestConfig::default()
    }
}

/// An encounter as proptest draws it: indices into the library's lists, so that shrinking
/// moves towards the first kinds and fewer combatants.
#[derive(Clone, Debug)]
struct Plan {
    heroes: Vec<(Index, bool)>,
    /// Each minion's kind, the round it arrives (0: from the start; the first always is) and
    /// whether it has overrides.
    minions: Vec<(Index, u32, bool)>,
    /// 0: defeat all, 1: defeat the last minion, 2: survive, 3: protect the first hero.
    goal: u8,
    level: u32,
    max_rounds: u32,
    /// Where in the list of advantages each hero's fixed ones start.
    advantages: Index,
    ground: Vec<Index>,
    seed: u64,
    heroes_player: Seat,
    dark_lord: Seat,
}

fn player() -> impl Strategy<Value = Seat> {
    // Random players reach every corner; the AIs play the lines people would play.
    prop_oneof![
        3 => Just(Seat::Random),
        1 => Just(Seat::Ai(Strength::Easy)),
        1 => Just(Seat::Ai(Strength::Normal)),
    ]
}

fn plan() -> impl Strategy<Value = Plan> {
    (
        prop::collection::vec((any::<Index>(), any::<bool>()), 1..=4),
        prop::collection::vec((any::<Index>(), 0u32..=4, any::<bool>()), 1..=6),
        0u8..4,
        0u32..=3,
        1u32..=12,
        any::<Index>(),
        prop::collection::vec(any::<Index>(), 0..=2),
        any::<u64>(),
        player(),
        player(),
    )
        .prop_map(
            |(heroes, minions, goal, level, max_rounds, advantages, ground, seed, h, d)| Plan {
                heroes,
                minions,
                goal,
                level,
                max_rounds,
                advantages,
                ground,
                seed,
                heroes_player: h,
                dark_lord: d,
            },
        )
}

/// The plan as an encounter file's data, checked like any level.
fn encounter(content: &Content, plan: &Plan) -> Encounter {
    let kinds = |side: Side| -> Vec<String> {
        content
            .kind_names()
            .filter(|k| content.kind(content.kind_id(k).unwrap()).def.side == side)
            .map(String::from)
            .collect()
    };
    let (heroes, minions) = (kinds(Side::Heroes), kinds(Side::Minions));
    let advantages: Vec<String> = content.advantage_names().map(String::from).collect();
    let items: Vec<String> = content.item_names().map(String::from).collect();
    let first = plan.advantages.index(advantages.len());
    let member = |kind: &String| MemberDef {
        kind: kind.clone(),
        choose_from: Vec::new(),
        name: None,
        advantages: None,
        overrides: Default::default(),
        arrives: 0,
    };
    let def = EncounterDef {
        name: "property".into(),
        description: String::new(),
        level: plan.level,
        max_rounds: plan.max_rounds,
        heroes: plan
            .heroes
            .iter()
            .enumerate()
            .map(|(n, (i, fixed))| MemberDef {
                name: Some(format!("H{n}")),
                // Distinct advantages, `level` of them, when the designer fixes them.
                advantages: fixed.then(|| {
                    (0..plan.level as usize)
                        .map(|j| advantages[(first + j) % advantages.len()].clone())
                        .collect()
                }),
                ..member(i.get(&heroes))
            })
            .collect(),
        minions: plan
            .minions
            .iter()
            .enumerate()
            .map(|(n, (i, arrives, extra))| MemberDef {
                name: Some(format!("M{n}")),
                arrives: if n == 0 {
                    0
                } else {
                    (*arrives).min(plan.max_rounds)
                },
                overrides: if *extra {
                    Overrides {
                        attributes: vec![(Stat::Str, 1), (Stat::HP, 2)],
                        damage: 1,
                        wait: 1,
                        ..Default::default()
                    }
                } else {
                    Default::default()
                },
                ..member(i.get(&minions))
            })
            .collect(),
        ground: plan.ground.iter().map(|i| i.get(&items).clone()).collect(),
        background: Default::default(),
        goal: match plan.goal {
            1 => Goal::DefeatLeader {
                name: format!("M{}", plan.minions.len() - 1),
            },
            2 => Goal::Survive {
                rounds: plan.max_rounds.div_ceil(2),
            },
            3 => Goal::Protect { name: "H0".into() },
            _ => Goal::DefeatAll,
        },
    };
    let src = SourceText::new("property.ron", "");
    Encounter::resolve(&src, def, content).expect("a plan is a valid encounter")
}

/// Steps one round may take before it counts as never ending (a round takes a few dozen).
const ROUND_STEPS: u32 = 20_000;

/// Everything wrong seen while a combat was played.
#[derive(Default, Debug)]
struct Trace {
    /// Broken invariants (`combat::invariants`), each message led by its rule ID.
    broken: Vec<String>,
    endless: Vec<String>,
    round: u32,
    round_steps: u32,
}

struct Checker<'a> {
    content: &'a Content,
    invariants: Invariants,
    trace: Trace,
}

impl Watch for Checker<'_> {
    fn stepped(&mut self, state: &CombatState, events: &[CombatEvent]) -> bool {
        let broken = self.invariants.check(self.content, Now::of(state), events);
        let t = &mut self.trace;
        t.broken.extend(broken);
        // `stat` sums one attribute alone, the way `stats` sums them all (the engine asks it
        // at every step, so it skips items with nothing on that attribute): never another value.
        for f in &state.fighters {
            let all = f.stats(self.content);
            for stat in Stat::ALL {
                if f.stat(self.content, stat) != all.get(stat) {
                    t.broken
                        .push(format!("{:?}'s {stat:?} differs from its stats", f.id));
                }
            }
        }
        // A window asks `eligible` (the cheap questions first); it must agree with R7.2's
        // `eligibility` for everyone and every link.
        let mut copy = state.clone();
        let mut no_events = Vec::new();
        let ctx = copy.ctx(self.content, &mut no_events);
        for link in 0..ctx.chain.links.len() {
            for f in ctx.fighters.iter() {
                if eligible(&ctx, f.id, link) != eligibility(&ctx, f.id, link).is_ok() {
                    t.broken
                        .push(format!("eligible disagrees for {:?} on link {link}", f.id));
                }
            }
        }
        if state.round.round == t.round {
            t.round_steps += 1;
        } else {
            (t.round, t.round_steps) = (state.round.round, 0);
        }
        if t.round_steps > ROUND_STEPS {
            t.endless.push(format!("round {} never ends", t.round));
            return true;
        }
        false
    }
}

/// Plays the plan's combat to the end, checking every step.
fn trace(plan: &Plan) -> Trace {
    let content = library();
    let encounter = encounter(&content, plan);
    let sides = Sides {
        heroes: plan.heroes_player,
        dark_lord: plan.dark_lord,
        budget: reduced_hard(),
    };
    let mut checker = Checker {
        content: &content,
        invariants: Invariants::default(),
        trace: Trace::default(),
    };
    let state = play(
        &content,
        &encounter,
        plan.seed,
        &sides,
        &mut Vec::new(),
        &mut checker,
    );
    let mut trace = checker.trace;
    match (&state.phase, &state.round.outcome) {
        (CombatPhase::Over, Some(o)) if o.rounds <= plan.max_rounds => {}
        (phase, outcome) => trace.endless.push(format!(
            "the combat did not end within {} rounds: {phase:?}, {outcome:?}",
            plan.max_rounds
        )),
    }
    trace
}

proptest! {
    #![proptest_config(config())]

    /// The AP cap, one link per combatant, only the active acting, LIFO resolution, R7.2's
    /// numbers and R7.4's cut for every reaction, only Wait with body wait points, damage less
    /// DR, healing at most the damage: after every step.
    #[test]
    fn prop_every_invariant_holds_at_every_step(plan in plan()) {
        let t = trace(&plan);
        prop_assert!(t.broken.is_empty(), "{:?}", t.broken);
    }

    #[test]
    fn prop_every_round_and_every_combat_ends_within_the_round_limit(plan in plan()) {
        let t = trace(&plan);
        prop_assert!(t.endless.is_empty(), "{:?}", t.endless);
    }
}
