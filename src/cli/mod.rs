//! The command line: `aguja [play] [LEVEL]` (its flags in `play.rs`), `aguja script FILE`,
//! `aguja check`, `aguja host`, `aguja join`, `aguja soak`, `aguja bench`, `aguja simulate`,
//! `aguja throughput`, `aguja fuzz`, `aguja icons`, `aguja schema`.

pub mod campaign;
pub mod commands;
pub mod error;
pub mod fit_horizon;
pub mod flags;
pub mod fuzz;
pub mod headless;
pub mod host;
pub mod icons;
pub mod join;
pub mod net_bench;
pub mod net_flags;
pub mod net_window;
pub mod play;
pub mod progress;
pub mod replay;
pub mod schema;
pub mod search_lab;
pub mod seat_arg;
pub mod shot_check;
pub mod simulate;
pub mod soak;
pub mod stop;
pub mod throughput;
pub mod window;

use clap::{Parser, Subcommand};
use std::path::PathBuf;

/// Aguja: turn-based tactical combat where the needle decides who acts.
#[derive(Parser, Debug)]
#[command(name = "aguja", version, about)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Open the game window (the title screen, or straight into LEVEL).
    Play(play::Args),
    /// Play a replay file again headless and check that it gives the recorded log (exit 3 if
    /// not); `--watch` shows it in the window.
    Replay(replay::Args),
    /// Host one fight for players on other machines: the window's lobby, or `--headless`.
    Host(host::Args),
    /// Join a fight someone hosts: the window's lobby, or `--headless` (the AI answers your
    /// seats, or watch).
    Join(join::Args),
    /// Run a scenario script headless and print the event log, one event per line.
    Script {
        /// The script file (RON).
        file: PathBuf,
    },
    /// Check the content library and encounter files; exits non-zero on any error.
    Check {
        /// Files or folders (default: assets/ and levels/).
        paths: Vec<PathBuf>,
        /// The content library the encounters use (default: assets/).
        #[arg(long)]
        assets: Option<PathBuf>,
        /// Keep watching, and check again whenever a file changes.
        #[arg(long)]
        watch: bool,
    },
    /// List the icon names holding every WORD (all of them without one), for `icon` fields.
    Icons(icons::Args),
    /// Print every field of every file designers write (levels, content, scripts): its type,
    /// its default and what it does, read from the game's own types.
    Schema(schema::Args),
    /// Play many combats over every level with every pairing of players (random and each AI
    /// strength), checking the invariants at every step; exits non-zero if anything broke.
    Soak(soak::Args),
    /// Play N combats per level with the AI (or random players) on each side and report who
    /// wins, in how many rounds, and how long each AI takes to decide.
    Simulate(simulate::Args),
    /// Score Hard's search settings decision by decision: the Dark Lord's decisions from
    /// Normal fights, each answer's truth from many playouts, and what each setting gains.
    SearchLab(search_lab::Args),
    /// Fit the reading of a search's playout stopped at its horizon to who goes on to win,
    /// per goal kind, and show how well it foretells fights it was not fitted on.
    FitHorizon(fit_horizon::Args),
    /// Measure the simulator: combats per second with the Normal AI on both sides, on one thread
    /// and two, for the seed's example and the largest level.
    Throughput(throughput::Args),
    /// Feed seeded mutants of every file type the game reads (levels, assets, scripts) to the
    /// code that reads them; exits non-zero on any panic.
    Fuzz(fuzz::Args),
    /// Measure network play over 127.0.0.1: the decision round trip, the bytes each way and
    /// the host's CPU per fight.
    NetBench(net_bench::Args),
    /// Measure combats per second on one core, and app updates per combat.
    Bench {
        #[arg(short, default_value_t = 2_000)]
        n: u64,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// The encounter (default: levels/seed-example.ron).
        level: Option<PathBuf>,
        /// Rounds of the plain engine's run: it prints the fastest, since whatever else the
        /// machine does only ever slows a round down (1 for an instruction count).
        #[arg(long, default_value_t = 5, value_parser = clap::value_parser!(u32).range(1..=100))]
        rounds: u32,
    },
}

/// Runs the command line; returns the process exit code.
pub fn run(cli: Cli) -> i32 {
    crate::ui::dev::screenshot::mark_start();
    let command = cli
        .command
        .unwrap_or_else(|| Command::Play(play::Args::default()));
    let result = match command {
        Command::Play(args) => play::run(args),
        Command::Script { file } => commands::script(&file),
        Command::Check {
            paths,
            assets,
            watch,
        } => commands::check(&paths, assets, watch),
        Command::Soak(args) => soak::run(args),
        Command::Bench {
            n,
            seed,
            level,
            rounds,
        } => commands::bench(level, n, seed, rounds),
        Command::Simulate(args) => simulate::run(args),
        Command::SearchLab(args) => search_lab::run(args),
        Command::FitHorizon(args) => fit_horizon::run(args),
        Command::Replay(args) => replay::run(args),
        Command::Host(args) if !args.headless => net_window::host(&args),
        Command::Host(args) => host::run(args),
        Command::Join(args) if !args.headless => net_window::join(&args),
        Command::Join(args) => join::run(args),
        Command::Throughput(args) => throughput::run(args),
        Command::Fuzz(args) => fuzz::run(args),
        Command::NetBench(args) => net_bench::run(args),
        Command::Icons(args) => icons::run(args),
        Command::Schema(args) => schema::run(args),
    };
    match result {
        Ok(code) => code,
        Err(message) => {
            eprintln!("{message}");
            1
        }
    }
}
