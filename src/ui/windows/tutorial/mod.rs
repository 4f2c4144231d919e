//! The tutorial: a guided fight of the seed's example whose steps (`assets/tutorial.steps`) each
//! say a few words, light up the part of the screen they speak of, and wait for the player's
//! move. It only reads the combat; the rules and the dice are those of any fight.

pub mod progress;
pub mod steps;
pub mod view;

pub use progress::Tutorial;
pub use steps::{Highlight, panel_key};

use crate::ui::launch::{Launch, open};
use bevy::prelude::*;
use bevy_egui::EguiPrimaryContextPass;

/// The seed the tutorial's fight always starts from.
pub const SEED: u64 = 1;

/// Asks for the tutorial to start (the title's button); carried out before the next frame.
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct TutorialRequested(pub bool);

/// The tutorial's moves and its overlay; drawn in the window, followed in tests too.
pub fn plugin(app: &mut App) {
    app.init_resource::<TutorialRequested>()
        .add_systems(
            Update,
            (
                start_when_asked,
                progress::follow_moves.in_set(crate::ui::sets::UiSet::Follow),
            ),
        )
        // The tutorial is one fight's: it goes however that fight is left.
        .add_systems(
            OnExit(crate::ui::screens::Screen::Combat),
            |mut commands: Commands| commands.remove_resource::<Tutorial>(),
        );
}

/// The tutorial's box over the screens.
pub fn view_plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        view::draw_tutorial.in_set(crate::ui::sets::UiSet::Windows),
    );
}

fn start_when_asked(world: &mut World) {
    if !world.resource::<TutorialRequested>().0 {
        return;
    }
    world.insert_resource(TutorialRequested(false));
    if let Err(message) = start(world) {
        world.resource_mut::<crate::ui::saves::Keep>().status = Some(message);
    }
}

/// The tutorial's fight, with its steps from the first; `Err` says what did not load.
pub fn start(world: &mut World) -> Result<(), String> {
    let steps = steps::load_steps(&steps::tutorial_path()).map_err(|e| e.to_string())?;
    let launch = launch()?;
    open(world, launch);
    world.insert_resource(Tutorial::new(steps));
    Ok(())
}

/// The seed's example with the AI as the Dark Lord, always on the same seed.
pub fn launch() -> Result<Launch, String> {
    let path = crate::content::levels_dir().join("seed-example.ron");
    let content =
        crate::content::load_content(&crate::content::assets_dir()).map_err(|e| e.to_string())?;
    let encounter = crate::content::load_encounter(&path, &content).map_err(|e| e.to_string())?;
    Ok(Launch::Level {
        path,
        encounter: Box::new(encounter),
        seed: SEED,
        seating: crate::ui::seating::Seating::default(),
    })
}
