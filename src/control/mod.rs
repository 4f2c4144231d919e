//! Controllers answer decision requests: each combatant belongs to a seat, and each seat is a
//! human (answered from the UI), the AI, a random player, or a script.

pub mod ai_seat;
pub mod replay_feed;

use crate::ai::random;
use crate::combat::phase::in_phase;
use crate::combat::{CombatPhase, CombatSet, CombatStep, CombatantId, PendingDecision};
use bevy::prelude::*;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// Who answers for a combatant.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ControllerKind {
    /// Answered from the UI; the pipeline waits.
    Human,
    /// A legal option at random, from the controllers' own seeded stream.
    #[default]
    Random,
    /// Answered by a scenario script.
    Scripted,
    /// The AI at this strength (`crate::ai`).
    Ai(crate::ai::Strength),
    /// Answered from a replay's recorded decisions (`replay_feed`).
    Replay,
}

/// Who answers for a group of combatants.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Owner {
    /// A human at this screen: player 1, 2, … (numbered from 0 here).
    Player(u8),
    /// The AI at this strength.
    Ai(crate::ai::Strength),
}

impl Default for Owner {
    fn default() -> Self {
        Owner::Ai(crate::ai::Strength::Normal)
    }
}

impl Owner {
    /// "Player 2", "AI (hard)".
    pub fn label(self) -> String {
        match self {
            Owner::Player(n) => format!("Player {}", u32::from(n) + 1),
            Owner::Ai(strength) => format!("AI ({})", strength.label()),
        }
    }

    pub fn player(self) -> Option<u8> {
        match self {
            Owner::Player(n) => Some(n),
            Owner::Ai(_) => None,
        }
    }

    pub fn controller(self) -> ControllerKind {
        match self {
            Owner::Player(_) => ControllerKind::Human,
            Owner::Ai(strength) => ControllerKind::Ai(strength),
        }
    }
}

/// The controller of each combatant, by `CombatantId`; `default` for the rest.
#[derive(Resource, Clone, Debug, Default)]
pub struct Seats {
    pub by_combatant: Vec<ControllerKind>,
    pub default: ControllerKind,
}

impl Seats {
    pub fn all(kind: ControllerKind) -> Self {
        Self {
            by_combatant: Vec::new(),
            default: kind,
        }
    }

    pub fn kind(&self, who: CombatantId) -> ControllerKind {
        self.by_combatant
            .get(who.index())
            .copied()
            .unwrap_or(self.default)
    }
}

/// The controllers' random stream, apart from the dice so that a controller's choices never
/// shift the combat's rolls.
#[derive(Resource, Clone, Debug)]
pub struct ControlRng(pub ChaCha8Rng);

impl ControlRng {
    pub fn new(seed: u64) -> Self {
        // A different stream from the dice of the same seed.
        Self(ChaCha8Rng::seed_from_u64(seed ^ 0xA6_0A_C0_17_20_11_u64))
    }
}

impl Default for ControlRng {
    fn default() -> Self {
        Self::new(0)
    }
}

pub fn plugin(app: &mut App) {
    app.init_resource::<Seats>()
        .init_resource::<ControlRng>()
        .init_resource::<ai_seat::AiBudget>()
        .add_systems(
            CombatStep,
            (
                random_controller,
                ai_seat::think_inline,
                replay_feed::answer_from_replay,
            )
                .in_set(CombatSet::Control)
                .run_if(in_phase(CombatPhase::AwaitDecision)),
        );
}

fn random_controller(
    mut pending: ResMut<PendingDecision>,
    seats: Res<Seats>,
    mut rng: ResMut<ControlRng>,
) {
    if pending.answer.is_some() {
        return;
    }
    let Some(request) = &pending.request else {
        return;
    };
    if seats.kind(request.decider()) != ControllerKind::Random {
        return;
    }
    let answer = random::answer(request, &mut rng.0);
    pending.answer = Some(answer);
}
