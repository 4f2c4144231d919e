//! Choosing an action: the legal ones with their AP cost, what the check is and the chance of
//! success; the unavailable ones greyed with the reason; then targets, a limb to aim at, or the
//! item to move. Keys: W waits, P prepares, 1–9 pick an action, Enter confirms.

use crate::combat::decision::{ActOption, Candidate, TargetChoices, Unavailable};
use crate::combat::odds::{percent, terms_once_paid};
use crate::combat::preview::Preview;
use crate::combat::{CombatantId, Decision, ItemRef, TargetPick};
use crate::content::ActionDef;
use crate::ui::screens::combat::move_draft::Draft;
use crate::ui::snapshot::Snapshot;
use crate::ui::widgets::icons;
use crate::ui::widgets::weighing::{chance_words, most_hurt};
use crate::ui::widgets::{dim, good, side_color};
use bevy_egui::egui::{self, Color32, Key, RichText};

/// The label of an action button; tests click by it.
pub fn action_label(name: &str, cost: u32) -> String {
    format!("{name} · {cost} AP")
}

/// What the action menu shows.
pub struct Menu<'a> {
    pub actor: CombatantId,
    pub options: &'a [ActOption],
    pub unavailable: &'a [Unavailable],
    /// The move being weighed (hovered or picked), with what it would do.
    pub weighed: Option<&'a Preview>,
    /// Show the check's notation, as the rules write it.
    pub detail: bool,
}

/// The whole menu: the actions on offer, those that are not, what the weighed one would do,
/// and the second step for the one picked (its item or its targets). `Some` once the answer
/// is complete.
pub fn act_menu(
    ui: &mut egui::Ui,
    snap: &Snapshot,
    draft: &mut Draft,
    menu: &Menu,
) -> Option<Decision> {
    let (actor, options) = (menu.actor, menu.options);
    header(ui, snap, actor);
    shortcuts(ui, snap, draft, options);
    let mut hovered = None;
    ui.horizontal_wrapped(|ui| {
        for (i, o) in options.iter().enumerate() {
            if action_button(ui, snap, draft, menu, i, o) {
                hovered = Some(i);
            }
        }
    });
    draft.hovered_choice = hovered;
    if !menu.unavailable.is_empty() {
        unavailable_row(ui, snap, menu.unavailable);
    }
    match menu.weighed {
        Some(p) => crate::ui::screens::combat::preview::preview_box(ui, snap, p),
        None => {
            ui.label(
                RichText::new("Point at an action to see what it would do; click it to choose.")
                    .color(dim()),
            );
        }
    }
    let option = draft.action.and_then(|i| options.get(i))?;
    match &option.targets {
        TargetChoices::None => Some(answer(option, Vec::new(), None)),
        TargetChoices::Items(items) => pick_item(ui, snap, option, items),
        TargetChoices::Combatants { max, candidates } => {
            pick_targets(ui, snap, draft, actor, option, *max as usize, candidates)
        }
    }
}

/// The option answered with these targets or this item.
fn answer(option: &ActOption, targets: Vec<TargetPick>, item: Option<ItemRef>) -> Decision {
    Decision::Act {
        action: option.action,
        source: option.source,
        targets,
        item,
    }
}

/// The chance of `def`'s check from `actor` on `target`, in words.
fn odds(
    snap: &Snapshot,
    actor: CombatantId,
    def: &ActionDef,
    target: Option<CombatantId>,
    aimed: bool,
) -> String {
    percent(
        terms_once_paid(
            &snap.content,
            &snap.state.fighters,
            actor,
            def,
            target,
            aimed,
        )
        .map(|t| t.chance()),
    )
}

/// Who acts, at what AP level, and the keys.
fn header(ui: &mut egui::Ui, snap: &Snapshot, actor: CombatantId) {
    let f = snap.fighter(actor);
    ui.horizontal(|ui| {
        ui.heading(RichText::new(format!("{} acts", snap.name(actor))).color(side_color(ui, f.side)));
        ui.label(format!(
            "AP level {}, above the needle at {}: pick an action (keys: ←→ Enter, W wait, P prepare, 1–9)",
            f.ap, snap.state.needle.0
        ))
        .on_hover_text(
            "AP level: where a combatant stands on the track now. It starts each round at the \
             combatant's AP and drops as it pays for actions.",
        );
    });
}

/// W and P pick Wait and Prepare, 1–9 the action of that number.
fn shortcuts(ui: &egui::Ui, snap: &Snapshot, draft: &mut Draft, options: &[ActOption]) {
    let pressed = |key: Key| ui.input(|i| i.key_pressed(key));
    // Shortcuts for the common ones.
    for (key, id) in [(Key::W, "wait"), (Key::P, "prepare")] {
        if pressed(key)
            && let Some(i) = options
                .iter()
                .position(|o| snap.content.action(o.action).id == id)
        {
            draft.action = Some(i);
            draft.targets.clear();
        }
    }
    let digits = [
        Key::Num1,
        Key::Num2,
        Key::Num3,
        Key::Num4,
        Key::Num5,
        Key::Num6,
        Key::Num7,
        Key::Num8,
        Key::Num9,
    ];
    for (i, key) in digits.into_iter().enumerate() {
        if pressed(key) && i < options.len() {
            draft.action = Some(i);
            draft.targets.clear();
        }
    }
}

/// Option `i`'s button, with its check in words and its chance against the target it would
/// meet first under it. `true` while the pointer is on it.
fn action_button(
    ui: &mut egui::Ui,
    snap: &Snapshot,
    draft: &mut Draft,
    menu: &Menu,
    i: usize,
    o: &ActOption,
) -> bool {
    let content = &snap.content;
    let def = content.action(o.action);
    let picked = draft.action == Some(i);
    let focused = draft.keys.choice == Some(i) && draft.action.is_none();
    let me = snap.fighter(menu.actor).side;
    // Weighed against the first foe it may target; what only allies receive (a heal), on the
    // most hurt of them, or on no one while nobody is hurt: "39% to work".
    let first_target = match &o.targets {
        TargetChoices::Combatants { candidates, .. } => candidates
            .iter()
            .find(|c| snap.fighter(c.who).side != me)
            .map(|c| c.who)
            .or_else(|| most_hurt(snap, candidates.iter().map(|c| c.who))),
        _ => None,
    };
    let odds = odds(snap, menu.actor, def, first_target, false);
    let mut hover = format!("[{}] {}", i + 1, def.description);
    if let Some(item) = o.source {
        hover.push_str(&format!("\nFrom {}", content.item(item).def.name));
    }
    ui.vertical(|ui| {
        let icon = icons::image(ui.ctx(), def.icon_name(), 22.0, Color32::WHITE);
        let button = egui::Button::image_and_text(icon, action_label(&def.name, o.cost))
            .selected(picked || focused)
            .min_size(egui::vec2(120.0, 30.0));
        let response = ui.add(button).on_hover_text(hover);
        if response.clicked() {
            draft.action = Some(i);
            draft.targets.clear();
        }
        let under = match (def.check, first_target) {
            (Some(check), _) if menu.detail => format!("{check} · {odds}"),
            (Some(check), target)
                if target.is_some() || matches!(o.targets, TargetChoices::Combatants { .. }) =>
            {
                format!(
                    "{} · {}",
                    crate::ui::widgets::check_words(&check),
                    chance_words(snap, me, &odds, target)
                )
            }
            (Some(check), _) => format!("{} · {odds}", crate::ui::widgets::check_words(&check)),
            (None, _) => "no roll".to_string(),
        };
        ui.label(RichText::new(under).small().color(dim()));
        response.hovered()
    })
    .inner
}

/// The actions not on offer, greyed, with the reason.
fn unavailable_row(ui: &mut egui::Ui, snap: &Snapshot, unavailable: &[Unavailable]) {
    ui.horizontal_wrapped(|ui| {
        for u in unavailable {
            let def = snap.content.action(u.action);
            let icon = icons::image(ui.ctx(), def.icon_name(), 18.0, dim());
            ui.add_enabled(
                false,
                egui::Button::image_and_text(icon, RichText::new(&def.name).color(dim())),
            )
            .on_disabled_hover_text(u.reason.to_string());
            ui.label(
                RichText::new(format!("({})", u.reason))
                    .small()
                    .color(dim()),
            );
        }
    });
}

/// An equipment action's second step: which item.
fn pick_item(
    ui: &mut egui::Ui,
    snap: &Snapshot,
    option: &ActOption,
    items: &[(ItemRef, u32)],
) -> Option<Decision> {
    let content = &snap.content;
    ui.label(format!(
        "{}: which item?",
        content.action(option.action).name
    ));
    ui.horizontal_wrapped(|ui| {
        let mut decision = None;
        for (item, cost) in items {
            let name = &content
                .item(crate::ui::screens::combat::prompts::item_of(snap, *item))
                .def
                .name;
            if ui.button(format!("{name} · {cost} AP")).clicked() {
                decision = Some(answer(option, Vec::new(), Some(*item)));
            }
        }
        decision
    })
    .inner
}

/// A targeted action's second step: up to `max` targets, a limb of each to aim at, and the
/// button (or Enter) that confirms.
fn pick_targets(
    ui: &mut egui::Ui,
    snap: &Snapshot,
    draft: &mut Draft,
    actor: CombatantId,
    option: &ActOption,
    max: usize,
    candidates: &[Candidate],
) -> Option<Decision> {
    let def = snap.content.action(option.action);
    ui.label(format!(
        "{}: choose {} target{} (click a token or a name); aiming at a limb costs +1 AP and +2 difficulty",
        def.name,
        if max == 1 { "a".to_string() } else { format!("up to {max}") },
        if max == 1 { "" } else { "s" }
    ));
    ui.horizontal_wrapped(|ui| {
        for c in candidates {
            let chosen = draft
                .targets
                .iter()
                .any(|t| t.who == c.who && t.limb.is_none());
            let odds = odds(snap, actor, def, Some(c.who), false);
            if ui
                .selectable_label(chosen, format!("Target {} ({odds})", snap.name(c.who)))
                .clicked()
            {
                draft.toggle_target(c.who, None, max);
            }
        }
    });
    limb_rows(ui, snap, draft, actor, def, candidates, max);
    confirm(ui, draft, option, def)
}

/// For each chosen target with limbs to aim at, those limbs, each with its chance.
fn limb_rows(
    ui: &mut egui::Ui,
    snap: &Snapshot,
    draft: &mut Draft,
    actor: CombatantId,
    def: &ActionDef,
    candidates: &[Candidate],
    max: usize,
) {
    for t in draft.targets.clone() {
        let Some(c) = candidates.iter().find(|c| c.who == t.who) else {
            continue;
        };
        if c.limbs.is_empty() {
            continue;
        }
        ui.horizontal_wrapped(|ui| {
            ui.label(format!("Aim at {}'s:", snap.name(t.who)));
            for &limb in &c.limbs {
                let odds = odds(snap, actor, def, Some(t.who), true);
                let name = &snap.roster.parts[t.who.index()][usize::from(limb)];
                let target = snap.fighter(t.who);
                let i = usize::from(limb);
                let kind = target.parts.get(i).map_or("", |p| &*p.kind);
                let icon = snap.content.part_icon(target.kind, i, kind);
                let icon = icons::image(ui.ctx(), icon, 18.0, Color32::WHITE);
                let text = format!("{name} ({odds})");
                let button = egui::Button::selectable(t.limb == Some(limb), (icon, text));
                if ui.add(button).clicked() {
                    draft.toggle_target(t.who, Some(limb), max);
                }
            }
        });
    }
}

/// "Do it", with the cost the limb aims add; `Some` when clicked (or Enter) with a target.
fn confirm(
    ui: &mut egui::Ui,
    draft: &Draft,
    option: &ActOption,
    def: &ActionDef,
) -> Option<Decision> {
    let aimed = draft.targets.iter().filter(|t| t.limb.is_some()).count() as u32;
    let cost = option.cost + aimed;
    let ready = !draft.targets.is_empty();
    let go = ui.add_enabled(
        ready,
        egui::Button::new(
            RichText::new(format!("Do it: {} · {cost} AP", def.name)).color(good(ui)),
        ),
    );
    if go.clicked() || (ready && ui.input(|i| i.key_pressed(Key::Enter))) {
        let targets: Vec<TargetPick> = draft.targets.clone();
        return Some(answer(option, targets, None));
    }
    None
}
