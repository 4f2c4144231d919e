//! The RON file types of the content library (assets/): actions, items, bodies, combatants
//! and advantages. Every type denies unknown fields, so a misspelled field is an error, not a
//! silent default.

use crate::rules::{Amount, Attributes, CheckSpec, Stat};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// One content file: any mix of actions, items, bodies, combatants and advantages.
/// The loader merges every file under assets/. Ids are unique per table across all the files:
/// two actions may not share an id, wherever they are defined, but an item and an action may.
#[derive(Clone, Debug, Default, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields, default)]
pub struct ContentFile {
    /// Actions and reactions.
    pub actions: Vec<ActionDef>,
    /// Items: weapons, armour, charms.
    pub items: Vec<ItemDef>,
    /// Bodies: the parts and limbs of a shape of creature.
    pub bodies: Vec<BodyDef>,
    /// Hero archetypes and kinds of minion.
    pub combatants: Vec<CombatantDef>,
    /// Advantages the heroes may take (R10.2).
    pub advantages: Vec<AdvantageDef>,
}

/// Action type tags (R7.1): what reactions can answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, JsonSchema)]
pub enum Tag {
    /// Anything hostile aimed at a foe; gets Multi-attack's extra targets (R10.3).
    Attack,
    /// Magic.
    Spell,
    /// Moving an item: equip, stow, drop, pick up, hand over (R8.4).
    Item,
    /// Close combat.
    Melee,
    /// Shots and bolts.
    Ranged,
    /// Healing.
    Heal,
    /// Help, buffs, stances.
    Support,
    /// Stepping away, charging, repositioning: what an attack of opportunity answers.
    Move,
}

/// An action or a reaction (R7.1, R8).
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ActionDef {
    /// Unique among actions; what bodies, combatants and items name in their lists.
    pub id: String,
    /// Shown in the log and the menus.
    pub name: String,
    /// Its icon, `icon: "sword-wound"` (see `content::icons`); left out: one for its tags.
    #[serde(
        default,
        deserialize_with = "crate::content::icons::plain_name",
        skip_serializing
    )]
    // Written as a plain name, not `Some(…)` (see `plain_name`).
    #[schemars(with = "String")]
    pub icon: Option<String>,
    #[serde(default)]
    /// Its cost, check and effect in words, for the players.
    pub description: String,
    #[serde(default)]
    /// What kind of action it is: what reactions can answer (R7.1).
    pub tags: Vec<Tag>,
    /// AP cost (R5.4). Ignored when `item_cost` is set.
    #[serde(default)]
    pub cost: u32,
    /// The cost comes from the item moved (R3.4): its equip cost, or half of it to stow.
    /// Only with an item target (`PackedItem`, `WornItem`, `GroundItem`, `AllyItem`).
    #[serde(default)]
    pub item_cost: Option<ItemCost>,
    /// Limbs the action needs besides those of the item that grants it (R3.3, R3.8).
    #[serde(default)]
    pub limbs: Vec<LimbNeed>,
    /// Reactions have none: their target is the owner of the link they answer.
    #[serde(default)]
    pub target: TargetDef,
    /// Present on reactions: what they answer (R7.1).
    #[serde(default)]
    pub reaction: Option<ReactionDef>,
    /// `<CO>[D]<CD>` (R9.1). Without one, the effects always apply.
    #[serde(default)]
    pub check: Option<CheckSpec>,
    /// Applied on success (or always, without a check).
    #[serde(default)]
    pub effects: Vec<Effect>,
    /// Applied when the check fails.
    #[serde(default)]
    pub on_failure: Vec<Effect>,
    /// Applied to the actor once the action is carried out, success or not: recoil, reloading.
    /// Here `WaitOnUsedLimbs` puts the wait points on the limbs this action used.
    #[serde(default)]
    pub on_actor: Vec<Effect>,
    /// The link fails if its owner takes damage before it resolves (a spell broken by a hit).
    #[serde(default)]
    pub breaks_on_damage: bool,
    /// Every combatant has it (Wait, Prepare, the equipment actions).
    #[serde(default)]
    pub universal: bool,
    /// Usable with wait points on the body card or limbs on hold (R8.1: Wait).
    #[serde(default)]
    pub while_waiting: bool,
    /// Paying for it removes no wait points (R8.2: Prepare). Actions only: paying for a
    /// reaction always removes them.
    #[serde(default)]
    pub keeps_wait_points: bool,
    /// Taking it does not clear preparation points (R7.4, R8.2: Prepare).
    #[serde(default)]
    pub keeps_preparation: bool,
}

impl ActionDef {
    pub fn is_reaction(&self) -> bool {
        self.reaction.is_some()
    }

    pub fn has_tag(&self, tag: Tag) -> bool {
        self.tags.contains(&tag)
    }
}

/// Where an equipment action's cost comes from (R3.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum ItemCost {
    /// The item's equip cost.
    Equip,
    /// Half the item's equip cost, rounded up (R1.1).
    Stow,
}

/// A limb an action needs (R3.8).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum LimbNeed {
    /// One active limb of this kind holding no item, e.g. `Free("hand")`.
    Free(String),
    /// One active limb of this kind, holding an item or not, e.g. `Any("feet")`.
    Any(String),
}

impl LimbNeed {
    pub fn kind(&self) -> &str {
        match self {
            LimbNeed::Free(kind) | LimbNeed::Any(kind) => kind,
        }
    }
}

/// Whom an action may target.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum TargetDef {
    /// No target (Wait, Prepare, reactions: a reaction's target is the link it answers).
    #[default]
    NoTarget,
    /// The actor itself.
    Myself,
    /// Up to `count` (at least 1) combatants (R9.3); `limbs`: each may be aimed at one limb (R4.4).
    Combatants {
        /// Which combatants qualify.
        who: Who,
        #[serde(default = "one")]
        /// At most this many targets; the actor picks 1 to `count`, each with its own check.
        count: u32,
        #[serde(default)]
        /// Each target may be aimed at one of its limbs (R4.4): +1 AP, +2 difficulty.
        limbs: bool,
    },
    /// An item in the actor's pack.
    PackedItem,
    /// An item the actor has equipped.
    WornItem,
    /// An item lying on the ground.
    GroundItem,
    /// An item a willing ally has equipped (R3.5).
    AllyItem,
}

fn one() -> u32 {
    1
}

/// Which combatants a targeted action may pick.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum Who {
    /// A combatant of the other side.
    Enemy,
    /// An ally other than the actor.
    Ally,
    /// The actor's side, the actor included.
    AllyOrSelf,
    /// Anyone but the actor.
    AnyOther,
    /// Anyone, the actor included.
    Anyone,
}

/// What a reaction answers (R7.1).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields, default)]
pub struct ReactionDef {
    /// Action tags it answers; empty answers any action or reaction.
    pub answers: Vec<Tag>,
    /// Whom the answered link must target.
    pub concerning: Concern,
    /// Whose links it may answer.
    pub by: Whose,
}

/// Whom the answered link must target (R7.1: "an attack targeting me").
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum Concern {
    #[default]
    /// Anyone or no one: the only one that can answer reactions and untargeted actions.
    Anyone,
    /// The reactor is among its targets.
    Me,
    /// An ally of the reactor, not the reactor itself.
    Ally,
    /// The reactor or one of its allies.
    MeOrAlly,
}

/// Whose links a reaction may answer.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum Whose {
    #[default]
    /// Anyone's.
    Anyone,
    /// The other side's.
    Enemy,
    /// The reactor's side, not the reactor's own.
    Ally,
}

/// What an action does when it succeeds. Amounts use the seed's notation and may use `S`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
pub enum Effect {
    /// Damage to the target (or its aimed limb), reduced by DR (R4.1).
    Damage(Amount),
    /// Removes damage from the target, or from its aimed limb (R4.3, R4.6).
    Heal(Amount),
    /// Wait points on the target's body card, or on its aimed limb (R6.1).
    Wait(Amount),
    /// Reactions: wait points on each limb the answered link used, putting them on hold (R6.3);
    /// on the body card if it used none. (Paralysis: see docs/RULINGS.md.) In `on_actor` of any
    /// action: on the limbs that action used.
    WaitOnUsedLimbs(Amount),
    /// Preparation points for the actor (R8.2).
    Prepare(Amount),
    /// A modifier to one of the target's attributes for a while.
    Modify {
        /// The attribute changed.
        stat: Stat,
        /// Added to it: a plain whole number, not text.
        amount: i32,
        /// How long it lasts.
        duration: Duration,
    },
    /// Reactions: the answered link fails when it resolves (R7.6, R11).
    FailLink,
    /// Reactions: the reactor becomes the answered link's target in place of its ally (R11).
    Redirect,
    /// Equipment (R3.4–R3.5, R8.4): what happens to the item the action targets. `Equip` takes
    /// a `PackedItem`, `Stow` and `Drop` a `WornItem`, `PickUp` a `GroundItem`, `TakeFromAlly` an
    /// `AllyItem`.
    Equip,
    /// Puts the `WornItem` in the pack.
    Stow,
    /// Lets the `WornItem` fall to the ground.
    Drop,
    /// Picks the `GroundItem` up and puts it on (R3.5).
    PickUp,
    /// Takes the `AllyItem` from a willing ally and puts it on (R3.5).
    TakeFromAlly,
}

/// How long a `Modify` lasts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum Duration {
    /// Until the end of the n-th round end from now (1: this round; at least 1).
    Rounds(u32),
    /// Until the bearer has made one check.
    NextCheck,
    /// Until the bearer next takes an action or reaction other than Prepare.
    UntilNextAction,
    /// For the rest of the combat.
    Combat,
}

/// An item (R3).
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ItemDef {
    /// Unique among items.
    pub id: String,
    /// Shown in the log and on the card.
    pub name: String,
    /// Its icon, `icon: "broadsword"` (see `content::icons`); left out: one for its first part.
    #[serde(
        default,
        deserialize_with = "crate::content::icons::plain_name",
        skip_serializing
    )]
    // Written as a plain name, not `Some(…)` (see `plain_name`).
    #[schemars(with = "String")]
    pub icon: Option<String>,
    #[serde(default)]
    /// What it does and its equip cost, for the players.
    pub description: String,
    /// Kinds of body part it needs, one entry per part: `["hand"]`, `["hand", "hand"]`.
    pub parts: Vec<String>,
    /// AP to equip in combat (R3.4); none: only outside combat (R3.6).
    #[serde(default)]
    pub equip_cost: Option<u32>,
    /// Passive modifiers while equipped on active parts (R3.2).
    #[serde(default)]
    pub modifiers: Vec<(Stat, i32)>,
    /// Actions and reactions it grants (R3.3).
    #[serde(default)]
    pub grants: Vec<String>,
}

/// A body: its parts, which of them are limbs (R2.3), and the actions that come with it.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct BodyDef {
    /// Unique among bodies; what combatants name in `body`.
    pub id: String,
    /// Its icon, `icon: "spider-alt"` (see `content::icons`); left out: a figure.
    #[serde(
        default,
        deserialize_with = "crate::content::icons::plain_name",
        skip_serializing
    )]
    // Written as a plain name, not `Some(…)` (see `plain_name`).
    #[schemars(with = "String")]
    pub icon: Option<String>,
    /// Its parts, in order: equipment goes on the first free ones (at most 64).
    pub parts: Vec<PartDef>,
    #[serde(default)]
    /// Actions every combatant on this body has.
    pub actions: Vec<String>,
}

/// A body part; `kind` is what items and actions ask for ("hand", "tentacle").
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PartDef {
    /// Shown in the log, aimed at in scripts (`"Goblin/left hand"`); unique within the body.
    pub name: String,
    /// What items and actions ask for; several parts may share one (two hands).
    pub kind: String,
    #[serde(default)]
    /// Limbs are what actions use, aim at and put on hold (R2.3); other parts only hold items.
    pub limb: bool,
    /// Its icon on tokens and the card's body diagram; left out: one by its kind (a hand, a
    /// leg, a wing…), see `content::icon_defaults`.
    #[serde(
        default,
        deserialize_with = "crate::content::icons::plain_name",
        skip_serializing
    )]
    // Written as a plain name, not `Some(…)` (see `plain_name`).
    #[schemars(with = "String")]
    pub icon: Option<String>,
}

/// The two sides (R2.1).
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, JsonSchema,
)]
pub enum Side {
    /// The players' side.
    Heroes,
    /// The Dark Lord's side.
    Minions,
}

impl Side {
    pub fn other(self) -> Side {
        match self {
            Side::Heroes => Side::Minions,
            Side::Minions => Side::Heroes,
        }
    }

    /// The encounter file's list of this side's members (`heroes`, `minions`), which is also
    /// how messages name the side.
    pub fn list(self) -> &'static str {
        match self {
            Side::Heroes => "heroes",
            Side::Minions => "minions",
        }
    }

    /// The side whose list of members is the encounter's field `field`.
    pub fn of_list(field: &str) -> Option<Side> {
        [Side::Heroes, Side::Minions]
            .into_iter()
            .find(|side| side.list() == field)
    }
}

/// A hero archetype or a kind of minion.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CombatantDef {
    /// Unique among combatants; what encounters name in `kind`.
    pub id: String,
    /// Its name in the fight, numbered when repeated.
    pub name: String,
    /// Its icon, `icon: "goblin-head"` (see `content::icons`); left out: its body's.
    #[serde(
        default,
        deserialize_with = "crate::content::icons::plain_name",
        skip_serializing
    )]
    // Written as a plain name, not `Some(…)` (see `plain_name`).
    #[schemars(with = "String")]
    pub icon: Option<String>,
    #[serde(default)]
    /// Flavour and a summary, for the players.
    pub description: String,
    /// The side it may fight on (R2.1).
    pub side: Side,
    /// The id of its body: its parts and limbs.
    pub body: String,
    /// Its attributes (R2.2); any left out is 0.
    pub attributes: Attributes,
    /// Actions and reactions of its own, besides its body's and its items'.
    #[serde(default)]
    pub actions: Vec<String>,
    /// Items it starts with equipped, placed on the first free parts of the right kind.
    #[serde(default)]
    pub equipment: Vec<String>,
    /// Items it carries stowed.
    #[serde(default)]
    pub pack: Vec<String>,
}

/// An advantage (R10.2).
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct AdvantageDef {
    /// Unique among advantages; what `advantages: Some([…])` names.
    pub id: String,
    /// Shown when a hero picks it.
    pub name: String,
    /// Its icon, `icon: "run"` (see `content::icons`); left out: one for every advantage.
    #[serde(
        default,
        deserialize_with = "crate::content::icons::plain_name",
        skip_serializing
    )]
    // Written as a plain name, not `Some(…)` (see `plain_name`).
    #[schemars(with = "String")]
    pub icon: Option<String>,
    #[serde(default)]
    /// What it gives, for the players.
    pub description: String,
    #[serde(default)]
    /// Added to the hero's attributes for the whole fight (R10.2).
    pub modifiers: Vec<(Stat, i32)>,
    /// R10.3: extra targets for each attack.
    #[serde(default)]
    pub extra_attack_targets: u32,
}
