//! The encounter editor's window: the encounter's own fields, goal and ground on the left with
//! Save, Play-test and Balance; its heroes and minions on the right. The draft is checked after
//! every change, each error shown where it belongs; Save and the fights wait until there is
//! none, saying why.

use crate::ai::Strength;
use crate::content::catalog::Catalog;
use crate::content::{Content, Side};
use crate::control::Seat;
use crate::ui::ask::Ask;
use crate::ui::screens::combat::FightAsk;
use crate::ui::seating::StartSetup;
use crate::ui::widgets::palette::{bad, dim, good};
use crate::ui::windows::editor::balance_view::{BalanceAsk, balance};
use crate::ui::windows::editor::check::{Place, Problem};
use crate::ui::windows::editor::member::{CardView, ListEdit, card};
use crate::ui::windows::editor::model::Editor;
use crate::ui::windows::editor::pick;
use crate::ui::windows::editor::save::{SaveError, backup_needed, save};
use bevy_egui::egui::{self, RichText};

/// The editor over the title while `open`; a play-test's start, when asked for.
pub fn editor_window(
    ctx: &egui::Context,
    catalog: &Catalog,
    editor: &mut Editor,
    open: &mut bool,
) -> Option<Ask> {
    let content = &*catalog.content;
    editor.recheck(content);
    editor.balance.poll();
    let mut intent = None;
    let size = ctx.content_rect().size();
    let title = match &editor.source.path {
        Some(path) => format!("Encounter editor: {}", short(path)),
        None => "Encounter editor: a new encounter".to_string(),
    };
    // The whole screen but the title's corner buttons (Library and Help stay at hand): the
    // title behind would only distract.
    egui::Window::new(title)
        .id(egui::Id::new("encounter editor"))
        .collapsible(false)
        .fixed_size([size.x - 60.0, size.y - 62.0])
        .fixed_pos(egui::pos2(16.0, 8.0))
        .show(ctx, |ui| {
            top_bar(ui, editor, open);
            ui.separator();
            ui.columns(2, |columns| {
                egui::ScrollArea::vertical()
                    .id_salt("editor left")
                    .show(&mut columns[0], |ui| {
                        ui.set_max_width(ui.available_width());
                        encounter_fields(ui, content, editor);
                        ui.separator();
                        intent = play_test(ui, editor);
                        ui.separator();
                        balance_part(ui, catalog, editor);
                    });
                egui::ScrollArea::vertical()
                    .id_salt("editor right")
                    .show(&mut columns[1], |ui| {
                        ui.set_max_width(ui.available_width());
                        for side in [Side::Heroes, Side::Minions] {
                            members(ui, content, editor, side);
                            ui.add_space(8.0);
                        }
                    });
            });
        });
    editor.recheck(content);
    if intent.is_some() {
        editor.resume = true;
        *open = false;
    }
    intent
}

fn short(path: &std::path::Path) -> String {
    crate::ui::saves::short(path)
}

/// The state of the draft in a line, Save (or why not), the file it goes to, and Close.
fn top_bar(ui: &mut egui::Ui, editor: &mut Editor, open: &mut bool) {
    let problems = editor.checked.problems.len();
    ui.horizontal(|ui| {
        let ready = problems == 0 && editor.checked.ok();
        let can_save = ready && (editor.dirty() || editor.source.path.is_none());
        let save_button =
            ui.add_enabled(can_save, egui::Button::new(RichText::new("Save").strong()));
        let why = if !ready {
            format!(
                "Cannot save yet: {problems} problem{} to fix (in red below)",
                if problems == 1 { "" } else { "s" }
            )
        } else if !can_save {
            "Saved: no changes since".to_string()
        } else {
            "No problems: ready to save".to_string()
        };
        if save_button.clicked() {
            do_save(editor, false);
        }
        ui.colored_label(if ready { good(ui) } else { bad(ui) }, why);
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            if ui.button("Close").clicked() {
                if editor.dirty() {
                    editor.confirm_close = true;
                } else {
                    *open = false;
                }
            }
        });
    });
    file_line(ui, editor);
    if editor.confirm_close {
        ui.horizontal(|ui| {
            ui.colored_label(bad(ui), "Close without saving? The changes will be lost.");
            if ui.button("Close and lose the changes").clicked() {
                editor.confirm_close = false;
                *open = false;
            }
            if ui.button("Keep editing").clicked() {
                editor.confirm_close = false;
            }
        });
    }
    if editor.confirm_replace {
        ui.horizontal(|ui| {
            ui.colored_label(
                bad(ui),
                format!("{} already exists.", short(&editor.target())),
            );
            if ui.button("Replace it").clicked() {
                editor.confirm_replace = false;
                do_save(editor, true);
            }
            if ui.button("Cancel").clicked() {
                editor.confirm_replace = false;
            }
        });
    }
    if let Some(status) = &editor.status {
        ui.label(RichText::new(status).color(dim()));
    }
    general_problems(ui, &editor.checked.problems);
}

/// The file Save writes (its name editable for a new encounter), and the comments warning.
fn file_line(ui: &mut egui::Ui, editor: &mut Editor) {
    ui.horizontal(|ui| {
        if editor.source.path.is_none() {
            let label = ui.label("File name: levels/");
            let field = egui::TextEdit::singleline(&mut editor.file_stem).desired_width(200.0);
            if ui.add(field).labelled_by(label.id).changed() {
                editor.stem_edited = true;
                editor.confirm_replace = false;
            }
            ui.label(".ron");
            if editor.target().exists() {
                ui.colored_label(bad(ui), "(a file of that name exists: Save will ask)");
            }
        } else {
            ui.label(RichText::new(format!("Saves to {}", short(&editor.target()))).color(dim()));
        }
    });
    if let Some(backup) = backup_needed(editor) {
        ui.colored_label(
            bad(ui),
            format!(
                "This file has comments the editor cannot keep; the old file will be kept as {}",
                short(&backup)
            ),
        );
    }
}

fn do_save(editor: &mut Editor, replace: bool) {
    editor.status = Some(match save(editor, replace) {
        Ok(saved) => match saved.backup {
            Some(backup) => format!(
                "Saved {}; the old file, with its comments, is kept as {}",
                short(&saved.path),
                short(&backup)
            ),
            None => format!("Saved {}: the title lists it", short(&saved.path)),
        },
        Err(SaveError::WouldReplace(_)) => {
            editor.confirm_replace = true;
            return;
        }
        Err(e) => format!("Not saved: {e}"),
    });
}

/// Errors that belong to no field of the form.
fn general_problems(ui: &mut egui::Ui, problems: &[Problem]) {
    for p in problems.iter().filter(|p| p.place == Place::General) {
        ui.colored_label(bad(ui), format!("⚠ {}", p.message));
    }
}

fn problems_at(ui: &mut egui::Ui, editor: &Editor, place: Place) {
    for p in editor.checked.at(place) {
        ui.colored_label(bad(ui), format!("⚠ {}", p.message));
    }
}

/// Name, description, level, round limit, goal and the items on the ground.
fn encounter_fields(ui: &mut egui::Ui, content: &Content, editor: &mut Editor) {
    ui.heading("The encounter");
    ui.horizontal(|ui| {
        let label = ui.label("Encounter name");
        ui.add(egui::TextEdit::singleline(&mut editor.draft.name).desired_width(320.0))
            .labelled_by(label.id);
    });
    problems_at(ui, editor, Place::Name);
    let label = ui.label("Description (shown on the title)");
    ui.add(
        egui::TextEdit::multiline(&mut editor.draft.description)
            .desired_rows(2)
            .desired_width(f32::INFINITY),
    )
    .labelled_by(label.id);
    problems_at(ui, editor, Place::Description);
    ui.horizontal(|ui| {
        ui.label("Advantages per hero");
        ui.add(egui::DragValue::new(&mut editor.draft.level).range(0..=10));
        ui.add_space(16.0);
        ui.label("Round limit (then a draw)");
        ui.add(egui::DragValue::new(&mut editor.draft.max_rounds).range(1..=200));
    });
    problems_at(ui, editor, Place::Level);
    problems_at(ui, editor, Place::MaxRounds);
    ui.add_space(6.0);
    let heroes = editor.names(Side::Heroes, content);
    let minions = editor.names(Side::Minions, content);
    let max_rounds = editor.draft.max_rounds;
    crate::ui::windows::editor::goal::goal(
        ui,
        &mut editor.draft.goal,
        (&heroes, &minions),
        max_rounds,
    );
    problems_at(ui, editor, Place::Goal);
    ui.add_space(6.0);
    ui.label(RichText::new("On the ground at the start").strong());
    let items = pick::items(content);
    pick::id_list(
        ui,
        ("the ground", "Add an item on the ground"),
        "ground",
        &mut editor.draft.ground,
        &items,
    );
    for i in 0..editor.draft.ground.len() {
        problems_at(ui, editor, Place::Ground(i));
    }
}

/// Who plays, and the button that starts the fight with the draft at once.
fn play_test(ui: &mut egui::Ui, editor: &mut Editor) -> Option<Ask> {
    ui.heading("Play-test");
    let seats = &mut editor.seats;
    ui.horizontal(|ui| {
        ui.label("Heroes:");
        ui.selectable_value(&mut seats.heroes, Seat::Player(0), "You");
        for s in Strength::ALL {
            ui.selectable_value(&mut seats.heroes, Seat::Ai(s), format!("AI {}", s.label()));
        }
    });
    ui.horizontal(|ui| {
        ui.label("Dark Lord:");
        for s in Strength::ALL {
            ui.selectable_value(
                &mut seats.dark_lord,
                Seat::Ai(s),
                format!("AI {}", s.label()),
            );
        }
        ui.selectable_value(&mut seats.dark_lord, Seat::Player(0), "You");
    });
    let encounter = editor
        .checked
        .encounter
        .clone()
        .filter(|_| editor.checked.ok());
    // In a row, so that it is not stretched to the column's width.
    let button = ui
        .horizontal(|ui| ui.add_enabled(encounter.is_some(), egui::Button::new("Play-test now")))
        .inner;
    let Some(encounter) = encounter else {
        button.on_disabled_hover_text("Fix the problems shown in red first");
        ui.label(RichText::new("Fix the problems in red to play it.").color(dim()));
        return None;
    };
    ui.label(
        RichText::new("After the fight, Back to title brings you back here, the draft as it was.")
            .color(dim()),
    );
    if !button.clicked() {
        return None;
    }
    let heroes = encounter
        .members
        .iter()
        .filter(|m| m.side == Side::Heroes)
        .count();
    Some(Ask::new(FightAsk::Start(Box::new(StartSetup {
        path: editor.target(),
        encounter,
        heroes: vec![editor.seats.heroes; heroes],
        dark_lord: editor.seats.dark_lord,
        seed: 1,
    }))))
}

fn balance_part(ui: &mut egui::Ui, catalog: &Catalog, editor: &mut Editor) {
    ui.heading("Balance");
    let ready = if editor.checked.ok() {
        Ok(())
    } else {
        Err("Fix the problems shown in red first")
    };
    let stale = editor.balance.about.as_ref() != Some(&editor.draft);
    match balance(ui, &mut editor.balance, ready, stale) {
        Some(BalanceAsk::Start) => {
            if let Some(encounter) = editor.checked.encounter.clone() {
                let def = editor.draft.clone();
                editor
                    .balance
                    .start(catalog.content.clone(), &def, encounter);
            }
        }
        Some(BalanceAsk::Cancel) => editor.balance.cancel(),
        None => {}
    }
    if std::mem::take(&mut editor.show_balance) {
        ui.scroll_to_cursor(Some(egui::Align::Max));
    }
}

/// A side's members, each in its card, with Add.
fn members(ui: &mut egui::Ui, content: &Content, editor: &mut Editor, side: Side) {
    let (heading, add, none) = match side {
        Side::Heroes => ("Heroes", "Add a hero", "No hero yet."),
        Side::Minions => ("The Dark Lord's minions", "Add a minion", "No minion yet."),
    };
    ui.horizontal(|ui| {
        ui.heading(heading);
        if ui.button(add).clicked() {
            editor.add_member(side, content);
        }
    });
    problems_at(ui, editor, Place::Side(side));
    let before = editor.names(side, content);
    let problems = editor.checked.problems.clone();
    let (level, max_rounds) = (editor.draft.level, editor.draft.max_rounds);
    let list = editor.members_mut(side);
    if list.is_empty() {
        ui.label(RichText::new(none).color(dim()));
    }
    let mut edit = None;
    for (index, m) in list.iter_mut().enumerate() {
        let mine: Vec<Problem> = problems
            .iter()
            .filter(|p| p.place == Place::Member(side, index))
            .cloned()
            .collect();
        let view = CardView {
            content,
            side,
            index,
            level,
            max_rounds,
            problems: &mine,
        };
        if let Some(e) = card(ui, &view, m) {
            edit = Some((index, e));
        }
    }
    // Only a change within a member renames it; moving or adding changes whose place is whose.
    let edited_list = edit.is_some();
    match edit {
        Some((i, ListEdit::Remove)) => {
            list.remove(i);
        }
        Some((i, ListEdit::Duplicate)) => {
            let copy = list[i].clone();
            list.insert(i + 1, copy);
        }
        Some((i, ListEdit::MoveUp)) => list.swap(i - 1, i),
        None => {}
    }
    if !edited_list {
        let after = editor.names(side, content);
        follow_rename(&mut editor.draft.goal, &before, &after);
    }
}

/// A leader or hero to protect renamed: the goal follows the new name.
fn follow_rename(goal: &mut crate::content::Goal, before: &[String], after: &[String]) {
    use crate::content::Goal;
    let (Goal::DefeatLeader { name } | Goal::Protect { name }) = goal else {
        return;
    };
    if before.len() != after.len() {
        return;
    }
    if let Some(i) = before.iter().position(|n| n == name) {
        *name = after[i].clone();
    }
}
