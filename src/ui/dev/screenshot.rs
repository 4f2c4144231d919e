//! Screenshot mode: render a screen, save it as PNG and exit. For CI, for docs/, for us.

use crate::combat::{PendingDecision, Request};
use crate::control::ai_seat::Thinking;
use crate::control::{Seat, Seats};
use crate::ui::ask::Asks;
use crate::ui::screens::Screen;
use crate::ui::screens::combat::handoff::HandOff;
use crate::ui::screens::combat::pace::{Pace, Speed};
use crate::ui::windows::Shown;
use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured, save_to_disk};
use std::path::PathBuf;

pub use super::shot_screen::{Reached, ShotScreen};

/// Where and when to take the picture.
#[derive(Resource, Clone, Debug)]
pub struct ShotPlan {
    pub path: PathBuf,
    /// Frames to wait once the screen is reached (layout and fonts settle in a few).
    pub frames: u32,
    pub screen: ShotScreen,
    /// `--hover`: the move to preview once a player chooses an action.
    pub hover: Option<crate::ui::dev::hover::HoverSpec>,
}

#[derive(Resource, Default)]
struct ShotProgress {
    frames_on_screen: u32,
    /// Seconds from the game's start (`mark_start`) until the captured frame was read back
    /// from the screen: with `--frames 1` on the title, the start-up time (a little over).
    reached_after: Option<f64>,
    requested: bool,
    waited: u32,
    /// Distinct colours among sampled pixels, once captured: a blank frame has one or two.
    colours: Option<usize>,
    /// Blank captures so far: the first frames can come out blank while the renderer still
    /// prepares (slowly, on a busy machine with software Vulkan), so a blank one is retaken.
    blanks: u32,
}

/// When the game started: `mark_start` sets it first thing, so that the time to the first
/// frame counts the content's loading and the window's opening.
static STARTED: std::sync::LazyLock<std::time::Instant> =
    std::sync::LazyLock::new(std::time::Instant::now);

/// Starts the clock the screenshot's "showed after" figure reads.
pub fn mark_start() {
    std::sync::LazyLock::force(&STARTED);
}

/// Counts the distinct colours of a grid of pixels of the captured frame.
fn measure(captured: On<ScreenshotCaptured>, mut progress: ResMut<ShotProgress>) {
    let image = &captured.image;
    let (w, h) = (image.width() as usize, image.height() as usize);
    let Some(data) = image.data.as_ref() else {
        progress.colours = Some(0);
        return;
    };
    let mut seen = std::collections::HashSet::new();
    for y in (0..h).step_by(7) {
        for x in (0..w).step_by(7) {
            let i = (y * w + x) * 4;
            if let Some(px) = data.get(i..i + 3) {
                seen.insert([px[0], px[1], px[2]]);
            }
        }
    }
    progress.colours = Some(seen.len());
    progress.reached_after = Some(STARTED.elapsed().as_secs_f64());
}

pub fn plugin(app: &mut App) {
    app.init_resource::<ShotProgress>()
        .add_systems(Startup, prepare)
        .add_systems(Update, (play_to_the_screen, hover, shoot).chain());
}

/// `--hover`: once a player chooses an action, the draft picks the move to preview; a move that
/// is not there ends the program with the choices there were.
fn hover(
    plan: Res<ShotPlan>,
    pending: Res<PendingDecision>,
    snap: Option<Res<crate::ui::snapshot::Snapshot>>,
    draft: Option<ResMut<crate::ui::screens::combat::move_draft::Draft>>,
    mut done: Local<bool>,
    mut exit: MessageWriter<AppExit>,
) {
    let (Some(spec), Some(snap), Some(mut draft)) = (&plan.hover, snap, draft) else {
        return;
    };
    if *done || snap.state.pending.serial != pending.serial {
        return;
    }
    let Some(request @ Request::Act { .. }) = snap.human_request() else {
        return;
    };
    draft.follow(pending.serial);
    let (names, parts) = (&snap.roster.names, &snap.roster.parts);
    match spec.pick(&snap.content, request, names, parts, &mut draft) {
        Ok(()) => *done = true,
        Err(message) => {
            eprintln!("{message}");
            exit.write(AppExit::error());
        }
    }
}

fn prepare(plan: Res<ShotPlan>, mut pace: ResMut<Pace>) {
    // The result comes sooner, and the AI is caught thinking at its first question.
    if matches!(plan.screen, ShotScreen::Result | ShotScreen::Thinking) {
        pace.speed = Speed::Instant;
    }
}

/// What `play_to_the_screen` needs for the editor: the title's request, the library, and
/// whether the editor was asked for yet.
type EditorSide<'w, 's> = (
    ResMut<'w, crate::ui::screens::title::view::TitleDraft>,
    Res<'w, crate::hot_reload::LevelCatalog>,
    Local<'s, bool>,
);

/// Gets the game to the wanted screen: the AI plays the heroes' advantages (and, for the
/// result, the whole fight); Ready is clicked on the hand-off cover for a prompt behind it.
fn play_to_the_screen(
    plan: Res<ShotPlan>,
    mut pending: ResMut<PendingDecision>,
    mut seats: ResMut<Seats>,
    handoff: Option<Res<HandOff>>,
    mut intents: ResMut<Asks>,
    (mut about, mut overlays, mut pause): (
        ResMut<crate::ui::windows::about::About>,
        ResMut<crate::ui::windows::Overlays>,
        Option<ResMut<NextState<crate::ui::screens::Paused>>>,
    ),
    editor: EditorSide,
) {
    let (mut title, catalog, mut asked) = editor;
    match plan.screen {
        ShotScreen::Result => {
            seats.hand_all_to_ai();
        }
        ShotScreen::Combat => {
            if pending.answer.is_none()
                && let Some(Request::Advantage { options, .. }) = &pending.request
                && let Some(&first) = options.first()
            {
                pending.answer = Some(crate::combat::Decision::Advantage(first));
            }
        }
        ShotScreen::Prompt => {
            if let Some(player) = handoff.and_then(|h| h.due(&pending, &seats))
                && intents.0.is_empty()
            {
                intents.push(crate::ui::screens::combat::HandOffReady(player));
            }
        }
        ShotScreen::Thinking | ShotScreen::Dice => {
            // The players' seats answer at random until the AI has something to think about.
            seats
                .by_combatant
                .iter_mut()
                .filter(|s| s.is_human())
                .for_each(|s| *s = Seat::Random);
        }
        ShotScreen::About => about.open = true,
        ShotScreen::HostForm => {
            title.net.form = Some(crate::ui::screens::title::net_entry::NetForm::Host);
        }
        // Once the title has chosen its encounter (it does on its first drawing).
        ShotScreen::Lobby if !*asked => {
            if let Some(ask) = super::net_shots::lobby_ask(&title, &catalog.0) {
                *asked = true;
                intents.push(ask);
            }
        }
        ShotScreen::Library => overlays.show(Shown::Library),
        ShotScreen::Editor | ShotScreen::EditorBalance => {
            // Once, on the first frame: the level of the command line, before the title
            // preselects one of its own.
            if !*asked {
                *asked = true;
                title.edit = Some(match &title.level {
                    Some(level) => {
                        crate::ui::windows::editor::model::EditRequest::Open(level.clone())
                    }
                    None => crate::ui::windows::editor::model::EditRequest::New,
                });
            }
            if plan.screen == ShotScreen::EditorBalance {
                crate::ui::windows::editor::show_balance_now(
                    &mut overlays.edit,
                    &catalog.0.content,
                );
            }
        }
        ShotScreen::Pause | ShotScreen::Help | ShotScreen::Settings => {
            if pending.answer.is_none()
                && let Some(Request::Advantage { options, .. }) = &pending.request
                && let Some(&first) = options.first()
            {
                pending.answer = Some(crate::combat::Decision::Advantage(first));
            }
            // Paused only once the fight is under way: the pause holds everything.
            let under_way = !matches!(pending.request, Some(Request::Advantage { .. }) | None);
            if plan.screen == ShotScreen::Pause
                && under_way
                && let Some(pause) = pause.as_mut()
            {
                pause.set(crate::ui::screens::Paused::Yes);
            }
            match plan.screen {
                ShotScreen::Help => overlays.show(Shown::Help),
                ShotScreen::Settings => overlays.show(Shown::Settings),
                _ => {}
            }
        }
        ShotScreen::Title
        | ShotScreen::Advantages
        | ShotScreen::Handoff
        | ShotScreen::Replay
        | ShotScreen::Map
        | ShotScreen::Lobby
        | ShotScreen::Party => {}
    }
}

/// Whether the wanted screen is showing.
fn on_screen(plan: &ShotPlan, now: &Now) -> bool {
    let pending = now.pending;
    match plan.screen {
        ShotScreen::Title | ShotScreen::About | ShotScreen::Library | ShotScreen::HostForm => {
            now.screen == Screen::Title
        }
        ShotScreen::Editor => now.screen == Screen::Title && now.editor.is_some(),
        ShotScreen::EditorBalance => now.screen == Screen::Title && now.editor == Some(true),
        ShotScreen::Advantages => matches!(pending.request, Some(Request::Advantage { .. })),
        ShotScreen::Combat => {
            now.screen == Screen::Combat
                && !matches!(pending.request, Some(Request::Advantage { .. }) | None)
        }
        ShotScreen::Result => now.screen == Screen::Result,
        ShotScreen::Map => now.screen == Screen::Campaign,
        ShotScreen::Party => now.screen == Screen::Party,
        ShotScreen::Lobby => now.screen == Screen::Lobby && now.lobby,
        ShotScreen::Handoff => now.screen == Screen::Combat && now.cover.is_some(),
        ShotScreen::Prompt => {
            now.screen == Screen::Combat
                && now.cover.is_none()
                && pending.answer.is_none()
                && pending
                    .request
                    .as_ref()
                    .is_some_and(|r| now.seats.seat(r.decider()).is_human())
        }
        ShotScreen::Thinking => now.screen == Screen::Combat && now.thinking,
        ShotScreen::Replay => now.screen == Screen::Combat && now.replayed >= 8,
        ShotScreen::Dice => now.screen == Screen::Combat && now.rolling,
        ShotScreen::Pause => {
            now.screen == Screen::Combat
                && now.paused
                && !matches!(pending.request, Some(Request::Advantage { .. }) | None)
        }
        ShotScreen::Help | ShotScreen::Settings => {
            now.screen == Screen::Title
                || (now.screen == Screen::Combat
                    && !matches!(pending.request, Some(Request::Advantage { .. }) | None))
        }
    }
}

/// Why the wanted screen can no longer show, if the game has gone past it: the program then
/// says so and stops instead of waiting for it forever.
fn out_of_reach(plan: &ShotPlan, now: &Now) -> Option<&'static str> {
    let over = now.screen == Screen::Result;
    match plan.screen {
        ShotScreen::Result => None,
        screen if matches!(screen.reached(), Reached::Title | Reached::TitleOrFight) => None,
        ShotScreen::Advantages => {
            let past = now.screen == Screen::Combat
                && matches!(&now.pending.request, Some(r) if !matches!(r, Request::Advantage { .. }));
            (over || past).then_some(
                "the fight began without (or past) the heroes' choice of advantages: this \
                 encounter gives them none to choose, or fixes them",
            )
        }
        _ => over.then_some("the fight ended before it showed"),
    }
}

/// How long the game may take to reach the wanted screen before giving up (seconds of real
/// time). Generous: a busy machine rendering in software needs many seconds for its first
/// frames; CI gives a screenshot 300 s in all.
const REACH_LIMIT_SECS: f32 = 240.0;

/// What `on_screen` looks at.
struct Now<'a> {
    screen: Screen,
    pending: &'a PendingDecision,
    seats: &'a Seats,
    /// The player a hand-off cover is shown for.
    cover: Option<u8>,
    thinking: bool,
    /// Decisions a watched replay has given.
    replayed: usize,
    /// A check's dice are tumbling, some settled and some not.
    rolling: bool,
    /// The pause menu is open.
    paused: bool,
    /// The editor is open: with balance rates to show or not.
    editor: Option<bool>,
    /// A lobby is shown with this window in it.
    lobby: bool,
}

/// What `shoot` reads of the game besides the request: the AI, the shelf and the effects.
type GameSide<'w> = (
    Option<Res<'w, Thinking>>,
    Res<'w, crate::ui::saves::Keep>,
    Option<Res<'w, crate::ui::screens::combat::fx::Fx>>,
);

#[allow(clippy::too_many_arguments)]
fn shoot(
    mut commands: Commands,
    plan: Res<ShotPlan>,
    screen: Res<State<Screen>>,
    pending: Res<PendingDecision>,
    (seats, handoff, time): (Res<Seats>, Option<Res<HandOff>>, Res<Time<Real>>),
    (thinking, keep, fx): GameSide,
    (overlays, paused): (
        Res<crate::ui::windows::Overlays>,
        Option<Res<State<crate::ui::screens::Paused>>>,
    ),
    mut progress: ResMut<ShotProgress>,
    mut exit: MessageWriter<AppExit>,
    board: Option<Res<crate::ui::screens::lobby::LobbyBoard>>,
) {
    if progress.requested {
        progress.waited += 1;
        // The capture arrives a few frames later, then is written.
        match progress.colours {
            Some(colours) if colours < 8 && progress.blanks < 5 => {
                eprintln!("the screenshot came out blank ({colours} colours): taking it again");
                *progress = ShotProgress {
                    blanks: progress.blanks + 1,
                    ..default()
                };
            }
            Some(colours) if colours < 8 => {
                eprintln!("the screenshot is blank ({colours} colours): nothing was drawn");
                exit.write(AppExit::error());
            }
            Some(colours) if plan.path.exists() => {
                let reached = progress
                    .reached_after
                    .map(|s| format!("; on the screen {s:.2} s after the game started"))
                    .unwrap_or_default();
                println!(
                    "screenshot saved: {} ({colours} colours{reached})",
                    plan.path.display()
                );
                exit.write(AppExit::Success);
            }
            _ if progress.waited > 600 => {
                eprintln!("the screenshot was never written");
                exit.write(AppExit::error());
            }
            _ => {}
        }
        return;
    }
    let now = Now {
        screen: *screen.get(),
        pending: &pending,
        seats: &seats,
        cover: handoff.and_then(|h| h.due(&pending, &seats)),
        thinking: thinking.is_some(),
        replayed: keep.watching.as_ref().map_or(0, |w| w.given),
        rolling: fx.is_some_and(|fx| fx.rolling(time.elapsed_secs_f64())),
        paused: paused.is_some_and(|p| *p.get() == crate::ui::screens::Paused::Yes),
        editor: overlays
            .editor
            .then_some(!overlays.edit.balance.rates.is_empty()),
        lobby: board.is_some_and(|b| b.view.as_ref().is_some_and(|v| v.you.is_some())),
    };
    if !on_screen(&plan, &now) {
        progress.frames_on_screen = 0;
        let late = time.elapsed_secs() > REACH_LIMIT_SECS;
        let why =
            out_of_reach(&plan, &now).or(late.then_some("it did not show within the time allowed"));
        if let Some(why) = why {
            eprintln!("no screenshot of the {:?} screen: {why}", plan.screen);
            exit.write(AppExit::error());
        }
        return;
    }
    progress.frames_on_screen += 1;
    if progress.frames_on_screen >= plan.frames {
        let _ = std::fs::remove_file(&plan.path);
        commands
            .spawn(Screenshot::primary_window())
            .observe(save_to_disk(plan.path.clone()))
            .observe(measure);
        progress.requested = true;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::combat::CombatantId;

    /// Whether a screenshot of `wanted` is given up on at `screen` with `request` open.
    fn given_up(wanted: ShotScreen, screen: Screen, request: Option<Request>) -> bool {
        let pending = PendingDecision {
            request,
            ..Default::default()
        };
        let seats = crate::control::Seats::default();
        let now = Now {
            screen,
            pending: &pending,
            seats: &seats,
            cover: None,
            thinking: false,
            replayed: 0,
            rolling: false,
            paused: false,
            editor: None,
            lobby: false,
        };
        let plan = ShotPlan {
            path: PathBuf::from("t.png"),
            frames: 5,
            screen: wanted,
            hover: None,
        };
        out_of_reach(&plan, &now).is_some()
    }

    #[test]
    fn a_screen_the_game_has_gone_past_is_given_up() {
        let act = || {
            Some(Request::Act {
                actor: CombatantId(0),
                options: Vec::new(),
                unavailable: Vec::new(),
            })
        };
        let pick = Some(Request::Advantage {
            hero: CombatantId(0),
            remaining: 1,
            options: Vec::new(),
        });
        use ShotScreen as S;
        // The advantages: past them once another question is asked, or the fight is over.
        assert!(!given_up(S::Advantages, Screen::Combat, pick));
        assert!(!given_up(S::Advantages, Screen::Combat, None));
        assert!(given_up(S::Advantages, Screen::Combat, act()));
        assert!(given_up(S::Advantages, Screen::Result, None));
        // A fight's screens: past them once it is over.
        for wanted in [
            S::Combat,
            S::Handoff,
            S::Prompt,
            S::Thinking,
            S::Replay,
            S::Dice,
        ] {
            assert!(!given_up(wanted, Screen::Combat, act()), "{wanted:?}");
            assert!(given_up(wanted, Screen::Result, None), "{wanted:?}");
        }
        // The title and the result: never.
        for screen in [Screen::Title, Screen::Combat, Screen::Result] {
            assert!(!given_up(S::Title, screen, act()));
            assert!(!given_up(S::Result, screen, act()));
        }
    }
}
