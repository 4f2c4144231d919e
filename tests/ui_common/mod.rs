//! The game's screens over a headless app, driven by clicks: egui_kittest draws the real
//! panels (no window) and every click's `Ask` is sent as the window sends it, and carried out
//! by the same areas' systems. Shared by the UI playthrough tests.
#![allow(dead_code)]

use crate::common::Scratch;
use aguja::combat::decision::TargetChoices;
use aguja::combat::{CombatantId, Request};
use aguja::content::catalog::Catalog;
use aguja::content::{assets_dir, levels_dir};
use aguja::control::Seats;
use aguja::hot_reload::LevelCatalog;
use aguja::ui::ask::Ask;
use aguja::ui::launch::Launch;
use aguja::ui::saves::Keep;
use aguja::ui::screens::Screen;
use aguja::ui::screens::combat::act_menu::action_label;
use aguja::ui::screens::combat::auto_pass::AutoPassed;
use aguja::ui::screens::combat::current_game::CurrentGame;
use aguja::ui::screens::combat::fx::Fx;
use aguja::ui::screens::combat::handoff::HandOff;
use aguja::ui::screens::combat::move_draft::Draft;
use aguja::ui::screens::combat::pace::{Pace, Speed};
use aguja::ui::screens::combat::view::{CombatScreen, combat};
use aguja::ui::screens::title::title;
use aguja::ui::screens::title::view::TitleDraft;
use aguja::ui::seating::Seating;
use aguja::ui::snapshot::Snapshot;
use aguja::ui::windows::settings::Settings;
use aguja::ui::windows::tutorial::Tutorial;
use aguja::ui::windows::tutorial::view::{Click, carry_out, tutorial_box};
use bevy::prelude::*;
use bevy_egui::egui;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};

mod monkey;
pub use monkey::MonkeyMove;

/// What the screens draw from and what a click produced.
pub struct Screens {
    pub screen: Screen,
    catalog: Catalog,
    snap: Option<Snapshot>,
    title: TitleDraft,
    draft: Draft,
    fx: Fx,
    settings: Settings,
    auto_passed: AutoPassed,
    seats: Seats,
    handoff: HandOff,
    keep: Keep,
    play_again: bool,
    intent: Option<Ask>,
    /// The windows over the screens (pause menu, Settings, Help) and what they asked.
    pub overlays: aguja::ui::windows::Overlays,
    about: bool,
    tutorial: bool,
    pub quit: bool,
    /// The tutorial under way, its box drawn over the screens as the window draws it, and what
    /// was clicked on it.
    guide: Option<Tutorial>,
    guide_click: Option<Click>,
}

fn draw(ui: &mut egui::Ui, s: &mut Screens) {
    let intent = match (s.screen, &s.snap) {
        (Screen::Combat, Some(snap)) => {
            let view = CombatScreen {
                snap,
                fx: &s.fx,
                settings: &s.settings,
                auto_passed: &s.auto_passed,
                seats: &s.seats,
                handoff: &s.handoff,
                keep: &s.keep,
                remote: None,
            };
            combat(ui, &view, &mut s.draft)
        }
        (Screen::Result, Some(snap)) => {
            aguja::ui::screens::result::view::result(ui, snap, &s.keep, s.play_again, None)
        }
        _ => {
            let kept = aguja::ui::screens::title::saved_fights::shelf(ui, &s.keep);
            title(ui, &s.catalog, &Default::default(), &mut s.title).or(kept)
        }
    };
    if intent.is_some() {
        s.intent = intent;
    }
    let view = aguja::ui::windows::OverlayView {
        screen: s.screen,
        snap: s.snap.as_ref(),
        save_refusal: None,
        campaign_fight: false,
        content: Some(&s.catalog.content),
        notice: None,
        held: None,
        catalog: Some(&s.catalog),
    };
    let mut open = aguja::ui::windows::OpenWindows {
        overlays: &mut s.overlays,
        about: &mut s.about,
        tutorial: &mut s.tutorial,
        settings: &mut s.settings,
        edit_request: &mut s.title.edit,
    };
    let out = aguja::ui::windows::windows(ui.ctx(), &view, &mut open);
    s.quit |= out.quit;
    if let Some(click) = s.guide.as_ref().and_then(|t| tutorial_box(ui.ctx(), t)) {
        s.guide_click = Some(click);
    }
    if let Some(first) = out.intents.into_iter().next() {
        s.intent = Some(first);
    }
}

/// Sends what a click asked for and carries it out at once, as the window's next frame would
/// before anything else (`UiSet::Answer`, in `PreUpdate`); the states change on the next update.
pub fn apply(world: &mut World, ask: impl Into<Ask>) {
    ask.into().send(world);
    world.run_schedule(PreUpdate);
}

/// A fresh folder under the system's temporary one, for a game's `saves/` and `replays/`.
pub fn keep_folder() -> Scratch {
    crate::common::scratch("ui")
}

pub struct Game {
    pub app: App,
    screens: Option<Screens>,
    pub clicks: usize,
    /// One drawing kept from step to step (the monkey's: building one costs more than a step).
    live: Option<Harness<'static, Screens>>,
    /// Holds the folder of the game's saves and replays until the game is dropped.
    _keep: Scratch,
}

impl Game {
    /// The title screen with the seed's example preselected; the automatic players at once.
    pub fn new() -> Game {
        let catalog = Catalog::load(&assets_dir(), &levels_dir());
        assert!(catalog.library_errors.is_none());
        let mut app = aguja::headless_app_with(catalog.content.clone(), aguja::ui::logic_plugin);
        app.insert_resource(LevelCatalog(catalog.clone()));
        // Each game keeps its saves and replays in a folder of its own, never the project's.
        let root = keep_folder();
        app.insert_resource(Keep::at(&root));
        app.world_mut().resource_mut::<Pace>().speed = Speed::Instant;
        app.update();
        let mut title = TitleDraft::default();
        title.prepare(&catalog, Some(&levels_dir().join("seed-example.ron")));
        // The editor never writes the game's own levels from a test (the monkey clicks Save).
        let editor_levels = root.join("levels");
        std::fs::create_dir_all(&editor_levels).expect("a levels folder for the editor");
        let overlays = aguja::ui::windows::Overlays {
            editor_levels: Some(editor_levels),
            ..Default::default()
        };
        let screens = Screens {
            screen: Screen::Title,
            catalog,
            snap: None,
            title,
            draft: Draft::default(),
            fx: Fx::default(),
            settings: Settings::default(),
            auto_passed: AutoPassed::default(),
            seats: Seats::default(),
            handoff: HandOff::default(),
            keep: Keep::at(&root),
            play_again: false,
            intent: None,
            overlays,
            about: false,
            tutorial: false,
            quit: false,
            guide: None,
            guide_click: None,
        };
        Game {
            app,
            screens: Some(screens),
            clicks: 0,
            live: None,
            _keep: root,
        }
    }

    /// Straight into a level or a script's moment, as `aguja play LEVEL` or `--script` does.
    pub fn launched(launch: Launch) -> Game {
        let mut game = Game::new();
        aguja::ui::launch::open(game.app.world_mut(), launch);
        game.app.update();
        game
    }

    /// Straight into `file` of the levels folder with `seed` and `seating`, as `aguja play
    /// levels/FILE --seed N` does.
    pub fn level(file: &str, seed: u64, seating: Seating) -> Game {
        let path = levels_dir().join(file);
        let content = aguja::content::load_content(&assets_dir()).expect("the library loads");
        let encounter = aguja::content::load_encounter(&path, &content).expect("the level loads");
        Game::launched(Launch::Level {
            path,
            encounter: Box::new(encounter),
            seed,
            seating,
        })
    }

    pub fn screen(&self) -> Screen {
        *self.app.world().resource::<State<Screen>>().get()
    }

    pub fn snapshot(&mut self) -> Snapshot {
        Snapshot::capture(self.app.world_mut())
    }

    pub fn keep(&self) -> Keep {
        self.app.world().resource::<Keep>().clone()
    }

    /// Lists the files of the title's shelf again (after a test wrote some).
    pub fn rescan(&mut self) {
        self.app.world_mut().resource_mut::<Keep>().rescan();
    }

    pub fn seats(&self) -> Seats {
        self.app.world().resource::<Seats>().clone()
    }

    /// Copies what the screens draw from out of the app.
    fn refresh(&mut self, screens: &mut Screens) {
        screens.screen = self.screen();
        screens.seats = self.seats();
        let world = self.app.world();
        screens.handoff = world.get_resource::<HandOff>().cloned().unwrap_or_default();
        screens.keep = self.app.world().resource::<Keep>().clone();
        screens.play_again = self.app.world().contains_resource::<CurrentGame>();
        screens.settings = self.app.world().resource::<Settings>().clone();
        screens.auto_passed = world
            .get_resource::<AutoPassed>()
            .cloned()
            .unwrap_or_default();
        screens.snap = (screens.screen != Screen::Title).then(|| self.snapshot());
        screens.guide = self.app.world().get_resource::<Tutorial>().cloned();
        screens.guide_click = None;
    }

    /// The current screen drawn, ready for clicks.
    fn harness(&mut self) -> Harness<'static, Screens> {
        self.park();
        let mut screens = self.screens.take().expect("screens");
        self.refresh(&mut screens);
        let mut harness = Harness::builder()
            .with_size(egui::vec2(1280.0, 800.0))
            .build_ui_state(draw, screens);
        harness.run_steps(2);
        harness
    }

    /// Gives the screens back from the harness kept alive between monkey steps.
    fn park(&mut self) {
        if let Some(live) = self.live.take() {
            self.screens = Some(live.into_state());
        }
    }

    /// Every text a drawn screen shows (labels, buttons, headings).
    fn texts_of(harness: &Harness<'static, Screens>) -> Vec<String> {
        texts(harness)
    }

    /// Every text the current screen shows.
    pub fn texts(&mut self) -> Vec<String> {
        let harness = self.harness();
        let texts = Self::texts_of(&harness);
        self.screens = Some(harness.into_state());
        texts
    }

    /// Whether the button with this label is shown and may be clicked.
    pub fn enabled(&mut self, label: &str) -> bool {
        let harness = self.harness();
        let enabled = harness
            .query_by_label(label)
            .is_some_and(|n| !n.accesskit_node().is_disabled());
        self.screens = Some(harness.into_state());
        enabled
    }

    /// Plays `n` of the heroes' decisions by clicks (the AI answers between them); stops early
    /// if the combat ends.
    pub fn play_clicks(&mut self, n: usize) {
        let mut done = 0;
        for _ in 0..5_000 {
            if done == n || self.screen() != Screen::Combat {
                return;
            }
            match self.labels_for() {
                Some(labels) => {
                    self.click(&labels);
                    done += 1;
                }
                None => self.app.update(),
            }
        }
    }

    /// Draws the current screen, clicks each label in turn, and carries out what it asked.
    pub fn click(&mut self, labels: &[String]) {
        self.look_and_click(|_| labels.to_vec());
    }

    /// Clicks a label that changes only what the screen shows (a tab): no move is asked for.
    pub fn click_view(&mut self, label: &str) {
        let mut harness = self.harness();
        harness.get_by_label(label).click();
        harness.run_steps(2);
        let screens = harness.into_state();
        assert!(screens.intent.is_none(), "`{label}` asked for a move");
        self.screens = Some(screens);
    }

    /// Clicks each label in turn on one drawing (a combo box, then one of its choices), none of
    /// them asking for a move.
    pub fn click_views(&mut self, labels: &[&str]) {
        let mut harness = self.harness();
        for label in labels {
            harness.get_by_label(label).click();
            harness.run_steps(2);
        }
        let screens = harness.into_state();
        assert!(screens.intent.is_none(), "`{labels:?}` asked for a move");
        self.screens = Some(screens);
    }

    /// Types `text` into the text field labelled `label`, in place of what it held.
    pub fn type_into(&mut self, label: &str, text: &str) {
        let mut harness = self.harness();
        harness.get_by_label(label).focus();
        harness.run_steps(1);
        harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
        harness.run_steps(1);
        harness.get_by_label(label).type_text(text);
        harness.run_steps(2);
        self.screens = Some(harness.into_state());
    }

    /// The windows over the screens, the encounter editor's draft among them.
    pub fn overlays_mut(&mut self) -> &mut aguja::ui::windows::Overlays {
        self.park();
        &mut self.screens.as_mut().expect("screens").overlays
    }

    /// The library and levels the screens draw from.
    pub fn catalog(&mut self) -> Catalog {
        self.park();
        self.screens.as_ref().expect("screens").catalog.clone()
    }

    /// Draws the current screen, lets `choose` read its texts and name the labels to click,
    /// clicks them, and carries out what they asked (nothing, when it names none). One
    /// drawing serves both.
    pub fn look_and_click(&mut self, choose: impl FnOnce(&[String]) -> Vec<String>) {
        let mut harness = self.harness();
        let labels = choose(&Self::texts_of(&harness));
        for label in &labels {
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
        let intent = screens.intent.take();
        let guide_click = screens.guide_click.take();
        self.screens = Some(screens);
        if labels.is_empty() {
            return;
        }
        // The tutorial's box: its own code carries the click out, as in the window.
        if let Some(click) = guide_click.filter(|_| intent.is_none()) {
            carry_out(self.app.world_mut(), click);
            self.app.update();
            return;
        }
        apply(
            self.app.world_mut(),
            intent.expect("the clicks asked for something"),
        );
        self.app.update();
    }

    /// Draws the current screen, presses `keys` in turn (a frame or two each), and carries out
    /// what they asked, if anything. `true` when they asked for something.
    pub fn press(&mut self, keys: &[(egui::Modifiers, egui::Key)]) -> bool {
        let mut harness = self.harness();
        for &(modifiers, key) in keys {
            harness.key_press_modifiers(modifiers, key);
            harness.run_steps(2);
        }
        let mut screens = harness.into_state();
        let intent = screens.intent.take();
        self.screens = Some(screens);
        let Some(intent) = intent else {
            return false;
        };
        apply(self.app.world_mut(), intent);
        self.app.update();
        true
    }

    /// Closes every window over the screens (a player pressing Esc until none is left).
    pub fn close_windows(&mut self) {
        self.park();
        let s = self.screens.as_mut().expect("screens");
        s.overlays = aguja::ui::windows::Overlays {
            editor_levels: s.overlays.editor_levels.take(),
            ..Default::default()
        };
        s.about = false;
        s.quit = false;
    }

    /// The screens' draft: the half-made choice and the keyboard's focus.
    pub fn draft(&self) -> &Draft {
        &self.screens.as_ref().expect("screens").draft
    }

    /// What a player would click for the open request (attack when possible).
    pub fn labels_for(&mut self) -> Option<Vec<String>> {
        let snap = self.snapshot();
        let request = snap.human_request()?.clone();
        let content = &snap.content;
        let me = snap.fighter(request.decider()).side;
        Some(match request {
            Request::Advantage { options, .. } => {
                let a = content.advantage(options[0]);
                vec![format!("{}: {}", a.name, a.description)]
            }
            Request::Act { options, .. } => {
                let foe = |who: CombatantId| snap.fighter(who).side != me;
                let attack = options.iter().find_map(|o| match &o.targets {
                    TargetChoices::Combatants { candidates, .. } => candidates
                        .iter()
                        .find(|c| foe(c.who))
                        .map(|target| (o, target.who)),
                    _ => None,
                });
                match attack {
                    Some((o, target)) => {
                        let def = content.action(o.action);
                        vec![
                            action_label(&def.name, o.cost),
                            format!("Target {} (", snap.name(target)),
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

/// Every text a drawn harness shows (labels, buttons, headings).
pub fn texts<State>(harness: &Harness<'_, State>) -> Vec<String> {
    harness
        .query_all_by(|_| true)
        .flat_map(|n| {
            let node = n.accesskit_node();
            // Buttons carry their text as the label, plain labels as the value.
            [node.label(), node.value()]
        })
        .flatten()
        .collect()
}
