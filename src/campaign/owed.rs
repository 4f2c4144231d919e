//! The choices the window's players owe between fights, as the journey (and so its save) keeps
//! them until they are made on the party screen (`picks` makes them).

use serde::{Deserialize, Serialize};

/// A choice the players owe.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Pick {
    /// The hero (by party index) takes one more advantage.
    Advantage(usize),
    /// One option of the `reward`th reward of node `node` (a `Choose`), given as if the fight
    /// had just been won by the heroes `standing`.
    Reward {
        node: usize,
        reward: usize,
        standing: Vec<usize>,
    },
    /// Which player answers for the hero (hot-seat).
    Player(usize),
}
