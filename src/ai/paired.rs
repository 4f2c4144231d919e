//! Comparing two ways of playing over the same dice: the mean and standard error of their
//! outcomes' difference, sample by sample. Hard's rollout search decides with it.

/// Mean and standard error of `a − b`, pair by pair, over the pairs both have; with fewer than
/// two pairs the error is infinite (nothing is known yet).
pub fn paired_gain(a: &[f32], b: &[f32]) -> (f32, f32) {
    let diffs: Vec<f32> = a.iter().zip(b).map(|(x, y)| x - y).collect();
    let n = diffs.len() as f32;
    if n < 2.0 {
        return (0.0, f32::INFINITY);
    }
    let mean = diffs.iter().sum::<f32>() / n;
    let var = diffs.iter().map(|d| (d - mean).powi(2)).sum::<f32>() / (n - 1.0);
    (mean, (var / n).sqrt())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_gain_is_measured_pair_by_pair() {
        // The first wins every game the second wins, and 10 more of 100.
        let won =
            |wins: usize| -> Vec<f32> { (0..100).map(|g| f32::from(u8::from(g < wins))).collect() };
        let (mean, se) = paired_gain(&won(50), &won(40));
        assert!((mean - 0.1).abs() < 1e-6, "{mean}");
        assert!(se > 0.0 && se < 0.05, "{se}");
        assert_eq!(paired_gain(&won(40), &won(40)), (0.0, 0.0));
        assert_eq!(paired_gain(&[1.0], &[0.0]), (0.0, f32::INFINITY));
    }
}
