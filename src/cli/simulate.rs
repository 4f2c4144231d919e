//! `aguja simulate`: the table (or JSON) of who wins each level with the chosen players, and
//! how long each AI strength takes to decide.

use super::commands::{Closed, library, printing, say};
use super::error::CliError;
use super::progress::Progress;
use super::seat_arg::capitalized;
use crate::ai::Budget;
use crate::ai::judge::Judgement;
use crate::ai::rollout::{Breadth, FEW_PLAYOUTS, Reading, Selection};
use crate::combat::ending::Ending;
use crate::content::load::ron_files;
use crate::content::{Content, Encounter, levels_dir, load_encounter};
use crate::control::Seat;
use crate::sim::alternatives::with_alternatives;
use crate::sim::memory::megabytes;
use crate::sim::parallel::{RunStats, default_threads};
use crate::sim::simulate::{LevelResult, SimOptions, SimReport, simulate};
use std::path::PathBuf;

#[derive(clap::Args, Debug)]
pub struct Args {
    /// Encounter files (default: every level in levels/).
    pub levels: Vec<PathBuf>,
    /// Combats per level.
    #[arg(short, default_value_t = 100)]
    pub n: u64,
    /// The first combat's seed; the others follow it.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Who plays the heroes.
    #[arg(long, value_parser = super::seat_arg::automatic(), default_value = "normal")]
    pub heroes: Seat,
    /// Who plays the minions.
    #[arg(
        long = "dark-lord",
        value_parser = super::seat_arg::automatic(),
        default_value = "normal"
    )]
    pub dark_lord: Seat,
    /// Print one JSON object instead of the table.
    #[arg(long)]
    pub json: bool,
    /// Worker threads (default: one per core).
    #[arg(long)]
    pub threads: Option<usize>,
    /// Play whole campaigns of this file instead of levels (-n campaigns).
    #[arg(long, value_name = "FILE")]
    pub campaign: Option<PathBuf>,
    #[command(flatten)]
    pub hard: HardArgs,
}

/// Hard's search, for tuning it and reproducing runs; each defaults to the game's own budget.
#[derive(clap::Args, Debug)]
pub struct HardArgs {
    /// Hard: milliseconds of thinking per decision (0: no time limit, the playout cap alone).
    #[arg(long, value_name = "MS")]
    pub hard_ms: Option<u64>,
    /// Hard: whole-fight playouts at most per decision (default: 16 a millisecond of thinking,
    /// at least 4,000). Given without --hard-ms, it is the only limit: the run is then the same
    /// on any machine.
    #[arg(long, value_name = "N")]
    pub hard_playouts: Option<usize>,
    /// Hard: answers at most played forward at each decision.
    #[arg(long)]
    pub hard_candidates: Option<usize>,
    /// Hard: which answers beyond its judgement's best few it plays forward, on every level:
    /// best (those alone), prepare (the best preparation kept in), kinds (the best of each
    /// action first), for both sides. Default: kinds for the Dark Lord on the levels with a
    /// goal of their own, best elsewhere and for Hard heroes.
    #[arg(long, value_name = "HOW", value_parser = Breadth::parse)]
    pub hard_breadth: Option<Breadth>,
    /// Hard: standard errors by which another answer must beat its one-step judgement's own,
    /// on every level, for both sides and whatever the playouts (0 to 10; default 1, and 2 for
    /// the Dark Lord on the levels with a goal of their own when its search affords fewer than
    /// 2,000 playouts).
    #[arg(long, value_name = "SE", value_parser = confidence)]
    pub hard_confidence: Option<f32>,
    /// Hard: weight of the playouts' tie-break on the HP each side keeps (0: wins alone).
    #[arg(long)]
    pub hard_margin: Option<f32>,
    /// Hard: whether each playout re-keys its dice at every tick of the needle, so that the
    /// candidates' playouts roll the same faces at the same moments (true or false).
    #[arg(long, value_name = "BOOL")]
    pub hard_tick_dice: Option<bool>,
    /// Hard: how the final comparison guards against the luck that kept a candidate in the
    /// halving: open (any may be halved away), keep-first (the one-step judgement's own answer
    /// never is: the game's), after-halving (and only the samples after the last halving count).
    #[arg(long, value_name = "HOW", value_parser = Selection::parse)]
    pub hard_selection: Option<Selection>,
    /// Hard: its one-step judgement with these weights changed, for trying one
    /// (docs/HARD_SEARCH.md): name=value pairs split by commas, as up=0.3,focus=0; names up,
    /// wait-point, reaction-ap, foil-ap, protect-ap, focus, gear, threat, key-member,
    /// holding-out, ap-exponent. Changed from Hard heroes' judgement (`Judgement::HARD`), it is
    /// played on every level and by both sides: in place of the Dark Lord's focus 1 and
    /// ap-exponent 0.6 where every foe must fall, and of the goal levels' reaction-ap 0.03 and
    /// ap-exponent 0.5, too.
    #[arg(long, value_name = "WEIGHTS", value_parser = |s: &str| Judgement::HARD.with_overrides(s))]
    pub hard_weights: Option<Judgement>,
    /// Hard, for measuring only: its playouts roll the combat's own dice to come, so that it
    /// knows every roll before it answers. What it wins shows how much the Dark Lord's answers
    /// could win once the dice are known (a loose bound); the game never plays it.
    #[arg(long)]
    pub hard_sees_dice: bool,
    /// Hard: rounds a playout plays before it stops and is scored by the strength each side
    /// kept, as a chance of winning (default: every playout plays to the fight's end).
    #[arg(long, value_name = "ROUNDS", value_parser = clap::value_parser!(u32).range(1..=100))]
    pub hard_horizon: Option<u32>,
    /// Hard: how sharply a playout stopped at its horizon turns the strength kept into a
    /// chance of winning (0.1 to 100; default 4).
    #[arg(long, value_name = "K", value_parser = horizon_k, requires = "hard_horizon")]
    pub hard_horizon_k: Option<f32>,
    /// Hard: how a playout stopped at its horizon is read: `strength` (the strength each side
    /// kept, through --hard-horizon-k) or `fitted` (a model of who goes on to win, fitted per
    /// goal kind by `aguja fit-horizon`; the strength where every foe must fall).
    #[arg(long, value_name = "READING", value_parser = Reading::parse, requires = "hard_horizon")]
    pub hard_horizon_reading: Option<Reading>,
    /// Hard: race the candidates instead of halving them: every candidate still in plays
    /// every new sample, and one drops out once the leader beats it by this many standard
    /// errors (0 to 100; 100: every candidate plays the whole budget).
    #[arg(long, value_name = "Z", value_parser = race_margin)]
    pub hard_race: Option<f32>,
}

/// `--hard-confidence`: a number from 0 to 10.
fn confidence(s: &str) -> Result<f32, String> {
    number_within(s, 0.0, 10.0, "2")
}

/// `--hard-race`: a number from 0 to 100.
fn race_margin(s: &str) -> Result<f32, String> {
    number_within(s, 0.0, 100.0, "2")
}

/// `--hard-horizon-k`: a number from 0.1 to 100.
fn horizon_k(s: &str) -> Result<f32, String> {
    number_within(s, 0.1, 100.0, "8")
}

/// `s` read as a number from `low` to `high`, or what to write instead (`example`).
fn number_within(s: &str, low: f32, high: f32, example: &str) -> Result<f32, String> {
    s.trim()
        .parse::<f32>()
        .ok()
        .filter(|x| (low..=high).contains(x))
        .ok_or_else(|| format!("`{s}`: a number from {low} to {high}, e.g. {example}"))
}

impl HardArgs {
    pub fn budget(&self) -> Budget {
        let default = Budget::default();
        let budget = Budget {
            playouts: self.hard_playouts.unwrap_or(default.playouts),
            candidates: self.hard_candidates.unwrap_or(default.candidates),
            margin: self.hard_margin.unwrap_or(default.margin),
            tick_dice: self.hard_tick_dice.unwrap_or(default.tick_dice),
            selection: self.hard_selection.unwrap_or(default.selection),
            sees_dice: self.hard_sees_dice,
            horizon: self.hard_horizon.or(default.horizon),
            horizon_k: self.hard_horizon_k.unwrap_or(default.horizon_k),
            reading: self.hard_horizon_reading.unwrap_or(default.reading),
            race: self.hard_race.or(default.race),
            ..default
        };
        let budget = match self.hard_weights {
            Some(judgement) => budget.with_judgement(judgement),
            None => budget,
        };
        let budget = match self.hard_confidence {
            Some(confidence) => budget.with_confidence(confidence),
            None => budget,
        };
        let budget = match self.hard_breadth {
            Some(breadth) => budget.with_breadth(breadth),
            None => budget,
        };
        match (self.hard_ms, self.hard_playouts) {
            // Both given: the time, and the cap as given rather than the time's own.
            (Some(ms), Some(cap)) => Budget {
                playouts: cap,
                ..budget.with_ms(ms)
            },
            (Some(ms), None) => budget.with_ms(ms),
            (None, Some(_)) => budget.with_ms(0),
            (None, None) => budget,
        }
    }
}

pub fn run(args: Args) -> Result<i32, CliError> {
    if let Some(file) = &args.campaign {
        if !args.levels.is_empty() {
            return Err(CliError::Flags(
                "--campaign plays the campaign's own levels: leave out the level files".into(),
            ));
        }
        return super::campaign::simulate(
            file,
            args.n,
            args.seed,
            args.heroes,
            args.dark_lord,
            args.threads.unwrap_or_else(default_threads),
            args.json,
        );
    }
    let content = library()?;
    let levels = with_alternatives(&content, &load_levels(&args.levels, &content)?);
    if levels.is_empty() || args.n == 0 {
        return Err(CliError::Nothing("simulate: no level, or -n 0"));
    }
    let options = SimOptions {
        combats: args.n,
        seed: args.seed,
        heroes: args.heroes,
        dark_lord: args.dark_lord,
        threads: args.threads.unwrap_or_else(default_threads),
        budget: args.hard.budget(),
    };
    let bar = Progress::new("combats", args.json);
    let report = simulate(&content, &levels, &options, |done, total| {
        bar.update(done, total)
    });
    bar.finish();
    let code = i32::from(!report.illegal.is_empty() || report.total().unfinished > 0);
    Ok(printing(code, || {
        if args.json {
            say(json(&report, &options))?;
        } else {
            table(&report, &options)?;
        }
        Ok(code)
    }))
}

/// The levels named (default: every level in levels/), each with its file's stem.
pub(super) fn load_levels(
    paths: &[PathBuf],
    content: &Content,
) -> Result<Vec<(String, Encounter)>, CliError> {
    let paths = if paths.is_empty() {
        ron_files(&levels_dir())?
    } else {
        paths.to_vec()
    };
    paths
        .iter()
        .map(|path| {
            let encounter = load_encounter(path, content)?;
            let file = path.file_stem().map_or_else(
                || path.display().to_string(),
                |s| s.to_string_lossy().into(),
            );
            Ok((file, encounter))
        })
        .collect()
}

fn pct(part: u64, whole: u64) -> f64 {
    100.0 * part as f64 / whole.max(1) as f64
}

fn table(report: &SimReport, options: &SimOptions) -> Result<(), Closed> {
    say(format_args!(
        "heroes: {}, Dark Lord: {}, {} combats per level from seed {}",
        capitalized(options.heroes),
        capitalized(options.dark_lord),
        options.combats,
        options.seed
    ))?;
    if options.budget.sees_dice {
        say("Hard sees every die to come (--hard-sees-dice): a bound for measuring, not a game")?;
    }
    if let Some(rounds) = options.budget.horizon {
        let reading = match options.budget.reading {
            Reading::Strength => format!(
                "the strength kept as a chance of winning (steepness {})",
                options.budget.horizon_k
            ),
            Reading::Fitted => "the chance of winning fitted to the goal".to_string(),
        };
        say(format_args!(
            "Hard's playouts stop {rounds} {} on and read {reading} (--hard-horizon): a \
             setting for measuring, not the game's",
            if rounds == 1 { "round" } else { "rounds" },
        ))?;
    }
    let total = report.total();
    let goals = report.by_goal();
    let w = label_width("level", report.levels.iter().chain(&goals));
    say(format_args!(
        "{:<w$} {:<17} {:>7} {:>10} {:>15} {:>6} {:>11}",
        "level", "goal", "combats", "hero wins", "Dark Lord wins", "draws", "mean rounds"
    ))?;
    for l in report.levels.iter().chain([&total]).chain(&goals) {
        say(format_args!(
            "{:<w$} {:<17} {:>7} {:>10} {:>8} ({:>4.1}%) {:>6} {:>11.1}",
            l.file,
            l.goal,
            l.combats,
            l.hero_wins,
            l.dark_lord_wins,
            pct(l.dark_lord_wins, l.combats),
            l.draws,
            l.mean_rounds()
        ))?;
    }
    endings_lines(&report.levels)?;
    for (strength, times) in &report.decision_ms {
        say(format_args!(
            "decision time, {}: p50 {:.3} ms, p95 {:.3} ms, max {:.1} ms over {} decisions",
            strength.label(),
            times.quantile(0.5),
            times.quantile(0.95),
            times.max(),
            times.count()
        ))?;
    }
    let hard = total.hard;
    if hard.searches > 0 {
        say(format_args!(
            "Hard's searches: {}, {} playouts ({:.0} a search); playing forward changed the \
             one-step answer in {} ({:.1}%); {} could afford fewer than {} playouts",
            hard.searches,
            hard.playouts,
            hard.playouts as f64 / hard.searches as f64,
            hard.changed,
            100.0 * hard.changed as f64 / hard.searches as f64,
            hard.few,
            FEW_PLAYOUTS
        ))?;
    }
    say(format_args!(
        "{} combats in {:.1} s on {} threads ({:.1} combats per second)",
        total.combats,
        report.run.seconds,
        report.run.threads,
        report.combats_per_second()
    ))?;
    memory_lines(&report.run)?;
    if total.unfinished > 0 {
        say(format_args!("unfinished combats: {}", total.unfinished))?;
    }
    say(format_args!(
        "illegal AI decisions: {}",
        report.illegal.count
    ))?;
    for why in report.illegal.first() {
        say(format_args!("  {why}"))?;
    }
    Ok(())
}

/// The width of a table's first column: its title's, or its longest label's.
pub(super) fn label_width<'a>(title: &str, rows: impl Iterator<Item = &'a LevelResult>) -> usize {
    rows.map(|r| r.file.chars().count())
        .chain([title.len(), 22])
        .max()
        .unwrap_or(22)
}

/// For each level whose goal can end a fight otherwise than by defeating a side, how its
/// combats ended: "how bandit-chief ended: leader down 41, foes down 3, heroes down 56".
pub(super) fn endings_lines(levels: &[LevelResult]) -> Result<(), Closed> {
    for l in levels.iter().filter(|l| l.goal != "defeat all") {
        let counts: Vec<String> = Ending::ALL
            .iter()
            .filter_map(|e| l.endings.get(e).map(|n| format!("{} {n}", e.words())))
            .collect();
        say(format_args!("how {} ended: {}", l.file, counts.join(", ")))?;
    }
    Ok(())
}

/// Runs of at least this many items (combats, mutants) print the memory at each tenth, to show it stays flat.
const LONG_RUN: u64 = 1000;

/// The peak memory, and for long runs the resident memory at each tenth of the run.
pub(super) fn memory_lines(run: &RunStats) -> Result<(), Closed> {
    say(format_args!(
        "peak memory (VmHWM): {}",
        megabytes(run.peak_kib)
    ))?;
    if run.items >= LONG_RUN {
        let samples: Vec<String> = run
            .rss_kib
            .iter()
            .map(|(pct, kib)| format!("{pct}% {}", megabytes(*kib)))
            .collect();
        say(format_args!(
            "resident memory (VmRSS) at: {}",
            samples.join(", ")
        ))?;
    }
    Ok(())
}

fn json(report: &SimReport, options: &SimOptions) -> String {
    let total = report.total();
    let decision_ms: serde_json::Map<String, serde_json::Value> = report
        .decision_ms
        .iter()
        .map(|(s, t)| {
            (
                s.label().to_string(),
                serde_json::json!({
                    "p50": t.quantile(0.5),
                    "p95": t.quantile(0.95),
                    "max": t.max(),
                    "decisions": t.count(),
                }),
            )
        })
        .collect();
    let levels: Vec<serde_json::Value> = report
        .levels
        .iter()
        .map(|l| {
            serde_json::json!({
                "level": l.file,
                "name": l.name,
                "goal": l.goal,
                "endings": l.endings.iter().map(|(e, n)| (e.words().to_string(), serde_json::json!(n))).collect::<serde_json::Map<_, _>>(),
                "combats": l.combats,
                "hero_wins": l.hero_wins,
                "dark_lord_wins": l.dark_lord_wins,
                "draws": l.draws,
                "mean_rounds": l.mean_rounds(),
                "hard_searches": l.hard.searches,
                "hard_playouts": l.hard.playouts,
                "hard_changed": l.hard.changed,
                "hard_few_playouts": l.hard.few,
                "hand_overs": l.hand_overs.handed,
                "taken_back": l.hand_overs.taken_back,
            })
        })
        .collect();
    serde_json::json!({
        "combats": total.combats,
        "hero_wins": total.hero_wins,
        "dark_lord_wins": total.dark_lord_wins,
        "draws": total.draws,
        "unfinished": total.unfinished,
        "mean_rounds": total.mean_rounds(),
        "decision_ms": decision_ms,
        "illegal_decisions": report.illegal.count,
        "hard_searches": total.hard.searches,
        "hard_playouts": total.hard.playouts,
        "hard_changed": total.hard.changed,
        "hard_few_playouts": total.hard.few,
        "hand_overs": total.hand_overs.handed,
        "taken_back": total.hand_overs.taken_back,
        "heroes": options.heroes.name(),
        "dark_lord": options.dark_lord.name(),
        "seed": options.seed,
        "hard_sees_dice": options.budget.sees_dice,
        "hard_horizon": options.budget.horizon,
        "hard_horizon_k": options.budget.horizon_k,
        "hard_horizon_reading": options.budget.reading.name(),
        "threads": report.run.threads,
        "seconds": report.run.seconds,
        "peak_rss_kib": report.run.peak_kib,
        "rss_kib": report.run.rss_kib.iter().map(|(pct, kib)| serde_json::json!({"percent": pct, "kib": kib})).collect::<Vec<_>>(),
        "levels": levels,
    })
    .to_string()
}
