//! The title screen laid out: the banner on top, the campaigns and the encounters on the left,
//! and the chosen one with its choices in the middle.

use super::campaign_pick::{campaign_list, chosen_campaign};
use super::view::{TitleDraft, banner, chosen_encounter, level_list};
use crate::content::catalog::Catalog;
use crate::ui::ask::Ask;
use crate::ui::screens::campaign::Campaigns;
use bevy_egui::egui;

/// The title screen: the banner, the campaigns and the encounters, and the chosen one with its
/// choices.
pub fn title(
    ui: &mut egui::Ui,
    catalog: &Catalog,
    campaigns: &Campaigns,
    draft: &mut TitleDraft,
) -> Option<Ask> {
    egui::Panel::top("title_banner").show(ui, |ui| banner(ui, catalog));
    egui::Panel::left("level_list")
        .exact_size(340.0)
        .show(ui, |ui| {
            campaign_list(ui, campaigns, draft);
            level_list(ui, catalog, draft);
        });
    egui::CentralPanel::default_margins()
        .show(ui, |ui| match draft.campaign {
            Some(_) => chosen_campaign(ui, &catalog.content, campaigns, draft),
            None => chosen_encounter(ui, catalog, draft),
        })
        .inner
}
