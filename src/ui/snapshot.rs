//! What the screens draw from: a copy of the combat as the rules left it after the last step.
//! Panels are functions of a `Snapshot`; they never touch the combat state itself.

use crate::combat::{
    CombatEvent, CombatLog, CombatState, CombatantId, Fighter, Names, Request, Roster, capture,
};
use crate::content::{Content, Side};
use crate::control::Seats;
use bevy::prelude::*;
use std::sync::Arc;

/// A new snapshot each frame, before any screen draws.
pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        bevy_egui::EguiPrimaryContextPass,
        refresh.in_set(crate::ui::sets::UiSet::Snapshot),
    );
}

fn refresh(world: &mut World) {
    let screen = *world.resource::<State<crate::ui::screens::Screen>>().get();
    if screen != crate::ui::screens::Screen::Title && world.contains_resource::<Roster>() {
        let snapshot = Snapshot::capture(world);
        world.insert_resource(snapshot);
    }
}

/// The combat as the screens see it.
#[derive(Resource, Clone, Debug)]
pub struct Snapshot {
    pub content: Arc<Content>,
    pub state: CombatState,
    pub roster: Roster,
    pub log: Vec<CombatEvent>,
    /// Per combatant: answered from this window (not an AI).
    pub human: Vec<bool>,
}

impl Snapshot {
    pub fn capture(world: &mut World) -> Snapshot {
        let content = world.resource::<crate::combat::ContentDb>().0.clone();
        let state = capture(world);
        let roster = world.resource::<Roster>().clone();
        let log = world.resource::<CombatLog>().events.clone();
        let seats = world.resource::<Seats>();
        let human = state
            .fighters
            .iter()
            .map(|f| seats.seat(f.id).is_human())
            .collect();
        Snapshot {
            content,
            state,
            roster,
            log,
            human,
        }
    }

    pub fn names(&self) -> Names<'_> {
        Names {
            combatants: &self.roster.names,
            parts: &self.roster.parts,
            content: &self.content,
        }
    }

    pub fn name(&self, who: CombatantId) -> &str {
        self.roster
            .names
            .get(who.index())
            .map_or("?", String::as_str)
    }

    pub fn fighter(&self, who: CombatantId) -> &Fighter {
        &self.state.fighters[who.index()]
    }

    pub fn side(&self, side: Side) -> impl Iterator<Item = &Fighter> {
        self.state.fighters.iter().filter(move |f| f.side == side)
    }

    /// The open request, when a human of this window must answer it.
    pub fn human_request(&self) -> Option<&Request> {
        let request = self.state.pending.request.as_ref()?;
        if self.state.pending.answer.is_some() {
            return None;
        }
        self.human
            .get(request.decider().index())
            .copied()
            .unwrap_or(false)
            .then_some(request)
    }

    /// Whom the open request waits for, when it is not a human of this window.
    pub fn waiting_for_ai(&self) -> Option<CombatantId> {
        let request = self.state.pending.request.as_ref()?;
        (self.human_request().is_none() && self.state.round.outcome.is_none())
            .then(|| request.decider())
    }
}
