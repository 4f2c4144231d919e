//! The title screen: the encounters and who plays them, and the saved fights and replays to
//! continue or watch.

pub mod saved_fights;
pub mod view;
