//! How long a move's preview takes: every action, target and aimed limb on offer at the first
//! action of `n` seeded fights of an encounter, each previewed and timed. The window computes
//! one preview a frame, so the budget is a small part of a frame (≤ 1 ms).

use crate::combat::decision::TargetChoices;
use crate::combat::{CombatPhase, Decision, Request, TargetPick, engine, new_state, preview};
use crate::content::{Content, Encounter};
use std::time::Instant;

/// Preview timings, in microseconds.
#[derive(Clone, Debug, Default)]
pub struct PreviewReport {
    pub moves: usize,
    pub mean_us: f64,
    pub p95_us: f64,
    pub max_us: f64,
}

/// Times the preview of every move on offer at the first action of `fights` fights.
pub fn preview_timings(content: &Content, encounter: &Encounter, fights: u64) -> PreviewReport {
    let mut times = Vec::new();
    for seed in 0..fights {
        let mut state = new_state(content, encounter, seed);
        let mut events = Vec::new();
        // To the first action: advantages take the first option, ties the first combatant.
        let request = loop {
            if state.phase == CombatPhase::AwaitDecision && state.pending.answer.is_none() {
                match state.pending.request.clone() {
                    Some(r @ Request::Act { .. }) => break Some(r),
                    Some(Request::Advantage { options, .. }) => {
                        state.pending.answer = Some(Decision::Advantage(options[0]));
                    }
                    Some(Request::TieBreak { tied, .. }) => {
                        state.pending.answer = Some(Decision::Choose(tied[0]));
                    }
                    _ => break None,
                }
            }
            if !engine::step(&mut state, content, &mut events) {
                break None;
            }
        };
        let Some(Request::Act { options, .. }) = request else {
            continue;
        };
        for o in &options {
            let picks: Vec<Vec<TargetPick>> = match &o.targets {
                TargetChoices::Combatants { candidates, .. } => candidates
                    .iter()
                    .flat_map(|c| {
                        std::iter::once(None)
                            .chain(c.limbs.iter().copied().map(Some))
                            .map(move |limb| vec![TargetPick { who: c.who, limb }])
                    })
                    .collect(),
                _ => vec![Vec::new()],
            };
            for targets in picks {
                let decision = Decision::Act {
                    action: o.action,
                    source: o.source,
                    targets,
                    item: None,
                };
                let start = Instant::now();
                let weighed = preview::preview(content, &state, &decision);
                times.push(start.elapsed().as_secs_f64() * 1e6);
                std::hint::black_box(weighed);
            }
        }
    }
    if times.is_empty() {
        return PreviewReport::default();
    }
    times.sort_by(f64::total_cmp);
    let p95 = times[((times.len() as f64 * 0.95) as usize).min(times.len() - 1)];
    PreviewReport {
        moves: times.len(),
        mean_us: times.iter().sum::<f64>() / times.len() as f64,
        p95_us: p95,
        max_us: *times.last().unwrap_or(&0.0),
    }
}
