//! `aguja fuzz`: seeded mutants of every file type the game reads (`sim::fuzz::TARGETS`); per
//! target the mutants run, refused with an error, accepted, and panics. Exits non-zero on any
//! panic.

use super::commands::{printing, say};
use super::error::CliError;
use super::progress::Progress;
use super::simulate::memory_lines;
use crate::net::fuzz::fuzz_net;
use crate::sim::fuzz::{FuzzOptions, Shipped, TARGETS, Target, fuzz, target};
use crate::sim::parallel::default_threads;
use std::path::PathBuf;

#[derive(clap::Args, Debug)]
pub struct Args {
    /// What to fuzz: a target's name (levels, assets, scripts, replays, saves, campaigns, net),
    /// or all.
    #[arg(long, default_value = "all")]
    pub target: String,
    /// Mutants of each seed file.
    #[arg(short, default_value_t = 1_000)]
    pub n: u64,
    /// The campaign's seed: the same seed makes the same mutants.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Worker threads (default: one per core).
    #[arg(long)]
    pub threads: Option<usize>,
    /// Write each mutant that panicked into this folder.
    #[arg(long)]
    pub keep: Option<PathBuf>,
}

pub fn run(args: Args) -> Result<i32, CliError> {
    let net = matches!(args.target.as_str(), "net" | "all");
    let targets: Vec<&'static Target> = match args.target.as_str() {
        "all" => TARGETS.iter().collect(),
        "net" => Vec::new(),
        name => vec![target(name).ok_or_else(|| CliError::NoFuzzTarget {
            name: args.target.clone(),
            known: TARGETS.iter().map(|t| t.name).chain(["net"]).collect(),
        })?],
    };
    let shipped = Shipped::load()?;
    let options = FuzzOptions {
        mutants: args.n,
        seed: args.seed,
        threads: args.threads.unwrap_or_else(default_threads),
        keep: args.keep,
    };
    let bar = Progress::new("mutants", false);
    let (reports, run) = fuzz(&shipped, &targets, &options, |done, total| {
        bar.update(done, total)
    })?;
    bar.finish();
    let started = std::time::Instant::now();
    let net = match net {
        true => {
            let bar = Progress::new("messages", false);
            let report = fuzz_net(&shipped.content, args.seed, args.n, |done, total| {
                bar.update(done, total)
            })?;
            bar.finish();
            Some((report, started.elapsed().as_secs_f64()))
        }
        false => None,
    };
    let panics: u64 = reports.iter().map(|r| r.panics.count).sum::<u64>()
        + net.as_ref().map_or(0, |(r, _)| r.panics.count);
    let code = i32::from(panics > 0);
    Ok(printing(code, || {
        say(format_args!(
            "fuzz: {} mutants of each seed file from seed {}",
            options.mutants, options.seed
        ))?;
        say(format_args!(
            "{:<10} {:>10} {:>8} {:>10} {:>10} {:>9}",
            "target", "seed files", "mutants", "rejected", "accepted", "panics"
        ))?;
        for r in &reports {
            say(format_args!(
                "{:<10} {:>10} {:>8} {:>10} {:>10} {:>9}",
                r.name, r.files, r.mutants, r.rejected, r.accepted, r.panics.count
            ))?;
            for p in r.panics.first() {
                say(format_args!("  {p}"))?;
            }
        }
        if let Some((r, seconds)) = &net {
            say(format_args!(
                "{:<10} {:>10} {:>8} {:>10} {:>10} {:>9}",
                "net", r.messages, r.mutants, r.dropped, r.handled, r.panics.count
            ))?;
            for p in r.panics.first() {
                say(format_args!("  {p}"))?;
            }
            say(format_args!(
                "net: {seconds:.1} s on 1 thread (seed files: the messages of a recorded \
                 fight; rejected: dropped unread; accepted: read and handled)"
            ))?;
        }
        say(format_args!(
            "{:.1} s on {} threads",
            run.seconds, run.threads
        ))?;
        memory_lines(&run)?;
        say(if panics == 0 {
            "ok: no panic"
        } else {
            "FAILED: panics above"
        })?;
        Ok(code)
    }))
}
