//! An encounter resolved against the library: who fights on which side, with what.

use super::error::{ContentError, SourceText};
use super::goal::{Objective, resolve_goal};
use super::icons::{icon_index, icon_problem};
use super::library::{AdvantageId, Content, ItemId, KindId, unknown};
use super::locate::Step;
use super::overrides::{Extra, MemberAt, resolve_extra};
use super::types::{EncounterDef, MemberDef, Side};
use std::collections::HashMap;

/// Combatants per encounter: ids are stored in a byte, and a screen shows no more anyway.
pub const MAX_MEMBERS: usize = 64;

/// One combatant of an encounter, ready to spawn.
#[derive(Clone, Debug, PartialEq)]
pub struct Member {
    pub kind: KindId,
    pub side: Side,
    /// Unique within the encounter (repeated kinds are numbered: "Goblin 2").
    pub name: String,
    /// Fixed by the designer; `None`: chosen before the combat (R10.1).
    pub advantages: Option<Vec<AdvantageId>>,
    /// The archetypes the players may pick for this hero, `kind` first; empty when fixed.
    pub choices: Vec<KindId>,
    /// What it has on top of its kind (`overrides:`).
    pub extra: Extra,
    /// The round it joins the fight; 0 or 1: from the start.
    pub arrives: u32,
}

/// A checked encounter.
#[derive(Clone, Debug, PartialEq)]
pub struct Encounter {
    pub def: EncounterDef,
    pub members: Vec<Member>,
    pub ground: Vec<ItemId>,
    /// `goal:` with the members it names found.
    pub goal: Objective,
}

impl Encounter {
    pub fn resolve(
        src: &SourceText,
        def: EncounterDef,
        content: &Content,
    ) -> Result<Encounter, Vec<ContentError>> {
        let mut errors = Vec::new();
        let mut members = Vec::new();
        if def.max_rounds == 0 {
            errors.push(src.error_at_path(
                &[super::locate::Step::Field("max_rounds")],
                &def.name,
                "`max_rounds: 0` would be taken as 1 (a draw after the first round): write 1 or more, or leave it out for 30",
            ));
        }
        if def.max_rounds > super::bounds::MAX_ROUNDS {
            errors.push(src.error_at_path(
                &[super::locate::Step::Field("max_rounds")],
                &def.name,
                format!(
                    "`max_rounds: {}` is more than {} rounds: no fight needs so many (30 if left out)",
                    def.max_rounds,
                    super::bounds::MAX_ROUNDS
                ),
            ));
        }
        if def.level > super::bounds::MAX_LEVEL {
            errors.push(src.error_at_path(
                &[super::locate::Step::Field("level")],
                &def.name,
                format!(
                    "`level: {}` would give each hero {} advantages: at most {}",
                    def.level,
                    def.level,
                    super::bounds::MAX_LEVEL
                ),
            ));
        }
        for (side, list) in [(Side::Heroes, &def.heroes), (Side::Minions, &def.minions)] {
            let side_at = [Step::Field(side.list())];
            if list.is_empty() {
                let message = format!(
                    "the {} side is empty: a combat needs someone on each side",
                    side.list()
                );
                errors.push(src.error_at(None, &def.name, message).about(&side_at));
            }
            for (index, m) in list.iter().enumerate() {
                let at = MemberAt { side, index };
                let kind_at = at.path("kind");
                let Some(kind) = content.kind_id(&m.kind) else {
                    let kinds = content.kind_names();
                    let error = unknown(src, &def.name, "combatant", &m.kind, kinds);
                    errors.push(error.about(&kind_at));
                    continue;
                };
                if content.kind(kind).def.side != side {
                    let message = format!("`{}` is not one of the {}", m.kind, side.list());
                    let error = src.error_at(Some(&def.name), &m.kind, message);
                    errors.push(error.about(&kind_at));
                }
                let advantages_at = at.path("advantages");
                let advantages = m.advantages.as_ref().map(|list| {
                    list.iter()
                        .enumerate()
                        .filter_map(|(j, a)| {
                            let id = content.advantage_id(a);
                            if id.is_none() {
                                let names = content.advantage_names();
                                let error = unknown(src, &m.kind, "advantage", a, names);
                                let place = [&advantages_at[..], &[Step::Item(j)]].concat();
                                errors.push(error.about(&place));
                            }
                            id
                        })
                        .collect::<Vec<_>>()
                });
                if let Some(list) = &m.advantages {
                    if side == Side::Minions {
                        let first = list.first().cloned().unwrap_or_default();
                        let message = "only heroes get advantages (R10.1)";
                        let error = src.error_at(Some(&m.kind), &first, message);
                        errors.push(error.about(&advantages_at));
                    } else if list.len() != def.level as usize {
                        let message = format!(
                            "{} advantages given; the encounter's level gives each hero {}",
                            list.len(),
                            def.level
                        );
                        let first = list.first().map_or(&m.kind, |s| s);
                        let error = src.error_at(Some(&m.kind), first, message);
                        errors.push(error.about(&advantages_at));
                    }
                }
                let choices = resolve_choices(src, m, kind, at, content, &mut errors);
                // Every archetype the players may pick gets the same overrides.
                let kinds = if choices.is_empty() {
                    std::slice::from_ref(&kind)
                } else {
                    choices.as_slice()
                };
                let extra = resolve_extra(src, m, at, def.max_rounds, kinds, content, &mut errors);
                let name = given_name(m).unwrap_or_else(|| content.kind(kind).def.name.clone());
                members.push(Member {
                    kind,
                    side,
                    name,
                    advantages,
                    choices,
                    extra,
                    arrives: m.arrives,
                });
            }
        }
        if members.len() > MAX_MEMBERS {
            errors.push(src.error_at(
                None,
                &def.name,
                format!("at most {MAX_MEMBERS} combatants per encounter"),
            ));
        }
        number_repeated_names(&mut members);
        let named: Vec<(&str, Side)> = members.iter().map(|m| (m.name.as_str(), m.side)).collect();
        let goal = resolve_goal(src, &def.goal, &named, def.max_rounds, &mut errors);
        for side in [Side::Heroes, Side::Minions] {
            let mut on_side = members.iter().filter(|m| m.side == side).peekable();
            if on_side.peek().is_some() && on_side.all(|m| m.arrives > 1) {
                errors.push(src.error_at_path(
                    &[Step::Field(side.list())],
                    &def.name,
                    format!(
                        "all the {} arrive late: at least one must be there from the first round",
                        side.list()
                    ),
                ));
            }
        }
        errors.extend(scenery_errors(src, &def.background.scenery));
        let ground_at = [Step::Field("ground")];
        let ground = content.resolve_items(src, &def.name, &ground_at, &def.ground, &mut errors);
        if errors.is_empty() {
            Ok(Encounter {
                def,
                members,
                ground,
                goal,
            })
        } else {
            Err(errors)
        }
    }

    /// The member of this name, if any.
    pub fn member(&self, name: &str) -> Option<usize> {
        self.members.iter().position(|m| m.name == name)
    }

    /// The players' pick for hero slot `index`: one of its `choices`. Unless the designer named
    /// it, the hero takes the archetype's name. Returns false, changing nothing, if not allowed.
    pub fn choose(&mut self, index: usize, kind: KindId, content: &Content) -> bool {
        let Some(m) = self.members.get_mut(index) else {
            return false;
        };
        if !m.choices.contains(&kind) {
            return false;
        }
        m.kind = kind;
        // Names follow the kinds: recompute them all, then number the repeats again.
        let defs = self.def.heroes.iter().chain(&self.def.minions);
        for (m, d) in self.members.iter_mut().zip(defs) {
            m.name = given_name(d).unwrap_or_else(|| content.kind(m.kind).def.name.clone());
        }
        number_repeated_names(&mut self.members);
        true
    }
}

/// `choose_from` resolved, with `kind` first: heroes only, each a hero archetype.
fn resolve_choices(
    src: &SourceText,
    m: &MemberDef,
    kind: KindId,
    at: MemberAt,
    content: &Content,
    errors: &mut Vec<ContentError>,
) -> Vec<KindId> {
    if m.choose_from.is_empty() {
        return Vec::new();
    }
    let list_at = at.path("choose_from");
    if at.side == Side::Minions {
        let message = "only heroes can be chosen by the players; the Dark Lord's minions are fixed";
        let error = src.error_at(Some(&m.kind), &m.choose_from[0], message);
        errors.push(error.about(&list_at));
        return Vec::new();
    }
    let mut choices = vec![kind];
    for (j, name) in m.choose_from.iter().enumerate() {
        let place = [&list_at[..], &[Step::Item(j)]].concat();
        match content.kind_id(name) {
            None => errors
                .push(unknown(src, &m.kind, "combatant", name, content.kind_names()).about(&place)),
            Some(k) if content.kind(k).def.side != Side::Heroes => errors.push(
                src.error_at(
                    Some(&m.kind),
                    name,
                    format!("`{name}` is not a hero archetype"),
                )
                .about(&place),
            ),
            Some(k) if !choices.contains(&k) => choices.push(k),
            Some(_) => {}
        }
    }
    choices
}

/// The name the designer gave, on the member or in its overrides.
fn given_name(m: &MemberDef) -> Option<String> {
    m.name.clone().or_else(|| m.overrides.name.clone())
}

/// "Goblin", "Goblin" → "Goblin 1", "Goblin 2", so that logs and scripts can name each one.
fn number_repeated_names(members: &mut [Member]) {
    let mut names: Vec<String> = members.iter().map(|m| m.name.clone()).collect();
    number_repeated(&mut names);
    for (m, name) in members.iter_mut().zip(names) {
        m.name = name;
    }
}

fn number_repeated(names: &mut [String]) {
    let mut counts: HashMap<String, usize> = HashMap::new();
    for name in names.iter() {
        *counts.entry(name.clone()).or_default() += 1;
    }
    let mut seen: HashMap<String, usize> = HashMap::new();
    for name in names.iter_mut() {
        if counts[name.as_str()] > 1 {
            let n = seen.entry(name.clone()).or_default();
            *n += 1;
            *name = format!("{name} {n}");
        }
    }
}

/// Each member's name in the fight, heroes first, as `Encounter::resolve` gives them (repeats
/// numbered), for a file that may not resolve yet: a kind the library lacks keeps its id. The
/// encounter editor offers these for a goal's leader or the hero to protect.
pub fn fight_names(def: &EncounterDef, content: &Content) -> Vec<(Side, String)> {
    let members = [(Side::Heroes, &def.heroes), (Side::Minions, &def.minions)]
        .into_iter()
        .flat_map(|(side, list)| list.iter().map(move |m| (side, m)));
    let (sides, mut names): (Vec<Side>, Vec<String>) = members
        .map(|(side, m)| {
            let kind_name = content
                .kind_id(&m.kind)
                .map_or_else(|| m.kind.clone(), |k| content.kind(k).def.name.clone());
            (side, given_name(m).unwrap_or(kind_name))
        })
        .unzip();
    number_repeated(&mut names);
    sides.into_iter().zip(names).collect()
}

/// Every unknown icon of an encounter's `background: (scenery: [...])`.
fn scenery_errors(src: &SourceText, scenery: &[String]) -> Vec<ContentError> {
    scenery
        .iter()
        .enumerate()
        .filter_map(|(i, icon)| {
            let message = icon_problem(icon, icon_index())?;
            let path = [
                Step::Field("background"),
                Step::Field("scenery"),
                Step::Item(i),
            ];
            Some(src.error_at_path(&path, icon, message))
        })
        .collect()
}
