//! The designer's guide (levels/README.md) against the file types (issue 19): its generated
//! field reference equals `aguja schema`, every RON example in it parses with the real types
//! (which refuse unknown fields, so a renamed or stale field fails), and the hand-written part
//! names every field and every value of every type, so that a new one cannot go undocumented.

use aguja::cli::schema::{file_kinds, guide_path, reference_markdown};
use aguja::content::campaign::CampaignDef;
use aguja::content::load::{parse_ron, parse_ron_all};
use aguja::content::schema::guide;
use aguja::content::schema::model::{TypeDoc, read};
use aguja::content::{
    ActionDef, AdvantageDef, BodyDef, CombatantDef, ContentError, ContentFile, EncounterDef,
    ItemDef, SourceText,
};
use aguja::script::ScriptFile;
use aguja::ui::windows::tutorial::steps::Step;
use schemars::JsonSchema;
use serde::de::DeserializeOwned;

const FIX: &str = "cargo run -- schema --write-guide";

fn the_guide() -> String {
    std::fs::read_to_string(guide_path()).expect("levels/README.md is readable")
}

#[test]
fn the_guides_field_reference_is_what_aguja_schema_prints() {
    let guide = the_guide();
    let in_guide = guide::generated(&guide).unwrap_or_else(|e| panic!("levels/README.md: {e}"));
    let fresh = reference_markdown().expect("every file type has a schema the reference can show");
    // A shape the reader has no words for is shown as raw JSON: teach it the shape instead.
    assert!(
        !fresh.contains("`{\""),
        "raw JSON in the reference:\n{fresh}"
    );
    if in_guide == fresh.trim_matches('\n') {
        return;
    }
    let first_difference = in_guide
        .lines()
        .zip(fresh.lines())
        .position(|(a, b)| a != b)
        .unwrap_or(in_guide.lines().count().min(fresh.lines().count()));
    let starts_at = guide[..guide.find(in_guide).unwrap_or(0)].lines().count();
    panic!(
        "the field reference in levels/README.md is stale: a file type changed since it was \
         written. levels/README.md:{} reads\n  {:?}\nbut the types say\n  {:?}\nRun `{FIX}` \
         and commit the guide (and describe any new field in the hand-written part too).",
        starts_at + first_difference + 1,
        in_guide
            .lines()
            .nth(first_difference)
            .unwrap_or("(the end)"),
        fresh.lines().nth(first_difference).unwrap_or("(the end)"),
    );
}

/// A type an example may show, whole or as some of its fields.
struct Host {
    name: &'static str,
    /// Its fields, to tell which type an example that parses as none of them meant.
    fields: Vec<String>,
    /// A value for each required field, put in when the example leaves it out.
    fillers: &'static [(&'static str, &'static str)],
    parse: fn(&str) -> Result<(), ContentError>,
}

fn parses<T: DeserializeOwned>(text: &str) -> Result<(), ContentError> {
    parse_ron::<T>(SourceText::new("levels/README.md", text)).map(|_| ())
}

fn schema_fields<T: JsonSchema>() -> Vec<String> {
    let schema = schemars::schema_for!(T).to_value();
    let properties = schema["properties"]
        .as_object()
        .cloned()
        .unwrap_or_default();
    properties.keys().cloned().collect()
}

fn host<T: DeserializeOwned + JsonSchema>(
    name: &'static str,
    fillers: &'static [(&'static str, &'static str)],
) -> Host {
    Host {
        name,
        fields: schema_fields::<T>(),
        fillers,
        parse: parses::<T>,
    }
}

/// Fillers every library type needs.
const ID: (&str, &str) = ("id", "\"x\"");
const NAME: (&str, &str) = ("name", "\"x\"");

fn hosts() -> Vec<Host> {
    vec![
        host::<EncounterDef>(
            "EncounterDef",
            &[("name", "\"x\""), ("heroes", "[]"), ("minions", "[]")],
        ),
        host::<ContentFile>("ContentFile", &[]),
        host::<ScriptFile>("ScriptFile", &[("encounter", "Path(\"x\")")]),
        host::<ActionDef>("ActionDef", &[ID, NAME]),
        host::<ItemDef>("ItemDef", &[ID, NAME, ("parts", "[]")]),
        host::<BodyDef>("BodyDef", &[ID, ("parts", "[]")]),
        host::<CombatantDef>(
            "CombatantDef",
            &[
                ID,
                NAME,
                ("side", "Heroes"),
                ("body", "\"x\""),
                ("attributes", "()"),
            ],
        ),
        host::<AdvantageDef>("AdvantageDef", &[ID, NAME]),
        // Campaign files read with RON's `unwrap_variant_newtypes`, as the game reads them.
        Host {
            name: "CampaignDef",
            fields: schema_fields::<CampaignDef>(),
            fillers: &[("name", "\"x\""), ("party", "[]"), ("map", "[]")],
            parse: |text| {
                parse_ron_all::<CampaignDef>(SourceText::new("levels/README.md", text))
                    .map(|_| ())
                    .map_err(|mut e| e.remove(0))
            },
        },
        // The tutorial's steps (section 7) have no schema: their fields are listed here.
        Host {
            name: "tutorial Step",
            fields: ["title", "text", "highlight", "until"]
                .map(String::from)
                .to_vec(),
            fillers: &[
                ("title", "\"x\""),
                ("text", "\"x\""),
                ("highlight", "Track"),
                ("until", "Next"),
            ],
            parse: parses::<Step>,
        },
    ]
}

/// Each ```ron block of the guide: the line of its first line, and its text.
fn ron_blocks(guide: &str) -> Vec<(usize, String)> {
    let mut blocks = Vec::new();
    let mut open: Option<(usize, String)> = None;
    for (i, line) in guide.lines().enumerate() {
        match &mut open {
            None if line.trim() == "```ron" => open = Some((i + 2, String::new())),
            Some(_) if line.trim() == "```" => blocks.extend(open.take()),
            Some((_, text)) => {
                text.push_str(line);
                text.push('\n');
            }
            None => {}
        }
    }
    blocks
}

/// The field names at the top level of a record's text (`(a: 1, b: (c: 2))` gives a, b),
/// skipping strings and comments.
fn top_level_fields(record: &str) -> Vec<String> {
    let chars: Vec<char> = record.chars().collect();
    let (mut depth, mut i, mut fields) = (0, 0, Vec::new());
    while i < chars.len() {
        let c = chars[i];
        match c {
            '/' if chars.get(i + 1) == Some(&'/') => {
                while i < chars.len() && chars[i] != '\n' {
                    i += 1;
                }
            }
            '/' if chars.get(i + 1) == Some(&'*') => {
                while i + 1 < chars.len() && !(chars[i] == '*' && chars[i + 1] == '/') {
                    i += 1;
                }
                i += 1;
            }
            '"' => {
                i += 1;
                while i < chars.len() && chars[i] != '"' {
                    i += if chars[i] == '\\' { 2 } else { 1 };
                }
            }
            '(' | '[' => depth += 1,
            ')' | ']' => depth -= 1,
            _ if depth == 1 && (c.is_ascii_alphabetic() || c == '_') => {
                let start = i;
                while i < chars.len() && (chars[i].is_ascii_alphanumeric() || chars[i] == '_') {
                    i += 1;
                }
                let word: String = chars[start..i].iter().collect();
                let rest = chars[i..].iter().skip_while(|c| c.is_whitespace());
                if rest.take(1).eq([':'].iter()) {
                    fields.push(word);
                }
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    fields
}

/// The example as one record: a whole record as it is (a trailing comma dropped), a run of
/// fields (`heroes: [...],`) in brackets. Either way on the lines the guide has them.
fn as_record(block: &str) -> String {
    let code_starts = block
        .lines()
        .map(str::trim)
        .find(|l| !l.is_empty() && !l.starts_with("//"));
    let trimmed = block.trim_end().trim_end_matches(',');
    if code_starts.is_some_and(|l| l.starts_with('(')) {
        trimmed.to_string()
    } else {
        // On a line of its own, so that a comment ending the last line cannot swallow it.
        format!("({trimmed}\n)")
    }
}

/// `record` with `fillers` put in after its opening bracket, on the same line.
fn filled(record: &str, fillers: &[(&str, &str)]) -> String {
    let given = top_level_fields(record);
    let missing: String = fillers
        .iter()
        .filter(|(field, _)| !given.iter().any(|g| g == field))
        .map(|(field, value)| format!("{field}: {value}, "))
        .collect();
    let mut code_start = 0;
    for line in record.split_inclusive('\n') {
        if line.trim().is_empty() || line.trim().starts_with("//") {
            code_start += line.len();
        } else {
            break;
        }
    }
    let open = code_start + record[code_start..].find('(').unwrap_or(0);
    format!("{}{missing}{}", &record[..=open], &record[open + 1..])
}

#[test]
fn every_ron_example_in_the_guide_parses_with_the_real_types() {
    let guide = the_guide();
    let blocks = ron_blocks(&guide);
    assert!(blocks.len() >= 30, "the guide's examples were not found");
    let hosts = hosts();
    let mut failures = Vec::new();
    for (line, block) in &blocks {
        let record = as_record(block);
        let tries: Vec<(&Host, Result<(), ContentError>)> = hosts
            .iter()
            .map(|h| (h, (h.parse)(&filled(&record, h.fillers))))
            .collect();
        if tries.iter().any(|(_, r)| r.is_ok()) {
            continue;
        }
        // Report it as the type that knows most of its fields: the one it was written for.
        let given = top_level_fields(&record);
        let known = |h: &Host| given.iter().filter(|g| h.fields.contains(g)).count();
        let (host, error) = tries
            .iter()
            .max_by_key(|(h, _)| known(h))
            .expect("there are hosts");
        let error = error.as_ref().expect_err("none parsed");
        failures.push(format!(
            "levels/README.md:{}: the example does not parse as {} (its fields: {}): {}",
            line + error.line - 1,
            host.name,
            given.join(", "),
            error.message
        ));
    }
    assert!(
        failures.is_empty(),
        "{} RON example(s) in levels/README.md no longer match the file types; fix the \
         example (a renamed field, a stale value), or the type if the example is right:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// The hand-written guide mentions a field as `name` or `name:`, a value as `Value`,
/// `Value(` … or as a bare word in an example (`Enemy,`).
fn mentions(text: &str, word: &str, is_field: bool) -> bool {
    let ident = |c: char| c.is_ascii_alphanumeric() || c == '_';
    text.match_indices(word).any(|(at, _)| {
        let before = text[..at].chars().next_back();
        let after = text[at + word.len()..].chars().next();
        let whole = !before.is_some_and(ident) && !after.is_some_and(ident);
        let in_code = before == Some('`') || after == Some('`');
        let written = match after {
            Some(':') => is_field,
            Some('(' | ',' | ')' | ']') => !is_field,
            _ => false,
        };
        whole && (in_code || written)
    })
}

#[test]
fn the_hand_written_guide_names_every_field_and_value() {
    let guide = the_guide();
    let prose = guide::hand_written(&guide).unwrap_or_else(|e| panic!("levels/README.md: {e}"));
    let mut missing = Vec::new();
    for kind in file_kinds() {
        let docs: Vec<TypeDoc> = read(&kind.schema).expect("readable schema");
        for doc in &docs {
            let words = doc.field_names().into_iter().map(|f| (f, true));
            let values = doc.variant_names().into_iter().map(|v| (v, false));
            for (word, is_field) in words.chain(values) {
                if !mentions(&prose, word, is_field) {
                    missing.push(format!(
                        "{} `{word}` of `{}` ({}, {})",
                        if is_field { "field" } else { "value" },
                        doc.name,
                        kind.title,
                        kind.place
                    ));
                }
            }
        }
    }
    missing.dedup();
    assert!(
        missing.is_empty(),
        "the hand-written part of levels/README.md never names:\n  {}\nDescribe each in plain \
         words where the guide covers its type, with its name in backticks (`name`) or in an \
         example; the generated reference at the end does not count.",
        missing.join("\n  ")
    );
}

#[test]
fn the_example_reader_sees_fields_and_fills_in_the_rest() {
    let record = "(\n    // (not: a field)\n    name: \"a: b\", heroes: [(kind: \"x\")],\n)";
    assert_eq!(top_level_fields(record), ["name", "heroes"]);
    let filled = filled(record, &[("name", "\"y\""), ("minions", "[]")]);
    assert!(filled.starts_with("(minions: [], \n"), "{filled}");
    assert!(
        !filled.contains("\"y\""),
        "a field given is not filled in: {filled}"
    );
    assert_eq!(as_record("level: 2, // two\n"), "(level: 2, // two\n)");
}
