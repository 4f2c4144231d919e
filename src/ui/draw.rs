//! The screens drawn each frame: a snapshot of the combat is taken, the screen for it drawn
//! with egui (title, combat or result), and what was clicked is carried out through
//! `intent::apply` once the drawing is done.

use crate::combat::Roster;
use crate::control::Seats;
use crate::hot_reload::LevelCatalog;
use crate::ui::intent::{Intent, apply};
use crate::ui::saves::Keep;
use crate::ui::screens::Screen;
use crate::ui::screens::combat::auto_pass::AutoPassed;
use crate::ui::screens::combat::current_game::CurrentGame;
use crate::ui::screens::combat::fx::Fx;
use crate::ui::screens::combat::handoff::HandOff;
use crate::ui::screens::combat::move_draft::Draft;
use crate::ui::screens::combat::pace::Pace;
use crate::ui::screens::combat::view::CombatScreen;
use crate::ui::screens::title::view::TitleDraft;
use crate::ui::snapshot::Snapshot;
use crate::ui::windows::settings::Settings;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// Clicks waiting to be carried out this frame.
#[derive(Resource, Default)]
pub struct PendingIntents(pub Vec<Intent>);

/// A camera for egui, and each frame: snapshot, draw, carry out the clicks.
pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<PendingIntents>()
        .add_systems(Startup, spawn_camera)
        .add_systems(
            EguiPrimaryContextPass,
            (refresh_snapshot, draw, apply_intents).chain(),
        );
}

fn spawn_camera(mut commands: Commands) {
    commands.spawn(Camera2d);
}

pub(crate) fn refresh_snapshot(world: &mut World) {
    let screen = *world.resource::<State<Screen>>().get();
    if screen != Screen::Title && world.contains_resource::<Roster>() {
        let snapshot = Snapshot::capture(world);
        world.insert_resource(snapshot);
    }
}

#[allow(clippy::too_many_arguments)]
pub(crate) fn draw(
    mut contexts: EguiContexts,
    screen: Res<State<Screen>>,
    snap: Option<Res<Snapshot>>,
    catalog: Res<LevelCatalog>,
    mut title: ResMut<TitleDraft>,
    mut draft: ResMut<Draft>,
    fx: Res<Fx>,
    (settings, auto_passed): (Res<Settings>, Res<AutoPassed>),
    seats: Res<Seats>,
    handoff: Res<HandOff>,
    mut pace: ResMut<Pace>,
    (keep, game): (Res<Keep>, Option<Res<CurrentGame>>),
    mut intents: ResMut<PendingIntents>,
    mut styled: Local<bool>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    if !*styled {
        crate::ui::widgets::style(ctx);
        *styled = true;
    }
    let mut ui = egui::Ui::new(
        ctx.clone(),
        "screen".into(),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(ctx.viewport_rect()),
    );
    let intent = match (screen.get(), snap) {
        (Screen::Title, _) | (_, None) => {
            let default = crate::content::levels_dir().join("seed-example.ron");
            title.prepare(&catalog.0, Some(&default));
            // Before the title's own panels, so that it takes the right edge whole.
            let kept = crate::ui::screens::title::saved_fights::shelf(&mut ui, &keep);
            crate::ui::screens::title::view::title(&mut ui, &catalog.0, &mut title).or(kept)
        }
        (Screen::Combat, Some(snap)) => {
            // Not over the hand-off cover: that screen is the next player's alone.
            if handoff.due(&snap.state.pending, &seats).is_none() {
                crate::ui::screens::combat::pace::speed_bar(ctx, &mut pace.speed);
            }
            let view = CombatScreen {
                snap: &snap,
                fx: &fx,
                settings: &settings,
                auto_passed: &auto_passed,
                seats: &seats,
                handoff: &handoff,
                keep: &keep,
            };
            let quick_save = ctx.input(|i| i.key_pressed(egui::Key::F5));
            let clicked = crate::ui::screens::combat::view::combat(&mut ui, &view, &mut draft);
            clicked.or(quick_save.then_some(Intent::Save))
        }
        (Screen::Result, Some(snap)) => {
            crate::ui::screens::result::view::result(&mut ui, &snap, &keep, game.is_some())
        }
    };
    intents.0.extend(intent);
    Ok(())
}

pub(crate) fn apply_intents(world: &mut World) {
    let intents = std::mem::take(&mut world.resource_mut::<PendingIntents>().0);
    for intent in intents {
        if matches!(intent, Intent::Start(_) | Intent::PlayAgain) {
            *world.resource_mut::<Draft>() = Draft::default();
        }
        apply(world, intent);
    }
}
