//! The process's memory as the kernel counts it: resident now (VmRSS) and at its peak (VmHWM),
//! from `/proc/self/status`. Elsewhere than on Linux it is unknown, and says so.
//!
//! Hand-written on purpose: `memory-stats` gives the resident size only (on Linux by adding up
//! the whole of `/proc/self/smaps`), and the peak would need `getrusage`, which is `unsafe`
//! through `libc` or needs `nix`'s `resource` feature, and turning that on rebuilds `nix`,
//! `ctrlc` and with them every bevy crate. One read of `/proc/self/status` gives both figures.

/// Resident memory in kibibytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Memory {
    pub rss_kib: u64,
    pub peak_kib: u64,
}

/// Now and at the peak; `None` where `/proc/self/status` cannot be read.
pub fn memory() -> Option<Memory> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let field = |name: &str| {
        status
            .lines()
            .find_map(|l| l.strip_prefix(name))
            .and_then(|rest| rest.trim().trim_end_matches("kB").trim().parse().ok())
    };
    Some(Memory {
        rss_kib: field("VmRSS:")?,
        peak_kib: field("VmHWM:")?,
    })
}

/// "123.4 MB", or "unknown".
pub fn megabytes(kib: Option<u64>) -> String {
    kib.map_or_else(
        || "unknown".into(),
        |k| format!("{:.1} MB", k as f64 * 1024.0 / 1e6),
    )
}

#[cfg(test)]
mod tests {
    #[test]
    #[cfg(target_os = "linux")]
    fn linux_reports_a_peak_at_least_the_current_size() {
        let m = super::memory().expect("/proc/self/status");
        assert!(m.rss_kib > 0 && m.peak_kib >= m.rss_kib, "{m:?}");
    }
}
