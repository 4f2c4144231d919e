//! Keyboard-only play on the combat screen: the arrows move a focus over the open request's
//! choices, Enter takes the focused one, Tab cycles the targets, Up and Down the aimed limb,
//! Space toggles a target, Esc backs out one step. And a guard against double presses: for a
//! moment after the screen changes (a hot-seat cover, a new prompt), Enter and Space do nothing,
//! so one key pressed twice cannot lift the cover and also confirm the prompt behind it.

use crate::combat::decision::TargetChoices;
use crate::combat::{Decision, Request};
use crate::ui::screens::combat::move_draft::Draft;
pub use crate::ui::screens::combat::move_draft::{KeyFocus, View};
use crate::ui::snapshot::Snapshot;
use bevy_egui::egui::{self, Key, Modifiers, RichText};

/// How long (seconds) Enter and Space are ignored after what the screen shows changes: longer
/// than a quick double press, shorter than a player's deliberate second look.
pub const DOUBLE_PRESS_GUARD: f64 = 0.4;

/// Swallows Enter and Space for a moment after `view` differs from the last one drawn.
pub fn guard_double_press(ui: &egui::Ui, draft: &mut Draft, view: View) {
    let now = ui.input(|i| i.time);
    // A clock behind the last change means a new egui context (a test's new harness): start
    // the guard from now rather than wait for the old clock to come round.
    if draft.keys.view != Some(view) || now < draft.keys.since {
        draft.keys.view = Some(view);
        draft.keys.since = now;
    }
    if now - draft.keys.since < DOUBLE_PRESS_GUARD {
        ui.ctx().input_mut(|i| {
            for key in [Key::Enter, Key::Space] {
                while i.consume_key(Modifiers::NONE, key) {}
            }
        });
    }
}

fn pressed(ui: &egui::Ui, key: Key) -> bool {
    ui.input(|i| i.key_pressed(key))
}

/// Cycles `current` by `step` among `len` choices (from nothing, forward starts at the first).
fn cycle(current: Option<usize>, len: usize, step: isize) -> Option<usize> {
    if len == 0 {
        return None;
    }
    let len = len as isize;
    let next = match current {
        None if step > 0 => 0,
        None => len - 1,
        Some(i) => (i as isize + step).rem_euclid(len),
    };
    Some(next as usize)
}

/// How many choices the request offers to the arrows.
fn choices(request: &Request) -> usize {
    match request {
        Request::Act { options, .. } => options.len(),
        // The last one is Pass.
        Request::React { options, .. } => options.len() + 1,
        Request::TieBreak { tied, .. } => tied.len(),
        Request::Advantage { options, .. } => options.len(),
        Request::Consent { .. } => 2,
    }
}

/// The arrows, Tab, Space, Enter and Esc on the open human request; `Some` when Enter commits
/// a choice that needs nothing more (a reaction, Pass, a tie, an advantage, an answer). Picking
/// an action only fills the draft: its menu confirms it as a click would.
pub fn combat_keys(ui: &egui::Ui, snap: &Snapshot, draft: &mut Draft) -> Option<Decision> {
    let request = snap.human_request()?.clone();
    // One focus model only: egui's own (Tab between widgets, Enter or Space clicking the
    // focused one) would press buttons the player cannot see are focused.
    ui.ctx().memory_mut(|m| {
        if let Some(id) = m.focused() {
            m.surrender_focus(id);
        }
    });
    if back_out(ui, draft) {
        return None;
    }
    let len = choices(&request);
    // While an action is picked, Left and Right leave it for the next one (never committing a
    // no-target action by moving over it).
    for (key, step) in [(Key::ArrowRight, 1), (Key::ArrowLeft, -1)] {
        if pressed(ui, key) {
            let from = draft.action.or(draft.keys.choice);
            draft.keys.choice = cycle(from, len, step);
            draft.action = None;
            draft.targets.clear();
            draft.keys.target = None;
        }
    }
    if let Request::Act { options, .. } = &request
        && let Some(option) = draft.action.and_then(|i| options.get(i))
        && let TargetChoices::Combatants { max, candidates } = &option.targets
    {
        target_keys(ui, draft, *max as usize, candidates);
        return None;
    }
    if !pressed(ui, Key::Enter) {
        return None;
    }
    let choice = draft.keys.choice?;
    match &request {
        Request::Act { .. } => {
            draft.action = Some(choice);
            draft.targets.clear();
            None
        }
        Request::React { options, .. } => Some(match options.get(choice) {
            Some(o) => Decision::React {
                action: o.action,
                source: o.source,
            },
            None => Decision::Pass,
        }),
        Request::TieBreak { tied, .. } => tied.get(choice).map(|&t| Decision::Choose(t)),
        Request::Advantage { options, .. } => options.get(choice).map(|&a| Decision::Advantage(a)),
        Request::Consent { .. } => Some(Decision::Consent(choice == 0)),
    }
}

/// Esc undoes the last step of the half-made choice and is then used up, so that the pause
/// menu opens only on an Esc that had nothing to undo. `true` when it undid something.
fn back_out(ui: &egui::Ui, draft: &mut Draft) -> bool {
    if !pressed(ui, Key::Escape) {
        return false;
    }
    if !draft.targets.is_empty() {
        draft.targets.clear();
        draft.keys.target = None;
    } else if draft.action.is_some() {
        draft.keys.choice = draft.action.take();
    } else if draft.keys.choice.is_some() {
        draft.keys.choice = None;
    } else {
        return false;
    }
    ui.ctx()
        .input_mut(|i| while i.consume_key(Modifiers::NONE, Key::Escape) {});
    true
}

/// Tab and Shift+Tab move over the candidates (choosing the one focused when only one may be
/// chosen), Space toggles the focused one, Up and Down cycle its aimed limb.
fn target_keys(
    ui: &egui::Ui,
    draft: &mut Draft,
    max: usize,
    candidates: &[crate::combat::decision::Candidate],
) {
    let tab = ui.input(|i| i.key_pressed(Key::Tab));
    if tab {
        let back = ui.input(|i| i.modifiers.shift);
        draft.keys.target = cycle(
            draft.keys.target,
            candidates.len(),
            if back { -1 } else { 1 },
        );
        if max == 1
            && let Some(c) = draft.keys.target.and_then(|i| candidates.get(i))
        {
            draft.targets.clear();
            draft.toggle_target(c.who, None, max);
        }
    }
    let Some(c) = draft.keys.target.and_then(|i| candidates.get(i)) else {
        return;
    };
    if pressed(ui, Key::Space) {
        draft.toggle_target(c.who, None, max);
    }
    for (key, step) in [(Key::ArrowDown, 1), (Key::ArrowUp, -1)] {
        if !pressed(ui, key) || c.limbs.is_empty() {
            continue;
        }
        let Some(pick) = draft.targets.iter().find(|t| t.who == c.who) else {
            continue;
        };
        // None, then each limb, then None again.
        let at = pick
            .limb
            .and_then(|l| c.limbs.iter().position(|&x| x == l))
            .map_or(0, |i| i + 1);
        let next = cycle(Some(at), c.limbs.len() + 1, step).unwrap_or(0);
        let limb = next.checked_sub(1).map(|i| c.limbs[i]);
        draft.toggle_target(c.who, limb, max);
    }
}

/// A line that shows what the keyboard has focused and which keys do what, so that a player
/// without a mouse always knows where they are.
pub fn focus_line(ui: &mut egui::Ui, snap: &Snapshot, draft: &Draft) {
    let Some(request) = snap.human_request() else {
        return;
    };
    let content = &snap.content;
    let focused = draft.keys.choice.and_then(|i| match request {
        Request::Act { options, .. } => options
            .get(i)
            .map(|o| content.action(o.action).name.clone()),
        Request::React { options, .. } => Some(options.get(i).map_or("Pass".to_string(), |o| {
            content.action(o.action).name.clone()
        })),
        Request::TieBreak { tied, .. } => tied.get(i).map(|&t| snap.name(t).to_string()),
        Request::Advantage { options, .. } => {
            options.get(i).map(|&a| content.advantage(a).name.clone())
        }
        Request::Consent { .. } => Some(if i == 0 { "Yes" } else { "No" }.to_string()),
    });
    let text = match (&focused, draft.action) {
        (_, Some(_)) => {
            "Keys: Tab next target · ↑↓ aim at a limb · Space add or remove · Enter confirm · Esc back"
                .to_string()
        }
        (Some(name), None) => format!("Keys: {name} — Enter to choose · ←→ other choices · Esc back"),
        (None, None) => "Keys: ←→ to choose · Enter to confirm".to_string(),
    };
    ui.label(
        RichText::new(text)
            .small()
            .color(crate::ui::widgets::palette::dim()),
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Runs one frame at `time` with `events`, guarding `view`; whether Enter got through.
    fn frame(ctx: &egui::Context, draft: &mut Draft, time: f64, view: View, enter: bool) -> bool {
        let mut input = egui::RawInput {
            time: Some(time),
            ..Default::default()
        };
        if enter {
            input.events.push(egui::Event::Key {
                key: Key::Enter,
                physical_key: None,
                pressed: true,
                repeat: false,
                modifiers: Modifiers::NONE,
            });
        }
        let mut through = false;
        let mut output = ctx.run_ui(input, |ui| {
            guard_double_press(ui, draft, view);
            through = ui.input(|i| i.key_pressed(Key::Enter));
        });
        output.textures_delta.clear();
        through
    }

    #[test]
    fn a_second_enter_right_after_the_cover_lifts_does_nothing() {
        let ctx = egui::Context::default();
        let mut draft = Draft::default();
        let covered = View {
            serial: 7,
            covered: true,
        };
        let shown = View {
            serial: 7,
            covered: false,
        };
        assert!(!frame(&ctx, &mut draft, 0.0, covered, false));
        // The first Enter, well after the cover appeared, lifts it.
        assert!(frame(&ctx, &mut draft, 1.0, covered, true));
        // The second, a double press, meets the prompt behind the cover: swallowed.
        assert!(!frame(&ctx, &mut draft, 1.1, shown, true));
        assert!(!frame(&ctx, &mut draft, 1.3, shown, true));
        // A deliberate press later gets through.
        assert!(frame(&ctx, &mut draft, 1.6, shown, true));
    }

    #[test]
    fn a_new_context_with_an_earlier_clock_does_not_block_the_keys_for_long() {
        let ctx = egui::Context::default();
        let mut draft = Draft::default();
        let view = View {
            serial: 1,
            covered: false,
        };
        assert!(!frame(&ctx, &mut draft, 50.0, view, false));
        let fresh = egui::Context::default();
        assert!(!frame(&fresh, &mut draft, 0.1, view, true));
        assert!(frame(&fresh, &mut draft, 0.6, view, true));
    }

    #[test]
    fn cycling_wraps_both_ways_and_starts_at_an_end() {
        assert_eq!(cycle(None, 3, 1), Some(0));
        assert_eq!(cycle(None, 3, -1), Some(2));
        assert_eq!(cycle(Some(2), 3, 1), Some(0));
        assert_eq!(cycle(Some(0), 3, -1), Some(2));
        assert_eq!(cycle(Some(0), 0, 1), None);
    }
}
