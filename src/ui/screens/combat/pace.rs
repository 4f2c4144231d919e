//! The automatic players' pace, so that a human can follow: the pipeline holds a moment after
//! each change and while an animation plays, the speed bar sets how long, and the result screen
//! comes a moment after the last blow.

use crate::combat::{CombatLog, RoundInfo, StepBudget};
use crate::ui::screens::Screen;
use crate::ui::screens::combat::fx::Fx;
use crate::ui::sets::UiSet;
use bevy::prelude::*;
use bevy_egui::egui;

/// How fast the automatic players move, so that a human can follow.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Speed {
    Slow,
    #[default]
    Normal,
    Fast,
    Instant,
}

impl Speed {
    pub const ALL: [Speed; 4] = [Speed::Slow, Speed::Normal, Speed::Fast, Speed::Instant];

    fn delay(self) -> f32 {
        match self {
            Speed::Slow => 1.0,
            Speed::Normal => 0.45,
            Speed::Fast => 0.15,
            Speed::Instant => 0.0,
        }
    }
}

#[derive(Resource, Clone, Debug, Default)]
pub struct Pace {
    pub speed: Speed,
    wait: f32,
    seen: usize,
}

/// The window answers one decision per update, held while pacing, and moves to the result.
pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Pace>()
        .insert_resource(StepBudget {
            max_decisions: 1,
            ..default()
        })
        .add_systems(
            Update,
            (
                (pace, dice_at_this_speed).in_set(UiSet::Hold),
                to_result.in_set(UiSet::Leave),
            )
                .run_if(in_state(Screen::Combat)),
        );
}

/// The automatic players' speed, in the top right corner of the combat screen, clear of the
/// status line.
pub fn speed_bar(ctx: &egui::Context, speed: &mut Speed) {
    egui::Area::new("speed".into())
        .anchor(egui::Align2::RIGHT_TOP, egui::vec2(-10.0, 6.0))
        .show(ctx, |ui| {
            ui.horizontal(|ui| {
                ui.label("Speed:");
                for s in Speed::ALL {
                    ui.selectable_value(speed, s, format!("{s:?}"));
                }
            });
        });
}

/// Holds the pipeline a moment after each change, so that moves can be followed.
pub(crate) fn pace(
    time: Res<Time<Real>>,
    log: Res<CombatLog>,
    fx: Res<Fx>,
    mut pace: ResMut<Pace>,
    mut budget: ResMut<StepBudget>,
    paused: Option<Res<State<crate::ui::screens::Paused>>>,
) {
    let speed = pace.speed;
    if log.events.len() != pace.seen {
        pace.seen = log.events.len();
        pace.wait = speed.delay();
    }
    pace.wait = (pace.wait - time.delta_secs()).max(0.0);
    budget.max_decisions = if speed == Speed::Instant { u64::MAX } else { 1 };
    // The one writer of the hold: the pause menu holds everything, the pace between changes.
    let paused = paused.is_some_and(|p| *p.get() == crate::ui::screens::Paused::Yes);
    budget.hold =
        paused || pace.wait > 0.0 || (speed != Speed::Instant && fx.busy(time.elapsed_secs_f64()));
}

/// The result screen, a moment after the last blow so that it can be seen.
pub(crate) fn to_result(
    time: Res<Time<Real>>,
    round: Res<RoundInfo>,
    pace: Res<Pace>,
    mut since: Local<Option<f64>>,
    mut next: ResMut<NextState<Screen>>,
) {
    if round.outcome.is_none() {
        *since = None;
        return;
    }
    let now = time.elapsed_secs_f64();
    let start = *since.get_or_insert(now);
    let linger = if pace.speed == Speed::Instant {
        0.0
    } else {
        1.5
    };
    if now - start >= linger {
        *since = None;
        next.set(Screen::Result);
    }
}

/// Checks' dice roll on screen unless the players chose Instant.
pub(crate) fn dice_at_this_speed(pace: Res<Pace>, mut fx: ResMut<Fx>) {
    let dice = pace.speed != Speed::Instant;
    if fx.dice != dice {
        fx.dice = dice;
    }
}
