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
}
