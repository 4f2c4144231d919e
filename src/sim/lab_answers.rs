//! `search-lab --answers FILE`: every answer of every decision the lab kept, with its truth and
//! what the decider and its target were at that moment, one tab-separated row each. Grouped
//! by a script or a spreadsheet, the rows show where the room is: which kind of answer beats
//! the judgement's own, at which moment, against whom (docs/HARD_SEARCH.md, "Stop 69").

use super::search_lab::Spot;
use crate::combat::{CombatantId, Decision, Fighter, Request};
use crate::content::Content;
use std::io::{self, Write};

/// The columns, in order; `write_answers` writes them as its first line.
pub const COLUMNS: [&str; 29] = [
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
    "first_half",
    "second_half",
];

/// Writes the header, then one row for each answer of each spot: `rank` 0 is the one-step
/// judgement's own, `truth` the share of its playouts the decider's side won, `gain_points`
/// how many points of winning it adds to the judgement's own (negative: it loses them),
/// `first_half` and `second_half` the share won over each half of those playouts (every answer
/// of a spot rolls the same dice in each half: how far two answers' halves disagree is the
/// truth's own noise on their difference). The decider of a tie-break is the first of the
/// tied, its answers' targets the one going first. `names` gives each spot's variant by its
/// `level` index.
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
            let truth = spot.truth(rank);
            let mut cells = vec![
                names.get(spot.level).copied().unwrap_or("?").to_string(),
                spot.fight.to_string(),
                state.round.round.to_string(),
                state.needle.0.to_string(),
                spot.kind().to_string(),
            ];
            cells.extend(FighterColumns::of(content, decider).cells(true));
            cells.extend([
                foes_up.to_string(),
                allies_up.to_string(),
                rank.to_string(),
                said.words,
                said.cost.to_string(),
            ]);
            match said.target {
                Some(t) => cells
                    .extend(FighterColumns::of(content, &state.fighters[t.index()]).cells(false)),
                // An answer that aims at nobody: its target's six columns left empty.
                None => cells.extend(["-", "", "", "", "", ""].map(String::from)),
            }
            cells.extend([
                u8::from(said.limb).to_string(),
                format!("{truth:.4}"),
                format!("{own:.4}"),
                format!("{:+.2}", 100.0 * (truth - own)),
                format!("{:.4}", spot.halves[rank][0]),
                format!("{:.4}", spot.halves[rank][1]),
            ]);
            // Every row under the header's names, whatever a change adds to either.
            debug_assert_eq!(cells.len(), COLUMNS.len());
            writeln!(out, "{}", cells.join("\t"))?;
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
        // What the rules would charge for it: aimed limbs and the item moved included (R4.4).
        let cost = request.allows(decision).map_or(0, |allowed| allowed.cost);
        let (words, target, limb) = match decision {
            Decision::Act {
                action, targets, ..
            } => {
                let first = targets.first();
                (
                    content.action(*action).id.clone(),
                    first.map(|t| t.who),
                    first.is_some_and(|t| t.limb.is_some()),
                )
            }
            Decision::React { action, .. } => (content.action(*action).id.clone(), None, false),
            Decision::Pass => ("pass".to_string(), None, false),
            Decision::Choose(who) => ("go first".to_string(), Some(*who), false),
            Decision::Consent(yes) => (format!("consent {yes}"), None, false),
            Decision::Concede(_) => ("concede".to_string(), None, false),
            Decision::Advantage(id) => (
                format!("advantage {}", content.advantage(*id).id),
                None,
                false,
            ),
        };
        Answer {
            words,
            cost,
            target,
            limb,
        }
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

    /// Its columns in the header's order; a target's leave out the AP attribute.
    fn cells(self, with_ap_attribute: bool) -> Vec<String> {
        let mut cells = vec![self.who, self.ap_level.to_string()];
        if with_ap_attribute {
            cells.push(self.ap.to_string());
        }
        cells.extend([
            self.prep.to_string(),
            self.wait.to_string(),
            self.damage.to_string(),
            self.hp.to_string(),
        ]);
        cells
    }
}
