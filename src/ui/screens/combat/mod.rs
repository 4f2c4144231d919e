//! The combat screen: the fight being played or watched, with its AP track, battlefield, cards,
//! log and the decision at the bottom; its effects, pace, keys, hand-off cover and the move the
//! player is building all live here, and all of them belong to one fight.

pub mod act_menu;
pub mod auto_pass;
pub mod battlefield;
pub mod blows;
pub mod current_game;
pub mod decision_words;
pub mod fx;
pub mod fx_view;
pub mod handoff;
pub mod handoff_cover;
pub mod keys;
pub mod log;
pub mod log_words;
pub mod move_draft;
pub mod pace;
pub mod preview;
pub mod prompts;
pub mod react_menu;
pub mod scenery;
pub mod view;
pub mod weighed_move;
