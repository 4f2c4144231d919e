//! R2: sides, attributes, bodies and limbs, as the content spawns them.

use crate::common;

use aguja::combat::decision::{Request, TargetChoices};
use aguja::content::Side;
use common::*;

const CAST: &str = r#"encounter: Inline((name: "t", heroes: [(kind: "red_haggar"), (kind: "jade_mistress")], minions: [(kind: "goblin"), (kind: "thrall")]))"#;

#[test]
fn r2_1_two_sides_attacks_target_enemies_and_heals_target_allies() {
    let run = run_text(&format!("({CAST})"));
    let lib = library();
    let Some(Request::Act { actor, options, .. }) = &run.state.pending.request else {
        panic!()
    };
    assert_eq!(*actor, id(&run, "Red Haggar"));
    let side = |who: aguja::combat::CombatantId| run.state.fighters[who.index()].side;
    // The sides each action may target; an empty list would pass any `all`, so it is checked.
    let sides = |action: &str| -> Vec<Side> {
        let o = options
            .iter()
            .find(|o| lib.action(o.action).id == action)
            .unwrap_or_else(|| panic!("{action} is offered"));
        let TargetChoices::Combatants { candidates, .. } = &o.targets else {
            panic!("{action} targets combatants")
        };
        candidates.iter().map(|c| side(c.who)).collect()
    };
    for (action, expected, count) in [
        ("punch", Side::Minions, 2),
        ("kick", Side::Minions, 2),
        ("heal", Side::Heroes, 2),
    ] {
        let who = sides(action);
        assert_eq!(who.len(), count, "{action}: {who:?}");
        assert!(who.iter().all(|s| *s == expected), "{action}: {who:?}");
    }
    assert_eq!(side(id(&run, "Goblin")), Side::Minions);
    assert_eq!(side(id(&run, "Jade Mistress")), Side::Heroes);
}

#[test]
fn r2_2_attributes_come_from_content_plus_advantages() {
    let run = run_file("tests/scenarios/seed_example.ron");
    let lib = library();
    let haggar = fighter(&run, "Red Haggar");
    let stats = haggar.stats(&lib);
    assert_eq!(
        (stats.ap, stats.hp, stats.str, stats.def, stats.dr),
        (12, 14, 3, 1, 1),
        "DR 0 + Toughness"
    );
    let goblin = fighter(&run, "Goblin");
    assert_eq!(goblin.stats(&lib).def, 2, "Def 1 + the shield's +1 (R3.2)");
}

#[test]
fn r2_3_limbs_are_parts_that_can_be_disabled_other_parts_never() {
    let run = run_text(&format!(
        r#"({CAST}, setup: Some((combatants: [(name: "Red Haggar", limb_damage: [("left hand", 7), ("feet", 3)])])))"#
    ));
    let f = fighter(&run, "Red Haggar");
    let part = |name: &str| f.parts.iter().position(|p| &*p.name == name).unwrap();
    assert!(!f.part_active(part("left hand")), "7 ≥ half of 14");
    assert!(f.part_active(part("feet")));
    assert!(f.part_active(part("torso")) && !f.parts[part("torso")].limb);
}

#[test]
fn r2_4_default_hero_body() {
    let run = run_text(&format!("({CAST})"));
    let f = fighter(&run, "Jade Mistress");
    let parts: Vec<&str> = f.parts.iter().map(|p| &*p.name).collect();
    assert_eq!(
        parts,
        [
            "head",
            "neck",
            "torso",
            "left arm",
            "right arm",
            "left leg",
            "right leg",
            "left hand",
            "right hand",
            "feet"
        ]
    );
    let limbs: Vec<&str> = f
        .parts
        .iter()
        .filter(|p| p.limb)
        .map(|p| &*p.name)
        .collect();
    assert_eq!(
        limbs,
        ["left hand", "right hand", "feet"],
        "both feet are one limb"
    );
}
