//! Replay files: how a combat started, every decision, and a fingerprint of the log it gave.
//! Played back, a replay must give that very log again; if the content has changed since it was
//! recorded, it says so rather than diverge silently.

use super::envelope::{FileKind, VERSION, parse_file, read_file};
use super::error::PersistError;
use super::fingerprint::{content_fingerprint, log_fingerprint};
use super::integrity::check_state;
use super::playback::{PlayedBack, play_back};
use crate::combat::{CombatEvent, Outcome, Recording};
use crate::content::{Content, ContentError, SourceText};
use serde::{Deserialize, Serialize};
use std::path::Path;
use std::sync::Arc;

/// A replay file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ReplayFile {
    /// Always "aguja replay".
    pub format: String,
    pub version: u32,
    /// The fingerprint of the content library it was recorded with.
    pub content: String,
    /// The level file the encounter came from, for people; the encounter itself, as the combat
    /// stood at its start (seed included), is `combat.start`.
    #[serde(default)]
    pub level: Option<String>,
    pub combat: Recording,
    /// What the recorded log came to, to check a playback against.
    pub result: RecordedLog,
}

/// A log, by its length and fingerprint (`fingerprint::log_fingerprint`), and how it ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RecordedLog {
    pub events: usize,
    pub fingerprint: String,
    #[serde(default)]
    pub outcome: Option<Outcome>,
}

impl RecordedLog {
    /// The part of `log` a recording starting at `log_start` produced.
    pub fn of(log: &[CombatEvent], log_start: usize) -> Self {
        let (events, fingerprint) = log_fingerprint(log.get(log_start..).unwrap_or_default());
        let outcome = log.iter().rev().find_map(|e| match e {
            CombatEvent::CombatEnded {
                winner,
                rounds,
                ending,
            } => Some(Outcome {
                winner: *winner,
                rounds: *rounds,
                ending: *ending,
            }),
            _ => None,
        });
        RecordedLog {
            events,
            fingerprint,
            outcome,
        }
    }
}

impl ReplayFile {
    /// The replay of a combat recorded as `combat`, whose log so far is `log`.
    pub fn new(
        combat: Recording,
        log: &[CombatEvent],
        content: &Content,
        level: Option<String>,
    ) -> Self {
        let result = RecordedLog::of(log, combat.log_start);
        ReplayFile {
            format: FileKind::Replay.format().into(),
            version: VERSION,
            content: content_fingerprint(content),
            level,
            combat,
            result,
        }
    }

    /// The replay of the combat `world` holds: its recording and the log it gave so far.
    pub fn of_world(
        world: &bevy::prelude::World,
        content: &Content,
        level: Option<String>,
    ) -> Self {
        let log = &world.resource::<crate::combat::CombatLog>().events;
        Self::new(world.resource::<Recording>().clone(), log, content, level)
    }

    /// The file's text.
    pub fn to_text(&self) -> String {
        super::to_text(self)
    }

    /// Writes the file atomically.
    pub fn write(&self, path: &Path) -> std::io::Result<()> {
        super::atomic::write_atomically(path, self.to_text().as_bytes())
    }

    pub fn read(path: &Path) -> Result<ReplayFile, ContentError> {
        read_file(path, FileKind::Replay)
    }

    pub fn parse(src: SourceText) -> Result<ReplayFile, ContentError> {
        parse_file(src, FileKind::Replay)
    }

    /// Whether the content loaded now is the content it was recorded with.
    pub fn content_matches(&self, content: &Content) -> bool {
        self.content == content_fingerprint(content)
    }

    /// `Err` when it was recorded with other content than `content`, so would not play out as
    /// recorded.
    pub fn check_content(&self, content: &Content) -> Result<(), PersistError> {
        if self.content_matches(content) {
            Ok(())
        } else {
            Err(PersistError::ReplayContentChanged)
        }
    }

    /// Plays the replay back headless and compares the log with the recorded one. `Err` when the
    /// file cannot be played at all (it refers to things the content does not have).
    pub fn play(&self, content: Arc<Content>) -> Result<ReplayCheck, PersistError> {
        let combat = &self.combat;
        check_state(&combat.start, &combat.roster, &content)
            .map_err(PersistError::ReplayStartDamaged)?;
        let played = play_back(combat, content);
        let log = RecordedLog::of(&played.events, 0);
        Ok(ReplayCheck {
            identical: log == self.result,
            log,
            played,
        })
    }
}

/// A playback against the recording.
#[derive(Clone, Debug)]
pub struct ReplayCheck {
    /// The log is the recorded one, event for event.
    pub identical: bool,
    pub log: RecordedLog,
    pub played: PlayedBack,
}
