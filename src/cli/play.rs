//! `aguja play`: its flags, and which of them go together. A combination the game cannot carry
//! out (a screenshot of a screen it would never reach, a flag the chosen mode ignores) is
//! refused at once with the reason, before any window opens, instead of waiting forever.

use super::campaign::{CampaignFlags, check_flags, is_campaign_save};
use super::error::CliError;
use super::flags::given;
use super::headless::{self, KeepArgs};
use super::shot_check::{ShotFlags, check_campaign_screen, check_screen};
use super::window::{WindowOptions, WindowSize, parse_size, run as run_window};
use crate::control::Seat;
use crate::ui::dev::screenshot::{ShotPlan, ShotScreen};
use crate::ui::seating::Seating;
use std::path::PathBuf;

/// The seed when none is given.
pub const DEFAULT_SEED: u64 = 1;
/// Frames on the screen before a screenshot, when not given.
pub const DEFAULT_FRAMES: u32 = 5;

#[derive(clap::Args, Debug, Clone, Default)]
pub struct Args {
    /// Start this encounter, skipping the title screen (with `--screen title`: choose it there).
    pub level: Option<PathBuf>,
    /// The combat's seed [default: 1].
    #[arg(long)]
    pub seed: Option<u64>,
    /// No window: automatic players fight it out and the log is printed.
    #[arg(long)]
    pub headless: bool,
    /// Render a screen, save it as a PNG here and exit.
    #[arg(long)]
    pub screenshot: Option<PathBuf>,
    /// With --screenshot: frames to wait on the screen before taking it [default: 5].
    #[arg(long)]
    pub frames: Option<u32>,
    /// With --screenshot: the screen to capture (default: combat with a LEVEL, --script or
    /// --load, else title).
    #[arg(long, value_enum)]
    pub screen: Option<ShotScreen>,
    /// With --screenshot: preview this move for the combatant whose move it is:
    /// ACTION[:TARGET[/LIMB]] (an action's id or name, a combatant's name, a limb's name).
    #[arg(long, value_parser = crate::ui::dev::hover::HoverSpec::parse)]
    pub hover: Option<crate::ui::dev::hover::HoverSpec>,
    /// Start from the moment a scenario script leaves the combat in.
    #[arg(long)]
    pub script: Option<PathBuf>,
    /// The tutorial: a guided fight that teaches the game step by step.
    #[arg(long)]
    pub tutorial: bool,
    /// Play this campaign (campaigns/*.ron): fights strung on a map, heroes who carry their
    /// wounds, gear and advantages. The window opens on its map (the campaign in progress if
    /// one is saved); with --headless the AI plays it through.
    #[arg(long, value_name = "FILE")]
    pub campaign: Option<PathBuf>,
    /// Let the AI play every side and print the CPU time per frame and peak memory at the end.
    #[arg(long)]
    pub frame_report: bool,
    /// The window's size in pixels, WIDTHxHEIGHT [default: 1280x800].
    #[arg(long, value_parser = parse_size)]
    pub size: Option<WindowSize>,
    /// Each hero its own player (1, 2, …) and the Dark Lord the next one, with a hand-off
    /// screen between them (without LEVEL or --script: ticked on the title screen).
    #[arg(long)]
    pub hot_seat: bool,
    /// Who plays the minions (default: the AI at normal strength; with --hot-seat, a player).
    #[arg(long, value_parser = super::seat_arg::dark_lord())]
    pub dark_lord: Option<Seat>,
    /// Milliseconds a Hard AI thinks about each decision (default: the Settings' choice, 250).
    #[arg(long, value_name = "MS")]
    pub hard_ms: Option<u64>,
    #[command(flatten)]
    pub keep: KeepArgs,
}

impl Args {
    fn seating(&self) -> Seating {
        Seating {
            hot_seat: self.hot_seat,
            dark_lord: self.dark_lord,
        }
    }

    /// Where the fight starts, if the command line says: LEVEL, --script or --load.
    fn starts(&self) -> Vec<&'static str> {
        [
            (self.level.is_some(), "LEVEL"),
            (self.script.is_some(), "--script"),
            (self.keep.load.is_some(), "--load"),
            (self.tutorial, "--tutorial"),
        ]
        .into_iter()
        .filter_map(|(given, name)| given.then_some(name))
        .collect()
    }

    /// The screen a screenshot captures: `--screen`, or what the window opens on.
    fn shot_screen(&self) -> ShotScreen {
        let campaign =
            self.campaign.is_some() || self.keep.load.as_deref().is_some_and(is_campaign_save);
        self.screen.unwrap_or(if campaign {
            ShotScreen::Map
        } else if self.starts().is_empty() {
            ShotScreen::Title
        } else {
            ShotScreen::Combat
        })
    }

    /// The flags `shot_check` reads.
    fn shot_flags(&self) -> ShotFlags {
        ShotFlags {
            screen: self.shot_screen(),
            level: self.level.is_some(),
            script: self.script.is_some(),
            load: self.keep.load.is_some(),
            hot_seat: self.hot_seat,
            headless: self.headless,
            screenshot: self.screenshot.is_some(),
            seating: self.seating(),
        }
    }
}

/// Whether the flags go together; `Err` says why not, in words that say what to do.
pub fn check(args: &Args) -> Result<(), String> {
    let loads_campaign = args.keep.load.as_deref().is_some_and(is_campaign_save);
    let campaign = CampaignFlags {
        campaign: args.campaign.is_some(),
        loads_campaign,
        headless: args.headless,
        stop_after_fights: args.keep.stop_after_fights.is_some(),
        other_starts: &[
            (args.level.is_some(), "LEVEL"),
            (args.script.is_some(), "--script"),
            (args.tutorial, "--tutorial"),
            (
                args.campaign.is_some() && args.keep.load.is_some(),
                "--load",
            ),
        ],
        single_fight: &[
            (args.keep.stop_after.is_some(), "--stop-after"),
            (args.keep.autosave.is_some(), "--autosave"),
            (args.keep.record.is_some(), "--record"),
        ],
        window_only: &[
            (args.screenshot.is_some(), "--screenshot"),
            (args.screen.is_some(), "--screen"),
            (args.hot_seat, "--hot-seat"),
            (args.frame_report, "--frame-report"),
        ],
        new_campaign_only: args.seed.is_some() || args.dark_lord.is_some(),
    };
    if check_flags(&campaign)? {
        // A campaign's own flags are checked there; the window's screen to capture here.
        return check_campaign_screen(&args.shot_flags());
    }
    let starts = args.starts();
    if starts.len() > 1 {
        return Err(format!(
            "{} each say where the fight starts: give only one",
            starts.join(" and ")
        ));
    }
    if args.hover.is_some() && args.screenshot.is_none() {
        return Err(
            "--hover picks the move a screenshot previews: give --screenshot FILE.png too".into(),
        );
    }
    if args.headless {
        let window_only = given(&[
            (args.screenshot.is_some(), "--screenshot"),
            (args.screen.is_some(), "--screen"),
            (args.frames.is_some(), "--frames"),
            (args.hover.is_some(), "--hover"),
            (args.tutorial, "--tutorial"),
            (args.script.is_some(), "--script"),
            (args.frame_report, "--frame-report"),
            (args.size.is_some(), "--size"),
            (args.hot_seat, "--hot-seat"),
            (args.dark_lord.is_some(), "--dark-lord"),
        ]);
        if let Some(flag) = window_only.first() {
            return Err(format!(
                "{flag} is for the game window, and --headless plays without one (the AI in \
                 every seat): leave out one of them"
            ));
        }
        return Ok(());
    }
    let headless_only = given(&[
        (args.keep.save.is_some(), "--save"),
        (args.keep.stop_after.is_some(), "--stop-after"),
        (args.keep.autosave.is_some(), "--autosave"),
        (args.keep.record.is_some(), "--record"),
    ]);
    if let Some(flag) = headless_only.first() {
        return Err(format!(
            "{flag} works with --headless only (the window saves with F5, keeps an autosave and \
             records replays by itself): add --headless"
        ));
    }
    let continued = args.script.is_some() || args.keep.load.is_some();
    if continued && args.seed.is_some() {
        return Err(
            "--seed starts a new fight; --script and --load continue one whose dice \
                    are already set: leave out --seed"
                .into(),
        );
    }
    if args.keep.load.is_some() && (args.hot_seat || args.dark_lord.is_some()) {
        return Err(
            "--load continues a fight with the seats it was saved with: leave out \
                    --hot-seat and --dark-lord"
                .into(),
        );
    }
    if args.frame_report && starts.is_empty() {
        return Err(
            "--frame-report lets the AI play a whole fight: give LEVEL, --script or \
                    --load (the AI does not pick from the title screen)"
                .into(),
        );
    }
    if args.screenshot.is_none() {
        if let Some(flag) = given(&[
            (args.screen.is_some(), "--screen"),
            (args.frames.is_some(), "--frames"),
        ])
        .first()
        {
            return Err(format!(
                "{flag} says how to take a screenshot: add --screenshot FILE.png"
            ));
        }
        return Ok(());
    }
    if args.frame_report {
        return Err(
            "--frame-report measures a whole fight and --screenshot stops at one \
                    picture: use one of them"
                .into(),
        );
    }
    check_screen(&args.shot_flags(), &starts)
}

/// Runs `aguja play` after checking its flags.
pub fn run(args: Args) -> Result<i32, CliError> {
    check(&args).map_err(CliError::Flags)?;
    let seed = args.seed.unwrap_or(DEFAULT_SEED);
    let loads_campaign = args.keep.load.as_deref().is_some_and(is_campaign_save);
    if (args.campaign.is_some() || loads_campaign) && args.headless {
        return super::campaign::play(super::campaign::HeadlessCampaign {
            file: args.campaign,
            load: args.keep.load,
            seed,
            dark_lord: args.dark_lord,
            save: args.keep.save,
            stop_after_fights: args.keep.stop_after_fights,
        });
    }
    if args.headless {
        return headless::play(args.level, seed, args.keep);
    }
    let screen = args.shot_screen();
    let seating = args.seating();
    let shot = args.screenshot.map(|path| ShotPlan {
        path,
        frames: args.frames.unwrap_or(DEFAULT_FRAMES),
        screen,
        hover: args.hover.clone(),
    });
    let title_first = shot.as_ref().is_some_and(|s| {
        matches!(
            s.screen,
            ShotScreen::Title
                | ShotScreen::About
                | ShotScreen::Library
                | ShotScreen::Editor
                | ShotScreen::EditorBalance
                | ShotScreen::Lobby
                | ShotScreen::HostForm
        )
    });
    let (load, campaign_save) = if loads_campaign {
        (None, args.keep.load)
    } else {
        (args.keep.load, None)
    };
    Ok(run_window(WindowOptions {
        level: args.level,
        script: args.script,
        seed,
        seating,
        screenshot: shot,
        frame_report: args.frame_report,
        size: args.size.unwrap_or_default(),
        load,
        replay: None,
        title_first,
        tutorial: args.tutorial,
        campaign: args.campaign,
        campaign_save,
        hard_ms: args.hard_ms,
        ..WindowOptions::default()
    }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::Parser;

    /// `play`'s flags alone, parsed as the command line would.
    #[derive(Parser)]
    struct Play {
        #[command(flatten)]
        args: Args,
    }

    /// `aguja play …` as the command line parses it, then checked.
    fn checked(line: &str) -> Result<(), String> {
        let mut words = line.split_whitespace();
        assert_eq!(words.next(), Some("play"), "{line}");
        let play = Play::try_parse_from(std::iter::once("aguja").chain(words))
            .map_err(|e| e.to_string())?;
        check(&play.args)
    }

    #[test]
    fn these_combinations_are_accepted() {
        for line in [
            "play",
            "play --hot-seat --dark-lord hard --seed 7",
            "play levels/a.ron",
            "play levels/a.ron --screen title --screenshot t.png",
            "play levels/a.ron --screen title --screenshot t.png --hot-seat --seed 3",
            "play --screenshot t.png",
            "play --screenshot t.png --frames 2",
            "play levels/a.ron --screenshot t.png",
            "play levels/a.ron --screen advantages --screenshot t.png",
            "play levels/a.ron --screen result --screenshot t.png",
            "play levels/a.ron --screen editor --screenshot t.png",
            "play --screen editor --screenshot t.png",
            "play levels/a.ron --screen editor-balance --screenshot t.png",
            "play --script s.ron --hot-seat --screen handoff --screenshot t.png",
            "play --script s.ron --hot-seat --screen prompt --screenshot t.png",
            "play levels/a.ron --dark-lord hard --screen thinking --screenshot t.png --frames 2",
            "play --load save.ron --screen thinking --screenshot t.png",
            "play levels/a.ron --frame-report",
            "play levels/a.ron --frame-report --size 1920x1080",
            "play --size 1920x1080 --screenshot t.png",
            "play --headless levels/a.ron --seed 3 --record r.ron",
            "play --headless --load s.ron --save t.ron --stop-after 4",
        ] {
            assert_eq!(checked(line), Ok(()), "{line}");
        }
    }

    #[test]
    fn these_combinations_are_refused_with_the_flag_to_change() {
        for (line, says) in [
            ("play levels/a.ron --script s.ron", "give only one"),
            ("play levels/a.ron --load s.ron", "give only one"),
            (
                "play --headless --screenshot t.png",
                "--screenshot is for the game window",
            ),
            (
                "play --headless --hot-seat",
                "--hot-seat is for the game window",
            ),
            (
                "play --headless --script s.ron",
                "--script is for the game window",
            ),
            (
                "play levels/a.ron --record r.ron",
                "--record works with --headless only",
            ),
            (
                "play --autosave a.ron",
                "--autosave works with --headless only",
            ),
            ("play --script s.ron --seed 2", "leave out --seed"),
            ("play --size 1920", "write WIDTHxHEIGHT"),
            ("play --size 100x100", "too small"),
            (
                "play --headless --size 1920x1080",
                "--size is for the game window",
            ),
            ("play --load s.ron --hot-seat", "saved with"),
            ("play --frame-report", "give LEVEL"),
            (
                "play levels/a.ron --frame-report --screenshot t.png",
                "use one of them",
            ),
            ("play levels/a.ron --screen title", "add --screenshot"),
            ("play levels/a.ron --frames 3", "add --screenshot"),
            (
                "play --screen combat --screenshot t.png",
                "--screen combat shows a fight",
            ),
            (
                "play --screen result --screenshot t.png",
                "--screen result shows a fight",
            ),
            ("play --screen prompt --screenshot t.png", "give LEVEL"),
            ("play --screen advantages --screenshot t.png", "give LEVEL"),
            (
                "play --script s.ron --screen advantages --screenshot t.png",
                "give LEVEL",
            ),
            (
                "play --script s.ron --screen title --screenshot t.png",
                "which --script and",
            ),
            (
                "play --screen replay --screenshot t.png",
                "aguja replay FILE",
            ),
            (
                "play levels/a.ron --screen handoff --screenshot t.png",
                "add --hot-seat",
            ),
            (
                "play levels/a.ron --hot-seat --screen thinking --screenshot t.png",
                "every seat is a player's",
            ),
            (
                "play levels/a.ron --dark-lord player --screen thinking --screenshot t.png",
                "every seat is a player's",
            ),
        ] {
            let refused = checked(line).expect_err(line);
            assert!(refused.contains(says), "{line}: {refused}");
        }
    }
}
