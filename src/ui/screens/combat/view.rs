//! The combat screen: the AP track on top, the battlefield in the middle, the card of the
//! selected combatant on the left, the log on the right, and the decision at the bottom.

use crate::combat::decision::TargetChoices;
use crate::combat::{CombatantId, Request};
use crate::content::Side;
use crate::control::{Seat, Seats};
use crate::ui::ask::Ask;
use crate::ui::saves::Keep;
use crate::ui::screens::combat::auto_pass::AutoPassed;
use crate::ui::screens::combat::fx::Fx;
use crate::ui::screens::combat::handoff::HandOff;
use crate::ui::screens::combat::keys;
use crate::ui::screens::combat::move_draft::Draft;
use crate::ui::screens::combat::{MoveAsk, NeverAsk, RemoteAnswers};
use crate::ui::snapshot::Snapshot;
use crate::ui::widgets::{dim, needle};
use crate::ui::windows::settings::Settings;
use crate::ui::windows::tutorial::Highlight;
use bevy_egui::egui::{self, RichText};

/// Everything the combat screen reads besides the draft it edits.
pub struct CombatScreen<'a> {
    pub snap: &'a Snapshot,
    pub fx: &'a Fx,
    pub settings: &'a Settings,
    /// The last reaction window passed without a prompt.
    pub auto_passed: &'a AutoPassed,
    pub seats: &'a Seats,
    pub handoff: &'a HandOff,
    /// Saves, replays and the replay being watched.
    pub keep: &'a Keep,
    /// A networked fight's answers and players (None: the fight is this window's own).
    pub remote: Option<&'a RemoteAnswers>,
}

pub fn combat(ui: &mut egui::Ui, screen: &CombatScreen, draft: &mut Draft) -> Option<Ask> {
    let snap = screen.snap;
    draft.follow(snap.state.pending.serial);
    let cover = screen.handoff.due(&snap.state.pending, screen.seats);
    let view = keys::View {
        serial: snap.state.pending.serial,
        covered: cover.is_some(),
    };
    keys::guard_double_press(ui, draft, view);
    // Hot-seat: another player's prompt stays under the cover until they click Ready.
    if let Some(player) = cover {
        let handoff = screen.handoff;
        return crate::ui::screens::combat::handoff_cover::handoff(
            ui,
            snap,
            screen.seats,
            handoff,
            player,
        );
    }
    let keyed = keys::combat_keys(ui, snap, draft).map(|d| MoveAsk::Decide(d).into());
    let request = snap.human_request().cloned();
    if let Some(Request::Advantage {
        hero,
        remaining,
        options,
    }) = &request
    {
        // Hot-seat: which player picks (solo, "Squire picks" says it all).
        let whose = (screen.seats.players() > 1).then(|| whose_move(snap, screen.seats, *hero));
        return crate::ui::screens::combat::prompts::advantages(
            ui, snap, whose, *hero, *remaining, options,
        )
        .map(|d| MoveAsk::Decide(d).into())
        .or(keyed);
    }
    let mut intent = None;
    let mut track_hover = None;
    // The move being weighed, from the engine's own odds and rules (at most once a frame).
    let weighed = crate::ui::screens::combat::weighed_move::proposed(snap, draft)
        .and_then(|d| crate::combat::preview::preview(&snap.content, &snap.state, &d));
    let ghost = weighed.as_ref().map(|p| (p.mover, p.track.ap_after));
    let track = egui::Panel::top("track").show(ui, |ui| {
        ui.horizontal_wrapped(|ui| {
            // Clear of the speed buttons in the top right corner (`pace::speed_bar`): on a
            // narrow screen the status goes to a second line rather than under them.
            ui.set_max_width((ui.available_width() - 340.0).max(200.0));
            ui.heading(&snap.roster.encounter);
            ui.label(
                RichText::new(format!(
                    "Round {} of at most {}",
                    snap.state.round.round, snap.state.round.max_rounds
                ))
                .color(dim()),
            );
            goal_label(ui, snap);
            status(ui, snap, screen);
        });
        track_hover = crate::ui::widgets::ap_track::ap_track(ui, snap, screen.fx.needle, ghost);
    });
    remember(ui, Highlight::Track, track.response.rect);
    let decision = egui::Panel::bottom("decision")
        .min_size(190.0)
        .show(ui, |ui| {
            ui.add_space(4.0);
            intent = decision_area(ui, screen, draft, request.as_ref(), weighed.as_ref()).or(keyed);
            if request.is_none() {
                intent = intent
                    .take()
                    .or(auto_passed_line(ui, snap, screen.auto_passed));
            }
            keys::focus_line(ui, snap, draft);
        });
    remember(ui, Highlight::Actions, decision.response.rect);
    remember(ui, Highlight::Chain, decision.response.rect);
    // The side panels give up width on a small window or a large UI scale, so the battlefield
    // keeps at least about a third of the screen.
    let width = ui.available_width();
    let log_width = (width * 0.28).clamp(240.0, 380.0);
    let card_width = (width * 0.24).clamp(220.0, 300.0);
    let log = egui::Panel::right("log")
        .exact_size(log_width)
        .show(ui, |ui| {
            let kept = crate::ui::saves::save_bar::save_bar(ui, &snap.state.pending, screen.keep);
            intent = intent.take().or(kept);
            ui.separator();
            crate::ui::screens::combat::log::log(
                ui,
                snap,
                draft,
                screen.settings.show_rules_detail,
            );
        });
    remember(ui, Highlight::Log, log.response.rect);
    let card = egui::Panel::left("card")
        .exact_size(card_width)
        .show(ui, |ui| {
            // A blow being aimed at a limb shows its target's body; else the clicked card, the
            // hovered one, or the one whose move it is.
            let aimed = draft
                .action
                .and_then(|_| draft.targets.iter().find(|t| t.limb.is_some()));
            let shown = aimed
                .map(|t| t.who)
                .or(draft.selected)
                .or(draft.hovered)
                .or_else(|| snap.state.pending.request.as_ref().map(|r| r.decider()));
            let limb = aimed.and_then(|t| t.limb);
            egui::ScrollArea::vertical().show(ui, |ui| match shown {
                Some(who) => {
                    crate::ui::widgets::card::card(ui, snap, who, &mut draft.card_tab, limb)
                }
                None => {
                    ui.label("Click a combatant to see its card.");
                }
            });
        });
    remember(ui, Highlight::Card, card.response.rect);
    let field = egui::CentralPanel::no_frame().show(ui, |ui| {
        let (candidates, chosen) = target_marks(draft, request.as_ref());
        let input = crate::ui::screens::combat::battlefield::battlefield(
            ui,
            snap,
            screen.fx,
            &candidates,
            &chosen,
        );
        // Read by the card on the next frame.
        draft.hovered = input.hovered.or(track_hover);
        if let Some(who) = input.clicked {
            if candidates.contains(&who) {
                let max = max_targets(draft, request.as_ref());
                draft.toggle_target(who, None, max);
            } else {
                draft.selected = if draft.selected == Some(who) {
                    None
                } else {
                    Some(who)
                };
            }
        }
    });
    remember(ui, Highlight::Battlefield, field.response.rect);
    intent
}

/// Leaves a panel's place for the tutorial's light (`ui::windows::tutorial::view`).
fn remember(ui: &egui::Ui, part: Highlight, rect: egui::Rect) {
    ui.ctx()
        .data_mut(|d| d.insert_temp(crate::ui::windows::tutorial::panel_key(part), rect));
}

/// One line on what is happening now: whose move it is, who is thinking, or how far the replay
/// being watched has come.
fn status(ui: &mut egui::Ui, snap: &Snapshot, screen: &CombatScreen) {
    let seats = screen.seats;
    if let Some(watching) = &screen.keep.watching {
        let text = crate::ui::saves::save_bar::banner(watching);
        ui.label(RichText::new(text).color(needle(ui)).strong());
        return;
    }
    if let Some(text) = thinking(snap, seats) {
        crate::ui::widgets::thinking_ring(ui, 18.0);
        ui.label(RichText::new(text).color(needle(ui)).strong());
        return;
    }
    let text = match &snap.state.pending.request {
        _ if snap.state.round.outcome.is_some() => "The fight is over".to_string(),
        Some(r) if snap.human_request().is_some() => whose_move(snap, seats, r.decider()),
        Some(r) => match seats.seat(r.decider()) {
            Seat::Remote(n) => format!(
                "Waiting for {} (remote): {}",
                player_name(screen.remote, n),
                snap.name(r.decider())
            ),
            _ => format!("{} is deciding...", snap.name(r.decider())),
        },
        None => "...".into(),
    };
    ui.label(RichText::new(text).color(needle(ui)).strong());
}

/// A remote player as the lobby named them ("Ana"), else "Player 2".
fn player_name(remote: Option<&RemoteAnswers>, n: u8) -> String {
    remote
        .and_then(|r| r.names.get(usize::from(n)))
        .map_or_else(|| Seat::Player(n).label(), Clone::clone)
}

/// "Your move: Jade Mistress", or hot-seat "Player 2's move: Jade Mistress".
fn whose_move(snap: &Snapshot, seats: &Seats, who: CombatantId) -> String {
    match seats.seat(who) {
        seat @ Seat::Player(_) if seats.players() > 1 => {
            format!("{}'s move: {}", seat.label(), snap.name(who))
        }
        _ => format!("Your move: {}", snap.name(who)),
    }
}

/// "The Dark Lord is thinking..." or "Red Haggar (AI) is thinking...", while the AI answers
/// the open request. (The default font has no "…".)
fn thinking(snap: &Snapshot, seats: &Seats) -> Option<String> {
    let who = snap.waiting_for_ai()?;
    let Seat::Ai(_) = seats.seat(who) else {
        return None;
    };
    Some(if snap.fighter(who).side == Side::Minions {
        "The Dark Lord is thinking...".to_string()
    } else {
        format!("{} (AI) is thinking...", snap.name(who))
    })
}

fn decision_area(
    ui: &mut egui::Ui,
    screen: &CombatScreen,
    draft: &mut Draft,
    request: Option<&Request>,
    weighed: Option<&crate::combat::preview::Preview>,
) -> Option<Ask> {
    let snap = screen.snap;
    match request {
        Some(Request::Act {
            actor,
            options,
            unavailable,
        }) => {
            let menu = crate::ui::screens::combat::act_menu::Menu {
                actor: *actor,
                options,
                unavailable,
                weighed,
                detail: screen.settings.show_rules_detail,
            };
            crate::ui::screens::combat::act_menu::act_menu(ui, snap, draft, &menu)
                .map(|d| MoveAsk::Decide(d).into())
        }
        Some(Request::React {
            reactor,
            link,
            options,
            unavailable,
        }) => {
            let mut intent = None;
            ui.columns(2, |cols| {
                crate::ui::screens::combat::react_menu::chain_stack(&mut cols[0], snap);
                let prompt = crate::ui::screens::combat::react_menu::Prompt {
                    reactor: *reactor,
                    link: *link,
                    options,
                    unavailable,
                    seat: screen.seats.seat(*reactor),
                    weighed,
                };
                intent = crate::ui::screens::combat::react_menu::react_menu(
                    &mut cols[1],
                    snap,
                    &prompt,
                    screen.settings,
                    draft,
                );
            });
            intent
        }
        Some(Request::TieBreak { tied, purpose, .. }) => {
            crate::ui::screens::combat::prompts::tie_break(ui, snap, tied, *purpose)
                .map(|d| MoveAsk::Decide(d).into())
        }
        Some(Request::Consent { giver, taker, item }) => {
            crate::ui::screens::combat::prompts::consent(ui, snap, *giver, *taker, *item)
                .map(|d| MoveAsk::Decide(d).into())
        }
        // A replay asks nobody here: its controls instead.
        _ if screen.keep.watching.is_some() => {
            let watching = screen.keep.watching.as_ref()?;
            let intent = crate::ui::saves::save_bar::replay_bar(ui, watching);
            crate::ui::screens::combat::react_menu::chain_stack(ui, snap);
            intent
        }
        Some(Request::Advantage { .. }) => None,
        None => {
            if let Some(text) = thinking(snap, screen.seats) {
                ui.horizontal(|ui| {
                    crate::ui::widgets::thinking_ring(ui, 24.0);
                    ui.label(RichText::new(text).size(20.0).italics().color(needle(ui)));
                });
            }
            crate::ui::screens::combat::react_menu::chain_stack(ui, snap);
            None
        }
    }
}

/// Where a prompt would have been: "Jade Mistress let Paralysis pass, as you asked", with the
/// way back ("Ask me again"), so that never asking is a choice and not a trap.
fn auto_passed_line(ui: &mut egui::Ui, snap: &Snapshot, passed: &AutoPassed) -> Option<Ask> {
    let passed = passed.0.as_ref()?;
    let names: Vec<String> = passed
        .reactions
        .iter()
        .filter_map(|id| snap.content.action_id(id))
        .map(|a| snap.content.action(a).name.clone())
        .collect();
    let mut intent = None;
    ui.horizontal_wrapped(|ui| {
        ui.label(
            RichText::new(format!(
                "{} let {} pass without asking, as you chose.",
                snap.name(passed.reactor),
                crate::ui::widgets::and_list(&names)
            ))
            .color(dim()),
        );
        if ui.small_button("Ask me again").clicked() {
            let action = passed
                .reactions
                .first()
                .and_then(|id| snap.content.action_id(id));
            intent = action.map(|action| {
                NeverAsk {
                    player: passed.player,
                    action,
                    never: false,
                }
                .into()
            });
        }
    });
    intent
}

/// The combatants a click on the battlefield may target now, and those already chosen.
fn target_marks(draft: &Draft, request: Option<&Request>) -> (Vec<CombatantId>, Vec<CombatantId>) {
    let Some(Request::Act { options, .. }) = request else {
        return (Vec::new(), Vec::new());
    };
    let Some(option) = draft.action.and_then(|i| options.get(i)) else {
        return (Vec::new(), Vec::new());
    };
    match &option.targets {
        TargetChoices::Combatants { candidates, .. } => (
            candidates.iter().map(|c| c.who).collect(),
            draft.targets.iter().map(|t| t.who).collect(),
        ),
        _ => (Vec::new(), Vec::new()),
    }
}

fn max_targets(draft: &Draft, request: Option<&Request>) -> usize {
    match request {
        Some(Request::Act { options, .. }) => match draft
            .action
            .and_then(|i| options.get(i))
            .map(|o| &o.targets)
        {
            Some(TargetChoices::Combatants { max, .. }) => *max as usize,
            _ => 1,
        },
        _ => 1,
    }
}

/// The encounter's goal beside the round, with the rounds still to hold out when that is it.
fn goal_label(ui: &mut egui::Ui, snap: &Snapshot) {
    use crate::ui::widgets::goal_words::{goal_line, rounds_to_go};
    let round = &snap.state.round;
    let mut line = goal_line(&round.goal, |i| {
        snap.roster.names.get(i).map_or("", String::as_str)
    });
    if let Some(left) = rounds_to_go(&round.goal, round.round.max(1)) {
        line.push_str(&format!(" ({left} to go, this one included)"));
    }
    ui.label(RichText::new(line).color(crate::ui::widgets::palette::needle(ui)));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_remote_player_is_called_by_the_lobby_s_name_else_by_number() {
        let remote = RemoteAnswers {
            names: vec!["Ana".into(), "Bo".into()],
            ..RemoteAnswers::default()
        };
        assert_eq!(player_name(Some(&remote), 1), "Bo");
        assert_eq!(player_name(Some(&remote), 2), "Player 3");
        assert_eq!(player_name(None, 0), "Player 1");
    }
}
