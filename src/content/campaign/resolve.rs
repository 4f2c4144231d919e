//! A campaign file checked against the library and the levels: every name found, the map's
//! shape sound (no cycle, every node reachable, camps never last), each fight able to take the
//! party. Every problem is an error at `path:line:col`, with the nearest name offered.

use super::hero::{HeroStart, resolve_hero};
use super::map::check_shape;
use super::types::{CampaignDef, Fallen, NodeDef, RewardDef};
use crate::content::error::{ContentError, SourceText, suggest};
use crate::content::library::suggest_message;
use crate::content::locate::Step;
use crate::content::{Content, ContentErrors, Encounter, ItemId, Objective, Side};
use std::path::{Path, PathBuf};

/// The most advantages a campaign's heroes may start with.
pub const MAX_START_LEVEL: u32 = 10;

/// A checked campaign: its heroes and nodes resolved, the levels loaded.
#[derive(Clone, Debug)]
pub struct Campaign {
    pub path: PathBuf,
    pub def: CampaignDef,
    /// The heroes who set out, in file order.
    pub party: Vec<HeroStart>,
    /// The map's nodes, in file order; `next` as indices into it.
    pub nodes: Vec<Node>,
}

/// One node of the map, resolved.
#[derive(Clone, Debug)]
pub struct Node {
    pub id: String,
    pub next: Vec<usize>,
    pub kind: NodeKind,
}

#[derive(Clone, Debug)]
pub enum NodeKind {
    Fight(Box<FightNode>),
    Camp {
        name: String,
        description: String,
        heal: u32,
    },
}

/// A fight of the map: its level, which of its hero slots the party fills, its rewards.
#[derive(Clone, Debug)]
pub struct FightNode {
    /// As written in the campaign file: `levels/NAME.ron`.
    pub level_name: String,
    pub level: Encounter,
    /// Member indices of the level's heroes who stay as written (`guests`).
    pub guests: Vec<usize>,
    /// Member indices of the level's hero slots the party fills, in order.
    pub slots: Vec<usize>,
    pub rewards: Vec<Reward>,
}

/// A reward, resolved.
#[derive(Clone, Debug)]
pub enum Reward {
    Advantage,
    Item(ItemId),
    Recruit(Box<HeroStart>),
    Heal(u32),
    Retreat,
    Choose(Vec<Reward>),
}

impl Campaign {
    /// The node of this id.
    pub fn node(&self, id: &str) -> Option<usize> {
        self.nodes.iter().position(|n| n.id == id)
    }

    /// The fewest fights from the first node to an end (camps do not count).
    pub fn shortest_fights(&self) -> usize {
        let next: Vec<Vec<usize>> = self.nodes.iter().map(|n| n.next.clone()).collect();
        let fight = |i: usize| matches!(self.nodes[i].kind, NodeKind::Fight(_));
        super::map::shortest_fights(&next, fight)
    }

    /// The fewest fights left from the nodes `open` to an end.
    pub fn fights_from(&self, open: &[usize]) -> usize {
        let next: Vec<Vec<usize>> = self.nodes.iter().map(|n| n.next.clone()).collect();
        let fight = |i: usize| matches!(self.nodes[i].kind, NodeKind::Fight(_));
        super::map::shortest_fights_from(&next, fight, open)
    }
}

/// How a campaign finds its levels: `levels/NAME.ron` read and checked against the library.
pub trait LevelSource {
    /// The level written `name` in the campaign file, or why it cannot be had: `None` when there
    /// is no such file, else its own errors.
    fn level(&self, name: &str) -> Option<Result<Encounter, ContentErrors>>;
    /// Every level's name as a campaign writes it, for "did you mean".
    fn names(&self) -> Vec<String>;
}

/// Levels from a folder: `levels/NAME.ron` is `NAME.ron` under `dir` (its subfolders too).
pub struct LevelFolder<'a> {
    pub dir: &'a Path,
    pub content: &'a Content,
}

impl LevelSource for LevelFolder<'_> {
    fn level(&self, name: &str) -> Option<Result<Encounter, ContentErrors>> {
        let rest = name.strip_prefix("levels/")?;
        let path = self.dir.join(rest);
        // A name that climbs out of the folder is not a level of this game.
        if rest.split('/').any(|part| part == ".." || part.is_empty()) || !path.is_file() {
            return None;
        }
        Some(crate::content::load::load_encounter(&path, self.content))
    }

    fn names(&self) -> Vec<String> {
        crate::content::load::ron_files(self.dir)
            .unwrap_or_default()
            .iter()
            .filter_map(|p| p.strip_prefix(self.dir).ok())
            .map(|p| format!("levels/{}", p.to_string_lossy().replace('\\', "/")))
            .collect()
    }
}

/// Checks `def` (read from `src`) against the library and the levels.
pub fn resolve(
    src: &SourceText,
    def: CampaignDef,
    content: &Content,
    levels: &dyn LevelSource,
) -> Result<Campaign, Vec<ContentError>> {
    let mut errors = Vec::new();
    let err = |path: &[Step], message: String| src.error_at_path(path, &def.name, message);
    if def.start_level > MAX_START_LEVEL {
        errors.push(err(
            &[Step::Field("start_level")],
            format!(
                "`start_level: {}` is more than {MAX_START_LEVEL}: heroes start with at most {MAX_START_LEVEL} advantages",
                def.start_level
            ),
        ));
    }
    if def.fallen == Fallen::Recover && def.recovery.resting == 0 {
        errors.push(err(
            &[Step::Field("recovery"), Step::Field("resting")],
            "`resting: 0` with `fallen: Recover`: a fallen hero would never heal enough to fight again; give `resting` 1 or more".into(),
        ));
    }
    for (field, n) in [
        ("after_fight", def.recovery.after_fight),
        ("resting", def.recovery.resting),
    ] {
        if n > crate::content::bounds::MAX_ATTRIBUTE as u32 {
            errors.push(err(
                &[Step::Field("recovery"), Step::Field(field)],
                format!(
                    "`{field}: {n}` is more than {}: nobody has so much HP to heal",
                    crate::content::bounds::MAX_ATTRIBUTE
                ),
            ));
        }
    }
    if def.retreats > MAX_RETREATS {
        errors.push(err(
            &[Step::Field("retreats")],
            format!("`retreats: {}` is more than {MAX_RETREATS}", def.retreats),
        ));
    }
    if def.party.is_empty() {
        errors.push(err(
            &[Step::Field("party")],
            "the party is empty: a campaign needs at least one hero".into(),
        ));
    }
    let mut party = Vec::new();
    for (i, hero) in def.party.iter().enumerate() {
        let at = [Step::Field("party"), Step::Item(i)];
        if let Some(h) = resolve_hero(src, hero, &at, def.start_level, content, &mut errors) {
            party.push(h);
        }
    }
    if def.map.is_empty() {
        errors.push(err(
            &[Step::Field("map")],
            "the map is empty: a campaign needs at least one fight".into(),
        ));
    }
    let ids: Vec<&str> = def.map.iter().map(NodeDef::id).collect();
    for (i, id) in ids.iter().enumerate() {
        if ids[..i].contains(id) {
            errors.push(err(
                &[Step::Field("map"), Step::Item(i), Step::Field("id")],
                format!("two nodes are called `{id}`: each node's id must be its own"),
            ));
        }
    }
    let mut nodes = Vec::new();
    let mut recruits = Vec::new();
    let level_names = std::cell::OnceCell::new();
    for (i, node) in def.map.iter().enumerate() {
        let at = |field: &'static str| [Step::Field("map"), Step::Item(i), Step::Field(field)];
        let mut next = Vec::new();
        for (j, target) in node.next().iter().enumerate() {
            match ids.iter().position(|id| id == target) {
                Some(n) => next.push(n),
                None => errors.push(src.error_at_path(
                    &[at("next").as_slice(), &[Step::Item(j)]].concat(),
                    target,
                    suggest_message("node", target, ids.iter().copied()),
                )),
            }
        }
        let kind = match node {
            NodeDef::Camp {
                name,
                description,
                heal,
                next: list,
                ..
            } => {
                if *heal == 0 {
                    errors.push(err(
                        &at("heal"),
                        format!("the camp `{}` heals 0: give it 1 or more", node.id()),
                    ));
                }
                if list.is_empty() {
                    errors.push(err(
                        &at("next"),
                        format!(
                            "the camp `{}` leads nowhere: a campaign ends with a fight won, so a camp needs a `next`",
                            node.id()
                        ),
                    ));
                }
                Some(NodeKind::Camp {
                    name: name.clone(),
                    description: description.clone(),
                    heal: *heal,
                })
            }
            NodeDef::Fight {
                level,
                guests,
                rewards,
                ..
            } => {
                let found = match levels.level(level) {
                    None => {
                        let names = level_names.get_or_init(|| levels.names());
                        let mut message = format!("no level `{level}`");
                        match suggest(level, names.iter().map(String::as_str)) {
                            Some(best) => message.push_str(&format!("; did you mean `{best}`?")),
                            None => message.push_str(
                                " (levels are written `levels/NAME.ron`, as on the command line)",
                            ),
                        }
                        errors.push(src.error_at_path(&at("level"), level, message));
                        None
                    }
                    Some(Err(ContentErrors(own))) => {
                        errors.push(src.error_at_path(
                            &at("level"),
                            level,
                            format!("the level `{level}` does not load: its own errors follow"),
                        ));
                        errors.extend(own);
                        None
                    }
                    Some(Ok(encounter)) => Some(encounter),
                };
                let rewards = resolve_rewards(
                    src,
                    rewards,
                    &[Step::Field("map"), Step::Item(i), Step::Field("rewards")],
                    def.start_level,
                    content,
                    &mut recruits,
                    &mut errors,
                );
                found.and_then(|encounter| {
                    fight_node(src, level, encounter, guests, rewards, i, &mut errors)
                        .map(|f| NodeKind::Fight(Box::new(f)))
                })
            }
        };
        if let Some(kind) = kind {
            nodes.push(Node {
                id: node.id().to_string(),
                next,
                kind,
            });
        }
    }
    errors.extend(check_shape(src, &def));
    let everyone: Vec<&str> = party
        .iter()
        .chain(recruits.iter())
        .map(|h| h.name.as_str())
        .collect();
    for (i, name) in everyone.iter().enumerate() {
        if everyone[..i].contains(name) {
            errors.push(src.error_at(
                None,
                name,
                format!(
                    "two heroes are called `{name}`: give one a `name` of its own (the party screen and the log tell heroes apart by name)"
                ),
            ));
        }
    }
    for (i, name) in def.must_survive.iter().enumerate() {
        if !everyone.contains(&name.as_str()) {
            errors.push(src.error_at_path(
                &[Step::Field("must_survive"), Step::Item(i)],
                name,
                suggest_message("hero", name, everyone.iter().copied()),
            ));
        }
    }
    if errors.is_empty() {
        Ok(Campaign {
            path: src.path.clone(),
            def,
            party,
            nodes,
        })
    } else {
        Err(errors)
    }
}

/// At most this many retreats: more would make losing meaningless, and it bounds the counter.
pub const MAX_RETREATS: u32 = 100;

/// A fight node's level with its guests found and its hero slots for the party counted.
fn fight_node(
    src: &SourceText,
    level_name: &str,
    level: Encounter,
    guests: &[String],
    rewards: Vec<Reward>,
    i: usize,
    errors: &mut Vec<ContentError>,
) -> Option<FightNode> {
    let heroes: Vec<usize> = (0..level.members.len())
        .filter(|&m| level.members[m].side == Side::Heroes)
        .collect();
    let mut guest_slots = Vec::new();
    for (j, guest) in guests.iter().enumerate() {
        match heroes.iter().find(|&&m| level.members[m].name == *guest) {
            Some(&m) => guest_slots.push(m),
            None => errors.push(src.error_at_path(
                &[
                    Step::Field("map"),
                    Step::Item(i),
                    Step::Field("guests"),
                    Step::Item(j),
                ],
                guest,
                suggest_message(
                    "hero of the level",
                    guest,
                    heroes.iter().map(|&m| level.members[m].name.as_str()),
                ),
            )),
        }
    }
    let slots: Vec<usize> = heroes
        .iter()
        .copied()
        .filter(|m| !guest_slots.contains(m))
        .collect();
    let at_level = [Step::Field("map"), Step::Item(i), Step::Field("level")];
    if slots.is_empty() {
        errors.push(src.error_at_path(
            &at_level,
            level_name,
            format!(
                "every hero of `{level_name}` is a guest: the fight would take none of the party"
            ),
        ));
    }
    if let Objective::Protect(m) = level.goal
        && slots.contains(&m)
    {
        let name = &level.members[m].name;
        errors.push(src.error_at_path(
            &at_level,
            level_name,
            format!(
                "`{level_name}`'s goal protects {name}, whose place the party would fill: list \"{name}\" in `guests`"
            ),
        ));
    }
    Some(FightNode {
        level_name: level_name.to_string(),
        level,
        guests: guest_slots,
        slots,
        rewards,
    })
}

/// A fight's rewards resolved; a `Choose` inside a `Choose` is an error. Recruits are also
/// collected in `recruits`, to check names across the whole campaign.
fn resolve_rewards(
    src: &SourceText,
    list: &[RewardDef],
    at: &[Step],
    start_level: u32,
    content: &Content,
    recruits: &mut Vec<HeroStart>,
    errors: &mut Vec<ContentError>,
) -> Vec<Reward> {
    let mut out = Vec::new();
    for (k, reward) in list.iter().enumerate() {
        let here = [at, &[Step::Item(k)]].concat();
        let resolved = match reward {
            RewardDef::Advantage => Some(Reward::Advantage),
            RewardDef::Retreat => Some(Reward::Retreat),
            RewardDef::Heal(0) => {
                errors.push(src.error_at_path(
                    &here,
                    "Heal",
                    "`Heal(0)` heals nothing: give 1 or more".to_string(),
                ));
                None
            }
            RewardDef::Heal(n) => Some(Reward::Heal(*n)),
            RewardDef::Item(name) => match content.item_id(name) {
                Some(id) => Some(Reward::Item(id)),
                None => {
                    errors.push(src.error_at_path(
                        &here,
                        name,
                        suggest_message("item", name, content.item_names()),
                    ));
                    None
                }
            },
            RewardDef::Recruit(hero) => {
                resolve_hero(src, hero, &here, start_level, content, errors).map(|h| {
                    recruits.push(h.clone());
                    Reward::Recruit(Box::new(h))
                })
            }
            RewardDef::Choose(options) => {
                if options.iter().any(|o| matches!(o, RewardDef::Choose(_))) {
                    errors.push(
                        src.error_at_path(
                            &here,
                            "Choose",
                            "a `Choose` inside a `Choose`: list the rewards to pick from directly"
                                .to_string(),
                        ),
                    );
                    None
                } else if options.len() < 2 {
                    errors.push(src.error_at_path(
                        &here,
                        "Choose",
                        "a `Choose` needs at least two rewards to pick from".to_string(),
                    ));
                    None
                } else {
                    Some(Reward::Choose(resolve_rewards(
                        src,
                        options,
                        &here,
                        start_level,
                        content,
                        recruits,
                        errors,
                    )))
                }
            }
        };
        out.extend(resolved);
    }
    out
}
