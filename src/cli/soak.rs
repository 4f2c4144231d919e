//! `aguja soak`: every level, every pairing of players, invariants at every step; the report,
//! and a non-zero exit if anything broke.

use super::commands::{Closed, library, printing, say};
use super::error::CliError;
use super::progress::Progress;
use super::simulate::{endings_lines, label_width, load_levels, memory_lines};
use crate::ai::Budget;
use crate::control::Seat;
use crate::sim::alternatives::with_alternatives;
use crate::sim::campaign::campaign_starts;
use crate::sim::incidents::Incidents;
use crate::sim::parallel::default_threads;
use crate::sim::simulate::{LevelResult, by_goal};
use crate::sim::soak::{SoakOptions, SoakReport, reduced_hard, soak, soak_starts};
use std::path::PathBuf;

#[derive(clap::Args, Debug)]
pub struct Args {
    /// Encounter files (default: every level in levels/).
    pub levels: Vec<PathBuf>,
    /// Combats in all, shared out evenly over the levels and the pairings of players.
    #[arg(short, default_value_t = 10_000)]
    pub n: u64,
    /// The first combat's seed; the others follow it.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Who may play each side (every pairing takes its turn), comma-separated.
    #[arg(
        long,
        value_parser = super::seat_arg::automatic(),
        value_delimiter = ',',
        default_value = "random,easy,normal,hard"
    )]
    pub players: Vec<Seat>,
    /// Worker threads (default: one per core).
    #[arg(long)]
    pub threads: Option<usize>,
    /// Let Hard think with the game's full budget (a quarter of a second a decision) instead
    /// of the soak's reduced one (2 candidates × 2 samples, the same code).
    #[arg(long)]
    pub full_hard: bool,
    /// Soak the fights this campaign deploys (heroes starting with carried wounds, disabled
    /// limbs and gear), gathered from 10 campaigns the policy plays, instead of levels.
    #[arg(long, value_name = "FILE")]
    pub campaign: Option<PathBuf>,
}

/// Campaigns played to gather the fights `soak --campaign` plays.
const CAMPAIGNS_SOAKED: u64 = 10;

pub fn run(args: Args) -> Result<i32, CliError> {
    let content = library()?;
    if args.campaign.is_some() && !args.levels.is_empty() {
        return Err(CliError::Flags(
            "--campaign soaks the campaign's own fights: leave out the level files".into(),
        ));
    }
    let levels = match &args.campaign {
        Some(_) => Vec::new(),
        None => with_alternatives(&content, &load_levels(&args.levels, &content)?),
    };
    let starts = match &args.campaign {
        Some(file) => {
            let campaign = super::campaign::read_campaign(file, &content)?;
            campaign_starts(&content, &campaign, CAMPAIGNS_SOAKED, args.seed)
        }
        None => Vec::new(),
    };
    if (levels.is_empty() && starts.is_empty()) || args.n == 0 || args.players.is_empty() {
        return Err(CliError::Nothing("soak: no level, no player, or -n 0"));
    }
    let options = SoakOptions {
        combats: args.n,
        seed: args.seed,
        players: args.players.clone(),
        threads: args.threads.unwrap_or_else(default_threads),
        budget: if args.full_hard {
            Budget::default()
        } else {
            reduced_hard()
        },
    };
    let bar = Progress::new("combats", false);
    let report = if starts.is_empty() {
        soak(&content, &levels, &options, |done, total| {
            bar.update(done, total)
        })
    } else {
        let results: Vec<LevelResult> = starts
            .iter()
            .map(|(label, state)| LevelResult {
                file: label.clone(),
                name: label.clone(),
                goal: crate::combat::ending::goal_words(&state.round.goal),
                ..Default::default()
            })
            .collect();
        // Each start's own dice are replaced by the soak's seed: the same carried state
        // meets many rolls.
        let start = |i: usize, seed: u64| {
            let mut state = starts[i].1.clone();
            state.rng = crate::combat::CombatRng::new(seed);
            state
        };
        soak_starts(&content, &results, start, &options, |done, total| {
            bar.update(done, total)
        })
    };
    bar.finish();
    let code = i32::from(!report.clean());
    let count = levels.len().max(starts.len());
    Ok(printing(code, || {
        print(&report, &options, count, args.full_hard)?;
        Ok(code)
    }))
}

fn print(
    report: &SoakReport,
    options: &SoakOptions,
    levels: usize,
    full_hard: bool,
) -> Result<(), Closed> {
    let players: Vec<&str> = options.players.iter().map(|p| p.name()).collect();
    say(format_args!(
        "soak: {} combats over {levels} level{} from seed {}, players {} on each side ({} pairing{})",
        report.combats(),
        plural(levels),
        options.seed,
        players.join(", "),
        report.pairings.len(),
        plural(report.pairings.len())
    ))?;
    let b = &options.budget;
    say(format_args!(
        "Hard's budget: {} candidates, {} playouts a decision{}",
        b.candidates,
        b.playouts,
        if full_hard {
            " (the game's full budget)"
        } else {
            " (reduced for the soak, the same code; --full-hard for the game's own)"
        }
    ))?;
    rows("level", report.levels.iter())?;
    rows("goal", by_goal(&report.levels).iter())?;
    endings_lines(&report.levels)?;
    rows(
        "heroes vs Dark Lord",
        report.pairings.iter().map(|(_, r)| r),
    )?;
    say(format_args!("steps checked: {}", report.steps))?;
    incidents("panics", &report.panics)?;
    incidents("invariant breaks", &report.broken)?;
    incidents("unfinished combats", &report.unfinished)?;
    incidents("illegal AI answers", &report.illegal)?;
    say(format_args!(
        "wall time: {:.1} s on {} threads ({:.0} combats per second)",
        report.run.seconds,
        report.run.threads,
        report.combats() as f64 / report.run.seconds.max(1e-9)
    ))?;
    memory_lines(&report.run)?;
    say(if report.clean() {
        "ok: nothing broke"
    } else {
        "FAILED: see above"
    })
}

fn plural(n: usize) -> &'static str {
    if n == 1 { "" } else { "s" }
}

fn rows<'a>(
    title: &str,
    rows: impl Iterator<Item = &'a LevelResult> + Clone,
) -> Result<(), Closed> {
    let w = label_width(title, rows.clone());
    say(format_args!(
        "{title:<w$} {:>7} {:>10} {:>15} {:>6} {:>10} {:>11}",
        "combats", "hero wins", "Dark Lord wins", "draws", "unfinished", "mean rounds"
    ))?;
    for r in rows {
        say(format_args!(
            "{:<w$} {:>7} {:>10} {:>15} {:>6} {:>10} {:>11.1}",
            r.file,
            r.combats,
            r.hero_wins,
            r.dark_lord_wins,
            r.draws,
            r.unfinished,
            r.mean_rounds()
        ))?;
    }
    Ok(())
}

fn incidents(what: &str, found: &Incidents) -> Result<(), Closed> {
    say(format_args!("{what}: {}", found.count))?;
    for message in found.first() {
        say(format_args!("  {message}"))?;
    }
    Ok(())
}
