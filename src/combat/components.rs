//! The ECS form of combat state: one entity per combatant, one component per concern, and
//! entities for items on the ground.

use super::state::{GroundItem, PartState, TimedModifier};
use crate::content::{ActionId, AdvantageId, Content, KindId, Side};
use crate::rules::Attributes;
use bevy::prelude::*;
use std::sync::Arc;

pub use super::state::{CombatantId, Gear};

/// Which side a combatant fights on (R2.1).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Allegiance(pub Side);

/// The content kind it was spawned from.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct KindOf(pub KindId);

/// Attributes before items and timed modifiers, advantages included (R2.2, R10.2).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct BaseAttributes(pub Attributes);

/// Body parts and limbs, with damage and wait points per limb (R2.3, R4.4, R6.1).
#[derive(Component, Clone, Debug, PartialEq, Eq)]
pub struct Body(pub Vec<PartState>);

/// General damage (R4.2 counts limb damage too).
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Damage(pub u32);

/// Wait points on the body card (R6.1).
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct WaitPoints(pub u32);

/// Preparation points (R8.2).
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Preparation(pub u32);

/// The AP level (R5.1).
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ApLevel(pub u32);

/// Equipped and stowed items (R3).
#[derive(Component, Clone, Debug, Default, PartialEq, Eq)]
pub struct Equipment(pub Gear);

/// The actions of its body and kind.
#[derive(Component, Clone, Debug, Default, PartialEq, Eq)]
pub struct Repertoire(pub Vec<ActionId>);

/// Modifiers with a duration.
#[derive(Component, Clone, Debug, Default, PartialEq, Eq)]
pub struct Modifiers(pub Vec<TimedModifier>);

/// Advantages taken (R10) and the extra attack targets they give (R10.3).
#[derive(Component, Clone, Debug, Default, PartialEq, Eq)]
pub struct Advantages {
    pub taken: Vec<AdvantageId>,
    pub extra_targets: u32,
}

/// Reinforcements: the round it joins the fight; 0 once on the field.
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Arrival(pub u32);

/// An item lying on the ground.
#[derive(Component, Clone, Debug, PartialEq, Eq)]
pub struct OnGround(pub GroundItem);

/// Marks every entity of the current combat, so a new combat can clear the old one.
#[derive(Component, Clone, Copy, Debug, Default)]
pub struct InCombat;

/// The content library the combat uses.
#[derive(Resource, Clone, Debug)]
pub struct ContentDb(pub Arc<Content>);

/// Names of the combatants and their parts, by `CombatantId`, for logs and UIs.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Roster {
    pub encounter: String,
    pub names: Vec<String>,
    pub parts: Vec<Vec<String>>,
    pub seed: u64,
    /// The level's look, kept with the names so that a loaded save or a replay is drawn alike.
    /// Saves leave it out when it is the default (`Serialize` below).
    #[serde(default)]
    pub background: crate::content::types::Background,
}

/// Written by hand as `Worn`'s is: saves (human-readable) leave a default `background` out,
/// a compact format (the network's postcard) writes every field.
impl serde::Serialize for Roster {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let background = !serializer.is_human_readable() || !self.background.is_default();
        let mut out = serializer.serialize_struct("Roster", 4 + usize::from(background))?;
        out.serialize_field("encounter", &self.encounter)?;
        out.serialize_field("names", &self.names)?;
        out.serialize_field("parts", &self.parts)?;
        out.serialize_field("seed", &self.seed)?;
        if background {
            out.serialize_field("background", &self.background)?;
        } else {
            out.skip_field("background")?;
        }
        out.end()
    }
}

impl Roster {
    pub fn id_of(&self, name: &str) -> Option<CombatantId> {
        self.names
            .iter()
            .position(|n| n == name)
            .map(|i| CombatantId(i as u8))
    }
}
