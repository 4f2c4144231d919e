//! The field reference as Markdown: a section per type, a table per record
//! (`| field | type | default | meaning |`), a table of values per choice, values written as RON.

use super::FileKind;
use super::model::{FieldDoc, Given, Shape, Ty, TypeDoc, UnreadableSchema, VariantData, read};
use serde_json::Value;
use std::fmt::Write;

/// The reference for every kind of file, each with the types it uses that an earlier kind has
/// not shown yet.
pub fn reference(kinds: &[FileKind]) -> Result<String, UnreadableSchema> {
    let mut out = String::new();
    let mut shown: Vec<TypeDoc> = Vec::new();
    for kind in kinds {
        let docs = read(&kind.schema)?;
        let _ = write!(
            out,
            "### {} (`{}`)\n\n{}\n\n",
            kind.title, kind.place, kind.about
        );
        // Values of one kind may name types an earlier kind showed: all are looked up.
        let mut known = shown.clone();
        known.extend(docs.iter().cloned());
        for doc in docs {
            if shown.iter().any(|d| d.name == doc.name) {
                continue;
            }
            out.push_str(&section(&doc, &known));
            shown.push(doc);
        }
    }
    Ok(out.trim_end().to_string() + "\n")
}

/// The anchor of a type's section, for links from the tables.
fn anchor(name: &str) -> String {
    format!("schema-{}", name.to_lowercase())
}

fn section(doc: &TypeDoc, known: &[TypeDoc]) -> String {
    let mut out = format!(
        "<a id=\"{}\"></a>\n#### `{}`\n\n",
        anchor(&doc.name),
        doc.name
    );
    if !doc.meaning.is_empty() {
        let _ = write!(out, "{}\n\n", doc.meaning);
    }
    match &doc.shape {
        Shape::Record(fields) => out.push_str(&field_table(fields, known)),
        Shape::Choice(variants) => {
            out.push_str("| value | holds | meaning |\n|---|---|---|\n");
            for v in variants {
                let holds = match &v.data {
                    VariantData::Unit => String::new(),
                    VariantData::Value(ty) => words(ty),
                    VariantData::Fields(fields) => {
                        let names: Vec<String> =
                            fields.iter().map(|f| format!("`{}`", f.name)).collect();
                        format!("fields {} (below)", names.join(", "))
                    }
                };
                let _ = writeln!(out, "| `{}` | {} | {} |", v.name, holds, cell(&v.meaning));
            }
            for v in variants {
                if let VariantData::Fields(fields) = &v.data {
                    let _ = write!(out, "\n`{}(…)` fields:\n\n", v.name);
                    out.push_str(&field_table(fields, known));
                }
            }
        }
        Shape::Notation(examples) => {
            let quoted: Vec<String> = examples.iter().map(|e| format!("`{e:?}`")).collect();
            let _ = writeln!(out, "Written as text, for example {}.", quoted.join(", "));
        }
    }
    out.push('\n');
    out
}

fn field_table(fields: &[FieldDoc], known: &[TypeDoc]) -> String {
    let mut out = String::from("| field | type | default | meaning |\n|---|---|---|---|\n");
    for f in fields {
        let given = match &f.given {
            Given::Required => "required".to_string(),
            Given::Default(value) => format!("`{}`", cell(&ron(value, &f.ty, known))),
            Given::Optional => "optional".to_string(),
        };
        let _ = writeln!(
            out,
            "| `{}` | {} | {} | {} |",
            f.name,
            words(&f.ty),
            given,
            cell(&f.meaning)
        );
    }
    out
}

/// A type in words, with links to the sections of named types.
fn words(ty: &Ty) -> String {
    match ty {
        Ty::Text => "text".into(),
        Ty::Flag => "`true`/`false`".into(),
        Ty::Whole {
            min: Some(min),
            max: Some(max),
        } => format!("whole number from {min} to {max}"),
        Ty::Whole { min: Some(0), .. } => "whole number ≥ 0".into(),
        Ty::Whole { .. } => "whole number".into(),
        Ty::List(item) => format!("list of {}", words(item)),
        Ty::Tuple(items) => {
            let items: Vec<String> = items.iter().map(words).collect();
            format!("({})", items.join(", "))
        }
        Ty::Maybe(inner) => format!("`Some(…)` of {}", words(inner)),
        Ty::Named(name) => format!("[{name}](#{})", anchor(name)),
        Ty::Unknown(raw) => format!("`{}`", cell(raw)),
    }
}

/// A default value (JSON, as serde saves it) written as RON, the way a designer would.
fn ron(value: &Value, ty: &Ty, known: &[TypeDoc]) -> String {
    let find = |name: &str| known.iter().find(|d| d.name == name);
    let join = |items: Vec<String>| items.join(", ");
    match (value, ty) {
        (Value::Null, _) => "None".into(),
        (_, Ty::Maybe(inner)) => format!("Some({})", ron(value, inner, known)),
        (Value::Array(items), Ty::Tuple(tys)) => format!(
            "({})",
            join(
                items
                    .iter()
                    .zip(tys)
                    .map(|(v, t)| ron(v, t, known))
                    .collect()
            )
        ),
        (Value::Array(items), Ty::List(item)) => format!(
            "[{}]",
            join(items.iter().map(|v| ron(v, item, known)).collect())
        ),
        (Value::String(word), Ty::Named(name))
            if find(name).is_some_and(|d| matches!(d.shape, Shape::Choice(_))) =>
        {
            word.clone()
        }
        (Value::Object(map), Ty::Named(name)) => {
            let fields = match find(name).map(|d| &d.shape) {
                Some(Shape::Record(fields)) => fields.as_slice(),
                _ => &[],
            };
            let entries = map.iter().map(|(key, v)| {
                let t = fields.iter().find(|f| &f.name == key).map(|f| &f.ty);
                format!("{key}: {}", ron(v, t.unwrap_or(&Ty::Text), known))
            });
            format!("({})", join(entries.collect()))
        }
        (other, _) => other.to_string(),
    }
}

/// Text fit for one table cell: on one line, its bars escaped.
fn cell(text: &str) -> String {
    text.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .replace('|', "\\|")
}

#[cfg(test)]
mod tests {
    use super::*;
    use schemars::JsonSchema;
    use serde::{Deserialize, Serialize};

    /// A pick.
    #[derive(Serialize, Deserialize, JsonSchema)]
    #[allow(dead_code)]
    enum Pick {
        /// The first.
        First,
        /// With a name.
        Named { name: String },
    }

    /// A record.
    #[derive(Deserialize, JsonSchema)]
    #[serde(deny_unknown_fields)]
    #[allow(dead_code)]
    struct Record {
        /// Must be given.
        must: u32,
        /// Left out: `None`.
        #[serde(default)]
        maybe: Option<String>,
        /// Pairs.
        #[serde(default = "pairs")]
        pairs: Vec<(Pick, i32)>,
    }

    fn pairs() -> Vec<(Pick, i32)> {
        vec![(Pick::First, 2)]
    }

    #[test]
    fn records_choices_and_defaults_read_as_ron() {
        let kind = FileKind::of::<Record>("Records", "records/*.ron", "For the test.");
        let text = reference(&[kind]).unwrap();
        for row in [
            "| `must` | whole number ≥ 0 | required | Must be given. |",
            "| `maybe` | `Some(…)` of text | `None` | Left out: `None`. |",
            "| `pairs` | list of ([Pick](#schema-pick), whole number) | `[(First, 2)]` | Pairs. |",
            "| `First` |  | The first. |",
            "| `Named` | fields `name` (below) | With a name. |",
        ] {
            assert!(text.contains(row), "no row {row} in\n{text}");
        }
        assert!(text.starts_with("### Records (`records/*.ron`)\n\nFor the test.\n"));
    }
}
