//! Save files: the whole combat state, RNG position included, taken while the rules wait for an
//! answer, with the recording that led there and who sits in each seat. Loading checks the
//! format, the content fingerprint and that the state is exactly where its recording leads, so a
//! damaged or edited file is refused with the reason and nothing in the game changes.

use super::envelope::{FileKind, VERSION, parse_file, read_file};
use super::error::PersistError;
use super::fingerprint::content_fingerprint;
use super::integrity::check_state;
use super::playback::play_back;
use crate::combat::{CombatEvent, CombatState, PendingDecision, Recording, Roster};
use crate::content::{Content, SourceText};
use crate::control::Seat;
use serde::{Deserialize, Serialize};
use std::path::Path;
use std::sync::Arc;

/// A save file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SaveFile {
    /// Always "aguja save".
    pub format: String,
    pub version: u32,
    /// The fingerprint of the content library it was saved with.
    pub content: String,
    /// The level file the encounter came from, for people.
    #[serde(default)]
    pub level: Option<String>,
    /// Who plays each combatant, by combatant.
    pub seats: Vec<Seat>,
    /// The combat now: fighters, chain, needle, the open question and the RNG's position.
    pub state: CombatState,
    /// How the combat started and every decision since: a replay saved after loading still
    /// starts at the beginning, and loading checks `state` against it.
    pub combat: Recording,
}

/// A save read and checked: ready to put into a world with `combat::resume`.
#[derive(Clone, Debug)]
pub struct LoadedSave {
    pub file: SaveFile,
    /// The log up to the save, rebuilt from the recording.
    pub log: Vec<CombatEvent>,
}

impl LoadedSave {
    pub fn roster(&self) -> Roster {
        self.file.combat.roster.clone()
    }
}

/// Whether the rules wait for an answer nobody has given yet: the only moment a save is taken,
/// so that loading knows exactly where the recording stops.
pub fn can_save(pending: &PendingDecision) -> bool {
    pending.request.is_some() && pending.answer.is_none()
}

impl SaveFile {
    pub fn new(
        state: CombatState,
        combat: Recording,
        seats: Vec<Seat>,
        content: &Content,
        level: Option<String>,
    ) -> Self {
        SaveFile {
            format: FileKind::Save.format().into(),
            version: VERSION,
            content: content_fingerprint(content),
            level,
            // A remote player's seat is saved as a player's at this screen: a save of a
            // networked fight loads with them as local players, and saves hold no seat that
            // an older game could not read.
            seats: seats.into_iter().map(Seat::at_this_screen).collect(),
            state,
            combat,
        }
    }

    pub fn to_text(&self) -> String {
        super::to_text(self)
    }

    /// Writes the file atomically: a kill or crash during the write leaves the previous save.
    pub fn write(&self, path: &Path) -> std::io::Result<()> {
        super::atomic::write_atomically(path, self.to_text().as_bytes())
    }

    /// Reads and checks a save (see `check`).
    pub fn load(path: &Path, content: Arc<Content>) -> Result<LoadedSave, PersistError> {
        let file: SaveFile = read_file(path, FileKind::Save)?;
        file.check(content).map_err(|e| e.in_file(path))
    }

    /// Parses and checks a save given as text (`origin` names it in errors).
    pub fn load_text(
        origin: &Path,
        text: &str,
        content: Arc<Content>,
    ) -> Result<LoadedSave, PersistError> {
        let file: SaveFile = parse_file(SourceText::new(origin, text), FileKind::Save)?;
        file.check(content).map_err(|e| e.in_file(origin))
    }

    /// The content is the one it was saved with, its recording's start refers only to what
    /// exists, and playing the recording leads exactly to its state.
    pub fn check(self, content: Arc<Content>) -> Result<LoadedSave, PersistError> {
        if self.content != content_fingerprint(&content) {
            return Err(PersistError::ContentChanged);
        }
        let combat = &self.combat;
        check_state(&combat.start, &combat.roster, &content)
            .map_err(PersistError::SaveStartDamaged)?;
        // The state itself too: its numbers are named in the reason, not only found unequal
        // to where the recording leads.
        check_state(&self.state, &combat.roster, &content).map_err(PersistError::SaveDamaged)?;
        if self.seats.len() != combat.roster.names.len() {
            return Err(PersistError::SeatCount {
                seats: self.seats.len(),
                combatants: combat.roster.names.len(),
            });
        }
        let played = play_back(combat, content);
        if played.unused > 0 || played.state != self.state {
            return Err(PersistError::NotWhereItLeads);
        }
        Ok(LoadedSave {
            log: played.events,
            file: self,
        })
    }
}
