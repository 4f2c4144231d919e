//! The tutorial's steps as data (`assets/tutorial.steps`, in RON): what each says, which part of the
//! screen it lights up, and what moves it on. Read like the rest of the content: unknown
//! fields refused, errors at `path:line:col`.

use crate::content::{ContentError, ErrorKind, SourceText};
use serde::Deserialize;
use std::path::Path;

/// The part of the combat screen a step speaks of.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Deserialize)]
pub enum Highlight {
    Track,
    Actions,
    Battlefield,
    Card,
    Log,
    Chain,
}

/// The egui memory key under which the combat screen leaves a panel's rectangle each frame,
/// for the tutorial's light.
pub fn panel_key(h: Highlight) -> bevy_egui::egui::Id {
    bevy_egui::egui::Id::new(("panel", format!("{h:?}")))
}

/// What moves a step on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
pub enum Until {
    /// The player clicks Next.
    Next,
    /// A player's hero takes an action.
    HeroActs,
    /// A player's hero reacts.
    HeroReacts,
    /// A player's hero prepares.
    HeroPrepares,
    /// A player's hero aims an action at a limb.
    HeroAims,
}

#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Step {
    pub title: String,
    pub text: String,
    pub highlight: Highlight,
    pub until: Until,
}

#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Steps {
    pub steps: Vec<Step>,
}

/// The steps in `path`; `Err` at `path:line:col`.
pub fn load_steps(path: &Path) -> Result<Steps, ContentError> {
    let text = std::fs::read_to_string(path).map_err(|e| {
        ContentError::new(
            path,
            (1, 1),
            ErrorKind::Unreadable,
            format!("cannot be read: {e}"),
        )
    })?;
    parse_steps(path, &text)
}

/// The steps in `text` (read from `path`).
pub fn parse_steps(path: &Path, text: &str) -> Result<Steps, ContentError> {
    let steps: Steps =
        ron::from_str(text).map_err(|e| SourceText::new(path, text).error_from_ron(&e))?;
    if steps.steps.is_empty() {
        let message = "a tutorial needs at least one step";
        return Err(ContentError::new(path, (1, 1), ErrorKind::Rule, message));
    }
    Ok(steps)
}

/// The shipped tutorial's file.
pub fn tutorial_path() -> std::path::PathBuf {
    // RON, but not named .ron: the content loader reads every .ron file under assets/.
    crate::content::assets_dir().join("tutorial.steps")
}
