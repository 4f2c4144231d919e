//! The RON file type of a campaign (campaigns/): the party, the rules of carrying over, and the
//! map of fights and camps. Every type denies unknown fields, so a misspelled field is an
//! error, not a silent default.

use crate::content::types::Overrides;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// A campaign file under campaigns/: fights strung on a map, played by one party.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CampaignDef {
    /// The campaign's title, on the title screen.
    pub name: String,
    /// What it is about, shown before it starts.
    #[serde(default)]
    pub description: String,
    /// The heroes who set out, written like a level's heroes: `kind`, `choose_from`, `name`,
    /// `advantages`, `overrides`.
    pub party: Vec<HeroDef>,
    /// Each hero starts with this many advantages (R10.1), at most 10.
    #[serde(default)]
    pub start_level: u32,
    /// Damage healed between fights.
    #[serde(default)]
    pub recovery: Recovery,
    /// What becomes of a hero down at a fight's end.
    #[serde(default)]
    pub fallen: Fallen,
    /// Lost fights the party survives; one more ends the campaign.
    #[serde(default)]
    pub retreats: u32,
    /// Heroes whose fall loses the campaign, by name.
    #[serde(default)]
    pub must_survive: Vec<String>,
    /// The fights and camps. The first node opens the campaign; each names the nodes it
    /// leads to in `next`.
    pub map: Vec<NodeDef>,
}

// Written like a level's `MemberDef` but its own type: a party hero has no `arrives` (each
// fight's slot says when it comes), and its fields mean the whole campaign.
/// A hero of the party, or one who joins it (`Recruit`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct HeroDef {
    /// A hero archetype of the library; with `choose_from`, the one preselected.
    pub kind: String,
    /// The archetypes the players may choose from when the campaign starts; empty: fixed.
    #[serde(default)]
    pub choose_from: Vec<String>,
    /// Its name for the whole campaign; defaults to the archetype's name.
    #[serde(default)]
    pub name: Option<String>,
    /// Advantages fixed by the designer; otherwise picked when the campaign starts.
    #[serde(default)]
    pub advantages: Option<Vec<String>>,
    /// What this hero has on top of its kind: attributes, items, actions, starting damage.
    #[schemars(!skip_serializing_if)]
    #[serde(default, skip_serializing_if = "Overrides::is_empty")]
    pub overrides: Overrides,
}

/// Damage healed between fights, limbs first (the most damaged first).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Recovery {
    /// Healed by each hero who fought.
    pub after_fight: u32,
    /// Healed by each hero who sat the fight out.
    pub resting: u32,
}

impl Default for Recovery {
    fn default() -> Self {
        Recovery {
            after_fight: 3,
            resting: 6,
        }
    }
}

/// What becomes of a hero down at a fight's end.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum Fallen {
    /// It lives, its damage cut to its HP, and cannot fight until rest brings the damage
    /// below its HP.
    #[default]
    Recover,
    /// Gone for good: its gear goes to the stash if the fight was won, else it is lost.
    Dead,
}

/// One place on the campaign's map.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub enum NodeDef {
    /// A fight: a level of levels/ played by the party.
    Fight {
        /// Unique on the map; what `next` names.
        id: String,
        /// The level, written as on the command line: `levels/NAME.ron`.
        level: String,
        /// The level's own heroes who fight as the level wrote them and do not join the party.
        #[serde(default)]
        guests: Vec<String>,
        /// The nodes this one leads to when won; empty: winning it ends the campaign.
        #[serde(default)]
        next: Vec<String>,
        /// Given when the fight is won.
        #[serde(default)]
        rewards: Vec<RewardDef>,
    },
    /// A camp: no fight; every hero heals.
    Camp {
        /// Unique on the map; what `next` names.
        id: String,
        /// Shown on the map.
        name: String,
        #[serde(default)]
        description: String,
        /// Damage every hero heals here (at least 1).
        heal: u32,
        /// The nodes this one leads to; a camp cannot end the campaign.
        next: Vec<String>,
    },
}

impl NodeDef {
    pub fn id(&self) -> &str {
        match self {
            NodeDef::Fight { id, .. } | NodeDef::Camp { id, .. } => id,
        }
    }

    pub fn next(&self) -> &[String] {
        match self {
            NodeDef::Fight { next, .. } | NodeDef::Camp { next, .. } => next,
        }
    }
}

/// What a won fight gives.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub enum RewardDef {
    /// Every party hero who fought and stands at the end takes one more advantage.
    Advantage,
    /// This item goes to the party's stash: `Item("chainmail")`.
    Item(String),
    /// A new hero joins, with its kind's gear, at full health:
    /// `Recruit(kind: "priest", name: Some("Sister Maren"))`.
    Recruit(HeroDef),
    /// Every hero heals this much damage.
    Heal(u32),
    /// One more retreat.
    Retreat,
    /// The players pick one of these: `Choose([Item("longbow"), Heal(6)])`.
    Choose(Vec<RewardDef>),
}
