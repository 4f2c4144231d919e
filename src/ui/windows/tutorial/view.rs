//! The tutorial's box and light: the step's words in a box beside the part of the screen it
//! speaks of, that part outlined in gold, Next where the step waits for a click, and a way out.

use crate::ui::screens::Screen;
use crate::ui::windows::tutorial::Tutorial;
use crate::ui::windows::tutorial::steps::{Until, panel_key};
use bevy::prelude::*;
use bevy_egui::EguiContexts;
use bevy_egui::egui::{self, RichText};

/// The labels of the tutorial's buttons; tests click them.
pub const NEXT: &str = "Next";
pub const SKIP: &str = "Skip the tutorial";
pub const TO_TITLE: &str = "Back to the title";

pub(crate) fn draw_tutorial(
    mut contexts: EguiContexts,
    mut commands: Commands,
    screen: Res<State<Screen>>,
    tutorial: Option<ResMut<Tutorial>>,
) -> Result {
    let Some(mut tutorial) = tutorial else {
        return Ok(());
    };
    match screen.get() {
        Screen::Title if tutorial.began => {
            commands.remove_resource::<Tutorial>();
            return Ok(());
        }
        Screen::Title => return Ok(()),
        _ => tutorial.began = true,
    }
    let ctx = contexts.ctx_mut()?;
    if let Some(click) = tutorial_box(ctx, &tutorial) {
        commands.queue(move |world: &mut World| carry_out(world, click));
    }
    Ok(())
}

/// What a click on the tutorial's box does: the next step, or the tutorial left (for the title).
pub fn carry_out(world: &mut World, click: Click) {
    match click {
        Click::Next => {
            if let Some(mut tutorial) = world.get_resource_mut::<Tutorial>() {
                tutorial.at += 1;
            }
        }
        Click::Skip => {
            world.remove_resource::<Tutorial>();
        }
        Click::ToTitle => {
            world.remove_resource::<Tutorial>();
            world.write_message(crate::ui::screens::combat::FightAsk::BackToTitle);
        }
    }
}

/// What the box's buttons asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Click {
    Next,
    Skip,
    ToTitle,
}

/// The box for the step shown, with its light on the panel it speaks of.
pub fn tutorial_box(ctx: &egui::Context, tutorial: &Tutorial) -> Option<Click> {
    let last = tutorial.at + 1 >= tutorial.steps.steps.len();
    let step = tutorial.step()?;
    let target: Option<egui::Rect> = ctx.data(|d| d.get_temp(panel_key(step.highlight)));
    if let Some(rect) = target {
        let painter = ctx.layer_painter(egui::LayerId::new(
            egui::Order::Foreground,
            egui::Id::new("tutorial light"),
        ));
        painter.rect_stroke(
            rect.shrink(2.0),
            8.0,
            egui::Stroke::new(3.0, crate::ui::widgets::palette::needle(ctx)),
            egui::StrokeKind::Inside,
        );
    }
    // The box sits over the log, clear of the track, the menus and the tokens it points at.
    let mut click = None;
    egui::Area::new("tutorial".into())
        .order(egui::Order::Foreground)
        .anchor(egui::Align2::RIGHT_TOP, egui::vec2(-12.0, 200.0))
        .show(ctx, |ui| {
            egui::Frame::popup(ui.style())
                .stroke(egui::Stroke::new(
                    2.0,
                    crate::ui::widgets::palette::needle(ui),
                ))
                .show(ui, |ui| {
                    ui.set_max_width(340.0);
                    ui.label(
                        RichText::new(format!(
                            "Tutorial {} of {}: {}",
                            tutorial.at + 1,
                            tutorial.steps.steps.len(),
                            step.title
                        ))
                        .strong()
                        .size(19.0)
                        .color(crate::ui::widgets::palette::needle(ui)),
                    );
                    ui.label(RichText::new(&step.text).size(16.0));
                    ui.horizontal(|ui| {
                        if step.until == Until::Next {
                            let label = if last { "Finish" } else { NEXT };
                            if ui.button(RichText::new(label).strong()).clicked() {
                                click = Some(Click::Next);
                            }
                        } else {
                            ui.label(RichText::new("Waiting for your move...").italics());
                        }
                        if last {
                            if ui.button(TO_TITLE).clicked() {
                                click = Some(Click::ToTitle);
                            }
                        } else if ui.small_button(SKIP).clicked() {
                            click = Some(Click::Skip);
                        }
                    });
                });
        });
    click
}
