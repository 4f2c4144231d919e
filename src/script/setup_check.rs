//! A script's `setup:` numbers checked before they reach a fight: the needle and AP levels stay
//! on the 0–15 track (R5.1), damage, wait and preparation points within the content's bound.
//! A needle of 2147483647 would otherwise drop one point at a time, logging each, until memory
//! ran out (the fuzzer found it).

use super::StateOverrides;
use crate::combat::ctx::AP_CAP;
use crate::content::bounds::MAX_ATTRIBUTE;
use crate::content::locate::Step;
use crate::content::{ContentError, SourceText};

/// Every setup number out of its range, as an error at its place.
pub fn check_setup(src: &SourceText, setup: &StateOverrides) -> Vec<ContentError> {
    let mut errors = Vec::new();
    let setup_at = |field| [Step::Field("setup"), Step::Field(field)];
    if let Some(needle) = setup.needle.filter(|&n| n > AP_CAP) {
        errors.push(src.error_at_path(
            &setup_at("needle"),
            "needle",
            format!("the needle is at {needle}: it stands between 0 and {AP_CAP}"),
        ));
    }
    let most = MAX_ATTRIBUTE.unsigned_abs();
    for (i, c) in setup.combatants.iter().enumerate() {
        let place = |field| {
            [
                Step::Field("setup"),
                Step::Field("combatants"),
                Step::Item(i),
                Step::Field(field),
            ]
        };
        let limbs = c.limb_damage.iter().chain(&c.limb_wait).map(|(_, v)| *v);
        let checks = [
            ("ap_level", c.ap_level, AP_CAP, "an AP level"),
            ("damage", c.damage, most, "damage"),
            ("wait", c.wait, most, "wait points"),
            ("preparation", c.preparation, most, "preparation points"),
            (
                "limb_damage",
                limbs.max(),
                most,
                "a limb's damage or wait points",
            ),
        ];
        for (field, value, bound, what) in checks {
            if let Some(v) = value.filter(|&v| v > bound) {
                errors.push(src.error_at_path(
                    &place(field),
                    &c.name,
                    format!("{} has {what} of {v}: at most {bound}", c.name),
                ));
            }
        }
    }
    errors
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::script::ScriptFile;

    fn errors(text: &str) -> Vec<String> {
        let src = SourceText::new("s.ron", text);
        let script: ScriptFile = ron::from_str(text).unwrap();
        let setup = script.setup.unwrap_or_default();
        check_setup(&src, &setup)
            .iter()
            .map(|e| e.to_string())
            .collect()
    }

    #[test]
    fn numbers_beyond_the_track_or_the_bound_are_errors_at_their_place() {
        let e = errors(
            r#"(encounter: Path("x.ron"), setup: Some((needle: Some(2147483647),
    combatants: [(name: "A", ap_level: Some(16), wait: Some(4000000000)),
                 (name: "B", damage: Some(3), limb_wait: [("feet", 1001)])])))"#,
        );
        assert_eq!(e.len(), 4, "{e:?}");
        assert!(e[0].contains("the needle is at 2147483647"), "{e:?}");
        assert!(
            e[1].contains("A has an AP level of 16: at most 15"),
            "{e:?}"
        );
        assert!(e[2].contains("A has wait points of 4000000000"), "{e:?}");
        assert!(
            e[3].contains("B has a limb's damage or wait points of 1001"),
            "{e:?}"
        );
        assert!(e.iter().all(|e| e.starts_with("s.ron:")), "{e:?}");
    }

    #[test]
    fn the_seed_examples_setup_is_fine() {
        let e = errors(
            r#"(encounter: Path("x.ron"), setup: Some((needle: Some(11),
    combatants: [(name: "A", ap_level: Some(12), damage: Some(7), limb_wait: [("feet", 2)])])))"#,
        );
        assert!(e.is_empty(), "{e:?}");
    }
}
