//! Names for turning ids into words in the log: combatants, their parts, actions and items.

use crate::combat::chain::{ItemRef, TargetPick};
use crate::combat::state::CombatantId;
use crate::content::{ActionId, Content, ItemId};

/// Names for turning ids into words: combatants, their parts, and the content library.
pub struct Names<'a> {
    pub combatants: &'a [String],
    pub parts: &'a [Vec<String>],
    pub content: &'a Content,
}

impl Names<'_> {
    pub fn who(&self, id: CombatantId) -> &str {
        self.combatants.get(id.index()).map_or("?", String::as_str)
    }
    pub fn action(&self, id: ActionId) -> &str {
        &self.content.action(id).name
    }
    pub fn item(&self, id: ItemId) -> &str {
        &self.content.item(id).def.name
    }
    pub fn limb(&self, who: CombatantId, limb: u8) -> &str {
        self.parts
            .get(who.index())
            .and_then(|p| p.get(usize::from(limb)))
            .map_or("?", String::as_str)
    }
    pub(super) fn target(&self, t: &TargetPick) -> String {
        match t.limb {
            Some(l) => format!("{}'s {}", self.who(t.who), self.limb(t.who, l)),
            None => self.who(t.who).to_string(),
        }
    }
    pub(super) fn list(&self, ids: &[CombatantId]) -> String {
        if ids.is_empty() {
            return "nobody".into();
        }
        ids.iter()
            .map(|&i| self.who(i))
            .collect::<Vec<_>>()
            .join(", ")
    }
    pub fn on(&self, who: CombatantId, limb: Option<u8>) -> String {
        match limb {
            Some(l) => format!("{}'s {}", self.who(who), self.limb(who, l)),
            None => self.who(who).to_string(),
        }
    }

    pub(super) fn item_ref(&self, item: &ItemRef) -> String {
        match item {
            ItemRef::Pack(i) | ItemRef::Worn(i) => self.item(*i).to_string(),
            ItemRef::Ground(g) => format!("the item on the ground #{g}"),
            ItemRef::Ally(who, i) => format!("{}'s {}", self.who(*who), self.item(*i)),
        }
    }
}
