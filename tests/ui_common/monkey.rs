//! The GUI monkey's step: one seeded random click, key or click anywhere on whatever screen
//! the game shows, carried out as a player's input would be.

use super::Game;
use super::apply;
use bevy_egui::egui;
use egui_kittest::kittest::{NodeT, Queryable};

/// What the monkey did in one step.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MonkeyMove {
    Click(String),
    Key(egui::Key),
    ClickAt(u32, u32),
}

impl Game {
    /// One seeded random input on the current screen: a click on something clickable, a key, or
    /// a click anywhere; what it asked for is carried out as a player's would be.
    /// Also says how many things the screen offered to click before the step.
    pub fn monkey_step(&mut self, rng: &mut impl rand::RngExt) -> (MonkeyMove, usize) {
        use egui::accesskit::Role;
        const KEYS: [egui::Key; 16] = [
            egui::Key::Enter,
            egui::Key::Escape,
            egui::Key::Tab,
            egui::Key::Space,
            egui::Key::ArrowLeft,
            egui::Key::ArrowRight,
            egui::Key::ArrowUp,
            egui::Key::ArrowDown,
            egui::Key::W,
            egui::Key::P,
            egui::Key::Num1,
            egui::Key::Num2,
            egui::Key::Num3,
            egui::Key::F1,
            egui::Key::F5,
            egui::Key::Backspace,
        ];
        let mut harness = match self.live.take() {
            Some(mut live) => {
                self.refresh(live.state_mut());
                live.step();
                live
            }
            None => self.harness(),
        };
        let clickable: Vec<String> = harness
            .query_all_by(|n| {
                matches!(
                    n.role(),
                    Role::Button | Role::CheckBox | Role::RadioButton | Role::ComboBox | Role::Link
                ) && !n.is_disabled()
            })
            .filter_map(|n| n.accesskit_node().label())
            .collect();
        let roll = rng.random_range(0..100u32);
        let chosen = if roll < 60 && !clickable.is_empty() {
            let label = clickable[rng.random_range(0..clickable.len())].clone();
            if let Some(node) = harness.query_all_by_label(&label).next() {
                node.click();
            }
            MonkeyMove::Click(label)
        } else if roll < 85 {
            let key = KEYS[rng.random_range(0..KEYS.len())];
            harness.key_press(key);
            MonkeyMove::Key(key)
        } else {
            let (x, y) = (rng.random_range(0..1280u32), rng.random_range(0..800u32));
            let pos = egui::pos2(x as f32, y as f32);
            harness.drag_at(pos);
            harness.drop_at(pos);
            MonkeyMove::ClickAt(x, y)
        };
        // One frame per queued event (press and release).
        harness.step();
        let intent = harness.state_mut().intent.take();
        self.live = Some(harness);
        if let Some(intent) = intent {
            apply(self.app.world_mut(), intent);
        }
        self.app.update();
        (chosen, clickable.len())
    }
}
