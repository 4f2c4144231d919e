//! A campaign's hero as written (`party:` or a `Recruit`), checked against the library: its
//! archetype (or the ones to choose from), name, fixed advantages and overrides.

use super::types::HeroDef;
use crate::content::bounds::MAX_LEVEL;
use crate::content::error::{ContentError, SourceText};
use crate::content::library::suggest_message;
use crate::content::locate::Step;
use crate::content::overrides::resolve_extra_at;
use crate::content::types::MemberDef;
use crate::content::{AdvantageId, Content, Extra, KindId, Side};

/// A hero as the campaign starts it (or a recruit joins): archetype, the archetypes the players
/// may pick instead, name, advantages when fixed, and what it has on top of its kind.
#[derive(Clone, Debug, PartialEq)]
pub struct HeroStart {
    pub kind: KindId,
    /// `kind` first, then the others the players may pick; empty when fixed.
    pub choices: Vec<KindId>,
    /// The name the file gave, else the archetype's name (it follows the archetype picked).
    pub name: String,
    /// Whether `name` was given in the file.
    pub named: bool,
    pub advantages: Option<Vec<AdvantageId>>,
    pub extra: Extra,
}

/// `hero` (at `at` in `src`) resolved; `None`, with errors pushed, when it cannot be.
pub fn resolve_hero(
    src: &SourceText,
    hero: &HeroDef,
    at: &[Step],
    start_level: u32,
    content: &Content,
    errors: &mut Vec<ContentError>,
) -> Option<HeroStart> {
    let here = |field: &'static str| [at, &[Step::Field(field)]].concat();
    let before = errors.len();
    let hero_kind =
        |name: &str, path: Vec<Step>, errors: &mut Vec<ContentError>| match content.kind_id(name) {
            None => {
                errors.push(src.error_at_path(
                    &path,
                    name,
                    suggest_message("combatant", name, content.kind_names()),
                ));
                None
            }
            Some(k) if content.kind(k).def.side != Side::Heroes => {
                errors.push(src.error_at_path(
                    &path,
                    name,
                    format!("`{name}` is not a hero archetype: only heroes join the party"),
                ));
                None
            }
            Some(k) => Some(k),
        };
    let kind = hero_kind(&hero.kind, here("kind"), errors);
    let mut choices = Vec::new();
    if !hero.choose_from.is_empty() {
        choices.extend(kind);
        for (j, name) in hero.choose_from.iter().enumerate() {
            let path = [here("choose_from").as_slice(), &[Step::Item(j)]].concat();
            if let Some(k) = hero_kind(name, path, errors)
                && !choices.contains(&k)
            {
                choices.push(k);
            }
        }
    }
    let advantages = hero.advantages.as_ref().map(|list| {
        let mut found = Vec::new();
        for (j, name) in list.iter().enumerate() {
            match content.advantage_id(name) {
                Some(a) => found.push(a),
                None => errors.push(src.error_at_path(
                    &[here("advantages").as_slice(), &[Step::Item(j)]].concat(),
                    name,
                    suggest_message("advantage", name, content.advantage_names()),
                )),
            }
        }
        found
    });
    if let Some(list) = &hero.advantages {
        if list.len() > MAX_LEVEL as usize {
            errors.push(src.error_at_path(
                &here("advantages"),
                &hero.kind,
                format!("{} advantages: a hero has at most {MAX_LEVEL}", list.len()),
            ));
        } else if at.first() == Some(&Step::Field("party")) && list.len() != start_level as usize {
            errors.push(src.error_at_path(
                &here("advantages"),
                &hero.kind,
                format!(
                    "{} advantages given; the campaign's `start_level` gives each hero {start_level}",
                    list.len()
                ),
            ));
        }
    }
    let kind = kind?;
    let member = MemberDef {
        kind: hero.kind.clone(),
        choose_from: hero.choose_from.clone(),
        name: hero.name.clone(),
        advantages: hero.advantages.clone(),
        overrides: hero.overrides.clone(),
        arrives: 0,
    };
    let kinds = if choices.is_empty() {
        vec![kind]
    } else {
        choices.clone()
    };
    let extra = resolve_extra_at(src, &member, at, 1, &kinds, content, errors);
    if hero.overrides.wait > 0 {
        errors.push(src.error_at_path(
            &[here("overrides").as_slice(), &[Step::Field("wait")]].concat(),
            &hero.kind,
            "wait points do not carry from fight to fight: every fight starts fresh (leave `wait` out)",
        ));
    }
    let named = hero.name.is_some() || hero.overrides.name.is_some();
    let name = hero
        .name
        .clone()
        .or_else(|| hero.overrides.name.clone())
        .unwrap_or_else(|| content.kind(kind).def.name.clone());
    (errors.len() == before).then_some(HeroStart {
        kind,
        choices,
        name,
        named,
        advantages,
        extra,
    })
}
