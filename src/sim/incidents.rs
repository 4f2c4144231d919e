//! A bounded record of things that went wrong: how many, and the first few in full. A long run
//! that breaks everywhere keeps a constant footprint and a readable report.

/// Messages kept in full; the rest are only counted.
pub const KEPT: usize = 10;

/// A count of incidents and the messages of the first `KEPT` of them. "First" is by the key
/// each comes with (a combat's or a mutant's number), not by time, so that what a report shows
/// does not depend on how the work was spread over threads.
#[derive(Clone, Debug, Default)]
pub struct Incidents {
    pub count: u64,
    first: Vec<(u64, String)>,
}

impl Incidents {
    pub fn note(&mut self, key: u64, message: impl Into<String>) {
        self.count += 1;
        if self.first.len() == KEPT && self.first.last().is_some_and(|(last, _)| *last <= key) {
            return;
        }
        let at = self.first.partition_point(|(k, _)| *k <= key);
        self.first.insert(at, (key, message.into()));
        self.first.truncate(KEPT);
    }

    pub fn merge(&mut self, other: Incidents) {
        let count = self.count + other.count;
        for (key, message) in other.first {
            self.note(key, message);
        }
        self.count = count;
    }

    pub fn is_empty(&self) -> bool {
        self.count == 0
    }

    /// The first few messages, in key order.
    pub fn first(&self) -> impl Iterator<Item = &str> {
        self.first.iter().map(|(_, m)| m.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_the_lowest_keys_and_counts_the_rest() {
        let (mut a, mut b) = (Incidents::default(), Incidents::default());
        for k in (0..40).rev() {
            if k % 2 == 0 { &mut a } else { &mut b }.note(k, format!("#{k}"));
        }
        a.merge(b);
        assert_eq!(a.count, 40);
        let kept: Vec<&str> = a.first().collect();
        assert_eq!(
            kept,
            ["#0", "#1", "#2", "#3", "#4", "#5", "#6", "#7", "#8", "#9"]
        );
    }
}
