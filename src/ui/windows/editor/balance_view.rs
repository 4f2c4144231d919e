//! The balance part of the editor: how many fights, the button, the progress of a run and the
//! Dark Lord's win rate per strength as a bar chart (with the numbers in words beside it).

use crate::ui::widgets::palette::{dim, minion};
use crate::ui::windows::editor::balance::Balance;
use bevy_egui::egui::{self, RichText};
use egui_plot::{Bar, BarChart, Plot};

/// What the designer asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BalanceAsk {
    Start,
    Cancel,
}

/// The balance controls and chart; `ready`: whether the draft can be fought now (else why not).
pub fn balance(
    ui: &mut egui::Ui,
    b: &mut Balance,
    ready: Result<(), &str>,
    stale: bool,
) -> Option<BalanceAsk> {
    let mut ask = None;
    ui.label(
        RichText::new(
            "The AI fights the draft: the heroes played at Normal against the Dark Lord at each \
             strength (Hard with a lighter search, for speed).",
        )
        .color(dim()),
    );
    ui.horizontal(|ui| {
        ui.label("Fights per strength");
        ui.add(egui::DragValue::new(&mut b.combats).range(1..=2000));
        match b.progress() {
            Some(_) => {
                if ui.button("Cancel").clicked() {
                    ask = Some(BalanceAsk::Cancel);
                }
            }
            None => {
                let button =
                    ui.add_enabled(ready.is_ok(), egui::Button::new("Run the balance test"));
                if let Err(why) = ready {
                    button.on_disabled_hover_text(why);
                } else if button.clicked() {
                    ask = Some(BalanceAsk::Start);
                }
            }
        }
    });
    if let Some((done, total)) = b.progress() {
        ui.ctx().request_repaint();
        let bar = egui::ProgressBar::new(done as f32 / total.max(1) as f32)
            .text(format!("{done} of {total} fights"));
        ui.add(bar);
    }
    if b.rates.is_empty() {
        return ask;
    }
    if stale && b.progress().is_none() {
        ui.label(RichText::new("The draft has changed since: run it again to see.").color(dim()));
    }
    for r in &b.rates {
        ui.label(format!(
            "Dark Lord {}: wins {:.0}% of {} fights",
            r.strength.label(),
            r.percent(),
            r.combats
        ));
    }
    let bars: Vec<Bar> = b
        .rates
        .iter()
        .map(|r| {
            let x = crate::ai::Strength::ALL
                .iter()
                .position(|s| *s == r.strength)
                .unwrap_or(0) as f64;
            Bar::new(x, r.percent())
                .name(r.strength.label())
                .width(0.6)
                .fill(minion(ui).gamma_multiply(0.7))
        })
        .collect();
    let chart = BarChart::new("Dark Lord wins (%)", bars).color(minion(ui));
    Plot::new("balance chart")
        .height(170.0)
        .allow_drag(false)
        .allow_zoom(false)
        .allow_scroll(false)
        .include_y(0.0)
        .include_y(100.0)
        .include_x(-0.5)
        .include_x(2.5)
        .y_axis_label("Dark Lord wins %")
        .x_axis_formatter(|mark, _| {
            let i = mark.value.round();
            if (mark.value - i).abs() > 1e-6 || i < 0.0 {
                return String::new();
            }
            crate::ai::Strength::ALL
                .get(i as usize)
                .map(|s| s.label().to_string())
                .unwrap_or_default()
        })
        .show(ui, |plot| plot.bar_chart(chart));
    ask
}
