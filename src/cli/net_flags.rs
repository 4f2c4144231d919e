//! The flags `aguja host` and `aguja join` share for their window: kept apart from both
//! commands and from `net_window`, which reads both, so that no import goes round in a circle.

/// The flags `host` and `join` share for their window.
#[derive(clap::Args, Debug, Clone)]
pub struct WindowFlags {
    /// With a window: this player's name in the lobby; "Ana, Ben" for several players at this
    /// screen (the window's seats go to them in turn, and they hand the mouse over as in
    /// hot-seat).
    #[arg(long)]
    pub name: Option<String>,
    /// Dev, with a window: this window says Ready (a host starts when it can) and its seats
    /// answer with the Normal AI after this many seconds (to play a networked fight
    /// unattended).
    #[arg(long, value_name = "SECONDS", hide = true)]
    pub autoplay: Option<f32>,
    /// Dev, with a window: save its moments (lobby, prompt, waiting, result) as PNGs named
    /// with this prefix, then close.
    #[arg(long, value_name = "PREFIX", hide = true)]
    pub shots: Option<String>,
}
