//! `aguja fit-horizon`: fits the reading of a playout stopped at its horizon to who goes on to
//! win, per goal kind (`sim::fit_horizon`), prints how well it and stop 60's strength reading
//! foretell fights they were not fitted on, and the weights `ai::rollout::reading` keeps.

use super::commands::{library, printing, say};
use super::error::CliError;
use super::simulate::load_levels;
use crate::ai::rollout::reading::chance;
use crate::combat::ending::goal_words;
use crate::content::Objective;
use crate::sim::alternatives::with_alternatives;
use crate::sim::fit_horizon::{Row, calibration, fit, gather, loss};
use crate::sim::parallel::default_threads;
use std::path::PathBuf;
use std::time::Instant;

#[derive(clap::Args, Debug)]
pub struct Args {
    /// Encounter files (default: every level in levels/), each with its hero alternatives.
    pub levels: Vec<PathBuf>,
    /// Fights per variant: every other one is fitted on, the rest judge the fit (each fight
    /// keeps a few positions in memory, some 60 bytes each).
    #[arg(short, default_value_t = 2000, value_parser = clap::value_parser!(u64).range(2..=100_000))]
    pub n: u64,
    /// The first fight's seed (keep it off the reporting seeds 1000–1059 and the lab's 5000s).
    #[arg(long, default_value_t = 20_000)]
    pub seed: u64,
    /// Worker threads (default: one per core).
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..=256))]
    pub threads: Option<u64>,
}

pub fn run(args: Args) -> Result<i32, CliError> {
    let content = library()?;
    let levels = with_alternatives(&content, &load_levels(&args.levels, &content)?);
    let threads = args
        .threads
        .map_or_else(default_threads, |t| t as usize)
        .max(1);
    let started = Instant::now();
    let rows = gather(&content, &levels, args.n, args.seed, threads);
    let seconds = started.elapsed().as_secs_f64();
    if rows.is_empty() {
        return Err(CliError::Nothing(
            "fit-horizon: no fight reached a second round, so there is nothing to fit",
        ));
    }
    let mut goals: Vec<&'static str> = rows.iter().map(|r| r.goal).collect();
    goals.sort_unstable();
    goals.dedup();
    Ok(printing(0, || {
        say(format_args!(
            "{} positions at a round's start from {} variants × {} fights from seed {} ({seconds:.0} s)",
            rows.len(),
            levels.len(),
            args.n,
            args.seed
        ))?;
        for goal in &goals {
            let half = |fitting: bool| -> Vec<&Row> {
                rows.iter()
                    .filter(|r| r.goal == *goal && r.fitting == fitting)
                    .collect()
            };
            let (train, test) = (half(true), half(false));
            let weights = fit(&train);
            let base = train.iter().filter(|r| r.won).count() as f32 / train.len().max(1) as f32;
            say(format_args!(
                "{goal}: fitted on {} positions, judged on {} (the Dark Lord won from {:.1}% of them)",
                train.len(),
                test.len(),
                100.0 * test.iter().filter(|r| r.won).count() as f32 / test.len().max(1) as f32
            ))?;
            let readings = [
                ("the share won, flat", loss(&test, |_| base)),
                ("strength kept, steepness 4", loss(&test, |r| r.strength[0])),
                ("strength kept, steepness 8", loss(&test, |r| r.strength[1])),
                ("fitted", loss(&test, |r| chance(&weights, &r.x))),
            ];
            for (name, (log, brier)) in readings {
                say(format_args!(
                    "    {name}: log loss {log:.4}, squared error {brier:.4}"
                ))?;
            }
            for (n, p, won) in calibration(&test, &weights) {
                say(format_args!(
                    "    fitted {:>5.1}% foretold, {:>5.1}% won, {n} positions",
                    100.0 * p,
                    100.0 * won
                ))?;
            }
            let listed: Vec<String> = weights.iter().map(|w| format!("{w:.4}")).collect();
            say(format_args!("    weights: [{}]", listed.join(", ")))?;
            if *goal == goal_words(&Objective::DefeatAll) {
                say(
                    "    (not kept: where every foe must fall, --hard-horizon-reading fitted reads \
                     the strength kept)",
                )?;
            }
        }
        Ok(0)
    }))
}
