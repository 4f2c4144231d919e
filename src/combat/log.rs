//! The combat log: every event of the current combat, in order.

use super::events::CombatEvent;
use bevy::prelude::*;

/// Every event since the combat began. Tests, the `script` command and the UI read it.
#[derive(Resource, Clone, Debug, Default)]
pub struct CombatLog {
    pub events: Vec<CombatEvent>,
}

pub fn record(mut reader: MessageReader<CombatEvent>, mut log: ResMut<CombatLog>) {
    for event in reader.read() {
        if matches!(event, CombatEvent::CombatStarted { .. }) {
            log.events.clear();
        }
        log.events.push(event.clone());
    }
}
