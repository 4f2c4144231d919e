//! Short animations read from the event log: lunges, hits, misses, heals, the needle sliding.
//! They only draw; the outcome was settled by the rules before any of them starts.

use crate::combat::{CombatEvent, CombatLog, CombatantId, Needle};
use crate::ui::screens::Screen;
use crate::ui::sets::UiSet;
use bevy::prelude::*;

/// How long each effect plays, in seconds.
pub const LUNGE: f64 = 0.35;
/// A struck token's white flash, and a downed one's sinking.
pub const FLASH: f64 = 0.2;
pub const FALL: f64 = 0.6;
pub const FLOAT: f64 = 1.1;
/// A check's dice: they tumble, settle one by one, and the sum meets the difficulty.
pub const ROLL: f64 = 1.0;

#[derive(Clone, Debug, PartialEq)]
pub enum FxKind {
    /// The actor lunges and its action's icon flies to the target.
    Lunge {
        from: CombatantId,
        to: CombatantId,
        action: crate::content::ActionId,
    },
    Hit {
        who: CombatantId,
        amount: u32,
    },
    Miss {
        who: CombatantId,
    },
    Heal {
        who: CombatantId,
        amount: u32,
    },
    Down {
        who: CombatantId,
    },
    /// A check's dice (each die's faces, explosions included) against its difficulty.
    Roll {
        who: CombatantId,
        action: crate::content::ActionId,
        dice: Vec<Vec<u8>>,
        total: i32,
        difficulty: i32,
        success: bool,
    },
}

#[derive(Clone, Debug, PartialEq)]
pub struct FxItem {
    pub kind: FxKind,
    pub start: f64,
}

/// The effects playing, and how much of the log they have read.
#[derive(Resource, Clone, Debug, Default)]
pub struct Fx {
    pub items: Vec<FxItem>,
    pub seen: usize,
    /// Where the needle is drawn: it slides towards the real one.
    pub needle: f32,
    /// Show checks' dice rolling: the window turns it on, but not at Instant speed, when
    /// nothing is animated (`ui::fx_view`).
    pub dice: bool,
    /// Whether this combat's log has been read yet: the first read skips what was logged
    /// before the screen showed.
    pub started: bool,
}

/// The effects follow the log as the pipeline writes it.
pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Fx>().add_systems(
        Update,
        absorb_fx
            .in_set(UiSet::Follow)
            .run_if(in_state(Screen::Combat)),
    );
}

pub(crate) fn absorb_fx(
    time: Res<Time<Real>>,
    log: Res<CombatLog>,
    round: Res<Needle>,
    mut fx: ResMut<Fx>,
) {
    let now = time.elapsed_secs_f64();
    fx.absorb(&log.events, now);
    fx.slide_needle(round.0 as f32, time.delta_secs());
}

impl Fx {
    /// Starts the effects of the events logged since the last call.
    pub fn absorb(&mut self, log: &[CombatEvent], now: f64) {
        if log.len() < self.seen || !self.started {
            // A new combat: what happened before it showed (a loaded save, a script's moment)
            // is not played again.
            self.started = true;
            self.seen = log.len();
            self.items.clear();
            self.needle = 15.0;
        }
        // What follows a check in the same batch plays once its dice have settled, and what a
        // blow does (the hit, the fall) once it has landed, halfway through the lunge.
        let mut at = now;
        let mut landed = now;
        for event in &log[self.seen..] {
            let (kind, start) = match event {
                CombatEvent::CheckRolled {
                    who,
                    target,
                    action,
                    outcome,
                } => {
                    if self.dice {
                        self.items.push(FxItem {
                            kind: FxKind::Roll {
                                who: *who,
                                action: *action,
                                dice: outcome.roll.dice().map(<[u8]>::to_vec).collect(),
                                total: outcome.total,
                                difficulty: outcome.difficulty,
                                success: outcome.success,
                            },
                            start: at,
                        });
                        at += ROLL;
                    }
                    let Some(t) = target else { continue };
                    if !outcome.success {
                        self.items.push(FxItem {
                            kind: FxKind::Miss { who: *t },
                            start: at + LUNGE,
                        });
                    }
                    landed = at + LUNGE / 2.0;
                    let lunge = FxKind::Lunge {
                        from: *who,
                        to: *t,
                        action: *action,
                    };
                    (lunge, at)
                }
                CombatEvent::Damaged { who, dealt, .. } if *dealt > 0 => {
                    let hit = FxKind::Hit {
                        who: *who,
                        amount: *dealt,
                    };
                    (hit, landed)
                }
                CombatEvent::Healed { who, removed, .. } if *removed > 0 => {
                    let heal = FxKind::Heal {
                        who: *who,
                        amount: *removed,
                    };
                    (heal, landed)
                }
                CombatEvent::CombatantDown { who } => (FxKind::Down { who: *who }, landed),
                _ => continue,
            };
            self.items.push(FxItem { kind, start });
        }
        self.seen = log.len();
        self.items.retain(|i| now - i.start < FLOAT + LUNGE);
    }

    /// Moves the drawn needle towards `target`; returns whether it is still moving.
    pub fn slide_needle(&mut self, target: f32, dt: f32) -> bool {
        let gap = target - self.needle;
        if gap.abs() < 0.01 {
            self.needle = target;
            return false;
        }
        self.needle += gap * (dt * 10.0).min(1.0);
        true
    }

    /// Whether a check's dice are in the air at `now`, some settled and some still tumbling.
    pub fn rolling(&self, now: f64) -> bool {
        self.items.iter().any(|i| {
            matches!(i.kind, FxKind::Roll { .. })
                && (0.3 * ROLL..0.9 * ROLL).contains(&(now - i.start))
        })
    }

    /// Whether anything is still playing at `now` (the pace waits for it).
    pub fn busy(&self, now: f64) -> bool {
        self.items.iter().any(|i| match i.kind {
            FxKind::Lunge { .. } => now - i.start < LUNGE,
            FxKind::Roll { .. } => now - i.start < ROLL,
            // A blow's result waiting for it to land.
            FxKind::Hit { .. } | FxKind::Heal { .. } | FxKind::Down { .. } => now < i.start,
            FxKind::Miss { .. } => false,
        })
    }
}
