//! `aguja host LEVEL` and `aguja join ADDR` without `--headless`: the window opens on the
//! lobby, hosting (the seats the flags give a player open to remote players) or joining.

use super::error::CliError;
use super::window::{WindowOptions, run};
use crate::content::{Side, load_encounter};
use crate::control::Seat;
use crate::ui::netplay::{HostSetup, JoinSetup, NetAsk};
use crate::ui::seating::StartSetup;

/// The window hosting `args.level`: the heroes and the Dark Lord as `--heroes` and
/// `--dark-lord` say (a remote seat is open to players), `--seats` this window's own.
pub fn host(args: &super::host::Args) -> Result<i32, CliError> {
    let content = super::commands::library()?;
    let encounter = load_encounter(&args.level, &content)?;
    let mine = |i: usize| args.seats.contains(&(i as u8 + 1));
    let seat_of = |i: usize, seat: Seat| match seat {
        _ if mine(i) => Seat::Player(0),
        Seat::Ai(strength) => Seat::Ai(strength),
        _ => Seat::Player(1),
    };
    let members = encounter.members.iter().enumerate();
    let heroes = members
        .clone()
        .filter(|(_, m)| m.side == Side::Heroes)
        .map(|(i, _)| seat_of(i, args.heroes))
        .collect();
    let first_minion = members
        .clone()
        .find(|(_, m)| m.side == Side::Minions)
        .map_or(0, |(i, _)| i);
    let dark_lord = seat_of(first_minion, args.dark_lord);
    let setup = HostSetup {
        setup: StartSetup {
            path: args.level.clone(),
            encounter,
            heroes,
            dark_lord,
            seed: args.seed.unwrap_or(super::play::DEFAULT_SEED),
        },
        port: args.port,
        password: args.password.clone(),
        name: args.window.name.clone().unwrap_or_else(|| "Host".into()),
        on_drop: args.on_drop,
    };
    Ok(window(NetAsk::Host(Box::new(setup)), &args.window))
}

/// The window joining `addr`, its `--seats` claimed in the lobby at once.
pub fn join(args: &super::join::Args) -> Result<i32, CliError> {
    let setup = JoinSetup {
        addr: super::join::address(&args.addr)?,
        name: args.window.name.clone().unwrap_or_else(|| "Guest".into()),
        password: args.password.clone(),
        watch: args.watch,
        claim: super::join::wish_seats(args)?,
    };
    Ok(window(NetAsk::Join(Box::new(setup)), &args.window))
}

fn window(ask: NetAsk, flags: &super::net_flags::WindowFlags) -> i32 {
    run(WindowOptions {
        net: Some(ask),
        net_autoplay: flags.autoplay,
        net_shots: flags.shots.clone(),
        ..WindowOptions::default()
    })
}
