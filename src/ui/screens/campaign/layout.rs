//! Where the map's nodes go: columns by depth (the longest way from the first node), left to
//! right, each column's nodes spread top to bottom in file order.

use crate::content::campaign::Campaign;

/// Each node's (column, row in its column) and each column's length.
pub struct Layout {
    pub at: Vec<(usize, usize)>,
    pub columns: Vec<usize>,
}

/// The layout of `campaign`'s map (it has no cycle: the campaign check makes sure).
pub fn layout(campaign: &Campaign) -> Layout {
    let n = campaign.nodes.len();
    let mut depth = vec![0usize; n];
    // Longest path by relaxing in rounds: at most n rounds on a map without a cycle.
    for _ in 0..n {
        let mut changed = false;
        for (i, node) in campaign.nodes.iter().enumerate() {
            for &m in &node.next {
                if m < n && depth[m] < depth[i] + 1 {
                    depth[m] = depth[i] + 1;
                    changed = true;
                }
            }
        }
        if !changed {
            break;
        }
    }
    let mut columns: Vec<usize> = Vec::new();
    let at = depth
        .iter()
        .map(|&d| {
            if columns.len() <= d {
                columns.resize(d + 1, 0);
            }
            columns[d] += 1;
            (d, columns[d] - 1)
        })
        .collect();
    Layout { at, columns }
}
