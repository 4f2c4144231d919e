//! The RON file types of an encounter (levels/): its members, goal, overrides and background.
//! Every type denies unknown fields, so a misspelled field is an error, not a silent default.

use crate::rules::Stat;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// An encounter file under levels/.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct EncounterDef {
    /// The fight's title, on the title screen and in the log.
    pub name: String,
    #[serde(default)]
    /// The scene, shown before the fight.
    pub description: String,
    /// R10.1: each hero gets this many advantages.
    #[serde(default)]
    pub level: u32,
    /// After this many rounds (at least 1) the combat is a draw, so that every combat ends.
    #[serde(default = "default_max_rounds")]
    pub max_rounds: u32,
    /// The heroes' side; at least one.
    pub heroes: Vec<MemberDef>,
    /// The Dark Lord's side; at least one.
    pub minions: Vec<MemberDef>,
    /// Items lying on the ground at the start.
    #[serde(default)]
    pub ground: Vec<String>,
    /// How the battlefield looks behind the tokens; left out, a dusk-green field.
    // The schema shows the default that serde leaves out of saved files.
    #[schemars(!skip_serializing_if)]
    #[serde(default, skip_serializing_if = "Background::is_default")]
    pub background: Background,
    /// What the heroes must do to win; left out, defeat every foe.
    #[schemars(!skip_serializing_if)]
    #[serde(default, skip_serializing_if = "Goal::is_default")]
    pub goal: Goal,
}

/// What wins an encounter. Whatever the goal, a side with nobody left standing loses, and the
/// round limit still ends the fight as a draw.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub enum Goal {
    /// The heroes win when every minion is down, those still to arrive included.
    #[default]
    DefeatAll,
    /// The heroes win as soon as this minion is down: `DefeatLeader(name: "Grusk the Chief")`.
    DefeatLeader {
        /// The minion's name in the fight.
        name: String,
    },
    /// The heroes win when this many rounds end with one of them standing: `Survive(rounds: 6)`.
    Survive {
        /// From 1 to `max_rounds`.
        rounds: u32,
    },
    /// The Dark Lord wins as soon as this hero is down: `Protect(name: "Brother Aldo")`.
    Protect {
        /// The hero's name in the fight.
        name: String,
    },
}

impl Goal {
    pub fn is_default(&self) -> bool {
        *self == Goal::DefeatAll
    }
}

/// What one member has on top of its kind, for this encounter only: a goblin chief is a goblin
/// with more Str and a better axe, and needs no kind of its own.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields, default)]
pub struct Overrides {
    /// Its name in this fight (as `name:` on the member; give one of the two).
    #[schemars(!skip_serializing_if)]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// Added to its kind's attributes: `attributes: [(Str, 2), (HP, 4)]`.
    #[schemars(!skip_serializing_if)]
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub attributes: Vec<(Stat, i32)>,
    /// Items it wears besides its kind's, placed on the first free parts of the right kind.
    #[schemars(!skip_serializing_if)]
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub equipment: Vec<String>,
    /// Items it carries stowed besides its kind's.
    #[schemars(!skip_serializing_if)]
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub pack: Vec<String>,
    /// Actions and reactions it knows besides its kind's.
    #[schemars(!skip_serializing_if)]
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub actions: Vec<String>,
    /// General damage it starts the fight with (less than its HP).
    #[schemars(!skip_serializing_if)]
    #[serde(skip_serializing_if = "is_zero")]
    pub damage: u32,
    /// Wait points on its body card at the start (R6.1): it acts later in the first round.
    #[schemars(!skip_serializing_if)]
    #[serde(skip_serializing_if = "is_zero")]
    pub wait: u32,
}

impl Overrides {
    pub fn is_empty(&self) -> bool {
        *self == Overrides::default()
    }
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

fn default_max_rounds() -> u32 {
    30
}

/// The battlefield's look: the ground's colour and the scenery scattered faintly over it, as
/// icon names (`aguja icons tree`). Drawn, never a rule: it changes nothing in the fight.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Background {
    /// Red, green and blue, 0 to 255: `ground: (40, 34, 30)`.
    #[serde(default = "Background::default_ground")]
    pub ground: (u8, u8, u8),
    /// Icons drawn faint on the ground, a few times each: `scenery: ["pine-tree", "rock"]`.
    #[serde(default = "Background::default_scenery")]
    pub scenery: Vec<String>,
}

impl Background {
    fn default_ground() -> (u8, u8, u8) {
        (32, 36, 30)
    }
    fn default_scenery() -> Vec<String> {
        vec!["grass".into(), "high-grass".into()]
    }
    pub fn is_default(&self) -> bool {
        *self == Background::default()
    }
}

impl Default for Background {
    fn default() -> Self {
        Background {
            ground: Background::default_ground(),
            scenery: Background::default_scenery(),
        }
    }
}

/// One combatant of an encounter.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct MemberDef {
    /// The id of a combatant in the content library; for a hero the players may choose
    /// another, this is the one preselected.
    pub kind: String,
    /// Heroes only: the archetypes the players may choose from for this slot before the fight.
    /// Empty: the hero is fixed.
    #[serde(default)]
    pub choose_from: Vec<String>,
    /// Its name in this fight; defaults to the kind's name (numbered when repeated).
    #[serde(default)]
    pub name: Option<String>,
    /// Advantages fixed by the designer (R10.1); otherwise chosen before the combat.
    #[serde(default)]
    pub advantages: Option<Vec<String>>,
    /// What this one has on top of its kind: a name, attributes, items, actions, starting
    /// damage or wait points.
    #[schemars(!skip_serializing_if)]
    #[serde(default, skip_serializing_if = "Overrides::is_empty")]
    pub overrides: Overrides,
    /// The round it joins the fight (reinforcements); left out or 1, from the start.
    #[schemars(!skip_serializing_if)]
    #[serde(default, skip_serializing_if = "is_zero")]
    pub arrives: u32,
}
