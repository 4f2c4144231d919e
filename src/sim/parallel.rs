//! Numbered pieces of work spread over threads, with progress and memory watched from the
//! calling thread: the simulator, the soak and the fuzzer all run this way.

use super::memory::memory;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// How a parallel run went, besides what the work itself gathered.
#[derive(Clone, Debug, Default)]
pub struct RunStats {
    /// Pieces of work done.
    pub items: u64,
    pub seconds: f64,
    pub threads: usize,
    /// Resident memory (KiB, `None` if unknown) when 0%, 10%, … 100% of the work was done.
    pub rss_kib: Vec<(u8, Option<u64>)>,
    /// The process's peak resident memory at the end (KiB).
    pub peak_kib: Option<u64>,
}

/// Runs `work(i, &mut acc)` for every `i` in `0..total` on `threads` threads, each with its own
/// accumulator from `init`, and returns the accumulators. Items are handed out one at a time,
/// so a thread that drew slow ones does not hold the others up. `progress(done, total)` is
/// called from this thread about ten times a second.
pub fn run<A: Send>(
    total: u64,
    threads: usize,
    init: impl Fn() -> A + Sync,
    work: impl Fn(u64, &mut A) + Sync,
    mut progress: impl FnMut(u64, u64),
) -> (Vec<A>, RunStats) {
    let threads = threads.clamp(1, total.max(1) as usize);
    let next = AtomicU64::new(0);
    let done = AtomicU64::new(0);
    let started = Instant::now();
    let mut stats = RunStats {
        items: total,
        threads,
        ..Default::default()
    };
    let mut sampled = 0u8;
    let mut sample = |done: u64, stats: &mut RunStats| {
        // Every tenth of the work that has passed since the last look (one look may pass several).
        let tenths = (done * 10 / total.max(1)) as u8;
        while sampled <= tenths.min(10) {
            stats
                .rss_kib
                .push((sampled * 10, memory().map(|m| m.rss_kib)));
            sampled += 1;
        }
    };
    sample(0, &mut stats);
    let accumulators = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                let (next, done, init, work) = (&next, &done, &init, &work);
                scope.spawn(move || {
                    let mut acc = init();
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        if i >= total {
                            return acc;
                        }
                        work(i, &mut acc);
                        done.fetch_add(1, Ordering::Relaxed);
                    }
                })
            })
            .collect();
        while !workers.iter().all(|w| w.is_finished()) {
            std::thread::sleep(Duration::from_millis(100));
            let d = done.load(Ordering::Relaxed);
            progress(d, total);
            sample(d, &mut stats);
        }
        workers
            .into_iter()
            .map(|w| w.join().expect("a worker thread panicked"))
            .collect()
    });
    progress(total, total);
    sample(total, &mut stats);
    stats.seconds = started.elapsed().as_secs_f64();
    stats.peak_kib = memory().map(|m| m.peak_kib);
    (accumulators, stats)
}

/// The number of threads to use when not told: one per core.
pub fn default_threads() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_item_runs_once_and_memory_is_sampled_at_each_tenth() {
        let (accs, stats) = super::run(
            1000,
            2,
            Vec::new,
            |i, acc: &mut Vec<u64>| acc.push(i),
            |_, _| {},
        );
        let mut all: Vec<u64> = accs.into_iter().flatten().collect();
        all.sort_unstable();
        assert_eq!(all, (0..1000).collect::<Vec<_>>());
        let tenths: Vec<u8> = stats.rss_kib.iter().map(|(p, _)| *p).collect();
        assert_eq!(tenths, [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
    }
}
