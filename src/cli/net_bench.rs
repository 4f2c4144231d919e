//! `aguja net-bench`: the network measured over 127.0.0.1 (`net::bench`): the decision
//! round trip's p50 and p95, the bytes each way and the host's CPU per fight.

use super::commands::{library, printing, say};
use super::error::CliError;
use super::progress::Progress;
use crate::content::levels_dir;
use crate::net::bench::measure;

#[derive(clap::Args, Debug)]
pub struct Args {
    /// Fights to play.
    #[arg(short, default_value_t = 20)]
    pub n: u64,
    /// The first fight's seed; the others follow it.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
}

pub fn run(args: Args) -> Result<i32, CliError> {
    if args.n == 0 {
        return Err(CliError::Nothing("measure: -n 0"));
    }
    let content = library()?;
    let level = levels_dir().join("seed-example.ron");
    let bar = Progress::new("fights", false);
    let figures = measure(&content, level, args.n, args.seed, |done, total| {
        bar.update(done, total)
    })?;
    bar.finish();
    let n = figures.fights.max(1);
    let per_fight = |d: std::time::Duration| d.as_secs_f64() * 1000.0 / n as f64;
    Ok(printing(0, || {
        say(format_args!(
            "net-bench: {} fights of the seed's example from seed {} over 127.0.0.1, the \
             Normal AI on both sides (host and client on two threads of one process)",
            figures.fights, args.seed
        ))?;
        say(format_args!(
            "decision round trip: p50 {:.1} ms, p95 {:.1} ms ({} answers)",
            figures.round_trip_ms(0.5),
            figures.round_trip_ms(0.95),
            figures.round_trips.len()
        ))?;
        say(format_args!(
            "bytes per fight (payloads): {} to the client, {} to the host",
            figures.to_client / n,
            figures.to_host / n
        ))?;
        let cpu = figures
            .host_cpu
            .map_or("unknown here".into(), |d| format!("{:.0} ms", per_fight(d)));
        say(format_args!(
            "host thread CPU per fight: {cpu}, over {:.0} ms of wall time",
            per_fight(figures.wall)
        ))?;
        Ok(0)
    }))
}
