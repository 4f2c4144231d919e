//! A JSON Schema (as `schemars` derives it from the file types) read back into what a designer
//! writes: records with fields, choices with variants, and the types of values.

use serde_json::{Map, Value};

/// One type of a file: a record, a choice, or a notation written as text.
#[derive(Clone, Debug, PartialEq)]
pub struct TypeDoc {
    /// The Rust type's name, which is also the schema's: `EncounterDef`, `Effect`.
    pub name: String,
    /// Its `///` comment.
    pub meaning: String,
    pub shape: Shape,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Shape {
    /// `( field: value, … )`.
    Record(Vec<FieldDoc>),
    /// One of several bare words, some carrying data: `Attack`, `Damage("1d")`.
    Choice(Vec<VariantDoc>),
    /// Text in a notation of its own, with examples (amounts, checks).
    Notation(Vec<String>),
}

/// One field of a record, or of a variant written with named fields.
#[derive(Clone, Debug, PartialEq)]
pub struct FieldDoc {
    pub name: String,
    pub ty: Ty,
    pub given: Given,
    pub meaning: String,
}

/// Whether a field must be written, and what it is when left out.
#[derive(Clone, Debug, PartialEq)]
pub enum Given {
    Required,
    /// Left out, it takes this value (as JSON: the renderer writes it as RON).
    Default(Value),
    /// May be left out; its meaning says what that does.
    Optional,
}

/// One variant of a choice.
#[derive(Clone, Debug, PartialEq)]
pub struct VariantDoc {
    pub name: String,
    pub data: VariantData,
    pub meaning: String,
}

#[derive(Clone, Debug, PartialEq)]
pub enum VariantData {
    /// A bare word: `Attack`.
    Unit,
    /// One value in brackets: `Damage("1d")`.
    Value(Ty),
    /// Named fields in brackets: `Combatants(who: Enemy, count: 2)`.
    Fields(Vec<FieldDoc>),
}

/// The type of a value, as written in RON.
#[derive(Clone, Debug, PartialEq)]
pub enum Ty {
    Text,
    Flag,
    Whole {
        min: Option<i64>,
        max: Option<i64>,
    },
    List(Box<Ty>),
    /// `(a, b)`: a pair or a triple.
    Tuple(Vec<Ty>),
    /// `Some(…)` or `None`.
    Maybe(Box<Ty>),
    /// A type with a section of its own.
    Named(String),
    /// A shape this reader does not know; the raw schema, so that the gap shows.
    Unknown(String),
}

/// Why a schema cannot be read as file types: a type the reader has no words for.
#[derive(Debug, thiserror::Error)]
#[error("the schema of `{type_name}` has a shape the field reference cannot show: {detail}")]
pub struct UnreadableSchema {
    pub type_name: String,
    pub detail: String,
}

/// The root type of `schema` first, then every type it uses, in the order they are first met.
pub fn read(schema: &Value) -> Result<Vec<TypeDoc>, UnreadableSchema> {
    let defs = schema
        .get("$defs")
        .and_then(Value::as_object)
        .cloned()
        .unwrap_or_default();
    let root = text(schema, "title");
    let mut docs = vec![type_doc(&root, schema)?];
    let mut done = 0;
    while done < docs.len() {
        let used = named_types(&docs[done]);
        done += 1;
        for name in used {
            if docs.iter().any(|d| d.name == name) {
                continue;
            }
            let def = defs.get(&name).ok_or_else(|| UnreadableSchema {
                type_name: name.clone(),
                detail: "no definition in `$defs`".into(),
            })?;
            docs.push(type_doc(&name, def)?);
        }
    }
    Ok(docs)
}

fn type_doc(name: &str, schema: &Value) -> Result<TypeDoc, UnreadableSchema> {
    let unreadable = |detail: &str| UnreadableSchema {
        type_name: name.into(),
        detail: detail.into(),
    };
    let shape = if let Some(variants) = schema.get("oneOf").and_then(Value::as_array) {
        let mut all = Vec::new();
        for v in variants {
            all.extend(variant_docs(v, true).ok_or_else(|| unreadable(&v.to_string()))?);
        }
        Shape::Choice(all)
    } else if schema.get("enum").is_some() {
        // No variant has a comment of its own: the type's comment is the type's alone.
        let variants = variant_docs(schema, false);
        Shape::Choice(variants.ok_or_else(|| unreadable("an `enum` of non-text"))?)
    } else if schema.get("properties").is_some() || schema.get("type") == Some(&"object".into()) {
        Shape::Record(fields(schema))
    } else if schema.get("type") == Some(&"string".into()) {
        let examples = schema.get("examples").and_then(Value::as_array);
        let examples = examples.into_iter().flatten().filter_map(Value::as_str);
        Shape::Notation(examples.map(String::from).collect())
    } else {
        return Err(unreadable(&schema.to_string()));
    };
    Ok(TypeDoc {
        name: name.into(),
        meaning: text(schema, "description"),
        shape,
    })
}

/// The variants one entry of a `oneOf` stands for: a list of bare words (`enum`), one bare
/// word (`const`), or one word with data (`{ "Damage": … }`, serde's external tagging).
/// `own`: the schema's description is the variants' (an entry of `oneOf`), not a type's.
fn variant_docs(schema: &Value, own: bool) -> Option<Vec<VariantDoc>> {
    let meaning = if own {
        text(schema, "description")
    } else {
        String::new()
    };
    let unit = |name: &Value| {
        Some(VariantDoc {
            name: name.as_str()?.to_string(),
            data: VariantData::Unit,
            meaning: meaning.clone(),
        })
    };
    if let Some(names) = schema.get("enum").and_then(Value::as_array) {
        return names.iter().map(unit).collect();
    }
    if let Some(name) = schema.get("const") {
        return Some(vec![unit(name)?]);
    }
    let properties = schema.get("properties")?.as_object()?;
    let (name, inner) = properties.iter().next().filter(|_| properties.len() == 1)?;
    let data = if inner.get("properties").is_some() {
        VariantData::Fields(fields(inner))
    } else {
        VariantData::Value(ty(inner))
    };
    Some(vec![VariantDoc {
        name: name.clone(),
        data,
        meaning,
    }])
}

fn fields(schema: &Value) -> Vec<FieldDoc> {
    let empty = Map::new();
    let properties = schema
        .get("properties")
        .and_then(Value::as_object)
        .unwrap_or(&empty);
    let required: Vec<&str> = schema
        .get("required")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .filter_map(Value::as_str)
        .collect();
    properties
        .iter()
        .map(|(name, field)| FieldDoc {
            name: name.clone(),
            ty: ty(field),
            given: match field.get("default") {
                _ if required.contains(&name.as_str()) => Given::Required,
                Some(value) => Given::Default(value.clone()),
                None => Given::Optional,
            },
            meaning: text(field, "description"),
        })
        .collect()
}

/// The type of a value's schema.
pub fn ty(schema: &Value) -> Ty {
    if let Some(reference) = schema.get("$ref").and_then(Value::as_str) {
        return Ty::Named(reference.rsplit('/').next().unwrap_or(reference).into());
    }
    // `Option<T>`: `anyOf: [T, null]`, or `type: [t, "null"]` for a plain `t`.
    if let Some(any) = schema.get("anyOf").and_then(Value::as_array) {
        let some: Vec<&Value> = any.iter().filter(|s| !is_null(s)).collect();
        return match some.as_slice() {
            [one] if some.len() + 1 == any.len() => Ty::Maybe(Box::new(ty(one))),
            _ => Ty::Unknown(schema.to_string()),
        };
    }
    if let Some(types) = schema.get("type").and_then(Value::as_array) {
        let some: Vec<&Value> = types
            .iter()
            .filter(|t| t.as_str() != Some("null"))
            .collect();
        if let [one] = some.as_slice() {
            let mut plain = schema.clone();
            plain["type"] = (*one).clone();
            return Ty::Maybe(Box::new(ty(&plain)));
        }
    }
    match schema.get("type").and_then(Value::as_str) {
        Some("string") => Ty::Text,
        Some("boolean") => Ty::Flag,
        Some("integer") => Ty::Whole {
            min: schema.get("minimum").and_then(Value::as_i64),
            max: schema.get("maximum").and_then(Value::as_i64),
        },
        Some("array") => match (schema.get("prefixItems"), schema.get("items")) {
            (Some(Value::Array(items)), _) => Ty::Tuple(items.iter().map(ty).collect()),
            (_, Some(item)) => Ty::List(Box::new(ty(item))),
            _ => Ty::Unknown(schema.to_string()),
        },
        _ => Ty::Unknown(schema.to_string()),
    }
}

fn is_null(schema: &Value) -> bool {
    schema.get("type").and_then(Value::as_str) == Some("null")
}

fn text(schema: &Value, key: &str) -> String {
    schema
        .get(key)
        .and_then(Value::as_str)
        .unwrap_or_default()
        .to_string()
}

/// Every type with a section of its own that `doc` names, in order.
fn named_types(doc: &TypeDoc) -> Vec<String> {
    let mut names = Vec::new();
    let mut add = |t: &Ty| t.visit_named(&mut |n| names.push(n.to_string()));
    match &doc.shape {
        Shape::Record(fields) => fields.iter().for_each(|f| add(&f.ty)),
        Shape::Choice(variants) => {
            for v in variants {
                match &v.data {
                    VariantData::Unit => {}
                    VariantData::Value(t) => add(t),
                    VariantData::Fields(fields) => fields.iter().for_each(|f| add(&f.ty)),
                }
            }
        }
        Shape::Notation(_) => {}
    }
    names
}

impl Ty {
    /// Calls `f` with each type name inside this type, outermost first.
    pub fn visit_named(&self, f: &mut impl FnMut(&str)) {
        match self {
            Ty::Named(name) => f(name),
            Ty::List(inner) | Ty::Maybe(inner) => inner.visit_named(f),
            Ty::Tuple(items) => items.iter().for_each(|t| t.visit_named(f)),
            Ty::Text | Ty::Flag | Ty::Whole { .. } | Ty::Unknown(_) => {}
        }
    }
}

impl TypeDoc {
    /// Every field name the type has: its own, and those of its variants' brackets.
    pub fn field_names(&self) -> Vec<&str> {
        match &self.shape {
            Shape::Record(fields) => fields.iter().map(|f| f.name.as_str()).collect(),
            Shape::Choice(variants) => variants
                .iter()
                .flat_map(|v| match &v.data {
                    VariantData::Fields(fields) => fields.iter().map(|f| f.name.as_str()).collect(),
                    _ => Vec::new(),
                })
                .collect(),
            Shape::Notation(_) => Vec::new(),
        }
    }

    /// The words of a choice: `Attack`, `Damage`, `Combatants`.
    pub fn variant_names(&self) -> Vec<&str> {
        match &self.shape {
            Shape::Choice(variants) => variants.iter().map(|v| v.name.as_str()).collect(),
            _ => Vec::new(),
        }
    }
}
