//! A combatant's abilities on its card: every action and reaction it has (its own, its body's,
//! its items', its advantages'), with the cost, the check in words and the chance against the
//! combatant it would most likely meet (for a heal, the most hurt ally), what each reaction
//! answers, and whether it could react to the move on the table right now. Enemies' cards the
//! same, so that a Block or a Web is never met for the first time when it fires.

use crate::combat::odds::{percent, terms_once_paid};
use crate::combat::options::{eligibility, react_options, repertoire, usable};
use crate::combat::rejection::answers_in_words;
use crate::combat::{CombatantId, Request};
use crate::content::{ActionDef, TargetDef, Who};
use crate::ui::snapshot::Snapshot;
use crate::ui::widgets::weighing::{chance_words, most_hurt};
use crate::ui::widgets::{bad, dim, good};
use bevy_egui::egui::{self, Color32, RichText};

/// Whom `who`'s abilities are weighed against: the combatant whose move it is when that is a
/// foe ("could this hit me?"), else the first active foe.
fn opponent(snap: &Snapshot, who: CombatantId) -> Option<CombatantId> {
    let side = snap.fighter(who).side;
    let mover = snap.state.pending.request.as_ref().map(Request::decider);
    mover.filter(|&m| snap.fighter(m).side != side).or_else(|| {
        snap.state
            .fighters
            .iter()
            .find(|f| f.side != side && f.active(&snap.content))
            .map(|f| f.id)
    })
}

/// Whom the card weighs `def` against (`None`: it is not weighed): the foe `opponent` for what
/// is aimed at foes or answers them; for what only allies may receive, the most hurt one it
/// could reach, or no one while nobody is hurt.
fn weighed_against(
    snap: &Snapshot,
    who: CombatantId,
    def: &ActionDef,
    opponent: Option<CombatantId>,
) -> Option<Option<CombatantId>> {
    let with_self = match def.target {
        TargetDef::Combatants { who: Who::Ally, .. } => false,
        TargetDef::Combatants {
            who: Who::AllyOrSelf,
            ..
        } => true,
        _ => return opponent.map(Some),
    };
    let side = snap.fighter(who).side;
    let allies = snap
        .state
        .fighters
        .iter()
        .filter(|f| f.side == side && (with_self || f.id != who))
        .map(|f| f.id);
    Some(most_hurt(snap, allies))
}

/// The reactions `who` could use now against the link at the top of the chain, by id.
pub fn could_react_now(snap: &Snapshot, who: CombatantId) -> Vec<crate::content::ActionId> {
    answerers(snap, &[who]).pop().unwrap_or_default()
}

/// For each of `who`, the reactions it could use now against the top link (the engine's own
/// R7.2 eligibility and reaction options, asked of a read-only view of the combat: the panel
/// asks every frame, and a copy of the whole fight each time was waste).
pub fn answerers(snap: &Snapshot, who: &[CombatantId]) -> Vec<Vec<crate::content::ActionId>> {
    let Some(top) = snap.state.chain.links.len().checked_sub(1) else {
        return vec![Vec::new(); who.len()];
    };
    let view = snap.state.view(&snap.content);
    who.iter()
        .map(|&w| {
            if eligibility(&view, w, top).is_err() {
                return Vec::new();
            }
            react_options(&view, w, top)
                .0
                .into_iter()
                .map(|o| o.action)
                .collect()
        })
        .collect()
}

/// The list, one line per ability, details on hover.
pub fn abilities(ui: &mut egui::Ui, snap: &Snapshot, who: CombatantId) {
    let content = &snap.content;
    let f = snap.fighter(who);
    let against = opponent(snap, who);
    let now = could_react_now(snap, who);
    let mut all = repertoire(f, content);
    // Actions first, then reactions, each in the library's order.
    all.sort_by_key(|(a, _)| content.action(*a).reaction.is_some());
    for (action, source) in all {
        let def = content.action(action);
        let odds = def
            .check
            .and_then(|_| weighed_against(snap, who, def, against))
            .map(|t| {
                let chance = percent(
                    terms_once_paid(content, &snap.state.fighters, who, def, t, false)
                        .map(|t| t.chance()),
                );
                format!(" · {}", chance_words(snap, f.side, &chance, t))
            })
            .unwrap_or_default();
        let check = def
            .check
            .map(|c| format!(" · {}", crate::ui::widgets::check_words(&c)))
            .unwrap_or_default();
        let blocked = usable(f, def, source).err();
        let mut line = format!("{}: {} AP{check}{odds}", def.name, def.cost);
        if let Some(r) = &def.reaction {
            line.push_str(&format!(" · {}", answers_in_words(r)));
        }
        let text = if now.contains(&action) {
            RichText::new(format!("{line} · can react now")).color(good(ui))
        } else if blocked.is_some() {
            RichText::new(line).color(dim())
        } else {
            RichText::new(line)
        };
        let mut hover = def.description.clone();
        if let Some(item) = source {
            hover.push_str(&format!("\nFrom {}", content.item(item).def.name));
        }
        if let Some(why) = &blocked {
            hover.push_str(&format!("\nNot now: {why}"));
        }
        let response = ui
            .horizontal(|ui| {
                ui.spacing_mut().item_spacing.x = 4.0;
                let tint = if blocked.is_some() {
                    dim()
                } else {
                    Color32::WHITE
                };
                crate::ui::widgets::icons::show(ui, def.icon_name(), 16.0, tint);
                ui.add(egui::Label::new(text.small()).wrap())
            })
            .inner
            .on_hover_text(hover);
        if blocked.is_some() {
            response.on_hover_cursor(egui::CursorIcon::NotAllowed);
        }
    }
    if f.wait > 0 {
        ui.label(
            RichText::new("Wait points on its body card: it can only Wait, and cannot react.")
                .small()
                .color(bad(ui)),
        );
    }
}
