//! The windows over the screens and the keys that open them: the pause menu (Esc during a
//! fight, which holds the automatic players), Help (F1 or "?"), Settings, the library browser
//! and the encounter editor over the title, and, with "confirm before commit", the bar that
//! holds a chosen move for a second look.

pub mod about;
pub mod bars;
pub mod editor;
pub mod help;
pub mod library;
pub mod pause;
pub mod settings;
pub mod tutorial;

use crate::combat::PendingDecision;
use crate::content::catalog::Catalog;
use crate::ui::ask::{Ask, Asks};
use crate::ui::saves::SaveAsk;
use crate::ui::saves::{Keep, cannot_save};
use crate::ui::screens::Paused;
use crate::ui::screens::Screen;
use crate::ui::screens::combat::{FightAsk, HeldMove, MoveAsk};
use crate::ui::sets::UiSet;
use crate::ui::snapshot::Snapshot;
use crate::ui::windows::about::About;
use crate::ui::windows::editor::model::{EditRequest, Editor};
use crate::ui::windows::pause::{PauseChoice, pause_menu};
use crate::ui::windows::settings::Settings;
use crate::ui::windows::settings::store::SettingsNotice;
use bevy::prelude::*;
use bevy_egui::egui::{self, Key};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

/// Which windows are open.
#[derive(Resource, Debug, Default)]
pub struct Overlays {
    pub pause: bool,
    pub help: bool,
    pub settings: bool,
    /// The library browser (from the title), and what it shows.
    pub library: bool,
    pub browse: crate::ui::windows::library::Browse,
    /// The encounter editor (from the title), and its draft: kept while it is closed, so that
    /// a play-test comes back to it.
    pub editor: bool,
    pub edit: Box<Editor>,
    /// A folder the editor works in instead of the game's levels/: a level of levels/ opened
    /// is copied there first. The tests' harness sets one, so that no click of a test ever
    /// writes the game's own levels.
    pub editor_levels: Option<std::path::PathBuf>,
    /// A pause-menu choice waiting for "Yes".
    pub confirming: Option<PauseChoice>,
}

/// A window over the screens that `--screen` can show.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shown {
    Help,
    Settings,
    Library,
}

impl Overlays {
    /// Opens `window` as its button would.
    pub fn show(&mut self, window: Shown) {
        match window {
            Shown::Help => self.help = true,
            Shown::Settings => self.settings = true,
            Shown::Library => self.library = true,
        }
    }

    /// Esc closes the topmost window; `false` when none was open.
    pub fn close_top(&mut self) -> bool {
        if self.help {
            self.help = false;
        } else if self.library {
            self.library = false;
        } else if self.settings {
            self.settings = false;
        } else if self.confirming.is_some() {
            self.confirming = None;
        } else if self.pause {
            self.pause = false;
        } else {
            return false;
        }
        true
    }

    /// Opens the editor on what the title asked for. The draft of the same file, changed and
    /// not saved, is kept; a file that cannot be read opens a new encounter, saying why.
    pub fn open_editor(&mut self, request: EditRequest, catalog: &Catalog) {
        self.editor = true;
        let content = &catalog.content;
        let levels = self.editor_levels.as_ref().unwrap_or(&catalog.levels);
        match request {
            EditRequest::Open(path) => {
                let path = match (&self.editor_levels, path.file_name()) {
                    (Some(dir), Some(name)) if path.starts_with(&catalog.levels) => {
                        let copy = dir.join(name);
                        let _ = std::fs::copy(&path, &copy);
                        copy
                    }
                    _ => path,
                };
                if self.edit.source.path.as_ref() == Some(&path) && self.edit.dirty() {
                    return;
                }
                *self.edit = Editor::open(&path, levels, content).unwrap_or_else(|e| {
                    let mut editor = Editor::new_encounter(levels, content);
                    editor.status = Some(format!("{e}. This is a new encounter instead."));
                    editor
                });
            }
            EditRequest::New => *self.edit = Editor::new_encounter(levels, content),
        }
    }

    /// What a pause-menu choice does to the windows, and the message it sends, if any. `None`
    /// for Quit, which ends the program instead.
    pub fn choose(&mut self, choice: PauseChoice) -> Option<Ask> {
        self.pause = matches!(choice, PauseChoice::Settings | PauseChoice::Help);
        match choice {
            PauseChoice::Settings => self.settings = true,
            PauseChoice::Help => self.help = true,
            _ => {}
        }
        match choice {
            PauseChoice::Save => Some(SaveAsk::Save.into()),
            PauseChoice::Restart => Some(FightAsk::Restart.into()),
            PauseChoice::Concede => Some(MoveAsk::Concede.into()),
            PauseChoice::BackToTitle => Some(FightAsk::BackToTitle.into()),
            _ => None,
        }
    }
}

/// The windows' state without drawing (what tests drive headless): the tutorial and the
/// settings.
pub(crate) fn logic_plugin(app: &mut App) {
    app.init_resource::<Overlays>()
        .init_resource::<Settings>()
        .add_plugins(tutorial::plugin);
}

/// Each window's room, and one pass that draws them over the screen in their order.
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((
        about::plugin,
        settings::store::plugin,
        tutorial::view_plugin,
    ))
    .add_systems(EguiPrimaryContextPass, overlays.in_set(UiSet::Windows));
}

/// What `overlays` reads of the game.
type Game<'w> = (
    Res<'w, State<Screen>>,
    Option<Res<'w, Snapshot>>,
    Res<'w, PendingDecision>,
    Res<'w, Keep>,
    Option<Res<'w, crate::combat::ContentDb>>,
    Option<Res<'w, crate::hot_reload::LevelCatalog>>,
);

/// What `overlays` changes besides the windows.
type Changes<'w> = (
    ResMut<'w, Settings>,
    ResMut<'w, About>,
    ResMut<'w, Asks>,
    ResMut<'w, crate::ui::windows::tutorial::TutorialRequested>,
    ResMut<'w, crate::ui::screens::title::view::TitleDraft>,
);

/// What `overlays` reads and changes of the fight: the held move and the pause.
type Fight<'w> = (
    Option<Res<'w, HeldMove>>,
    Option<Res<'w, State<Paused>>>,
    Option<ResMut<'w, NextState<Paused>>>,
);

fn overlays(
    mut contexts: EguiContexts,
    (screen, snap, pending, keep, content, catalog): Game,
    (mut settings, mut about, mut intents, mut tutorial, mut title): Changes,
    mut state: ResMut<Overlays>,
    notice: Res<SettingsNotice>,
    (held, paused, mut pause): Fight,
    mut exit: MessageWriter<AppExit>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    // The pause menu is the fight's `Paused` state: the windows' function sees it as a flag.
    let was_paused = paused.is_some_and(|p| *p.get() == Paused::Yes);
    state.pause = was_paused;
    let view = OverlayView {
        screen: *screen.get(),
        snap: snap.as_deref(),
        save_refusal: cannot_save(&pending, &keep),
        campaign_fight: keep.in_campaign,
        content: content.as_deref().map(|c| &*c.0),
        notice: notice.0.as_deref(),
        held: held.as_ref().and_then(|h| h.0.as_ref()).map(|h| &h.1),
        catalog: catalog.as_deref().map(|c| &c.0),
    };
    let mut open = OpenWindows {
        overlays: &mut state,
        about: &mut about.open,
        tutorial: &mut tutorial.0,
        settings: &mut settings,
        edit_request: &mut title.edit,
    };
    let out = windows(ctx, &view, &mut open);
    intents.0.extend(out.intents);
    if state.pause != was_paused
        && let Some(pause) = pause.as_mut()
    {
        pause.set(if state.pause { Paused::Yes } else { Paused::No });
    }
    if out.quit {
        exit.write(AppExit::Success);
    }
    Ok(())
}

/// What the windows over a screen read.
pub struct OverlayView<'a> {
    pub screen: Screen,
    pub snap: Option<&'a Snapshot>,
    /// Why the fight cannot be saved now, if it cannot.
    pub save_refusal: Option<&'static str>,
    /// The fight is a campaign's: it is not started again (a loss costs a retreat).
    pub campaign_fight: bool,
    pub content: Option<&'a crate::content::Content>,
    /// A problem with the settings file.
    pub notice: Option<&'a str>,
    /// A move held for a second look.
    pub held: Option<&'a crate::combat::Decision>,
    /// The library and the levels, for the library browser.
    pub catalog: Option<&'a crate::content::catalog::Catalog>,
}

/// What the windows over a screen change.
pub struct OpenWindows<'a> {
    pub overlays: &'a mut Overlays,
    pub about: &'a mut bool,
    pub tutorial: &'a mut bool,
    pub settings: &'a mut Settings,
    /// The title's New encounter or Edit, for the editor to open.
    pub edit_request: &'a mut Option<EditRequest>,
}

/// What the windows asked of the game.
#[derive(Default)]
pub struct OverlayOutput {
    pub intents: Vec<Ask>,
    pub quit: bool,
}

/// The keys (F1, Esc) and every window over `view.screen`: the corner buttons, the held
/// move's bar, the pause menu, Settings and Help. The window's system and the tests' harness
/// both draw them through here.
pub fn windows(ctx: &egui::Context, view: &OverlayView, open: &mut OpenWindows) -> OverlayOutput {
    let mut out = OverlayOutput::default();
    let state = &mut *open.overlays;
    let in_fight = view.screen == Screen::Combat;
    if ctx.input(|i| i.key_pressed(Key::F1)) {
        state.help = !state.help;
    }
    if ctx.input(|i| i.key_pressed(Key::Escape)) {
        if state.close_top() {
        } else if *open.about {
            *open.about = false;
        } else if view.held.is_some() {
            out.intents.push(MoveAsk::TakeBack.into());
        } else if in_fight {
            state.pause = true;
        }
    }
    let opened = bars::Opened {
        library: &mut state.library,
        settings: &mut state.settings,
        help: &mut state.help,
        pause: &mut state.pause,
    };
    out.quit |= bars::corner_buttons(ctx, view.screen, opened, open.about, open.tutorial);
    if in_fight
        && let Some(decision) = view.held
        && let Some(snap) = view.snap
    {
        out.intents.extend(bars::confirm_bar(ctx, snap, decision));
    }
    if state.pause && in_fight {
        let mut confirming = state.confirming;
        let chosen = pause_menu(ctx, &mut confirming, view.save_refusal, view.campaign_fight);
        state.confirming = confirming;
        match chosen {
            Some(PauseChoice::Quit) => out.quit = true,
            Some(choice) => out.intents.extend(state.choose(choice)),
            None => {}
        }
    } else if !in_fight {
        state.pause = false;
        state.confirming = None;
    }
    let mut shown = state.settings;
    if shown {
        crate::ui::windows::settings::view::settings_window(
            ctx,
            open.settings,
            view.content,
            view.notice,
            &mut shown,
        );
        state.settings = shown;
    }
    let mut shown = state.library;
    if shown && let Some(catalog) = view.catalog {
        let levels: Vec<(String, &crate::content::Encounter)> = catalog
            .entries
            .iter()
            .filter_map(|e| {
                Some((
                    e.encounter.as_ref()?.def.name.clone(),
                    e.encounter.as_ref()?,
                ))
            })
            .collect();
        let browse = &mut state.browse;
        crate::ui::windows::library::view::library(
            ctx,
            &catalog.content,
            &levels,
            (&mut shown, browse),
        );
        state.library = shown;
    }
    out.intents
        .extend(editor(ctx, view, state, open.edit_request));
    let mut shown = state.help;
    if shown {
        crate::ui::windows::help::help(ctx, &mut shown);
        state.help = shown;
    }
    out
}

/// The encounter editor over the title: opened as the title asks, back after a play-test, and
/// its balance run stopped whenever it is not shown.
fn editor(
    ctx: &egui::Context,
    view: &OverlayView,
    state: &mut Overlays,
    request: &mut Option<EditRequest>,
) -> Option<Ask> {
    let mut intent = None;
    if let Some(catalog) = view.catalog {
        if let Some(request) = request.take() {
            state.open_editor(request, catalog);
        }
        let on_title = view.screen == Screen::Title;
        // Back once the fight has shown: the frame that starts it is still on the title.
        state.edit.fought |= state.edit.resume && !on_title;
        if on_title && state.edit.resume && state.edit.fought {
            state.edit.resume = false;
            state.edit.fought = false;
            state.editor = true;
        }
        if state.editor && on_title {
            let mut shown = true;
            intent = crate::ui::windows::editor::form::editor_window(
                ctx,
                catalog,
                &mut state.edit,
                &mut shown,
            );
            state.editor = shown;
        }
    }
    if !state.editor {
        state.edit.balance.cancel();
    }
    intent
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn esc_closes_the_topmost_window_first() {
        let mut o = Overlays {
            pause: true,
            help: true,
            library: true,
            settings: true,
            confirming: Some(PauseChoice::Quit),
            ..Default::default()
        };
        assert!(o.close_top());
        assert!(!o.help && o.library);
        assert!(o.close_top());
        assert!(!o.library && o.settings);
        assert!(o.close_top());
        assert!(!o.settings && o.confirming.is_some());
        assert!(o.close_top());
        assert!(o.confirming.is_none() && o.pause);
        assert!(o.close_top());
        assert!(!o.pause);
        assert!(!o.close_top());
    }

    #[test]
    fn the_pause_menu_s_choices_reach_the_game_as_messages() {
        let mut o = Overlays {
            pause: true,
            ..Overlays::default()
        };
        let sent = |ask: Option<Ask>| ask.map(|a| format!("{a:?}"));
        assert_eq!(
            sent(o.choose(PauseChoice::Concede)),
            sent(Some(MoveAsk::Concede.into()))
        );
        assert!(!o.pause, "a choice closes the menu");
        o.pause = true;
        assert!(o.choose(PauseChoice::Settings).is_none());
        assert!(o.pause && o.settings, "settings open over the menu");
        assert_eq!(
            sent(o.choose(PauseChoice::Restart)),
            sent(Some(FightAsk::Restart.into()))
        );
        assert_eq!(
            sent(o.choose(PauseChoice::BackToTitle)),
            sent(Some(FightAsk::BackToTitle.into()))
        );
        assert!(o.choose(PauseChoice::Resume).is_none());
        assert!(!o.pause);
    }
}
