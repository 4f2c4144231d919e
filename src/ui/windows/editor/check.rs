//! The editor's live check: the draft written out as the RON text Save would write, run
//! through the very checker `aguja check` uses, and each error placed by the data path it
//! carries (the 2nd minion's `kind`) under the part of the form it is about (a member, a ground
//! item, the goal…). The text is what Save writes; it is not read to find fields.

use crate::content::load::encounter_from_text;
use crate::content::locate::{OwnedStep, Step};
use crate::content::{Content, Encounter, EncounterDef, Side};
use crate::ui::widgets::plain::{capitalized, without_rule_numbers};
use crate::ui::windows::editor::text::to_ron;
use std::path::Path;

/// The part of the form an error is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// Nowhere in particular: shown in the list at the top.
    General,
    Name,
    Description,
    Level,
    MaxRounds,
    Goal,
    Ground(usize),
    /// A side's list as a whole (empty, everyone arriving late).
    Side(Side),
    Member(Side, usize),
}

/// One error of the draft, where the form shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    pub place: Place,
    /// The member's field it is about (`kind`, `arrives`, `attributes`…), when known.
    pub field: Option<String>,
    pub message: String,
}

/// A draft as checked.
#[derive(Clone, Debug, Default)]
pub struct Checked {
    /// The draft this is about.
    pub def: Option<EncounterDef>,
    /// What Save would write.
    pub text: String,
    pub problems: Vec<Problem>,
    /// The draft resolved, when it has no problem: what a play-test or balance run plays.
    pub encounter: Option<Encounter>,
}

impl Checked {
    pub fn ok(&self) -> bool {
        self.problems.is_empty() && self.encounter.is_some()
    }

    /// The problems shown at `place`.
    pub fn at(&self, place: Place) -> impl Iterator<Item = &Problem> {
        self.problems.iter().filter(move |p| p.place == place)
    }
}

/// `def` written out and checked as the file `path` would be.
pub fn check(def: &EncounterDef, path: &Path, content: &Content) -> Checked {
    let text = to_ron(def);
    let (encounter, errors) = match encounter_from_text(path, &text, content) {
        Ok(encounter) => (Some(encounter), Vec::new()),
        Err(errors) => (None, errors.0),
    };
    let problems = errors
        .into_iter()
        .map(|e| {
            let (place, field) = place_of(&e.at);
            Problem {
                place,
                field,
                message: plain(&e.message),
            }
        })
        .collect();
    Checked {
        def: Some(def.clone()),
        text,
        problems,
        encounter,
    }
}

/// Where in the form the error about the value at `at` (a path in the encounter's data)
/// belongs, and the member's field it is about: a field of the member, or of its `overrides`.
pub fn place_of(at: &[OwnedStep]) -> (Place, Option<String>) {
    use Step::{Field, Item};
    let steps: Vec<Step> = at.iter().map(OwnedStep::as_step).collect();
    if let [Field(list), rest @ ..] = steps.as_slice()
        && let Some(side) = Side::of_list(list)
    {
        let Some((Item(i), rest)) = rest.split_first() else {
            return (Place::Side(side), None);
        };
        let field = match rest {
            [Field("overrides"), Field(inner), ..] => Some(inner.to_string()),
            [Field(field), ..] => Some(field.to_string()),
            _ => None,
        };
        return (Place::Member(side, *i), field);
    }
    let place = match steps.as_slice() {
        [Field("name"), ..] => Place::Name,
        [Field("description"), ..] => Place::Description,
        [Field("level"), ..] => Place::Level,
        [Field("max_rounds"), ..] => Place::MaxRounds,
        [Field("goal"), ..] => Place::Goal,
        [Field("ground"), Item(i), ..] => Place::Ground(*i),
        _ => Place::General,
    };
    (place, None)
}

/// The checker's message without the rule numbers, which mean nothing in a form, and as a
/// sentence of its own in the form, so with a capital.
fn plain(message: &str) -> String {
    capitalized(&without_rule_numbers(message))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rule_numbers_are_left_out_of_the_form() {
        assert_eq!(
            plain("only heroes get advantages (R10.1)"),
            "Only heroes get advantages"
        );
        assert_eq!(plain("keep (this)"), "Keep (this)");
    }

    #[test]
    fn an_error_goes_to_the_member_and_field_its_data_path_names() {
        let path = |steps: &[Step]| crate::content::locate::owned(steps);
        use Step::{Field, Item};
        assert_eq!(
            place_of(&path(&[Field("heroes"), Item(1), Field("kind")])),
            (Place::Member(Side::Heroes, 1), Some("kind".into()))
        );
        assert_eq!(
            place_of(&path(&[
                Field("minions"),
                Item(2),
                Field("overrides"),
                Field("equipment"),
                Item(0)
            ])),
            (Place::Member(Side::Minions, 2), Some("equipment".into()))
        );
        assert_eq!(
            place_of(&path(&[Field("minions")])),
            (Place::Side(Side::Minions), None)
        );
        assert_eq!(
            place_of(&path(&[Field("ground"), Item(3)])),
            (Place::Ground(3), None)
        );
        assert_eq!(place_of(&path(&[Field("goal")])), (Place::Goal, None));
        assert_eq!(place_of(&path(&[Field("name")])), (Place::Name, None));
        assert_eq!(place_of(&[]), (Place::General, None));
        assert_eq!(
            place_of(&path(&[Field("background"), Field("scenery"), Item(0)])),
            (Place::General, None)
        );
    }
}
