//! Where a value of a parsed file sits in its text. Checks that run after parsing know a value
//! by its place in the data (the 3rd action's `effects`, 2nd item); this walks the same path
//! through the file's outline, so that their errors point at the value at fault.

use super::outline::{list, outline};
use std::ops::Range;

/// One step down into a RON value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step<'a> {
    /// The field of this name of a record `( … )` or `Name( … )`.
    Field(&'a str),
    /// The n-th item (from 0) of a list `[ … ]`.
    Item(usize),
}

/// A `Step` that owns its field's name, so that an error can keep the path it was found at.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum OwnedStep {
    Field(String),
    Item(usize),
}

impl OwnedStep {
    pub fn as_step(&self) -> Step<'_> {
        match self {
            OwnedStep::Field(name) => Step::Field(name),
            OwnedStep::Item(n) => Step::Item(*n),
        }
    }
}

impl From<Step<'_>> for OwnedStep {
    fn from(step: Step<'_>) -> Self {
        match step {
            Step::Field(name) => OwnedStep::Field(name.to_string()),
            Step::Item(n) => OwnedStep::Item(n),
        }
    }
}

/// `path` kept: the data path an error carries.
pub fn owned(path: &[Step]) -> Vec<OwnedStep> {
    path.iter().map(|&s| s.into()).collect()
}

/// The top-level field, and the item of its list, whose text holds byte `offset`: the path of
/// an error that only the text knows (RON's own, before there is any data to follow).
pub fn path_at(text: &str, offset: usize) -> Vec<OwnedStep> {
    let Some(fields) = outline(text) else {
        return Vec::new();
    };
    let Some(field) = fields
        .iter()
        .find(|f| f.at <= offset && offset <= f.value.end)
    else {
        return Vec::new();
    };
    let mut path = vec![OwnedStep::Field(field.name.clone())];
    if let Some(i) = field
        .items
        .iter()
        .position(|range| range.start <= offset && offset <= range.end)
    {
        path.push(OwnedStep::Item(i));
    }
    path
}

/// The byte offset where the value at `path` starts; `None` when the text does not hold it
/// (a field left out for its default, or a shape the outline cannot follow).
pub fn locate(text: &str, path: &[Step]) -> Option<usize> {
    let mut range = 0..text.len();
    for step in path {
        range = step_into(text, range, *step)?;
    }
    let blank = text.get(range.clone())?.len() - text.get(range.clone())?.trim_start().len();
    Some(range.start + blank)
}

fn step_into(text: &str, range: Range<usize>, step: Step) -> Option<Range<usize>> {
    let part = text.get(range.clone())?;
    let inner = match step {
        Step::Field(name) => outline(part)?
            .into_iter()
            .find(|f| f.name == name)
            .map(|f| f.value)?,
        Step::Item(n) => list(part)?.into_iter().nth(n)?,
    };
    Some(range.start + inner.start..range.start + inner.end)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn follows_fields_and_list_items_into_nested_values() {
        let text = r#"// a file
(
    actions: [
        (id: "a", effects: [Wait("1")]),
        (id: "b", /* ( */ effects: [Damage("1"), Modify(stat: Str, amount: 1, duration: Rounds(0))],
         target: Combatants(who: Enemy, count: 0)),
    ],
)"#;
        let at = |path: &[Step]| locate(text, path).map(|o| &text[o..o + 6]);
        use Step::*;
        let b = [Field("actions"), Item(1)];
        assert_eq!(at(&b), Some("(id: \""));
        assert_eq!(
            at(&[b[0], b[1], Field("effects"), Item(1), Field("duration")]),
            Some("Rounds")
        );
        assert_eq!(
            at(&[b[0], b[1], Field("target"), Field("count")]),
            Some("0)),\n ")
        );
        assert_eq!(at(&[b[0], b[1], Field("on_actor")]), None);
        assert_eq!(at(&[b[0], Item(2)]), None);
        assert_eq!(locate("((((", &[Field("x"), Item(3)]), None);
    }

    #[test]
    fn a_place_in_the_text_gives_its_top_level_field_and_item() {
        let text = "(\n    name: \"A\",\n    heroes: [\n        (kind: \"a\"),\n        (kind: \"b\"),\n    ],\n)";
        let at = |needle: &str| path_at(text, text.find(needle).unwrap());
        let item = |n| vec![OwnedStep::Field("heroes".into()), OwnedStep::Item(n)];
        assert_eq!(at("\"b\""), item(1));
        assert_eq!(at("\"a\""), item(0));
        assert_eq!(at("\"A\""), vec![OwnedStep::Field("name".into())]);
        assert_eq!(path_at("((", 1), Vec::new());
    }

    #[test]
    fn an_owned_path_gives_back_the_steps_it_was_made_of() {
        let path = [Step::Field("heroes"), Step::Item(1), Step::Field("kind")];
        let kept = owned(&path);
        let back: Vec<Step> = kept.iter().map(OwnedStep::as_step).collect();
        assert_eq!(back, path);
    }
}
