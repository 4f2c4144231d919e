//! Every shipped encounter plays to the end headless with random players, keeping every
//! invariant; every archetype a level offers can be picked and plays too.

use crate::common;

use aguja::content::{Content, Encounter, Side, levels_dir, load::ron_files, load_encounter};
use aguja::sim::soak::{SoakOptions, SoakReport, soak};
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
        let report = random_soak(&content, encounter, 40, 7);
        assert!(report.clean(), "{name}: {report:#?}");
        let l = &report.levels[0];
        assert_eq!(l.hero_wins + l.dark_lord_wins + l.draws, 40, "{name}");
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
                let report = random_soak(&content, encounter, 3, 1);
                assert!(report.clean(), "{report:#?}");
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

/// `n` combats of one encounter with random players, invariants checked at every step.
fn random_soak(content: &Content, encounter: Encounter, n: u64, seed: u64) -> SoakReport {
    let levels = [("level".to_string(), encounter)];
    soak(content, &levels, &SoakOptions::random(n, seed), |_, _| {})
}
