//! The search lab's ceiling: how much any way of answering could gain over the policy Hard
//! rolls out, fight by fight. By the performance-difference identity a policy's gain over a
//! base policy is the sum, over the decisions it makes, of its answers' advantage measured with
//! the base playing on; no answer's advantage is more than the best answer's, so the sum of the
//! best answers' advantages over a fight's decisions bounds what any policy gains there, a
//! search of any depth or breadth included. Measured on the positions the gathering fights
//! reach (a better policy reaches others), over the answers the judge lists
//! (`rollout::every_answer`).

use super::search_lab::Spot;
use crate::ai::paired::paired_gain;
use crate::content::Content;

/// One goal kind's ceiling, in points of winning (0 to 1 here; the report multiplies).
#[derive(Clone, Debug, PartialEq)]
pub struct CeilingRow {
    /// The goal in a report's words (`combat::ending::goal_words`).
    pub goal: &'static str,
    /// Fights of that goal the spots come from, those without any choice among them.
    pub fights: usize,
    /// Decisions with a choice in those fights.
    pub decisions: usize,
    /// Per fight, the sum of each decision's best advantage over the base's own answer by the
    /// whole truth: mean and standard error. A maximum of noisy means is biased upwards, so
    /// this is the high side of the ceiling.
    pub most: (f32, f32),
    /// The same with the best answer picked on one half of the truth and scored on the other
    /// (both ways round, averaged): unbiased for that pick, so the low side of the ceiling.
    pub picked: (f32, f32),
    /// `picked` with the pick made only among the answers the game's Hard may play forward
    /// (`Spot::searchable`: no Drop or Stow, which the judge finds harmful, and no tie-break's
    /// other combatant): the room a search of Hard's kind could take at these positions.
    pub searchable: (f32, f32),
    /// Per kind of question (`Spot::kind`, in the order first met): its decisions and the
    /// picked best answer's mean advantage a decision, with its standard error.
    pub by_kind: Vec<(&'static str, usize, (f32, f32))>,
}

/// A decision's best advantage over the base's own answer (candidate 0): by the whole truth
/// (the high side), picked on one half and scored on the other (the low side), and that
/// again among the answers Hard may play forward (`searchable`).
fn best_advantage(spot: &Spot, searchable: &[usize]) -> [f32; 3] {
    let most = spot.truth(spot.best_by_truth()) - spot.truth(0);
    let every = 0..spot.found.len();
    [
        most,
        picked(spot, every),
        picked(spot, searchable.iter().copied()),
    ]
}

/// The best of the candidates at `among` picked on one half of the truth, scored on the other,
/// both ways round: the low side's advantage at one decision.
fn picked(spot: &Spot, among: impl IntoIterator<Item = usize> + Clone) -> f32 {
    (spot.picked_on_half_among(0, among.clone()) + spot.picked_on_half_among(1, among)) / 2.0
}

/// The ceiling per goal kind, in the order the variants first name them. `goals` names each
/// variant's goal, in the levels' order; `fights_per_variant` fights were played of each, and
/// every decision with a choice in them must be among `spots` (gathered with `every` 1 and no
/// thinning), or the sums fall short. `content` says which answers Hard may play forward.
pub fn ceiling(
    spots: &[Spot],
    goals: &[&'static str],
    fights_per_variant: u64,
    content: &Content,
) -> Vec<CeilingRow> {
    let per_variant = fights_per_variant.max(1) as usize;
    let fights = goals.len() * per_variant;
    let mut sums = vec![[0.0f32; 3]; fights];
    let mut decisions = vec![0usize; fights];
    for spot in spots {
        let Some(fight) = usize::try_from(spot.fight).ok().filter(|&f| f < fights) else {
            continue;
        };
        let advantage = best_advantage(spot, &spot.searchable(content));
        for (sum, a) in sums[fight].iter_mut().zip(advantage) {
            *sum += a;
        }
        decisions[fight] += 1;
    }
    let mut kinds: Vec<&'static str> = Vec::new();
    for &goal in goals {
        if !kinds.contains(&goal) {
            kinds.push(goal);
        }
    }
    kinds
        .into_iter()
        .map(|goal| {
            let of_goal: Vec<usize> = (0..fights)
                .filter(|&f| goals[f / per_variant] == goal)
                .collect();
            let column = |at: usize| {
                let values: Vec<f32> = of_goal.iter().map(|&f| sums[f][at]).collect();
                paired_gain(&values, &vec![0.0; values.len()])
            };
            let spots_of_goal: Vec<&Spot> = spots.iter().filter(|s| s.goal == goal).collect();
            CeilingRow {
                by_kind: by_kind(&spots_of_goal),
                goal,
                fights: of_goal.len(),
                decisions: of_goal.iter().map(|&f| decisions[f]).sum(),
                most: column(0),
                picked: column(1),
                searchable: column(2),
            }
        })
        .collect()
}

/// The picked best answer's advantage a decision, per kind of question.
fn by_kind(spots: &[&Spot]) -> Vec<(&'static str, usize, (f32, f32))> {
    let mut kinds: Vec<&'static str> = Vec::new();
    for spot in spots {
        if !kinds.contains(&spot.kind()) {
            kinds.push(spot.kind());
        }
    }
    kinds
        .into_iter()
        .map(|kind| {
            let picked: Vec<f32> = spots
                .iter()
                .filter(|s| s.kind() == kind)
                .map(|s| picked(s, 0..s.found.len()))
                .collect();
            let n = picked.len();
            (kind, n, paired_gain(&picked, &vec![0.0; n]))
        })
        .collect()
}
