//! `aguja play --campaign FILE --headless` (and `--load` of a campaign save) and
//! `aguja simulate --campaign FILE`: whole campaigns without a window, the policy making the
//! choices between fights and the AI playing every fight.

use super::commands::{Closed, library, printing, say};
use super::error::CliError;
use super::flags::given;
use super::progress::Progress;
use crate::ai::{Budget, Strength};
use crate::campaign::{Journey, PolicyChooser, Standing};
use crate::content::Content;
pub use crate::content::campaign::read_campaign;
use crate::control::Seat;
use crate::persist::ReplayFile;
use crate::persist::campaign_save::CampaignSave;
use crate::sim::campaign::{
    CampaignReport, CampaignWatch, FoughtFight, play_through, simulate_campaigns,
};
use crate::sim::players::Sides;
use std::path::{Path, PathBuf};

/// Whether `path` holds a campaign save (its `format` says so), rather than a fight's.
pub fn is_campaign_save(path: &Path) -> bool {
    std::fs::read_to_string(path).is_ok_and(|text| {
        text.contains(&format!(
            "format: \"{}\"",
            crate::persist::FileKind::Campaign.format()
        ))
    })
}

/// Prints each line as it comes (remembering a closed stdout), and writes each fight's replay
/// to `replays/campaigns/<campaign>/NN-<node>.ron`.
struct Printer<'a> {
    closed: bool,
    content: &'a Content,
    replays: PathBuf,
    /// A replay that could not be written, to report at the end.
    unwritten: Option<CliError>,
}

impl CampaignWatch for Printer<'_> {
    fn fought(&mut self, fight: FoughtFight) {
        let path = self
            .replays
            .join(format!("{:02}-{}.ron", fight.number, fight.node));
        let replay = ReplayFile::new(
            fight.recording,
            &fight.log,
            self.content,
            Some(fight.level.to_string()),
        );
        let written = std::fs::create_dir_all(&self.replays).and_then(|()| replay.write(&path));
        if let Err(source) = written {
            self.unwritten.get_or_insert(CliError::Write {
                path,
                what: "write the fight's replay",
                source,
            });
        }
    }

    fn line(&mut self, line: String) {
        if !self.closed && say(line).is_err() {
            self.closed = true;
        }
    }
}

/// What a headless campaign run does.
pub struct HeadlessCampaign {
    /// A new campaign from this file, or `None` to continue `load`.
    pub file: Option<PathBuf>,
    pub load: Option<PathBuf>,
    pub seed: u64,
    pub dark_lord: Option<Seat>,
    pub save: Option<PathBuf>,
    pub stop_after_fights: Option<u32>,
}

/// Plays a campaign through headless (or on from a save), a line per fight, then its result;
/// exit 0 when it ends (finished or lost) or stops to save.
pub fn play(run: HeadlessCampaign) -> Result<i32, CliError> {
    // What a run killed in the middle of writing one of these files left behind.
    for path in [&run.save, &run.load].into_iter().flatten() {
        crate::persist::atomic::remove_stale_temporaries_of(path);
    }
    let content = library()?;
    let (file, campaign, mut journey, dark_lord) = match (&run.file, &run.load) {
        (Some(file), _) => {
            let campaign = read_campaign(file, &content)?;
            let journey = Journey::start(&content, &campaign, run.seed, &mut PolicyChooser);
            let seat = run.dark_lord.unwrap_or(Seat::Ai(Strength::Normal));
            (file.display().to_string(), campaign, journey, seat)
        }
        (None, Some(load)) => {
            let text = std::fs::read_to_string(load)
                .map_err(|e| CliError::File(crate::content::load::io_error(load, &e)))?;
            let save = CampaignSave::parse(load, &text).map_err(|e| refused(load, e))?;
            let campaign = read_campaign(
                &crate::content::load::project_path(&save.campaign),
                &content,
            )?;
            save.check(&content, &campaign)
                .map_err(|e| refused(load, e))?;
            (
                save.campaign.clone(),
                campaign,
                save.journey,
                save.dark_lord,
            )
        }
        (None, None) => return Err(CliError::Nothing("play: no campaign")),
    };
    let stem = Path::new(&file)
        .file_stem()
        .map_or_else(|| "campaign".into(), |s| s.to_string_lossy().into_owned());
    let mut printer = Printer {
        closed: false,
        content: &content,
        replays: PathBuf::from("replays").join("campaigns").join(stem),
        unwritten: None,
    };
    if run.load.is_none() {
        printer.line(format!(
            "({}: seed {}, {} fights at the least; the policy between fights: {})",
            campaign.def.name,
            run.seed,
            campaign.shortest_fights(),
            crate::campaign::policy::STATED
        ));
    }
    if run.load.is_some() && journey.progress.standing != Standing::Going {
        // Its last line was printed by the run that saved it.
        eprintln!(
            "({}: this campaign has ended; nothing to play)",
            campaign.def.name
        );
        return Ok(0);
    }
    let stop = run.save.as_ref().and(run.stop_after_fights);
    play_through(
        &content,
        &campaign,
        &mut journey,
        &Sides::normal_heroes_against(dark_lord),
        stop,
        &mut printer,
    );
    // Written even when the campaign ended before the stop: `--load` of it then adds nothing,
    // and never continues an older save left at that path.
    if let Some(path) = &run.save {
        CampaignSave::new(&content, &campaign, &file, dark_lord, journey)
            .write(path)
            .map_err(|source| CliError::Write {
                path: path.clone(),
                what: "save the campaign",
                source,
            })?;
    }
    match printer.unwritten {
        Some(e) => Err(e),
        None => Ok(0),
    }
}

fn refused(path: &Path, e: crate::persist::campaign_save::CampaignSaveError) -> CliError {
    match e {
        crate::persist::campaign_save::CampaignSaveError::File(f) => CliError::File(f),
        other => CliError::File(crate::content::ContentError::new(
            path,
            (1, 1),
            crate::content::error::ErrorKind::Rule,
            other.to_string(),
        )),
    }
}

/// `aguja simulate --campaign FILE`: N whole campaigns, their report as a table or JSON.
pub fn simulate(
    file: &Path,
    n: u64,
    seed: u64,
    heroes: Seat,
    dark_lord: Seat,
    threads: usize,
    json: bool,
) -> Result<i32, CliError> {
    if n == 0 {
        return Err(CliError::Nothing("simulate: -n 0 campaigns"));
    }
    let content = library()?;
    let campaign = read_campaign(file, &content)?;
    let sides = Sides {
        heroes,
        dark_lord,
        budget: Budget::default(),
    };
    let bar = Progress::new("campaigns", json);
    let report = simulate_campaigns(&content, &campaign, n, seed, &sides, threads, |d, t| {
        bar.update(d, t)
    });
    bar.finish();
    Ok(printing(0, || {
        if json {
            say(serde_json::to_string_pretty(&report).unwrap_or_default())?;
        } else {
            table(&report)?;
        }
        Ok(0)
    }))
}

fn table(r: &CampaignReport) -> Result<(), Closed> {
    let share = |k: u64| 100.0 * k as f64 / r.campaigns.max(1) as f64;
    say(format!(
        "{}: {} campaigns, {} finished ({:.1}%), {} lost ({:.1}%) in {:.1} s on {} threads",
        r.campaign,
        r.campaigns,
        r.finished,
        share(r.finished),
        r.lost,
        share(r.lost),
        r.seconds,
        r.threads
    ))?;
    for (why, k) in &r.lost_by {
        say(format!("  lost by {why}: {k}"))?;
    }
    say(format!(
        "{:<14} {:>8} {:>6} {:>6} {:>9} {:>8} {:>11} {:>8}",
        "node", "reached", "won", "lost", "attempts", "heroes", "advantages", "damage"
    ))?;
    for f in &r.nodes {
        say(format!(
            "{:<14} {:>8} {:>6} {:>6} {:>9} {:>8.2} {:>11.2} {:>8.2}",
            f.id,
            f.reached,
            f.won,
            f.lost,
            f.attempts,
            f.mean_heroes,
            f.mean_advantages,
            f.mean_damage
        ))?;
    }
    say(format!("the policy between fights: {}", r.policy))
}

/// What `aguja play` was given, as far as a campaign cares.
pub struct CampaignFlags<'a> {
    /// `--campaign FILE`.
    pub campaign: bool,
    /// `--load` of a campaign save.
    pub loads_campaign: bool,
    pub headless: bool,
    pub stop_after_fights: bool,
    /// Flags that start another fight: LEVEL, --script, --tutorial, --load.
    pub other_starts: &'a [(bool, &'static str)],
    /// A single fight's keeping flags: --stop-after, --autosave, --record.
    pub single_fight: &'a [(bool, &'static str)],
    /// The window's flags: --screenshot, --screen, --hot-seat, --frame-report.
    pub window_only: &'a [(bool, &'static str)],
    /// --seed or --dark-lord, which a continued campaign already has.
    pub new_campaign_only: bool,
}

/// The campaign's flags: `--campaign` starts its own fights, `--stop-after-fights` counts a
/// headless campaign's fights, and the window's flags need the window. `Ok(true)`: a campaign,
/// all checked.
pub fn check_flags(f: &CampaignFlags) -> Result<bool, String> {
    if !f.campaign && !f.loads_campaign {
        if f.stop_after_fights {
            return Err(
                "--stop-after-fights counts a campaign's fights: give --campaign FILE \
                        (a single fight stops with --stop-after N decisions)"
                    .into(),
            );
        }
        return Ok(false);
    }
    if let Some(flag) = given(f.other_starts).first() {
        return Err(format!(
            "--campaign plays the campaign's own fights, and {flag} starts another: leave out one of them"
        ));
    }
    if !f.headless {
        if f.stop_after_fights {
            return Err(
                "--stop-after-fights stops a campaign played --headless; the window saves the \
                 campaign after every step by itself: add --headless or leave it out"
                    .into(),
            );
        }
        if let Some(flag) = given(f.single_fight).first() {
            return Err(format!(
                "{flag} is for a single fight played --headless; the window keeps a campaign's \
                 fights in its save and replays by itself"
            ));
        }
    }
    if let Some(flag) = given(f.single_fight).first() {
        return Err(format!(
            "{flag} is for a single fight; a campaign stops with --save FILE --stop-after-fights N"
        ));
    }
    if f.loads_campaign && f.new_campaign_only {
        return Err(
            "--load continues a campaign with the seed and Dark Lord it was saved with: \
                    leave out --seed and --dark-lord"
                .into(),
        );
    }
    if let Some(flag) = given(f.window_only).first()
        && f.headless
    {
        return Err(format!(
            "{flag} is for the game window, and --headless plays without one: leave out one of them"
        ));
    }
    Ok(true)
}
