//! Whether `aguja play --screenshot` can reach the screen asked for with the flags given, and
//! what to add when it cannot (a fight for a combat screen, a campaign for its map, …).

use crate::control::Seat;
use crate::ui::dev::screenshot::{Reached, ShotScreen};
use crate::ui::seating::Seating;

/// What of `aguja play`'s flags decides which screens a screenshot can reach.
pub struct ShotFlags {
    pub screen: ShotScreen,
    pub level: bool,
    pub script: bool,
    pub load: bool,
    pub hot_seat: bool,
    pub headless: bool,
    pub screenshot: bool,
    pub seating: Seating,
}

/// Whether the game can reach the screen to capture with these flags.
pub(super) fn check_screen(args: &ShotFlags, starts: &[&str]) -> Result<(), String> {
    let screen = args.screen;
    let name = screen_name(screen);
    let needs_fight = || {
        Err(format!(
            "--screen {name} shows a fight: give LEVEL, --script or --load"
        ))
    };
    match (screen, screen.reached()) {
        (_, Reached::Title) if args.script || args.load => Err(format!(
            "--screen {name} shows the title, which --script and --load skip: leave them out \
                 (a LEVEL is chosen on the title)"
        )),
        (_, Reached::Title | Reached::TitleOrFight) => Ok(()),
        (_, Reached::Campaign) => Err(format!(
            "--screen {name} shows a campaign: give --campaign FILE (or --load a campaign save)"
        )),
        (_, Reached::Replay) => Err("--screen replay is for watching a replay: \
                                     aguja replay FILE --screenshot FILE.png"
            .into()),
        (ShotScreen::Advantages, _) if !args.level => Err(
            "--screen advantages shows the heroes picking advantages before a fight: give \
             LEVEL (--script and --load start past that point)"
                .into(),
        ),
        _ if starts.is_empty() => needs_fight(),
        (ShotScreen::Handoff, _) if !args.load && !args.hot_seat => Err(
            "--screen handoff shows the cover between two players at one screen: add \
             --hot-seat"
                .into(),
        ),
        (ShotScreen::Thinking, _) if !args.load && no_ai_seat(args.seating) => Err(
            "--screen thinking shows the AI thinking, and every seat is a player's: give \
             --dark-lord easy, normal or hard"
                .into(),
        ),
        _ => Ok(()),
    }
}

/// The screens a campaign in the window can capture: its map and party, a fight's result with
/// its aftermath, the title with it chosen, and the windows over them.
pub(super) fn check_campaign_screen(args: &ShotFlags) -> Result<(), String> {
    if args.headless || !args.screenshot {
        return Ok(());
    }
    match args.screen {
        ShotScreen::Map
        | ShotScreen::Party
        | ShotScreen::Result
        | ShotScreen::Title
        | ShotScreen::Help
        | ShotScreen::Settings
        | ShotScreen::About => Ok(()),
        other => Err(format!(
            "--screen {} is not a campaign's: with --campaign, --screen takes map, party, \
             result (a fight's aftermath) or title",
            screen_name(other)
        )),
    }
}

/// Hot-seat without --dark-lord, or --dark-lord player: the minions are a player's too.
fn no_ai_seat(seating: Seating) -> bool {
    matches!(
        (seating.dark_lord, seating.hot_seat),
        (Some(Seat::Player(_)), _) | (None, true)
    )
}

fn screen_name(screen: ShotScreen) -> String {
    use clap::ValueEnum;
    screen
        .to_possible_value()
        .map_or_else(|| format!("{screen:?}"), |v| v.get_name().to_string())
}
