//! Building the content library: every content file merged, ids interned, references
//! resolved, then each file checked for sense (`validate`) and against the whole (`coherence`).

use super::error::{ContentError, ErrorKind, SourceText};
use super::library::{
    ActionId, AdvantageId, Body, BodyId, Content, Item, ItemId, Kind, KindId, unknown,
};
use super::locate::Step;
use super::types::{ContentFile, TargetDef};
use std::collections::HashMap;

impl Content {
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
                        if a.reaction.is_some() {
                            content.universal_reactions.push(id);
                        }
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
                    let names = b
                        .parts
                        .iter()
                        .map(|p| (p.name.as_str().into(), p.kind.as_str().into()))
                        .collect();
                    content.bodies.push(Body {
                        def: b.clone(),
                        actions: Vec::new(),
                        names,
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
            for (n, i) in file.items.iter().enumerate() {
                let at = [Step::Field("items"), Step::Item(n), Step::Field("grants")];
                let grants = content.resolve_actions(src, &i.id, &at, &i.grants, &mut errors);
                if let Some(id) = content.item_id(&i.id) {
                    content.items[id.index()].grants = grants;
                }
            }
            for (n, b) in file.bodies.iter().enumerate() {
                let at = [Step::Field("bodies"), Step::Item(n), Step::Field("actions")];
                let actions = content.resolve_actions(src, &b.id, &at, &b.actions, &mut errors);
                if let Some(&id) = content.body_ids.get(&b.id) {
                    content.bodies[id.index()].actions = actions;
                }
            }
            for (n, k) in file.combatants.iter().enumerate() {
                let at = |field| [Step::Field("combatants"), Step::Item(n), Step::Field(field)];
                let body = content.body_ids.get(&k.body).copied();
                if body.is_none() {
                    let bodies = content.body_ids.keys().map(String::as_str);
                    errors.push(unknown(src, &k.id, "body", &k.body, bodies).about(&at("body")));
                }
                let actions =
                    content.resolve_actions(src, &k.id, &at("actions"), &k.actions, &mut errors);
                let equipment =
                    content.resolve_items(src, &k.id, &at("equipment"), &k.equipment, &mut errors);
                let pack = content.resolve_items(src, &k.id, &at("pack"), &k.pack, &mut errors);
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
            errors.push(ContentError::new(
                path,
                (1, 1),
                ErrorKind::Rule,
                "no universal action usable while waiting (like `wait`, R8.1): a combatant with wait points would have nothing to do",
            ));
        }
        if errors.is_empty() {
            Ok(content)
        } else {
            Err(errors)
        }
    }
}
