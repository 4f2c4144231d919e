//! The window's campaign flow without a display (issue 26, part 3): the shipped campaign started
//! from the title's list, the choices owed before a fight, a fight played to its result and read
//! back (its replay replays, the save holds no fight), a fight left mid-way and continued at the
//! same question, a damaged save refused and kept, and gear that does not fit refused.

use crate::ui_common::{Game, apply};
use aguja::campaign::{FightResult, Pick, Place};
use aguja::combat::{ContentDb, PendingDecision};
use aguja::content::catalog::Catalog;
use aguja::content::{Content, assets_dir, levels_dir};
use aguja::control::{Seat, Seats};
use aguja::hot_reload::LevelCatalog;
use aguja::persist::ReplayFile;
use aguja::persist::campaign_save::CampaignSave;
use aguja::ui::saves::Keep;
use aguja::ui::screens::Screen;
use aguja::ui::screens::campaign::autopilot::next_ask;
use aguja::ui::screens::campaign::{CampaignAsk, CampaignRun, CampaignStart, Campaigns};
use aguja::ui::screens::combat::current_game::CurrentGame;
use aguja::ui::screens::combat::{FightAsk, MoveAsk};
use std::path::{Path, PathBuf};
use std::sync::Arc;

mod fights;
mod party;
mod saves;
mod start;

const SHIPPED: &str = "campaigns/the-relic-road.ron";

fn content(game: &Game) -> Arc<Content> {
    game.app.world().resource::<ContentDb>().0.clone()
}

fn run(game: &Game) -> CampaignRun {
    game.app
        .world()
        .get_resource::<CampaignRun>()
        .expect("a campaign under way")
        .clone()
}

/// The campaign save at `path`, read and checked as Continue checks it.
fn saved(game: &Game, path: &Path) -> CampaignSave {
    let text = std::fs::read_to_string(path).expect("the campaign save is written");
    let save = CampaignSave::parse(path, &text).expect("the save reads");
    save.check(&content(game), &shipped(game))
        .expect("the save checks");
    save
}

/// The shipped campaign, read from its file.
fn shipped(game: &Game) -> aguja::content::campaign::Campaign {
    aguja::content::campaign::read_campaign(Path::new(SHIPPED), &content(game)).unwrap()
}

/// Where the title lists the shipped campaign (a canonical path, as the command line makes it).
fn shipped_path() -> PathBuf {
    std::fs::canonicalize(SHIPPED).expect("the shipped campaign")
}

/// A new game started on the shipped campaign from the title's list: solo, a Normal Dark Lord.
fn started() -> Game {
    let mut game = Game::new();
    let path = shipped_path();
    let entry = game
        .app
        .world()
        .resource::<Campaigns>()
        .entry(&path)
        .cloned()
        .expect("the title lists the shipped campaign");
    let campaign = entry.campaign.expect("the shipped campaign loads");
    let start = CampaignStart {
        path,
        kinds: campaign.party.iter().map(|h| h.kind).collect(),
        owners: vec![0; campaign.party.len()],
        players: 1,
        dark_lord: Seat::Ai(aguja::ai::Strength::Normal),
        seed: 7,
    };
    apply(game.app.world_mut(), CampaignAsk::Start(Box::new(start)));
    game.app.update();
    game
}

/// The choices owed, made as the policy makes them; returns the fight it would go to next.
fn make_the_picks(game: &mut Game) -> CampaignAsk {
    for _ in 0..50 {
        let ask = next_ask(&content(game), &run(game)).expect("the campaign goes on");
        if matches!(ask, CampaignAsk::Fight { .. }) {
            return ask;
        }
        apply(game.app.world_mut(), ask);
        game.app.update();
    }
    panic!("the picks never end")
}

/// Updates until `done`, at most `n` times.
fn until(game: &mut Game, n: usize, done: impl Fn(&Game) -> bool) {
    for _ in 0..n {
        if done(game) {
            return;
        }
        game.app.update();
    }
    assert!(
        done(game),
        "not reached in {n} updates (on {:?})",
        game.screen()
    );
}

/// A question put to a player at this screen is open.
fn human_question(game: &Game) -> bool {
    let world = game.app.world();
    let seats = world.resource::<Seats>();
    world
        .resource::<PendingDecision>()
        .request
        .as_ref()
        .is_some_and(|r| seats.seat(r.decider()).is_human())
}

/// Hands every seat to the AI and plays to the result.
fn to_the_result(game: &mut Game) {
    game.app
        .world_mut()
        .resource_mut::<Seats>()
        .hand_all_to_ai();
    until(game, 50_000, |g| g.screen() == Screen::Result);
}

/// The first fight's replay exists, reads and replays to its recorded log.
fn replays(game: &Game) -> PathBuf {
    let replay = game
        .keep()
        .replays
        .join("campaigns/the-relic-road/01-ambush.ron");
    let file = ReplayFile::read(&replay).unwrap_or_else(|e| panic!("{replay:?}: {e}"));
    let check = file.play(content(game)).expect("the replay plays");
    assert!(check.identical, "the replay gives the recorded log");
    assert!(!file.combat.decisions.is_empty(), "a fight was played");
    let outcome = file.result.outcome.expect("the fight ended");
    assert_eq!(outcome.rounds, run(game).journey.fights[0].rounds);
    let names = &file.combat.roster.names;
    assert!(
        names.iter().any(|n| n == "Aldric"),
        "the party's fight: {names:?}"
    );
    replay
}
