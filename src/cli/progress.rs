//! A progress bar on stderr for long runs (indicatif), drawn only for a person watching: when
//! stdout and stderr are both terminals and the result is not JSON. Pipes, files, CI logs and
//! `--json` get the result alone, exactly as without a bar.

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use std::io::IsTerminal;
use std::sync::atomic::{AtomicU64, Ordering};

/// A bar counting `what` ("combats", "mutants"); safe to update from the worker threads.
pub struct Progress {
    bar: ProgressBar,
    /// The length last given to the bar, so that it is set again only when it changes.
    length: AtomicU64,
}

impl Progress {
    /// A bar counting `what`; hidden when `quiet` (`--json`) or when no one watches.
    pub fn new(what: &'static str, quiet: bool) -> Self {
        let watched = std::io::stdout().is_terminal() && std::io::stderr().is_terminal();
        Self::drawn_to(what, quiet || !watched)
    }

    fn drawn_to(what: &'static str, hidden: bool) -> Self {
        let target = if hidden {
            ProgressDrawTarget::hidden()
        } else {
            ProgressDrawTarget::stderr()
        };
        let bar = ProgressBar::with_draw_target(None, target)
            .with_style(
                // `per_sec:0`: a rate with no decimals ("1,234/s").
                ProgressStyle::with_template(
                    "[{bar:30}] {human_pos}/{human_len} {msg} ({per_sec:0}, {eta} left)",
                )
                .expect("a valid template")
                .progress_chars("#>-"),
            )
            .with_message(what);
        Progress {
            bar,
            length: AtomicU64::new(u64::MAX),
        }
    }

    pub fn update(&self, done: u64, total: u64) {
        if self.length.swap(total, Ordering::Relaxed) != total {
            self.bar.set_length(total);
        }
        self.bar.set_position(done);
    }

    /// Leaves the finished bar on its own line, so that what follows starts on the next.
    pub fn finish(&self) {
        self.bar.finish();
        // indicatif leaves the cursor at the end of the bar's line.
        if !self.bar.is_hidden() {
            eprintln!();
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_hidden_bar_counts_and_draws_nothing() {
        let progress = super::Progress::drawn_to("combats", true);
        progress.update(3, 10);
        progress.update(7, 10);
        assert!(progress.bar.is_hidden());
        assert_eq!(progress.bar.length(), Some(10));
        assert_eq!(progress.bar.position(), 7);
        progress.finish();
        assert!(progress.bar.is_finished());
    }
}
