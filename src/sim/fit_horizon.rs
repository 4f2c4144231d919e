//! The fitted horizon reading's data and fit (`aguja fit-horizon`): fights the Dark Lord's
//! rollout policy plays against Normal heroes, the position at the start of every round from
//! the second on read by `reading::features`, labelled by who went on to win; a logistic
//! regression per goal kind fitted on one half of the fights and judged on the other, beside
//! stop 60's strength reading, so that the reading is shown calibrated before it is used.

use super::parallel::run;
use crate::ai::Budget;
use crate::ai::normal;
use crate::ai::rollout::reading::{FEATURES, chance, features};
use crate::ai::rollout::{Policy, horizon_score};
use crate::combat::ending::goal_words;
use crate::combat::{engine, spawn::new_state};
use crate::content::{Content, Encounter, Side};

/// One position at a round's start.
#[derive(Clone, Debug)]
pub struct Row {
    /// `goal_words` of its level's goal.
    pub goal: &'static str,
    /// Whether it is in the half the weights are fitted on (else the half they are judged on).
    pub fitting: bool,
    pub x: [f32; FEATURES],
    /// Stop 60's reading of it for the Dark Lord, at steepness 4 and 8.
    pub strength: [f32; 2],
    /// Whether the Dark Lord went on to win.
    pub won: bool,
}

/// The rows of `fights` fights of each of `levels` from `seed` (every other fight in the
/// fitting half), on `threads` threads.
pub fn gather(
    content: &Content,
    levels: &[(String, Encounter)],
    fights: u64,
    seed: u64,
    threads: usize,
) -> Vec<Row> {
    if fights == 0 {
        return Vec::new();
    }
    let budget = Budget::default();
    let (rows, _) = run(
        fights.saturating_mul(levels.len() as u64),
        threads,
        Vec::new,
        || (),
        |i, rows: &mut Vec<Row>, _| {
            let encounter = &levels[(i / fights) as usize].1;
            let mut state = new_state(content, encounter, seed.wrapping_add(i % fights));
            let policy = budget.policy(&encounter.goal, Side::Minions);
            let mut found = Vec::new();
            let mut round = state.round.round;
            let mut guard = engine::StepGuard::default();
            engine::play_out(
                &mut state,
                content,
                |s, r| {
                    let side = s.fighters[r.decider().index()].side;
                    normal::answer_with(s, content, r, policy.judgement_for(side))
                },
                |s| {
                    if s.round.round != round && s.round.outcome.is_none() {
                        round = s.round.round;
                        if round >= 2 {
                            let strength = [4.0, 8.0].map(|horizon_k| {
                                let reader = Policy {
                                    horizon_k,
                                    ..policy
                                };
                                horizon_score(s, content, &reader)
                            });
                            found.push((features(s, content), strength));
                        }
                    }
                    guard.spent()
                },
            );
            let won = state.round.outcome.as_ref().and_then(|o| o.winner) == Some(Side::Minions);
            rows.extend(found.into_iter().map(|(x, strength)| Row {
                goal: goal_words(&encounter.goal),
                fitting: i % 2 == 0,
                x,
                strength,
                won,
            }));
        },
        |mut a, b| {
            a.extend(b);
            a
        },
        |_, _| {},
    );
    rows
}

/// The logistic regression of `won` on `x` over `rows`: Newton's method on the log-likelihood
/// with a small ridge (`RIDGE` a row) so that a feature constant on a goal (0 everywhere) keeps
/// a weight of 0 instead of making the system singular.
pub fn fit(rows: &[&Row]) -> [f32; FEATURES] {
    let mut w = [0.0f64; FEATURES];
    let ridge = RIDGE * rows.len().max(1) as f64;
    for _ in 0..50 {
        let mut grad = [0.0f64; FEATURES];
        let mut hess = [[0.0f64; FEATURES]; FEATURES];
        for row in rows {
            let x = row.x.map(f64::from);
            let z: f64 = w.iter().zip(&x).map(|(a, b)| a * b).sum();
            let p = 1.0 / (1.0 + (-z).exp());
            let y = f64::from(u8::from(row.won));
            for a in 0..FEATURES {
                grad[a] += (y - p) * x[a];
                for b in 0..FEATURES {
                    hess[a][b] += p * (1.0 - p) * x[a] * x[b];
                }
            }
        }
        for a in 0..FEATURES {
            grad[a] -= ridge * w[a];
            hess[a][a] += ridge;
        }
        let Some(step) = solve(hess, grad) else { break };
        let size: f64 = step.iter().map(|s| s.abs()).sum();
        for a in 0..FEATURES {
            w[a] += step[a];
        }
        if size < 1e-9 {
            break;
        }
    }
    w.map(|v| v as f32)
}

/// The ridge per row: small beside any feature's information, large beside a column of zeros.
const RIDGE: f64 = 1e-4;

/// `a · x = b` by Gaussian elimination with partial pivoting; `None` when `a` is singular.
fn solve(mut a: [[f64; FEATURES]; FEATURES], mut b: [f64; FEATURES]) -> Option<[f64; FEATURES]> {
    for col in 0..FEATURES {
        let pivot = (col..FEATURES).max_by(|&i, &j| a[i][col].abs().total_cmp(&a[j][col].abs()))?;
        if a[pivot][col].abs() < 1e-12 {
            return None;
        }
        a.swap(col, pivot);
        b.swap(col, pivot);
        let pivot_row = a[col];
        for row in col + 1..FEATURES {
            let factor = a[row][col] / pivot_row[col];
            for (x, p) in a[row].iter_mut().zip(&pivot_row).skip(col) {
                *x -= factor * p;
            }
            b[row] -= factor * b[col];
        }
    }
    let mut x = [0.0f64; FEATURES];
    for row in (0..FEATURES).rev() {
        let rest: f64 = (row + 1..FEATURES).map(|k| a[row][k] * x[k]).sum();
        x[row] = (b[row] - rest) / a[row][row];
    }
    Some(x)
}

/// How well a reading's chances `p` foretell `rows`' outcomes: the mean log loss and the mean
/// squared error (Brier), lower better.
pub fn loss(rows: &[&Row], p: impl Fn(&Row) -> f32) -> (f64, f64) {
    let n = rows.len().max(1) as f64;
    let (log, brier) = rows.iter().fold((0.0, 0.0), |(log, brier), row| {
        let q = f64::from(p(row)).clamp(1e-6, 1.0 - 1e-6);
        let y = f64::from(u8::from(row.won));
        (
            log - (y * q.ln() + (1.0 - y) * (1.0 - q).ln()),
            brier + (q - y) * (q - y),
        )
    });
    (log / n, brier / n)
}

/// Calibration: `rows` cut into tenths by the chance `weights` give them; per tenth the rows,
/// the mean chance and the share the Dark Lord won. A reading that is unbiased has the two
/// alike in every tenth.
pub fn calibration(rows: &[&Row], weights: &[f32; FEATURES]) -> Vec<(usize, f64, f64)> {
    let mut bins = vec![(0usize, 0.0f64, 0.0f64); 10];
    for row in rows {
        let p = chance(weights, &row.x);
        let bin = ((p * 10.0) as usize).min(9);
        bins[bin].0 += 1;
        bins[bin].1 += f64::from(p);
        bins[bin].2 += f64::from(u8::from(row.won));
    }
    bins.into_iter()
        .filter(|b| b.0 > 0)
        .map(|(n, p, won)| (n, p / n as f64, won / n as f64))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(x1: f32, won: bool) -> Row {
        let mut x = [0.0; FEATURES];
        x[0] = 1.0;
        x[1] = x1;
        Row {
            goal: "test",
            fitting: true,
            x,
            strength: [0.5; 2],
            won,
        }
    }

    #[test]
    fn the_fit_finds_the_weights_that_made_the_outcomes() {
        // Outcomes drawn (deterministically) at the chance 1 / (1 + e^-(2 - 4 x1)).
        let mut rows = Vec::new();
        for i in 0..4000 {
            let x1 = (i % 100) as f32 / 100.0;
            let p = 1.0 / (1.0 + (-(2.0 - 4.0 * x1)).exp());
            let u = ((i * 7919) % 4000) as f32 / 4000.0;
            rows.push(row(x1, u < p));
        }
        let refs: Vec<&Row> = rows.iter().collect();
        let w = fit(&refs);
        assert!((w[0] - 2.0).abs() < 0.4, "{w:?}");
        assert!((w[1] + 4.0).abs() < 0.6, "{w:?}");
        assert!(
            w[2..].iter().all(|v| v.abs() < 1e-3),
            "unused features stay at 0: {w:?}"
        );
        let fitted = loss(&refs, |r| chance(&w, &r.x));
        let flat = loss(&refs, |_| 0.5);
        assert!(fitted.0 < flat.0 && fitted.1 < flat.1);
    }
}
