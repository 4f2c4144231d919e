//! The command line: `aguja [play] [LEVEL]`, `aguja script FILE`, `aguja check`, `aguja soak`,
//! `aguja bench`.

pub mod commands;

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
    /// Play an encounter (default: levels/seed-example.ron). Headless for now: random players
    /// play it out and the log is printed.
    Play {
        /// The encounter file.
        level: Option<PathBuf>,
        /// The combat's seed (default: 1).
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
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
    /// Play many combats with random players and check the invariants at every step.
    Soak {
        /// How many combats.
        #[arg(short, default_value_t = 10_000)]
        n: u64,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// The encounter (default: levels/seed-example.ron).
        level: Option<PathBuf>,
    },
    /// Measure combats per second on one core, and app updates per combat.
    Bench {
        #[arg(short, default_value_t = 2_000)]
        n: u64,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// The encounter (default: levels/seed-example.ron).
        level: Option<PathBuf>,
    },
}

/// Runs the command line; returns the process exit code.
pub fn run(cli: Cli) -> i32 {
    let result = match cli.command.unwrap_or(Command::Play {
        level: None,
        seed: 1,
    }) {
        Command::Play { level, seed } => commands::play(level, seed),
        Command::Script { file } => commands::script(&file),
        Command::Check {
            paths,
            assets,
            watch,
        } => commands::check(&paths, assets, watch),
        Command::Soak { n, seed, level } => commands::soak(level, n, seed),
        Command::Bench { n, seed, level } => commands::bench(level, n, seed),
    };
    match result {
        Ok(code) => code,
        Err(message) => {
            eprintln!("{message}");
            1
        }
    }
}
