//! Every shipped encounter plays to the end headless with random players, keeping every
//! invariant; every archetype a level offers can be picked and plays too.

mod common;

use aguja::cli::commands::soak_run;
use aguja::content::{Side, levels_dir, load::ron_files, load_encounter};
use common::*;

#[test]
fn every_shipped_level_plays_to_the_end_with_random_players() {
    let content = library();
    let levels = ron_files(&levels_dir()).unwrap();
    assert!(levels.len() >= 9, "8 levels and the seed's example");
    let mut last_level = 0;
    for path in &levels {
        let encounter = load_encounter(path, &content)
            .unwrap_or_else(|e| panic!("{} does not load:\n{e}", path.display()));
        let name = path.file_name().unwrap().to_string_lossy();
        if name.starts_with(|c: char| c.is_ascii_digit()) {
            assert!(
                encounter.def.level >= last_level,
                "{name}: levels rise with the file numbers"
            );
            last_level = encounter.def.level;
        }
        let report = soak_run(content.clone(), &encounter, 40, 7);
        assert_eq!(report.unfinished, 0, "{name}: every combat ends");
        assert!(report.broken.is_empty(), "{name}: {:#?}", report.broken);
        assert_eq!(report.hero_wins + report.minion_wins + report.draws, 40);
    }
    assert!(
        last_level >= 4,
        "the levels climb to level {last_level} only"
    );
}

#[test]
fn every_archetype_a_level_offers_can_be_chosen_and_played() {
    let content = library();
    let mut offered = 0;
    for path in ron_files(&levels_dir()).unwrap() {
        let base = load_encounter(&path, &content).unwrap();
        for (slot, member) in base.members.iter().enumerate() {
            for &kind in member.choices.iter().skip(1) {
                offered += 1;
                let mut encounter = base.clone();
                assert!(encounter.choose(slot, kind, &content));
                assert_eq!(encounter.members[slot].kind, kind);
                let report = soak_run(content.clone(), &encounter, 3, 1);
                assert_eq!(report.unfinished, 0);
                assert!(report.broken.is_empty(), "{:#?}", report.broken);
            }
        }
        // Minions are never the players' pick, and an unoffered kind is refused.
        if let Some(slot) = base.members.iter().position(|m| m.side == Side::Minions) {
            let mut encounter = base.clone();
            let kind = base.members[slot].kind;
            assert!(!encounter.choose(slot, kind, &content));
        }
    }
    assert!(
        offered >= 3,
        "some levels let the players choose their heroes"
    );
}
