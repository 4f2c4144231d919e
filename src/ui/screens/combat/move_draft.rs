//! The player's half-made choice on the combat screen (an action picked, targets not yet) and
//! what the screen shows (the selected card, the log filter). Screen state, not combat state.

use crate::combat::{CombatantId, TargetPick};
use bevy::prelude::*;

#[derive(Resource, Clone, Debug, Default)]
pub struct Draft {
    /// The request this draft answers; a new request starts a new draft.
    pub serial: u64,
    /// Index of the picked action among the request's options.
    pub action: Option<usize>,
    pub targets: Vec<TargetPick>,
    /// The combatant whose card is shown (clicked); else the hovered or acting one.
    pub selected: Option<CombatantId>,
    pub hovered: Option<CombatantId>,
    /// The action or reaction button under the pointer (read on the next frame, for the
    /// preview).
    pub hovered_choice: Option<usize>,
    /// Show only the log lines about this combatant.
    pub log_filter: Option<CombatantId>,
    /// Log lines opened to their dice and rule, by index.
    pub expanded: std::collections::HashSet<usize>,
    /// Lay out the whole log, not only the recent lines.
    pub whole_log: bool,
    /// What the keyboard has focused (`ui::keys`).
    pub keys: KeyFocus,
    /// Which half of the card shows.
    pub card_tab: CardTab,
}

/// The card's two halves: what the combatant can do, and its body with what it wears.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum CardTab {
    #[default]
    Abilities,
    Body,
}

impl Draft {
    /// Forgets the half-made choice when the rules ask something new.
    pub fn follow(&mut self, serial: u64) {
        if self.serial != serial {
            self.serial = serial;
            self.action = None;
            self.targets.clear();
            self.keys.choice = None;
            self.keys.target = None;
        }
    }

    pub fn toggle_target(&mut self, who: CombatantId, limb: Option<u8>, max: usize) {
        if let Some(i) = self.targets.iter().position(|t| t.who == who) {
            if self.targets[i].limb == limb {
                self.targets.remove(i);
            } else {
                self.targets[i].limb = limb;
            }
        } else {
            if self.targets.len() >= max {
                self.targets.remove(0);
            }
            self.targets.push(TargetPick { who, limb });
        }
    }
}

/// What the player sees, for the double-press guard: the request and whether a cover hides it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct View {
    pub serial: u64,
    pub covered: bool,
}

/// The keyboard's state on the combat screen, kept in the `Draft`.
#[derive(Clone, Debug, Default)]
pub struct KeyFocus {
    /// The focused choice: an action, a reaction (its count means Pass), a tied combatant, an
    /// advantage, or Yes/No.
    pub choice: Option<usize>,
    /// The focused target among the picked action's candidates.
    pub target: Option<usize>,
    pub(crate) view: Option<View>,
    pub(crate) since: f64,
}
