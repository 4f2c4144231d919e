//! A progress bar on stderr for long runs, drawn only when stderr is a terminal: pipes and CI
//! logs get the result alone.

use std::io::IsTerminal;
use std::time::Instant;

pub struct Progress {
    what: &'static str,
    shown: bool,
    started: Instant,
}

impl Progress {
    /// A bar counting `what` ("combats", "mutants").
    pub fn new(what: &'static str) -> Self {
        Progress {
            what,
            shown: std::io::stderr().is_terminal(),
            started: Instant::now(),
        }
    }

    pub fn update(&self, done: u64, total: u64) {
        if self.shown {
            eprint!("\r{}", self.line(done, total));
        }
    }

    /// Ends the bar's line, so that what follows starts on its own.
    pub fn finish(&self) {
        if self.shown {
            eprintln!();
        }
    }

    fn line(&self, done: u64, total: u64) -> String {
        let width = 30;
        let filled = (done.min(total) * width / total.max(1)) as usize;
        let seconds = self.started.elapsed().as_secs_f64();
        let rate = done as f64 / seconds.max(1e-9);
        let left = total.saturating_sub(done) as f64 / rate.max(1e-9);
        format!(
            "[{}{}] {done}/{total} {} ({rate:.0}/s, {left:.0} s left)   ",
            "#".repeat(filled),
            "-".repeat(width as usize - filled),
            self.what,
        )
    }
}
