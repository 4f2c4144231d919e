//! Tools for us, not for players: screenshots of any screen (`--screen`), the preview under a
//! hovered move (`--hover`) and the CPU time per frame (`--frame-report`).

pub mod campaign_shot;
pub mod frame_report;
pub mod hover;
pub mod net_shots;
pub mod screenshot;
pub mod shot_screen;
