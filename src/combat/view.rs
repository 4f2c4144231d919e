//! The combat read, not changed: what the options (`options.rs`, `reactions.rs`) ask of it, so
//! that the AI asks them of the `CombatState` it was handed, with neither a `&mut` nor a copy.

use super::chain::{Chain, ItemRef};
use super::ctx::{ActiveFlags, CombatState, Ctx, active_flags};
use super::state::{CombatantId, Fighter, GroundItem};
use crate::content::Content;

/// What the options read. A trait rather than one borrowed struct both lend: the engine asks
/// at every step with its `Ctx`, and reading the `Ctx`'s own fields costs nothing more, where
/// building a struct of borrows at each question did (about 0.6% of the plain engine).
pub trait Reads {
    fn content(&self) -> &Content;
    fn fighters(&self) -> &[Fighter];
    fn ground(&self) -> &[GroundItem];
    fn chain(&self) -> &Chain;
    /// Hand-overs refused during this opportunity (`PendingDecision::refused`).
    fn refused(&self) -> &[ItemRef];

    fn f(&self, id: CombatantId) -> &Fighter {
        &self.fighters()[id.index()]
    }

    /// Who is in the fight, by index: an opportunity judges it once for the end check, the
    /// sweep of the needle and the options, since nothing changes it in between.
    fn active_flags(&self) -> ActiveFlags {
        active_flags(self.fighters(), self.content())
    }
}

impl Reads for Ctx<'_> {
    #[inline]
    fn content(&self) -> &Content {
        self.content
    }
    #[inline]
    fn fighters(&self) -> &[Fighter] {
        self.fighters
    }
    #[inline]
    fn ground(&self) -> &[GroundItem] {
        self.ground
    }
    #[inline]
    fn chain(&self) -> &Chain {
        self.chain
    }
    #[inline]
    fn refused(&self) -> &[ItemRef] {
        &self.pending.refused
    }
}

/// A `CombatState` read with its content: what the AI asks the options of.
#[derive(Clone, Copy)]
pub struct View<'a> {
    pub state: &'a CombatState,
    pub content: &'a Content,
}

impl CombatState {
    /// The state read with `content`, for the options (`Reads`).
    pub fn view<'a>(&'a self, content: &'a Content) -> View<'a> {
        View {
            state: self,
            content,
        }
    }
}

impl Reads for View<'_> {
    #[inline]
    fn content(&self) -> &Content {
        self.content
    }
    #[inline]
    fn fighters(&self) -> &[Fighter] {
        &self.state.fighters
    }
    #[inline]
    fn ground(&self) -> &[GroundItem] {
        &self.state.ground
    }
    #[inline]
    fn chain(&self) -> &Chain {
        &self.state.chain
    }
    #[inline]
    fn refused(&self) -> &[ItemRef] {
        &self.state.pending.refused
    }
}
