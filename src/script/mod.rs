//! Scenario scripts: an encounter, a seed, optional state overrides and forced dice, and the
//! decisions in order. `aguja script FILE` and the integration tests run them headless.

pub mod decisions;
pub mod runner;
mod setup_check;

use crate::content::EncounterDef;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

pub use decisions::ScriptDecision;
pub use runner::{ScriptOutcome, ScriptRun, run_script_file, run_script_text};

/// A scenario script file.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ScriptFile {
    /// The encounter: a path (relative to the script's folder, then to the project) or inline.
    pub encounter: EncounterSource,
    #[serde(default)]
    /// The dice's seed: the same seed, the same fight.
    pub seed: u64,
    /// State set once round 1 has started (for puzzles and worked examples).
    #[serde(default)]
    pub setup: Option<StateOverrides>,
    /// Die faces used before the seeded stream, in order.
    #[serde(default)]
    pub dice: Vec<u8>,
    /// Every decision, in the order the rules ask for them.
    #[serde(default)]
    pub decisions: Vec<ScriptDecision>,
    /// What happens when the decisions run out.
    #[serde(default)]
    pub then: AfterScript,
}

/// Where a script's encounter comes from.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
pub enum EncounterSource {
    /// A level file: `Path("../../levels/bog-hag.ron")`.
    Path(String),
    /// The encounter written in the script itself.
    Inline(EncounterDef),
}

/// What to do once the scripted decisions are used up.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum AfterScript {
    /// Stop and report what the rules are waiting for.
    #[default]
    Stop,
    /// Play on with random controllers to the end.
    Random,
}

/// State forced at the start of round 1.
#[derive(Clone, Debug, Default, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields, default)]
pub struct StateOverrides {
    /// Where the needle starts (R5.1).
    pub needle: Option<u32>,
    /// Each combatant's forced state, by name.
    pub combatants: Vec<CombatantOverride>,
}

/// One combatant's forced state; only the fields given change.
#[derive(Clone, Debug, Default, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields, default)]
pub struct CombatantOverride {
    /// Its name in the fight.
    pub name: String,
    /// Its AP level.
    pub ap_level: Option<u32>,
    /// General damage.
    pub damage: Option<u32>,
    /// Wait points on its body card.
    pub wait: Option<u32>,
    /// Preparation points.
    pub preparation: Option<u32>,
    /// (limb name, damage) pairs.
    pub limb_damage: Vec<(String, u32)>,
    /// (limb name, wait points) pairs.
    pub limb_wait: Vec<(String, u32)>,
}
