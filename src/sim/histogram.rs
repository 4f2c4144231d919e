//! A fixed-size histogram of durations: quantiles to about 1% in constant memory, so that a
//! simulation of any length keeps the same footprint (a list of every time grows without end).

/// The smallest time told apart from zero, in milliseconds (a tenth of a microsecond).
const FLOOR_MS: f64 = 1e-4;
/// Each bucket's upper bound is this much above its lower one: quantiles are within ~1%.
const RATIO: f64 = 1.02;
/// Buckets from `FLOOR_MS` up past a quarter of an hour (1e-4 · 1.02^1400 ≈ 1.1e8 ms): the
/// last one takes anything longer.
const BUCKETS: usize = 1400;

/// Counts of times in log-spaced buckets, with the exact maximum and the count.
#[derive(Clone, Debug)]
pub struct Histogram {
    counts: Box<[u64; BUCKETS]>,
    count: u64,
    max: f64,
}

impl Default for Histogram {
    fn default() -> Self {
        Histogram {
            counts: Box::new([0; BUCKETS]),
            count: 0,
            max: 0.0,
        }
    }
}

impl Histogram {
    pub fn record(&mut self, ms: f64) {
        let ms = if ms.is_finite() { ms.max(0.0) } else { 0.0 };
        self.counts[bucket(ms)] += 1;
        self.count += 1;
        self.max = self.max.max(ms);
    }

    pub fn merge(&mut self, other: &Histogram) {
        for (mine, theirs) in self.counts.iter_mut().zip(other.counts.iter()) {
            *mine += theirs;
        }
        self.count += other.count;
        self.max = self.max.max(other.max);
    }

    pub fn count(&self) -> u64 {
        self.count
    }

    pub fn max(&self) -> f64 {
        self.max
    }

    /// The `q` quantile (0–1): the time of rank `round((count − 1) · q)`, as the middle of its
    /// bucket (never above the maximum seen); 0 when empty.
    pub fn quantile(&self, q: f64) -> f64 {
        if self.count == 0 {
            return 0.0;
        }
        let rank = ((self.count - 1) as f64 * q.clamp(0.0, 1.0)).round() as u64;
        if rank + 1 >= self.count {
            return self.max;
        }
        let mut seen = 0;
        for (i, &c) in self.counts.iter().enumerate() {
            seen += c;
            if seen > rank {
                return middle(i).min(self.max);
            }
        }
        self.max
    }
}

fn bucket(ms: f64) -> usize {
    if ms <= FLOOR_MS {
        return 0;
    }
    let i = (ms / FLOOR_MS).ln() / RATIO.ln();
    (i.ceil() as usize).min(BUCKETS - 1)
}

/// The geometric middle of bucket `i` (bucket 0 holds everything up to the floor).
fn middle(i: usize) -> f64 {
    if i == 0 {
        return FLOOR_MS / 2.0;
    }
    FLOOR_MS * RATIO.powf(i as f64 - 0.5)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quantiles_are_within_about_one_percent() {
        let mut h = Histogram::default();
        let times: Vec<f64> = (1..=10_000).map(|i| f64::from(i) * 0.013).collect();
        for &t in &times {
            h.record(t);
        }
        assert_eq!(h.count(), 10_000);
        assert_eq!(h.max(), 130.0);
        for q in [0.5, 0.95, 0.99] {
            let exact = times[((times.len() - 1) as f64 * q).round() as usize];
            let got = h.quantile(q);
            assert!((got / exact - 1.0).abs() < 0.011, "q{q}: {got} vs {exact}");
        }
        assert_eq!(h.quantile(1.0), 130.0);
    }

    #[test]
    fn merging_adds_counts_and_keeps_the_larger_maximum() {
        let (mut a, mut b) = (Histogram::default(), Histogram::default());
        a.record(1.0);
        b.record(3.0);
        b.record(0.0);
        a.merge(&b);
        assert_eq!((a.count(), a.max()), (3, 3.0));
        assert!(a.quantile(0.0) < 1e-3);
        assert_eq!(Histogram::default().quantile(0.5), 0.0);
    }
}
