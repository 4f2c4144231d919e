//! `aguja throughput`: how many combats per second the simulator plays with the Normal AI on
//! both sides, on one thread and on two, for the seed's example and the largest shipped level.

use super::commands::{library, printing, say};
use super::error::CliError;
use super::progress::Progress;
use super::simulate::load_levels;
use crate::ai::Budget;
use crate::ai::Strength;
use crate::content::{Encounter, levels_dir};
use crate::control::Seat;
use crate::sim::simulate::{SimOptions, simulate};

#[derive(clap::Args, Debug)]
pub struct Args {
    /// Combats per measurement.
    #[arg(short, default_value_t = 2_000)]
    pub n: u64,
    /// The first combat's seed; the others follow it.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
}

/// The level with the most combatants (the first of them in file order): the heaviest work.
pub fn largest(levels: &[(String, Encounter)]) -> Option<&(String, Encounter)> {
    levels.iter().rev().max_by_key(|(_, e)| e.members.len())
}

pub fn run(args: Args) -> Result<i32, CliError> {
    if args.n == 0 {
        return Err(CliError::Nothing("measure: -n 0"));
    }
    let content = library()?;
    let all = load_levels(&[], &content)?;
    let seed_example = load_levels(&[levels_dir().join("seed-example.ron")], &content)?;
    let mut measured = seed_example;
    measured.extend(largest(&all).cloned());
    // One bar over every measurement: each level on one thread, then on two.
    let bar = Progress::new("combats", false);
    let total = args.n * 2 * measured.len() as u64;
    let mut finished = 0;
    let mut rows = Vec::new();
    for level in &measured {
        let mut per_second = |threads| {
            let options = SimOptions {
                combats: args.n,
                seed: args.seed,
                heroes: Seat::Ai(Strength::Normal),
                dark_lord: Seat::Ai(Strength::Normal),
                threads,
                budget: Budget::default(),
            };
            let before = finished;
            finished += args.n;
            simulate(
                &content,
                std::slice::from_ref(level),
                &options,
                |done, _| bar.update(before + done, total),
            )
            .combats_per_second()
        };
        let (one, two) = (per_second(1), per_second(2));
        rows.push((level, one, two));
    }
    bar.finish();
    Ok(printing(0, || {
        say(format_args!(
            "simulator throughput, Normal AI on both sides, {} combats per measurement from seed {}{}",
            args.n,
            args.seed,
            if cfg!(debug_assertions) {
                " (a debug build: measure with --release)"
            } else {
                ""
            }
        ))?;
        say(format_args!(
            "{:<22} {:>10} {:>12} {:>12} {:>6}",
            "level", "combatants", "1 thread/s", "2 threads/s", "2 / 1"
        ))?;
        for ((file, encounter), one, two) in &rows {
            say(format_args!(
                "{file:<22} {:>10} {one:>12.0} {two:>12.0} {:>5.2}×",
                encounter.members.len(),
                two / one.max(1e-9)
            ))?;
        }
        Ok(0)
    }))
}
