//! The campaign's steps in the window, asked for with `CampaignAsk`: starting or continuing
//! one, a fight (its heroes chosen), a camp, a rest, the choices owed, gear moved between
//! heroes, and the way back to the title. A fight's end is read back into the party when the
//! result screen opens; every change is saved at once, and the fight under way at each of its
//! questions, so that quitting loses nothing.

use super::catalog::Campaigns;
use super::run::{CampaignRun, FightUnderWay, replays_of, save_path_of};
use crate::campaign::deploy::can_fight;
use crate::campaign::{Place, Players};
use crate::combat::{CombatLog, ContentDb, PendingDecision, Recording, Roster, capture};
use crate::content::campaign::NodeKind;
use crate::content::load::project_path;
use crate::content::{AdvantageId, Content, KindId};
use crate::control::{ControlRng, Seat, Seats};
use crate::persist::ReplayFile;
use crate::persist::campaign_save::CampaignSave;
use crate::persist::save::can_save;
use crate::persist::session::save_of;
use crate::ui::saves::Keep;
use crate::ui::screens::Screen;
use crate::ui::sets::UiSet;
use bevy::prelude::*;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// What the players ask of the campaign.
#[derive(Message, Clone, Debug)]
pub enum CampaignAsk {
    /// A new campaign, over the one saved of the same file if any.
    Start(Box<CampaignStart>),
    /// The campaign saved in this file, from where it was left.
    Continue(PathBuf),
    /// The fight at this node, with these party heroes (by index), in slot order.
    Fight {
        node: usize,
        heroes: Vec<usize>,
    },
    /// The camp at this node.
    Camp(usize),
    /// Nobody can fight: rest until somebody can.
    Rest,
    ToParty,
    ToMap,
    /// The choice owed `pick` is this advantage.
    Advantage {
        pick: usize,
        advantage: AdvantageId,
    },
    /// The reward to choose `pick` is its `option`th option.
    Reward {
        pick: usize,
        option: usize,
    },
    /// The recruit of `pick` answers to this player.
    Player {
        pick: usize,
        player: u8,
    },
    /// The `index`th item of `from` goes to `to`.
    MoveItem {
        from: Place,
        index: usize,
        to: Place,
    },
    BackToTitle,
}

/// A new campaign as the title sets it up.
#[derive(Clone, Debug)]
pub struct CampaignStart {
    /// The campaign file on disk, as the title lists it.
    pub path: PathBuf,
    /// One archetype per party hero.
    pub kinds: Vec<KindId>,
    /// One player per party hero (from 0).
    pub owners: Vec<u8>,
    /// Players at the screen: 1 solo.
    pub players: u8,
    pub dark_lord: Seat,
    pub seed: u64,
}

pub(crate) fn plugin(app: &mut App) {
    app.add_message::<CampaignAsk>()
        .add_systems(PreUpdate, answer.in_set(UiSet::Answer))
        .add_systems(OnEnter(Screen::Result), fight_ended)
        .add_systems(OnEnter(Screen::Title), |world: &mut World| {
            // The campaign is in its save: the title continues it from there.
            world.remove_resource::<CampaignRun>();
            world.resource_mut::<Keep>().in_campaign = false;
        })
        .add_systems(
            Update,
            keep_fight
                .in_set(UiSet::Follow)
                .run_if(in_state(Screen::Combat).and_then(resource_exists::<CampaignRun>)),
        );
}

fn answer(mut asks: MessageReader<CampaignAsk>, mut commands: Commands) {
    for ask in asks.read().cloned() {
        commands.queue(move |world: &mut World| carry_out(world, ask));
    }
}

/// Carries out one ask (the window's systems read them; the command line's launch too).
pub(super) fn carry_out(world: &mut World, ask: CampaignAsk) {
    let content = world.resource::<ContentDb>().0.clone();
    match ask {
        CampaignAsk::Start(start) => begin(world, &content, *start),
        CampaignAsk::Continue(path) => continue_campaign(world, &content, &path),
        CampaignAsk::Fight { node, heroes } => fight(world, &content, node, &heroes),
        CampaignAsk::ToParty => go(world, Screen::Party),
        CampaignAsk::ToMap => go(world, Screen::Campaign),
        CampaignAsk::BackToTitle => go(world, Screen::Title),
        between => change(world, &content, between),
    }
}

fn go(world: &mut World, screen: Screen) {
    world.resource_mut::<NextState<Screen>>().set(screen);
}

/// The steps between fights that change the journey and stay on the screen: each is saved.
fn change(world: &mut World, content: &Content, ask: CampaignAsk) {
    let Some(mut run) = world.remove_resource::<CampaignRun>() else {
        return;
    };
    let campaign = run.campaign.clone();
    let j = &mut run.journey;
    let result: Result<(), String> = match ask {
        CampaignAsk::Camp(n) if !j.progress.open.contains(&n) || !j.progress.going() => {
            Err("That camp is not on the way now.".into())
        }
        CampaignAsk::Camp(n) => match campaign.nodes[n].kind {
            NodeKind::Camp { .. } => {
                j.camp(&campaign, n);
                Ok(())
            }
            NodeKind::Fight(_) => Err("That is a fight, not a camp.".into()),
        },
        CampaignAsk::Rest => {
            if j.rest_until_ready(content, &campaign) {
                Ok(())
            } else {
                Err("Nobody is left who could fight again.".into())
            }
        }
        CampaignAsk::Advantage { pick, advantage } => j
            .pick_advantage(content, pick, advantage)
            .map_err(|e| e.to_string()),
        CampaignAsk::Reward { pick, option } => j
            .pick_reward(content, &campaign, pick, option)
            .map_err(|e| e.to_string()),
        CampaignAsk::Player { pick, player } => {
            j.pick_player(pick, player).map_err(|e| e.to_string())
        }
        CampaignAsk::MoveItem { from, index, to } => j
            .party
            .move_item(content, from, index, to)
            .map_err(|e| e.to_string()),
        _ => Ok(()),
    };
    run.status = result.err();
    run.write(content, None);
    world.insert_resource(run);
}

/// A new campaign: the party as the title chose it, on the map.
fn begin(world: &mut World, content: &Arc<Content>, start: CampaignStart) {
    let Some(entry) = world.resource::<Campaigns>().entry(&start.path).cloned() else {
        return;
    };
    let Some(campaign) = entry.campaign else {
        return;
    };
    let mut journey = crate::campaign::Journey::start_as(
        content,
        &campaign,
        start.seed,
        &start.kinds,
        &mut Players,
    );
    journey.players = start.players.max(1);
    for (hero, &owner) in journey.party.heroes.iter_mut().zip(&start.owners) {
        hero.player = owner.min(journey.players - 1);
    }
    let keep = world.resource::<Keep>();
    let mut run = CampaignRun {
        save_path: save_path_of(&keep.saves, &entry.file),
        replays: replays_of(&keep.replays, &entry.file),
        file: entry.file,
        campaign,
        journey,
        dark_lord: start.dark_lord,
        fight: None,
        status: None,
    };
    run.write(content, None);
    world.insert_resource(run);
    go(world, Screen::Campaign);
}

/// The campaign saved at `path`, checked; a fight saved under way goes on at once. A save that
/// cannot be continued is refused with the reason, shown on the title, and kept.
fn continue_campaign(world: &mut World, content: &Arc<Content>, path: &Path) {
    match read_save(content, path) {
        Ok((save, campaign)) => resume(world, content, path, save, campaign),
        Err(why) => world.resource_mut::<Campaigns>().note = Some(why),
    }
}

/// Reads and checks a campaign save and its campaign file; `Err` says why it cannot go on.
pub fn read_save(
    content: &Content,
    path: &Path,
) -> Result<(CampaignSave, crate::content::campaign::Campaign), String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let save = CampaignSave::parse(path, &text).map_err(|e| e.to_string())?;
    let campaign = crate::content::campaign::read_campaign(&project_path(&save.campaign), content)
        .map_err(|e| format!("{}: its campaign file does not load:\n{e}", path.display()))?;
    save.check(content, &campaign)
        .map_err(|e| format!("{}: {e}", path.display()))?;
    Ok((save, campaign))
}

fn resume(
    world: &mut World,
    content: &Arc<Content>,
    path: &Path,
    save: CampaignSave,
    campaign: crate::content::campaign::Campaign,
) {
    let fight = match save.fight_to_continue(content.clone()) {
        Ok(fight) => fight,
        Err(e) => {
            world.resource_mut::<Campaigns>().note = Some(format!("{}: {e}", path.display()));
            return;
        }
    };
    let keep = world.resource::<Keep>();
    let mut run = CampaignRun {
        replays: replays_of(&keep.replays, &save.campaign),
        save_path: path.to_path_buf(),
        file: save.campaign,
        campaign: Arc::new(campaign),
        journey: save.journey,
        dark_lord: save.dark_lord,
        fight: None,
        status: None,
    };
    match fight {
        Some((saved, loaded)) => {
            run.fight = Some(FightUnderWay {
                node: saved.node,
                seed: saved.seed,
                heroes: saved.heroes,
                start: loaded.file.combat.start.clone(),
            });
            world.insert_resource(run);
            crate::ui::saves::continue_fight(world, loaded);
            world.resource_mut::<Keep>().in_campaign = true;
        }
        None => {
            world.insert_resource(run);
            go(world, Screen::Campaign);
        }
    }
}

/// Why these heroes cannot go to the fight at `node` now, if they cannot.
pub fn why_not_fight(
    content: &Content,
    run: &CampaignRun,
    node: usize,
    heroes: &[usize],
) -> Option<String> {
    let j = &run.journey;
    let NodeKind::Fight(fight) = &run.campaign.nodes.get(node)?.kind else {
        return Some("That is not a fight.".into());
    };
    if !j.progress.going() || !j.progress.open.contains(&node) {
        return Some("That fight is not on the way now.".into());
    }
    if !j.pending.is_empty() {
        return Some("Make the party's choices first, on the party screen.".into());
    }
    if heroes.is_empty() {
        return Some("Choose at least one hero to go.".into());
    }
    if heroes.len() > fight.slots.len() {
        return Some(format!(
            "This fight takes {} heroes at most.",
            fight.slots.len()
        ));
    }
    let mut seen = heroes.to_vec();
    seen.sort_unstable();
    seen.dedup();
    if seen.len() != heroes.len() {
        return Some("A hero can go only once.".into());
    }
    for &h in heroes {
        let Some(hero) = j.party.heroes.get(h) else {
            return Some("That hero is not in the party.".into());
        };
        if !can_fight(content, hero) {
            return Some(format!("{} cannot fight now.", hero.name));
        }
    }
    None
}

/// The fight at `node` with `heroes`: deployed from the party, on the combat screen.
fn fight(world: &mut World, content: &Arc<Content>, node: usize, heroes: &[usize]) {
    let Some(mut run) = world.remove_resource::<CampaignRun>() else {
        return;
    };
    if let Some(why) = why_not_fight(content, &run, node, heroes) {
        run.status = Some(why);
        world.insert_resource(run);
        return;
    }
    let campaign = run.campaign.clone();
    let Some((seed, deployed)) = run.journey.begin_fight(content, &campaign, node, heroes) else {
        world.insert_resource(run);
        return;
    };
    let level = match &campaign.nodes[node].kind {
        NodeKind::Fight(f) => f.level_name.clone(),
        NodeKind::Camp { .. } => String::new(),
    };
    let seats = run.seats(&deployed.state, &deployed.heroes);
    run.fight = Some(FightUnderWay {
        node,
        seed,
        heroes: deployed.heroes.clone(),
        start: deployed.state.clone(),
    });
    run.status = None;
    run.write(content, None);
    world.insert_resource(run);
    crate::ui::saves::began(world, Path::new(&level));
    world.resource_mut::<Keep>().in_campaign = true;
    world.insert_resource(Seats::of(seats));
    world.insert_resource(ControlRng::new(seed));
    crate::combat::install(world, deployed.state, deployed.roster);
    // No Play again in a campaign: a fight lost is a retreat, not a new roll.
    world.remove_resource::<crate::ui::screens::combat::CurrentGame>();
    go(world, Screen::Combat);
}

/// The fight under way is saved inside the campaign's save at its first question and at every
/// question put to a player here.
fn keep_fight(world: &mut World, mut last: Local<Option<(u64, u64)>>) {
    let pending = world.resource::<PendingDecision>();
    if !can_save(pending) || world.resource::<Keep>().watching.is_some() {
        return;
    }
    let Some(fight) = world.resource::<CampaignRun>().fight.clone() else {
        return;
    };
    let serial = pending.serial;
    let human = pending
        .request
        .as_ref()
        .is_some_and(|r| world.resource::<Seats>().seat(r.decider()).is_human());
    let first = last.is_none_or(|(seed, _)| seed != fight.seed);
    if !(first || human) || *last == Some((fight.seed, serial)) {
        return;
    }
    *last = Some((fight.seed, serial));
    let seats = world.resource::<Seats>().by_combatant.clone();
    let level = world.resource::<Keep>().level.clone();
    let save = save_of(world, &seats, level);
    let content = world.resource::<ContentDb>().0.clone();
    let mut run = world.resource_mut::<CampaignRun>();
    run.write(&content, Some(fight.saved(save)));
}

/// The fight is over: its end read back into the party (wounds, gear, the fallen, spoils,
/// rewards owed), its replay written, the campaign saved.
fn fight_ended(world: &mut World) {
    let Some(mut run) = world.remove_resource::<CampaignRun>() else {
        return;
    };
    let (Some(recording), Some(roster)) = (
        world.get_resource::<Recording>().cloned(),
        world.get_resource::<Roster>().cloned(),
    ) else {
        world.insert_resource(run);
        return;
    };
    // Only the fight the campaign started: not a save loaded over it.
    let Some(fight) = run.fight.take_if(|f| f.start == recording.start) else {
        world.insert_resource(run);
        return;
    };
    let content = world.resource::<ContentDb>().0.clone();
    let end = capture(world);
    let deployed = fight.deployed(recording.start.clone(), roster);
    let campaign = run.campaign.clone();
    run.journey.end_fight(
        &content,
        &campaign,
        fight.node,
        fight.seed,
        &deployed,
        &end,
        &mut Players,
    );
    let number = run.journey.fights.len();
    let path = run
        .replays
        .join(format!("{number:02}-{}.ron", campaign.nodes[fight.node].id));
    let level = world.resource::<Keep>().level.clone();
    let log = &world.resource::<CombatLog>().events;
    let replay = ReplayFile::new(recording, log, &content, level);
    if let Err(e) = std::fs::create_dir_all(&run.replays).and_then(|()| replay.write(&path)) {
        run.status = Some(format!(
            "The fight's replay was not written: {}: {e}",
            path.display()
        ));
    }
    run.write(&content, None);
    world.insert_resource(run);
    world.resource_mut::<Keep>().in_campaign = false;
}
