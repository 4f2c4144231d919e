//! `search-lab --answers FILE`: every answer of every decision the lab kept, with its truth and
//! what the decider and its target were at that moment, one tab-separated row each. Grouped
//! by a script or a spreadsheet, the rows show where the room is: which kind of answer beats
//! the judgement's own, at which moment, against whom (docs/HARD_SEARCH.md, "Stop 69").

use super::search_lab::Spot;
use crate::combat::decision::TargetChoices;
use crate::combat::{CombatantId, Decision, Fighter, Request};
use crate::content::Content;
use std::io::{self, Write};

/// The columns, in order; `write_answers` writes them as its first line.
pub const COLUMNS: [&str; 27] = [
    "level",
    "fight",
    "round",
    "needle",
    "kind",
    "decider",
    "ap_level",
    "ap",
    "prep",
    "wait",
    "damage",
    "hp",
    "foes_up",
    "allies_up",
    "rank",
    "answer",
    "cost",
    "target",
    "target_ap_level",
    "target_prep",
    "target_wait",
    "target_damage",
    "target_hp",
    "aimed_at_limb",
    "truth",
    "own_truth",
    "gain_points",
];

/// Writes the header, then one row for each answer of each spot: `rank` 0 is the one-step
/// judgement's own, `truth` the share of its playouts the decider's side won, `gain_points`
/// how many points of winning it adds to the judgement's own (negative: it loses them).
/// `names` gives each spot's variant by its `level` index.
pub fn write_answers(
    out: &mut impl Write,
    content: &Content,
    spots: &[Spot],
    names: &[&str],
) -> io::Result<()> {
    writeln!(out, "{}", COLUMNS.join("\t"))?;
    for spot in spots {
        let state = &spot.state;
        let Some(request) = &state.pending.request else {
            continue;
        };
        let decider = &state.fighters[request.decider().index()];
        let up = |same_side: bool| {
            state
                .fighters
                .iter()
                .filter(|f| (f.side == decider.side) == same_side && f.active(content))
                .count()
        };
        let (foes_up, allies_up) = (up(false), up(true));
        let own = spot.truth(0);
        for (rank, answer) in spot.found.iter().enumerate() {
            let said = Answer::of(content, request, answer);
            let target = said.target.map(|t| &state.fighters[t.index()]);
            let truth = spot.truth(rank);
            writeln!(
                out,
                "{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{:.4}\t{:.4}\t{:+.2}",
                names.get(spot.level).copied().unwrap_or("?"),
                spot.fight,
                state.round.round,
                state.needle.0,
                spot.kind(),
                FighterColumns::of(content, decider),
                foes_up,
                allies_up,
                rank,
                said,
                target.map_or_else(
                    || FighterColumns::NONE.to_string(),
                    |t| { FighterColumns::of(content, t).without_ap_attribute() }
                ),
                u8::from(said.limb),
                truth,
                own,
                100.0 * (truth - own),
            )?;
        }
    }
    Ok(())
}

/// One answer in a row's words: what it does, what it costs, whom it aims at.
struct Answer {
    words: String,
    cost: u32,
    target: Option<CombatantId>,
    limb: bool,
}

impl Answer {
    fn of(content: &Content, request: &Request, decision: &Decision) -> Answer {
        let plain = |words: String| Answer {
            words,
            cost: 0,
            target: None,
            limb: false,
        };
        match decision {
            Decision::Act {
                action,
                source,
                targets,
                item,
            } => {
                let first = targets.first();
                // What the request offered it at: the item's own cost for an equipment action;
                // an aim's extra AP is added below (R4.4).
                let offered = match request {
                    Request::Act { options, .. } => options
                        .iter()
                        .find(|o| o.action == *action && o.source == *source)
                        .map_or(0, |o| match (&o.targets, item) {
                            (TargetChoices::Items(items), Some(item)) => items
                                .iter()
                                .find(|(i, _)| i == item)
                                .map_or(o.cost, |&(_, cost)| cost),
                            _ => o.cost,
                        }),
                    _ => 0,
                };
                let aimed = targets.iter().filter(|t| t.limb.is_some()).count() as u32;
                Answer {
                    words: content.action(*action).id.clone(),
                    cost: offered + aimed,
                    target: first.map(|t| t.who),
                    limb: first.is_some_and(|t| t.limb.is_some()),
                }
            }
            Decision::React { action, .. } => Answer {
                words: content.action(*action).id.clone(),
                cost: content.action(*action).cost,
                target: None,
                limb: false,
            },
            Decision::Pass => plain("pass".to_string()),
            Decision::Choose(who) => Answer {
                words: "go first".to_string(),
                cost: 0,
                target: Some(*who),
                limb: false,
            },
            Decision::Consent(yes) => plain(format!("consent {yes}")),
            Decision::Concede(_) => plain("concede".to_string()),
            Decision::Advantage(id) => plain(format!("advantage {}", content.advantage(*id).id)),
        }
    }
}

impl std::fmt::Display for Answer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}\t{}", self.words, self.cost)
    }
}

/// A combatant's columns: its kind and place, AP level and attribute, preparation, wait
/// points on the body card, damage and HP.
struct FighterColumns {
    who: String,
    ap_level: u32,
    ap: i32,
    prep: u32,
    wait: u32,
    damage: u32,
    hp: i32,
}

impl FighterColumns {
    /// The target columns of an answer that aims at nobody.
    const NONE: &'static str = "-\t\t\t\t\t";

    fn of(content: &Content, f: &Fighter) -> FighterColumns {
        FighterColumns {
            who: format!("{}#{}", content.kind(f.kind).def.id, f.id.index()),
            ap_level: f.ap,
            ap: f.base.ap,
            prep: f.prep,
            wait: f.wait,
            damage: f.total_damage(),
            hp: f.hp(),
        }
    }

    /// The target's columns, which leave out the AP attribute.
    fn without_ap_attribute(&self) -> String {
        format!(
            "{}\t{}\t{}\t{}\t{}\t{}",
            self.who, self.ap_level, self.prep, self.wait, self.damage, self.hp
        )
    }
}

impl std::fmt::Display for FighterColumns {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{}\t{}\t{}\t{}\t{}\t{}\t{}",
            self.who, self.ap_level, self.ap, self.prep, self.wait, self.damage, self.hp
        )
    }
}
