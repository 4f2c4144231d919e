//! The preview never disagrees with what then happens: for moves of the seed's example and the
//! largest level, the chance, the damage's least, usual most and mean, the chance to take the
//! target out or disable the aimed limb match thousands of seeded plays of the same move by the
//! engine; "who may answer" is exactly who the engine's reaction window then asks, with the
//! same reactions at the odds it rolls; the mover stands where the track said. `check_move`
//! is shared with `preview_truth_cases`. Also, on screen: the menu's numbers are the engine's.

use crate::ui_common::Game;
use aguja::combat::ctx::CombatState;
use aguja::combat::decision::TargetChoices;
use aguja::combat::engine;
use aguja::combat::events::CombatEvent;
use aguja::combat::preview::{EffectPreview, Preview, preview};
use aguja::combat::rng::CombatRng;
use aguja::combat::{CombatantId, Decision, Request, TargetPick};
use aguja::content::{ActionId, Content};
use aguja::ui::screens::combat::MoveAsk;
use aguja::ui::seating::Seating;
use std::collections::BTreeSet;

const PLAYS: u64 = 3_000;

fn opening(level: &str, seed: u64) -> (Game, CombatState, std::sync::Arc<Content>) {
    let seating = Seating {
        hot_seat: false,
        dark_lord: Some(aguja::control::Seat::Player(1)),
    };
    let mut game = Game::level(level, seed, seating);
    // The heroes' advantages, if the level asks, by the AI's pick: the first option.
    for _ in 0..50 {
        let snap = game.snapshot();
        match snap.state.pending.request.clone() {
            Some(Request::Advantage { options, .. }) => {
                crate::ui_common::apply(
                    game.app.world_mut(),
                    MoveAsk::Decide(Decision::Advantage(options[0])),
                );
                game.app.update();
            }
            Some(Request::Act { .. }) => break,
            _ => game.app.update(),
        }
    }
    let snap = game.snapshot();
    (game, snap.state.clone(), snap.content.clone())
}

/// What one seeded play of `decision` did to `target`, everyone passing on reactions but
/// `answer` (a reactor and its reaction), which answers the move's link.
pub struct Play {
    success: bool,
    dealt: u32,
    down: bool,
    limb_out: bool,
    /// Who the first window on the move's link asked, with which reactions.
    asked: BTreeSet<(CombatantId, String)>,
    /// The chance of each check the answerer rolled, as the engine rolled it.
    answered: Vec<f32>,
    /// The mover's AP level once paid (and cut, R7.4), and whether it was cut.
    paid: Option<(u32, bool)>,
}

pub fn play(
    state: &CombatState,
    content: &Content,
    decision: &Decision,
    target: CombatantId,
    seed: u64,
    answer: Option<(CombatantId, ActionId)>,
) -> Play {
    let mut s = state.clone();
    s.rng = CombatRng::new(seed);
    let mover = s.pending.request.as_ref().unwrap().decider();
    s.pending.answer = Some(decision.clone());
    let mut events = Vec::new();
    let mut asked = BTreeSet::new();
    let mut link_of_move = None;
    engine::play(
        &mut s,
        content,
        &mut events,
        |st, request| match request {
            Request::React {
                reactor,
                options,
                link,
                ..
            } => {
                let on_the_move = Some(*link) == link_of_move.or(Some(st.chain.links.len() - 1));
                if on_the_move {
                    link_of_move = Some(*link);
                    for o in options {
                        asked.insert((*reactor, content.action(o.action).id.clone()));
                    }
                }
                match (answer, on_the_move) {
                    (Some((who, action)), true) if who == *reactor => options
                        .iter()
                        .find(|o| o.action == action)
                        .map_or(Decision::Pass, |o| Decision::React {
                            action,
                            source: o.source,
                        }),
                    _ => Decision::Pass,
                }
            }
            Request::TieBreak { tied, .. } => Decision::Choose(tied[0]),
            Request::Consent { .. } => Decision::Consent(false),
            _ => Decision::Act {
                action: content.action_id("wait").unwrap(),
                source: None,
                targets: Vec::new(),
                item: None,
            },
        },
        // Until the move has resolved and the next question is an action.
        |st, new| {
            new.iter()
                .any(|e| matches!(e, CombatEvent::CombatEnded { .. }))
                || (matches!(st.pending.request, Some(Request::Act { .. }))
                    && st.chain.links.is_empty())
        },
    );
    let mut out = Play {
        success: false,
        dealt: 0,
        down: false,
        limb_out: false,
        asked,
        answered: Vec::new(),
        paid: None,
    };
    for e in &events {
        match e {
            CombatEvent::CheckRolled {
                who,
                target: Some(t),
                outcome,
                ..
            } if *who == mover && *t == target => {
                out.success = outcome.success;
            }
            CombatEvent::CheckRolled { who, outcome, .. }
                if answer.is_some_and(|(a, _)| a == *who) =>
            {
                out.answered.push(outcome.terms.chance());
            }
            CombatEvent::ApPaid { who, after, .. } if *who == mover && out.paid.is_none() => {
                out.paid = Some((*after, false));
            }
            CombatEvent::CutBelowNeedle { who, to, .. }
                if *who == mover && out.paid.is_some_and(|p| !p.1) =>
            {
                out.paid = Some((*to, true));
            }
            CombatEvent::Damaged { who, dealt, .. } if *who == target => out.dealt += dealt,
            CombatEvent::CombatantDown { who } if *who == target => out.down = true,
            CombatEvent::LimbDisabled { who, .. } if *who == target => out.limb_out = true,
            _ => {}
        }
    }
    out
}

/// `decision` in `state`, on `target`, weighed and played `PLAYS` times: the chance, the
/// damage's least, usual most (from both sides) and mean, the chances to take the target out
/// and to disable the aimed limb (and none for a limb already out), where the mover stands
/// after paying, who may answer and at what odds — each as the engine then does it.
pub fn check_move(
    state: &CombatState,
    content: &Content,
    decision: &Decision,
    target: CombatantId,
    what: &str,
) -> Preview {
    let p = preview(content, state, decision).expect("a preview");
    let t = &p.targets[0];
    let plays: Vec<Play> = (0..PLAYS)
        .map(|s| play(state, content, decision, target, s, None))
        .collect();
    let freq =
        |f: &dyn Fn(&Play) -> bool| plays.iter().filter(|p| f(p)).count() as f32 / PLAYS as f32;
    if let Some(chance) = t.chance {
        let seen = freq(&|p| p.success);
        assert!(
            (seen - chance).abs() < 0.035,
            "{what}: chance {chance} seen {seen}"
        );
    }
    for e in &t.effects {
        if let EffectPreview::Damage {
            spread,
            down,
            disable,
            ..
        } = e
        {
            let hits: Vec<u32> = plays
                .iter()
                .filter(|p| p.success)
                .map(|p| p.dealt)
                .collect();
            assert!(
                hits.iter().all(|&d| d as i32 >= spread.least),
                "{what}: below the least"
            );
            // The 95th percentile from both sides: about 95 hits in 100 at most `usual_most`,
            // clearly fewer at most one less.
            let share = |most: i32| {
                hits.iter().filter(|&&d| d as i32 <= most).count() as f32 / hits.len().max(1) as f32
            };
            let (at, below) = (share(spread.usual_most), share(spread.usual_most - 1));
            assert!(
                at >= 0.93 && below < 0.95,
                "{what}: usual most {}: {at} at most it, {below} below",
                spread.usual_most
            );
            let mean = hits.iter().sum::<u32>() as f32 / hits.len().max(1) as f32;
            assert!(
                (mean - spread.mean).abs() < 0.1,
                "{what}: mean {} seen {mean}",
                spread.mean
            );
            let seen = freq(&|p| p.down);
            assert!(
                (seen - down).abs() < 0.03,
                "{what}: down {down} seen {seen}"
            );
            let seen = freq(&|p| p.limb_out);
            match disable {
                Some(disable) => assert!(
                    (seen - disable).abs() < 0.03,
                    "{what}: disable {disable} seen {seen}"
                ),
                None => assert_eq!(seen, 0.0, "{what}: a limb no hit can put out"),
            }
        }
    }
    // The ghost marker: where the mover stands once paid, cut below the needle or not.
    assert_eq!(
        plays[0].paid,
        Some((p.track.ap_after, p.track.cut)),
        "{what}: the mover's level once paid"
    );
    // Who may answer: exactly whom the engine's window asks, with the same reactions, at the
    // odds the engine then rolls them.
    let promised: BTreeSet<(CombatantId, String)> = p
        .answers
        .iter()
        .flat_map(|a| {
            a.reactions
                .iter()
                .map(move |r| (a.who, content.action(r.0).id.clone()))
        })
        .collect();
    assert_eq!(promised, plays[0].asked, "{what}: who may answer");
    for a in &p.answers {
        for &(action, _, chance) in &a.reactions {
            let answered = play(state, content, decision, target, 0, Some((a.who, action)));
            assert_eq!(
                answered.answered.first().copied(),
                chance,
                "{what}: {:?}'s {} at the odds rolled",
                a.who,
                content.action(action).id
            );
        }
    }
    eprintln!(
        "{what}: chance {:?}, seen {}, answers {promised:?}",
        t.chance,
        freq(&|p| p.success)
    );
    p
}

/// Every attack of the opening mover on every foe (and a limb of it), weighed and played.
fn check_level(level: &str, seed: u64) {
    let (_game, state, content) = opening(level, seed);
    let Some(Request::Act { actor, options, .. }) = state.pending.request.clone() else {
        panic!("{level}: the fight opens on an action");
    };
    let me = state.fighters[actor.index()].side;
    let mut checked = 0;
    for o in &options {
        let TargetChoices::Combatants { candidates, .. } = &o.targets else {
            continue;
        };
        for c in candidates
            .iter()
            .filter(|c| state.fighters[c.who.index()].side != me)
            .take(1)
        {
            for limb in [None, c.limbs.first().copied()] {
                let decision = Decision::Act {
                    action: o.action,
                    source: o.source,
                    targets: vec![TargetPick { who: c.who, limb }],
                    item: None,
                };
                let what = format!(
                    "{level}: {} on {:?} {limb:?}",
                    content.action(o.action).id,
                    c.who
                );
                check_move(&state, &content, &decision, c.who, &what);
                checked += 1;
            }
        }
    }
    assert!(checked >= 2, "{level}: {checked} moves checked");
}

#[test]
fn the_preview_matches_what_the_engine_then_does_seed_example() {
    check_level("seed-example.ron", 1);
}

#[test]
fn the_preview_matches_what_the_engine_then_does_largest_level() {
    check_level("10-hobgoblin-pass.ron", 2);
}

#[test]
fn the_menu_shows_the_engine_s_numbers_in_plain_words() {
    use bevy_egui::egui::{Key, Modifiers};
    let (mut game, state, content) = opening("seed-example.ron", 1);
    let Some(Request::Act { options, .. }) = state.pending.request.clone() else {
        panic!("an action first");
    };
    let n = Modifiers::NONE;
    // Focus the first action (Punch), take it, Tab to its target: nothing committed.
    assert!(!game.press(&[(n, Key::ArrowRight), (n, Key::Enter), (n, Key::Tab)]));
    let texts = game.texts();
    let target = game.draft().targets[0];
    let decision = Decision::Act {
        action: options[0].action,
        source: options[0].source,
        targets: vec![target],
        item: None,
    };
    let p = preview(&content, &state, &decision).expect("a preview");
    let snap = game.snapshot();
    let expected = format!(
        "{} against {}",
        aguja::combat::odds::percent(p.targets[0].chance),
        snap.name(target.who)
    );
    assert!(
        texts.iter().any(|t| t.contains(&expected)),
        "{expected} in {texts:?}"
    );
    let ap = format!(
        "goes from AP level {} to {}",
        p.track.ap_before, p.track.ap_after
    );
    assert!(texts.iter().any(|t| t.contains(&ap)), "{ap}");
    // A Punch's damage explodes on a six: its usual top is not worded as a maximum.
    let Some(EffectPreview::Damage { spread, .. }) = p.targets[0].effects.first() else {
        panic!("a Punch does damage");
    };
    let usual = format!("usually {}–{} damage", spread.least, spread.usual_most);
    assert!(
        texts
            .iter()
            .any(|t| t.contains(&usual) && t.contains("sometimes more")),
        "{usual} in {texts:?}"
    );
    for a in &p.answers {
        let who = format!("{} may", snap.name(a.who));
        assert!(texts.iter().any(|t| t.contains(&who)), "{who}");
    }
    // Plain words by default: no notation, no rule numbers.
    for t in &texts {
        assert!(
            !t.contains("<Str>") && !t.contains("(R"),
            "player text: {t}"
        );
    }
}
