//! Numbered pieces of work spread over a pool of threads (rayon), with progress and memory
//! noted as the pieces finish: the simulator, the soak and the fuzzer all run this way.

use super::memory::memory;
use rayon::prelude::*;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

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

/// Runs `work(i, &mut acc, &mut scratch)` for every `i` in `0..total` on a pool of `threads`
/// threads and returns one accumulator. Each run of consecutive items goes into an accumulator
/// of its own from `init`, and neighbouring runs are combined, earlier first, by
/// `merge(earlier, later)`: the result is what one thread would have gathered item by item,
/// whatever the threads. Idle threads steal the items a busy one has not started, and no run is
/// longer than 1/64 of a thread's share, so slow items hold no one up for long; a run's
/// accumulator is merged as soon as its neighbour is done, so memory stays flat however long
/// the run. `scratch` makes one buffer per thread for `work` to reuse from item to item (a
/// combat's event list): made afresh for every run, a large buffer would cost its growth again
/// each time. `progress(done, total)` is called by the thread that finished an item, after each.
pub fn run<A: Send, S: Send>(
    total: u64,
    threads: usize,
    init: impl Fn() -> A + Sync + Send,
    scratch: impl Fn() -> S,
    work: impl Fn(u64, &mut A, &mut S) + Sync + Send,
    merge: impl Fn(A, A) -> A + Sync + Send,
    progress: impl Fn(u64, u64) + Sync + Send,
) -> (A, RunStats) {
    let threads = threads.clamp(1, total.max(1) as usize);
    let started = Instant::now();
    let done = AtomicU64::new(0);
    let rss = || memory().map(|m| m.rss_kib);
    let samples = Mutex::new(vec![(0, rss())]);
    let buffers: Vec<Mutex<S>> = (0..threads).map(|_| Mutex::new(scratch())).collect();
    let tenths = |done: u64| (done * 10 / total.max(1)) as u8;
    let finished = |item: u64, acc: &mut A| {
        // Each thread takes only its own buffer: the lock is never waited for.
        let thread = rayon::current_thread_index().unwrap_or(0) % threads;
        work(
            item,
            acc,
            &mut buffers[thread].lock().unwrap_or_else(|e| e.into_inner()),
        );
        let now = done.fetch_add(1, Ordering::Relaxed) + 1;
        progress(now, total);
        // Each tenth from 10% to 90% is passed by exactly one item (one item may pass several
        // when there are fewer than ten); 0% and 100% are taken before and after the run.
        for tenth in tenths(now - 1) + 1..=tenths(now).min(9) {
            let mut samples = samples.lock().unwrap_or_else(|e| e.into_inner());
            samples.push((tenth * 10, rss()));
        }
    };
    let longest_run = (total / (threads as u64 * 64)).max(1) as usize;
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .thread_name(|i| format!("aguja-worker-{i}"))
        .build()
        .expect("the worker threads start");
    // A range of `usize` (unlike one of `u64`) can be cut into runs of a chosen length.
    let items = 0..usize::try_from(total).expect("no more items than memory could count");
    let gathered = pool.install(|| {
        items
            .into_par_iter()
            .with_max_len(longest_run)
            .fold(&init, |mut acc, item| {
                finished(item as u64, &mut acc);
                acc
            })
            .reduce_with(&merge)
    });
    progress(total, total);
    let mut rss_kib = samples.into_inner().unwrap_or_else(|e| e.into_inner());
    rss_kib.push((100, rss()));
    rss_kib.sort_by_key(|(pct, _)| *pct);
    let stats = RunStats {
        items: total,
        seconds: started.elapsed().as_secs_f64(),
        threads,
        rss_kib,
        peak_kib: memory().map(|m| m.peak_kib),
    };
    (gathered.unwrap_or_else(init), stats)
}

/// The number of threads to use when not told: one per core.
pub fn default_threads() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::{AtomicU64, Ordering};

    /// Gathers the items in the order the accumulators hold them.
    fn in_order(total: u64, threads: usize) -> (Vec<u64>, super::RunStats, u64) {
        let calls = AtomicU64::new(0);
        let (all, stats) = super::run(
            total,
            threads,
            Vec::new,
            || (),
            |i, acc: &mut Vec<u64>, _| acc.push(i),
            |mut earlier, later| {
                earlier.extend(later);
                earlier
            },
            |_, _| {
                calls.fetch_add(1, Ordering::Relaxed);
            },
        );
        (all, stats, calls.into_inner())
    }

    #[test]
    fn every_item_runs_once_in_order_and_memory_is_sampled_at_each_tenth() {
        let (all, stats, calls) = in_order(1000, 2);
        // Merged earlier first: the items come out in order, with no sorting.
        assert_eq!(all, (0..1000).collect::<Vec<_>>());
        assert_eq!(calls, 1001, "once an item, once at the end");
        let tenths: Vec<u8> = stats.rss_kib.iter().map(|(p, _)| *p).collect();
        assert_eq!(tenths, [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
        assert_eq!((stats.items, stats.threads), (1000, 2));
    }

    #[test]
    fn a_run_shorter_than_ten_items_still_samples_every_tenth_once() {
        let (all, stats, _) = in_order(3, 8);
        assert_eq!(all, [0, 1, 2]);
        let tenths: Vec<u8> = stats.rss_kib.iter().map(|(p, _)| *p).collect();
        assert_eq!(tenths, [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
        assert_eq!(stats.threads, 3, "no more threads than items");
    }

    #[test]
    fn nothing_to_do_gives_the_empty_accumulator() {
        let (all, stats, _) = in_order(0, 2);
        assert!(all.is_empty());
        assert_eq!(stats.items, 0);
    }
}
