//! The screens `--screen` can capture, and the one table of what each needs to be reached
//! (the title, a fight, a replay), read by `cli::play`'s checks and by the screenshot itself.

/// Which screen to capture.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum ShotScreen {
    Title,
    Advantages,
    Combat,
    Result,
    /// Hot-seat: the cover that hands the mouse to the next player.
    Handoff,
    /// A human's prompt, after clicking Ready on the hand-off cover when one is shown.
    Prompt,
    /// The AI thinking (the players' own heroes move at random to get there).
    Thinking,
    /// A replay being watched, a few decisions in (`aguja replay FILE --screenshot F.png`).
    Replay,
    /// A check's dice mid-roll (the players' heroes move at random to get there).
    Dice,
    /// The About window over the title: the game and its credits.
    About,
    /// The pause menu over a fight.
    Pause,
    /// Help (the glossary and the keys), over the title or a fight.
    Help,
    /// The Settings window, over the title or a fight.
    Settings,
    /// The library browser over the title, a combatant picked.
    Library,
    /// The encounter editor on LEVEL (without one, a new encounter).
    Editor,
    /// The editor with a small balance run done (a few fights per strength), its chart shown.
    EditorBalance,
    /// A campaign's map (`--campaign FILE`).
    Map,
    /// A campaign's party screen (`--campaign FILE`).
    Party,
    /// A networked game's lobby, this window hosting the chosen encounter on a free port.
    Lobby,
    /// The title's "Host a game" form.
    HostForm,
}

/// What a screen needs to be reached: the one table `--screen`'s checks
/// (`cli::play`) and the screenshot itself read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reached {
    /// Over the title: no fight may be given (`--script` and `--load` skip the title).
    Title,
    /// Over the title or over a fight.
    TitleOrFight,
    /// In a fight: LEVEL, `--script` or `--load` starts one.
    Fight,
    /// Only while a replay is watched (`aguja replay FILE --screenshot`).
    Replay,
    /// In a campaign: `--campaign FILE` opens it.
    Campaign,
}

impl ShotScreen {
    /// Where the screen is shown.
    pub fn reached(self) -> Reached {
        match self {
            ShotScreen::Title
            | ShotScreen::About
            | ShotScreen::Library
            | ShotScreen::Editor
            | ShotScreen::EditorBalance
            | ShotScreen::Lobby
            | ShotScreen::HostForm => Reached::Title,
            ShotScreen::Help | ShotScreen::Settings => Reached::TitleOrFight,
            ShotScreen::Replay => Reached::Replay,
            ShotScreen::Map | ShotScreen::Party => Reached::Campaign,
            ShotScreen::Advantages
            | ShotScreen::Combat
            | ShotScreen::Result
            | ShotScreen::Handoff
            | ShotScreen::Prompt
            | ShotScreen::Thinking
            | ShotScreen::Dice
            | ShotScreen::Pause => Reached::Fight,
        }
    }
}
