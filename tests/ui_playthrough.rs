//! A whole solo combat of the seed's example played with the mouse alone, from the title
//! screen to the result screen and back: the game's own screens are drawn by egui_kittest
//! (no window) and every decision is a click on a label, carried out by the same
//! `intent::apply` the window uses. The rules engine runs as in the game.

use aguja::combat::decision::TargetChoices;
use aguja::combat::{PendingDecision, Request, RoundInfo};
use aguja::content::catalog::Catalog;
use aguja::content::{assets_dir, levels_dir};
use aguja::hot_reload::LevelCatalog;
use aguja::ui::draft::Draft;
use aguja::ui::flow::{Pace, Speed};
use aguja::ui::fx::Fx;
use aguja::ui::intent::{Intent, ReactionPolicy, apply};
use aguja::ui::panels::act_menu::action_label;
use aguja::ui::panels::combat::{CombatScreen, combat};
use aguja::ui::panels::title::{TitleDraft, title};
use aguja::ui::screen::Screen;
use aguja::ui::setup::SeatPlan;
use aguja::ui::snapshot::Snapshot;
use bevy::prelude::*;
use bevy_egui::egui;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

/// What the screens draw from and what a click produced.
struct Screens {
    screen: Screen,
    catalog: Catalog,
    snap: Option<Snapshot>,
    title: TitleDraft,
    draft: Draft,
    fx: Fx,
    policy: ReactionPolicy,
    plan: SeatPlan,
    intent: Option<Intent>,
}

fn draw(ui: &mut egui::Ui, s: &mut Screens) {
    let intent = match (s.screen, &s.snap) {
        (Screen::Combat, Some(snap)) => {
            let view = CombatScreen {
                snap,
                fx: &s.fx,
                policy: &s.policy,
                plan: &s.plan,
            };
            combat(ui, &view, &mut s.draft)
        }
        (Screen::Result, Some(snap)) => aguja::ui::panels::result::result(ui, snap),
        _ => title(ui, &s.catalog, &mut s.title),
    };
    if intent.is_some() {
        s.intent = intent;
    }
}

struct Game {
    app: App,
    screens: Option<Screens>,
    clicks: usize,
}

impl Game {
    fn new() -> Game {
        let catalog = Catalog::load(&assets_dir(), &levels_dir());
        assert!(catalog.library_errors.is_none());
        let mut app =
            aguja::headless_app_with(catalog.content.clone(), aguja::ui::flow::logic_plugin);
        app.insert_resource(LevelCatalog(catalog.clone()));
        app.world_mut().resource_mut::<Pace>().speed = Speed::Instant;
        app.update();
        let mut title = TitleDraft::default();
        title.prepare(&catalog, Some(&levels_dir().join("seed-example.ron")));
        let screens = Screens {
            screen: Screen::Title,
            catalog,
            snap: None,
            title,
            draft: Draft::default(),
            fx: Fx::default(),
            policy: ReactionPolicy::default(),
            plan: SeatPlan::default(),
            intent: None,
        };
        Game {
            app,
            screens: Some(screens),
            clicks: 0,
        }
    }

    fn screen(&self) -> Screen {
        *self.app.world().resource::<State<Screen>>().get()
    }

    /// Draws the current screen, clicks each label in turn, and carries out what it asked.
    fn click(&mut self, labels: &[String]) {
        let mut screens = self.screens.take().expect("screens");
        screens.screen = self.screen();
        screens.plan = self.app.world().resource::<SeatPlan>().clone();
        screens.snap =
            (screens.screen != Screen::Title).then(|| Snapshot::capture(self.app.world_mut()));
        let mut harness = Harness::builder()
            .with_size(egui::vec2(1280.0, 800.0))
            .build_ui_state(draw, screens);
        harness.run_steps(2);
        for label in labels {
            let node = harness
                .query_by_label(label)
                .or_else(|| harness.query_by_label_contains(label));
            let node = node.unwrap_or_else(|| {
                panic!("no `{label}` on the {:?} screen", harness.state().screen)
            });
            node.click();
            harness.run_steps(2);
            self.clicks += 1;
        }
        let mut screens = harness.into_state();
        let intent = screens
            .intent
            .take()
            .expect("the clicks asked for something");
        self.screens = Some(screens);
        apply(self.app.world_mut(), intent);
        self.app.update();
    }

    /// What a player would click for the open request (attack when possible).
    fn labels_for(&mut self) -> Option<Vec<String>> {
        let snap = Snapshot::capture(self.app.world_mut());
        let request = snap.human_request()?.clone();
        let content = &snap.content;
        Some(match request {
            Request::Advantage { options, .. } => {
                let a = content.advantage(options[0]);
                vec![format!("{}: {}", a.name, a.description)]
            }
            Request::Act { options, .. } => {
                let attack = options.iter().find(|o| {
                    matches!(&o.targets, TargetChoices::Combatants { candidates, .. }
                        if candidates.iter().any(|c| snap.fighter(c.who).side != snap.fighter(request_actor(&snap)).side))
                });
                match attack {
                    Some(o) => {
                        let def = content.action(o.action);
                        let TargetChoices::Combatants { candidates, .. } = &o.targets else {
                            unreachable!()
                        };
                        let target = candidates
                            .iter()
                            .find(|c| {
                                snap.fighter(c.who).side != snap.fighter(request_actor(&snap)).side
                            })
                            .unwrap();
                        vec![
                            action_label(&def.name, o.cost),
                            format!("Target {} (", snap.name(target.who)),
                            format!("Do it: {} · {} AP", def.name, o.cost),
                        ]
                    }
                    None => {
                        let o = options
                            .iter()
                            .find(|o| o.targets == TargetChoices::None)
                            .expect("Wait is always there");
                        vec![action_label(&content.action(o.action).name, o.cost)]
                    }
                }
            }
            Request::React { options, .. } => match options.first() {
                // React with the first option now and then, to open chains; else pass.
                Some(o) if snap.log.len().is_multiple_of(3) => {
                    vec![action_label(&content.action(o.action).name, o.cost)]
                }
                _ => vec!["Pass".to_string()],
            },
            Request::TieBreak { tied, .. } => vec![format!("{} first", snap.name(tied[0]))],
            Request::Consent { .. } => vec!["Hand it over".to_string()],
        })
    }
}

fn request_actor(snap: &Snapshot) -> aguja::combat::CombatantId {
    snap.state.pending.request.as_ref().unwrap().decider()
}

#[test]
fn a_solo_combat_is_played_with_the_mouse_from_title_to_result() {
    let mut game = Game::new();
    assert_eq!(game.screen(), Screen::Title);
    game.click(&["Start the fight".to_string()]);
    assert_eq!(game.screen(), Screen::Combat);
    let mut decisions = 0;
    for _ in 0..5_000 {
        if game.screen() != Screen::Combat {
            break;
        }
        match game.labels_for() {
            Some(labels) => {
                game.click(&labels);
                decisions += 1;
            }
            None => {
                // The Dark Lord (the AI) is deciding.
                game.app.update();
            }
        }
    }
    assert_eq!(game.screen(), Screen::Result, "the combat reached its end");
    let outcome = game.app.world().resource::<RoundInfo>().outcome.clone();
    assert!(outcome.is_some());
    assert!(
        decisions >= 5,
        "the heroes were played by clicks: {decisions}"
    );
    assert!(game.clicks >= decisions);
    let pending = game.app.world().resource::<PendingDecision>();
    assert!(pending.answer.is_none());
    // The result screen offers the way back.
    game.click(&["Back to title".to_string()]);
    assert_eq!(game.screen(), Screen::Title);
    println!(
        "{decisions} decisions, {} clicks, outcome {outcome:?}",
        game.clicks
    );
}
