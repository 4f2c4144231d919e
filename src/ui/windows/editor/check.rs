//! The editor's live check: the draft written out as the RON text Save would write, run
//! through the very checker `aguja check` uses, and each error taken back from its line:col in
//! that text to the part of the form it is about (a member, a ground item, the goal…).

use crate::content::error::line_col;
use crate::content::load::encounter_from_text;
use crate::content::outline::outline;
use crate::content::{Content, Encounter, EncounterDef, Side};
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
            let (place, field) = place_of(&text, (e.line, e.col), &e.message);
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

/// Where in the form the error at `at` (line, column) of `text` belongs.
pub fn place_of(text: &str, at: (usize, usize), message: &str) -> (Place, Option<String>) {
    // Errors about a whole side are placed at the encounter's name by the checker.
    for side in [Side::Heroes, Side::Minions] {
        let list = side_word(side);
        if message.starts_with(&format!("the {list} side is empty"))
            || message.starts_with(&format!("all the {list} arrive late"))
        {
            return (Place::Side(side), None);
        }
    }
    let within =
        |start: usize, end: usize| line_col(text, start) <= at && at <= line_col(text, end);
    let Some(fields) = outline(text) else {
        return (Place::General, None);
    };
    let Some(field) = fields.iter().find(|f| within(f.at, f.value.end)) else {
        return (Place::General, None);
    };
    let item = field
        .items
        .iter()
        .position(|range| within(range.start, range.end));
    let place = match (field.name.as_str(), item) {
        ("name", _) => Place::Name,
        ("description", _) => Place::Description,
        ("level", _) => Place::Level,
        ("max_rounds", _) => Place::MaxRounds,
        ("goal", _) => Place::Goal,
        ("ground", Some(i)) => Place::Ground(i),
        ("heroes", Some(i)) => Place::Member(Side::Heroes, i),
        ("minions", Some(i)) => Place::Member(Side::Minions, i),
        ("heroes", None) => Place::Side(Side::Heroes),
        ("minions", None) => Place::Side(Side::Minions),
        _ => Place::General,
    };
    let field = matches!(place, Place::Member(..))
        .then(|| field_at_line(text, at.0))
        .flatten();
    (place, field)
}

fn side_word(side: Side) -> &'static str {
    match side {
        Side::Heroes => "heroes",
        Side::Minions => "minions",
    }
}

/// The field named at the start of line `line` (1-based) or of the nearest line above that
/// starts with one: in the pretty text, every field starts its own line.
fn field_at_line(text: &str, line: usize) -> Option<String> {
    let lines: Vec<&str> = text.lines().take(line).collect();
    lines.iter().rev().find_map(|l| {
        let l = l.trim_start();
        let name: String = l
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
            .collect();
        (!name.is_empty() && l[name.len()..].starts_with(':')).then_some(name)
    })
}

/// The checker's message without the rule numbers, which mean nothing in a form.
fn plain(message: &str) -> String {
    let mut out = message.to_string();
    while let Some(start) = out.find(" (R") {
        let Some(len) = out[start..].find(')') else {
            break;
        };
        let inside = &out[start + 3..start + len];
        if !inside.chars().all(|c| c.is_ascii_digit() || c == '.') {
            break;
        }
        out.replace_range(start..start + len + 1, "");
    }
    // A sentence of its own in the form, so it starts with a capital.
    let mut chars = out.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
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
    fn an_error_goes_to_the_member_and_field_whose_lines_hold_it() {
        let text = "(\n    name: \"A\",\n    heroes: [\n        (\n            kind: \"knight\",\n        ),\n        (\n            kind: \"gobiln\",\n            arrives: 3,\n        ),\n    ],\n    minions: [],\n)\n";
        assert_eq!(
            place_of(text, (8, 19), "unknown combatant"),
            (Place::Member(Side::Heroes, 1), Some("kind".into()))
        );
        assert_eq!(
            place_of(text, (9, 22), "late"),
            (Place::Member(Side::Heroes, 1), Some("arrives".into()))
        );
        assert_eq!(place_of(text, (2, 11), "x"), (Place::Name, None));
        assert_eq!(
            place_of(text, (2, 11), "the minions side is empty: …"),
            (Place::Side(Side::Minions), None)
        );
    }
}
