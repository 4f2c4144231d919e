//! What a campaign's fight did to the party, under its result: who fell (and who is gone for
//! good), the wounds carried into the next fight, the spoils and rewards, choices waiting on
//! the party screen, and the campaign's end if this fight ended it.

use crate::campaign::{FightResult, Standing};
use crate::content::Content;
use crate::content::campaign::NodeKind;
use crate::ui::screens::campaign::{CampaignRun, Health, reward_words};
use crate::ui::widgets::{and_list, bad, dim, good, needle};
use bevy_egui::egui::{self, RichText};

/// The aftermath of the campaign's last fight, in lines.
pub fn aftermath(ui: &mut egui::Ui, content: &Content, run: &CampaignRun) {
    let j = &run.journey;
    let Some(fight) = j.fights.last() else {
        return;
    };
    ui.label(RichText::new("For the party").strong().size(18.0));
    let after = &fight.aftermath;
    let lived: Vec<String> = after
        .fell
        .iter()
        .filter(|n| !after.died.contains(n))
        .cloned()
        .collect();
    if !after.died.is_empty() {
        ui.colored_label(bad(ui), format!("Gone for good: {}", and_list(&after.died)));
    }
    if !lived.is_empty() {
        ui.colored_label(
            bad(ui),
            format!("Fell, and will rest until healed: {}", and_list(&lived)),
        );
    }
    let mut wounds = Vec::new();
    for hero in j
        .party
        .heroes
        .iter()
        .filter(|h| !h.dead && h.total_damage() > 0)
    {
        let health = Health::of(content, hero);
        let mut words = format!("{} {} of {} HP", hero.name, health.left, health.hp);
        if !health.limbs_out.is_empty() {
            words.push_str(&format!(" ({})", health.limbs_out.join(", ")));
        }
        wounds.push(words);
    }
    if !wounds.is_empty() {
        ui.label(format!(
            "Wounds carried, after healing: {}",
            wounds.join("; ")
        ));
    }
    if !after.spoils.is_empty() {
        let items: Vec<String> = after
            .spoils
            .iter()
            .map(|&i| content.item(i).def.name.clone())
            .collect();
        ui.colored_label(
            good(ui),
            format!("Spoils to the stash: {}", and_list(&items)),
        );
    }
    let node = run.campaign.node(&fight.node);
    match fight.result {
        FightResult::Won => {
            if let Some(NodeKind::Fight(f)) = node.map(|n| &run.campaign.nodes[n].kind)
                && !f.rewards.is_empty()
            {
                let words: Vec<String> =
                    f.rewards.iter().map(|r| reward_words(content, r)).collect();
                ui.colored_label(good(ui), format!("Rewards: {}", and_list(&words)));
            }
        }
        FightResult::Lost | FightResult::Draw => {
            if j.progress.going() {
                let left = j.progress.retreats;
                ui.colored_label(
                    bad(ui),
                    format!(
                        "The party retreats: {left} retreat{} left. Try again or take another way.",
                        if left == 1 { "" } else { "s" }
                    ),
                );
            }
        }
    }
    if !j.pending.is_empty() {
        ui.colored_label(
            needle(ui),
            format!(
                "{} choice{} to make on the party screen",
                j.pending.len(),
                if j.pending.len() == 1 { "" } else { "s" }
            ),
        );
    }
    match &j.progress.standing {
        Standing::Finished => {
            ui.heading(RichText::new("The campaign is won!").color(good(ui)));
        }
        Standing::Lost(loss) => {
            ui.heading(
                RichText::new(format!("The campaign is lost: {}.", loss.words())).color(bad(ui)),
            );
        }
        Standing::Going => {
            ui.label(RichText::new("The fight's replay is kept with the campaign.").color(dim()));
        }
    }
}
