//! The choices the party owes, on the party screen: an advantage for a hero (every advantage of
//! the library, with what it does), one reward of a choice, the player who takes a recruit.
//! The next fight waits until they are made.

use crate::campaign::Pick;
use crate::content::{AdvantageId, Content};
use crate::ui::ask::Ask;
use crate::ui::screens::campaign::{CampaignAsk, CampaignRun, reward_words};
use crate::ui::widgets::needle;
use crate::ui::widgets::plain::without_rule_numbers;
use bevy_egui::egui::{self, RichText};

/// The first choice owed, with its options: one at a time, as the advantage screen of a fight.
pub fn picks(ui: &mut egui::Ui, content: &Content, run: &CampaignRun) -> Option<Ask> {
    let j = &run.journey;
    let owed = j.pending.len();
    let (k, pick) = j.pending.iter().enumerate().next()?;
    let mut ask = None;
    egui::Frame::group(ui.style()).show(ui, |ui| {
        ui.set_width(ui.available_width());
        let more = if owed > 1 {
            format!(" ({owed} choices to make)")
        } else {
            String::new()
        };
        match pick {
            Pick::Advantage(h) => {
                let hero = &j.party.heroes[*h];
                ui.label(
                    RichText::new(format!("{} takes an advantage{more}", hero.name))
                        .strong()
                        .color(needle(ui)),
                );
                let taken: Vec<&str> = hero
                    .advantages
                    .iter()
                    .map(|&a| content.advantage(a).name.as_str())
                    .collect();
                if !taken.is_empty() {
                    ui.label(format!("Has: {}", taken.join(", ")));
                }
                ui.horizontal_wrapped(|ui| {
                    for a in (0..content.advantages.len()).map(|i| AdvantageId(i as u16)) {
                        let def = content.advantage(a);
                        if ui
                            .button(format!(
                                "{}: {}",
                                def.name,
                                without_rule_numbers(&def.description)
                            ))
                            .clicked()
                        {
                            ask = Some(
                                CampaignAsk::Advantage {
                                    pick: k,
                                    advantage: a,
                                }
                                .into(),
                            );
                        }
                    }
                });
            }
            Pick::Reward { .. } => {
                ui.label(
                    RichText::new(format!("Choose one reward{more}"))
                        .strong()
                        .color(needle(ui)),
                );
                let options = j.reward_options(&run.campaign, k).unwrap_or_default();
                ui.horizontal_wrapped(|ui| {
                    for (option, reward) in options.iter().enumerate() {
                        if ui.button(reward_words(content, reward)).clicked() {
                            ask = Some(CampaignAsk::Reward { pick: k, option }.into());
                        }
                    }
                });
            }
            Pick::Player(h) => {
                let hero = &j.party.heroes[*h];
                ui.label(
                    RichText::new(format!(
                        "Who plays {}, who joined the party?{more}",
                        hero.name
                    ))
                    .strong()
                    .color(needle(ui)),
                );
                ui.horizontal(|ui| {
                    for player in 0..j.players {
                        if ui.button(format!("Player {}", player + 1)).clicked() {
                            ask = Some(CampaignAsk::Player { pick: k, player }.into());
                        }
                    }
                });
            }
        }
    });
    ask
}
