//! The campaign map's shape: no cycle, every node reachable from the first, and the fewest
//! fights from the start to an end (what the title shows as the campaign's length).

use super::types::CampaignDef;
use crate::content::error::{ContentError, SourceText};
use crate::content::locate::Step;
use std::collections::VecDeque;

/// Each node's `next` as indices (unknown ids left out: they are errors of their own).
fn edges(def: &CampaignDef) -> Vec<Vec<usize>> {
    def.map
        .iter()
        .map(|n| {
            n.next()
                .iter()
                .filter_map(|t| def.map.iter().position(|m| m.id() == t))
                .collect()
        })
        .collect()
}

/// A cycle (named node by node) and nodes that cannot be reached from the first, as errors.
pub fn check_shape(src: &SourceText, def: &CampaignDef) -> Vec<ContentError> {
    let mut errors = Vec::new();
    let next = edges(def);
    if let Some(cycle) = find_cycle(&next) {
        let names: Vec<&str> = cycle.iter().map(|&i| def.map[i].id()).collect();
        let first = cycle[0];
        errors.push(src.error_at_path(
            &[Step::Field("map"), Step::Item(first), Step::Field("next")],
            def.map[first].id(),
            format!(
                "the map goes round in a circle: {} → {}; a campaign must always move on",
                names.join(" → "),
                names[0]
            ),
        ));
    }
    let mut reached = vec![false; def.map.len()];
    let mut queue: VecDeque<usize> = VecDeque::new();
    if !def.map.is_empty() {
        reached[0] = true;
        queue.push_back(0);
    }
    while let Some(n) = queue.pop_front() {
        for &m in &next[n] {
            if !reached[m] {
                reached[m] = true;
                queue.push_back(m);
            }
        }
    }
    for (i, node) in def.map.iter().enumerate() {
        if !reached[i] {
            errors.push(src.error_at_path(
                &[Step::Field("map"), Step::Item(i), Step::Field("id")],
                node.id(),
                format!(
                    "no path from the first node (`{}`) leads to `{}`: name it in some node's `next`",
                    def.map[0].id(),
                    node.id()
                ),
            ));
        }
    }
    errors
}

/// The nodes of a cycle in order, if the graph has one.
fn find_cycle(next: &[Vec<usize>]) -> Option<Vec<usize>> {
    // 0: unseen, 1: on the current path, 2: done. Iterative, so no map is too deep.
    let mut state = vec![0u8; next.len()];
    for start in 0..next.len() {
        if state[start] != 0 {
            continue;
        }
        let mut path: Vec<(usize, usize)> = vec![(start, 0)];
        state[start] = 1;
        while let Some(&mut (node, ref mut edge)) = path.last_mut() {
            if let Some(&m) = next[node].get(*edge) {
                *edge += 1;
                match state[m] {
                    0 => {
                        state[m] = 1;
                        path.push((m, 0));
                    }
                    1 => {
                        let from = path.iter().position(|&(n, _)| n == m).unwrap_or(0);
                        return Some(path[from..].iter().map(|&(n, _)| n).collect());
                    }
                    _ => {}
                }
            } else {
                state[node] = 2;
                path.pop();
            }
        }
    }
    None
}

/// The fewest fights on a path from the first node to a node with no `next`, where `next[i]`
/// is where node `i` leads and `fight(i)` says whether it is a fight (camps cost nothing).
pub fn shortest_fights(next: &[Vec<usize>], fight: impl Fn(usize) -> bool) -> usize {
    shortest_fights_from(next, fight, &[0])
}

/// The fewest fights on a path from any of `starts` (each counted) to a node with no `next`.
pub fn shortest_fights_from(
    next: &[Vec<usize>],
    fight: impl Fn(usize) -> bool,
    starts: &[usize],
) -> usize {
    // The map has no cycle (checked), so a breadth-first search on fight counts settles.
    let n = next.len();
    let cost = |i: usize| usize::from(fight(i));
    let mut best = vec![usize::MAX; n];
    let mut queue = VecDeque::new();
    for &s in starts.iter().filter(|&&s| s < n) {
        best[s] = cost(s);
        queue.push_back(s);
    }
    let mut shortest = usize::MAX;
    while let Some(i) = queue.pop_front() {
        if next[i].is_empty() {
            shortest = shortest.min(best[i]);
        }
        for &m in &next[i] {
            let through = best[i] + cost(m);
            if through < best[m] {
                best[m] = through;
                queue.push_back(m);
            }
        }
    }
    if shortest == usize::MAX { 0 } else { shortest }
}
