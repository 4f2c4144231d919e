//! Dev (`aguja host|join --shots PREFIX`): a window of a networked game saves a PNG at each of
//! its moments, once each: `PREFIXlobby.png` (the lobby with two players), `PREFIXprompt.png`
//! (this window's player asked), `PREFIXwaiting.png` (waiting for a remote player),
//! `PREFIXdropped.png` (if a player drops: the host waiting for them to come back) and
//! `PREFIXresult.png`, then closes; or, when the game cannot go on (a lost connection),
//! `PREFIXtrouble.png` with its box, then closes. `.ci/two-windows` plays a fight with two
//! such windows.

use crate::control::{Seat, Seats};
use crate::ui::netplay::Session;
use crate::ui::screens::Screen;
use crate::ui::screens::lobby::LobbyBoard;
use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, save_to_disk};

/// Where the shots go, and what is taken.
#[derive(Resource, Clone, Debug)]
pub struct NetShots {
    prefix: String,
    taken: Vec<&'static str>,
    /// The moment on screen now and since when.
    seen: Option<(&'static str, f32)>,
}

impl NetShots {
    pub fn new(prefix: String) -> Self {
        NetShots {
            prefix,
            taken: Vec::new(),
            seen: None,
        }
    }
}

/// How long a moment shows before its shot: its text and dice settle.
const SETTLE: f32 = 1.2;

pub fn plugin(app: &mut App) {
    app.add_systems(Last, shoot);
}

/// The moment this window shows, if it is one to keep.
fn moment(world: &World) -> Option<&'static str> {
    let screen = *world.resource::<State<Screen>>().get();
    // A game that cannot go on (a lost connection): its box, and then the window closes (after
    // the result, the host leaving is no trouble).
    if screen != Screen::Result
        && world
            .get_resource::<crate::ui::netplay::NetCorner>()
            .is_some_and(|c| c.trouble.is_some() && !c.reconnecting)
    {
        return Some("trouble");
    }
    match screen {
        Screen::Lobby => {
            let board = world.resource::<LobbyBoard>();
            // Two players: in two windows, or at this one.
            let players = board.view.as_ref().map_or(0, |v| v.players.len());
            (players + board.here.len().saturating_sub(1) >= 2).then_some("lobby")
        }
        Screen::Combat => {
            if world
                .resource::<crate::ui::netplay::NetCorner>()
                .waiting
                .is_some()
            {
                return Some("dropped");
            }
            let session = world.get_non_send::<Session>()?;
            if session.joiner.asked.is_some() && !session.joiner.answer_in_flight() {
                return Some("prompt");
            }
            let pending = world.resource::<crate::combat::PendingDecision>();
            let who = pending.request.as_ref()?.decider();
            matches!(world.resource::<Seats>().seat(who), Seat::Remote(_)).then_some("waiting")
        }
        Screen::Result => Some("result"),
        _ => None,
    }
}

fn shoot(world: &mut World) {
    let Some(mut shots) = world.get_resource::<NetShots>().cloned() else {
        return;
    };
    let now = world.resource::<Time<Real>>().elapsed_secs();
    let current = moment(world);
    match (current, shots.seen) {
        (Some(m), Some((seen, _))) if m == seen => {}
        (Some(m), _) => shots.seen = Some((m, now)),
        (None, _) => shots.seen = None,
    }
    if let Some((m, since)) = shots.seen
        && now - since >= SETTLE
        && !shots.taken.contains(&m)
    {
        shots.taken.push(m);
        let path = format!("{}{m}.png", shots.prefix);
        println!("net shot: {path}");
        world
            .spawn(Screenshot::primary_window())
            .observe(save_to_disk(path));
    }
    // Once the result's (or the trouble's) picture is written, or long after it was asked for.
    for last in ["result", "trouble"] {
        let path = format!("{}{last}.png", shots.prefix);
        let written = std::fs::metadata(&path).is_ok_and(|m| m.len() > 0);
        if shots.taken.contains(&last)
            && shots
                .seen
                .is_some_and(|(m, since)| m == last && (written || now - since >= 60.0))
        {
            world.write_message(AppExit::Success);
        }
    }
    world.insert_resource(shots);
}

/// `--screen lobby`: this window hosts the title's encounter on a free port, its first hero
/// its own player's, the others open, the Dark Lord the Normal AI.
pub fn lobby_ask(
    title: &crate::ui::screens::title::TitleDraft,
    catalog: &crate::content::catalog::Catalog,
) -> Option<crate::ui::ask::Ask> {
    use crate::ui::netplay::{HostSetup, NetAsk};
    let level = title.level.as_ref()?;
    let (path, encounter) = catalog.playable().find(|(p, _)| p == level)?;
    let heroes = encounter
        .members
        .iter()
        .filter(|m| m.side == crate::content::Side::Heroes)
        .count();
    let setup = HostSetup {
        setup: crate::ui::seating::StartSetup {
            path: path.to_path_buf(),
            encounter: encounter.clone(),
            heroes: (0..heroes).map(|i| Seat::Player(u8::from(i > 0))).collect(),
            dark_lord: Seat::Ai(crate::ai::Strength::Normal),
            seed: title.seed,
        },
        port: 0,
        password: None,
        name: "Ana".into(),
        on_drop: crate::net::on_drop::OnDrop::Wait,
    };
    Some(crate::ui::ask::Ask::new(NetAsk::Host(Box::new(setup))))
}
