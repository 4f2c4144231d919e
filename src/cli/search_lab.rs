//! `aguja search-lab`: Hard's search settings scored decision by decision against a ground
//! truth (`sim::search_lab`), a tuning instrument far finer than whole fights' wins.

use super::commands::{library, printing, say};
use super::error::CliError;
use super::seat_arg;
use super::simulate::load_levels;
use crate::ai::Budget;
use crate::ai::rollout::{Breadth, Reading, Selection};
use crate::combat::ending::goal_words;
use crate::content::Side;
use crate::sim::alternatives::with_alternatives;
use crate::sim::lab_answers;
use crate::sim::parallel::default_threads;
use crate::sim::search_ceiling::{self, CeilingRow};
use crate::sim::search_lab::{LabOptions, Scored, Spot, gather, half_truth_pick, score};
use std::path::PathBuf;
use std::time::Instant;

#[derive(clap::Args, Debug)]
pub struct Args {
    /// Encounter files (default: every level in levels/), each with its hero alternatives.
    pub levels: Vec<PathBuf>,
    /// Fights per variant the decisions are gathered from (Normal on both sides, unless
    /// --gather-playouts).
    #[arg(short, default_value_t = 1, value_parser = clap::value_parser!(u64).range(1..=1000))]
    pub n: u64,
    /// The first fight's seed (keep it off the reporting seeds 1000–1059).
    #[arg(long, default_value_t = 5000)]
    pub seed: u64,
    /// Whose decisions are searched: the Dark Lord's, or the heroes' (an AI handed the party).
    #[arg(long, value_parser = seat_arg::side(), default_value = "dark-lord")]
    pub side: Side,
    /// Hard plays the searching side in those fights with this many playouts a decision (0:
    /// Normal does): spots from the positions Hard's own play reaches.
    #[arg(long, default_value_t = 0, value_parser = clap::value_parser!(u64).range(0..=100_000))]
    pub gather_playouts: u64,
    /// Every EVERY-th of a fight's decisions of that side with a choice is kept.
    #[arg(long, default_value_t = 3, value_parser = clap::value_parser!(u64).range(1..=1000))]
    pub every: u64,
    /// At most this many decisions, taken evenly from those kept.
    #[arg(long, default_value_t = 200, value_parser = clap::value_parser!(u64).range(1..=100_000))]
    pub spots: u64,
    /// Candidates per decision the truth is played for (the most any setting may search).
    #[arg(long, default_value_t = 8, value_parser = clap::value_parser!(u64).range(2..=64))]
    pub candidates: u64,
    /// Measure the ceiling instead: every decision of every fight, every answer the judge lists
    /// (up to --candidates), and per goal kind the most any policy could gain a fight over the
    /// one Hard plays forward, and the most among the answers Hard may play forward (no Drop or
    /// Stow; `--every` and `--spots` are then 1 and unlimited; settings are scored only if
    /// --try names some).
    #[arg(long)]
    pub ceiling: bool,
    /// Print each decision where another answer beats the one-step judgement's own by the
    /// whole truth: the two answers, the better one's rank in the judgement's order, and by how
    /// much (to stderr, for reading what the search misses).
    #[arg(long)]
    pub show_best: bool,
    /// Write every answer of every decision kept, with its truth (whole and each half) and what
    /// the decider and its target were at that moment, to FILE as tab-separated rows (columns
    /// named on the first line): for finding which answers beat the judgement's own, when and
    /// against whom, and how far apart the answers lie.
    #[arg(long, value_name = "FILE")]
    pub answers: Option<PathBuf>,
    /// Truth playouts per candidate (two halves).
    #[arg(long, default_value_t = 400, value_parser = clap::value_parser!(u64).range(2..=100_000))]
    pub truth: u64,
    /// A search setting to score, as `playouts=300,candidates=6,breadth=kinds` (keys:
    /// playouts, ms, candidates, confidence, margin, selection, breadth, tick_dice, horizon,
    /// horizon_k, reading, race; those left out keep the game's default, playouts 300 here and no
    /// clock); repeat to compare. `breadth=` and `confidence=` hold on every level and for both
    /// sides (the game's: kinds for the Dark Lord on a level with a goal of its own, best
    /// elsewhere; two standard errors for that Dark Lord below 2,000 playouts, one elsewhere).
    /// `race=2` races the candidates instead of halving them. `horizon=2` stops
    /// each playout two rounds on and scores it by the strength each side kept, as a chance of
    /// winning as steep as `horizon_k` (default 4), or with `reading=fitted` by the chance of
    /// winning `aguja fit-horizon` fitted to the goal. With `ms=250` the search runs by the clock
    /// as the game's does (on every core, one spot at a time, the cap of that time unless a
    /// later `playouts=` sets another).
    #[arg(long = "try", value_name = "SETTING", value_parser = Setting::parse)]
    pub settings: Vec<Setting>,
    /// Worker threads (default: one per core).
    #[arg(long)]
    pub threads: Option<usize>,
    /// Print one JSON object instead of the table.
    #[arg(long)]
    pub json: bool,
}

/// One search setting to score: its words as given, and the budget they make.
#[derive(Clone, Debug)]
pub struct Setting {
    pub words: String,
    pub budget: Budget,
}

impl Setting {
    fn parse(words: &str) -> Result<Setting, String> {
        let mut budget = Budget {
            playouts: 300,
            deadline: None,
            ..Budget::default()
        };
        for pair in words.split(',').map(str::trim).filter(|p| !p.is_empty()) {
            let (key, value) = pair
                .split_once('=')
                .ok_or_else(|| format!("`{pair}`: write KEY=VALUE, e.g. playouts=300"))?;
            let number = |range: std::ops::RangeInclusive<f64>| {
                value
                    .trim()
                    .parse::<f64>()
                    .ok()
                    .filter(|v| range.contains(v))
                    .ok_or_else(|| {
                        format!(
                            "{key}={value}: a number from {} to {} is wanted",
                            range.start(),
                            range.end()
                        )
                    })
            };
            match key.trim() {
                "playouts" => budget.playouts = number(2.0..=100_000.0)? as usize,
                // The game's clock and the cap that comes with it (a later `playouts=` sets
                // another cap): such a setting is timed, so its figures depend on the load.
                "ms" => budget = budget.with_ms(number(1.0..=10_000.0)? as u64),
                "candidates" => budget.candidates = number(2.0..=64.0)? as usize,
                "confidence" => budget = budget.with_confidence(number(0.0..=10.0)? as f32),
                "margin" => budget.margin = number(0.0..=0.49)? as f32,
                "horizon" => budget.horizon = Some(number(1.0..=100.0)? as u32),
                "horizon_k" => budget.horizon_k = number(0.1..=100.0)? as f32,
                "reading" => {
                    budget.reading = Reading::parse(value).map_err(|e| format!("reading={e}"))?
                }
                "race" => budget.race = Some(number(0.0..=100.0)? as f32),
                "selection" => {
                    budget.selection =
                        Selection::parse(value).map_err(|e| format!("selection={e}"))?
                }
                "breadth" => {
                    let breadth = Breadth::parse(value).map_err(|e| format!("breadth={e}"))?;
                    budget = budget.with_breadth(breadth)
                }
                "tick_dice" => {
                    budget.tick_dice = match value.trim() {
                        "1" => true,
                        "0" => false,
                        _ => return Err(format!("tick_dice={value}: 1 (on) or 0 (off)")),
                    }
                }
                other => {
                    return Err(format!(
                        "unknown key `{other}`: use playouts, ms, candidates, confidence, \
                         margin, selection, breadth, tick_dice, horizon, horizon_k, reading or \
                         race"
                    ));
                }
            }
        }
        if budget.horizon.is_none() && budget.horizon_k != Budget::default().horizon_k {
            return Err(
                "horizon_k= steepens the reading at a horizon: give horizon=R too, \
                        e.g. horizon=2,horizon_k=8"
                    .to_string(),
            );
        }
        if budget.horizon.is_none() && budget.reading != Budget::default().reading {
            return Err(
                "reading= reads a playout stopped at its horizon: give horizon=R too, \
                 e.g. horizon=1,reading=fitted"
                    .to_string(),
            );
        }
        Ok(Setting {
            words: words.trim().to_string(),
            budget,
        })
    }
}

pub fn run(args: Args) -> Result<i32, CliError> {
    let content = library()?;
    let levels = with_alternatives(&content, &load_levels(&args.levels, &content)?);
    let settings = if args.ceiling && args.settings.is_empty() {
        Vec::new()
    } else if args.settings.is_empty() {
        vec![Setting::parse("").map_err(CliError::Flags)?]
    } else {
        args.settings.clone()
    };
    let threads = args.threads.unwrap_or_else(default_threads).max(1);
    let options = LabOptions {
        fights: args.n,
        seed: args.seed,
        every: if args.ceiling { 1 } else { args.every as usize },
        spots: if args.ceiling {
            usize::MAX
        } else {
            args.spots as usize
        },
        candidates: args.candidates as usize,
        truth: args.truth as usize,
        threads,
        side: args.side,
        gather_playouts: args.gather_playouts as usize,
        every_answer: args.ceiling,
    };
    let started = Instant::now();
    let spots = gather(&content, &levels, &options);
    if spots.is_empty() {
        return Err(CliError::Nothing(
            "search-lab: no decision of that side with a choice in these fights",
        ));
    }
    let truth_seconds = started.elapsed().as_secs_f64();
    let goals: Vec<&'static str> = levels.iter().map(|(_, e)| goal_words(&e.goal)).collect();
    let ceiling = if args.ceiling {
        search_ceiling::ceiling(&spots, &goals, args.n, &content)
    } else {
        Vec::new()
    };
    if args.show_best {
        for spot in &spots {
            show_best(spot, &levels[spot.level].0);
        }
    }
    if let Some(path) = &args.answers {
        write_answers(path, &content, &spots, &levels)?;
    }
    let scored: Vec<(Setting, Scored, f64)> = settings
        .into_iter()
        .map(|setting| {
            let started = Instant::now();
            let scored = score(&content, &spots, &setting.budget, threads);
            (setting, scored, started.elapsed().as_secs_f64())
        })
        .collect();
    let (side_word, side_label) = match args.side {
        Side::Heroes => ("heroes", "heroes'"),
        Side::Minions => ("dark-lord", "Dark Lord"),
    };
    let points = |(mean, se): (f32, f32)| (100.0 * mean, 100.0 * se);
    Ok(printing(0, || {
        if args.json {
            let rows: Vec<_> = scored
                .iter()
                .map(|(setting, s, seconds)| {
                    let (pick, pick_se) =
                        points(half_truth_pick(&spots, setting.budget.candidates));
                    serde_json::json!({
                        "setting": setting.words,
                        "changed": s.changed,
                        "truths_best": s.best,
                        "gain_points": points(s.gain).0,
                        "gain_se": points(s.gain).1,
                        "half_truth_pick_points": pick,
                        "half_truth_pick_se": pick_se,
                        "playouts": s.playouts,
                        "seconds": seconds,
                        "over_first_points": points(s.over(&scored[0].1)).0,
                        "over_first_se": points(s.over(&scored[0].1)).1,
                        "by_kind": groups_json("kind", &s.by_kind),
                        "by_goal": groups_json("goal", &s.by_goal),
                    })
                })
                .collect();
            say(serde_json::json!({
                "spots": spots.len(),
                "variants": levels.len(),
                "seed": args.seed,
                "side": side_word,
                "gather_playouts": args.gather_playouts,
                "truth_playouts": args.truth,
                "candidates": args.candidates,
                "truth_seconds": truth_seconds,
                "settings": rows,
                "ceiling": ceiling_json(&ceiling),
            }))?;
            return Ok(0);
        }
        let played_by = match args.gather_playouts {
            0 => "Normal on both sides".to_string(),
            n => {
                format!("the {side_label} side played by Hard at {n} playouts, the other by Normal")
            }
        };
        say(format_args!(
            "{} {} decisions from {} variants × {} fight(s) from seed {}, {played_by}; truth: \
             {} playouts for each of up to {} candidates ({:.0} s)",
            spots.len(),
            side_label,
            levels.len(),
            args.n,
            args.seed,
            args.truth,
            args.candidates,
            truth_seconds
        ))?;
        let (most, most_se) = points(half_truth_pick(&spots, args.candidates as usize));
        say(format_args!(
            "picking on half the truth ({} playouts a candidate, scored on the other half) gains \
             {most:+.2} ± {most_se:.2} points a decision over the one-step answer",
            args.truth / 2
        ))?;
        for row in &ceiling {
            say(ceiling_line(row))?;
            for (kind, n, (mean, se)) in &row.by_kind {
                say(format_args!(
                    "    {kind}: {n} decisions, the best answer picked on half the truth gains \
                     {:+.2} ± {:.2} points a decision",
                    100.0 * mean,
                    100.0 * se
                ))?;
            }
        }
        for (i, (setting, s, seconds)) in scored.iter().enumerate() {
            let (gain, se) = points(s.gain);
            let (most, most_se) = points(half_truth_pick(&spots, setting.budget.candidates));
            say(format_args!(
                "[{}] gain {gain:+.2} ± {se:.2} points a decision (picking on half the \
                 truth among as many: {most:+.2} ± {most_se:.2}); changed the one-step answer \
                 at {} of {}; the truth's best at {}; {} playouts ({:.0} a decision, \
                 {seconds:.0} s)",
                setting.words,
                s.changed,
                spots.len(),
                s.best,
                s.playouts,
                s.playouts as f64 / spots.len() as f64
            ))?;
            if i > 0 {
                let (more, se) = points(s.over(&scored[0].1));
                say(format_args!(
                    "    over [{}], spot by spot: {more:+.2} ± {se:.2} points a decision",
                    scored[0].0.words
                ))?;
            }
            for (group, n, gain) in s.by_kind.iter().chain(&s.by_goal) {
                let (gain, se) = points(*gain);
                say(format_args!(
                    "    {group}: {n} decisions, gain {gain:+.2} ± {se:.2} points a decision"
                ))?;
            }
        }
        Ok(0)
    }))
}

/// A setting's gains per group (`Scored::by_kind`, `by_goal`) as JSON rows named by `key`, in
/// points.
fn groups_json(key: &str, groups: &[(&'static str, usize, (f32, f32))]) -> Vec<serde_json::Value> {
    groups
        .iter()
        .map(|(name, n, (mean, se))| {
            serde_json::json!({
                key: name,
                "spots": n,
                "gain_points": 100.0 * mean,
                "gain_se": 100.0 * se,
            })
        })
        .collect()
}

/// A ceiling row in points: what any policy could gain a fight over Hard's rollout policy.
fn ceiling_line(row: &CeilingRow) -> String {
    let (low, low_se) = (100.0 * row.picked.0, 100.0 * row.picked.1);
    let (high, high_se) = (100.0 * row.most.0, 100.0 * row.most.1);
    let (hard, hard_se) = (100.0 * row.searchable.0, 100.0 * row.searchable.1);
    format!(
        "ceiling, {}: {} fights, {} decisions with a choice ({:.1} a fight); the best answer at \
         every one of them gains {low:+.2} ± {low_se:.2} (picked on half the truth) to \
         {high:+.2} ± {high_se:.2} (by the whole truth) points a fight over the one-step answer; \
         picked among the answers Hard may play forward, {hard:+.2} ± {hard_se:.2}",
        row.goal,
        row.fights,
        row.decisions,
        row.decisions as f64 / row.fights.max(1) as f64,
    )
}

/// The ceiling's rows as JSON, in points.
fn ceiling_json(rows: &[CeilingRow]) -> Vec<serde_json::Value> {
    rows.iter()
        .map(|row| {
            serde_json::json!({
                "goal": row.goal,
                "fights": row.fights,
                "decisions": row.decisions,
                "picked_points": 100.0 * row.picked.0,
                "picked_se": 100.0 * row.picked.1,
                "most_points": 100.0 * row.most.0,
                "most_se": 100.0 * row.most.1,
                "searchable_points": 100.0 * row.searchable.0,
                "searchable_se": 100.0 * row.searchable.1,
                "by_kind": groups_json("kind", &row.by_kind),
            })
        })
        .collect()
}

/// `--answers`: the rows of `lab_answers`, written whole or not at all (a file half written
/// would read as fewer decisions).
fn write_answers(
    path: &std::path::Path,
    content: &crate::content::Content,
    spots: &[Spot],
    levels: &[(String, crate::content::Encounter)],
) -> Result<(), CliError> {
    let names: Vec<&str> = levels.iter().map(|(name, _)| name.as_str()).collect();
    let mut rows = Vec::new();
    lab_answers::write_answers(&mut rows, content, spots, &names)
        .and_then(|()| std::fs::write(path, rows))
        .map_err(|source| CliError::Write {
            path: path.to_path_buf(),
            what: "write the answers",
            source,
        })
}

/// One decision's best answer by the whole truth against the judgement's own, to stderr.
fn show_best(spot: &Spot, level: &str) {
    let best = spot.best_by_truth();
    if best == 0 {
        return;
    }
    eprintln!(
        "{level} fight {} round {} {}: own {:?} {:.1}%; best, ranked {} of {} by the judgement: \
         {:?} {:.1}%",
        spot.fight,
        spot.state.round.round,
        spot.kind(),
        spot.found[0],
        100.0 * spot.truth(0),
        best + 1,
        spot.found.len(),
        spot.found[best],
        100.0 * spot.truth(best),
    );
}
