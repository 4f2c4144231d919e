//! The content library: every content file merged, ids interned and references resolved.

use super::error::{ContentError, SourceText, suggest};
use super::types::*;
use std::collections::HashMap;

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
    action_ids: HashMap<String, ActionId>,
    item_ids: HashMap<String, ItemId>,
    body_ids: HashMap<String, BodyId>,
    kind_ids: HashMap<String, KindId>,
    advantage_ids: HashMap<String, AdvantageId>,
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

    /// Merges parsed content files into a library, resolving every reference.
    /// Returns every error found, each pointing into the file it came from.
    pub fn build(files: Vec<(SourceText, ContentFile)>) -> Result<Content, Vec<ContentError>> {
        let mut errors = Vec::new();
        let mut content = Content::default();
        let mut origin: HashMap<(&'static str, String), usize> = HashMap::new();

        // Pass 1: intern every id so that files may refer to each other in any order.
        for (file_index, (src, file)) in files.iter().enumerate() {
            let mut claim = |table: &'static str, id: &str| -> bool {
                if let Some(&first) = origin.get(&(table, id.to_string())) {
                    errors.push(src.error_at(
                        None,
                        id,
                        format!(
                            "duplicate {table} id `{id}` (first defined in {})",
                            files[first].0.path.display()
                        ),
                    ));
                    false
                } else {
                    origin.insert((table, id.to_string()), file_index);
                    true
                }
            };
            for a in &file.actions {
                if claim("action", &a.id) {
                    let id = ActionId(content.actions.len() as u16);
                    content.action_ids.insert(a.id.clone(), id);
                    if a.universal {
                        content.universal.push(id);
                    }
                    content.actions.push(a.clone());
                }
            }
            for i in &file.items {
                if claim("item", &i.id) {
                    content
                        .item_ids
                        .insert(i.id.clone(), ItemId(content.items.len() as u16));
                    content.items.push(Item {
                        def: i.clone(),
                        grants: Vec::new(),
                    });
                }
            }
            for b in &file.bodies {
                if claim("body", &b.id) {
                    content
                        .body_ids
                        .insert(b.id.clone(), BodyId(content.bodies.len() as u16));
                    content.bodies.push(Body {
                        def: b.clone(),
                        actions: Vec::new(),
                    });
                }
            }
            for k in &file.combatants {
                if claim("combatant", &k.id) {
                    content
                        .kind_ids
                        .insert(k.id.clone(), KindId(content.kinds.len() as u16));
                    content.kinds.push(Kind {
                        def: k.clone(),
                        body: BodyId(0),
                        actions: Vec::new(),
                        equipment: Vec::new(),
                        pack: Vec::new(),
                    });
                }
            }
            for a in &file.advantages {
                if claim("advantage", &a.id) {
                    content
                        .advantage_ids
                        .insert(a.id.clone(), AdvantageId(content.advantages.len() as u16));
                    content.advantages.push(a.clone());
                }
            }
        }

        // Pass 2: resolve references, file by file so errors point at the right place.
        for (src, file) in &files {
            errors.extend(super::validate::check_file(src, file));
            for i in &file.items {
                let grants = content.resolve_actions(src, &i.id, &i.grants, &mut errors);
                if let Some(id) = content.item_id(&i.id) {
                    content.items[id.index()].grants = grants;
                }
            }
            for b in &file.bodies {
                let actions = content.resolve_actions(src, &b.id, &b.actions, &mut errors);
                if let Some(&id) = content.body_ids.get(&b.id) {
                    content.bodies[id.index()].actions = actions;
                }
            }
            for k in &file.combatants {
                let body = content.body_ids.get(&k.body).copied();
                if body.is_none() {
                    errors.push(unknown(
                        src,
                        &k.id,
                        "body",
                        &k.body,
                        content.body_ids.keys().map(String::as_str),
                    ));
                }
                let actions = content.resolve_actions(src, &k.id, &k.actions, &mut errors);
                let equipment = content.resolve_items(src, &k.id, &k.equipment, &mut errors);
                let pack = content.resolve_items(src, &k.id, &k.pack, &mut errors);
                if let (Some(id), Some(body)) = (content.kind_id(&k.id), body) {
                    let kind = &mut content.kinds[id.index()];
                    kind.body = body;
                    kind.actions = actions;
                    kind.equipment = equipment;
                    kind.pack = pack;
                }
            }
        }
        if errors.is_empty() {
            // Only once every reference resolves: these read the resolved library.
            for (src, file) in &files {
                errors.extend(super::coherence::check_file(src, file, &content));
            }
        }
        if !content.universal.iter().any(|&a| {
            let def = content.action(a);
            def.while_waiting && def.target == TargetDef::NoTarget && def.reaction.is_none()
        }) {
            let path = files.first().map(|f| f.0.path.clone()).unwrap_or_default();
            errors.push(ContentError {
                path,
                line: 1,
                col: 1,
                message: "no universal action usable while waiting (like `wait`, R8.1): a combatant with wait points would have nothing to do".into(),
            });
        }
        if errors.is_empty() {
            Ok(content)
        } else {
            Err(errors)
        }
    }

    fn resolve_actions(
        &self,
        src: &SourceText,
        owner: &str,
        names: &[String],
        errors: &mut Vec<ContentError>,
    ) -> Vec<ActionId> {
        names
            .iter()
            .filter_map(|n| {
                let found = self.action_id(n);
                if found.is_none() {
                    errors.push(unknown(src, owner, "action", n, self.action_names()));
                }
                found
            })
            .collect()
    }

    pub(crate) fn resolve_items(
        &self,
        src: &SourceText,
        owner: &str,
        names: &[String],
        errors: &mut Vec<ContentError>,
    ) -> Vec<ItemId> {
        names
            .iter()
            .filter_map(|n| {
                let found = self.item_id(n);
                if found.is_none() {
                    errors.push(unknown(src, owner, "item", n, self.item_names()));
                }
                found
            })
            .collect()
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
    let mut message = format!("unknown {what} `{wrong}`");
    if let Some(best) = suggest(wrong, candidates) {
        message.push_str(&format!("; did you mean `{best}`?"));
    }
    src.error_at(Some(anchor), wrong, message)
}
