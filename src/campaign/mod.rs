//! Campaigns: a party that outlives its fights. The party and its stash, a fight built from a
//! level and the party, a fight's end read back, the map's state, and the policy that makes
//! the choices between fights when nobody else does. Above `combat` and `ai`, below `persist`,
//! `ui` and `sim`; nothing in `rules`, `content` or `combat` imports it.

pub mod aftermath;
pub mod deploy;
pub mod journey;
pub mod kit;
pub mod owed;
pub mod party;
pub mod picks;
pub mod policy;
pub mod progress;

pub use journey::{Chooser, FightRecord, FightResult, Journey, Players, PolicyChooser};
pub use kit::{KitError, Place};
pub use owed::Pick;
pub use party::{Hero, Party};
pub use picks::PickError;
pub use progress::{Loss, Progress, Standing};
