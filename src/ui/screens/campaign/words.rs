//! A campaign's nodes in words, for the map, the party screen and the result: a node's name,
//! its foes counted, and its rewards.

use crate::content::Content;
use crate::content::campaign::{Campaign, NodeKind, Reward};

/// A node's name: its level's, or the camp's.
pub fn node_name(campaign: &Campaign, n: usize) -> String {
    match &campaign.nodes[n].kind {
        NodeKind::Fight(f) => f.level.def.name.clone(),
        NodeKind::Camp { name, .. } => name.clone(),
    }
}

/// The foes by name, numbered ones counted: "Cave spider ×6 and Vask the Red".
pub fn foes_words<'a>(names: impl Iterator<Item = &'a str>) -> Vec<String> {
    let mut counted: Vec<(&str, usize)> = Vec::new();
    for name in names {
        let base = name
            .trim_end_matches(|c: char| c.is_ascii_digit())
            .trim_end();
        let base = if base.is_empty() { name } else { base };
        match counted.iter_mut().find(|(b, _)| *b == base) {
            Some((_, n)) => *n += 1,
            None => counted.push((base, 1)),
        }
    }
    counted
        .into_iter()
        .map(|(b, n)| {
            if n == 1 {
                b.to_string()
            } else {
                format!("{b} ×{n}")
            }
        })
        .collect()
}

/// A reward in plain words.
pub fn reward_words(content: &Content, reward: &Reward) -> String {
    match reward {
        Reward::Advantage => "an advantage for each hero standing at the end".into(),
        Reward::Item(i) => format!("a {}", content.item(*i).def.name),
        Reward::Recruit(h) => format!("{} the {} joins", h.name, content.kind(h.kind).def.name),
        Reward::Heal(n) => format!("every hero heals {n}"),
        Reward::Retreat => "one more retreat".into(),
        Reward::Choose(options) => {
            let words: Vec<String> = options.iter().map(|r| reward_words(content, r)).collect();
            format!("a choice of one: {}", words.join(" / "))
        }
    }
}
