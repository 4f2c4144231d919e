//! The campaign's end on the map: finished or lost and why, and each fight fought with a way
//! to watch its replay.

use super::flow::CampaignAsk;
use super::run::CampaignRun;
use super::words::node_name;
use crate::campaign::{Loss, Standing};
use crate::ui::ask::Ask;
use crate::ui::widgets::{bad, good};
use bevy_egui::egui::{self, RichText};

/// The campaign finished or lost, and why; the fights fought with their replays.
pub fn end(ui: &mut egui::Ui, run: &CampaignRun) -> Option<Ask> {
    let mut ask = None;
    let j = &run.journey;
    ui.vertical_centered(|ui| {
        ui.add_space(20.0);
        match &j.progress.standing {
            Standing::Finished => {
                ui.heading(
                    RichText::new("The campaign is won!")
                        .size(34.0)
                        .color(good(ui)),
                );
            }
            Standing::Lost(loss) => {
                ui.heading(
                    RichText::new("The campaign is lost")
                        .size(34.0)
                        .color(bad(ui)),
                );
                ui.label(
                    RichText::new(format!("It ended because {}.", loss_words(loss))).size(18.0),
                );
            }
            Standing::Going => {}
        }
        ui.add_space(12.0);
        ui.label(RichText::new("The fights").strong());
        for (i, fight) in j.fights.iter().enumerate() {
            let name = run
                .campaign
                .node(&fight.node)
                .map_or(fight.node.clone(), |n| node_name(&run.campaign, n));
            let result = match fight.result {
                crate::campaign::FightResult::Won => "won",
                crate::campaign::FightResult::Lost => "lost",
                crate::campaign::FightResult::Draw => "ran out of rounds",
            };
            let replay = run.replays.join(format!("{:02}-{}.ron", i + 1, fight.node));
            ui.horizontal(|ui| {
                ui.label(format!(
                    "{}. {name}: {result} in {} rounds",
                    i + 1,
                    fight.rounds
                ));
                if replay.exists()
                    && ui
                        .button("Watch")
                        .on_hover_text(replay.display().to_string())
                        .clicked()
                {
                    ask = Some(crate::ui::saves::SaveAsk::Watch(replay.clone()).into());
                }
            });
        }
        ui.add_space(16.0);
        if ui
            .add_sized([200.0, 36.0], egui::Button::new("Back to title"))
            .clicked()
        {
            ask = Some(CampaignAsk::BackToTitle.into());
        }
    });
    ask
}

fn loss_words(loss: &Loss) -> String {
    loss.words()
}
