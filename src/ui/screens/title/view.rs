//! The title screen: the encounters of levels/ (kept up to date by hot reload, errors shown),
//! the chosen one's description, who plays which hero, and the Dark Lord.

use crate::ai::Strength;
use crate::content::catalog::Catalog;
use crate::content::{Content, Encounter, KindId, Side};
use crate::control::Seat;
use crate::ui::ask::Ask;
use crate::ui::screens::combat::FightAsk;
use crate::ui::seating::{Seating, StartSetup};
use crate::ui::widgets::goal_words::{goal_line, reinforcements_line};
use crate::ui::widgets::{bad, dim};
use bevy::prelude::Resource;
use bevy_egui::egui::{self, RichText};
use std::path::{Path, PathBuf};

/// The choices on the title screen.
#[derive(Resource, Clone, Debug, Default)]
pub struct TitleDraft {
    pub level: Option<PathBuf>,
    pub hot_seat: bool,
    /// Per hero slot of the chosen level: the archetype and who plays it.
    pub hero_kind: Vec<KindId>,
    pub hero_owner: Vec<Seat>,
    /// The heroes the level file preselects, as last seen.
    pub level_heroes: Vec<KindId>,
    pub dark_lord_human: bool,
    /// The Dark Lord's strength when the AI plays it.
    pub dark_lord_strength: Strength,
    pub seed: u64,
    /// New encounter or Edit was clicked: the editor opens on it.
    pub edit: Option<crate::ui::windows::editor::EditRequest>,
    /// A campaign chosen instead of an encounter: its file.
    pub campaign: Option<PathBuf>,
    /// Its party's archetypes, one per hero.
    pub campaign_kinds: Vec<KindId>,
    /// Start anew was clicked over a campaign in progress: asking first.
    pub confirm_new_campaign: bool,
    /// "Host a game" and "Join a game".
    pub net: super::net_entry::NetDraft,
}

impl TitleDraft {
    /// Preselects `default` (or the first level), with the level's default heroes.
    pub fn prepare(&mut self, catalog: &Catalog, default: Option<&std::path::Path>) {
        let listed = |p: &std::path::Path| catalog.playable().any(|(q, _)| q == p);
        if self.level.as_deref().is_some_and(listed) {
            return;
        }
        self.level = default
            .filter(|p| listed(p))
            .map(|p| p.to_path_buf())
            .or_else(|| catalog.playable().next().map(|(p, _)| p.to_path_buf()));
        self.hero_kind.clear();
        self.hero_owner.clear();
    }

    /// The title as the command line sets it up: `level` chosen (it must be one the title
    /// lists), and the seating and seed given.
    pub fn from_command_line(
        catalog: &Catalog,
        level: Option<&std::path::Path>,
        seed: u64,
        seating: Seating,
    ) -> Result<TitleDraft, String> {
        let level = match level {
            None => None,
            Some(path) => {
                let wanted = path
                    .canonicalize()
                    .map_err(|e| format!("{}: {e}", path.display()))?;
                let found = catalog
                    .playable()
                    .find(|(p, _)| p.canonicalize().is_ok_and(|p| p == wanted));
                let Some((listed, _)) = found else {
                    return Err(format!(
                        "{}: the title lists the encounters of {} that load, and this is not \
                         one of them",
                        path.display(),
                        catalog.levels.display()
                    ));
                };
                Some(listed.to_path_buf())
            }
        };
        let (dark_lord_human, dark_lord_strength) = match seating.dark_lord {
            Some(Seat::Player(_)) => (true, Strength::default()),
            Some(Seat::Ai(strength)) => (false, strength),
            // The title offers a player or the AI for the Dark Lord, nothing else.
            Some(_) | None => (seating.hot_seat, Strength::default()),
        };
        Ok(TitleDraft {
            level,
            hot_seat: seating.hot_seat,
            dark_lord_human,
            dark_lord_strength,
            seed,
            ..TitleDraft::default()
        })
    }

    /// The player (from 0) of a campaign's `i`th hero: hot-seat, one each (four at most).
    pub fn campaign_owners(&self, i: usize) -> u8 {
        if self.hot_seat {
            u8::try_from(i.min(3)).unwrap_or(3)
        } else {
            0
        }
    }

    pub fn owners_for(&mut self, heroes: usize) {
        if self.hero_owner.len() != heroes {
            self.hero_owner = crate::ui::seating::hero_players(self.hot_seat, heroes);
        }
    }

    /// The heroes' seats and the Dark Lord's, as the fight will start with them.
    pub fn seats(&self) -> (Vec<Seat>, Seat) {
        let dark_lord = if self.dark_lord_human {
            crate::ui::seating::dark_lord_player(self.hot_seat, &self.hero_owner)
        } else {
            Seat::Ai(self.dark_lord_strength)
        };
        (self.hero_owner.clone(), dark_lord)
    }
}

/// The game's name and the needle in one line, and the library's errors if it has any.
pub(super) fn banner(ui: &mut egui::Ui, catalog: &Catalog) {
    ui.vertical_centered(|ui| {
        ui.add_space(8.0);
        ui.heading(RichText::new("AGUJA").size(40.0).strong());
        ui.label("The needle sweeps down the AP track: whoever stands above it acts.");
        ui.add_space(6.0);
    });
    if let Some(errors) = &catalog.library_errors {
        ui.colored_label(
            bad(ui),
            format!(
                "The content library has errors; playing with the last good version:\n{errors}"
            ),
        );
    }
}

/// Every encounter file: a playable one to click, a broken one with its errors.
pub(super) fn level_list(ui: &mut egui::Ui, catalog: &Catalog, draft: &mut TitleDraft) {
    ui.horizontal(|ui| {
        ui.heading("Encounters");
        let new = ui
            .button("New encounter")
            .on_hover_text("Make a new level in the encounter editor");
        if new.clicked() {
            draft.edit = Some(crate::ui::windows::editor::EditRequest::New);
        }
    });
    // Clear of the corner buttons (Tutorial, Library, …) drawn over the panel's foot.
    let height = (ui.available_height() - 56.0).max(80.0);
    egui::ScrollArea::vertical()
        .max_height(height)
        .show(ui, |ui| {
            for entry in &catalog.entries {
                let file = entry
                    .path
                    .file_name()
                    .map(|f| f.to_string_lossy().into_owned())
                    .unwrap_or_default();
                match &entry.encounter {
                    Some(e) => {
                        let chosen =
                            draft.campaign.is_none() && draft.level.as_ref() == Some(&entry.path);
                        // The level is how many advantages each hero picks: said as such.
                        let plural = if e.def.level == 1 { "" } else { "s" };
                        let text = format!(
                            "{}  ·  {} advantage{plural} per hero",
                            e.def.name, e.def.level
                        );
                        if ui.selectable_label(chosen, text).clicked() && !chosen {
                            draft.campaign = None;
                            draft.level = Some(entry.path.clone());
                            draft.hero_kind.clear();
                            draft.hero_owner.clear();
                        }
                    }
                    None => {
                        ui.colored_label(bad(ui), format!("{file}: does not load"));
                    }
                }
                if let Some(errors) = &entry.errors {
                    ui.colored_label(bad(ui), format!("! {errors}"))
                        .on_hover_text("Fix the file and save: it reloads by itself.");
                }
            }
        });
}

/// The chosen encounter: its description, the mode, the heroes and who plays them, the Dark
/// Lord's side, the seed and the start button.
pub(super) fn chosen_encounter(
    ui: &mut egui::Ui,
    catalog: &Catalog,
    draft: &mut TitleDraft,
) -> Option<Ask> {
    let Some(path) = draft.level.clone() else {
        ui.label("No playable encounter in levels/. Run `aguja check` to see why.");
        return None;
    };
    let (_, encounter) = catalog.playable().find(|(p, _)| *p == path)?;
    let content = &catalog.content;
    let heroes = hero_slots(draft, encounter);
    // The start button stays in view at the foot, above the corner buttons drawn over the
    // screen's bottom edge; a long encounter scrolls above it.
    let (start, edit) = egui::Panel::bottom("start_bar")
        .show_separator_line(false)
        .show(ui, |ui| {
            ui.add_space(8.0);
            let buttons = ui.horizontal(|ui| {
                let start = ui.add_sized(
                    [220.0, 40.0],
                    egui::Button::new(RichText::new("Start the fight").size(18.0)),
                );
                let edit = ui
                    .add_sized([100.0, 40.0], egui::Button::new("Edit"))
                    .on_hover_text("Change this level in the encounter editor");
                super::net_entry::buttons(ui, &mut draft.net);
                (start.clicked(), edit.clicked())
            });
            ui.add_space(52.0);
            buttons.inner
        })
        .inner;
    egui::ScrollArea::vertical()
        .id_salt("chosen_encounter")
        .show(ui, |ui| {
            describe_encounter(ui, encounter);
            mode_row(ui, draft, heroes.len());
            draft.owners_for(heroes.len());
            ui.add_space(6.0);
            ui.label(RichText::new("Heroes").strong());
            for (slot, &member) in heroes.iter().enumerate() {
                hero_row(ui, draft, content, encounter, slot, member);
            }
            ui.add_space(6.0);
            minions_side(ui, draft, content, encounter);
            ui.add_space(6.0);
            ui.horizontal(|ui| {
                ui.label("Seed:");
                ui.add(egui::DragValue::new(&mut draft.seed));
            });
        });
    if edit {
        draft.edit = Some(crate::ui::windows::editor::EditRequest::Open(path.clone()));
    }
    let setup = || start_setup(draft, content, encounter, &heroes, &path);
    let mut net = draft.net.clone();
    let hosted = super::net_entry::form(ui.ctx(), &mut net, setup);
    draft.net = net;
    hosted.or_else(|| {
        start.then(|| {
            let setup = start_setup(draft, content, encounter, &heroes, &path);
            Ask::new(FightAsk::Start(Box::new(setup)))
        })
    })
}

/// The encounter's hero members, with the draft's choices for them made to match.
fn hero_slots(draft: &mut TitleDraft, encounter: &Encounter) -> Vec<usize> {
    let heroes: Vec<usize> = (0..encounter.members.len())
        .filter(|&i| encounter.members[i].side == Side::Heroes)
        .collect();
    // A hot-reloaded level may change its heroes: start again from the file's choice.
    let in_file: Vec<KindId> = heroes.iter().map(|&i| encounter.members[i].kind).collect();
    if draft.level_heroes != in_file || draft.hero_kind.len() != in_file.len() {
        draft.hero_kind = in_file.clone();
        draft.level_heroes = in_file;
    }
    draft.owners_for(heroes.len());
    heroes
}

/// The encounter's name, level, description, goal and reinforcements.
fn describe_encounter(ui: &mut egui::Ui, encounter: &Encounter) {
    ui.heading(&encounter.def.name);
    ui.label(
        RichText::new(format!(
            "Level {}: each hero takes {} advantage{}",
            encounter.def.level,
            encounter.def.level,
            if encounter.def.level == 1 { "" } else { "s" }
        ))
        .color(dim()),
    );
    ui.add_space(4.0);
    ui.label(&encounter.def.description);
    let goal = goal_line(&encounter.goal, |i| {
        encounter.members.get(i).map_or("", |m| m.name.as_str())
    });
    ui.label(RichText::new(goal).color(crate::ui::widgets::palette::needle(ui)));
    let arrivals = encounter
        .members
        .iter()
        .map(|m| (m.side == crate::content::Side::Heroes, m.arrives));
    if let Some(line) = reinforcements_line(arrivals) {
        ui.label(RichText::new(line).color(dim()));
    }
    ui.add_space(10.0);
}

/// Solo or hot-seat for an encounter: the owners of its heroes drafted again on a change.
fn mode_row(ui: &mut egui::Ui, draft: &mut TitleDraft, heroes: usize) {
    let before = draft.hot_seat;
    mode_row_words(ui, draft);
    if draft.hot_seat != before {
        draft.hero_owner.clear();
        draft.owners_for(heroes);
    }
}

/// Solo or hot-seat, and what that means.
pub(super) fn mode_row_words(ui: &mut egui::Ui, draft: &mut TitleDraft) {
    ui.horizontal(|ui| {
        ui.label("Mode:");
        if ui.radio(!draft.hot_seat, "Solo").clicked() {
            draft.hot_seat = false;
        }
        if ui.radio(draft.hot_seat, "Hot-seat").clicked() {
            draft.hot_seat = true;
        }
        let how = if draft.hot_seat {
            "players take turns at this screen; a hand-off screen hides each one's move"
        } else {
            "you play every hero"
        };
        ui.label(RichText::new(how).color(dim()));
    });
}

/// One hero slot: who plays it, the archetypes it offers (or its name), and the chosen one's
/// description.
fn hero_row(
    ui: &mut egui::Ui,
    draft: &mut TitleDraft,
    content: &Content,
    encounter: &Encounter,
    slot: usize,
    member: usize,
) {
    let m = &encounter.members[member];
    let current = draft.hero_kind[slot];
    egui::Frame::group(ui.style()).show(ui, |ui| {
        ui.set_width(ui.available_width());
        ui.horizontal(|ui| {
            let hot_seat = draft.hot_seat;
            let slots = draft.hero_owner.len();
            let owner = &mut draft.hero_owner[slot];
            egui::ComboBox::from_id_salt(("owner", slot))
                .width(110.0)
                .selected_text(owner_label(*owner, hot_seat))
                .show_ui(ui, |ui| {
                    for p in owner_choices(hot_seat, slots) {
                        ui.selectable_value(owner, p, owner_label(p, hot_seat));
                    }
                });
            // Every archetype the slot offers, in view: one click picks it.
            if m.choices.len() > 1 {
                ui.label("play");
                for &k in &m.choices {
                    ui.selectable_value(&mut draft.hero_kind[slot], k, &content.kind(k).def.name);
                }
            } else {
                ui.label(RichText::new(&m.name).strong());
            }
        });
        ui.label(RichText::new(&content.kind(current).def.description).color(dim()));
    });
}

/// The minions, who plays them, and the items on the ground.
fn minions_side(
    ui: &mut egui::Ui,
    draft: &mut TitleDraft,
    content: &Content,
    encounter: &Encounter,
) {
    ui.label(RichText::new("The Dark Lord's minions").strong());
    let minions: Vec<&str> = encounter
        .members
        .iter()
        .filter(|m| m.side == Side::Minions)
        .map(|m| m.name.as_str())
        .collect();
    ui.label(minions.join(", "));
    dark_lord_row(ui, draft);
    if !encounter.ground.is_empty() {
        let items: Vec<&str> = encounter
            .ground
            .iter()
            .map(|&i| content.item(i).def.name.as_str())
            .collect();
        ui.label(format!("On the ground: {}", items.join(", ")));
    }
}

/// The fight as drafted: the heroes chosen, and who plays each side.
fn start_setup(
    draft: &TitleDraft,
    content: &Content,
    encounter: &Encounter,
    heroes: &[usize],
    path: &Path,
) -> StartSetup {
    let mut chosen = encounter.clone();
    for (slot, &member) in heroes.iter().enumerate() {
        chosen.choose(member, draft.hero_kind[slot], content);
    }
    let (heroes, dark_lord) = draft.seats();
    StartSetup {
        path: path.to_path_buf(),
        encounter: chosen,
        heroes,
        dark_lord,
        seed: draft.seed,
    }
}

/// Who may play a hero: you (solo) or players 1–4 (hot-seat; one per hero with more heroes),
/// or the AI at each strength.
fn owner_choices(hot_seat: bool, heroes: usize) -> Vec<Seat> {
    let players = if hot_seat {
        u8::try_from(heroes.max(4)).unwrap_or(u8::MAX)
    } else {
        1
    };
    (0..players)
        .map(Seat::Player)
        .chain(Strength::ALL.map(Seat::Ai))
        .collect()
}

fn owner_label(owner: Seat, hot_seat: bool) -> String {
    match (owner, hot_seat) {
        (Seat::Player(_), false) => "You".into(),
        (o, _) => o.label(),
    }
}

/// What each strength of the AI does, for the hover text.
fn strength_hint(strength: Strength) -> &'static str {
    match strength {
        Strength::Easy => "Easy: a legal move at random, leaning towards sensible ones.",
        Strength::Normal => "Normal: the best move one step ahead, from the real odds.",
        Strength::Hard => {
            "Hard: plays its best few moves forward to the end of the fight, many times, and \
             keeps the one that wins most."
        }
    }
}

/// "Played by: (o) the AI [Easy] [Normal] [Hard]  ( ) a player".
pub(super) fn dark_lord_row(ui: &mut egui::Ui, draft: &mut TitleDraft) {
    ui.horizontal(|ui| {
        ui.label("Played by:");
        ui.radio_value(&mut draft.dark_lord_human, false, "the AI");
        ui.add_enabled_ui(!draft.dark_lord_human, |ui| {
            for strength in Strength::ALL {
                let name = crate::ui::widgets::plain::capitalized(strength.label());
                ui.selectable_value(&mut draft.dark_lord_strength, strength, name)
                    .on_hover_text(strength_hint(strength));
            }
        });
        ui.add_space(12.0);
        ui.radio_value(&mut draft.dark_lord_human, true, "a player");
    });
}
