//! The tutorial played to its end through the window's logic: each step shows, its box's Next
//! moves it on where it waits for a click, and the players' own moves (an attack, Prepare, an
//! aimed blow) move on the ones that wait for them. A broken steps file is located.

use crate::ui_common::Game;
use crate::ui_common::apply;
use aguja::combat::decision::TargetChoices;
use aguja::combat::{Decision, PendingDecision, Request, TargetPick};
use aguja::ui::screens::Screen;
use aguja::ui::screens::combat::MoveAsk;
use aguja::ui::windows::pause::YES;
use aguja::ui::windows::tutorial::steps::{Until, parse_steps};
use aguja::ui::windows::tutorial::view::NEXT;
use aguja::ui::windows::tutorial::{Tutorial, start};

/// The move the step asks for, or a sensible one (attack, else wait) when it asks none.
fn move_for(game: &mut Game, until: Until) -> Option<Decision> {
    let snap = game.snapshot();
    let request = snap.human_request()?.clone();
    Some(match request {
        Request::Act { actor, options, .. } => {
            let me = snap.fighter(actor).side;
            let by_id = |id: &str| {
                options
                    .iter()
                    .find(|o| snap.content.action(o.action).id == id)
            };
            if until == Until::HeroPrepares
                && let Some(o) = by_id("prepare")
            {
                return Some(Decision::Act {
                    action: o.action,
                    source: None,
                    targets: Vec::new(),
                    item: None,
                });
            }
            let attack = options.iter().find_map(|o| match &o.targets {
                TargetChoices::Combatants { candidates, .. } => candidates
                    .iter()
                    .find(|c| snap.fighter(c.who).side != me)
                    .map(|c| (o, c.clone())),
                _ => None,
            });
            match attack {
                Some((o, c)) => Decision::Act {
                    action: o.action,
                    source: o.source,
                    targets: vec![TargetPick {
                        who: c.who,
                        limb: (until == Until::HeroAims)
                            .then(|| c.limbs.first().copied())
                            .flatten(),
                    }],
                    item: None,
                },
                None => {
                    let o = by_id("wait").expect("Wait");
                    Decision::Act {
                        action: o.action,
                        source: None,
                        targets: Vec::new(),
                        item: None,
                    }
                }
            }
        }
        Request::React { .. } => Decision::Pass,
        Request::TieBreak { tied, .. } => Decision::Choose(tied[0]),
        Request::Consent { .. } => Decision::Consent(true),
        Request::Advantage { options, .. } => Decision::Advantage(options[0]),
    })
}

#[test]
fn the_tutorial_is_played_to_its_end() {
    let mut game = Game::new();
    start(game.app.world_mut()).expect("the tutorial starts");
    game.app.update();
    assert_eq!(game.screen(), Screen::Combat);
    let total = game.app.world().resource::<Tutorial>().steps.steps.len();
    let mut shown = Vec::new();
    for _ in 0..5_000 {
        let tutorial = game.app.world().resource::<Tutorial>().clone();
        let Some(step) = tutorial.step().cloned() else {
            break;
        };
        if shown.last() != Some(&tutorial.at) {
            shown.push(tutorial.at);
        }
        if step.until == Until::Next {
            // The box's own Next button, drawn over the screen and carried out by its own code.
            let last = tutorial.at + 1 == total;
            game.click(&[(if last { "Finish" } else { NEXT }).to_string()]);
            let now = game.app.world().get_resource::<Tutorial>().map(|t| t.at);
            assert_eq!(now, Some(tutorial.at + 1), "Next at step {}", tutorial.at);
            continue;
        }
        assert_ne!(
            game.screen(),
            Screen::Result,
            "the fight ended at step {}",
            step.title
        );
        match move_for(&mut game, step.until) {
            Some(decision) => {
                let serial = game.app.world().resource::<PendingDecision>().serial;
                apply(game.app.world_mut(), MoveAsk::Decide(decision));
                for _ in 0..50 {
                    game.app.update();
                    if game.app.world().resource::<PendingDecision>().serial != serial {
                        break;
                    }
                }
            }
            None => game.app.update(),
        }
    }
    let tutorial = game.app.world().resource::<Tutorial>();
    assert!(tutorial.finished(), "stopped at step {}", tutorial.at);
    assert_eq!(
        shown,
        (0..total).collect::<Vec<_>>(),
        "every step shown, in order"
    );
}

/// Conceding in the tutorial, as a new player would (Menu, Concede, Yes), leaves the fight and
/// its tutorial: the result screen shows neither the step's box nor its light.
#[test]
fn conceding_in_the_tutorial_leaves_a_clean_result_screen() {
    let mut game = Game::new();
    start(game.app.world_mut()).expect("the tutorial starts");
    game.app.update();
    let texts = game.texts();
    assert!(
        texts.iter().any(|t| t.starts_with("Tutorial 1 of")),
        "the box shows in the fight: {texts:?}"
    );
    game.click_views(&["Menu (Esc)", "Concede"]);
    game.click(&[YES.to_string()]);
    for _ in 0..5 {
        game.app.update();
    }
    assert_eq!(game.screen(), Screen::Result);
    assert!(game.app.world().get_resource::<Tutorial>().is_none());
    let texts = game.texts();
    assert!(
        !texts
            .iter()
            .any(|t| t.contains("Tutorial") || t.contains("Waiting for your move")),
        "{texts:?}"
    );
    assert!(
        texts
            .iter()
            .any(|t| t == "The heroes' side gave up the fight."),
        "{texts:?}"
    );
}

#[test]
fn a_broken_steps_file_is_located() {
    let path = std::path::Path::new("assets/tutorial.steps");
    let err = parse_steps(
        path,
        "(steps: [(title: \"x\", text: \"y\", highlight: Track, until: Never)])",
    )
    .unwrap_err();
    assert_eq!((err.line, err.col), (1, 59), "{err}");
    assert!(err.message.contains("one of: Next"), "{err}");
    let err = parse_steps(path, "(steps: [], extra: 1)").unwrap_err();
    assert!(err.to_string().contains("extra"), "{err}");
    let err = parse_steps(path, "(steps: [])").unwrap_err();
    assert!(err.message.contains("at least one step"), "{err}");
    // The shipped file reads.
    aguja::ui::windows::tutorial::steps::load_steps(
        &aguja::ui::windows::tutorial::steps::tutorial_path(),
    )
    .expect("the shipped tutorial");
}
