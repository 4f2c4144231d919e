//! Every integration test, linked into one binary.
//!
//! Each `tests/*.rs` file used to be a test binary of its own, and each of them linked the
//! whole of bevy: 29 links of ~100 MB apiece, about 3 GB of disk and a minute of linking on
//! a 2-core machine. As modules of one binary they link once. Cargo no longer discovers test
//! files by itself (`autotests = false` in Cargo.toml): **a new test file must be listed
//! here**. One file's tests run with `cargo test --test integration FILE::`.

mod common;
mod ui_common;

mod action_language;
mod ai;
mod campaign_check;
mod campaign_play;
mod campaign_scenario;
mod check_fuzz;
mod content_check;
mod content_links;
mod content_semantics;
mod dark_lord_judgement;
mod decisions;
mod designer_guide;
mod determinism;
mod endings;
mod fit_horizon;
mod frozen;
mod goal_confidence;
mod goal_judgement;
mod goals;
mod hot_reload;
mod icons;
mod import_cycles;
mod invariants;
mod judge_best;
mod net_core;
mod net_faults;
mod net_loopback;
mod net_wire;
mod number_bounds;
mod peer_mechanics;
mod preview_effects;
mod preview_truth;
mod preview_truth_cases;
mod properties;
mod r10_advantages;
mod r11_seed_content;
mod r2_combatants;
mod r3_equipment;
mod r3_equipment_actions;
mod r4_5_limb_thresholds;
mod r4_damage;
mod r5_r10_arrivals;
mod r5_rounds;
mod r6_3_holds;
mod r6_3_item_moves_on_hold;
mod r6_wait_points;
mod r7_7_seed_example;
mod r7_reactions;
mod r8_r9_actions_checks;
mod replays;
mod rollout;
mod rollout_breadth;
mod rollout_horizon;
mod save_interrupted;
mod script_robustness;
mod search_lab;
mod shipped_levels;
mod simulate;
mod soak;
mod ui_abilities;
mod ui_blows;
mod ui_campaign;
mod ui_combat_screen;
mod ui_editor;
mod ui_fight_scope;
mod ui_goals;
mod ui_hot_seat;
mod ui_keep;
mod ui_keyboard;
mod ui_library;
mod ui_loaded_game;
mod ui_log_words;
mod ui_monkey;
mod ui_net_hot_seat;
mod ui_netplay;
mod ui_netplay_headless;
mod ui_netplay_host;
mod ui_no_display;
mod ui_play_flags;
mod ui_playthrough;
mod ui_rejoin;
mod ui_settings;
mod ui_thinking;
mod ui_title;
mod ui_tutorial;

/// `autotests = false` means a file missing from the list above would silently never run.
#[test]
fn every_test_file_is_listed_in_main_rs() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    let main = std::fs::read_to_string(dir.join("main.rs")).unwrap();
    let missing: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|entry| {
            let path = entry.ok()?.path();
            let name = path.file_stem()?.to_str()?.to_owned();
            let is_test_file = path.extension()? == "rs" || path.join("mod.rs").is_file();
            (is_test_file && name != "main" && !main.contains(&format!("mod {name};")))
                .then_some(name)
        })
        .collect();
    assert!(
        missing.is_empty(),
        "tests/main.rs does not list {missing:?}: add `mod NAME;` for each"
    );
}
