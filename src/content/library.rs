//! The content library: the resolved definitions, their ids, and lookups by name (`build.rs`
//! makes one from the content files).

use super::error::{ContentError, ErrorKind, SourceText, suggest};
use super::locate::Step;
use super::types::*;
use std::collections::HashMap;
use std::sync::Arc;

macro_rules! id_type {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
        pub struct $name(pub u16);

        impl $name {
            pub fn index(self) -> usize {
                usize::from(self.0)
            }
        }
    };
}

id_type!(
    /// An action or reaction of the library.
    ActionId
);
id_type!(
    /// An item of the library.
    ItemId
);
id_type!(
    /// A body of the library.
    BodyId
);
id_type!(
    /// A hero archetype or minion kind of the library.
    KindId
);
id_type!(
    /// An advantage of the library.
    AdvantageId
);

/// An item with its granted actions resolved.
#[derive(Clone, Debug)]
pub struct Item {
    pub def: ItemDef,
    pub grants: Vec<ActionId>,
}

/// A body with its actions resolved.
#[derive(Clone, Debug)]
pub struct Body {
    pub def: BodyDef,
    pub actions: Vec<ActionId>,
    /// Each part's name and kind, shared: every combat's fighters point at these (the names
    /// the log and the limb checks read) instead of copying them out of `def` at each start.
    pub names: Vec<(Arc<str>, Arc<str>)>,
}

/// A combatant kind with every reference resolved.
#[derive(Clone, Debug)]
pub struct Kind {
    pub def: CombatantDef,
    pub body: BodyId,
    pub actions: Vec<ActionId>,
    pub equipment: Vec<ItemId>,
    pub pack: Vec<ItemId>,
}

/// Everything the rules read from content, by id.
#[derive(Clone, Debug, Default)]
pub struct Content {
    pub actions: Vec<ActionDef>,
    pub items: Vec<Item>,
    pub bodies: Vec<Body>,
    pub kinds: Vec<Kind>,
    pub advantages: Vec<AdvantageDef>,
    /// Actions every combatant has (Wait, Prepare, equipment actions).
    pub universal: Vec<ActionId>,
    /// The reactions among `universal`, in the same order: a reaction window asks whether each
    /// combatant has a reaction it could use, and most universal actions are none.
    pub universal_reactions: Vec<ActionId>,
    pub(super) action_ids: HashMap<String, ActionId>,
    pub(super) item_ids: HashMap<String, ItemId>,
    pub(super) body_ids: HashMap<String, BodyId>,
    pub(super) kind_ids: HashMap<String, KindId>,
    pub(super) advantage_ids: HashMap<String, AdvantageId>,
}

impl Content {
    pub fn action(&self, id: ActionId) -> &ActionDef {
        &self.actions[id.index()]
    }
    pub fn item(&self, id: ItemId) -> &Item {
        &self.items[id.index()]
    }
    pub fn body(&self, id: BodyId) -> &Body {
        &self.bodies[id.index()]
    }
    pub fn kind(&self, id: KindId) -> &Kind {
        &self.kinds[id.index()]
    }
    pub fn advantage(&self, id: AdvantageId) -> &AdvantageDef {
        &self.advantages[id.index()]
    }
    pub fn action_id(&self, id: &str) -> Option<ActionId> {
        self.action_ids.get(id).copied()
    }
    pub fn item_id(&self, id: &str) -> Option<ItemId> {
        self.item_ids.get(id).copied()
    }
    pub fn kind_id(&self, id: &str) -> Option<KindId> {
        self.kind_ids.get(id).copied()
    }
    pub fn advantage_id(&self, id: &str) -> Option<AdvantageId> {
        self.advantage_ids.get(id).copied()
    }
    pub fn action_names(&self) -> impl Iterator<Item = &str> {
        self.actions.iter().map(|a| a.id.as_str())
    }
    pub fn item_names(&self) -> impl Iterator<Item = &str> {
        self.items.iter().map(|i| i.def.id.as_str())
    }
    pub fn kind_names(&self) -> impl Iterator<Item = &str> {
        self.kinds.iter().map(|k| k.def.id.as_str())
    }
    pub fn advantage_names(&self) -> impl Iterator<Item = &str> {
        self.advantages.iter().map(|a| a.id.as_str())
    }

    /// The actions `names` (the list at `at`, in the record of `owner`), each unknown one an
    /// error about its item of that list.
    pub(super) fn resolve_actions(
        &self,
        src: &SourceText,
        owner: &str,
        at: &[Step],
        names: &[String],
        errors: &mut Vec<ContentError>,
    ) -> Vec<ActionId> {
        let find = |n: &str| self.action_id(n);
        let place = Listed { src, owner, at };
        place.resolve("action", names, find, || self.action_names(), errors)
    }

    /// The items `names`, as `resolve_actions` does actions.
    pub(crate) fn resolve_items(
        &self,
        src: &SourceText,
        owner: &str,
        at: &[Step],
        names: &[String],
        errors: &mut Vec<ContentError>,
    ) -> Vec<ItemId> {
        let find = |n: &str| self.item_id(n);
        let place = Listed { src, owner, at };
        place.resolve("item", names, find, || self.item_names(), errors)
    }
}

/// Where a list of names stands: in which file, in whose record (the text's anchor) and at
/// which data path.
struct Listed<'a> {
    src: &'a SourceText,
    owner: &'a str,
    at: &'a [Step<'a>],
}

impl Listed<'_> {
    /// The ids `find` gives for `names`; each name without one, an error that it is an unknown
    /// `what`, with the closest of `candidates` suggested.
    fn resolve<'c, Id, C: IntoIterator<Item = &'c str>>(
        &self,
        what: &str,
        names: &[String],
        find: impl Fn(&str) -> Option<Id>,
        candidates: impl Fn() -> C,
        errors: &mut Vec<ContentError>,
    ) -> Vec<Id> {
        let mut ids = Vec::with_capacity(names.len());
        for (i, name) in names.iter().enumerate() {
            match find(name) {
                Some(id) => ids.push(id),
                None => {
                    let error = unknown(self.src, self.owner, what, name, candidates());
                    errors.push(error.about(&[self.at, &[Step::Item(i)]].concat()));
                }
            }
        }
        ids
    }
}

/// "unknown item `goblin_sheild`; did you mean `goblin_shield`?"
pub(crate) fn unknown<'a>(
    src: &SourceText,
    anchor: &str,
    what: &str,
    wrong: &str,
    candidates: impl IntoIterator<Item = &'a str>,
) -> ContentError {
    src.error_at(
        Some(anchor),
        wrong,
        suggest_message(what, wrong, candidates),
    )
    .of_kind(ErrorKind::UnknownName)
}

/// "unknown item `goblin_sheild`; did you mean `goblin_shield`?", for an error placed by path.
pub(crate) fn suggest_message<'a>(
    what: &str,
    wrong: &str,
    candidates: impl IntoIterator<Item = &'a str>,
) -> String {
    let mut message = format!("unknown {what} `{wrong}`");
    if let Some(best) = suggest(wrong, candidates) {
        message.push_str(&format!("; did you mean `{best}`?"));
    }
    message
}
